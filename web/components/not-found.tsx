import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { MSG } from '../../common/messages/it.js';
import { Link as RouterLink } from 'react-router';

export function NotFound() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, sm: 12 } }}>
      <title>Pagina non trovata · Studio</title>
      <meta name="robots" content="noindex" />
      <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <SearchOffIcon color="primary" sx={{ fontSize: 72 }} />
        <Typography component="h1" variant="h4">
          {MSG.notFoundPage}
        </Typography>
        <Typography color="text.secondary">
          Il link che hai seguito potrebbe essere errato o la pagina potrebbe essere stata spostata.
        </Typography>
        <Button component={RouterLink} to="/" variant="contained" size="large">
          Torna alla home
        </Button>
      </Stack>
    </Container>
  );
}
