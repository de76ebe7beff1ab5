/**
 * Every Italian text the user can read, in one place (architecture: 'Every user-facing
 * Italian text lives under common/messages/'). Server errors, form messages and e-mail
 * copy both come from here so tests can assert the same constants.
 */
export const MSG = {
  unexpected: 'Si è verificato un errore imprevisto sul nostro server.',
  notFoundPage: 'Questa pagina non esiste...',

  required: 'Questo campo è obbligatorio',
  tooLong: 'Il testo è troppo lungo.',
  invalidRequest: 'La richiesta non è valida.',
  invalidEmail: "L'indirizzo email non è valido.",
  passwordRule: 'La password deve essere lunga almeno 8 caratteri e contenere almeno una lettera e un numero.',
  passwordMismatch: 'Le password non coincidono.',
  emailMismatch: 'Le email non coincidono.',
  missingImage: 'Nessun immagine caricata.',
  imageTooLarge: "L'immagine è troppo grande. Il limite massimo è di 10 MB.",
  imageWrongType: "Il documento d'identità deve essere un'immagine JPEG, GIF, PNG, EPS o un PDF.",
  termsRequired: 'Devi accettare i termini e condizioni per registrarti.',
  emailTaken: 'Esiste già un account con questa email.',
  registered:
    "Registrazione completata! Ti abbiamo inviato un'email con il link per confermare il tuo indirizzo: se non la trovi, controlla anche la cartella spam. Se hai sbagliato a scrivere l'email, puoi ripetere la registrazione con quella corretta.",

  loginFailed: 'Email o password non corretti.',
  emailNotConfirmed:
    "Devi confermare la tua email prima di accedere: apri il link che ti abbiamo inviato al momento della registrazione (controlla anche la cartella spam).",
  accountDisabled: "Il tuo account è stato disattivato. Scrivi all'assistenza per maggiori informazioni.",
  tooManyRequests: 'Troppi tentativi. Attendi qualche minuto e riprova.',
  unauthenticated: 'Devi accedere per continuare.',
  forbidden: 'Non hai i permessi per questa operazione.',
  notFound: 'Elemento non trovato.',
  invalidLink: 'Il link non è valido o è scaduto.',
  csrf: 'La richiesta è stata bloccata per motivi di sicurezza. Ricarica la pagina e riprova.',

  emailConfirmed: 'Grazie per aver confermato la tua email.',
  resetRequested: 'Riceverai a breve una email per cambiare la tua password.',
  passwordSet: 'La password è stata impostata con successo.',
  profileUpdated: 'Informazioni aggiornate con successo.',
  passwordUpdated: 'Password aggiornata con successo.',
  supportSent: 'Messaggio inviato con successo.',
  loggedOut: 'Sei uscito dal tuo account.',
} as const;

export type MessageKey = keyof typeof MSG;

/** Working hours, services, links and the agenda (issue: scheduling). */
export const SCHEDULE_MSG = {
  hoursSaved: 'Orari aggiornati con successo.',
  hoursInvalidTime: 'Gli orari devono essere a passi di mezz’ora, da 00:00 a 23:30.',
  hoursIncomplete: 'Indica sia il primo sia l’ultimo orario della giornata.',
  hoursLastBeforeFirst: 'L’ultimo orario non può essere prima del primo.',
  hoursBreakOutside: 'Le pause devono cadere dentro l’orario della giornata.',
  hoursFirstTimeHint:
    'Benvenuto! Imposta qui i tuoi orari di lavoro: per ogni giorno scegli il primo e l’ultimo orario prenotabile e, se vuoi, le mezz’ore di pausa. I clienti potranno prenotare solo in questi orari.',
  noHoursAgenda: 'Per visualizzare la tua agenda, clicca su Account in alto a destra e imposta i tuoi orari di lavoro.',
  noHoursClient: 'Non è possibile creare prenotazioni, questo professionista non ha ancora inserito i propri orari.',

  serviceCreated: 'Servizio creato con successo.',
  serviceUpdated: 'Servizio aggiornato con successo.',
  serviceDeleted: 'Servizio eliminato con successo.',
  serviceDuplicate: 'Hai già un servizio con questo nome.',
  serviceBuiltIn: 'Il servizio “Altro (Specificare)” è sempre disponibile: non si può modificare né eliminare.',
  serviceEditWarning:
    'Attenzione: la modifica non viene comunicata ai clienti che hanno già prenotato questo servizio.',
  serviceNotFound: 'Servizio non trovato.',

  linkRequested: 'Richiesta inviata. Potrai prenotare e scrivere al professionista quando avrà accettato la tua richiesta.',
  linkExists: 'Hai già inviato una richiesta a questo professionista.',
  linkAccepted: 'Cliente accettato con successo.',
  linkRemovedClient: 'Cliente rimosso con successo.',
  linkRemovedOperator: 'Professionista rimosso con successo.',
  linkNotFound: 'Collegamento non trovato.',
  linkNotConfirmed: 'Il professionista non ha ancora accettato la tua richiesta.',
  removeClientWarning:
    'Rimuovendo il cliente verranno eliminati definitivamente tutti i documenti inviati e ricevuti e verranno annullate le sue prenotazioni future (con una email di avviso). La chat resta salvata. Per tornare in contatto il cliente dovrà aggiungerti di nuovo.',
  removeOperatorWarning:
    'Rimuovendo il professionista verranno eliminati definitivamente tutti i documenti inviati e ricevuti e verranno annullate le tue prenotazioni future con lui (con una email di avviso). La chat resta salvata. Per tornare in contatto dovrai aggiungerlo di nuovo.',
  professionalUnavailable: 'Questo professionista al momento non è disponibile.',

  invalidDay: 'Giorno non valido.',
  invalidTime: 'Orario non valido.',
  pageOutOfRange: 'La pagina richiesta non esiste: l’agenda mostra le prossime 12 settimane.',
  slotUpdated: 'Agenda aggiornata.',
  dayClosed: 'Giornata segnata come non disponibile.',
  slotNotInHours: 'Questo orario non fa parte dei tuoi orari di lavoro.',
  slotPast: 'Non è possibile modificare o prenotare un orario già passato.',
  slotBooked: 'Su questo orario c’è una prenotazione: eliminala prima di chiuderlo.',
  slotNotAvailable: 'Questo orario non è disponibile per le prenotazioni.',
  slotTaken: 'Questo orario è appena stato prenotato da qualcun altro. Scegli un altro orario.',
  noteRequired: 'Per il servizio “Altro (Specificare)” la descrizione è obbligatoria.',
  bookingCreated: 'Prenotazione creata con successo. Riceverai una email coi dettagli.',
  bookingDeleted: 'Prenotazione eliminata con successo.',
  bookingNotFound: 'Prenotazione non trovata.',
  bookingDeleteWarning: 'Eliminando la prenotazione verrà inviata una email di annullamento.',
  tutorialDay:
    'Ogni casella è una mezz’ora. Verde: prenotabile dai clienti. Rossa: non prenotabile. Arancione: prenotata (clicca per vedere i dettagli). Clicca su una casella per cambiarne lo stato, oppure usa il pulsante del giorno per renderlo tutto non disponibile.',

  slotOpenQuestion: 'Rendere prenotabile questo orario?',
  slotCloseQuestion: 'Rendere non prenotabile questo orario?',
  closeDayQuestion:
    'Tutti gli orari ancora prenotabili di questa giornata diventeranno non prenotabili. Le prenotazioni già presenti restano valide.',
  bookingPrivacyNote: 'Il professionista riceverà la tua prenotazione con il servizio scelto e le note.',
  serviceEmailHelp:
    'Facoltativo. Questo testo viene aggiunto all’email di conferma che il cliente riceve quando prenota questo servizio (per esempio: documenti da portare, indirizzo, come prepararsi).',
  serviceDeleteWarning:
    'Il servizio non sarà più prenotabile. Le prenotazioni già fissate con questo servizio restano valide.',
  hoursClosedDay: 'Chiuso',
  linkPending: 'In attesa di conferma',
  linkAlreadyRequested: 'Richiesta inviata',
  linkConfirmedLabel: 'Già collegato',
  noProfessionals: 'Non hai ancora professionisti. Cercane uno qui sotto e invia una richiesta di collegamento.',
  noProfessionalsFound: 'Nessun professionista trovato con questa ricerca.',
  noClients: 'Non hai ancora clienti. Quando un cliente ti aggiunge, la sua richiesta compare qui da accettare.',
  noClientsFound: 'Nessun cliente trovato con questa ricerca.',
  noServicesFound: 'Nessun servizio trovato con questa ricerca.',
} as const;

/** Client record, chat and documents (issue: workspace). */
export const WORKSPACE_MSG = {
  noteSaved: 'Note salvate con successo.',
  messageSent: 'Messaggio inviato.',
  messageEmpty: 'Scrivi un messaggio prima di inviarlo.',
  chatEmpty: 'Nessun messaggio: scrivi il primo!',
  documentSent: 'Documento inviato correttamente.',
  documentDeleted: 'Documento eliminato correttamente.',
  documentTooLarge: 'Il documento è troppo grande. Il limite massimo è di 100 MB.',
  documentMissing: 'Nessun documento caricato.',
  documentNotFound: 'Documento non trovato.',
  documentDeleteWarning: 'Questa operazione è definitiva, il file non potrà essere recuperato.',
  quotaExceeded:
    'Spazio di archiviazione esaurito: questo documento supera lo spazio disponibile del professionista. Elimina qualche documento o acquista spazio aggiuntivo.',
  onlyOperatorDeletes: 'Solo il professionista può eliminare i documenti.',
  noAppointment: 'Nessun appuntamento in programma',
  received: 'Ricevuti',
  sent: 'Inviati',
  noDocumentsReceived: 'Nessun documento ricevuto.',
  noDocumentsSent: 'Nessun documento inviato. Usa “Carica documento” per inviarne uno.',
  noDocumentsFound: 'Nessun documento trovato con questa ricerca.',
} as const;

/** Landing page, free intro booking, leads and the back office (issue: public and admin). */
export const PUBLIC_MSG = {
  bookingCreated: 'Prenotazione creata con successo. Riceverai una email coi dettagli.',
  agendaTitle: 'Prenota un appuntamento online',
  slotQuestion: 'Vuoi fissare un appuntamento per quest’ora?',
  privacyNote: 'I dati inseriti verranno utilizzati solo per questo appuntamento.',
  pricingTitle: 'Attivazione dell’abbonamento',
  noAgenda: 'Al momento non ci sono orari disponibili. Riprova tra qualche giorno o scrivici.',
  agendaIntro: 'Scegli un orario verde: ti contatteremo per una videochiamata gratuita in cui ti mostriamo Studio e rispondiamo alle tue domande.',
  privacyLink: 'Leggi l’informativa sulla privacy',
} as const;

export const ADMIN_MSG = {
  userUpdated: 'Utente aggiornato con successo.',
  userNotFound: 'Utente non trovato.',
  noIdDocument: 'Questo utente non ha caricato un documento di identità.',
  cannotDisableAdmin: 'L’account amministratore non può essere disattivato.',
  expiryRequired: 'Indica la data di scadenza dell’abbonamento del professionista.',
  leadsTitle: 'Leads',
  noUsersFound: 'Nessun utente trovato con questa ricerca.',
  expiryNote: 'Spostando in avanti la scadenza viene registrato un pagamento con bonifico per il periodo aggiunto.',
  disableNote: 'Un account disattivato non può più accedere e le sue sessioni aperte vengono chiuse subito.',
  noLeads: 'Nessun visitatore ha ancora interagito con la pagina.',
} as const;

/** What the landing page reports to the leads dashboard (spec §3 analytics payload, `event`). */
export const LEAD_EVENT = {
  pricingOpened: 'prezzi aperti',
  agendaOpened: 'agenda aperta',
  agendaPage: 'pagina agenda',
  agendaFailed: 'agenda non caricata',
  slotPicked: 'orario scelto',
  booked: 'prenotazione',
  bookingFailed: 'prenotazione non riuscita',
  register: 'registrazione',
} as const;

/** Subscriptions and payments (issue: subscriptions). */
export const SUBSCRIPTION_MSG = {
  autoRenewUpdated: 'Auto-rinnovo aggiornato con successo.',
  autoRenewError: 'Errore durante l’aggiornamento dell’auto-rinnovo: ',
  checkoutError: 'Errore durante il checkout: ',
  paymentsError: 'Errore durante il caricamento dei pagamenti: ',
  paymentOk: 'Il pagamento è andato a buon fine!',
  paymentCancelled: 'Il pagamento è stato cancellato.',
  offlineBanner: 'Pagamenti simulati: nessun addebito reale (Stripe non è configurato su questo server).',
  stripeUnavailable: 'Il servizio di pagamento non è raggiungibile. Riprova tra qualche minuto.',
  invalidCheckout: 'Questa sessione di pagamento non è valida o è scaduta.',
  adminNoSubscription: 'L’account amministratore non ha un abbonamento.',
  autoRenewOffConfirm:
    'Disattivando il rinnovo automatico, alla scadenza non comparirai più nelle ricerche dei clienti e non potrai ricevere prenotazioni. Potrai riattivarlo in qualsiasi momento.',

  expiredHidden: 'Il tuo abbonamento è scaduto: i clienti non possono più trovarti né prenotare.',
  active: 'Abbonamento attivo',
  expiredOn: 'Abbonamento scaduto il',
  expiringOn: 'Abbonamento in scadenza il',
  validUntil: 'Abbonamento valido fino al',
  renewsOn: 'Si rinnova il',
  endsOn: 'Scade il',
  graceNotice:
    'Rinnova entro 2 giorni dalla scadenza: dopo, i clienti non potranno più trovarti né prenotare finché non riattivi l’abbonamento.',
  hiddenNotice:
    'Sono passati più di 2 giorni dalla scadenza: il tuo profilo non compare nelle ricerche dei clienti e non puoi ricevere prenotazioni. Tutto torna come prima appena rinnovi.',
  bankTransferNote:
    'Esegui il bonifico con la causale indicata: l’amministratore attiva l’abbonamento annuale appena riceve il pagamento e ti arriva una email di conferma.',
  noPayments: 'Nessun pagamento registrato.',
} as const;
