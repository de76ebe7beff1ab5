import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { slotWhen, type SelectedSlot } from '../../components/slot-grid/slot-request.js';

interface BookingDetailsDialogProps {
  title: string;
  selected: SelectedSlot;
  /** The professional sees who booked; the client only their own service and note. */
  showClient: boolean;
  onDelete: () => void;
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

export function BookingDetailsDialog({ title, selected, showClient, onDelete, onClose }: BookingDetailsDialogProps) {
  const { slot } = selected;
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 1.5 }}>
          <Detail label="Quando">{slotWhen(selected)}</Detail>
          {showClient && <Detail label="Cliente">{[slot.nome, slot.cognome].filter(Boolean).join(' ')}</Detail>}
          <Detail label="Servizio">{slot.servizio}</Detail>
          <Detail label="Note">{slot.note}</Detail>
          {showClient && <Detail label="Email">{slot.email && <Link href={`mailto:${slot.email}`}>{slot.email}</Link>}</Detail>}
          {showClient && (
            <Detail label="Telefono">{slot.telefono && <Link href={`tel:${slot.telefono}`}>{slot.telefono}</Link>}</Detail>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          Chiudi
        </Button>
        <Button onClick={onDelete} color="error" variant="outlined">
          Elimina prenotazione
        </Button>
      </DialogActions>
    </Dialog>
  );
}
