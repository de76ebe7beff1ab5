import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { SUBSCRIPTION } from '../../../common/constants.js';

export interface LandingActions {
  onAgenda: () => void;
  onPricing: () => void;
  onRegister: () => void;
}

interface HeroContentProps extends LandingActions {
  /** Beside the text on wide screens, under it on narrow ones: the explainer video. */
  media: ReactNode;
}

export function HeroContent({ onAgenda, onPricing, onRegister, media }: HeroContentProps) {
  return (
    <Grid container spacing={{ xs: 5, md: 8 }} sx={{ alignItems: 'center' }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: '0.14em' }}>
          L’agenda online per professionisti
        </Typography>
        <Typography
          component="h1"
          variant="h1"
          sx={{ fontSize: { xs: 52, sm: 72, md: 88 }, lineHeight: 1, my: { xs: 1.5, sm: 2 } }}
        >
          Studio
        </Typography>
        <Typography
          variant="h5"
          component="p"
          color="text.secondary"
          sx={{ fontWeight: 400, lineHeight: 1.5, mb: { xs: 3, sm: 4 }, fontSize: { xs: 18, sm: 22 } }}
        >
          Appuntamenti, clienti, chat e documenti in un unico posto. Conferme e promemoria partono da soli: tu pensi al lavoro.
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          useFlexGap
          sx={{ flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
        >
          <Button component={RouterLink} to="/register?op=true" variant="contained" size="large" onClick={onRegister}>
            Registrati come professionista
          </Button>
          <Button variant="outlined" size="large" startIcon={<EventAvailableIcon />} onClick={onAgenda}>
            Verifica Disponibilità
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2.5, maxWidth: 560 }}>
          {SUBSCRIPTION.trialDays} giorni gratis, poi scegli il tuo{' '}
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={onPricing}
            sx={{ verticalAlign: 'baseline', fontWeight: 600 }}
          >
            abbonamento
          </Link>
          . Per i clienti Studio è sempre gratuito. Vuoi vederlo dal vivo? Verifica la disponibilità e prenota una videochiamata
          gratuita con noi.
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>{media}</Grid>
    </Grid>
  );
}
