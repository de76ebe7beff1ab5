import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { ReactNode } from 'react';
import type { AdminUserDetail } from '../../../common/admin.js';
import { StatusAlert } from '../../components/status-alert.js';
import { errorMessage } from '../../lib/api.js';
import { formatShortDate } from '../../lib/dates.js';
import { useDownloadIdDocument } from './api/download-id-document.js';

const megabytes = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 });

function Item({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <Grid size={wide ? { xs: 12, md: 8 } : { xs: 12, sm: 6, md: 4 }}>
      <Typography
        variant="caption"
        color="text.secondary"
        component="dt"
        sx={{ textTransform: 'uppercase', letterSpacing: '0.06em' }}
      >
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Grid>
  );
}

/** What the administrator reads but does not edit: e-mail, confirmation, storage, ID document. */
export function AdminUserOverview({ user }: { user: AdminUserDetail }) {
  const download = useDownloadIdDocument();
  return (
    <>
      {download.isError && (
        <StatusAlert status={{ kind: 'error', text: errorMessage(download.error) }} onClose={download.reset} />
      )}
      <Grid container component="dl" spacing={2.5} sx={{ m: 0 }}>
        <Item label="Email">{user.email}</Item>
        <Item label="Email confermata">
          <Chip
            label={user.email_confermata ? 'Confermata' : 'Non confermata'}
            color={user.email_confermata ? 'success' : 'warning'}
            size="small"
            variant="outlined"
          />
        </Item>
        <Item label="Spazio utilizzato">{megabytes.format(user.kb_utilizzati / 1000)} MB</Item>
        {user.op && (
          <Item label="Abbonamento">
            {user.scadenza_abbonamento === null ? 'Senza scadenza' : `Scade il ${formatShortDate(user.scadenza_abbonamento)}`}
          </Item>
        )}
        {(user.op || user.documento) && (
          <Item label="Documento d’identità" wide>
            {user.documento ? (
              <Button
                variant="outlined"
                size="small"
                startIcon={<DownloadIcon />}
                disabled={download.isPending}
                onClick={() => download.mutate(user.id)}
                sx={{ mt: 0.5 }}
              >
                Scarica documento d&apos;identità
              </Button>
            ) : (
              'Non caricato'
            )}
          </Item>
        )}
      </Grid>
    </>
  );
}
