import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { NewFeedResponse } from '../../../common/calendars.js';
import { CALENDARS_MSG } from '../../../common/messages/calendars.js';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { OutlinedField } from '../../components/outlined-field.js';
import { PageLoader } from '../../components/page-loader.js';
import { StatusAlert } from '../../components/status-alert.js';
import { useStatus } from '../../components/use-status.js';
import { errorMessage } from '../../lib/api.js';
import { formatDateTime } from '../../lib/dates.js';
import { useCalendarFeed, useNewCalendarFeed, useSetCalendarFeedPrivacy, useTurnOffCalendarFeed } from './api/calendar-feed.js';

/**
 * /account: the private address of the user's appointments as a calendar to subscribe to
 * (Google, Apple, Outlook). The address is shown only when it is made: the server keeps only
 * its hash, so a lost address is replaced by a new one.
 */
export function CalendarFeedSection({ op }: { op: boolean }) {
  const feed = useCalendarFeed();
  const make = useNewCalendarFeed();
  const privacy = useSetCalendarFeedPrivacy();
  const turnOff = useTurnOffCalendarFeed();
  const { status, showError, showSuccess, clear } = useStatus();
  const [fresh, setFresh] = useState<NewFeedResponse | null>(null);
  const [confirm, setConfirm] = useState<'renew' | 'off' | null>(null);
  const [copied, setCopied] = useState(false);

  if (feed.isPending) return <PageLoader />;
  if (feed.isError) return <StatusAlert status={{ kind: 'error', text: errorMessage(feed.error) }} />;
  const { attivo, privato, creato } = feed.data;

  const create = () => {
    clear();
    setConfirm(null);
    setCopied(false);
    make.mutate(undefined, {
      onSuccess: (data) => {
        setFresh(data);
        showSuccess(data.message, true);
      },
      onError: showError,
    });
  };
  const stop = () => {
    clear();
    turnOff.mutate(undefined, {
      onSuccess: (data) => {
        setConfirm(null);
        setFresh(null);
        showSuccess(data.message);
      },
      onError: (error) => {
        setConfirm(null);
        showError(error);
      },
    });
  };
  const copy = (url: string) => {
    void navigator.clipboard?.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {op
          ? 'Le prenotazioni dei tuoi clienti compaiono nel tuo calendario (Google, Apple, Outlook) e si aggiornano da sole: nuove, annullate, con il collegamento della videochiamata.'
          : 'I tuoi appuntamenti con tutti i professionisti compaiono nel tuo calendario (Google, Apple, Outlook) e si aggiornano da soli.'}{' '}
        L’indirizzo è privato: chi lo conosce vede i tuoi appuntamenti, quindi non condividerlo.
      </Typography>
      <StatusAlert status={status} onClose={clear} />
      {attivo && fresh && (
        <Stack spacing={1.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}>
            <OutlinedField label="Indirizzo del calendario" value={fresh.url} readOnly />
            <Button
              variant="outlined"
              startIcon={<ContentCopyIcon />}
              onClick={() => copy(fresh.url)}
              sx={{ flexShrink: 0, minHeight: 56 }}
            >
              {copied ? 'Copiato' : 'Copia'}
            </Button>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
            <Button variant="contained" startIcon={<EventOutlinedIcon />} href={fresh.webcal}>
              Apri nell’app Calendario
            </Button>
            <Button variant="outlined" href={fresh.google} target="_blank" rel="noopener noreferrer">
              Aggiungi a Google Calendar
            </Button>
          </Stack>
          <Typography variant="caption" color="text.secondary">
            In Outlook: Aggiungi calendario › Sottoscrivi dal Web, e incolla l’indirizzo. Google e Outlook aggiornano i calendari
            sottoscritti ogni poche ore; Apple Calendario con la frequenza che scegli.
          </Typography>
        </Stack>
      )}
      {attivo && !fresh && creato && (
        <Typography variant="body2">
          Calendario attivo dal {formatDateTime(new Date(creato))}. Per sicurezza l’indirizzo si vede solo quando lo crei: se non
          lo hai più, creane uno nuovo (il precedente smetterà di funzionare).
        </Typography>
      )}
      {attivo && op && (
        <FormControlLabel
          control={
            <Switch
              checked={privato}
              disabled={privacy.isPending}
              onChange={(event) => {
                clear();
                privacy.mutate(event.target.checked, {
                  onSuccess: (data) => showSuccess(data.message),
                  onError: showError,
                });
              }}
            />
          }
          label={`Mostra solo “${CALENDARS_MSG.privateTitle}”, senza nome del cliente, servizio e note`}
        />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
        {!attivo && (
          <Button variant="contained" onClick={create} disabled={make.isPending} sx={{ alignSelf: 'flex-start' }}>
            Crea l’indirizzo del calendario
          </Button>
        )}
        {attivo && (
          <>
            <Button variant="outlined" onClick={() => setConfirm('renew')} disabled={make.isPending}>
              Crea un nuovo indirizzo
            </Button>
            <Button color="error" onClick={() => setConfirm('off')} disabled={turnOff.isPending}>
              Disattiva
            </Button>
          </>
        )}
      </Stack>
      <ConfirmDialog
        open={confirm === 'renew'}
        title="Creare un nuovo indirizzo?"
        confirmLabel="Crea nuovo indirizzo"
        pending={make.isPending}
        onConfirm={create}
        onClose={() => setConfirm(null)}
      >
        L’indirizzo attuale smetterà subito di funzionare: i calendari che lo usano non si aggiorneranno più finché non aggiungi
        il nuovo.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'off'}
        title="Disattivare il calendario?"
        confirmLabel="Disattiva"
        danger
        pending={turnOff.isPending}
        onConfirm={stop}
        onClose={() => setConfirm(null)}
      >
        L’indirizzo smetterà subito di funzionare. Potrai crearne uno nuovo quando vuoi.
      </ConfirmDialog>
    </Stack>
  );
}
