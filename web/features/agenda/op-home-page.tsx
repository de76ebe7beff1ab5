import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageLoader } from '../../components/page-loader.js';
import { useMe } from '../../lib/use-me.js';
import { ClientsSection } from '../links/clients-section.js';
import { SubscriptionBanner } from '../subscriptions/subscription-banner.js';
import { OperatorAgenda } from './operator-agenda.js';

/** /op: the professional's home, made of independent sections. */
export function OpHomePage() {
  const { data: me } = useMe();
  if (!me) return <PageLoader />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <title>Home · Studio</title>
      <Stack sx={{ gap: 3 }}>
        <div>
          <Typography component="h1" variant="h4">
            Benvenuto, {me.nome}
          </Typography>
          {me.nome_azienda && <Typography color="text.secondary">{me.nome_azienda}</Typography>}
        </div>
        <SubscriptionBanner />
        <ClientsSection />
        <OperatorAgenda />
      </Stack>
    </Container>
  );
}
