import { Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LEAD_EVENT } from '../../../common/messages/public.js';
import { Footer } from '../../app/layout/footer.js';
import { TopBar } from '../../app/layout/top-bar.js';
import { ErrorBoundary } from '../../components/error-boundary.js';
import { lazyComponent } from '../../lib/lazy-chunk.js';
import { trackEvent } from './tracking/track-event.js';
import { useHeartbeat } from './tracking/use-heartbeat.js';
import { Benefits } from './benefits.js';
import { Claims } from './claims.js';
import { HeroContent, type LandingActions } from './hero-content.js';
import { LandingCta } from './landing-cta.js';
import { LANDING_VIDEOS } from './landing-videos.js';
import { TourVideo } from './tour-video.js';
import { VideoHero } from './video-hero.js';

const agendaDialog = lazyComponent(async () => (await import('./public-agenda-dialog.js')).PublicAgendaDialog);
const pricingDialog = lazyComponent(async () => (await import('./pricing-dialog.js')).PricingDialog);
const PublicAgendaDialog = agendaDialog.Component;
const PricingDialog = pricingDialog.Component;

/**
 * The dialogs' code is fetched at the visitor's first sign of life on the page (a pointer
 * over it, a focus), not during the first load the performance budget measures: by the
 * time a button is clicked it is there, even if the connection has dropped meanwhile.
 */
const preloadDialogs = () => {
  agendaDialog.preload();
  pricingDialog.preload();
};

/** The landing page as a visitor sees it, with the heartbeat and events of the leads dashboard. */
export function VisitorLanding() {
  useHeartbeat('/');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [askedForAgenda] = useState(() => params.has('agenda'));
  const [pricingOpen, setPricingOpen] = useState(false);
  // The agenda is a page of its own in the history (`/?agenda`): the Back button closes it,
  // above all on phones where it fills the screen.
  const agendaOpen = params.has('agenda');
  const dialog = agendaOpen ? 'agenda' : pricingOpen ? 'pricing' : null;

  useEffect(() => {
    if (askedForAgenda) trackEvent(LEAD_EVENT.agendaOpened);
  }, [askedForAgenda]);

  const actions: LandingActions = {
    onAgenda: () => {
      setPricingOpen(false);
      void navigate({ search: '?agenda' }, { state: { agendaFromLanding: true } });
      trackEvent(LEAD_EVENT.agendaOpened);
    },
    onPricing: () => {
      setPricingOpen(true);
      trackEvent(LEAD_EVENT.pricingOpened);
    },
    onRegister: () => trackEvent(LEAD_EVENT.register),
  };
  const closeAgenda = () => {
    // Opened here: going back leaves the history as it was. Arrived at `/?agenda` from
    // another page or a link: the address loses `?agenda`, so a reload does not reopen it.
    if ((location.state as { agendaFromLanding?: boolean } | null)?.agendaFromLanding) void navigate(-1);
    else void navigate({ search: '' }, { replace: true });
  };
  const closePricing = () => setPricingOpen(false);

  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}
      onPointerOverCapture={preloadDialogs}
      onFocusCapture={preloadDialogs}
    >
      <title>Studio · Appuntamenti, chat e documenti per professionisti</title>
      <TopBar />
      <Box component="main" sx={{ flexGrow: 1 }}>
        <VideoHero title={LANDING_VIDEOS.op.title}>
          <HeroContent {...actions} media={<TourVideo video={LANDING_VIDEOS.op} />} />
        </VideoHero>
        <Container maxWidth="lg" component="section" aria-labelledby="benefits-title" sx={{ py: { xs: 6, md: 10 } }}>
          <Typography
            id="benefits-title"
            component="h2"
            variant="h4"
            sx={{ mb: { xs: 3, md: 5 }, maxWidth: 640, fontSize: { xs: 28, sm: 34 } }}
          >
            Perché i professionisti scelgono Studio
          </Typography>
          <Benefits />
        </Container>
        <Container maxWidth="lg" component="section" aria-label="Cosa è incluso" sx={{ pb: { xs: 6, md: 10 } }}>
          <Claims />
        </Container>
        <Container maxWidth="lg" sx={{ pb: { xs: 6, md: 10 } }}>
          <LandingCta {...actions} />
        </Container>
      </Box>
      <Footer />
      <ErrorBoundary variant="overlay" resetKey={dialog}>
        <Suspense fallback={null}>
          {dialog === 'agenda' && <PublicAgendaDialog onClose={closeAgenda} />}
          {dialog === 'pricing' && <PricingDialog onClose={closePricing} onRegister={actions.onRegister} />}
        </Suspense>
      </ErrorBoundary>
    </Box>
  );
}
