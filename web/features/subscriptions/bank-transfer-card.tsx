import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRICES } from '../../../common/plans.js';
import { SUBSCRIPTION_MSG } from '../../../common/messages/subscriptions.js';
import type { SubscriptionResponse } from '../../../common/subscriptions.js';
import { CopyableValue } from './copyable-value.js';

interface BankTransferCardProps {
  info: SubscriptionResponse | undefined;
}

/** The yearly plan by bank transfer: the administrator activates it when the money arrives. */
export function BankTransferCard({ info }: BankTransferCardProps) {
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label="Bonifico bancario"
      sx={{ p: { xs: 2.5, sm: 3 }, bgcolor: 'transparent' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: { xs: 1, sm: 3 }, mb: 2 }}>
        <div>
          <Typography component="h3" variant="h6">
            Bonifico bancario
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Solo annuale
          </Typography>
        </div>
        <Typography component="p" variant="h5" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {PRICES.bankTransferYearly} € + IVA all’anno
        </Typography>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: { xs: 1.5, md: 4 }, mb: 2 }}>
        {info?.iban ? (
          <>
            <CopyableValue label="IBAN" value={info.iban} noWrap />
            <CopyableValue label="Causale" value={info.causale} />
          </>
        ) : (
          <Skeleton variant="rounded" height={48} sx={{ flexGrow: 1 }} />
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {SUBSCRIPTION_MSG.bankTransferNote}
      </Typography>
    </Paper>
  );
}
