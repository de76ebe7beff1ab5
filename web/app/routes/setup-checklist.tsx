import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Link as RouterLink } from 'react-router';
import { SETUP_MSG } from '../../../common/messages/setup-checklist.js';
import { SectionCard } from '../../components/section-card.js';
import { useMe } from '../../lib/use-me.js';
import { useBookingRulesSaved } from '../../features/agenda/api/booking-rules.js';
import { useOwnServices } from '../../features/agenda/api/get-own-services.js';
import { useCalendarFeed } from '../../features/calendars/api/calendar-feed.js';
import { useClients } from '../../features/links/api/list-clients.js';
import { useOrario } from '../../features/schedule/api/get-orario.js';

interface Step {
  id: keyof typeof SETUP_MSG.steps;
  done: boolean;
  text: string;
  /** Where the step is done: a section of /account, or the clients on this page. */
  to: string;
}

/** Remembered per user on this browser: "Nascondi" is a preference, not account data. */
const hiddenKey = (userId: number) => `studio.primi-passi-nascosti.${userId}`;

function readHidden(userId: number): boolean {
  try {
    return localStorage.getItem(hiddenKey(userId)) === '1';
  } catch {
    return false;
  }
}

/** The five steps from what the app already fetches, or undefined while any of it is loading or failed. */
function useSteps(): Step[] | undefined {
  const orario = useOrario();
  const services = useOwnServices();
  const rulesSaved = useBookingRulesSaved();
  const feed = useCalendarFeed();
  // The clients section's own first page (pending requests first): the same request, shared.
  const clients = useClients(0, '');
  if (!orario.data || !services.data || rulesSaved.data === undefined || !feed.data || !clients.data) return undefined;
  const users = clients.data.users;
  const { steps } = SETUP_MSG;
  return [
    {
      id: 'orari',
      done: Object.values(orario.data).some((day) => day.length >= 2),
      text: steps.orari.text,
      to: '/account#orari',
    },
    { id: 'servizi', done: services.data.some((service) => !service.altro), text: steps.servizi.text, to: '/account#servizi' },
    { id: 'regole', done: rulesSaved.data, text: steps.regole.text, to: '/account#regole' },
    { id: 'calendario', done: feed.data.attivo, text: steps.calendario.text, to: '/account#calendario' },
    {
      id: 'cliente',
      done: users.some((user) => user.confermato),
      text: users.length > 0 ? steps.cliente.pending : steps.cliente.text,
      to: '#clienti',
    },
  ];
}

function StepRow({ step }: { step: Step }) {
  const copy = SETUP_MSG.steps[step.id];
  const link: ReactNode = step.to.startsWith('#') ? (
    <Button href={step.to} variant="outlined" size="small" sx={{ minHeight: 44, whiteSpace: 'nowrap' }}>
      {copy.action}
    </Button>
  ) : (
    <Button component={RouterLink} to={step.to} variant="outlined" size="small" sx={{ minHeight: 44, whiteSpace: 'nowrap' }}>
      {copy.action}
    </Button>
  );
  return (
    <Box
      component="li"
      aria-label={copy.title}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'auto 1fr', sm: 'auto 1fr auto' },
        gridTemplateAreas: step.done ? '"icon text"' : { xs: '"icon text" ". action"', sm: '"icon text action"' },
        columnGap: 2,
        rowGap: 1,
        alignItems: 'center',
        py: 1.5,
        borderTop: '1px solid',
        borderColor: 'divider',
      }}
    >
      {step.done ? (
        <CheckCircleIcon color="success" sx={{ gridArea: 'icon' }} />
      ) : (
        <RadioButtonUncheckedIcon color="action" sx={{ gridArea: 'icon' }} />
      )}
      <Box sx={{ gridArea: 'text' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {copy.title}
        </Typography>
        {step.done ? (
          <Typography color="success.main" sx={{ fontWeight: 600 }}>
            {SETUP_MSG.done}
          </Typography>
        ) : (
          <Typography color="text.secondary">{step.text}</Typography>
        )}
      </Box>
      {!step.done && <Box sx={{ gridArea: 'action' }}>{link}</Box>}
    </Box>
  );
}

/** /op: what a new professional still has to set up, until every step is done or they hide it. */
export function SetupChecklist() {
  const { data: me } = useMe();
  return me ? <Checklist key={me.id} userId={me.id} /> : null;
}

function Checklist({ userId }: { userId: number }) {
  const steps = useSteps();
  const [hidden, setHidden] = useState(() => readHidden(userId));
  if (hidden || !steps || steps.every((step) => step.done)) return null;

  const done = steps.filter((step) => step.done).length;
  const hide = () => {
    try {
      localStorage.setItem(hiddenKey(userId), '1');
    } catch {
      // Storage refused (private mode): hidden for this visit only.
    }
    setHidden(true);
  };

  return (
    <SectionCard
      title={SETUP_MSG.title}
      description={SETUP_MSG.description}
      action={
        <Button onClick={hide} aria-label={SETUP_MSG.hideLabel} sx={{ minHeight: 44 }}>
          {SETUP_MSG.hide}
        </Button>
      }
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }} data-testid="setup-progress">
          {SETUP_MSG.progress(done, steps.length)}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(done / steps.length) * 100}
          aria-label={SETUP_MSG.progressLabel}
          aria-valuetext={SETUP_MSG.progress(done, steps.length)}
          // A neutral track, so an empty bar does not read as a full one.
          sx={{ flex: 1, height: 8, borderRadius: 99, bgcolor: 'action.selected' }}
        />
      </Stack>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {steps.map((step) => (
          <StepRow key={step.id} step={step} />
        ))}
      </Box>
    </SectionCard>
  );
}
