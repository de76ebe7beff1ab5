/** The user's data rights: export and erasure (GDPR Art. 15, 17, 20). */
export const PRIVACY_MSG = {
  accountErased: 'Il tuo account è stato eliminato. Grazie per aver usato Studio.',
  adminCannotErase: 'L’account amministratore non si può eliminare.',
  wrongPassword: 'La password non è corretta.',
  exportFileMissing: (nome: string) =>
    `Il file del documento «${nome}» non è stato trovato nell’archivio di Studio e non è incluso in questa esportazione.`,
  eraseWarningClient:
    'Eliminando l’account verranno annullate le tue prenotazioni future (con un’email ai professionisti), cancellati i documenti che hai scambiato, le chat e i tuoi dati personali. Restano, senza i tuoi dati, solo i pagamenti che la legge ci obbliga a conservare. L’operazione non si può annullare.',
  eraseWarningOperator:
    'Eliminando l’account verranno annullate le prenotazioni future dei tuoi clienti (con un’email a ciascuno), cancellati tutti i documenti scambiati con loro, le chat, i tuoi orari, i servizi e i tuoi dati personali; il rinnovo automatico dell’abbonamento viene disattivato. Restano, senza i tuoi dati, solo i pagamenti che la legge ci obbliga a conservare per 10 anni. L’operazione non si può annullare.',
} as const;
