import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import { WEEK_KEYS, WEEK_LABELS, type Orario } from '../../../common/schedule.js';
import { errorMessage } from '../../lib/api.js';
import { PageLoader } from '../../components/page-loader.js';
import { StatusAlert } from '../../components/status-alert.js';
import { useUnsavedChanges } from '../../components/unsaved-changes.js';
import { useStatus } from '../../components/use-status.js';
import { DayHoursRow } from './day-hours-row.js';
import { dayProblem, isWeekEmpty, withMondayOnWeekdays } from './hours-rules.js';
import { ownScheduleApi, type ScheduleApi } from './schedule-api.js';

function HoursForm({ saved, api }: { saved: Orario; api: ScheduleApi }) {
  const [orario, setOrario] = useState(saved);
  const [lastSaved, setLastSaved] = useState(saved);
  const { status, showError, showSuccess, clear } = useStatus();
  const update = api.useUpdateOrario();
  const valid = WEEK_KEYS.every((key) => dayProblem(orario[key]) === null);
  useUnsavedChanges(JSON.stringify(orario) !== JSON.stringify(lastSaved));
  const forAdmin = api !== ownScheduleApi;

  const save = () => {
    clear();
    const sent = orario;
    update.mutate(sent, {
      onSuccess: () => {
        setLastSaved(sent);
        showSuccess(SCHEDULE_MSG.hoursSaved);
      },
      onError: showError,
    });
  };

  return (
    <Box>
      {isWeekEmpty(saved) && (
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
          {forAdmin ? SCHEDULE_MSG.hoursEmptyForAdmin : SCHEDULE_MSG.hoursFirstTimeHint}
        </Alert>
      )}
      <StatusAlert status={status} onClose={clear} />
      <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
        {WEEK_KEYS.map((key) => (
          <DayHoursRow
            key={key}
            label={WEEK_LABELS[key]}
            day={orario[key]}
            onChange={(day) => setOrario((current) => ({ ...current, [key]: day }))}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
        <Button
          variant="text"
          onClick={() => setOrario(withMondayOnWeekdays)}
          disabled={orario.l.length === 0 || dayProblem(orario.l) !== null}
        >
          Copia il lunedì da martedì a venerdì
        </Button>
        <Button variant="contained" size="large" onClick={save} disabled={!valid || update.isPending} sx={{ ml: 'auto' }}>
          Salva orari
        </Button>
      </Box>
    </Box>
  );
}

export function WeeklyHoursEditor({ api = ownScheduleApi }: { api?: ScheduleApi }) {
  const orario = api.useOrario();
  if (orario.isError) return <StatusAlert status={{ kind: 'error', text: errorMessage(orario.error) }} />;
  if (!orario.data) return <PageLoader />;
  return <HoursForm saved={orario.data} api={api} />;
}
