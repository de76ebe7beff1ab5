/** The Italian copy of two-factor login and of the sessions list (/account). */
export const SECURITY = {
  codeNeeded: 'Inserisci il codice a 6 cifre della tua app di autenticazione (oppure un codice di recupero).',
  codeFormat: 'Il codice è di 6 cifre.',
  codeWrong: 'Il codice non è corretto o è già stato usato.',
  recoveryWrong: 'Il codice di recupero non è valido o è già stato usato.',
  tooManyCodes: 'Troppi codici errati. Attendi qualche minuto e riprova.',
  alreadyOn: 'La verifica in due passaggi è già attiva.',
  notOn: 'La verifica in due passaggi non è attiva.',
  setupExpired: 'La configurazione non è più valida: ricomincia l’attivazione.',
  adminEnrolIntro:
    'Per proteggere il pannello di amministrazione, attiva la verifica in due passaggi: finché non è attiva le altre pagine restano chiuse.',
  enrolFirst: 'Per continuare attiva la verifica in due passaggi dalla pagina Account.',
  adminMustKeep: 'Per l’amministratore la verifica in due passaggi è obbligatoria: non può essere disattivata.',
  enabled: 'Verifica in due passaggi attivata. Conserva i codici di recupero in un posto sicuro.',
  codesCopied: 'Codici di recupero copiati.',
  codesNotCopied: 'Non è stato possibile copiarli: selezionali e copiali a mano, o scarica il file.',
  codesFileName: 'studio-codici-di-recupero.txt',
  disabled: 'Verifica in due passaggi disattivata.',
  sessionInvalid: 'La sessione indicata non è valida.',
  sessionNotFound: 'Sessione non trovata: forse è già terminata.',
  sessionEnded: 'Sessione terminata.',
  otherSessionsEnded: 'Le altre sessioni sono state terminate.',
  unknownBrowser: 'Browser sconosciuto',
  unknownSystem: 'sistema sconosciuto',
} as const;

/** How /account names a session's device: 'Chrome su Windows'. */
export const deviceLabel = (browser: string | undefined, system: string | undefined) =>
  `${browser ?? SECURITY.unknownBrowser} su ${system ?? SECURITY.unknownSystem}`;
