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
  clientName: string;
  clientContact?: string;
  operatorName: string;
  operatorFirstName: string;
  company?: string;
  service: string;
  serviceText?: string;
  note?: string;
  manageUrl?: string;
  agendaUrl?: string;
}

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

  /** Security review F-L8: a registration of an address that already has an account. */
  alreadyRegistered: (nome: string, loginUrl: string): EmailContent => ({
    subject: 'Hai già un account su Studio',
    greeting: `Ciao ${nome},`,
    paragraphs: [
      'qualcuno, forse tu, ha chiesto di registrarsi su Studio con questo indirizzo email, ma hai già un account: non è stato creato nulla di nuovo.',
      'Se eri tu, accedi con il pulsante qui sotto; se non ricordi la password, usa “Password dimenticata?” nella pagina di accesso. Se non eri tu, ignora questo messaggio: senza la tua password nessuno può entrare nel tuo account.',
    ],
    action: { label: 'Accedi a Studio', url: loginUrl },
  }),

  /** Security review F-M1: a second registration of an address whose first one awaits confirmation. */
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
      ...(b.service ? [`Servizio: ${b.service}`] : []),
      ...(b.note ? [`Note: ${b.note}`] : []),
      ...(b.serviceText ? [b.serviceText] : []),
      'In allegato trovi l’evento da aggiungere al tuo calendario. Riceverai un promemoria il giorno prima.',
      ...(b.manageUrl ? [] : ['Per annullare l’appuntamento rispondi a questa email o scrivi al professionista.']),
    ],
    action: b.manageUrl ? { label: 'Vedi o annulla l’appuntamento', url: b.manageUrl } : undefined,
  }),

  bookingConfirmedOperator: (b: BookingMailFacts): EmailContent => ({
    subject: `Nuova prenotazione: ${b.when}`,
    greeting: `Ciao ${b.operatorFirstName},`,
    paragraphs: [
      `${b.clientName} ha prenotato un appuntamento per ${b.when}.`,
      ...(b.service ? [`Servizio: ${b.service}`] : []),
      ...(b.note ? [`Note: ${b.note}`] : []),
      ...(b.clientContact ? [`Contatti: ${b.clientContact}`] : []),
      'In allegato trovi l’evento da aggiungere al tuo calendario.',
    ],
    action: b.agendaUrl ? { label: 'Apri l’agenda', url: b.agendaUrl } : undefined,
  }),

  bookingCancelled: (recipientName: string, b: BookingMailFacts, cancelledBy: string): EmailContent => ({
    subject: `Appuntamento annullato: ${b.when}`,
    greeting: `Ciao ${recipientName},`,
    paragraphs: [
      `l’appuntamento di ${b.when}${b.service ? ` (${b.service})` : ''} tra ${b.clientName} e ${b.operatorName} è stato annullato da ${cancelledBy}.`,
      'In allegato trovi l’annullamento per il tuo calendario.',
    ],
  }),

  bookingReminder: (recipientName: string, b: BookingMailFacts, withWhom: string): EmailContent => ({
    subject: `Promemoria: appuntamento ${b.when}`,
    greeting: `Ciao ${recipientName},`,
    paragraphs: [
      `ti ricordiamo l’appuntamento con ${withWhom} ${b.when}.`,
      ...(b.service ? [`Servizio: ${b.service}`] : []),
      ...(b.note ? [`Note: ${b.note}`] : []),
    ],
  }),

  paymentReceipt: (nome: string, what: string, amount: string, until: string): EmailContent => ({
    subject: 'Ricevuta di pagamento Studio',
    greeting: `Ciao ${nome},`,
    paragraphs: [
      `abbiamo registrato il tuo pagamento: ${what}, importo ${amount}.`,
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
};
