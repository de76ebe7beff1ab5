import { useSearchParams } from 'react-router';
import { NotFound } from '../../components/not-found.js';
import { FormCard } from '../../components/form-card.js';
import { ResetPasswordForm } from './reset-password-form.js';

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  const token = searchParams.get('token');

  if (!id || !token) return <NotFound />;

  return (
    <FormCard title="Nuova password" subtitle="Scegli una nuova password per il tuo account.">
      <title>Nuova password · Studio</title>
      <ResetPasswordForm id={id} token={token} />
    </FormCard>
  );
}
