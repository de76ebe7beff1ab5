import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { WORKSPACE_MSG } from '../../../common/messages/workspace.js';
import { PageLoader } from '../../components/page-loader.js';
import { StatusAlert } from '../../components/status-alert.js';
import { useStatus } from '../../components/use-status.js';
import { errorMessage } from '../../lib/api.js';
import { useNotificationSettings, useSetNotificationSettings } from './api/notification-settings.js';

/** /account: whether a message left unread for 10 minutes is e-mailed (on by default). */
export function NotificationSettings() {
  const settings = useNotificationSettings();
  const update = useSetNotificationSettings();
  const { status, showError, showSuccess, clear } = useStatus();

  if (settings.isPending) return <PageLoader />;
  if (settings.isError) return <StatusAlert status={{ kind: 'error', text: errorMessage(settings.error) }} />;

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={settings.data.email_messaggi}
            disabled={update.isPending}
            onChange={(event) => {
              clear();
              update.mutate(event.target.checked, {
                onSuccess: () => showSuccess(WORKSPACE_MSG.notificationsSaved),
                onError: showError,
              });
            }}
          />
        }
        label="Avvisami via email dei messaggi non letti"
      />
      <Typography variant="body2" color="text.secondary">
        Se un messaggio resta non letto per 10 minuti e non sei su Studio, ricevi un’email con il numero di messaggi e il link
        alla conversazione, mai il testo. Al massimo un avviso ogni 3 ore per conversazione.
      </Typography>
      <StatusAlert status={status} onClose={clear} />
    </Stack>
  );
}
