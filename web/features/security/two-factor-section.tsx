import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { Me } from '../../../common/accounts.js';
import { SECURITY } from '../../../common/messages/security.js';
import { twoFactorEnableSchema, type TwoFactorEnableInput, type TwoFactorSetup } from '../../../common/security.js';
import { MSG } from '../../../common/messages/it.js';
import { applyFieldErrors } from '../../components/field-errors.js';
import { useUnsavedChanges } from '../../components/unsaved-changes.js';
import { FormTextField } from '../../components/form-text-field.js';
import { StatusAlert } from '../../components/status-alert.js';
import { useStatus } from '../../components/use-status.js';
import { useDisableTwoFactor, type DisableTwoFactorData } from './api/disable-two-factor.js';
import { useEnableTwoFactor, type EnableTwoFactorData } from './api/enable-two-factor.js';
import { useSetupTwoFactor } from './api/setup-two-factor.js';

interface TwoFactorSectionProps {
  me: Me;
  /** The user pressed "Ho salvato i codici" after enrolling. */
  onCodesSaved?: () => void;
}

/** Two-factor login on /account: turn it on (QR code, first code, recovery codes shown once) or off. */
export function TwoFactorSection({ me, onCodesSaved }: TwoFactorSectionProps) {
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  if (recoveryCodes) {
    const done = () => {
      setRecoveryCodes(null);
      onCodesSaved?.();
    };
    return <RecoveryCodes codes={recoveryCodes} onDone={done} />;
  }
  if (me.twoFactor) return <DisableForm />;
  return <Enrolment required={me.twoFactorRequired} onEnabled={setRecoveryCodes} />;
}

function Enrolment({ required, onEnabled }: { required: boolean; onEnabled: (codes: string[]) => void }) {
  const setup = useSetupTwoFactor();
  const { status, showError, clear } = useStatus();
  return (
    <Stack spacing={2}>
      {required && (
        <Alert severity="warning" variant="outlined">
          {SECURITY.adminEnrolIntro}
        </Alert>
      )}
      <StatusAlert status={status} onClose={clear} />
      {setup.data ? (
        <ConfirmEnrolment setup={setup.data} onEnabled={onEnabled} />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            Oltre alla password, all’accesso ti chiederemo un codice a 6 cifre generato da un’app di autenticazione sul tuo
            telefono (ad esempio Google Authenticator, Microsoft Authenticator o 1Password).
          </Typography>
          <Box>
            <Button
              variant="contained"
              disabled={setup.isPending}
              onClick={() => setup.mutate(undefined, { onError: showError })}
            >
              Attiva la verifica in due passaggi
            </Button>
          </Box>
        </>
      )}
    </Stack>
  );
}

const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)!.join(' ');

function ConfirmEnrolment({ setup, onEnabled }: { setup: TwoFactorSetup; onEnabled: (codes: string[]) => void }) {
  const enable = useEnableTwoFactor();
  const { status, showError, clear } = useStatus();
  const { control, handleSubmit, setError, formState } = useForm<TwoFactorEnableInput, unknown, EnableTwoFactorData>({
    resolver: zodResolver(twoFactorEnableSchema),
    mode: 'onTouched',
    defaultValues: { secret: setup.secret, code: '', password: '' },
  });
  const onSubmit = handleSubmit((values) => {
    clear();
    enable.mutate(values, {
      onSuccess: (data) => onEnabled(data.recoveryCodes),
      onError: (error) => {
        applyFieldErrors(error, setError, ['code', 'password']);
        showError(error);
      },
    });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <StatusAlert status={status} onClose={clear} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Box
          component="img"
          src={setup.qr}
          alt="Codice QR da inquadrare con l’app di autenticazione"
          sx={{ width: 200, height: 200, bgcolor: '#fff', borderRadius: 1, flexShrink: 0 }}
        />
        <Stack spacing={1.5} sx={{ flexGrow: 1 }}>
          <Typography variant="body2">
            1. Inquadra il codice QR con l’app di autenticazione, oppure inserisci a mano questa chiave:
          </Typography>
          <Typography data-testid="two-factor-secret" sx={{ fontFamily: 'monospace', fontSize: 16, wordBreak: 'break-all' }}>
            {groupedSecret(setup.secret)}
          </Typography>
          <Typography variant="body2">2. Scrivi il codice a 6 cifre che l’app mostra e la tua password.</Typography>
          <FormTextField control={control} name="code" label="Codice a 6 cifre" autoComplete="one-time-code" required />
          <FormTextField
            control={control}
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            required
          />
          <Box>
            <Button type="submit" variant="contained" disabled={!formState.isValid || enable.isPending}>
              Conferma e attiva
            </Button>
          </Box>
        </Stack>
      </Stack>
    </Box>
  );
}

const codesText = (codes: string[]) =>
  `Studio: codici di recupero della verifica in due passaggi.\nOgnuno vale una sola volta.\n\n${codes.join('\n')}\n`;

function downloadCodes(codes: string[]) {
  const url = URL.createObjectURL(new Blob([codesText(codes)], { type: 'text/plain;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: SECURITY.codesFileName });
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Shown once: the heading takes focus so the codes are where the user looks,
 * and until "Ho salvato i codici" leaving the page asks first (a lost phone without them locks
 * an only administrator out).
 */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { status, showSuccess, clear } = useStatus();
  const [copyFailed, setCopyFailed] = useState(false);
  useUnsavedChanges(true);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus();
  }, []);

  const copy = () => {
    clear();
    setCopyFailed(false);
    navigator.clipboard.writeText(codesText(codes)).then(
      () => showSuccess(SECURITY.codesCopied),
      () => setCopyFailed(true),
    );
  };

  return (
    <Stack spacing={2}>
      <Alert severity="success" variant="outlined">
        {SECURITY.enabled}
      </Alert>
      <Typography ref={heading} component="h3" variant="h6" tabIndex={-1} sx={{ scrollMarginTop: 160, outline: 'none' }}>
        I tuoi codici di recupero
      </Typography>
      <Typography variant="body2">
        Se perdi il telefono potrai accedere con uno di questi codici di recupero, una sola volta ciascuno. Non li mostreremo più:
        copiali o scaricali ora e conservali in un posto sicuro.
      </Typography>
      <Box
        component="ul"
        aria-label="Codici di recupero"
        sx={{ fontFamily: 'monospace', fontSize: 16, columns: 2, listStyle: 'none', p: 0, m: 0 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <StatusAlert status={status} onClose={clear} />
      {copyFailed && (
        <Alert severity="warning" variant="outlined">
          {SECURITY.codesNotCopied}
        </Alert>
      )}
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={copy}>
          Copia
        </Button>
        <Button variant="outlined" onClick={() => downloadCodes(codes)}>
          Scarica .txt
        </Button>
        <Button variant="contained" onClick={onDone}>
          Ho salvato i codici
        </Button>
      </Stack>
    </Stack>
  );
}

const disableFormSchema = z.object({
  password: z.string({ error: MSG.required }).min(1, MSG.required).max(200, MSG.tooLong),
  code: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(40, MSG.tooLong),
});
type DisableFormValues = z.output<typeof disableFormSchema>;

/** One field takes either kind of code: digits are the app's, anything else a recovery code. */
const disableRequest = ({ password, code }: DisableFormValues): DisableTwoFactorData =>
  /^[\d\s]+$/.test(code) ? { password, code } : { password, recoveryCode: code };

function DisableForm() {
  const disable = useDisableTwoFactor();
  const { status, showError, showSuccess, clear } = useStatus();
  const { control, handleSubmit, setError, reset, formState } = useForm<DisableFormValues>({
    resolver: zodResolver(disableFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', code: '' },
  });
  const onSubmit = handleSubmit((values) => {
    clear();
    disable.mutate(disableRequest(values), {
      onSuccess: (data) => {
        reset();
        showSuccess(data.message);
      },
      onError: (error) => {
        applyFieldErrors(error, setError, ['password', 'code']);
        showError(error);
      },
    });
  });
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <StatusAlert status={status} onClose={clear} />
      <Stack spacing={1.5}>
        <Alert severity="success" variant="outlined">
          La verifica in due passaggi è attiva: all’accesso ti chiediamo il codice della tua app.
        </Alert>
        <Typography variant="body2" color="text.secondary">
          Per disattivarla inserisci la password e un codice dell’app (o un codice di recupero).
        </Typography>
        <FormTextField
          control={control}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
        />
        <FormTextField
          control={control}
          name="code"
          label="Codice a 6 cifre o di recupero"
          autoComplete="one-time-code"
          required
        />
        <Box>
          <Button type="submit" variant="outlined" color="error" disabled={!formState.isValid || disable.isPending}>
            Disattiva
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
