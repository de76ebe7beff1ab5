import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import { slotWhen, type SelectedSlot } from '../../components/slot-grid/slot-request.js';
import { VideoLink } from '../../components/video-link.js';

interface BookingDetailsDialogProps {
  title: string;
  selected: SelectedSlot;
  /** The professional sees who booked; the client only their own service and note. */
  showClient: boolean;
  /** 'Elimina prenotazione'; none when the viewer may no longer cancel it. */
  onDelete?: () => void;
  /** 'Sposta': choose another free start for the booking. */
  onMove?: () => void;
  /** Above the buttons: why the booking can no longer be changed here, and what to do instead. */
  notice?: ReactNode;
  onClose: () => void;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ gap: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ width: 84, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children || '—'}
      </Typography>
    </Stack>
  );
}

export function BookingDetailsDialog({
  title,
  selected,
  showClient,
  onDelete,
  onMove,
  notice,
  onClose,
}: BookingDetailsDialogProps) {
  const { day, slot } = selected;
  const when = slot.inizio && slot.fine ? `${day.data} dalle ${slot.inizio} alle ${slot.fine}` : slotWhen(selected);
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 1.5 }}>
          <Detail label="Quando">{when}</Detail>
          {showClient && <Detail label="Cliente">{[slot.nome, slot.cognome].filter(Boolean).join(' ')}</Detail>}
          {showClient && typeof slot.clientId === 'number' && (
            <Link component={RouterLink} to={`/op/customer?id=${slot.clientId}`} sx={{ alignSelf: 'flex-start', py: 1 }}>
              Apri la scheda del cliente
            </Link>
          )}
          <Detail label="Servizio">{slot.servizio}</Detail>
          <Detail label="Note">{slot.note}</Detail>
          <Detail label="Dove">{slot.video ? 'Online, in videochiamata' : 'In studio'}</Detail>
          {slot.video && slot.videoDa && <VideoLink url={slot.video} opensAt={slot.videoDa} />}
          {showClient && <Detail label="Email">{slot.email && <Link href={`mailto:${slot.email}`}>{slot.email}</Link>}</Detail>}
          {showClient && (
            <Detail label="Telefono">{slot.telefono && <Link href={`tel:${slot.telefono}`}>{slot.telefono}</Link>}</Detail>
          )}
          {notice}
        </Stack>
      </DialogContent>
      {/* On a phone the buttons go to a second line rather than break their words. */}
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', rowGap: 1, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
        <Button onClick={onClose} color="inherit">
          Chiudi
        </Button>
        {onMove && (
          <Button onClick={onMove} variant="outlined">
            {SCHEDULE_MSG.moveAction}
          </Button>
        )}
        {onDelete && (
          <Button onClick={onDelete} color="error" variant="outlined">
            Elimina prenotazione
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
