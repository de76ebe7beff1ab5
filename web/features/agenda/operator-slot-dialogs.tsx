import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { SLOT } from '../../../common/agenda.js';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { slotRequest, slotWhen, type SelectedSlot } from '../../components/slot-grid/slot-request.js';
import { useUpdateSlot } from './api/update-slot.js';
import { BookingDetailsDialog } from './booking-details-dialog.js';

interface OperatorSlotDialogsProps {
  selected: SelectedSlot;
  onClose: () => void;
  onDone: (message: string) => void;
  onError: (error: unknown) => void;
}

/** What a click on a slot of the professional's agenda opens, by state (spec §4). */
export function OperatorSlotDialogs({ selected, onClose, onDone, onError }: OperatorSlotDialogsProps) {
  const update = useUpdateSlot();
  const [deleting, setDeleting] = useState(false);
  const { day, slot } = selected;

  const send = (state: 1 | 2, message: string) =>
    update.mutate(
      { state, ...slotRequest(selected) },
      {
        onSuccess: () => onDone(message),
        onError,
        onSettled: onClose,
      },
    );

  if (slot.stato === SLOT.booked && !deleting) {
    return (
      <BookingDetailsDialog
        title="Dettagli prenotazione"
        selected={selected}
        showClient
        onDelete={() => setDeleting(true)}
        onClose={onClose}
      />
    );
  }
  if (slot.stato === SLOT.booked) {
    return (
      <ConfirmDialog
        open
        title="Eliminare la prenotazione?"
        confirmLabel="Elimina prenotazione"
        danger
        pending={update.isPending}
        onConfirm={() => send(SLOT.open, SCHEDULE_MSG.bookingDeleted)}
        onClose={onClose}
      >
        <Typography sx={{ mb: 1 }}>
          {[slot.nome, slot.cognome].filter(Boolean).join(' ')}, {slotWhen(selected)}
        </Typography>
        <Typography color="text.secondary">{SCHEDULE_MSG.bookingDeleteWarning}</Typography>
      </ConfirmDialog>
    );
  }
  const opening = slot.stato === SLOT.closed;
  return (
    <ConfirmDialog
      open
      title={`Giorno ${day.data}, ore ${slot.ora}`}
      pending={update.isPending}
      onConfirm={() => send(opening ? SLOT.open : SLOT.closed, SCHEDULE_MSG.slotUpdated)}
      onClose={onClose}
    >
      <Typography>{opening ? SCHEDULE_MSG.slotOpenQuestion : SCHEDULE_MSG.slotCloseQuestion}</Typography>
    </ConfirmDialog>
  );
}
