/**
 * The Italian copy of every e-mail. Each returns a subject, paragraphs and an optional
 * button; the server renders them as plain text and simple HTML.
 */
export interface EmailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Shown under the button: the link spelled out, for clients that hide buttons. */
  footer?: string;
}

const SIGNATURE = 'Il team di Studio';

/** What the booking e-mails say about one appointment. */
export interface BookingMailFacts {
  /** 'lunedì 23/11/26 alle 09:30' */
  when: string;
  /** 'dalle 09:30 alle 11:00 (90 minuti)': the real end of the appointment. */
  span?: string;
  clientName: string;
  clientContact?: string;
  operatorName: string;
  operatorFirstName: string;
  company?: string;
  service: string;
  serviceText?: string;
  note?: string;
  /** The meeting link of an online appointment. */
  videoUrl?: string;
  /** Where an appointment in studio happens: the professional's address, when they gave one. */
  address?: string;
  manageUrl?: string;
  agendaUrl?: string;
  /** The service is 'Altro (Specificare)': the note is the reason, and the service's name is not printed. */
  otherService?: boolean;
  /** A reminder will be sent the day before (not for appointments less than 24 hours away). */
  reminder?: boolean;
  /** A visitor's intro call: the signed link to see and cancel it without an account. */
  visitorUrl?: string;
}

/** The meeting link or the address, as the booking e-mails' lines. */
/** The video call's link and how to use it, for an online appointment. */
export const videoLines = (b: BookingMailFacts) =>
  b.videoUrl
    ? [`Videochiamata: ${b.videoUrl}`, 'All’ora dell’appuntamento apri questo collegamento per entrare nella videochiamata.']
    : [];

const placeLines = (b: BookingMailFacts) => [...videoLines(b), ...(b.address ? [`Luogo: ${b.address}`] : [])];
/** The team as the visitors' e-mails name it, instead of the administrator's own name. */
export const TEAM_NAME = 'il team di Studio';

/** 'da Giulia Bianchi', and 'dal team di Studio' (never 'da il team'). */
const byWhom = (name: string) => (name.startsWith('il ') ? `dal ${name.slice(3)}` : `da ${name}`);

/** 'Servizio: …' and 'Note: …', or only 'Motivo: …' for 'Altro (Specificare)'. */
const serviceLines = (b: BookingMailFacts) =>
  b.otherService
    ? b.note
      ? [`Motivo: ${b.note}`]
      : []
    : [...(b.service ? [`Servizio: ${b.service}`] : []), ...(b.note ? [`Note: ${b.note}`] : [])];

export const EMAILS = {
  signature: SIGNATURE,

  confirmClient: (nome: string, url: string): EmailContent => ({
    subject: 'Conferma la tua email su Studio',
    greeting: `Ciao ${nome},`,
    paragraphs: [
      'grazie per esserti registrato su Studio. Per completare la registrazione conferma il tuo indirizzo email con il pulsante qui sotto.',
      'Il link è valido per 7 giorni e si può usare una sola volta. Se non sei stato tu a registrarti, ignora questo messaggio.',
    ],
    action: { label: 'Conferma la mia email', url },
  }),

  confirmOperator: (nome: string, url: string): EmailContent => ({
    subject: 'Benvenuto su Studio: conferma la tua email',
    greeting: `Ciao ${nome},`,
    paragraphs: [
      'grazie per aver registrato il tuo studio su Studio. Abbiamo ricevuto il tuo documento di identità: lo useremo solo per verificare che tu sia un professionista reale.',
      'Il tuo primo mese è gratuito. Per iniziare conferma il tuo indirizzo email con il pulsante qui sotto, poi accedi e imposta i tuoi orari di lavoro e i tuoi servizi da Account: bastano pochi minuti.',
      'Il link è valido per 7 giorni e si può usare una sola volta.',
    ],
    action: { label: 'Conferma la mia email', url },
  }),

  /** A registration of an address that already has an account. */
  alreadyRegistered: (nome: string, loginUrl: string): EmailContent => ({
    subject: 'Hai già un account su Studio',
    greeting: `Ciao ${nome},`,
    paragraphs: [
      'qualcuno, forse tu, ha chiesto di registrarsi su Studio con questo indirizzo email, ma hai già un account: non è stato creato nulla di nuovo.',
      'Se eri tu, accedi con il pulsante qui sotto; se non ricordi la password, usa “Password dimenticata?” nella pagina di accesso. Se non eri tu, ignora questo messaggio: senza la tua password nessuno può entrare nel tuo account.',
    ],
    action: { label: 'Accedi a Studio', url: loginUrl },
  }),

  /** A second registration of an address whose first one awaits confirmation. */
  registrationPending: (registeredName: string, role: string, url: string): EmailContent => ({
    subject: 'Conferma la tua email su Studio',
    greeting: 'Ciao,',
    paragraphs: [
      `è stata chiesta di nuovo una registrazione su Studio con questo indirizzo. Ce n’è già una in attesa di conferma, a nome di ${registeredName} (${role}): i dati della nuova richiesta non sono stati salvati.`,
      'Se è la tua, confermala con il pulsante qui sotto: ti chiederemo la password scelta allora (se non la ricordi, potrai reimpostarla) e dopo potrai correggere i tuoi dati da Account.',
      'Se non riconosci questa registrazione, ignora questo messaggio: senza la sua password nessuno può confermarla, e tra 7 giorni verrà cancellata.',
    ],
    action: { label: 'Conferma la mia email', url },
  }),

  resetPassword: (nome: string, url: string): EmailContent => ({
    subject: 'Imposta una nuova password su Studio',
    greeting: `Ciao ${nome},`,
    paragraphs: [
      'abbiamo ricevuto una richiesta di cambio password per il tuo account. Per sceglierne una nuova usa il pulsante qui sotto.',
      'Il link è valido per 1 ora e si può usare una sola volta. Se non hai chiesto tu il cambio, ignora questo messaggio: la tua password resta quella di prima.',
    ],
    action: { label: 'Imposta una nuova password', url },
  }),

  loginLink: (nome: string, url: string): EmailContent => ({
    subject: 'Il tuo link per accedere a Studio',
    greeting: `Ciao ${nome},`,
    paragraphs: [
      'qualcuno ha provato molte volte ad accedere al tuo account con una password sbagliata, quindi per qualche minuto l’accesso con password è sospeso. Se eri tu, puoi entrare subito con il pulsante qui sotto, senza password.',
      'Il link è valido per 15 minuti e si può usare una sola volta. Se non eri tu, la tua password resta al sicuro: nessuno può entrare senza questo link. Se la password è semplice, cambiala da Account.',
    ],
    action: { label: 'Accedi a Studio', url },
  }),

  bookingConfirmedClient: (b: BookingMailFacts): EmailContent => ({
    subject: `Appuntamento confermato: ${b.when}`,
    greeting: `Ciao ${b.clientName},`,
    paragraphs: [
      `il tuo appuntamento con ${b.operatorName}${b.company ? ` (${b.company})` : ''} è confermato per ${b.when}.`,
      ...(b.span ? [`Orario: ${b.span}`] : []),
      ...serviceLines(b),
      ...placeLines(b),
      ...(b.serviceText ? [b.serviceText] : []),
      `In allegato trovi l’evento da aggiungere al tuo calendario.${b.reminder === false ? '' : ' Riceverai un promemoria il giorno prima.'}`,
      ...(b.manageUrl ? [] : ['Per annullare l’appuntamento rispondi a questa email o scrivi al professionista.']),
    ],
    action: b.manageUrl ? { label: 'Vedi o annulla l’appuntamento', url: b.manageUrl } : undefined,
  }),

  /** A visitor's free intro call with the team: no account, so a signed link, and replies reach the team. */
  bookingConfirmedVisitor: (b: BookingMailFacts & { visitorUrl: string }): EmailContent => ({
    subject: `Appuntamento confermato: ${b.when}`,
    greeting: `Ciao ${b.clientName},`,
    paragraphs: [
      `grazie per aver prenotato la videochiamata conoscitiva: il tuo appuntamento con ${TEAM_NAME} è confermato per ${b.when} (ora italiana).`,
      ...serviceLines(b),
      ...placeLines(b),
      ...(b.serviceText ? [b.serviceText] : []),
      `In allegato trovi l’evento da aggiungere al tuo calendario.${b.reminder === false ? '' : ' Riceverai un promemoria il giorno prima.'}`,
      'Se non puoi più partecipare, annulla l’appuntamento con il pulsante qui sotto: potrai poi sceglierne un altro dall’agenda. Per qualsiasi domanda rispondi a questa email: arriva direttamente al team di Studio.',
    ],
    action: { label: 'Annulla o sposta l’appuntamento', url: b.visitorUrl },
    footer: b.visitorUrl,
  }),

  bookingConfirmedOperator: (b: BookingMailFacts): EmailContent => ({
    subject: `Nuova prenotazione: ${b.when}`,
    greeting: `Ciao ${b.operatorFirstName},`,
    paragraphs: [
      `${b.clientName} ha prenotato un appuntamento per ${b.when}.`,
      ...(b.span ? [`Orario: ${b.span}`] : []),
      ...serviceLines(b),
      ...placeLines(b),
      ...(b.clientContact ? [`Contatti: ${b.clientContact}`] : []),
      'In allegato trovi l’evento da aggiungere al tuo calendario.',
    ],
    action: b.agendaUrl ? { label: 'Apri l’agenda', url: b.agendaUrl } : undefined,
  }),

  bookingCancelled: (recipientName: string, b: BookingMailFacts, cancelledBy: string): EmailContent => ({
    subject: `Appuntamento annullato: ${b.when}`,
    greeting: `Ciao ${recipientName},`,
    paragraphs: [
      `l’appuntamento di ${b.when}${b.service && !b.otherService ? ` (${b.service})` : ''} tra ${b.clientName} e ${b.operatorName} è stato annullato ${byWhom(cancelledBy)}.`,
      'In allegato trovi l’annullamento per il tuo calendario.',
    ],
  }),

  /** To the visitor who cancelled their own intro call from the signed link: the cancellation and a way to book again. */
  introCallCancelledVisitor: (b: BookingMailFacts, bookAgainUrl: string): EmailContent => ({
    subject: `Appuntamento annullato: ${b.when}`,
    greeting: `Ciao ${b.clientName},`,
    paragraphs: [
      `come hai chiesto, abbiamo annullato la tua videochiamata conoscitiva con ${TEAM_NAME} di ${b.when} (ora italiana).`,
      'In allegato trovi l’annullamento per il tuo calendario: toglie l’appuntamento che avevi salvato.',
      'Se vuoi, puoi prenotare un altro orario dall’agenda con il pulsante qui sotto. Per qualsiasi domanda rispondi a questa email: arriva direttamente al team di Studio.',
    ],
    action: { label: 'Prenota un altro orario', url: bookAgainUrl },
    footer: bookAgainUrl,
  }),

  bookingMoved: (recipientName: string, b: BookingMailFacts, previousWhen: string, movedBy: string): EmailContent => ({
    subject: `Appuntamento spostato: ${b.when}`,
    greeting: `Ciao ${recipientName},`,
    paragraphs: [
      `l’appuntamento di ${previousWhen}${b.service ? ` (${b.service})` : ''} tra ${b.clientName} e ${b.operatorName} è stato spostato ${byWhom(movedBy)} a ${b.when}.`,
      ...(b.span ? [`Orario: ${b.span}`] : []),
      ...(b.note ? [`Note: ${b.note}`] : []),
      ...placeLines(b),
      'In allegato trovi l’evento aggiornato: il tuo calendario sposterà l’appuntamento già salvato invece di aggiungerne un altro.',
      ...(b.visitorUrl ? ['Se non puoi più partecipare, annulla l’appuntamento con il pulsante qui sotto.'] : []),
    ],
    action: b.visitorUrl
      ? { label: 'Annulla o sposta l’appuntamento', url: b.visitorUrl }
      : b.manageUrl
        ? { label: 'Vedi l’appuntamento', url: b.manageUrl }
        : b.agendaUrl
          ? { label: 'Apri l’agenda', url: b.agendaUrl }
          : undefined,
  }),

  bookingReminder: (recipientName: string, b: BookingMailFacts, withWhom: string): EmailContent => ({
    subject: `Promemoria: appuntamento ${b.when}`,
    greeting: `Ciao ${recipientName},`,
    paragraphs: [
      `ti ricordiamo l’appuntamento con ${withWhom} ${b.when}.`,
      ...(b.span ? [`Orario: ${b.span}`] : []),
      ...serviceLines(b),
      ...placeLines(b),
      ...(b.visitorUrl ? ['Se non puoi più partecipare, annulla l’appuntamento con il pulsante qui sotto.'] : []),
    ],
    action: b.visitorUrl ? { label: 'Annulla o sposta l’appuntamento', url: b.visitorUrl } : undefined,
  }),

  paymentReceipt: (nome: string, what: string, amount: string, until: string): EmailContent => ({
    subject: 'Ricevuta di pagamento Studio',
    greeting: `Ciao ${nome},`,
    paragraphs: [
      `abbiamo registrato il tuo pagamento: ${what}, importo ${amount} + IVA (l’IVA è indicata nella fattura).`,
      `Valido fino al ${until}.`,
      'Grazie per aver scelto Studio. La fattura ti verrà inviata separatamente.',
    ],
  }),

  expiryWarning: (nome: string, date: string, url: string): EmailContent => ({
    subject: 'Il tuo abbonamento Studio è in scadenza',
    greeting: `Ciao ${nome},`,
    paragraphs: [
      `il tuo abbonamento scade il ${date}. Dopo la scadenza i tuoi clienti non potranno più trovarti né prenotare (trascorsi 2 giorni di tolleranza).`,
      'Rinnova ora per continuare senza interruzioni.',
    ],
    action: { label: 'Rinnova l’abbonamento', url },
  }),

  /** The 7-day warning to a professional whose card subscription renews by itself: no 'renew now'. */
  renewalReminder: (nome: string, date: string, url: string): EmailContent => ({
    subject: 'Il tuo abbonamento Studio si rinnova a breve',
    greeting: `Ciao ${nome},`,
    paragraphs: [
      `il tuo abbonamento si rinnoverà automaticamente il ${date} con la carta con cui l’hai pagato: non devi fare nulla.`,
      'Se non vuoi rinnovarlo, disattiva il rinnovo automatico dalla pagina Abbonamento prima di quella data.',
    ],
    action: { label: 'Gestisci l’abbonamento', url },
  }),

  expired: (nome: string, date: string, url: string): EmailContent => ({
    subject: 'Il tuo abbonamento Studio è scaduto',
    greeting: `Ciao ${nome},`,
    paragraphs: [
      `il tuo abbonamento è scaduto il ${date}. Tra 2 giorni i clienti non potranno più trovarti né prenotare; i tuoi dati restano al sicuro.`,
      'Con il rinnovo tutto torna disponibile subito.',
    ],
    action: { label: 'Rinnova l’abbonamento', url },
  }),

  support: (
    from: { nome: string; cognome: string; email: string; op: boolean },
    subject: string,
    content: string,
  ): EmailContent => ({
    subject: `[Assistenza] ${subject}`,
    greeting: 'Nuova richiesta di assistenza,',
    paragraphs: [
      `da: ${from.nome} ${from.cognome} <${from.email}> (${from.op ? 'professionista' : 'cliente'})`,
      `oggetto: ${subject}`,
      content,
    ],
  }),

  /** Never the messages' content: only who wrote and how many. */
  unreadMessages: (nome: string, from: string, count: number, url: string, settingsUrl: string): EmailContent => ({
    subject: count === 1 ? `Hai un nuovo messaggio da ${from}` : `Hai ${count} nuovi messaggi da ${from}`,
    greeting: `Ciao ${nome},`,
    paragraphs: [
      count === 1
        ? `${from} ti ha scritto su Studio e il messaggio non è ancora stato letto.`
        : `${from} ti ha scritto su Studio: ${count} messaggi non sono ancora stati letti.`,
      'Per riservatezza il testo non è riportato in questa email: aprilo nella conversazione.',
      `Non riceverai un altro avviso per questa conversazione nelle prossime ore. Puoi disattivare questi avvisi dal tuo account: ${settingsUrl}`,
    ],
    action: { label: 'Apri la conversazione', url },
    footer: url,
  }),

  newDocuments: (
    nome: string,
    from: string,
    docs: { nome: string; size: string }[],
    more: number,
    url: string,
  ): EmailContent => ({
    subject: docs.length + more === 1 ? `Nuovo documento da ${from}` : `${docs.length + more} nuovi documenti da ${from}`,
    greeting: `Ciao ${nome},`,
    paragraphs: [
      docs.length + more === 1
        ? `${from} ti ha inviato un documento su Studio che non hai ancora aperto:`
        : `${from} ti ha inviato ${docs.length + more} documenti su Studio che non hai ancora aperto:`,
      [...docs.map((d) => `• ${d.nome} (${d.size})`), ...(more > 0 ? [`• e altri ${more}`] : [])].join('\n'),
      'Per riservatezza il contenuto non è allegato a questa email: aprilo nella sezione Documenti.',
    ],
    action: { label: 'Apri i documenti', url },
    footer: url,
  }),

  linkRequested: (nome: string, clientName: string, url: string): EmailContent => ({
    subject: `Nuova richiesta di collegamento da ${clientName}`,
    greeting: `Ciao ${nome},`,
    paragraphs: [
      `${clientName} ti ha chiesto di collegarsi a te su Studio.`,
      'Accetta la richiesta in “I tuoi Clienti”: da quel momento potrà prenotare, scriverti e scambiare documenti con te.',
    ],
    action: { label: 'Vedi la richiesta', url },
    footer: url,
  }),

  /** The professional ended an accepted link: the client is told, not left to find out. */
  linkRemovedByOperator: (nome: string, operatorName: string, cancelledBookings: number, url: string): EmailContent => ({
    subject: `${operatorName} ha rimosso il collegamento con te`,
    greeting: `Ciao ${nome},`,
    paragraphs: [
      `${operatorName} ha rimosso il collegamento con te su Studio: non puoi più prenotare appuntamenti né scambiare documenti in questo studio, e i documenti che vi eravate scambiati sono stati eliminati.`,
      ...(cancelledBookings > 0
        ? [
            cancelledBookings === 1
              ? 'Il tuo appuntamento futuro è stato annullato: hai ricevuto un’email con l’annullamento per il calendario.'
              : `I tuoi ${cancelledBookings} appuntamenti futuri sono stati annullati: hai ricevuto un’email per ciascuno.`,
          ]
        : []),
      'La chat resta salvata. Se pensi che sia un errore, puoi inviare una nuova richiesta di collegamento.',
    ],
    action: { label: 'Apri i tuoi professionisti', url },
  }),

  linkAccepted: (nome: string, operatorName: string, url: string): EmailContent => ({
    subject: `${operatorName} ha accettato la tua richiesta`,
    greeting: `Ciao ${nome},`,
    paragraphs: [
      `${operatorName} ha accettato la tua richiesta di collegamento su Studio.`,
      'Ora puoi prenotare un appuntamento, scrivergli e inviargli documenti.',
    ],
    action: { label: 'Apri la scheda del professionista', url },
    footer: url,
  }),
};
