import { useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/**
 * Under the top bar while the browser is offline. Nothing is queued meanwhile: an action
 * tried offline fails at once with §8's message (mutations run with networkMode 'always'),
 * so nothing is sent later without the user knowing.
 */
export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine);
  if (online) return null;
  return (
    <Alert severity="warning" variant="filled" role="status" sx={{ borderRadius: 0, justifyContent: 'center' }}>
      Sei offline: le modifiche non verranno inviate finché la connessione non torna.
    </Alert>
  );
}
