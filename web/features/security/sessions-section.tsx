import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StatusAlert } from '../../components/status-alert.js';
import { useStatus } from '../../components/use-status.js';
import { errorMessage } from '../../lib/api.js';
import { formatDateTime } from '../../lib/dates.js';
import { useEndSessions } from './api/end-session.js';
import { useSessions } from './api/get-sessions.js';

/** The caller's open sessions on /account: device, address, last use; end one or all the others. */
export function SessionsSection() {
  const sessions = useSessions();
  const end = useEndSessions();
  const { status, showError, showSuccess, clear } = useStatus();
  const endSessions = (id?: string) => {
    clear();
    end.mutate(id, { onSuccess: (data) => showSuccess(data.message), onError: showError });
  };

  if (sessions.isPending) return <CircularProgress size={24} />;
  if (sessions.isError) return <StatusAlert status={{ kind: 'error', text: errorMessage(sessions.error) }} />;
  const others = sessions.data.filter((session) => !session.current);

  return (
    <Stack spacing={2}>
      <StatusAlert status={status} onClose={clear} />
      <Box component="ul" aria-label="Sessioni attive" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {sessions.data.map((session) => (
          <Stack
            component="li"
            key={session.id}
            direction="row"
            sx={{
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 2,
              py: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Box>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography sx={{ fontWeight: 600 }}>{session.device}</Typography>
                {session.current && <Chip label="Questo dispositivo" color="primary" size="small" variant="outlined" />}
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {session.ip ? `IP ${session.ip} · ` : ''}ultimo uso {formatDateTime(session.lastUsedAt)}
              </Typography>
            </Box>
            {!session.current && (
              <Button size="small" color="error" disabled={end.isPending} onClick={() => endSessions(session.id)}>
                Termina
              </Button>
            )}
          </Stack>
        ))}
      </Box>
      {others.length > 0 && (
        <Box>
          <Button variant="outlined" color="error" disabled={end.isPending} onClick={() => endSessions()}>
            Termina tutte le altre sessioni
          </Button>
        </Box>
      )}
    </Stack>
  );
}
