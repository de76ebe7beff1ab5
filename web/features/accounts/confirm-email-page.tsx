import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { MSG } from '../../../common/messages/it.js';
import { FormCard } from '../../components/form-card.js';
import { errorMessage } from '../../lib/api.js';
import { useConfirmEmail } from './api/confirm-email.js';

export function ConfirmEmailPage() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  const token = searchParams.get('token') ?? '';
  const confirm = useConfirmEmail(id, token);
  const linkComplete = id !== '' && token !== '';

  return (
    <FormCard title="Conferma email">
      <title>Conferma email · Studio</title>
      {linkComplete && confirm.isPending ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} />
          <span>Stiamo confermando il tuo indirizzo…</span>
        </Stack>
      ) : (
        <Stack spacing={3}>
          {confirm.isSuccess ? (
            <Alert severity="success" variant="outlined" role="status">
              {MSG.emailConfirmed}
            </Alert>
          ) : (
            <Alert severity="error" variant="outlined">
              {linkComplete ? errorMessage(confirm.error) : MSG.invalidLink}
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
