import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorBoundary } from '../../components/error-boundary.js';
import { PageLoader } from '../../components/page-loader.js';
import { SectionCard } from '../../components/section-card.js';
import { formatShortDate } from '../../lib/dates.js';
import { useMe } from '../../lib/use-me.js';
import { OperatorSchedule } from '../../features/schedule/operator-schedule.js';
import { PasswordForm } from '../../features/accounts/password-form.js';
import { ProfileForm } from '../../features/accounts/profile-form.js';
import { NotificationSettings } from '../../features/chat/notification-settings.js';

export function AccountPage() {
  const { data: me } = useMe();
  if (!me) return <PageLoader />;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 6 } }}>
      <title>Account · Studio</title>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 4 }}>
        <Typography component="h1" variant="h4">
          Il tuo account
        </Typography>
        <Chip label={me.op ? 'Professionista' : 'Cliente'} color="primary" variant="outlined" size="small" />
        {me.op && me.scadenza_abbonamento !== null && (
          <Typography variant="body2" color="text.secondary">
            Abbonamento valido fino al {formatShortDate(me.scadenza_abbonamento)}
          </Typography>
        )}
      </Stack>
      <Stack spacing={3}>
        <SectionCard title="Profilo" description="I dati con cui ti presenti ai tuoi professionisti e clienti.">
          <ErrorBoundary variant="section">
            <ProfileForm me={me} />
          </ErrorBoundary>
        </SectionCard>
        <SectionCard title="Cambia password" description="Dopo il cambio, gli altri dispositivi dovranno accedere di nuovo.">
          <ErrorBoundary variant="section">
            <PasswordForm />
          </ErrorBoundary>
        </SectionCard>
        <SectionCard title="Notifiche" description="Come Studio ti avvisa quando qualcosa ti aspetta.">
          <ErrorBoundary variant="section">
            <NotificationSettings />
          </ErrorBoundary>
        </SectionCard>
        {me.op && (
          <ErrorBoundary variant="section">
            <OperatorSchedule />
          </ErrorBoundary>
        )}
      </Stack>
    </Container>
  );
}
