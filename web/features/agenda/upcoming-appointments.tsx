import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { OperatorAppointment } from '../../../common/appointments.js';
import { SectionCard } from '../../components/section-card.js';
import { StatusAlert } from '../../components/status-alert.js';
import { errorMessage } from '../../lib/api.js';
import { useUpcoming } from './api/get-upcoming.js';
import { AppointmentNote, appointmentRowSx, timeRange } from './appointment-parts.js';

function Appointment({ item }: { item: OperatorAppointment }) {
  const name = [item.nome, item.cognome].filter(Boolean).join(' ') || 'Visitatore';
  return (
    <Box
      component="li"
      sx={[appointmentRowSx, { gridTemplateColumns: '96px 1fr', color: item.passato ? 'text.secondary' : 'text.primary' }]}
    >
      <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{timeRange(item)}</Typography>
      <Stack sx={{ minWidth: 0 }}>
        {item.clientId === null ? (
          <Typography sx={{ fontWeight: 600 }}>
            {name}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              (chiamata conoscitiva)
            </Typography>
          </Typography>
        ) : (
          <Link
            component={RouterLink}
            to={`/op/customer?id=${item.clientId}`}
            sx={{ fontWeight: 600, alignSelf: 'flex-start', minHeight: 24 }}
            aria-label={`${name}, ${item.data} alle ${item.ora}: apri la scheda`}
          >
            {name}
          </Link>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {[item.servizio || 'Nessun servizio indicato', item.passato ? 'già iniziato' : ''].filter(Boolean).join(' · ')}
        </Typography>
        <AppointmentNote note={item.note} />
      </Stack>
    </Box>
  );
}

function Day({ title, items, empty }: { title: string; items: OperatorAppointment[]; empty: string }) {
  return (
    <Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((item) => (
            <Appointment key={`${item.giorno} ${item.ora}`} item={item} />
          ))}
        </Box>
      )}
    </Box>
  );
}

/** /op: today's appointments, then the next 6 days', with who, what and a link to the client. */
export function UpcomingAppointments() {
  const upcoming = useUpcoming();
  const list = upcoming.data?.appuntamenti ?? [];
  const today = upcoming.data?.oggi;
  const todays = list.filter((a) => a.giorno === today);
  const later = list.filter((a) => a.giorno !== today);
  const days = [...new Set(later.map((a) => a.giorno))];
  return (
    <SectionCard
      title="Oggi e prossimi appuntamenti"
      description="I prossimi 7 giorni. Clicca su un nome per aprire la scheda del cliente."
    >
      {upcoming.isError && <StatusAlert status={{ kind: 'error', text: errorMessage(upcoming.error) }} />}
      {upcoming.isPending ? (
        <CircularProgress size={40} aria-label="Caricamento appuntamenti" />
      ) : (
        <Stack sx={{ gap: 3 }}>
          <Day title="Oggi" items={todays} empty="Nessun appuntamento oggi." />
          <Box>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
              Prossimi appuntamenti
            </Typography>
            {days.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                Nessun appuntamento nei prossimi 6 giorni.
              </Typography>
            )}
            <Stack sx={{ gap: 2 }}>
              {days.map((giorno) => {
                const items = later.filter((a) => a.giorno === giorno);
                return (
                  <Box key={giorno}>
                    <Typography
                      component="h4"
                      variant="body2"
                      color="primary"
                      sx={{ fontWeight: 700, textTransform: 'capitalize' }}
                    >
                      {items[0].data}
                    </Typography>
                    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                      {items.map((item) => (
                        <Appointment key={`${item.giorno} ${item.ora}`} item={item} />
                      ))}
                    </Box>
                  </Box>
                );
              })}
            </Stack>
          </Box>
        </Stack>
      )}
    </SectionCard>
  );
}
