import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { slotRequest, slotWhen, type SelectedSlot } from '../../components/slot-grid/slot-request.js';
import { useDeleteBooking } from './api/delete-booking.js';
import { BookingDetailsDialog } from './booking-details-dialog.js';

interface OwnBookingDialogsProps {
  professionalId: number;
  selected: SelectedSlot;
  onClose: () => void;
  onDone: (message: string) => void;
  onError: (error: unknown) => void;
}

/** The client's own booking: its details, then a second confirmation before cancelling (spec §4). */
export function OwnBookingDialogs({ professionalId, selected, onClose, onDone, onError }: OwnBookingDialogsProps) {
  const remove = useDeleteBooking();
  const [confirming, setConfirming] = useState(false);

  if (!confirming) {
    return (
      <BookingDetailsDialog
        title="Il tuo appuntamento"
        selected={selected}
        showClient={false}
        onDelete={() => setConfirming(true)}
        onClose={onClose}
      />
    );
  }
  return (
    <ConfirmDialog
      open
      title="Eliminare la prenotazione?"
      confirmLabel="Elimina prenotazione"
      danger
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(
          { id: professionalId, ...slotRequest(selected) },
          { onSuccess: () => onDone(SCHEDULE_MSG.bookingDeleted), onError, onSettled: onClose },
        )
      }
      onClose={onClose}
    >
      <Typography sx={{ mb: 1 }}>Il tuo appuntamento: {slotWhen(selected)}.</Typography>
      <Typography color="text.secondary">{SCHEDULE_MSG.bookingDeleteWarning}</Typography>
    </ConfirmDialog>
  );
}
