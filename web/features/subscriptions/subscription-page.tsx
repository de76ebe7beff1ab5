import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SUBSCRIPTION_MSG } from '../../../common/messages/subscriptions.js';
import { PageLoader } from '../../components/page-loader.js';
import { StatusAlert } from '../../components/status-alert.js';
import { errorMessage } from '../../lib/api.js';
import { useMe } from '../../lib/use-me.js';
import { useSubscription } from './api/get-subscription.js';
import { PaymentOptions } from './payment-options.js';
import { PaymentsSection } from './payments-section.js';
import { StatusSection } from './status-section.js';
import { StorageSection } from './storage-section.js';
import { subscriptionState } from './subscription-state.js';

/** /subscription: status and auto-renew, ways to pay, storage and payment history (spec §2, §4). */
export function SubscriptionPage() {
  const { data: me } = useMe();
  const info = useSubscription();
  const [now] = useState(() => Date.now());
  if (!me) return <PageLoader />;
  const state = subscriptionState(me, now);
  const cardPayments = info.data?.provider !== 'bank';

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 6 } }}>
      <title>Abbonamento · Studio</title>
      <Typography component="h1" variant="h4" sx={{ mb: 4 }}>
        Il tuo abbonamento
      </Typography>
      <Stack spacing={3}>
        {info.data?.provider === 'offline' && (
          <Alert severity="warning" variant="outlined">
            {SUBSCRIPTION_MSG.offlineBanner}
          </Alert>
        )}
        {info.isError && <StatusAlert status={{ kind: 'error', text: errorMessage(info.error) }} />}
        <StatusSection me={me} state={state} cardPayments={cardPayments} />
        {state?.showOptions && <PaymentOptions info={info.data} />}
        <StorageSection storage={info.data?.storage} canBuy={state !== null} cardPayments={cardPayments} />
        <PaymentsSection />
      </Stack>
    </Container>
  );
}
