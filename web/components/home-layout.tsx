import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Children, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useMe } from '../lib/use-me.js';
import { ErrorBoundary } from './error-boundary.js';
import { PageLoader } from './page-loader.js';

/** A home page: the greeting, a subtitle, then independent sections (each fails on its own). */
export function HomeLayout({
  subtitle,
  children,
}: {
  subtitle: (me: { nome_azienda: string }) => ReactNode;
  children: ReactNode;
}) {
  const { data: me } = useMe();
  // Why another page sent the user home (a link that is gone or not accepted yet).
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;
  const [noticeClosed, setNoticeClosed] = useState(false);
  if (!me) return <PageLoader />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <title>Home · Studio</title>
      <Stack sx={{ gap: 3 }}>
        <div>
          <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
            Benvenuto, {me.nome}
          </Typography>
          {subtitle(me) && (
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {subtitle(me)}
            </Typography>
          )}
        </div>
        {typeof notice === 'string' && !noticeClosed && (
          <Alert severity="warning" variant="outlined" onClose={() => setNoticeClosed(true)}>
            {notice}
          </Alert>
        )}
        {Children.map(children, (section) => section && <ErrorBoundary variant="section">{section}</ErrorBoundary>)}
      </Stack>
    </Container>
  );
}
