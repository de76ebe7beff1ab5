import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { MSG } from '../../../common/messages/it.js';
import { FormCard } from '../../components/form-card.js';
import { StatusAlert } from '../../components/status-alert.js';
import { useStatus } from '../../components/use-status.js';
import { errorMessage } from '../../lib/api.js';
import { useLoginWithLink, useLoginWithLinkAndCode } from './api/login-with-link.js';
import { asksForCode, emptySecondFactor, SecondFactorField, secondFactorBody } from './second-factor-field.js';
import { useLinkParams } from '../../lib/use-link-params.js';

/** /login-link?id&token: the one-time link e-mailed when password logins are paused for an address. */
export function LoginLinkPage() {
  const { id, token, linkComplete } = useLinkParams();
  const login = useLoginWithLink(id, token);
  const withCode = useLoginWithLinkAndCode(id, token);
  const [factor, setFactor] = useState(emptySecondFactor);
  const { status, showError, clear } = useStatus();
  const navigate = useNavigate();
  const target = login.data ?? withCode.data;

  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [target, navigate]);

  const submitCode = (event: React.FormEvent) => {
    event.preventDefault();
    clear();
    withCode.mutate(secondFactorBody(factor), { onError: showError });
  };

  return (
    <FormCard title="Accesso con link">
      <title>Accesso con link · Studio</title>
      {linkComplete && login.isError && asksForCode(login.error) ? (
        <Box component="form" noValidate onSubmit={submitCode}>
          <StatusAlert status={status} onClose={clear} />
          <Stack spacing={2}>
            <SecondFactorField factor={factor} onChange={setFactor} />
            <Button type="submit" variant="contained" size="large" disabled={factor.value.trim() === '' || withCode.isPending}>
              Verifica e accedi
            </Button>
          </Stack>
        </Box>
      ) : linkComplete && !login.isError ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} />
          <span>Stiamo aprendo il tuo account…</span>
        </Stack>
      ) : (
        <Stack spacing={3}>
          <Alert severity="error" variant="outlined">
            {linkComplete ? errorMessage(login.error) : MSG.invalidLink}
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained" size="large">
            Vai al login
          </Button>
        </Stack>
      )}
    </FormCard>
  );
}
