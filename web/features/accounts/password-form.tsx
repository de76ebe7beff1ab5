import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { updatePasswordSchema } from '../../../common/accounts.js';
import { MSG } from '../../../common/messages/it.js';
import { applyFieldErrors } from '../../components/field-errors.js';
import { FormTextField } from '../../components/form-text-field.js';
import { StatusAlert } from '../../components/status-alert.js';
import { useRevealErrors } from '../../components/use-reveal-errors.js';
import { useStatus } from '../../components/use-status.js';
import { useUpdatePassword, type UpdatePasswordData } from './api/update-password.js';

type UpdatePasswordInput = z.input<typeof updatePasswordSchema>;

const emptyValues: UpdatePasswordInput = { currentPassword: '', password: '', passwordConfirm: '' };

export function PasswordForm() {
  const { status, showError, showSuccess, clear } = useStatus();
  const update = useUpdatePassword();
  const form = useForm<UpdatePasswordInput, unknown, UpdatePasswordData>({
    resolver: zodResolver(updatePasswordSchema),
    mode: 'onTouched',
    defaultValues: emptyValues,
  });
  const { control, handleSubmit, setError, reset, formState } = form;
  const reveal = useRevealErrors(form, ['currentPassword', 'password', 'passwordConfirm']);

  const onSubmit = handleSubmit((values) => {
    clear();
    update.mutate(values, {
      onSuccess: () => {
        reset(emptyValues);
        showSuccess(MSG.passwordUpdated);
      },
      onError: (error) => {
        applyFieldErrors(error, setError, ['currentPassword', 'password', 'passwordConfirm']);
        showError(error);
      },
    });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} onKeyDown={reveal.onKeyDown}>
      <StatusAlert status={status} onClose={clear} />
      <Grid container rowSpacing={1} columnSpacing={2.5}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="currentPassword"
            label="Password attuale"
            type="password"
            autoComplete="current-password"
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }} sx={{ display: { xs: 'none', sm: 'block' } }} />
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="password"
            label="Nuova password"
            type="password"
            autoComplete="new-password"
            required
            helperText="Almeno 8 caratteri, con almeno una lettera e un numero."
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="passwordConfirm"
            label="Conferma nuova password"
            type="password"
            autoComplete="new-password"
            required
          />
        </Grid>
      </Grid>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button type="submit" variant="contained" size="large" disabled={!formState.isValid || update.isPending}>
          Aggiorna password
        </Button>
      </Box>
    </Box>
  );
}
