import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { companyLine } from '../../../common/company.js';
import { useCompany } from '../../lib/use-company.js';

export function HelpLinks() {
  const company = useCompany();
  return (
    <Stack spacing={1.5}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Altri riferimenti
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Le regole del servizio sono nei{' '}
        <Link component={RouterLink} to="/termini">
          Termini e condizioni
        </Link>
        ; come trattiamo i tuoi dati è spiegato nell&apos;
        <Link component={RouterLink} to="/privacy">
          Informativa privacy
        </Link>
        .
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Per esercitare i tuoi diritti sui dati personali scrivi a{' '}
        <Link href={`mailto:${company.emailPrivacy}`}>{company.emailPrivacy}</Link>. Il servizio è fornito da{' '}
        {companyLine(company)}.
      </Typography>
    </Stack>
  );
}
