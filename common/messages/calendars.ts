/** The Italian copy of the calendar feed and the meeting link. */
export const CALENDARS_MSG = {
  feedCreated:
    'Il tuo calendario è pronto. Copia l’indirizzo ora: per sicurezza non lo mostreremo più. Se lo perdi, creane uno nuovo.',
  feedOff: 'Calendario disattivato: l’indirizzo non funziona più.',
  feedPrivacySaved: 'Preferenza salvata.',
  feedNotActive: 'Il calendario non è attivo: crealo prima.',
  feedNotFound: 'Calendario non trovato: l’indirizzo non è valido o è stato sostituito.',
  tooManyFeedRequests: 'Troppe richieste per questo calendario: riprova più tardi.',
  privateInvalid: 'Indica se nascondere i dettagli degli appuntamenti (vero o falso).',
  meetingLinkSaved: 'Collegamento della videochiamata salvato.',
  meetingLinkReset: 'Da ora gli appuntamenti online avranno una stanza Jitsi Meet nuova ogni volta.',
  meetingLinkInvalid: 'Inserisci un indirizzo che inizi con https://, ad esempio https://zoom.us/j/1234567890.',
  /** A feed's calendar name. */
  feedName: 'Studio – appuntamenti',
  /** A professional's private event title. */
  privateTitle: 'Appuntamento Studio',
} as const;
