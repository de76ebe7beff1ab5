import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { SERIES, type SeriesDate } from '../../../common/agenda.js';
import { WEEKDAYS_SHORT } from '../../../common/messages/dates.js';
import { SERIES_MSG } from '../../../common/messages/series.js';
import { slotRequest, slotWhen, type SelectedSlot } from '../../components/slot-grid/slot-request.js';
import { StatusAlert } from '../../components/status-alert.js';
import { useStatus } from '../../components/use-status.js';
import { errorMessage } from '../../lib/api.js';
import { useBookForClient } from './api/book-for-client.js';
import { useCreateSeries } from './api/create-series.js';
import { useFirstFieldFocus } from '../../components/use-first-field-focus.js';
import { useOwnServices } from './api/get-own-services.js';
import { usePreviewSeries, type SeriesData } from './api/preview-series.js';
import { useLinkedClients } from './api/search-linked-clients.js';

export interface BookedClient {
  id: number;
  nome: string;
  cognome: string;
}

interface ClientBookingDialogProps {
  /** The slot clicked in the agenda; without it the dialog asks for the day and the time. */
  selected?: SelectedSlot;
  /** The client whose page the dialog was opened from; without it the dialog asks which client. */
  client?: BookedClient;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** 'mer 25/11/26' */
const dateLabel = (giorno: string) =>
  `${WEEKDAYS_SHORT[new Date(`${giorno}T00:00:00Z`).getUTCDay()]} ${giorno.slice(8, 10)}/${giorno.slice(5, 7)}/${giorno.slice(2, 4)}`;

const bookable = (d: SeriesDate) => d.esito === 'libera' || d.esito === 'in_attesa';

/** The dates of a series and what each meets, the ones that cannot be booked first in mind. */
function SeriesDates({ dates }: { dates: SeriesDate[] }) {
  const skipped = dates.filter((d) => !bookable(d));
  return (
    <Box role="status" aria-live="polite">
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        {skipped.length === 0
          ? `Tutte le ${dates.length} date sono prenotabili.`
          : `${dates.length - skipped.length === 1 ? '1 data prenotabile' : `${dates.length - skipped.length} date prenotabili`}; ${skipped.length === 1 ? 'questa data non può essere prenotata e sarà saltata' : `queste ${skipped.length} date non possono essere prenotate e saranno saltate`}:`}
      </Typography>
      {skipped.length > 0 && (
        <Box component="ul" aria-label="Date non prenotabili" sx={{ m: 0, mb: 1, pl: 2.5, color: 'error.main' }}>
          {skipped.map((d) => (
            <li key={d.giorno}>
              <Typography variant="body2">
                {dateLabel(d.giorno)} alle {d.ora}: {SERIES_MSG.outcome[d.esito]}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      <Box component="ul" aria-label="Date della serie" sx={{ m: 0, pl: 2.5, maxHeight: 180, overflowY: 'auto' }}>
        {dates.filter(bookable).map((d) => (
          <li key={d.giorno}>
            <Typography variant="body2">
              {dateLabel(d.giorno)} alle {d.ora}
              {d.esito === 'in_attesa' ? ` (${SERIES_MSG.outcome.in_attesa.toLowerCase()})` : ''}
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The professional books a linked client: once, or every week or two weeks for a number of
 * appointments. A series is checked first: the dialog lists the dates that cannot be booked.
 */
export function ClientBookingDialog({ selected, client, onClose, onDone }: ClientBookingDialogProps) {
  const ids = useId();
  const { status, showError, clear } = useStatus();
  const services = useOwnServices();
  const [search, setSearch] = useState('');
  const clients = useLinkedClients(search.trim(), !client);
  const [chosenClient, setClientId] = useState(0);
  const [giorno, setGiorno] = useState(selected?.day.isoDate ?? '');
  const [ora, setOra] = useState(selected?.slot.ora ?? '');
  const [chosenService, setServiceId] = useState(0);
  const [note, setNote] = useState('');
  const [frequenza, setFrequenza] = useState<0 | 1 | 2>(0);
  const [occorrenze, setOccorrenze] = useState('10');
  const [checked, setChecked] = useState<{ key: string; dates: SeriesDate[] } | null>(null);
  const book = useBookForClient();
  const preview = usePreviewSeries();
  const create = useCreateSeries();
  const pending = book.isPending || preview.isPending || create.isPending;
  const firstField = useFirstFieldFocus<HTMLFormElement>();

  const options = clients.data ?? [];
  const clientId = client?.id ?? (options.some((c) => c.id === chosenClient) ? chosenClient : (options[0]?.id ?? 0));
  const serviceId = chosenService || (services.data?.[0]?.id ?? 0);
  // The dates checked stand only while nothing they depend on changes.
  const checkKey = [clientId, giorno, ora, frequenza, occorrenze, serviceId].join(' ');
  const dates = checked?.key === checkKey ? checked.dates : null;

  const altro = services.data?.find((s) => s.id === serviceId)?.altro ?? false;
  const slot = selected ? slotRequest(selected) : { giorno, ora: ora.replace(':', '') };
  const count = Number(occorrenze);
  const countValid = Number.isInteger(count) && count >= SERIES.minOccurrences && count <= SERIES.maxOccurrences;
  const incomplete = !clientId || !slot.giorno || !slot.ora || (altro && !note.trim()) || (frequenza > 0 && !countValid);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    clear();
    const base = { clientId, ...slot, serviceId, note };
    if (frequenza === 0) {
      book.mutate(base, { onSuccess: (res) => onDone(res.message), onError: showError });
      return;
    }
    const series: SeriesData = { ...base, frequenza, occorrenze: count };
    if (!dates) {
      preview.mutate(series, { onSuccess: (list) => setChecked({ key: checkKey, dates: list }), onError: showError });
      return;
    }
    create.mutate(series, { onSuccess: (res) => onDone(res.message), onError: showError });
  };

  const bookableCount = dates?.filter(bookable).length ?? 0;
  const submitLabel =
    frequenza === 0
      ? 'Prenota'
      : !dates
        ? 'Verifica le date'
        : bookableCount === 1
          ? 'Prenota 1 appuntamento'
          : `Prenota ${bookableCount} appuntamenti`;

  return (
    <Dialog open onClose={pending ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby={`${ids}-title`}>
      <DialogTitle id={`${ids}-title`}>
        {selected
          ? `Prenota per un cliente: ${slotWhen(selected)}`
          : `Prenota per ${client?.nome ?? ''} ${client?.cognome ?? ''}`}
      </DialogTitle>
      <form ref={firstField} noValidate onSubmit={submit}>
        <DialogContent>
          <Stack sx={{ gap: 2.5, pt: 1 }}>
            <StatusAlert status={status} onClose={clear} />
            {!client && (
              <>
                <TextField
                  label="Cerca cliente"
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                  placeholder="Nome, cognome o email"
                />
                <TextField
                  select
                  label="Cliente"
                  value={String(clientId)}
                  onChange={(e) => setClientId(Number(e.target.value))}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                  helperText={clients.isSuccess && options.length === 0 ? 'Nessun cliente accettato trovato.' : ' '}
                >
                  {options.length === 0 && <option value="0">—</option>}
                  {options.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.nome} {c.cognome} ({c.email})
                    </option>
                  ))}
                </TextField>
              </>
            )}
            {!selected && (
              <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
                <TextField
                  type="date"
                  label="Giorno"
                  value={giorno}
                  onChange={(e) => setGiorno(e.target.value)}
                  slotProps={{ inputLabel: { shrink: true } }}
                  fullWidth
                />
                <TextField
                  type="time"
                  label="Ora"
                  value={ora}
                  onChange={(e) => setOra(e.target.value)}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1800 } }}
                  helperText="Alle ore intere o alle mezze ore."
                  fullWidth
                />
              </Stack>
            )}
            {services.isError ? (
              <StatusAlert status={{ kind: 'error', text: errorMessage(services.error) }} />
            ) : !services.data ? (
              <Box sx={{ display: 'grid', placeItems: 'center', py: 2 }}>
                <CircularProgress size={32} aria-label="Caricamento dei servizi" />
              </Box>
            ) : (
              <TextField
                select
                label="Servizio"
                value={String(serviceId)}
                onChange={(e) => setServiceId(Number(e.target.value))}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                {services.data.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.nome}
                  </option>
                ))}
              </TextField>
            )}
            <TextField
              label={altro ? 'Descrizione (obbligatoria)' : 'Note'}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              multiline
              minRows={2}
              required={altro}
            />
            <FormControl>
              <FormLabel id={`${ids}-repeat`}>Ripeti</FormLabel>
              <RadioGroup
                row
                aria-labelledby={`${ids}-repeat`}
                value={String(frequenza)}
                onChange={(e) => setFrequenza(Number(e.target.value) as 0 | 1 | 2)}
              >
                <FormControlLabel value="0" control={<Radio />} label="Solo questa volta" />
                <FormControlLabel value="1" control={<Radio />} label="Ogni settimana" />
                <FormControlLabel value="2" control={<Radio />} label="Ogni due settimane" />
              </RadioGroup>
            </FormControl>
            {frequenza > 0 && (
              <TextField
                type="number"
                label="Numero di appuntamenti"
                value={occorrenze}
                onChange={(e) => setOccorrenze(e.target.value)}
                slotProps={{ htmlInput: { min: SERIES.minOccurrences, max: SERIES.maxOccurrences } }}
                error={!countValid}
                helperText={
                  countValid
                    ? 'Stesso giorno della settimana e stessa ora. Le date oltre le 12 settimane vengono prenotate quando entrano nell’agenda.'
                    : SERIES_MSG.occurrencesInvalid
                }
              />
            )}
            {dates && <SeriesDates dates={dates} />}
            <Typography variant="body2" color="text.secondary">
              {frequenza === 0
                ? 'Tu e il cliente riceverete una email di conferma con l’evento per il calendario.'
                : 'Tu e il cliente riceverete una email con tutte le date della serie.'}
            </Typography>
            {frequenza === 0 && selected?.slot.stato === 1 && (
              <Typography variant="body2" color="text.secondary">
                Questo orario è chiuso ai clienti: puoi comunque prenotarlo tu.
              </Typography>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit" disabled={pending}>
            Annulla
          </Button>
          <Button type="submit" variant="contained" disabled={incomplete || pending || (!!dates && bookableCount === 0)}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
