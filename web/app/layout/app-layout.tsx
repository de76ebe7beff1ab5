import { Suspense } from 'react';
import Box from '@mui/material/Box';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../../components/error-boundary.js';
import { PageLoader } from '../../components/page-loader.js';
import { Footer } from './footer.js';
import { TopBar } from './top-bar.js';

/** Top bar and footer stay whatever the page does: a failed page shows its recovery message between them. */
export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <TopBar />
      <Box component="main" sx={{ flexGrow: 1 }}>
        <ErrorBoundary variant="page" resetKey={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Box>
      <Footer />
    </Box>
  );
}
