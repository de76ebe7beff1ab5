import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import SendIcon from '@mui/icons-material/Send';
import { useForm } from 'react-hook-form';
import { supportSchema, type SupportInput } from '../../../common/accounts.js';
import { MSG } from '../../../common/messages/it.js';
import { applyFieldErrors } from '../../components/field-errors.js';
import { FormTextField } from '../../components/form-text-field.js';
import { StatusAlert } from '../../components/status-alert.js';
import { useRevealErrors } from '../../components/use-reveal-errors.js';
import { useStatus } from '../../components/use-status.js';
import { useSendSupportMessage, type SupportData } from './api/send-support-message.js';

const emptyValues: SupportInput = { subject: '', content: '' };

export function SupportForm() {
  const { status, showError, showSuccess, clear } = useStatus();
  const send = useSendSupportMessage();
  const form = useForm<SupportInput, unknown, SupportData>({
    resolver: zodResolver(supportSchema),
    mode: 'onTouched',
    defaultValues: emptyValues,
  });
  const { control, handleSubmit, setError, reset, formState } = form;
  const reveal = useRevealErrors(form, ['subject', 'content']);

  const onSubmit = handleSubmit((values) => {
    clear();
    send.mutate(values, {
      onSuccess: () => {
        reset(emptyValues);
        showSuccess(MSG.supportSent);
      },
      onError: (error) => {
        applyFieldErrors(error, setError, ['subject', 'content']);
        showError(error);
      },
    });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} onKeyDown={reveal.onKeyDown}>
      <StatusAlert status={status} onClose={clear} />
      <Stack spacing={1}>
        <FormTextField control={control} name="subject" label="Oggetto" required />
        <FormTextField control={control} name="content" label="Messaggio" required multiline minRows={6} />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            endIcon={<SendIcon />}
            disabled={!formState.isValid || send.isPending}
          >
            Invia
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
