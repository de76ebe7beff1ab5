import { zodResolver } from '@hookform/resolvers/zod';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PUBLIC_MSG } from '../../../common/messages/public.js';
import type { PublicService } from '../../../common/public.js';
import { BookingNoteField } from '../../components/booking-note-field.js';
import { FormDialogActions } from '../../components/form-dialog-actions.js';
import { FormNativeSelect } from '../../components/form-native-select.js';
import { FormTextField } from '../../components/form-text-field.js';
import { useRevealErrors } from '../../components/use-reveal-errors.js';
import { fitsOnDay } from '../../components/slot-grid/slot-fit.js';
import { slotRequest, type SelectedSlot } from '../../components/slot-grid/slot-request.js';
import { useCreatePublicBooking } from './api/create-public-booking.js';
import { isOtherService, publicBookingFormSchema, type PublicBookingForm, type Visitor } from './public-booking-schema.js';
import { useFirstFieldFocus } from '../../components/use-first-field-focus.js';

interface PublicBookingDialogProps {
  selected: SelectedSlot;
  services: PublicService[];
  /** What the visitor typed last time, so a failed attempt does not make them type it again. */
  visitor: Visitor;
  onClose: () => void;
  onBooked: (message: string, visitor: Visitor) => void;
  onFailed: (error: unknown, visitor: Visitor) => void;
}

/** 'Prenota per il {date} alle {time}': service, note and the visitor's name and e-mail (spec §2). */
export function PublicBookingDialog({ selected, services, visitor, onClose, onBooked, onFailed }: PublicBookingDialogProps) {
  const create = useCreatePublicBooking();
  const schema = useMemo(() => publicBookingFormSchema(services), [services]);
  const fits = (service: PublicService) => fitsOnDay(selected.day, selected.slot.ora, service.durata);
  const form = useForm<PublicBookingForm>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      ...visitor,
      note: visitor.note ?? '',
      // The service typed last time if it still fits here, else the first that fits.
      serviceId: services.some((s) => s.id === visitor.serviceId && fits(s))
        ? visitor.serviceId
        : ((services.find(fits) ?? services[0])?.id ?? 0),
    },
  });
  const { control, handleSubmit } = form;
  const reveal = useRevealErrors(form, ['serviceId', 'note', 'nome', 'cognome', 'email']);
  const serviceId = useWatch({ control, name: 'serviceId' });
  const note = useWatch({ control, name: 'note' });
  const other = isOtherService(services, serviceId);
  const { day, slot } = selected;

  const firstField = useFirstFieldFocus<HTMLFormElement>();
  const onSubmit = handleSubmit(({ nome, cognome, email, serviceId: id, note: text }) => {
    const who = { nome, cognome, email };
    create.mutate(
      { ...slotRequest(selected), ...who, serviceId: id, note: text },
      {
        onSuccess: (data) => onBooked(data.message, who),
        onError: (error) => onFailed(error, { ...who, note: text, serviceId: id }),
      },
    );
  });

  return (
    <Dialog open onClose={create.isPending ? undefined : onClose} maxWidth="sm" fullWidth>
      <form ref={firstField} noValidate onSubmit={onSubmit} onKeyDown={reveal.onKeyDown}>
        <DialogTitle>
          Prenota per il {day.data} alle {slot.ora}
        </DialogTitle>
        <DialogContent>
          <Grid container columnSpacing={2} rowSpacing={1} sx={{ pt: 1 }}>
            {services.length > 0 && (
              <Grid size={12} sx={{ mb: 2.5 }}>
                <FormNativeSelect
                  control={control}
                  name="serviceId"
                  label="Servizio"
                  options={services.map((s) => ({
                    value: s.id,
                    label: fits(s) ? s.nome : `${s.nome} (${s.durata} min, non c’è tempo libero a quest’ora)`,
                    disabled: !fits(s),
                  }))}
                />
              </Grid>
            )}
            <Grid size={12}>
              <BookingNoteField
                control={control}
                name="note"
                describes={other}
                descriptionHelp="Raccontaci brevemente di cosa vuoi parlare."
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="nome" label="Nome" autoComplete="given-name" required />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="cognome" label="Cognome" autoComplete="family-name" required />
            </Grid>
            <Grid size={12}>
              <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" required />
            </Grid>
          </Grid>
          <Typography variant="body2" color="text.secondary">
            {PUBLIC_MSG.privacyNote}{' '}
            <Link href="/privacy" target="_blank" rel="noopener">
              {PUBLIC_MSG.privacyLink}
            </Link>
            .
          </Typography>
        </DialogContent>
        <FormDialogActions
          submitLabel="Prenota"
          pending={create.isPending}
          incomplete={other && note.trim() === ''}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
