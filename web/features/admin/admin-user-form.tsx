import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { AdminUserDetail } from '../../../common/admin.js';
import { ADMIN_MSG } from '../../../common/messages/public.js';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { applyFieldErrors } from '../../components/field-errors.js';
import { FormTextField } from '../../components/form-text-field.js';
import { StatusAlert } from '../../components/status-alert.js';
import { useStatus } from '../../components/use-status.js';
import {
  BUSINESS_FIELDS,
  PERSONAL_FIELDS,
  TEXT_FIELD_NAMES,
  adminUserFormSchema,
  formValuesOf,
  type AdminFieldSpec,
  type AdminUserFormInput,
  type AdminUserFormOutput,
} from './admin-user-fields.js';
import { useUpdateAdminUser } from './api/update-admin-user.js';
import { DateField } from './date-field.js';
import { fromDateInput, isInPast, movesForward } from './expiry-date.js';

interface AdminUserFormProps {
  user: AdminUserDetail;
  /** The administrator's own account cannot be disabled. */
  isSelf: boolean;
}

/** The user's data, the enabled switch and, for professionals, the subscription expiry (spec §2). */
export function AdminUserForm({ user, isSelf }: AdminUserFormProps) {
  const { status, showError, showSuccess, clear } = useStatus();
  const update = useUpdateAdminUser();
  const { control, handleSubmit, setError } = useForm<AdminUserFormInput, unknown, AdminUserFormOutput>({
    resolver: zodResolver(adminUserFormSchema),
    mode: 'onTouched',
    defaultValues: formValuesOf(user),
  });
  const scadenza = useWatch({ control, name: 'scadenza' });
  const forward = user.op && movesForward(scadenza, user.scadenza_abbonamento);

  const [asking, setAsking] = useState<{ values: AdminUserFormOutput; warnings: string[] } | null>(null);

  const send = ({ scadenza: date, ...values }: AdminUserFormOutput) => {
    clear();
    update.mutate(
      { id: user.id, ...values, scadenza_abbonamento: user.op ? fromDateInput(date, user.scadenza_abbonamento) : undefined },
      {
        onSuccess: (data) => showSuccess(data.message || ADMIN_MSG.userUpdated),
        onError: (error) => {
          applyFieldErrors(error, setError, TEXT_FIELD_NAMES);
          showError(error);
        },
        onSettled: () => setAsking(null),
      },
    );
  };

  // What the save would do that is hard to undo is asked first; an emptied
  // expiry is refused here, since saving it would change nothing.
  const onSubmit = handleSubmit((values) => {
    if (user.op && values.scadenza === '') {
      setError('scadenza', { type: 'validate', message: ADMIN_MSG.expiryRequired }, { shouldFocus: true });
      return;
    }
    const warnings: string[] = [];
    const expiry = user.op ? fromDateInput(values.scadenza, user.scadenza_abbonamento) : undefined;
    if (expiry !== undefined && isInPast(expiry)) warnings.push(ADMIN_MSG.expiryInPast);
    if (user.attivo && !values.attivo) warnings.push(ADMIN_MSG.disableNote);
    if (warnings.length === 0) send(values);
    else setAsking({ values, warnings });
  });

  const textField = (field: AdminFieldSpec) => (
    <Grid key={field.name} size={{ xs: 12, sm: 6 }}>
      <FormTextField control={control} name={field.name} label={field.label} type={field.type} required={field.required} />
    </Grid>
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <StatusAlert status={status} onClose={clear} />
      <Grid container rowSpacing={1} columnSpacing={2.5}>
        {PERSONAL_FIELDS.map(textField)}
        {user.op && BUSINESS_FIELDS.map(textField)}
        {user.op && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <DateField
              control={control}
              name="scadenza"
              label="Scadenza abbonamento"
              warning={forward}
              helperText={ADMIN_MSG.expiryNote}
            />
          </Grid>
        )}
        <Grid size={12}>
          <Controller
            control={control}
            name="attivo"
            render={({ field }) => (
              <FormControlLabel
                label={<Typography sx={{ fontWeight: 600 }}>Account attivo</Typography>}
                control={
                  <Switch
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    disabled={isSelf}
                    slotProps={{ input: { ref: field.ref } }}
                  />
                }
              />
            )}
          />
          <FormHelperText sx={{ mt: 0 }}>{isSelf ? ADMIN_MSG.cannotDisableAdmin : ADMIN_MSG.disableNote}</FormHelperText>
        </Grid>
      </Grid>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button type="submit" variant="contained" size="large" disabled={update.isPending}>
          Salva modifiche
        </Button>
      </Box>
      <ConfirmDialog
        open={asking !== null}
        title={`Salvare le modifiche a ${user.nome} ${user.cognome}?`}
        confirmLabel="Salva comunque"
        danger
        pending={update.isPending}
        onConfirm={() => asking && send(asking.values)}
        onClose={() => setAsking(null)}
      >
        {asking?.warnings.map((warning) => (
          <Typography key={warning} sx={{ mb: 1 }}>
            {warning}
          </Typography>
        ))}
      </ConfirmDialog>
    </Box>
  );
}
