import { useCallback, useEffect, useState } from 'react';
import { UI } from '../../common/constants.js';
import { errorMessage } from '../lib/api.js';

export interface Status {
  kind: 'success' | 'error';
  text: string;
  persistent?: boolean;
}

/** The message box of a form: errors stay until the next attempt, successes fade after UI.toastMs. */
export function useStatus() {
  const [status, setStatus] = useState<Status | null>(null);

  useEffect(() => {
    if (status?.kind !== 'success' || status.persistent) return;
    const timer = window.setTimeout(() => setStatus(null), UI.toastMs);
    return () => window.clearTimeout(timer);
  }, [status]);

  const showError = useCallback((error: unknown) => setStatus({ kind: 'error', text: errorMessage(error) }), []);
  const showSuccess = useCallback((text: string, persistent = false) => setStatus({ kind: 'success', text, persistent }), []);
  const clear = useCallback(() => setStatus(null), []);

  return { status, showError, showSuccess, clear };
}
