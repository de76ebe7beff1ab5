import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import { HALF_HOURS } from '../../../common/schedule.js';
import { NONE, breakChoices, dayProblem, withBreak, withFirst, withLast, withNewBreak } from './hours-rules.js';
import { TimeSelect } from './time-select.js';

interface DayHoursRowProps {
  label: string;
  day: string[];
  onChange: (day: string[]) => void;
}

export function DayHoursRow({ label, day, onChange }: DayHoursRowProps) {
  const [first = NONE, last = NONE, ...breaks] = day;
  const problem = dayProblem(day);
  const withAnotherBreak = day.length >= 2 ? withNewBreak(day, HALF_HOURS) : null;
  const closed = day.length === 0;

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: { xs: 1.5, sm: 2 }, py: 2, borderBottom: 1, borderColor: 'divider', alignItems: { sm: 'flex-start' } }}
    >
      <Stack sx={{ width: { sm: 112 }, flexShrink: 0, pt: { sm: 1 } }}>
        <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
        {closed && (
          <Typography variant="caption" color="text.secondary">
            {SCHEDULE_MSG.hoursClosedDay}
          </Typography>
        )}
      </Stack>
      <Stack sx={{ gap: 1, flexGrow: 1 }}>
        <Stack direction="row" sx={{ gap: { xs: 1, sm: 1.5 }, flexWrap: 'wrap', alignItems: 'center' }}>
          <TimeSelect
            label="Dalle"
            accessibleName={`${label}, dalle`}
            value={first}
            choices={HALF_HOURS}
            error={problem !== null}
            onChange={(value) => onChange(withFirst(day, value))}
          />
          <TimeSelect
            label="Alle"
            accessibleName={`${label}, alle`}
            value={last}
            choices={HALF_HOURS}
            disabled={closed}
            error={problem !== null}
            onChange={(value) => onChange(withLast(day, value))}
          />
          {breaks.map((time, index) => (
            <TimeSelect
              key={index}
              label="Pausa"
              accessibleName={`${label}, pausa ${index + 1}`}
              value={time}
              choices={breakChoices(day, HALF_HOURS, time)}
              error={problem !== null}
              onChange={(value) => onChange(withBreak(day, index, value))}
            />
          ))}
          {withAnotherBreak && (
            <Button
              size="small"
              startIcon={<AddIcon />}
              onClick={() => onChange(withAnotherBreak)}
              aria-label={`${label}, aggiungi pausa`}
            >
              Pausa
            </Button>
          )}
        </Stack>
        {problem && (
          <Typography variant="caption" color="error" role="alert">
            {problem}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
