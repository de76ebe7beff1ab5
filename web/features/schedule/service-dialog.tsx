import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import { SERVICE_DURATIONS } from '../../../common/constants.js';
import { createServiceSchema, type Service } from '../../../common/schedule.js';
import { applyFieldErrors } from '../../components/field-errors.js';
import { FormCheckbox } from '../../components/form-checkbox.js';
import { FormDialogActions } from '../../components/form-dialog-actions.js';
import { FormNativeSelect } from '../../components/form-native-select.js';
import { FormTextField } from '../../components/form-text-field.js';
import { StatusAlert } from '../../components/status-alert.js';
import { useRevealErrors } from '../../components/use-reveal-errors.js';
import { useStatus } from '../../components/use-status.js';
import type { CreateServiceData } from './api/create-service.js';
import { ownScheduleApi, type ScheduleApi } from './schedule-api.js';

type ServiceInput = z.input<typeof createServiceSchema>;

interface ServiceDialogProps {
  /** The service to edit; none to create a new one. */
  service?: Service;
  onClose: () => void;
  onSaved: (message: string) => void;
  api?: ScheduleApi;
}

/** Mounted only while open, so each opening starts from the service's current values. */
export function ServiceDialog({ service, onClose, onSaved, api = ownScheduleApi }: ServiceDialogProps) {
  const { status, showError, clear } = useStatus();
  const create = api.useCreateService();
  const update = api.useUpdateService();
  const pending = create.isPending || update.isPending;
  const form = useForm<ServiceInput, unknown, CreateServiceData>({
    resolver: zodResolver(createServiceSchema),
    mode: 'onTouched',
    defaultValues: {
      nome: service?.nome ?? '',
      testoEmail: service?.testoEmail ?? '',
      durata: service?.durata ?? 30,
      online: service?.online ?? false,
    },
  });
  const { control, handleSubmit, setError } = form;
  const reveal = useRevealErrors(form, ['nome', 'durata', 'testoEmail', 'online']);
  const nome = useWatch({ control, name: 'nome' });

  const onSubmit = handleSubmit((values) => {
    clear();
    const options = {
      onSuccess: () => onSaved(service ? SCHEDULE_MSG.serviceUpdated : SCHEDULE_MSG.serviceCreated),
      onError: (error: unknown) => {
        applyFieldErrors(error, setError, ['nome', 'testoEmail', 'durata']);
        showError(error);
      },
    };
    if (service) update.mutate({ ...values, id: service.id }, options);
    else create.mutate(values, options);
  });

  return (
    <Dialog open onClose={pending ? undefined : onClose} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={onSubmit} onKeyDown={reveal.onKeyDown}>
        <DialogTitle>{service ? 'Modifica servizio' : 'Nuovo servizio'}</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2.5, pt: 1 }}>
            {service && (
              <Alert severity="warning" variant="outlined">
                {SCHEDULE_MSG.serviceEditWarning}
              </Alert>
            )}
            <StatusAlert status={status} onClose={clear} />
            <FormTextField control={control} name="nome" label="Nome del servizio" required autoFocus />
            <FormNativeSelect
              control={control}
              name="durata"
              label={SCHEDULE_MSG.serviceDurationLabel}
              options={SERVICE_DURATIONS.map((minutes) => ({ value: minutes, label: `${minutes} minuti` }))}
            />
            <FormTextField
              control={control}
              name="testoEmail"
              label="Testo email"
              multiline
              minRows={4}
              helperText={SCHEDULE_MSG.serviceEmailHelp}
            />
            <FormCheckbox control={control} name="online" label="Si svolge online (videochiamata)" />
            <FormHelperText sx={{ mt: -2 }}>{SCHEDULE_MSG.serviceOnlineHelp}</FormHelperText>
          </Stack>
        </DialogContent>
        <FormDialogActions
          submitLabel={service ? 'Salva' : 'Crea servizio'}
          pending={pending}
          incomplete={nome.trim() === ''}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
