import { Suspense, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { PRIVACY_MSG } from '../../../common/messages/privacy.js';
import type { LoginInput } from '../../../common/accounts.js';
import { FormCard } from '../../components/form-card.js';
import { FormCheckbox } from '../../components/form-checkbox.js';
import { FormTextField } from '../../components/form-text-field.js';
import { ErrorBoundary } from '../../components/error-boundary.js';
import { StatusAlert } from '../../components/status-alert.js';
import { useRevealErrors } from '../../components/use-reveal-errors.js';
import { useStatus } from '../../components/use-status.js';
import { lazyComponent } from '../../lib/lazy-chunk.js';
import { useLogin, type LoginData } from './api/login.js';
import { LOGIN_REASON } from '../../lib/login-reason.js';
import { ERASED_PARAM } from './erased-param.js';
import { loginResolver } from './login-resolver.js';
import { asksForCode, emptySecondFactor, SecondFactorField, secondFactorBody } from './second-factor-field.js';

const ForgotPasswordDialog = lazyComponent(async () => (await import('./forgot-password-dialog.js')).ForgotPasswordDialog, {
  preloadWhenIdle: true,
}).Component;

/** Why a page sent the user here (RequireSession puts it in the navigation state). */
function loginReason(state: unknown): string | null {
  const reason = (state as { reason?: unknown } | null)?.reason;
  if (reason === LOGIN_REASON.forbidden)
    return 'La pagina che hai aperto non è disponibile per il tuo account. Se hai un altro account che può vederla, accedi con quello.';
  if (reason === LOGIN_REASON.needsLogin) return 'Per vedere la pagina che hai aperto devi prima accedere.';
  return null;
}

export function LoginPage() {
  const [forgotOpen, setForgotOpen] = useState(false);
  const [forgotUsed, setForgotUsed] = useState(false);
  const { status, showError, showSuccess, clear } = useStatus();
  const login = useLogin();
  const [searchParams] = useSearchParams();
  const erased = searchParams.has(ERASED_PARAM);
  // Set once the password was right and the account asks for its second factor.
  const [factor, setFactor] = useState<typeof emptySecondFactor | null>(null);
  const form = useForm<LoginInput, unknown, LoginData>({
    resolver: loginResolver,
    mode: 'onTouched',
    defaultValues: { email: '', password: '', stayLogged: true },
  });
  const { control, handleSubmit, formState, getValues, clearErrors } = form;
  const reveal = useRevealErrors(form, ['email', 'password']);
  const why = loginReason(useLocation().state);

  const openForgot = () => {
    setForgotUsed(true);
    setForgotOpen(true);
  };

  // Focus leaving the empty fields for the dialog is not a mistake of the login form.
  // The checks run by that blur (the form's own and useRevealErrors') may finish after the
  // dialog opened, so whatever they find while the dialog is open is cleared.
  const hasErrors = Object.keys(formState.errors).length > 0;
  useEffect(() => {
    if (forgotOpen && hasErrors) clearErrors();
  }, [forgotOpen, hasErrors, clearErrors]);

  const onSubmit = handleSubmit((values) => {
    clear();
    const body = factor ? { ...values, ...secondFactorBody(factor) } : values;
    login.mutate(body, {
      onError: (error) => {
        if (asksForCode(error) && !factor) setFactor(emptySecondFactor);
        else showError(error);
      },
    });
  });

  return (
    <FormCard title="Accedi" subtitle="Bentornato! Inserisci le tue credenziali per continuare.">
      <title>Accedi · Studio</title>
      {erased && (
        <Alert severity="success" variant="outlined" role="status" sx={{ mb: 2 }}>
          {PRIVACY_MSG.accountErased}
        </Alert>
      )}
      {why && (
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
          {why}
        </Alert>
      )}
      <StatusAlert status={status} onClose={clear} />
      <Box component="form" noValidate onSubmit={onSubmit} onKeyDown={reveal.onKeyDown}>
        <Stack spacing={1}>
          <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" required autoFocus />
          <FormTextField
            control={control}
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            required
          />
          {factor && <SecondFactorField factor={factor} onChange={setFactor} />}
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <FormCheckbox control={control} name="stayLogged" label="Resta connesso" />
            <Link
              component="button"
              type="button"
              variant="body2"
              // The field being typed in keeps the focus until the dialog takes it.
              onMouseDown={(event) => event.preventDefault()}
              onClick={openForgot}
            >
              Password dimenticata?
            </Link>
          </Stack>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!formState.isValid || login.isPending || (factor !== null && factor.value.trim() === '')}
            sx={{ mt: 1 }}
          >
            {factor ? 'Verifica e accedi' : 'Accedi'}
          </Button>
        </Stack>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        Non hai un account?{' '}
        <Link component={RouterLink} to="/register">
          Registrati
        </Link>
      </Typography>
      {forgotUsed && (
        <ErrorBoundary variant="overlay">
          <Suspense fallback={null}>
            <ForgotPasswordDialog
              open={forgotOpen}
              initialEmail={forgotOpen ? getValues('email') : ''}
              onClose={() => setForgotOpen(false)}
              onSent={(text) => {
                setForgotOpen(false);
                showSuccess(text);
              }}
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </FormCard>
  );
}
