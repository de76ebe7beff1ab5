import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { SUBSCRIPTION } from '../../../common/constants.js';
import { PRICES } from '../../../common/plans.js';
import { InfoDialog } from '../../components/info-dialog.js';

interface DialogProps {
  open: boolean;
  onClose: () => void;
}

export function SubscriptionDialog({ open, onClose }: DialogProps) {
  return (
    <InfoDialog open={open} onClose={onClose} title="Attivazione dell'abbonamento">
      <Typography sx={{ mb: 2 }}>
        I primi {SUBSCRIPTION.trialDays} giorni sono gratuiti e senza impegno: non ti chiediamo nessun metodo di pagamento per
        iniziare.
      </Typography>
      <List dense disablePadding>
        <ListItem disableGutters>
          <ListItemText
            primary={`Mensile: ${PRICES.monthly} € + IVA al mese`}
            secondary="Pagamento con carta, rinnovo automatico disattivabile in ogni momento."
          />
        </ListItem>
        <ListItem disableGutters>
          <ListItemText
            primary={`Annuale: ${PRICES.yearlyPerMonth} € + IVA al mese`}
            secondary={`Un'unica fattura anticipata, risparmi il ${PRICES.yearlySaving}. Pagamento con carta.`}
          />
        </ListItem>
        <ListItem disableGutters>
          <ListItemText
            primary={`Bonifico: ${PRICES.bankTransferYearly}\u00a0€ + IVA all'anno`}
            secondary="Un bonifico bancario una volta l'anno, senza carta: IBAN e causale sono nella pagina Abbonamento."
          />
        </ListItem>
      </List>
      <Typography sx={{ mt: 2 }}>
        L&apos;abbonamento comprende 10 GB di spazio per i documenti; puoi aggiungere blocchi da 10 GB a{' '}
        {`${PRICES.storageBlock}\u00a0€`} + IVA l&apos;anno. Alla scadenza, se non rinnovi, dopo {SUBSCRIPTION.graceDays} giorni
        il tuo profilo non è più visibile ai clienti finché non riattivi l&apos;abbonamento.
      </Typography>
    </InfoDialog>
  );
}
