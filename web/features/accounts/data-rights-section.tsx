import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PRIVACY_MSG } from '../../../common/messages/privacy.js';
import { StatusAlert } from '../../components/status-alert.js';
import { useStatus } from '../../components/use-status.js';
import { ApiError, errorMessage } from '../../lib/api.js';
import { useEraseAccount, useExportData } from './api/data-rights.js';

/** /account 'I tuoi dati': download everything Studio holds (Art. 15, 20), or erase the account (Art. 17). */
export function DataRightsSection({ op, twoFactor }: { op: boolean; twoFactor: boolean }) {
  const exportData = useExportData();
  const { status, showError, showSuccess, clear } = useStatus();
  const [erasing, setErasing] = useState(false);

  const download = () => {
    clear();
    exportData.mutate(undefined, {
      onSuccess: (name) => showSuccess(`Download avviato: ${name}`),
      onError: (error) => showError(error),
    });
  };

  return (
    <Stack spacing={2}>
      <StatusAlert status={status} onClose={clear} />
      <Typography color="text.secondary">
        Puoi scaricare in un file ZIP tutti i dati che Studio conserva su di te: profilo, collegamenti, appuntamenti, messaggi
        {op ? ', note sui clienti, pagamenti' : ''} e i documenti che hai inviato e ricevuto.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="outlined" onClick={download} disabled={exportData.isPending}>
          {exportData.isPending ? 'Preparazione del file…' : 'Scarica i tuoi dati'}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setErasing(true)}>
          Elimina account
        </Button>
      </Stack>
      {erasing && <EraseAccountDialog op={op} twoFactor={twoFactor} onClose={() => setErasing(false)} />}
    </Stack>
  );
}

function EraseAccountDialog({ op, twoFactor, onClose }: { op: boolean; twoFactor: boolean; onClose: () => void }) {
  const erase = useEraseAccount();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const fields = erase.error instanceof ApiError ? erase.error.fields : {};
  const fieldError = fields.password;
  const codeError = fields.code;
  const ready = password !== '' && (!twoFactor || code !== '');

  return (
    <Dialog open onClose={erase.isPending ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Eliminare l’account?</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="erase-account"
          spacing={2}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (ready) erase.mutate(twoFactor ? { password, code } : { password });
          }}
        >
          <Alert severity="warning" variant="outlined">
            {op ? PRIVACY_MSG.eraseWarningOperator : PRIVACY_MSG.eraseWarningClient}
          </Alert>
          {erase.isError && !fieldError && !codeError && <Alert severity="error">{errorMessage(erase.error)}</Alert>}
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={Boolean(fieldError)}
            helperText={fieldError ?? 'Per confermare, inserisci la tua password.'}
            required
            autoFocus
          />
          {twoFactor && (
            <TextField
              label="Codice di verifica"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
              error={Boolean(codeError)}
              helperText={codeError ?? 'Il codice a 6 cifre della tua app di autenticazione.'}
              required
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={erase.isPending}>
          Annulla
        </Button>
        <Button type="submit" form="erase-account" variant="contained" color="error" disabled={!ready || erase.isPending}>
          Elimina definitivamente
        </Button>
      </DialogActions>
    </Dialog>
  );
}
