import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Children, type ReactNode } from 'react';
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
        {Children.map(children, (section) => section && <ErrorBoundary variant="section">{section}</ErrorBoundary>)}
      </Stack>
    </Container>
  );
}
