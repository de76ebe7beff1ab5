/** The agenda's day view, lists of appointments and booking rules. */
export const RULES_MSG = {
  saved: 'Regole di prenotazione aggiornate con successo.',
  invalidNotice: 'Il preavviso minimo va da 0 a 7 giorni.',
  invalidChange: 'Il limite per annullare va da 0 a 7 giorni prima dell’appuntamento.',
  invalidHorizon: 'Si può prenotare da 1 a 84 giorni in anticipo.',
  noticeNone: 'Nessun preavviso',
  changeUntilStart: 'Fino all’inizio dell’appuntamento',
} as const;

export const DAY_MSG = {
  dayReopened: 'Giornata di nuovo prenotabile.',
  nothingToReopen: 'In questa giornata non ci sono orari non prenotabili da riaprire.',
  noHoursToClose: 'Questa giornata non ha orari di lavoro: non c’è nulla da rendere non disponibile.',
  nothingToClose: 'In questa giornata non ci sono orari ancora prenotabili: nulla è cambiato.',
  reopenDayQuestion: 'Gli orari non prenotabili di questa giornata tornano prenotabili dai clienti.',
  closedDay: 'Chiuso',
} as const;
