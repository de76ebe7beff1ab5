import { useState } from 'react';
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
import { BookingRulesSection } from '../../features/agenda/booking-rules-section.js';
import { DataRightsSection } from '../../features/accounts/data-rights-section.js';
import { DocumentAccessSection } from '../../features/documents/document-access-section.js';
import { PasswordForm } from '../../features/accounts/password-form.js';
import { ProfileForm } from '../../features/accounts/profile-form.js';
import { SessionsSection } from '../../features/security/sessions-section.js';
import { TwoFactorSection } from '../../features/security/two-factor-section.js';
import { NotificationSettings } from '../../features/chat/notification-settings.js';
import { ExternalCalendarsSection } from '../../features/calendars/external-calendars-section.js';
import { CalendarFeedSection } from '../../features/calendars/calendar-feed-section.js';
import { MeetingLinkSection } from '../../features/calendars/meeting-link-section.js';
import { accountSections, AccountSectionsNav } from './account-sections.js';

export function AccountPage() {
  const { data: me } = useMe();
  // A required enrolment keeps its short page until the recovery codes are confirmed saved: once
  // enabled, `me` no longer requires it, and the sections appearing above would push the codes out of view.
  const [enrolling, setEnrolling] = useState(false);
  if (me?.twoFactorRequired && !enrolling) setEnrolling(true);
  if (!me) return <PageLoader />;
  const required = me.twoFactorRequired || enrolling;

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
      <AccountSectionsNav sections={accountSections(me, required)} />
      <Stack spacing={3}>
        {/* An administrator who must enrol sees only what enrolment needs; the two-factor card keeps its place either way, so its recovery codes survive `me` changing. */}
        {!required && (
          <SectionCard title="Profilo" description="I dati con cui ti presenti ai tuoi professionisti e clienti.">
            <ErrorBoundary variant="section">
              <ProfileForm me={me} />
            </ErrorBoundary>
          </SectionCard>
        )}
        {!required && (
          <SectionCard title="Cambia password" description="Dopo il cambio, gli altri dispositivi dovranno accedere di nuovo.">
            <ErrorBoundary variant="section">
              <PasswordForm />
            </ErrorBoundary>
          </SectionCard>
        )}
        <SectionCard
          title="Verifica in due passaggi"
          description="Un codice dal tuo telefono oltre alla password: chi scopre la password non basta per entrare."
        >
          <ErrorBoundary variant="section">
            <TwoFactorSection me={me} onCodesSaved={() => setEnrolling(false)} />
          </ErrorBoundary>
        </SectionCard>
        <SectionCard
          title="Sessioni attive"
          description="I dispositivi da cui hai effettuato l’accesso. Termina quelli che non riconosci."
        >
          <ErrorBoundary variant="section">
            <SessionsSection />
          </ErrorBoundary>
        </SectionCard>
        {!required && (
          <SectionCard title="Notifiche" description="Come Studio ti avvisa quando qualcosa ti aspetta.">
            <ErrorBoundary variant="section">
              <NotificationSettings />
            </ErrorBoundary>
          </SectionCard>
        )}
        {!required && (
          <SectionCard
            title="Il tuo calendario"
            description="I tuoi appuntamenti nel calendario che usi già, con un indirizzo privato che si aggiorna da solo."
          >
            <ErrorBoundary variant="section">
              <CalendarFeedSection op={me.op} />
            </ErrorBoundary>
          </SectionCard>
        )}
        {me.op && !required && (
          <SectionCard title="Videochiamate" description="Il collegamento degli appuntamenti dei servizi online.">
            <ErrorBoundary variant="section">
              <MeetingLinkSection />
            </ErrorBoundary>
          </SectionCard>
        )}
        {me.op && !required && (
          <ErrorBoundary variant="section">
            <OperatorSchedule />
          </ErrorBoundary>
        )}
        {me.op && !required && (
          <SectionCard
            title="I tuoi calendari"
            description="Collega Google Calendar, Outlook o Apple Calendario: negli orari dei tuoi impegni i clienti non potranno prenotare."
          >
            <ErrorBoundary variant="section">
              <ExternalCalendarsSection />
            </ErrorBoundary>
          </SectionCard>
        )}
        {me.op && !required && (
          <ErrorBoundary variant="section">
            <BookingRulesSection />
          </ErrorBoundary>
        )}
        {me.op && !me.admin && (
          <SectionCard
            title="Registro accessi ai documenti"
            description="Chi ha scaricato i documenti scambiati con i tuoi clienti, conservato 12 mesi."
          >
            <ErrorBoundary variant="section">
              <DocumentAccessSection />
            </ErrorBoundary>
          </SectionCard>
        )}
        {!me.admin && (
          <SectionCard title="I tuoi dati" description="Scaricali quando vuoi, o elimina l’account (GDPR, art. 15, 17 e 20).">
            <ErrorBoundary variant="section">
              <DataRightsSection op={me.op} twoFactor={me.twoFactor} />
            </ErrorBoundary>
          </SectionCard>
        )}
      </Stack>
    </Container>
  );
}
