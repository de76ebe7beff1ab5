import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { SUBSCRIPTION_MSG } from '../../../common/messages/subscriptions.js';
import { FormCard } from '../../components/form-card.js';
import { queryKeys } from '../../lib/query-keys.js';
import { meQueryOptions } from '../../lib/use-me.js';
import { subscriptionQueryOptions } from './api/get-subscription.js';
import { formatStorage } from './storage-size.js';
import { subscriptionState } from './subscription-state.js';

/** Stripe's webhook may land a moment after the redirect: the expiry is re-read for a short while. */
const REFRESH_MS = 3_000;
const REFRESH_FOR_MS = 30_000;

function NewExpiry() {
  const [since] = useState(() => Date.now());
  const me = useQuery({
    ...meQueryOptions,
    refetchInterval: () => (Date.now() - since < REFRESH_FOR_MS ? REFRESH_MS : false),
  });
  const state = me.data ? subscriptionState(me.data, since) : null;
  if (!state) return null;
  return (
    <Typography variant="h6" component="p" sx={{ mb: 2 }}>
      {state.text}
    </Typography>
  );
}

/** After a storage block: the new space, re-read like the expiry. */
function NewStorage() {
  const [since] = useState(() => Date.now());
  const subscription = useQuery({
    ...subscriptionQueryOptions,
    refetchInterval: () => (Date.now() - since < REFRESH_FOR_MS ? REFRESH_MS : false),
  });
  const storage = subscription.data?.storage;
  if (!storage) return null;
  return (
    <Typography variant="h6" component="p" sx={{ mb: 2 }}>
      {`Il tuo spazio di archiviazione è di ${formatStorage(storage.quotaKb)}, di cui ${formatStorage(Math.max(0, storage.quotaKb - storage.usedKb))} liberi.`}
    </Typography>
  );
}

interface PaymentResultProps {
  success: boolean;
}

/** Where the payment page sends the professional back (spec §2): the route decides the outcome. */
function PaymentResult({ success }: PaymentResultProps) {
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const storageBought = searchParams.get('piano') === 'spazio';
  useEffect(() => {
    for (const queryKey of [queryKeys.me, queryKeys.subscription, queryKeys.payments.all])
      void queryClient.invalidateQueries({ queryKey });
  }, [queryClient]);

  return (
    <FormCard title="Abbonamento a Studio" maxWidth="sm">
      <title>{`${success ? 'Pagamento riuscito' : 'Pagamento cancellato'} · Studio`}</title>
      <Alert severity={success ? 'success' : 'error'} variant="outlined" role={success ? 'status' : 'alert'} sx={{ mb: 3 }}>
        {success ? SUBSCRIPTION_MSG.paymentOk : SUBSCRIPTION_MSG.paymentCancelled}
      </Alert>
      {success && (storageBought ? <NewStorage /> : <NewExpiry />)}
      <Typography sx={{ mb: 3 }}>
        Ora puoi tornare alla{' '}
        <Link component={RouterLink} to="/op">
          home
        </Link>
        .
      </Typography>
      <Button component={RouterLink} to="/subscription" variant="outlined">
        {success ? 'Vedi il tuo abbonamento' : 'Torna ai metodi di pagamento'}
      </Button>
    </FormCard>
  );
}

export const SubscriptionSuccessPage = () => <PaymentResult success />;
export const SubscriptionCancelPage = () => <PaymentResult success={false} />;
