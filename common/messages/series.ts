import { videoLines, type BookingMailFacts, type EmailContent } from './emails.js';

/** Bookings the professional makes for a client, and weekly or fortnightly series. */
export const SERIES_MSG = {
  clientBookingCreated: 'Prenotazione creata con successo. Tu e il cliente riceverete una email coi dettagli.',
  frequencyInvalid: 'Scegli se ripetere l’appuntamento ogni settimana o ogni due settimane.',
  occurrencesInvalid: 'Il numero di appuntamenti della serie deve essere tra 2 e 52.',
  scopeInvalid: 'Scegli se annullare solo questo appuntamento o anche i successivi.',
  nothingBookable: 'Nessuna data della serie è prenotabile: scegli un altro giorno o un altro orario.',
  seriesCreated: (booked: number, skipped: number, later: number) =>
    [
      booked === 1 ? 'Serie creata: 1 appuntamento prenotato' : `Serie creata: ${booked} appuntamenti prenotati`,
      skipped ? `${skipped === 1 ? '1 data non prenotabile' : `${skipped} date non prenotabili`}` : '',
      later
        ? later === 1
          ? '1 data verrà prenotata quando entrerà nell’agenda'
          : `${later} date verranno prenotate quando entreranno nell’agenda`
        : '',
    ]
      .filter(Boolean)
      .join(', ') + '. Tu e il cliente riceverete una email coi dettagli.',
  notInSeries: 'Questo appuntamento non fa parte di una serie.',
  seriesCancelled: (count: number) =>
    count === 1 ? 'Appuntamento annullato e serie terminata.' : `${count} appuntamenti annullati e serie terminata.`,
  /** The outcome of one date of a series, as the dialog and the e-mail list it. */
  outcome: {
    libera: 'Prenotabile',
    prenotata: 'Prenotato',
    occupata: 'Già occupato',
    chiusa: 'Orario chiuso',
    fuori_orario: 'Fuori dagli orari di lavoro',
    passata: 'Orario già passato',
    in_attesa: 'Oltre le 12 settimane: verrà prenotato quando entrerà nell’agenda',
    non_disponibile: 'Professionista non disponibile',
  },
  every: (frequenza: 1 | 2) => (frequenza === 1 ? 'ogni settimana' : 'ogni due settimane'),
} as const;

export type SeriesOutcome = keyof typeof SERIES_MSG.outcome;

/** What the series e-mail says. */
export interface SeriesMailFacts extends BookingMailFacts {
  /** 'ogni settimana, il lunedì alle 09:30, per 10 appuntamenti' */
  pattern: string;
  booked: string[];
  skipped: string[];
  later: string[];
}

const dateLines = (title: string, list: string[]) => (list.length ? [`${title}\n${list.map((d) => `• ${d}`).join('\n')}`] : []);

const seriesLines = (s: SeriesMailFacts) => [
  ...(s.service ? [`Servizio: ${s.service}`] : []),
  ...(s.note ? [`Note: ${s.note}`] : []),
  ...dateLines('Appuntamenti prenotati:', s.booked),
  ...dateLines('Date non prenotabili (già occupate, chiuse o fuori orario):', s.skipped),
  ...dateLines(
    'Date oltre le 12 settimane dell’agenda, prenotate quando vi entreranno (riceverai una email per ciascuna):',
    s.later,
  ),
];

export const SERIES_EMAILS = {
  /** The professional booked one appointment for the client: the professional's copy. */
  clientBookingOperator: (b: BookingMailFacts): EmailContent => ({
    subject: `Nuova prenotazione: ${b.when}`,
    greeting: `Ciao ${b.operatorFirstName},`,
    paragraphs: [
      `hai prenotato per ${b.clientName} un appuntamento per ${b.when}.`,
      ...(b.service ? [`Servizio: ${b.service}`] : []),
      ...(b.note ? [`Note: ${b.note}`] : []),
      ...(b.clientContact ? [`Contatti: ${b.clientContact}`] : []),
      ...videoLines(b),
      'In allegato trovi l’evento da aggiungere al tuo calendario.',
    ],
    action: b.agendaUrl ? { label: 'Apri l’agenda', url: b.agendaUrl } : undefined,
  }),

  seriesClient: (s: SeriesMailFacts): EmailContent => ({
    subject: `Serie di appuntamenti confermata: ${s.pattern}`,
    greeting: `Ciao ${s.clientName},`,
    paragraphs: [
      `${s.operatorName}${s.company ? ` (${s.company})` : ''} ha prenotato per te una serie di appuntamenti: ${s.pattern}.`,
      ...seriesLines(s),
      ...(s.serviceText ? [s.serviceText] : []),
      'In allegato trovi gli appuntamenti prenotati da aggiungere al tuo calendario. Riceverai un promemoria il giorno prima di ciascuno.',
    ],
    action: s.manageUrl ? { label: 'Vedi o annulla gli appuntamenti', url: s.manageUrl } : undefined,
  }),

  seriesOperator: (s: SeriesMailFacts): EmailContent => ({
    subject: `Nuova serie di appuntamenti: ${s.clientName}`,
    greeting: `Ciao ${s.operatorFirstName},`,
    paragraphs: [
      `hai prenotato per ${s.clientName} una serie di appuntamenti: ${s.pattern}.`,
      ...seriesLines(s),
      ...(s.clientContact ? [`Contatti: ${s.clientContact}`] : []),
      'In allegato trovi gli appuntamenti prenotati da aggiungere al tuo calendario.',
    ],
    action: s.agendaUrl ? { label: 'Apri l’agenda', url: s.agendaUrl } : undefined,
  }),

  /** A date of a series entered the agenda but could not be booked. */
  seriesDateSkipped: (recipientName: string, b: BookingMailFacts, reason: string): EmailContent => ({
    subject: `Appuntamento della serie non prenotato: ${b.when}`,
    greeting: `Ciao ${recipientName},`,
    paragraphs: [
      `l’appuntamento della serie tra ${b.clientName} e ${b.operatorName} di ${b.when}${b.service ? ` (${b.service})` : ''} non è stato prenotato: ${reason.toLowerCase()}.`,
      'Gli altri appuntamenti della serie restano validi.',
    ],
  }),
};
