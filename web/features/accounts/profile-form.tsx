import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useForm } from 'react-hook-form';
import { updateMeSchema, type Me, type UpdateMeInput } from '../../../common/accounts.js';
import { MSG } from '../../../common/messages/it.js';
import { applyFieldErrors } from '../../components/field-errors.js';
import { FormTextField } from '../../components/form-text-field.js';
import { OutlinedField } from '../../components/outlined-field.js';
import { StatusAlert } from '../../components/status-alert.js';
import { useStatus } from '../../components/use-status.js';
import { useUpdateMe, type UpdateMeData } from './api/update-me.js';
import { businessFields, type FieldSpec } from './register-fields.js';

const personal: FieldSpec<UpdateMeInput>[] = [
  { name: 'nome', label: 'Nome', autoComplete: 'given-name', required: true },
  { name: 'cognome', label: 'Cognome', autoComplete: 'family-name', required: true },
  { name: 'telefono', label: 'Telefono', type: 'tel', autoComplete: 'tel', required: true },
  { name: 'codiceFiscale', label: 'Codice fiscale', required: true },
];

const fieldNames = [...personal, ...businessFields].map((field) => field.name);

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
    op: me.op,
  };
}

export function ProfileForm({ me }: { me: Me }) {
  const { status, showError, showSuccess, clear } = useStatus();
  const update = useUpdateMe();
  const { control, handleSubmit, setError, reset, formState } = useForm<UpdateMeInput, unknown, UpdateMeData>({
    resolver: zodResolver(updateMeSchema),
    mode: 'onTouched',
    defaultValues: valuesOf(me),
  });

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

  const fields = me.op ? [...personal, ...businessFields] : personal;

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <StatusAlert status={status} onClose={clear} />
      <Grid container rowSpacing={1} columnSpacing={2.5}>
        <Grid size={12}>
          <OutlinedField label="Email" value={me.email} disabled readOnly helperText="L'email non può essere modificata." />
        </Grid>
        {fields.map((field) => (
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
        ))}
      </Grid>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button type="submit" variant="contained" size="large" disabled={!formState.isValid || update.isPending}>
          Salva modifiche
        </Button>
      </Box>
    </Box>
  );
}
