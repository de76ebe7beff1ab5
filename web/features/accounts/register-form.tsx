import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { useForm, type DefaultValues } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { registerSchema, type RegisterData, type RegisterInput } from '../../../common/accounts.js';
import { MSG } from '../../../common/messages/it.js';
import { applyFieldErrors } from '../../components/field-errors.js';
import { FormCheckbox } from '../../components/form-checkbox.js';
import { FormTextField } from '../../components/form-text-field.js';
import { StatusAlert } from '../../components/status-alert.js';
import { useRevealErrors } from '../../components/use-reveal-errors.js';
import { useStatus } from '../../components/use-status.js';
import { useRegister } from './api/register.js';
import { IdDocumentDialog } from './id-document-dialog.js';
import { IdImageField } from './id-image-field.js';
import { idImageError } from './id-image.js';
import { businessFields, personalFields, registerFieldNames, type FieldSpec } from './register-fields.js';
import { RegisterSuccess } from './register-success.js';
import { SubscriptionDialog } from './subscription-dialog.js';

const emptyValues = (op: boolean): DefaultValues<RegisterInput> => ({
  nome: '',
  cognome: '',
  email: '',
  confirmEmail: '',
  telefono: '',
  codiceFiscale: '',
  password: '',
  confirmPassword: '',
  partitaIva: '',
  nomeAzienda: '',
  indirizzo: '',
  citta: '',
  cap: '',
  provincia: '',
  imageName: '',
  op,
});

export function RegisterForm({ op }: { op: boolean }) {
  const [image, setImage] = useState<File | null>(null);
  const [dialog, setDialog] = useState<'id' | 'subscription' | null>(null);
  const [registered, setRegistered] = useState<string | null>(null);
  const { status, showError, clear } = useStatus();
  const register = useRegister();
  const form = useForm<RegisterInput, unknown, RegisterData>({
    resolver: zodResolver(registerSchema),
    mode: 'onTouched',
    defaultValues: emptyValues(op),
  });
  const { control, handleSubmit, setValue, setError, reset, formState } = form;
  const fieldOrder = [...personalFields, ...(op ? businessFields : [])].map((field) => field.name);
  const reveal = useRevealErrors(form, [...fieldOrder, 'termini']);

  const imageError = op ? idImageError(image) : null;
  const touched = Object.keys(formState.touchedFields).length > 0;

  const chooseImage = (file: File | null) => {
    setImage(file);
    setValue('imageName', file?.name ?? '');
  };

  const onSubmit = handleSubmit((values) => {
    if (imageError) return;
    clear();
    register.mutate(
      { data: { ...values, op }, image: op ? image : null },
      {
        onSuccess: (response) => {
          reset(emptyValues(op));
          setImage(null);
          // The form gives way to what happens next, so nobody fills it in again.
          setRegistered(response.message ?? MSG.registered);
          window.scrollTo({ top: 0, behavior: 'smooth' });
        },
        onError: (error) => {
          applyFieldErrors(error, setError, registerFieldNames);
          showError(error);
        },
      },
    );
  });

  const renderField = (field: FieldSpec<RegisterInput>) => (
    <Grid key={field.name} size={{ xs: 12, sm: 6 }}>
      <FormTextField
        control={control}
        name={field.name}
        label={field.label}
        type={field.type}
        autoComplete={field.autoComplete}
        required={field.required}
        helperText={field.helperText}
      />
    </Grid>
  );

  if (registered !== null) {
    return (
      <RegisterSuccess
        message={registered}
        onAgain={() => {
          clear();
          setRegistered(null);
        }}
      />
    );
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit} onKeyDown={reveal.onKeyDown}>
      <StatusAlert status={status} onClose={clear} />
      <Grid container rowSpacing={1} columnSpacing={2.5}>
        {personalFields.map(renderField)}
      </Grid>
      {op && (
        <>
          <Divider sx={{ my: 4 }} />
          <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
            La tua attività
          </Typography>
          <Grid container rowSpacing={1} columnSpacing={2.5}>
            {businessFields.map(renderField)}
          </Grid>
          <Divider sx={{ my: 4 }} />
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1, flexWrap: 'wrap' }}>
            <Typography component="h2" variant="h6">
              Documento d&apos;identità
            </Typography>
            <Button size="small" startIcon={<InfoOutlinedIcon />} onClick={() => setDialog('id')}>
              Perché serve?
            </Button>
          </Stack>
          <IdImageField file={image} error={imageError} showError={touched} onChange={chooseImage} />
          <Box
            sx={{
              mt: 4,
              p: 2.5,
              borderRadius: 2,
              border: 1,
              borderColor: 'primary.dark',
              bgcolor: 'rgba(212, 175, 55, 0.06)',
            }}
          >
            <Typography sx={{ fontWeight: 600 }}>30 giorni di prova gratuita</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Poi scegli tu se continuare: nessun rinnovo parte senza il tuo consenso.
            </Typography>
            <Button
              size="small"
              startIcon={<InfoOutlinedIcon />}
              onClick={() => setDialog('subscription')}
              sx={{ ml: -1, textAlign: 'left' }}
            >
              Come funziona l&apos;abbonamento
            </Button>
          </Box>
        </>
      )}
      <Box sx={{ mt: 3 }}>
        <FormCheckbox
          control={control}
          name="termini"
          uncheckedValue={undefined}
          label={
            <Typography variant="body2">
              Ho letto e accetto i{' '}
              <Link component={RouterLink} to="/termini" target="_blank">
                Termini e condizioni
              </Link>{' '}
              e l&apos;
              <Link component={RouterLink} to="/privacy" target="_blank">
                Informativa privacy
              </Link>
            </Typography>
          }
        />
      </Box>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 3 }}
        disabled={!formState.isValid || imageError !== null || register.isPending}
      >
        {op ? 'Registrati come professionista' : 'Registrati'}
      </Button>
      <IdDocumentDialog open={dialog === 'id'} onClose={() => setDialog(null)} />
      <SubscriptionDialog open={dialog === 'subscription'} onClose={() => setDialog(null)} />
    </Box>
  );
}
