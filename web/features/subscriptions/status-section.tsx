import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Me } from '../../../common/accounts.js';
import { SUBSCRIPTION_MSG } from '../../../common/messages/subscriptions.js';
import { SectionCard } from '../../components/section-card.js';
import { AutoRenewSwitch } from './auto-renew-switch.js';
import type { SubscriptionKind, SubscriptionState } from './subscription-state.js';

const chips: Record<SubscriptionKind, { label: string; color: 'success' | 'error' | 'warning' | 'primary' }> = {
  active: { label: 'Attivo', color: 'success' },
  expired: { label: 'Scaduto', color: 'error' },
  expiring: { label: 'In scadenza', color: 'warning' },
  valid: { label: 'Valido', color: 'primary' },
};

interface StatusSectionProps {
  me: Me;
  /** Null for the administrator, who has no subscription. */
  state: SubscriptionState | null;
  /** Card payments are on (not a bank-transfer-only server). */
  cardPayments: boolean;
}

export function StatusSection({ me, state, cardPayments }: StatusSectionProps) {
  if (!state) {
    return (
      <SectionCard title="Stato dell’abbonamento">
        <Alert severity="info" variant="outlined">
          {SUBSCRIPTION_MSG.adminNoSubscription}
        </Alert>
      </SectionCard>
    );
  }

  const chip = chips[state.kind];
  return (
    <SectionCard title="Stato dell’abbonamento">
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Chip label={chip.label} color={chip.color} variant="outlined" size="small" />
        <Typography variant="h6" component="p">
          {state.text}
        </Typography>
      </Stack>
      {state.notice && (
        <Alert severity={state.kind === 'expired' ? 'error' : 'warning'} variant="outlined" sx={{ mt: 2 }}>
          {state.notice}
        </Alert>
      )}
      <Divider sx={{ my: 3 }} />
      <AutoRenewSwitch enabled={me.rinnovo_auto} subscribed={Boolean(me.stripe_sub_id)} cardPayments={cardPayments} />
    </SectionCard>
  );
}
