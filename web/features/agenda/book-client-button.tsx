import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { StatusAlert } from '../../components/status-alert.js';
import { useStatus } from '../../components/use-status.js';
import { ClientBookingDialog, type BookedClient } from './client-booking-dialog.js';

/** On the professional's page on a client: book them once or as a series, choosing day and time. */
export function BookClientButton({ client }: { client: BookedClient }) {
  const [open, setOpen] = useState(false);
  const { status, showSuccess, clear } = useStatus();
  return (
    <Stack sx={{ gap: 1.5, alignItems: 'flex-start' }}>
      <StatusAlert status={status} onClose={clear} />
      <Button
        variant="contained"
        onClick={() => {
          clear();
          setOpen(true);
        }}
      >
        Prenota un appuntamento
      </Button>
      {open && (
        <ClientBookingDialog
          client={client}
          onClose={() => setOpen(false)}
          onDone={(message) => {
            setOpen(false);
            showSuccess(message);
          }}
        />
      )}
    </Stack>
  );
}
