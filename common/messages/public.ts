/** Landing page, free intro booking, leads and the back office (issue: public and admin). */
export const PUBLIC_MSG = {
  bookingCreated: 'Prenotazione creata con successo. Riceverai una email coi dettagli.',
  agendaTitle: 'Prenota un appuntamento online',
  slotQuestion: 'Vuoi fissare un appuntamento per quest’ora?',
  privacyNote: 'I dati inseriti verranno utilizzati solo per questo appuntamento.',
  pricingTitle: 'Attivazione dell’abbonamento',
  noAgenda: 'Al momento non ci sono orari disponibili. Riprova tra qualche giorno o scrivici.',
  agendaIntro:
    'Scegli un orario verde: ti contatteremo per una videochiamata gratuita in cui ti mostriamo Studio e rispondiamo alle tue domande.',
  privacyLink: 'Leggi l’informativa sulla privacy',
  introCallLinkInvalid: 'Il link non è valido: usa quello dell’email di conferma, senza modificarlo.',
  introCallCancelled: 'Appuntamento annullato: il team di Studio è stato avvisato.',
  introCallAlreadyCancelled: 'Questo appuntamento è già stato annullato.',
  introCallPast: 'Questo appuntamento è già iniziato o passato e non può più essere annullato.',
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
  expiryInPast:
    'La nuova scadenza è già passata: il professionista risulterà scaduto da subito e, trascorsi 2 giorni, i clienti non potranno più trovarlo né prenotare.',
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
