import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Navigate } from 'react-router';
import { Footer } from '../../app/layout/footer.js';
import { TopBar } from '../../app/layout/top-bar.js';
import { PageLoader } from '../../components/page-loader.js';
import { useIsLoggedIn } from '../../lib/session.js';
import { homePathOf, useMe } from '../../lib/use-me.js';
import { AgendaPreview } from './agenda-preview.js';
import { Benefits } from './benefits.js';

export function LandingPage() {
  const loggedIn = useIsLoggedIn();
  const me = useMe();

  if (loggedIn && me.data) return <Navigate to={homePathOf(me.data)} replace />;
  if (loggedIn && me.isPending) return <PageLoader />;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <title>Studio · Appuntamenti, chat e documenti per professionisti</title>
      <TopBar />
      <Box component="main" sx={{ flexGrow: 1 }}>
        <Container maxWidth="lg" sx={{ pt: { xs: 6, md: 12 }, pb: { xs: 8, md: 12 } }}>
          <Grid container spacing={{ xs: 6, md: 8 }} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: '0.14em' }}>
                Per professionisti e i loro clienti
              </Typography>
              <Typography component="h1" variant="h1" sx={{ fontSize: { xs: 52, sm: 72, md: 88 }, lineHeight: 1, my: 2 }}>
                Studio
              </Typography>
              <Typography variant="h5" component="p" color="text.secondary" sx={{ fontWeight: 400, lineHeight: 1.5, mb: 4 }}>
                Appuntamenti, chat e documenti con i tuoi clienti in un unico posto, con conferme e promemoria automatici.
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                <Button component={RouterLink} to="/register" variant="contained" size="large">
                  Registrati
                </Button>
                <Button component={RouterLink} to="/register?op=true" variant="outlined" size="large">
                  Sei un professionista?
                </Button>
                <Button component={RouterLink} to="/login" color="inherit" size="large">
                  Accedi
                </Button>
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
                30 giorni gratis per i professionisti · sempre gratuito per i clienti · pronto in meno di un&apos;ora
              </Typography>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }} sx={{ display: { xs: 'none', sm: 'block' } }}>
              <AgendaPreview />
            </Grid>
          </Grid>
        </Container>
        <Container maxWidth="lg" sx={{ pb: { xs: 8, md: 12 } }}>
          <Benefits />
        </Container>
      </Box>
      <Footer />
    </Box>
  );
}
