import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import type { Status } from './use-status.js';

interface StatusAlertProps {
  status: Status | null;
  onClose?: () => void;
}

/**
 * The red or green message box of a form. It is part of every page's own code, never a chunk
 * of its own: a failure must be shown even when the server (and so any further file) is out
 * of reach (spec §8). A new message scrolls into view when it is out of it: the answer to a
 * button at the bottom of a long form is read where it appears.
 */
export function StatusAlert({ status, onClose }: StatusAlertProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const { top, bottom } = element.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) element.scrollIntoView({ block: 'center' });
  }, [status]);
  if (!status) return null;
  return (
    <Alert
      ref={box}
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
