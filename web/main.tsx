import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers.js';
import { RootRoute } from './app/root-route.js';
import { ErrorBoundary } from './components/error-boundary.js';
import { restoreToken } from './lib/session.js';

restoreToken();

const container = document.getElementById('root');
if (!container) throw new Error('#root manca in index.html');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <ErrorBoundary variant="app">
        <BrowserRouter>
          <RootRoute />
        </BrowserRouter>
      </ErrorBoundary>
    </Providers>
  </StrictMode>,
);
