import { Component, type ErrorInfo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ChunkLoadError } from '../lib/lazy-chunk.js';

/** The recovery texts: web-only, shown when the app itself (not the server) fails. */
export const RECOVERY_MSG = {
  title: 'Qualcosa non ha funzionato',
  chunk:
    'Non è stato possibile caricare questa parte di Studio: la connessione potrebbe essersi interrotta, oppure è disponibile una nuova versione.',
  render: 'Si è verificato un errore imprevisto nel mostrare questa parte della pagina.',
  action: 'Ricarica la pagina per continuare.',
  reload: 'Ricarica',
} as const;

type Variant = 'app' | 'page' | 'section' | 'overlay';

interface RecoveryMessageProps {
  variant: Variant;
  chunk: boolean;
}

/** What a failed screen or section shows instead of nothing: the reason and a 'Ricarica' button. */
export function RecoveryMessage({ variant, chunk }: RecoveryMessageProps) {
  if (variant === 'overlay') {
    return (
      <Box
        sx={{
          position: 'fixed',
          inset: 0,
          zIndex: 'modal',
          display: 'grid',
          placeItems: 'center',
          p: 2,
          bgcolor: 'rgba(0, 0, 0, 0.6)',
        }}
      >
        <Box sx={{ width: '100%', maxWidth: 560 }}>
          <RecoveryMessage variant="section" chunk={chunk} />
        </Box>
      </Box>
    );
  }
  const section = variant === 'section';
  return (
    <Box
      role="alert"
      sx={{
        display: 'grid',
        justifyItems: 'center',
        alignContent: 'center',
        gap: 2,
        textAlign: 'center',
        px: 3,
        py: section ? 4 : { xs: 8, sm: 12 },
        minHeight: variant === 'app' ? '100vh' : undefined,
        ...(section && { border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper' }),
      }}
    >
      <Typography component={section ? 'h2' : 'h1'} variant={section ? 'h6' : 'h4'}>
        {RECOVERY_MSG.title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
        {chunk ? RECOVERY_MSG.chunk : RECOVERY_MSG.render} {RECOVERY_MSG.action}
      </Typography>
      <Button variant="contained" size={section ? 'medium' : 'large'} onClick={() => window.location.reload()}>
        {RECOVERY_MSG.reload}
      </Button>
    </Box>
  );
}

interface ErrorBoundaryProps {
  /**
   * 'app' fills the window, 'page' the layout's main area, 'section' one part of a page,
   * 'overlay' a dialog or drawer (shown above the page, which stays as it was).
   */
  variant: Variant;
  /** A change (e.g. the path) clears a failure, so another page can show. */
  resetKey?: unknown;
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
  chunk: boolean;
}

/**
 * Catches what its children throw while rendering (a bug, or a chunk that did not load) and
 * shows the recovery message in their place; everything outside keeps working, with what the
 * user typed there.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, chunk: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failed: true, chunk: error instanceof ChunkLoadError };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false, chunk: false });
  }

  override render() {
    if (this.state.failed) return <RecoveryMessage variant={this.props.variant} chunk={this.state.chunk} />;
    return this.props.children;
  }
}
