import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { NOTIFICATIONS_MSG } from '../../../common/messages/notifications.js';
import { WORKSPACE_MSG } from '../../../common/messages/workspace.js';
import { NOTIFICATION_KINDS, notificationField, type NotificationKind } from '../../../common/notifications.js';
import { PageLoader } from '../../components/page-loader.js';
import { StatusAlert } from '../../components/status-alert.js';
import { useStatus } from '../../components/use-status.js';
import { errorMessage } from '../../lib/api.js';
import { useNotificationSettings, useSetNotificationSettings } from './api/notification-settings.js';

/** What each switch means, under its label. */
const HELP: Record<NotificationKind, string> = {
  messaggi:
    'Se un messaggio resta non letto per 10 minuti e non sei su Studio: il numero di messaggi e il link alla conversazione, mai il testo. Al massimo un avviso ogni 3 ore per conversazione.',
  documenti:
    'Se un documento inviato dall’altra parte resta non aperto per 10 minuti e non sei su Studio: il nome e la dimensione, mai il contenuto.',
  collegamenti:
    'Una richiesta di collegamento non ancora accettata dopo 10 minuti (professionisti) e l’accettazione della tua richiesta (clienti).',
  prenotazioni: 'Un appuntamento prenotato o annullato dall’altra parte, con l’evento per il calendario.',
};

/**
 * /account: which notification e-mails the user gets, one switch per kind (all on by
 * default). Each such e-mail also has a one-click link that turns off its own kind.
 */
export function NotificationSettings() {
  const settings = useNotificationSettings();
  const update = useSetNotificationSettings();
  const { status, showError, showSuccess, clear } = useStatus();

  if (settings.isPending) return <PageLoader />;
  if (settings.isError) return <StatusAlert status={{ kind: 'error', text: errorMessage(settings.error) }} />;

  return (
    <Stack spacing={1.5}>
      {NOTIFICATION_KINDS.map((kind) => (
        <div key={kind}>
          <FormControlLabel
            control={
              <Switch
                checked={settings.data[notificationField(kind)]}
                disabled={update.isPending}
                onChange={(event) => {
                  clear();
                  update.mutate(
                    { kind, enabled: event.target.checked },
                    { onSuccess: () => showSuccess(WORKSPACE_MSG.notificationsSaved), onError: showError },
                  );
                }}
              />
            }
            label={NOTIFICATIONS_MSG.label[kind]}
          />
          <Typography variant="body2" color="text.secondary" sx={{ pl: { xs: 0, sm: 6 } }}>
            {HELP[kind]}
          </Typography>
        </div>
      ))}
      <StatusAlert status={status} onClose={clear} />
    </Stack>
  );
}
