import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { MSG } from '../../../common/messages/it.js';
import { FormCard } from '../../components/form-card.js';
import { errorMessage } from '../../lib/api.js';
import { useLoginWithLink } from './api/login-with-link.js';

/** /login-link?id&token: the one-time link e-mailed when password logins are paused for an address. */
export function LoginLinkPage() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  const token = searchParams.get('token') ?? '';
  const linkComplete = id !== '' && token !== '';
  const login = useLoginWithLink(id, token);
  const navigate = useNavigate();

  useEffect(() => {
    if (login.data) void navigate(login.data, { replace: true });
  }, [login.data, navigate]);

  return (
    <FormCard title="Accesso con link">
      <title>Accesso con link · Studio</title>
      {linkComplete && !login.isError ? (
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
