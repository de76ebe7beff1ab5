import { Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary.js';
import { PageLoader } from '../components/page-loader.js';
import { UnsavedChangesGuard } from '../components/unsaved-changes.js';
import { setUnauthorizedHandler } from '../lib/api.js';
import { queryClient } from '../lib/query-client.js';
import { useLiveUpdates } from '../lib/use-live-updates.js';
import { useUnreadTitle } from '../lib/use-unread.js';
import { AppRoutes } from './router.js';

function useSessionExpiry() {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      queryClient.clear();
      void navigate('/login', { replace: true });
    });
  }, [navigate]);
}

function useScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    // An address with a section (`/account#orari`) is scrolled by the page to that section.
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);
}

/** The pages with their own layout (the landing page) fail here; the others inside AppLayout. */
export function RootRoute() {
  useSessionExpiry();
  useScrollToTop();
  useLiveUpdates();
  useUnreadTitle();
  const { pathname } = useLocation();
  return (
    <ErrorBoundary variant="page" resetKey={pathname}>
      <Suspense fallback={<PageLoader />}>
        <AppRoutes />
      </Suspense>
      <UnsavedChangesGuard />
    </ErrorBoundary>
  );
}
