import { lazy, Suspense } from 'react';
import type { Status } from './use-status.js';

const StatusMessage = lazy(async () => ({ default: (await import('./status-message.js')).StatusMessage }));

interface StatusAlertProps {
  status: Status | null;
  onClose?: () => void;
}

/** Loads MUI's Alert only when there is something to say, keeping it out of the form pages' first load. */
export function StatusAlert({ status, onClose }: StatusAlertProps) {
  if (!status) return null;
  return (
    <Suspense fallback={null}>
      <StatusMessage status={status} onClose={onClose} />
    </Suspense>
  );
}
