import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { Link as RouterLink } from 'react-router';

/** What replaces the registration form once it is sent: check the e-mail, then log in. */
export function RegisterSuccess({ message, onAgain }: { message: string; onAgain: () => void }) {
  return (
    <Stack spacing={3} sx={{ alignItems: 'stretch' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <MarkEmailReadOutlinedIcon color="primary" fontSize="large" />
        <Typography component="h2" variant="h5">
          Controlla la tua email
        </Typography>
      </Stack>
      <Alert severity="success" variant="outlined" role="status">
        {message}
      </Alert>
      <Button component={RouterLink} to="/login" variant="contained" size="large">
        Vai al login
      </Button>
      <Button onClick={onAgain} size="small">
        Ho sbagliato l’email: ripeti la registrazione
      </Button>
    </Stack>
  );
}
