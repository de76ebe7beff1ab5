import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { SECURITY } from '../../../common/messages/security.js';
import { ApiError } from '../../lib/api.js';
import { OutlinedField } from '../../components/outlined-field.js';

export interface SecondFactorValue {
  recovery: boolean;
  value: string;
}

export const emptySecondFactor: SecondFactorValue = { recovery: false, value: '' };

/** Whether a login was answered 'now the code' (401 `{ twoFactor: true }`, docs/api.md, two-factor login). */
export const asksForCode = (error: unknown) =>
  error instanceof ApiError && error.status === 401 && error.message === SECURITY.codeNeeded;

/** What a login sends with the password or the link once the code is asked for. */
export const secondFactorBody = (factor: SecondFactorValue) =>
  factor.recovery ? { recoveryCode: factor.value } : { code: factor.value };

interface SecondFactorFieldProps {
  factor: SecondFactorValue;
  onChange: (factor: SecondFactorValue) => void;
}

/** The second step of a login: the 6-digit code of the authenticator app, or one of the recovery codes. */
export function SecondFactorField({ factor, onChange }: SecondFactorFieldProps) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="info" variant="outlined" sx={{ mb: 1, width: '100%' }}>
        {SECURITY.codeNeeded}
      </Alert>
      <OutlinedField
        name={factor.recovery ? 'recoveryCode' : 'code'}
        label={factor.recovery ? 'Codice di recupero' : 'Codice a 6 cifre'}
        autoComplete="one-time-code"
        autoFocus
        required
        value={factor.value}
        onChange={(event) => onChange({ ...factor, value: event.target.value })}
        helperText={
          factor.recovery
            ? 'Uno dei dieci codici che hai salvato quando hai attivato la verifica in due passaggi.'
            : 'Il codice che vedi ora nella tua app di autenticazione.'
        }
        sx={{ width: '100%' }}
      />
      <Link component="button" type="button" variant="body2" onClick={() => onChange({ recovery: !factor.recovery, value: '' })}>
        {factor.recovery ? 'Usa il codice dell’app' : 'Usa un codice di recupero'}
      </Link>
    </Stack>
  );
}
