import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../components/section-card.js';
import { StatusAlert } from '../../components/status-alert.js';
import { errorMessage } from '../../lib/api.js';
import { useMyAppointments } from './api/get-my-appointments.js';
import { AppointmentNote, appointmentRowSx, timeRange } from './appointment-parts.js';

/** /user: the client's coming appointments with every professional, each linking to that professional's page. */
export function MyAppointments() {
  const appointments = useMyAppointments();
  const list = appointments.data ?? [];
  return (
    <SectionCard title="I miei appuntamenti" description="I tuoi prossimi appuntamenti con tutti i tuoi professionisti.">
      {appointments.isError && <StatusAlert status={{ kind: 'error', text: errorMessage(appointments.error) }} />}
      {appointments.isPending ? (
        <CircularProgress size={40} aria-label="Caricamento appuntamenti" />
      ) : list.length === 0 ? (
        <Typography color="text.secondary">Non hai appuntamenti in programma.</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {list.map((item) => {
            const who = [item.opNome, item.opCognome].filter(Boolean).join(' ');
            return (
              <Box
                component="li"
                key={`${item.opId} ${item.giorno} ${item.ora}`}
                sx={[appointmentRowSx, { gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' } }]}
              >
                <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                  {item.data}, {timeRange(item)}
                </Typography>
                <Stack sx={{ minWidth: 0 }}>
                  <Link
                    component={RouterLink}
                    to={`/user/op?id=${item.opId}`}
                    sx={{ fontWeight: 600, alignSelf: 'flex-start' }}
                    aria-label={`${who}, ${item.data} alle ${item.ora}: apri la pagina del professionista`}
                  >
                    {who}
                  </Link>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {[item.nomeAzienda, item.servizio].filter(Boolean).join(' · ')}
                  </Typography>
                  <AppointmentNote note={item.note} />
                </Stack>
              </Box>
            );
          })}
        </Box>
      )}
    </SectionCard>
  );
}
