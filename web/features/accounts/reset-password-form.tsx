import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { resetPasswordConfirmSchema } from '../../../common/accounts.js';
import { MSG } from '../../../common/messages/it.js';
import { applyFieldErrors } from '../../components/field-errors.js';
import { FormTextField } from '../../components/form-text-field.js';
import { StatusAlert } from '../../components/status-alert.js';
import { useRevealErrors } from '../../components/use-reveal-errors.js';
import { useStatus } from '../../components/use-status.js';
import { useConfirmPasswordReset, type ResetConfirmData } from './api/confirm-password-reset.js';

type ResetConfirmInput = z.input<typeof resetPasswordConfirmSchema>;

export function ResetPasswordForm({ id, token }: { id: string; token: string }) {
  const { status, showError, clear } = useStatus();
  const confirm = useConfirmPasswordReset();
  const form = useForm<ResetConfirmInput, unknown, ResetConfirmData>({
    resolver: zodResolver(resetPasswordConfirmSchema),
    mode: 'onTouched',
    defaultValues: { id, token, password: '', confirmPassword: '' },
  });
  const { control, handleSubmit, setError, formState } = form;
  const reveal = useRevealErrors(form, ['password', 'confirmPassword']);

  if (confirm.isSuccess) {
    return (
      <Stack spacing={3}>
        <Alert severity="success" variant="outlined" role="status">
          {MSG.passwordSet}
        </Alert>
        <Button component={RouterLink} to="/login" variant="contained" size="large">
          Vai al login
        </Button>
      </Stack>
    );
  }

  const onSubmit = handleSubmit((values) => {
    clear();
    confirm.mutate(values, {
      onError: (error) => {
        applyFieldErrors(error, setError, ['password', 'confirmPassword']);
        showError(error);
      },
    });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} onKeyDown={reveal.onKeyDown}>
      <StatusAlert status={status} onClose={clear} />
      <Stack spacing={1}>
        <FormTextField
          control={control}
          name="password"
          label="Nuova password"
          type="password"
          autoComplete="new-password"
          required
          autoFocus
          helperText="Almeno 8 caratteri, con almeno una lettera e un numero."
        />
        <FormTextField
          control={control}
          name="confirmPassword"
          label="Conferma password"
          type="password"
          autoComplete="new-password"
          required
        />
        <Button type="submit" variant="contained" size="large" disabled={!formState.isValid || confirm.isPending}>
          Imposta password
        </Button>
      </Stack>
    </Box>
  );
}
