import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import type { Service } from '../../../common/schedule.js';
import { BookingNoteField } from '../../components/booking-note-field.js';
import { applyFieldErrors } from '../../components/field-errors.js';
import { FormNativeSelect } from '../../components/form-native-select.js';
import { FormDialogActions } from '../../components/form-dialog-actions.js';
import { fitsOnDay } from '../../components/slot-grid/slot-fit.js';
import { slotRequest, type SelectedSlot } from '../../components/slot-grid/slot-request.js';
import { StatusAlert } from '../../components/status-alert.js';
import { useRevealErrors } from '../../components/use-reveal-errors.js';
import { useStatus } from '../../components/use-status.js';
import { errorMessage } from '../../lib/api.js';
import { useCreateBooking } from './api/create-booking.js';
import { useBookingServices } from './api/get-booking-services.js';
import { bookingFormSchema, type BookingForm } from './booking-form-schema.js';
import { useFirstFieldFocus } from '../../components/use-first-field-focus.js';

interface BookingDialogProps {
  professionalId: number;
  selected: SelectedSlot;
  onClose: () => void;
  onBooked: (message: string) => void;
}

/** A 30-minute service reads as its name alone, as before durations existed. */
const serviceLabel = (service: Service, fits: boolean) => {
  const nome = service.online ? `${service.nome} (online)` : service.nome;
  if (!fits) return `${nome} (${service.durata} min, non c’è tempo libero a quest’ora)`;
  return service.durata === 30 ? nome : `${nome} (${service.durata} min)`;
};

interface BookingFieldsProps extends BookingDialogProps {
  services: Service[];
}

function BookingFields({ professionalId, selected, services, onClose, onBooked }: BookingFieldsProps) {
  const { status, showError, clear } = useStatus();
  const create = useCreateBooking();
  const schema = useMemo(() => bookingFormSchema(services), [services]);
  const fits = (service: Service) => fitsOnDay(selected.day, selected.slot.ora, service.durata);
  const form = useForm<BookingForm>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { serviceId: (services.find(fits) ?? services[0])?.id ?? 0, note: '' },
  });
  const { control, handleSubmit, setError } = form;
  // 'Altro (Specificare)' chosen after the note was left empty shows that the note is now needed.
  const reveal = useRevealErrors(form, ['serviceId', 'note']);
  const serviceId = useWatch({ control, name: 'serviceId' });
  const note = useWatch({ control, name: 'note' });
  const chosen = services.find((s) => s.id === serviceId);
  const altro = chosen?.altro ?? false;

  const firstField = useFirstFieldFocus<HTMLFormElement>();
  const onSubmit = handleSubmit((values) => {
    clear();
    create.mutate(
      { id: professionalId, ...slotRequest(selected), serviceId: values.serviceId, note: values.note },
      {
        onSuccess: () => onBooked(SCHEDULE_MSG.bookingCreated),
        onError: (error) => {
          applyFieldErrors(error, setError, ['note']);
          showError(error);
        },
      },
    );
  });

  return (
    <form ref={firstField} noValidate onSubmit={onSubmit} onKeyDown={reveal.onKeyDown}>
      <DialogContent>
        <Stack sx={{ gap: 2.5, pt: 1 }}>
          <StatusAlert status={status} onClose={clear} />
          <FormNativeSelect
            control={control}
            name="serviceId"
            label="Servizio"
            options={services.map((s) => ({
              value: s.id,
              label: serviceLabel(s, fits(s)),
              disabled: !fits(s),
            }))}
          />
          {chosen?.online && (
            <Typography variant="body2" color="text.secondary">
              {SCHEDULE_MSG.bookingOnlineNote}
            </Typography>
          )}
          <BookingNoteField
            control={control}
            name="note"
            describes={altro}
            descriptionHelp="Descrivi brevemente il motivo dell’appuntamento."
          />
          <Typography variant="body2" color="text.secondary">
            {SCHEDULE_MSG.bookingPrivacyNote}
          </Typography>
        </Stack>
      </DialogContent>
      <FormDialogActions
        submitLabel="Prenota"
        pending={create.isPending}
        incomplete={altro && note.trim() === ''}
        onCancel={onClose}
      />
    </form>
  );
}

/** Booking a green slot: service (first preselected) and note (spec §2, §4). */
export function BookingDialog(props: BookingDialogProps) {
  const services = useBookingServices(props.professionalId, true);
  const { day, slot } = props.selected;

  return (
    <Dialog open onClose={props.onClose} maxWidth="sm" fullWidth>
      <DialogTitle>
        Prenota per il {day.data} alle {slot.ora}
      </DialogTitle>
      {services.data ? (
        <BookingFields {...props} services={services.data} />
      ) : (
        <DialogContent>
          {services.isError ? (
            <StatusAlert status={{ kind: 'error', text: errorMessage(services.error) }} />
          ) : (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
              <CircularProgress size={40} aria-label="Caricamento dei servizi" />
            </Box>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
