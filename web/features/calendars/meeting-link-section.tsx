import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageLoader } from '../../components/page-loader.js';
import { OutlinedField } from '../../components/outlined-field.js';
import { StatusAlert } from '../../components/status-alert.js';
import { useStatus } from '../../components/use-status.js';
import { errorMessage } from '../../lib/api.js';
import { useMeetingLink, useSetMeetingLink } from './api/meeting-link.js';

/**
 * /account (professionals): the link of online appointments. Empty: each booking gets a new
 * Jitsi Meet room; set: the professional's own fixed room (Zoom, Meet, Teams…).
 */
export function MeetingLinkSection() {
  const saved = useMeetingLink();
  if (saved.isPending) return <PageLoader />;
  if (saved.isError) return <StatusAlert status={{ kind: 'error', text: errorMessage(saved.error) }} />;
  return <MeetingLinkForm initial={saved.data.link} />;
}

function MeetingLinkForm({ initial }: { initial: string }) {
  const save = useSetMeetingLink();
  const [link, setLink] = useState(initial);
  const { status, showError, showSuccess, clear } = useStatus();

  const submit = (value: string) => {
    clear();
    save.mutate(value, {
      onSuccess: (data) => {
        setLink(value);
        showSuccess(data.message);
      },
      onError: showError,
    });
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={1.5}
      onSubmit={(event) => {
        event.preventDefault();
        submit(link.trim());
      }}
    >
      <Typography variant="body2" color="text.secondary">
        Per i servizi online Studio crea una stanza Jitsi Meet nuova per ogni appuntamento: si apre dal browser, senza account né
        installazioni. Se preferisci la tua stanza fissa (ad esempio Zoom, Google Meet o Teams), incolla qui il suo indirizzo.
      </Typography>
      <StatusAlert status={status} onClose={clear} />
      <OutlinedField
        label="Il tuo collegamento fisso (facoltativo)"
        value={link}
        onChange={(event) => setLink(event.target.value)}
        helperText="Vuoto: una stanza Jitsi Meet nuova per ogni appuntamento. Vale per le prenotazioni future."
      />
      <Stack direction="row" sx={{ gap: 1 }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Salva
        </Button>
        {initial && (
          <Button color="inherit" disabled={save.isPending} onClick={() => submit('')}>
            Usa Jitsi Meet
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
