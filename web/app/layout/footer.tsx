import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { companyLine } from '../../../common/company-line.js';
import { useCompany } from '../../lib/use-company.js';

export function Footer() {
  const company = useCompany();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 3, mt: 'auto' }}>
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1.5, sm: 3 }}
          sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography variant="body2" color="text.secondary">
            © {new Date().getFullYear()} {companyLine(company)} · Dati custoditi su server in Italia
          </Typography>
          <Stack direction="row" spacing={3}>
            <Link component={RouterLink} to="/termini" variant="body2" color="text.secondary">
              Termini e condizioni
            </Link>
            <Link component={RouterLink} to="/privacy" variant="body2" color="text.secondary">
              Privacy
            </Link>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
