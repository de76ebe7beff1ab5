import Alert from '@mui/material/Alert';
import type { Status } from './use-status.js';

interface StatusAlertProps {
  status: Status | null;
  onClose?: () => void;
}

/**
 * The red or green message box of a form. It is part of every page's own code, never a chunk
 * of its own: a failure must be shown even when the server (and so any further file) is out
 * of reach (spec §8).
 */
export function StatusAlert({ status, onClose }: StatusAlertProps) {
  if (!status) return null;
  return (
    <Alert
      severity={status.kind}
      variant="outlined"
      role={status.kind === 'error' ? 'alert' : 'status'}
      onClose={status.kind === 'error' ? onClose : undefined}
      sx={{ mb: 2 }}
    >
      {status.text}
    </Alert>
  );
}
