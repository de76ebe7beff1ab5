import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { FormCard } from '../../components/form-card.js';
import { RegisterForm } from './register-form.js';

export function RegisterPage() {
  const [searchParams] = useSearchParams();
  const op = searchParams.get('op') === 'true';

  return (
    <FormCard
      maxWidth="md"
      title={op ? 'Registrati come professionista' : 'Crea il tuo account'}
      subtitle={
        op ? (
          <>
            Gestisci agenda, clienti, chat e documenti in un unico posto. Sei un cliente?{' '}
            <Link component={RouterLink} to="/register">
              Registrati come cliente
            </Link>
          </>
        ) : (
          <>
            Prenota appuntamenti, scrivi ai tuoi professionisti e scambia documenti. Sei un professionista?{' '}
            <Link component={RouterLink} to="/register?op=true">
              Registrati come professionista
            </Link>
          </>
        )
      }
    >
      <title>{op ? 'Registrazione professionista · Studio' : 'Registrazione · Studio'}</title>
      <RegisterForm key={op ? 'op' : 'client'} op={op} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        Hai già un account?{' '}
        <Link component={RouterLink} to="/login">
          Accedi
        </Link>
      </Typography>
    </FormCard>
  );
}
