import Alert from '@mui/material/Alert';
import type { Status } from './use-status.js';

interface StatusMessageProps {
  status: Status;
  onClose?: () => void;
}

export function StatusMessage({ status, onClose }: StatusMessageProps) {
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
