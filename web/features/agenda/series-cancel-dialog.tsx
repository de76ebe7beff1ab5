import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { slotRequest, slotWhen, type SelectedSlot } from '../../components/slot-grid/slot-request.js';
import { useCancelSeriesBooking } from './api/cancel-series-booking.js';
import { useSeriesOfBooking } from './api/get-series-of-booking.js';

interface SeriesCancelGateProps {
  selected: SelectedSlot;
  /** The professional, when a client cancels their own booking. */
  professionalId?: number;
  /** The usual confirmation, shown when the booking is not part of a series. */
  children: ReactNode;
  onClose: () => void;
  onDone: (message: string) => void;
  onError: (error: unknown) => void;
}

/**
 * Cancelling a booking: an appointment of a series asks 'solo questo' or 'questo e i successivi'
 * (which ends the series); any other shows the usual confirmation (`children`).
 */
export function SeriesCancelGate({ selected, professionalId, children, onClose, onDone, onError }: SeriesCancelGateProps) {
  const request = slotRequest(selected);
  const series = useSeriesOfBooking(request.giorno, request.ora, professionalId);
  const cancel = useCancelSeriesBooking();
  const [ambito, setAmbito] = useState<'solo' | 'successivi'>('solo');
  const labelId = useId();

  if (series.isPending) {
    return (
      <ConfirmDialog open title="Eliminare la prenotazione?" pending onConfirm={() => undefined} onClose={onClose}>
        <Box sx={{ display: 'grid', placeItems: 'center', py: 2 }}>
          <CircularProgress size={32} aria-label="Caricamento" />
        </Box>
      </ConfirmDialog>
    );
  }
  if (series.isError || !series.data) return <>{children}</>;
  const { successivi, frequenza } = series.data;
  return (
    <ConfirmDialog
      open
      title="Annullare un appuntamento della serie?"
      confirmLabel={ambito === 'solo' ? 'Annulla solo questo' : 'Annulla questo e i successivi'}
      danger
      pending={cancel.isPending}
      onConfirm={() =>
        cancel.mutate(
          { ...request, ambito, ...(professionalId ? { id: professionalId } : {}) },
          { onSuccess: (res) => onDone(res.message), onError, onSettled: onClose },
        )
      }
      onClose={onClose}
    >
      <Typography id={labelId} sx={{ mb: 1 }}>
        {slotWhen(selected)} fa parte di una serie {frequenza === 1 ? 'settimanale' : 'ogni due settimane'}.
      </Typography>
      <RadioGroup aria-labelledby={labelId} value={ambito} onChange={(e) => setAmbito(e.target.value as 'solo' | 'successivi')}>
        <FormControlLabel value="solo" control={<Radio autoFocus />} label="Solo questo" />
        <FormControlLabel
          value="successivi"
          control={<Radio />}
          label={`Questo e i successivi (${successivi} ${successivi === 1 ? 'appuntamento' : 'appuntamenti'}; la serie termina)`}
        />
      </RadioGroup>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {SCHEDULE_MSG.bookingDeleteWarning}
      </Typography>
    </ConfirmDialog>
  );
}
