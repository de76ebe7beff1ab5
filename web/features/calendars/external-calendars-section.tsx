import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  addExternalCalendarSchema,
  MAX_EXTERNAL_CALENDARS,
  PAUSE_AFTER_REFUSALS,
  type ExternalCalendarInfo,
} from '../../../common/external-calendars.js';
import { EXTERNAL_CAL_MSG } from '../../../common/messages/external-calendars.js';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { applyFieldErrors } from '../../components/field-errors.js';
import { FormCheckbox } from '../../components/form-checkbox.js';
import { FormTextField } from '../../components/form-text-field.js';
import { StatusAlert } from '../../components/status-alert.js';
import { useStatus } from '../../components/use-status.js';
import { errorMessage } from '../../lib/api.js';
import { formatDateTime } from '../../lib/dates.js';
import { useAddExternalCalendar, type AddExternalCalendarData } from './api/add-external-calendar.js';
import { useExternalCalendars } from './api/get-external-calendars.js';
import { useRefreshExternalCalendar } from './api/refresh-external-calendar.js';
import { useRemoveExternalCalendar } from './api/remove-external-calendar.js';
import { useSetExternalCalendarTitles } from './api/set-external-calendar-titles.js';

type AddInput = z.input<typeof addExternalCalendarSchema>;
const emptyValues: AddInput = { indirizzo: '', nome: '', mostraTitoli: false };

/**
 * /account: the professional's own calendars (Google, Outlook, Apple). Their events make the
 * agenda's slots not bookable; each shows when it was last read and, if the last try failed, why.
 */
export function ExternalCalendarsSection() {
  const calendars = useExternalCalendars();
  const { status, showError, showSuccess, clear } = useStatus();
  const [removing, setRemoving] = useState<ExternalCalendarInfo | null>(null);
  const remove = useRemoveExternalCalendar();

  if (calendars.isPending) return <CircularProgress size={24} />;
  if (calendars.isError) return <StatusAlert status={{ kind: 'error', text: errorMessage(calendars.error) }} />;
  const { calendari, intervalloMinuti } = calendars.data;

  return (
    <Stack spacing={3}>
      <StatusAlert status={status} onClose={clear} />
      {calendari.length > 0 && (
        <Box component="ul" aria-label="Calendari collegati" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {calendari.map((calendar) => (
            <CalendarRow
              key={calendar.id}
              calendar={calendar}
              onDone={showSuccess}
              onError={showError}
              onRemove={() => {
                clear();
                setRemoving(calendar);
              }}
            />
          ))}
        </Box>
      )}
      <Typography variant="body2" color="text.secondary">
        Studio legge i tuoi calendari ogni {intervalloMinuti} minuti. Gli appuntamenti già prenotati non vengono mai toccati: se
        un nuovo impegno si sovrappone a uno di essi ti avvisiamo via email.
      </Typography>
      {calendari.length < MAX_EXTERNAL_CALENDARS && <AddCalendarForm onDone={showSuccess} onError={showError} clear={clear} />}
      {removing && (
        <ConfirmDialog
          open
          danger
          title={`Scollegare “${removing.nome}”?`}
          confirmLabel="Scollega"
          pending={remove.isPending}
          onClose={() => setRemoving(null)}
          onConfirm={() =>
            remove.mutate(removing.id, {
              onSuccess: (data) => showSuccess(data.message),
              onError: showError,
              onSettled: () => setRemoving(null),
            })
          }
        >
          <Typography color="text.secondary">
            I suoi impegni non renderanno più occupati gli orari della tua agenda. Puoi collegarlo di nuovo quando vuoi.
          </Typography>
        </ConfirmDialog>
      )}
    </Stack>
  );
}

interface CalendarRowProps {
  calendar: ExternalCalendarInfo;
  onDone: (message: string) => void;
  onError: (error: unknown) => void;
  onRemove: () => void;
}

function CalendarRow({ calendar, onDone, onError, onRemove }: CalendarRowProps) {
  const refresh = useRefreshExternalCalendar();
  const titles = useSetExternalCalendarTitles();
  const lastGood = calendar.ultimoAggiornamento ? formatDateTime(new Date(calendar.ultimoAggiornamento)) : null;

  return (
    <Stack component="li" spacing={1} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{calendar.nome}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {calendar.indirizzo}
          </Typography>
          {!calendar.errore && lastGood && (
            <Typography variant="body2" color="text.secondary">
              Aggiornato il {lastGood} ·{' '}
              {calendar.impegni === 1
                ? '1 impegno nelle prossime settimane'
                : `${calendar.impegni} impegni nelle prossime settimane`}
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            variant="outlined"
            disabled={refresh.isPending}
            onClick={() =>
              refresh.mutate(calendar.id, {
                onSuccess: (data) => (data.calendario.errore ? undefined : onDone(data.message)),
                onError,
              })
            }
          >
            {refresh.isPending ? 'Aggiornamento…' : calendar.sospeso ? 'Riprova' : 'Aggiorna ora'}
          </Button>
          <Button size="small" color="error" onClick={onRemove}>
            Scollega
          </Button>
        </Stack>
      </Stack>
      {calendar.errore && (
        <Alert severity={calendar.sospeso ? 'error' : 'warning'} variant="outlined">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {lastGood ? `Ultimo aggiornamento riuscito: ${lastGood}.` : 'Il calendario non è ancora stato letto.'} L’agenda
            continua a usare gli ultimi impegni letti.
          </Typography>
          <Typography variant="body2">
            {calendar.ultimoTentativo ? `Tentativo del ${formatDateTime(new Date(calendar.ultimoTentativo))}: ` : ''}
            {calendar.errore}
          </Typography>
          {calendar.sospeso && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {EXTERNAL_CAL_MSG.paused(PAUSE_AFTER_REFUSALS)}
            </Typography>
          )}
        </Alert>
      )}
      <FormControlLabel
        control={
          <Switch
            checked={calendar.mostraTitoli}
            disabled={titles.isPending}
            onChange={(event) =>
              titles.mutate(
                { id: calendar.id, mostraTitoli: event.target.checked },
                { onSuccess: (data) => onDone(data.message), onError },
              )
            }
          />
        }
        label="Mostra nella mia agenda i titoli degli impegni (solo tu li vedi)"
      />
    </Stack>
  );
}

interface AddCalendarFormProps {
  onDone: (message: string) => void;
  onError: (error: unknown) => void;
  clear: () => void;
}

function AddCalendarForm({ onDone, onError, clear }: AddCalendarFormProps) {
  const add = useAddExternalCalendar();
  const { control, handleSubmit, setError, reset, formState } = useForm<AddInput, unknown, AddExternalCalendarData>({
    resolver: zodResolver(addExternalCalendarSchema),
    mode: 'onTouched',
    defaultValues: emptyValues,
  });

  const onSubmit = handleSubmit((values) => {
    clear();
    add.mutate(values, {
      onSuccess: (data) => {
        reset(emptyValues);
        onDone(data.message);
      },
      onError: (error) => {
        applyFieldErrors(error, setError, ['indirizzo', 'nome']);
        onError(error);
      },
    });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Collega un calendario">
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        Collega un calendario
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Copia l’indirizzo segreto in formato iCal: in Google Calendar da Impostazioni › il tuo calendario › “Indirizzo segreto in
        formato iCal”; in Outlook da Impostazioni › Calendario › Calendari condivisi › Pubblica un calendario (link ICS); in Apple
        Calendario da Condividi calendario › Calendario pubblico (indirizzo webcal://).
      </Typography>
      <Grid container rowSpacing={1} columnSpacing={2.5}>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormTextField
            control={control}
            name="indirizzo"
            label="Indirizzo segreto in formato iCal"
            autoComplete="off"
            required
            helperText="Inizia con https:// o webcal://"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField control={control} name="nome" label="Nome (facoltativo)" autoComplete="off" />
        </Grid>
        <Grid size={12}>
          <FormCheckbox control={control} name="mostraTitoli" label="Mostra nella mia agenda i titoli degli impegni" />
        </Grid>
      </Grid>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button type="submit" variant="contained" disabled={!formState.isValid || add.isPending}>
          {add.isPending ? 'Lettura del calendario…' : 'Collega calendario'}
        </Button>
      </Box>
    </Box>
  );
}
