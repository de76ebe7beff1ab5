import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SLOT } from '../../../common/agenda.js';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { slotRequest, slotWhen, type SelectedSlot } from '../../components/slot-grid/slot-request.js';
import { useUpdateSlot } from './api/update-slot.js';
import { useCalendar } from './api/get-calendar.js';
import { BookingDetailsDialog } from './booking-details-dialog.js';
import { MoveBookingDialog } from './move-booking-dialog.js';

/** The move dialog reads the agenda's own weeks. */
const useAgendaWeek = (page: number) => {
  const week = useCalendar(page);
  return { calendario: week.data, loading: week.isFetching };
};
import { ClientBookingDialog } from './client-booking-dialog.js';
import { SeriesCancelGate } from './series-cancel-dialog.js';

interface OperatorSlotDialogsProps {
  selected: SelectedSlot;
  /** The agenda's page now, where the move dialog opens. */
  page: number;
  onClose: () => void;
  onDone: (message: string) => void;
  onError: (error: unknown) => void;
}

/** What a click on a slot of the professional's agenda opens, by state (spec §4). */
export function OperatorSlotDialogs({ selected, page, onClose, onDone, onError }: OperatorSlotDialogsProps) {
  const update = useUpdateSlot();
  const [step, setStep] = useState<'details' | 'delete' | 'move'>('details');
  const [booking, setBooking] = useState(false);
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

  if (slot.stato === SLOT.booked && step === 'details') {
    return (
      <BookingDetailsDialog
        title="Dettagli prenotazione"
        selected={selected}
        showClient
        onDelete={() => setStep('delete')}
        onMove={() => setStep('move')}
        onClose={onClose}
      />
    );
  }
  if (slot.stato === SLOT.booked && step === 'move') {
    return (
      <MoveBookingDialog
        selected={selected}
        initialPage={page}
        useWeek={useAgendaWeek}
        onClose={onClose}
        onMoved={(message) => {
          onDone(message);
          onClose();
        }}
      />
    );
  }
  if (slot.stato === SLOT.booked) {
    return (
      <SeriesCancelGate selected={selected} onClose={onClose} onDone={onDone} onError={onError}>
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
      </SeriesCancelGate>
    );
  }
  if (booking) {
    return <ClientBookingDialog selected={selected} onClose={onClose} onDone={(message) => (onDone(message), onClose())} />;
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
      <Button variant="outlined" sx={{ mt: 2 }} onClick={() => setBooking(true)} disabled={update.isPending}>
        Prenota per un cliente…
      </Button>
    </ConfirmDialog>
  );
}
