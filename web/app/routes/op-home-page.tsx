import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HomeLayout } from '../../components/home-layout.js';
import { ClientsSection } from '../../features/links/clients-section.js';
import { SubscriptionBanner } from '../../features/subscriptions/subscription-banner.js';
import { OperatorAgenda } from '../../features/agenda/operator-agenda.js';
import { UpcomingAppointments } from '../../features/agenda/upcoming-appointments.js';
import { SetupChecklist } from './setup-checklist.js';

const SECTIONS = [
  { id: 'appuntamenti', text: 'Appuntamenti' },
  { id: 'agenda', text: 'Agenda' },
  { id: 'clienti', text: 'Clienti' },
] as const;

/** A target of the jump links: it stops below the sticky top bar. */
function Anchor({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Box id={id} sx={{ scrollMarginTop: { xs: 72, sm: 80 } }}>
      {children}
    </Box>
  );
}

/** Jump links, so on a phone the agenda is one tap away instead of below the clients list. */
function JumpLinks() {
  return (
    <Stack
      component="nav"
      aria-label="Sezioni della pagina"
      direction="row"
      sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
    >
      <Typography variant="body2" color="text.secondary">
        Vai a:
      </Typography>
      {SECTIONS.map((s) => (
        <Link
          key={s.id}
          href={`#${s.id}`}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            minHeight: 44,
            px: 1.5,
            borderRadius: 99,
            border: '1px solid',
            borderColor: 'divider',
          }}
          underline="none"
        >
          {s.text}
        </Link>
      ))}
    </Stack>
  );
}

/** /op: the professional's home, made of independent sections. */
export function OpHomePage() {
  return (
    <HomeLayout subtitle={(me) => me.nome_azienda}>
      <SubscriptionBanner />
      <SetupChecklist />
      <JumpLinks />
      <Anchor id="appuntamenti">
        <UpcomingAppointments />
      </Anchor>
      <Anchor id="clienti">
        <ClientsSection />
      </Anchor>
      <Anchor id="agenda">
        <OperatorAgenda />
      </Anchor>
    </HomeLayout>
  );
}
