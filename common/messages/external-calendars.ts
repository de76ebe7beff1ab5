import type { EmailContent } from './emails.js';

/** The professional's own calendars, whose events make agenda slots not bookable. */
export const EXTERNAL_CAL_MSG = {
  /** What the professional sees on a slot their own calendar makes busy. */
  busyLabel: 'Occupato nel tuo calendario',

  invalidUrl: 'Inserisci l’indirizzo segreto in formato iCal del tuo calendario (inizia con https:// o webcal://).',
  httpNotAllowed: 'L’indirizzo deve iniziare con https:// o webcal://: un indirizzo http:// viaggerebbe in chiaro.',
  duplicate: 'Hai già aggiunto questo calendario.',
  tooMany: (max: number) => `Puoi collegare al massimo ${max} calendari.`,
  notFound: 'Calendario non trovato.',
  added: 'Calendario collegato: i suoi impegni rendono non prenotabili gli orari corrispondenti.',
  removed: 'Calendario scollegato: i suoi impegni non bloccano più l’agenda.',
  refreshed: 'Calendario aggiornato.',
  titlesShown: 'D’ora in poi vedrai nell’agenda i titoli degli impegni di questo calendario.',
  titlesHidden: 'I titoli degli impegni di questo calendario non sono più mostrati né conservati.',
  busyRefreshing: 'Il calendario si sta già aggiornando: riprova tra qualche secondo.',
  tooManyRefreshes: 'Hai chiesto troppi aggiornamenti in poco tempo: riprova più tardi.',

  /** Why a fetch failed (shown in /account with the last successful time). */
  fetch: {
    timeout: (seconds: number) => `Il server del calendario non ha risposto entro ${seconds} secondi.`,
    tooLarge: (size: string) => `Il calendario supera il limite di ${size}.`,
    privateAddress: 'L’indirizzo porta a una rete privata o a questo server: per sicurezza non è consentito.',
    httpRedirect: 'Il server del calendario rimanda a un indirizzo non cifrato (http://): non è consentito.',
    badRedirect: 'Il server del calendario rimanda a un indirizzo non valido.',
    tooManyRedirects: 'Il server del calendario rimanda da un indirizzo all’altro troppe volte.',
    notFound: 'L’indirizzo non esiste più (404): forse il calendario è stato reimpostato. Copia di nuovo l’indirizzo segreto.',
    denied: (status: number) =>
      `Il server del calendario nega l’accesso (${status}): forse l’indirizzo segreto è stato reimpostato. Copia di nuovo l’indirizzo segreto.`,
    status: (status: number) => `Il server del calendario ha risposto con un errore (${status}).`,
    unknownHost: 'Il nome del server del calendario non esiste: controlla l’indirizzo.',
    unreachable: 'Impossibile collegarsi al server del calendario.',
    notIcal: 'L’indirizzo non restituisce un calendario in formato iCal (.ics).',
  },

  /**
   * A file refused because reading it would cost too much (security finding H-1): the limit in plain
   * words. The last good busy times stay; after a few refusals in a row automatic reading stops.
   */
  tooComplex: {
    timezones: (max: number) => `Il calendario è troppo complesso: contiene più di ${max} fusi orari.`,
    timezoneRule: 'Il calendario è troppo complesso: un suo fuso orario cambia più spesso di una volta l’anno.',
    events: (max: number) => `Il calendario è troppo complesso: contiene più di ${max.toLocaleString('it-IT')} eventi.`,
    overrides: (max: number) =>
      `Il calendario è troppo complesso: un evento ripetuto ha più di ${max.toLocaleString('it-IT')} date modificate singolarmente.`,
    steps:
      'Il calendario è troppo complesso: la regola di ripetizione di un evento richiede troppi calcoli per trovarne le date.',
    intervals: (max: number) =>
      `Il calendario è troppo complesso: ha più di ${max.toLocaleString('it-IT')} impegni nelle prossime settimane.`,
    time: (seconds: number) => `Il calendario è troppo complesso: leggerlo richiede più di ${seconds} secondi.`,
    memory: (mb: number) => `Il calendario è troppo complesso: leggerlo richiede più di ${mb} MB di memoria.`,
    crash: 'Il calendario non si è potuto leggere: la lettura si è interrotta per un errore.',
  },
  /** Studio is reading many calendars at once: this one waits its turn. */
  parserBusy: 'Studio sta leggendo molti calendari in questo momento: riprova tra qualche minuto.',
  /** Beside a calendar whose automatic reading stopped after refusals in a row. */
  paused: (times: number) =>
    `Gli aggiornamenti automatici sono sospesi dopo ${times} tentativi non riusciti: quando il calendario sarà stato corretto premi “Riprova”.`,

  /** To the professional: new events of their calendar overlap bookings already made (kept as they are). */
  overlapEmail: (nome: string, calendario: string, righe: string[], url: string): EmailContent => ({
    subject: 'Un impegno del tuo calendario si sovrappone a un appuntamento',
    greeting: `Ciao ${nome},`,
    paragraphs: [
      `nel tuo calendario “${calendario}” c’è un nuovo impegno che si sovrappone ${
        righe.length === 1 ? 'a un appuntamento già prenotato' : `a ${righe.length} appuntamenti già prenotati`
      } su Studio:`,
      righe.join('\n'),
      'Le prenotazioni restano valide: se non puoi esserci, annullale dall’agenda (il cliente riceverà un’email) oppure sposta l’impegno nel tuo calendario.',
    ],
    action: { label: 'Apri l’agenda', url },
  }),
} as const;
