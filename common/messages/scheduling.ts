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
  serviceEditWarning: 'Attenzione: la modifica non viene comunicata ai clienti che hanno già prenotato questo servizio.',
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
  serviceDeleteWarning: 'Il servizio non sarà più prenotabile. Le prenotazioni già fissate con questo servizio restano valide.',
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
