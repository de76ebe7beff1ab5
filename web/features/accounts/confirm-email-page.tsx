import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { confirmEmailSchema, type ConfirmInfo } from '../../../common/accounts.js';
import { MSG } from '../../../common/messages/it.js';
import { applyFieldErrors } from '../../components/field-errors.js';
import { FormCard } from '../../components/form-card.js';
import { FormTextField } from '../../components/form-text-field.js';
import { StatusAlert } from '../../components/status-alert.js';
import { useStatus } from '../../components/use-status.js';
import { ApiError, errorMessage } from '../../lib/api.js';
import { useConfirmEmail, useConfirmationInfo, type ConfirmEmailData } from './api/confirm-email.js';
import { useLinkParams } from '../../lib/use-link-params.js';

/**
 * /confirm-email?id&token: says whose registration the link confirms and asks for the password
 * chosen then, so nobody confirms a registration a stranger made with their address without
 * knowing it.
 */
export function ConfirmEmailPage() {
  const { id, token, linkComplete } = useLinkParams();
  const info = useConfirmationInfo(id, token);

  return (
    <FormCard title="Conferma email">
      <title>Conferma email · Studio</title>
      {linkComplete && info.isPending ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} />
          <span>Stiamo verificando il link…</span>
        </Stack>
      ) : info.data ? (
        <ConfirmForm id={id} token={token} info={info.data} />
      ) : (
        <Stack spacing={3}>
          {/* The link did its job already (a reload, a second click): the address is confirmed. */}
          {info.error instanceof ApiError && info.error.status === 409 ? (
            <Alert severity="success" variant="outlined" role="status">
              {info.error.message}
            </Alert>
          ) : (
            <Alert severity="error" variant="outlined">
              {linkComplete ? errorMessage(info.error) : MSG.invalidLink}
            </Alert>
          )}
          <Button component={RouterLink} to="/login" variant="contained" size="large">
            Vai al login
          </Button>
        </Stack>
      )}
    </FormCard>
  );
}

type ConfirmEmailInput = z.input<typeof confirmEmailSchema>;

function ConfirmForm({ id, token, info }: { id: string; token: string; info: ConfirmInfo }) {
  const { status, showError, clear } = useStatus();
  const confirm = useConfirmEmail();
  const { control, handleSubmit, setError, formState } = useForm<ConfirmEmailInput, unknown, ConfirmEmailData>({
    resolver: zodResolver(confirmEmailSchema),
    mode: 'onTouched',
    defaultValues: { id, token, password: '' },
  });

  if (confirm.isSuccess) {
    return (
      <Stack spacing={3}>
        <Alert severity="success" variant="outlined" role="status">
          {MSG.emailConfirmed}
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
        applyFieldErrors(error, setError, ['password']);
        showError(error);
      },
    });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <StatusAlert status={status} onClose={clear} />
      <Stack spacing={2}>
        <Typography>
          Stai confermando la registrazione di{' '}
          <strong>
            {info.nome} {info.cognome}
          </strong>{' '}
          ({info.op ? 'professionista' : 'cliente'}) con l’indirizzo <strong>{info.email}</strong>.
        </Typography>
        <Typography color="text.secondary">
          Per completarla inserisci la password che hai scelto registrandoti. Se non riconosci questa registrazione, chiudi la
          pagina: senza la password nessuno può confermarla.
        </Typography>
        <FormTextField
          control={control}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          autoFocus
        />
        <Button type="submit" variant="contained" size="large" disabled={!formState.isValid || confirm.isPending}>
          Conferma email
        </Button>
        <Button component={RouterLink} to="/login" size="small">
          Password dimenticata? Reimpostala dalla pagina di accesso
        </Button>
      </Stack>
    </Box>
  );
}
