import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRICES } from '../../../common/plans.js';
import { SUBSCRIPTION_MSG } from '../../../common/messages/subscriptions.js';
import type { StorageInfo } from '../../../common/subscriptions.js';
import { SectionCard } from '../../components/section-card.js';
import { StatusAlert } from '../../components/status-alert.js';
import { useStatus } from '../../components/use-status.js';
import { formatShortDate } from '../../lib/dates.js';
import { useStartCheckout } from './api/start-checkout.js';
import { prefixedError } from './prefixed-error.js';
import { formatStorage } from './storage-size.js';

interface StorageSectionProps {
  storage: StorageInfo | undefined;
  /** The administrator has no subscription, so no blocks to buy. */
  canBuy: boolean;
  /** Without card payments (bank transfer only) a block is asked for through support. */
  cardPayments: boolean;
}

/** Space used by the documents, the extra 10 GB blocks and the way to buy one (spec §1, §9). */
export function StorageSection({ storage, canBuy, cardPayments }: StorageSectionProps) {
  const checkout = useStartCheckout();
  const { status, showError, clear } = useStatus();

  const buy = () => {
    clear();
    checkout.mutate({ spazio: true }, { onError: (error) => showError(prefixedError(SUBSCRIPTION_MSG.checkoutError, error)) });
  };

  return (
    <SectionCard
      title="Spazio di archiviazione"
      description="10 GB sono compresi nell’abbonamento; i documenti sono conservati su server in Italia."
    >
      <StatusAlert status={status} onClose={clear} />
      {storage ? <StorageUsage storage={storage} /> : <Skeleton variant="rounded" height={56} />}
      {canBuy && !cardPayments && (
        <Typography color="text.secondary" sx={{ mt: 3 }}>
          {SUBSCRIPTION_MSG.storageByBankTransfer}
        </Typography>
      )}
      {canBuy && cardPayments && (
        <Button variant="outlined" sx={{ mt: 3 }} disabled={checkout.isPending || checkout.isSuccess} onClick={buy}>
          Acquista 10 GB in più ({`${PRICES.storageBlock}\u00a0€`} + IVA all’anno)
        </Button>
      )}
    </SectionCard>
  );
}

function StorageUsage({ storage }: { storage: StorageInfo }) {
  const percent = storage.quotaKb > 0 ? Math.min(100, (storage.usedKb / storage.quotaKb) * 100) : 100;
  const available = Math.max(0, storage.quotaKb - storage.usedKb);

  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography>
          <strong>{formatStorage(storage.usedKb)}</strong> usati su {formatStorage(storage.quotaKb)}
        </Typography>
        <Typography color="text.secondary">{formatStorage(available)} disponibili</Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={percent >= 90 ? 'error' : 'primary'}
        aria-label="Spazio utilizzato"
        sx={{ height: 8, borderRadius: 4 }}
      />
      {storage.blocks.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3">
            Blocchi aggiuntivi
          </Typography>
          <List dense disablePadding>
            {storage.blocks.map((block, index) => (
              <ListItem key={`${block.fine}-${index}`} disableGutters>
                <ListItemText primary={`10 GB aggiuntivi · scadono il ${formatShortDate(block.fine)}`} />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </>
  );
}
