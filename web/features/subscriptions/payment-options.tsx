import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { SUBSCRIPTION_MSG } from '../../../common/messages/subscriptions.js';
import { PLANS, PRICES, euro } from '../../../common/plans.js';
import type { SubscriptionResponse } from '../../../common/subscriptions.js';
import { SectionCard } from '../../components/section-card.js';
import { StatusAlert } from '../../components/status-alert.js';
import { useStatus } from '../../components/use-status.js';
import { useStartCheckout } from './api/start-checkout.js';
import { BankTransferCard } from './bank-transfer-card.js';
import { PlanCard } from './plan-card.js';
import { prefixedError } from './prefixed-error.js';

interface PaymentOptionsProps {
  info: SubscriptionResponse | undefined;
}

/** Card checkout, monthly or yearly, and the yearly bank transfer when the server has an IBAN (spec §4, §9). */
export function PaymentOptions({ info }: PaymentOptionsProps) {
  const checkout = useStartCheckout();
  const { status, showError, clear } = useStatus();
  const leaving = checkout.isPending || checkout.isSuccess;
  const pay = (annuale: boolean) => {
    clear();
    checkout.mutate({ annuale }, { onError: (error) => showError(prefixedError(SUBSCRIPTION_MSG.checkoutError, error)) });
  };

  return (
    <SectionCard
      title="Rinnova l’abbonamento"
      description="Il nuovo periodo parte dalla scadenza attuale: rinnovando in anticipo non perdi nessun giorno."
    >
      <StatusAlert status={status} onClose={clear} />
      {info?.provider === 'bank' ? (
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
          {info.iban ? SUBSCRIPTION_MSG.cardUnavailable : SUBSCRIPTION_MSG.noPaymentMethod}
        </Alert>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mb: 2 }}>
          <PlanCard
            title="Mensile"
            price={`${PRICES.monthly} €`}
            priceNote="+ IVA al mese"
            details={['Pagamento con carta, ogni mese', 'Rinnovo automatico disattivabile in ogni momento']}
            action={
              <Button variant="outlined" size="large" disabled={leaving} onClick={() => pay(false)}>
                Paga il mese con carta
              </Button>
            }
          />
          <PlanCard
            title="Annuale"
            price={`${PRICES.yearlyPerMonth} €`}
            priceNote="+ IVA al mese"
            badge={`Risparmi il ${PRICES.yearlySaving}`}
            highlighted
            details={[`${euro(PLANS.annuale.cents)} + IVA all’anno, fattura unica`, 'Pagamento con carta, una volta l’anno']}
            action={
              <Button variant="contained" size="large" disabled={leaving} onClick={() => pay(true)}>
                Paga l’anno con carta
              </Button>
            }
          />
        </Box>
      )}
      {/* Without a configured IBAN the server offers no bank transfer (no sample account shown). */}
      {info?.iban ? <BankTransferCard info={info} /> : null}
    </SectionCard>
  );
}
