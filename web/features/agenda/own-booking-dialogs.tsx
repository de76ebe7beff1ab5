import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { slotRequest, slotWhen, type SelectedSlot } from '../../components/slot-grid/slot-request.js';
import { useDeleteBooking } from './api/delete-booking.js';
import { useClientCalendar } from './api/get-client-calendar.js';
import { BookingDetailsDialog } from './booking-details-dialog.js';
import { MoveBookingDialog } from './move-booking-dialog.js';
import { SeriesCancelGate } from './series-cancel-dialog.js';

interface OwnBookingDialogsProps {
  professionalId: number;
  selected: SelectedSlot;
  /** The calendar's page now, where the move dialog opens. */
  page: number;
  onClose: () => void;
  onDone: (message: string) => void;
  onError: (error: unknown) => void;
  /** Takes the client to the chat with the professional (on the same page). */
  onWriteToProfessional?: () => void;
}

/**
 * The client's own booking: its details, then a second confirmation before cancelling (spec §4), or a move.
 * Inside the professional's change limit the details say so and offer neither, rather than offer
 * buttons that can only fail;
 * the server still refuses a late change on its own.
 */
export function OwnBookingDialogs({
  professionalId,
  selected,
  page,
  onClose,
  onDone,
  onError,
  onWriteToProfessional,
}: OwnBookingDialogsProps) {
  const remove = useDeleteBooking();
  const [step, setStep] = useState<'details' | 'delete' | 'move'>('details');
  const useWeek = (weekPage: number) => {
    const week = useClientCalendar(professionalId, weekPage);
    return { calendario: week.data?.calendario, loading: week.isFetching };
  };

  if (step === 'details') {
    const locked = selected.slot.nonModificabile;
    return (
      <BookingDetailsDialog
        title="Il tuo appuntamento"
        selected={selected}
        showClient={false}
        onDelete={locked ? undefined : () => setStep('delete')}
        onMove={locked ? undefined : () => setStep('move')}
        notice={
          locked && (
            <Alert severity="info" variant="outlined">
              {locked}
              {onWriteToProfessional && (
                <>
                  {' '}
                  <Link
                    component="button"
                    type="button"
                    sx={{ verticalAlign: 'baseline' }}
                    onClick={() => {
                      onClose();
                      onWriteToProfessional();
                    }}
                  >
                    Scrivi in chat
                  </Link>
                </>
              )}
            </Alert>
          )
        }
        onClose={onClose}
      />
    );
  }
  if (step === 'move') {
    return (
      <MoveBookingDialog
        selected={selected}
        professionalId={professionalId}
        initialPage={page}
        useWeek={useWeek}
        onClose={onClose}
        onMoved={(message) => {
          onDone(message);
          onClose();
        }}
      />
    );
  }
  return (
    <SeriesCancelGate selected={selected} professionalId={professionalId} onClose={onClose} onDone={onDone} onError={onError}>
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
    </SeriesCancelGate>
  );
}
