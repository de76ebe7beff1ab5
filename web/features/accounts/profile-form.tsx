import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { updateMeSchema, type Me, type UpdateMeInput } from '../../../common/accounts.js';
import { MSG } from '../../../common/messages/it.js';
import { applyFieldErrors } from '../../components/field-errors.js';
import { FormTextField } from '../../components/form-text-field.js';
import { OutlinedField } from '../../components/outlined-field.js';
import { StatusAlert } from '../../components/status-alert.js';
import { useUnsavedChanges } from '../../components/unsaved-changes.js';
import { useRevealErrors } from '../../components/use-reveal-errors.js';
import { useStatus } from '../../components/use-status.js';
import { useUpdateMe, type UpdateMeData } from './api/update-me.js';
import { businessFields, type FieldSpec } from './register-fields.js';

const personal: FieldSpec<UpdateMeInput>[] = [
  { name: 'nome', label: 'Nome', autoComplete: 'given-name', required: true },
  { name: 'cognome', label: 'Cognome', autoComplete: 'family-name', required: true },
  { name: 'telefono', label: 'Telefono', type: 'tel', autoComplete: 'tel', required: true },
  { name: 'codiceFiscale', label: 'Codice fiscale', required: true },
];

/** The certified e-mail the client record shows. */
const pecField: FieldSpec<UpdateMeInput> = { name: 'pec', label: 'PEC', type: 'email', autoComplete: 'off' };

/** A client's invoicing details: optional, shown to their professionals in the client record. */
const clientInvoiceFields: FieldSpec<UpdateMeInput>[] = [
  pecField,
  ...businessFields.map((field) => ({ ...field, required: false })),
];

const fieldNames = [...personal, ...businessFields, pecField].map((field) => field.name);

function valuesOf(me: Me): UpdateMeInput {
  return {
    nome: me.nome,
    cognome: me.cognome,
    telefono: me.telefono,
    codiceFiscale: me.cod_fiscale,
    partitaIva: me.partita_iva,
    nomeAzienda: me.nome_azienda,
    indirizzo: me.indirizzo,
    citta: me.citta,
    cap: me.cap,
    provincia: me.provincia,
    pec: me.pec,
    op: me.op,
  };
}

export function ProfileForm({ me }: { me: Me }) {
  const { status, showError, showSuccess, clear } = useStatus();
  const update = useUpdateMe();
  const form = useForm<UpdateMeInput, unknown, UpdateMeData>({
    resolver: zodResolver(updateMeSchema),
    mode: 'onTouched',
    defaultValues: valuesOf(me),
  });
  const { control, handleSubmit, setError, reset, formState } = form;
  const fields = me.op ? [...personal, ...businessFields, pecField] : personal;
  const extraFields = me.op ? [] : clientInvoiceFields;
  const reveal = useRevealErrors(
    form,
    [...fields, ...extraFields].map((field) => field.name),
  );
  useUnsavedChanges(formState.isDirty);

  const onSubmit = handleSubmit((values) => {
    clear();
    update.mutate(values, {
      onSuccess: () => {
        reset(values);
        showSuccess(MSG.profileUpdated);
      },
      onError: (error) => {
        applyFieldErrors(error, setError, fieldNames);
        showError(error);
      },
    });
  });

  const renderField = (field: FieldSpec<UpdateMeInput>) => (
    <Grid key={field.name} size={{ xs: 12, sm: 6 }}>
      <FormTextField
        control={control}
        name={field.name}
        label={field.label}
        type={field.type}
        autoComplete={field.autoComplete}
        required={field.required}
      />
    </Grid>
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} onKeyDown={reveal.onKeyDown}>
      <StatusAlert status={status} onClose={clear} />
      <Grid container rowSpacing={1} columnSpacing={2.5}>
        <Grid size={12}>
          <OutlinedField label="Email" value={me.email} disabled readOnly helperText="L'email non può essere modificata." />
        </Grid>
        {fields.map(renderField)}
      </Grid>
      {extraFields.length > 0 && (
        <>
          <Typography component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
            Dati per la fatturazione (facoltativi)
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Li vedono i professionisti con cui sei collegato, per intestarti fatture e comunicazioni.
          </Typography>
          <Grid container rowSpacing={1} columnSpacing={2.5}>
            {extraFields.map(renderField)}
          </Grid>
        </>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button type="submit" variant="contained" size="large" disabled={!formState.isValid || update.isPending}>
          Salva modifiche
        </Button>
      </Box>
    </Box>
  );
}
