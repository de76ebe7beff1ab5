import type { NotificationKind } from '../notifications.js';

/** The switches of /account and the one-click unsubscribe page. */
export const NOTIFICATIONS_MSG = {
  /** The switch of each kind on /account. */
  label: {
    messaggi: 'Messaggi non letti',
    documenti: 'Nuovi documenti ricevuti',
    collegamenti: 'Richieste di collegamento, accettazioni e rimozioni',
    prenotazioni: 'Appuntamenti prenotati o annullati dall’altra parte',
  } satisfies Record<NotificationKind, string>,
  /** What the e-mails of each kind are about, inside a sentence ('le email per …'). */
  about: {
    messaggi: 'i messaggi non letti',
    documenti: 'i nuovi documenti ricevuti',
    collegamenti: 'le richieste di collegamento, le loro accettazioni e le rimozioni',
    prenotazioni: 'gli appuntamenti prenotati o annullati dall’altra parte',
  } satisfies Record<NotificationKind, string>,
  /** The line at the bottom of every notification e-mail. */
  emailLine: (about: string) => `Non vuoi più ricevere le email per ${about}? Annulla l’iscrizione con un clic:`,
  emailLinkLabel: 'Annulla l’iscrizione',
  pageTitle: 'Annulla l’iscrizione',
  confirmQuestion: (about: string, email: string) => `Vuoi smettere di ricevere a ${email} le email per ${about}?`,
  confirmOthers: 'Le altre email di Studio continueranno ad arrivare.',
  confirmButton: 'Annulla l’iscrizione',
  done: (about: string) => `Fatto: non riceverai più le email per ${about}.`,
  doneAgain: 'Puoi riattivarle quando vuoi dalla pagina Account, alla voce “Notifiche via email”.',
  openAccount: 'Apri la pagina Account',
  invalid: 'Questo link per annullare l’iscrizione non è valido: forse è stato copiato solo in parte.',
  expired: 'Questo link per annullare l’iscrizione è scaduto.',
  useAccount: 'Puoi scegliere quali email ricevere dalla pagina Account, dopo aver effettuato l’accesso.',
} as const;
