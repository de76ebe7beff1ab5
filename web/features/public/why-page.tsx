import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { SUBSCRIPTION } from '../../../common/constants.js';
import { AgendaPreview } from './agenda-preview.js';
import { Benefits } from './benefits.js';
import { PricingPlans } from './pricing-plans.js';
import { FEATURES, STEPS } from './why-features.js';

const sectionTitle = { mb: 3, fontSize: { xs: 28, sm: 34 } };

function RegisterButton() {
  return (
    <Button component={RouterLink} to="/register?op=true" variant="contained" size="large">
      Registrati come professionista
    </Button>
  );
}

/** /why: what Studio does for a professional, and the way in (spec §2 top bar). */
export function WhyPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
      <title>Perché Studio · Per i professionisti</title>
      <Grid container spacing={{ xs: 4, md: 8 }} sx={{ alignItems: 'center', mb: { xs: 6, md: 10 } }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: '0.14em' }}>
            Sei un professionista?
          </Typography>
          <Typography component="h1" variant="h2" sx={{ fontSize: { xs: 38, sm: 52 }, my: 2 }}>
            Il tuo studio, sempre in ordine
          </Typography>
          <Typography
            variant="h6"
            component="p"
            color="text.secondary"
            sx={{ fontWeight: 400, lineHeight: 1.6, mb: 4, fontSize: { xs: 17, sm: 20 } }}
          >
            Commercialisti, avvocati, consulenti, terapisti: con Studio i tuoi clienti prenotano da soli negli orari che scegli
            tu, ti scrivono e ti mandano i documenti in un unico posto. Tu ricevi tutto ordinato, con gli avvisi già inviati.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <RegisterButton />
            <Button component={RouterLink} to="/?agenda" variant="outlined" size="large">
              Prenota una videochiamata
            </Button>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }} sx={{ display: { xs: 'none', sm: 'block' } }}>
          <AgendaPreview />
        </Grid>
      </Grid>

      <Typography component="h2" variant="h4" sx={sectionTitle}>
        Cosa fa Studio per te
      </Typography>
      <Grid container spacing={3} sx={{ mb: { xs: 6, md: 10 } }}>
        {FEATURES.map((feature) => (
          <Grid key={feature.key} size={{ xs: 12, sm: 6 }}>
            <Card sx={{ height: '100%' }}>
              <CardContent sx={{ p: 3.5 }}>
                <Typography component="h3" variant="h6" gutterBottom>
                  {feature.title}
                </Typography>
                <Typography color="text.secondary">{feature.text}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>

      <Typography component="h2" variant="h4" sx={sectionTitle}>
        Pronto in meno di un’ora
      </Typography>
      <Grid container component="ol" spacing={3} sx={{ listStyle: 'none', p: 0, m: 0, mb: { xs: 6, md: 10 } }}>
        {STEPS.map((step, index) => (
          <Grid key={step.title} component="li" size={{ xs: 12, md: 4 }} sx={{ display: 'flex', gap: 2 }}>
            <Box
              aria-hidden
              sx={{
                flexShrink: 0,
                width: 40,
                height: 40,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 800,
                color: 'primary.contrastText',
                bgcolor: 'primary.main',
              }}
            >
              {index + 1}
            </Box>
            <div>
              <Typography component="h3" variant="h6" gutterBottom>
                {step.title}
              </Typography>
              <Typography color="text.secondary">{step.text}</Typography>
            </div>
          </Grid>
        ))}
      </Grid>

      <Typography component="h2" variant="h4" sx={sectionTitle}>
        Perché sceglierlo
      </Typography>
      <Box sx={{ mb: { xs: 6, md: 10 } }}>
        <Benefits />
      </Box>

      <Card>
        <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
          <Typography component="h2" variant="h4" sx={{ ...sectionTitle, mb: 1 }}>
            Un prezzo chiaro
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            I primi {SUBSCRIPTION.trialDays} giorni sono gratuiti. Per i tuoi clienti Studio è sempre gratis. Spazio incluso: 10
            GB su server italiani.
          </Typography>
          <PricingPlans />
          <Box sx={{ mt: 4 }}>
            <RegisterButton />
          </Box>
        </CardContent>
      </Card>
    </Container>
  );
}
