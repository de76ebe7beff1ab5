import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, useRouteError } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers.js';
import { RootRoute } from './app/root-route.js';
import { ErrorBoundary } from './components/error-boundary.js';
import { restoreToken } from './lib/session.js';

restoreToken();

const container = document.getElementById('root');
if (!container) throw new Error('#root manca in index.html');

/** What the router catches goes on to the app's own boundary and its Italian message. */
function ToAppBoundary(): never {
  throw useRouteError();
}

// A data router (for useBlocker: unsaved edits ask on Back and Forward too) with one splat route:
// the app's own <Routes> (app/router.tsx) match every address below it, as before.
const router = createBrowserRouter([{ path: '*', element: <RootRoute />, ErrorBoundary: ToAppBoundary }]);

createRoot(container).render(
  <StrictMode>
    <Providers>
      <ErrorBoundary variant="app">
        <RouterProvider router={router} />
      </ErrorBoundary>
    </Providers>
  </StrictMode>,
);
