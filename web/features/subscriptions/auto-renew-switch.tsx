import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SUBSCRIPTION_MSG } from '../../../common/messages/subscriptions.js';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { StatusAlert } from '../../components/status-alert.js';
import { useStatus } from '../../components/use-status.js';
import { useSetAutoRenew } from './api/set-auto-renew.js';
import { prefixedError } from './prefixed-error.js';

interface AutoRenewSwitchProps {
  enabled: boolean;
  /** A card subscription exists (stripe_sub_id): only then can anything renew. */
  subscribed: boolean;
  /** Card payments are on (not a bank-transfer-only server). */
  cardPayments: boolean;
}

/**
 * Turning auto-renew on is immediate; turning it off asks first, because of what happens at
 * expiry (spec §4). Without a card subscription the switch still works, and says plainly that
 * nothing renews, or is charged, before the first card payment.
 */
export function AutoRenewSwitch({ enabled, subscribed, cardPayments }: AutoRenewSwitchProps) {
  const noteId = useId();
  const update = useSetAutoRenew();
  const { status, showError, showSuccess, clear } = useStatus();
  const [confirming, setConfirming] = useState(false);
  const checked = update.isPending ? update.variables : enabled;

  const apply = (enable: boolean) => {
    clear();
    update.mutate(enable, {
      onSuccess: (result) => showSuccess(result.message || SUBSCRIPTION_MSG.autoRenewUpdated),
      onError: (error) => showError(prefixedError(SUBSCRIPTION_MSG.autoRenewError, error)),
      onSettled: () => setConfirming(false),
    });
  };

  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={update.isPending}
            onChange={(_event, on) => (on ? apply(true) : setConfirming(true))}
            slotProps={{ input: { 'aria-describedby': noteId } }}
          />
        }
        label="Rinnovo automatico"
      />
      {subscribed ? (
        <Typography id={noteId} variant="body2" color="text.secondary" sx={{ mb: status ? 2 : 0 }}>
          Con l’abbonamento pagato con carta, alla scadenza il rinnovo avviene da solo, senza interruzioni.
        </Typography>
      ) : (
        <Alert id={noteId} severity="info" variant="outlined" role="note" sx={{ mt: 1, mb: status ? 2 : 0 }}>
          {cardPayments ? SUBSCRIPTION_MSG.autoRenewFromFirstCard : SUBSCRIPTION_MSG.autoRenewNoCard}
        </Alert>
      )}
      <StatusAlert status={status} onClose={clear} />
      <ConfirmDialog
        open={confirming}
        title="Disattivare il rinnovo automatico?"
        confirmLabel="Disattiva"
        danger
        pending={update.isPending}
        onConfirm={() => apply(false)}
        onClose={() => setConfirming(false)}
      >
        <Typography color="text.secondary">{SUBSCRIPTION_MSG.autoRenewOffConfirm}</Typography>
      </ConfirmDialog>
    </>
  );
}
