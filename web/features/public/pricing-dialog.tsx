import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CheckIcon from '@mui/icons-material/Check';
import { Link as RouterLink } from 'react-router';
import { SUBSCRIPTION } from '../../../common/constants.js';
import { PUBLIC_MSG } from '../../../common/messages/public.js';
import { PRICES } from '../../../common/plans.js';
import { BENEFITS, CLAIMS } from './pitch.js';
import { PricingPlans } from './pricing-plans.js';

interface PricingDialogProps {
  onClose: () => void;
  onRegister: () => void;
}

const included = [...BENEFITS, ...CLAIMS].map((item) => item.title);

/** 'Attivazione dell'abbonamento': prices, benefits and claims (spec §2, §9). */
export function PricingDialog({ onClose, onRegister }: PricingDialogProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth fullScreen={fullScreen} scroll="paper">
      <DialogTitle>{PUBLIC_MSG.pricingTitle}</DialogTitle>
      {/* On a phone the prices scroll: the body takes the focus so the keyboard can scroll it too. */}
      <DialogContent dividers tabIndex={0} role="region" aria-label={PUBLIC_MSG.pricingTitle}>
        <Typography sx={{ mb: 3 }}>
          I primi <strong>{SUBSCRIPTION.trialDays} giorni sono gratuiti</strong>. Poi scegli come continuare: per i tuoi clienti
          Studio è sempre gratuito.
        </Typography>
        <PricingPlans />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Tutti i prezzi sono IVA esclusa. Lo spazio per i documenti è di 10 GB; se ne serve di più, ogni blocco da 10 GB costa{' '}
          {`${PRICES.storageBlock}\u00a0€`} + IVA all’anno.
        </Typography>
        <Typography component="h3" variant="h6" sx={{ mt: 4, mb: 1.5 }}>
          Sempre incluso
        </Typography>
        <Grid container component="ul" columnSpacing={3} rowSpacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {included.map((title) => (
            <Grid
              key={title}
              component="li"
              size={{ xs: 12, sm: 6 }}
              sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}
            >
              <CheckIcon color="primary" fontSize="small" sx={{ mt: '2px' }} />
              <Typography variant="body2">{title}</Typography>
            </Grid>
          ))}
        </Grid>
        <Box sx={{ mt: 3 }}>
          <Typography variant="body2" color="text.secondary">
            Il rinnovo automatico si può disattivare in qualsiasi momento dalla pagina Abbonamento.
          </Typography>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} color="inherit">
          Chiudi
        </Button>
        <Button component={RouterLink} to="/register?op=true" variant="contained" onClick={onRegister}>
          Prova gratis
        </Button>
      </DialogActions>
    </Dialog>
  );
}
