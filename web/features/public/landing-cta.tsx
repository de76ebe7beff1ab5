import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { SUBSCRIPTION } from '../../../common/constants.js';
import type { LandingActions } from './hero-content.js';

/** The closing call to action: register, or talk to us first. */
export function LandingCta({ onAgenda, onPricing, onRegister }: LandingActions) {
  return (
    <Box
      sx={{
        p: { xs: 2.5, sm: 6 },
        borderRadius: '20px',
        border: '1px solid rgba(212, 175, 55, 0.3)',
        background: 'linear-gradient(135deg, rgba(212, 175, 55, 0.14) 0%, rgba(22, 25, 32, 0.9) 55%)',
      }}
    >
      <Typography component="h2" variant="h4" gutterBottom sx={{ fontSize: { xs: 28, sm: 34 } }}>
        Prova Studio gratis per {SUBSCRIPTION.trialDays} giorni
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 640 }}>
        Registrati, imposta orari e servizi e inizia a ricevere prenotazioni oggi stesso. Preferisci parlarne prima con noi?
        Scegli un orario per una videochiamata gratuita.
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap', '& .MuiButton-root, & .MuiLink-root': { whiteSpace: 'nowrap' } }}
      >
        <Button component={RouterLink} to="/register?op=true" variant="contained" size="large" onClick={onRegister}>
          Registrati come professionista
        </Button>
        <Button variant="outlined" size="large" onClick={onAgenda}>
          Prenota una videochiamata
        </Button>
        <Stack direction="row" spacing={3} useFlexGap sx={{ pl: { sm: 1.5 }, pt: { xs: 1, sm: 0 }, flexWrap: 'wrap' }}>
          <Link component="button" type="button" onClick={onPricing} sx={{ fontWeight: 600 }}>
            Vedi i prezzi
          </Link>
          <Link component={RouterLink} to="/why" sx={{ fontWeight: 600 }}>
            Come funziona
          </Link>
        </Stack>
      </Stack>
    </Box>
  );
}
