/** Client record, chat and documents (issue: workspace). */
export const WORKSPACE_MSG = {
  notificationChoice: 'Scegli se ricevere gli avvisi.',
  notificationsSaved: 'Preferenze di notifica aggiornate.',
  noteSaved: 'Note salvate con successo.',
  messageSent: 'Messaggio inviato.',
  messageEmpty: 'Scrivi un messaggio prima di inviarlo.',
  tooManyMessages: 'Stai inviando troppi messaggi: attendi un minuto e riprova.',
  chatEmpty: 'Nessun messaggio: scrivi il primo!',
  documentSent: 'Documento inviato correttamente.',
  documentDeleted: 'Documento eliminato correttamente.',
  documentTooLarge: 'Il documento è troppo grande. Il limite massimo è di 100 MB.',
  documentMissing: 'Nessun documento caricato.',
  /** A fourth upload while three of the same user are still in progress (security finding L-5). */
  tooManyUploads: 'Hai già tre caricamenti in corso: attendi che finiscano e riprova.',
  /** A file of 0 bytes, refused: it holds nothing the other side could open. */
  documentEmpty: 'Il documento è vuoto: scegli un file che abbia un contenuto.',
  documentNotFound: 'Documento non trovato.',
  rangeNotSatisfiable: 'La parte richiesta è oltre la fine del documento: scaricalo di nuovo per intero.',
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
