/** Working hours, services, links and the agenda (issue: scheduling). */
export const SCHEDULE_MSG = {
  hoursSaved: 'Orari aggiornati con successo.',
  hoursInvalidTime: 'Gli orari devono essere a passi di mezz’ora, da 00:00 a 23:30.',
  hoursIncomplete: 'Indica sia il primo sia l’ultimo orario della giornata.',
  hoursLastBeforeFirst: 'L’ultimo orario non può essere prima del primo.',
  hoursBreakOutside: 'Le pause devono cadere dentro l’orario della giornata.',
  hoursFirstTimeHint:
    'Benvenuto! Imposta qui i tuoi orari di lavoro: per ogni giorno scegli il primo e l’ultimo orario prenotabile e, se vuoi, le mezz’ore di pausa. I clienti potranno prenotare solo in questi orari.',
  /** The administrator looking at a professional without hours: not the professional's welcome. */
  hoursEmptyForAdmin:
    'Questo professionista non ha ancora impostato i suoi orari di lavoro: finché sono vuoti nessuno può prenotare.',
  noHoursAgenda: 'Per visualizzare la tua agenda, clicca su Account in alto a destra e imposta i tuoi orari di lavoro.',
  noHoursClient: 'Non è possibile creare prenotazioni, questo professionista non ha ancora inserito i propri orari.',

  serviceCreated: 'Servizio creato con successo.',
  serviceUpdated: 'Servizio aggiornato con successo.',
  serviceDeleted: 'Servizio eliminato con successo.',
  serviceDuplicate: 'Hai già un servizio con questo nome.',
  serviceBuiltIn: 'Il servizio “Altro (Specificare)” è sempre disponibile: non si può modificare né eliminare.',
  serviceEditWarning: 'Attenzione: la modifica non viene comunicata ai clienti che hanno già prenotato questo servizio.',
  serviceNotFound: 'Servizio non trovato.',
  serviceDurationInvalid: 'La durata deve essere di 30, 60, 90 o 120 minuti.',
  serviceDurationLabel: 'Durata',
  durationDoesNotFit:
    'Da quest’ora non c’è abbastanza tempo libero per la durata del servizio. Scegli un altro orario o un altro servizio.',
  bookingMoved: 'Appuntamento spostato con successo.',
  moveSameSlot: 'L’appuntamento è già a quest’ora: scegli un orario diverso.',
  moveAction: 'Sposta',
  moveTitle: 'Sposta l’appuntamento',
  moveHelp: 'Scegli il giorno e l’ora di inizio: sono elencati solo gli orari liberi in cui l’appuntamento entra per intero.',
  moveNoFreeTimes: 'In questo giorno non ci sono orari liberi per questo appuntamento.',
  moveDayLabel: 'Nuovo giorno',
  moveTimeLabel: 'Nuova ora',
  serviceOnlineHelp:
    'Chi lo prenota riceve il collegamento alla videochiamata (una stanza Jitsi Meet nuova, o il tuo collegamento fisso impostato in Account). Altrimenti l’appuntamento è in studio, all’indirizzo del tuo profilo.',
  bookingOnlineNote:
    'Si svolge in videochiamata: il collegamento arriva nell’email di conferma e lo trovi qui, nei dettagli dell’appuntamento.',
  onlineInvalid: 'Indica se il servizio si svolge online (vero o falso).',

  linkRequested: 'Richiesta inviata. Potrai prenotare e scrivere al professionista quando avrà accettato la tua richiesta.',
  linkExists: 'Hai già inviato una richiesta a questo professionista.',
  tooManyLinkRequests: 'Hai inviato troppe richieste di collegamento oggi: riprova domani.',
  tooManyBookings: 'Hai fatto troppe prenotazioni in poco tempo: riprova più tardi.',
  linkAccepted: 'Cliente accettato con successo.',
  linkRemovedClient: 'Cliente rimosso con successo.',
  linkRemovedOperator: 'Professionista rimosso con successo.',
  linkNotFound: 'Collegamento non trovato.',
  /** Shown on the home page when a client's or professional's page can no longer be opened. */
  linkGone: 'La pagina che hai aperto non è disponibile: il collegamento non esiste o è stato rimosso.',
  linkNotConfirmed: 'Il professionista non ha ancora accettato la tua richiesta.',
  removeClientWarning:
    'Rimuovendo il cliente verranno eliminati definitivamente tutti i documenti inviati e ricevuti e verranno annullate le sue prenotazioni future (con una email di avviso). La chat resta salvata. Per tornare in contatto il cliente dovrà aggiungerti di nuovo.',
  removeOperatorWarning:
    'Rimuovendo il professionista verranno eliminati definitivamente tutti i documenti inviati e ricevuti e verranno annullate le tue prenotazioni future in questo studio (con una email di avviso). La chat resta salvata. Per tornare in contatto dovrai inviare di nuovo la richiesta.',
  /** A request the professional has not accepted yet: nothing to delete, only the request goes. */
  withdrawRequestTitle: 'Annullare la richiesta?',
  withdrawRequestText:
    'La richiesta di collegamento non è ancora stata accettata: annullandola non potrai prenotare né scrivere in questo studio. Potrai inviarne una nuova quando vuoi.',
  requestWithdrawn: 'Richiesta annullata.',
  refuseRequestText:
    'La richiesta di collegamento verrà rifiutata: questa persona non potrà prenotare né scriverti. Potrà inviarti una nuova richiesta.',
  requestRefused: 'Richiesta rifiutata.',
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
