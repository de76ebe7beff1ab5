/**
 * Every Italian text the user can read, in one place (architecture: 'Every user-facing
 * Italian text lives under common/messages/'). Server errors, form messages and e-mail
 * copy both come from here so tests can assert the same constants.
 */
export const MSG = {
  unexpected: 'Si è verificato un errore imprevisto sul nostro server.',
  databaseUnavailable: 'Il servizio è momentaneamente non disponibile. Riprova tra qualche istante.',
  serverRestarting: 'Il server si sta riavviando. Riprova tra qualche istante.',
  diskFull: 'Spazio su disco esaurito sul server: riprova più tardi.',
  notFoundPage: 'Questa pagina non esiste...',

  required: 'Questo campo è obbligatorio',
  tooLong: 'Il testo è troppo lungo.',
  controlCharacters: 'Il testo contiene caratteri non ammessi.',
  invalidRequest: 'La richiesta non è valida.',
  invalidEmail: "L'indirizzo email non è valido.",
  passwordRule: 'La password deve essere lunga almeno 8 caratteri e contenere almeno una lettera e un numero.',
  commonPassword: 'Questa password è tra le più usate e facili da indovinare: scegline una meno prevedibile.',
  passwordMismatch: 'Le password non coincidono.',
  emailMismatch: 'Le email non coincidono.',
  // The spec's 'Nessun immagine' with its grammar fixed (docs/decisions/0013-typos-in-the-spec.md).
  missingImage: 'Nessuna immagine caricata.',
  imageTooLarge: "L'immagine è troppo grande. Il limite massimo è di 10 MB.",
  imageWrongType: "Il documento d'identità deve essere un'immagine JPEG, GIF, PNG, EPS o un PDF.",
  termsRequired: 'Devi accettare i termini e condizioni per registrarti.',
  emailTaken: 'Esiste già un account con questa email.',
  registered:
    "Registrazione completata! Ti abbiamo inviato un'email con il link per confermare il tuo indirizzo: se non la trovi, controlla anche la cartella spam. Se hai sbagliato a scrivere l'email, puoi ripetere la registrazione con quella corretta.",

  loginFailed: 'Email o password non corretti.',
  emailNotConfirmed:
    'Devi confermare la tua email prima di accedere: apri il link che ti abbiamo inviato al momento della registrazione (controlla anche la cartella spam).',
  accountDisabled: "Il tuo account è stato disattivato. Scrivi all'assistenza per maggiori informazioni.",
  tooManyRequests: 'Troppi tentativi. Attendi qualche minuto e riprova.',
  loginLinkSent:
    'Troppi tentativi con questa email: per proteggere l’account abbiamo sospeso l’accesso con password per qualche minuto. Se l’account esiste, ti abbiamo inviato un’email con un link per entrare.',
  unauthenticated: 'Devi accedere per continuare.',
  forbidden: 'Non hai i permessi per questa operazione.',
  notFound: 'Elemento non trovato.',
  invalidLink: 'Il link non è valido o è scaduto.',
  csrf: 'La richiesta è stata bloccata per motivi di sicurezza. Ricarica la pagina e riprova.',

  emailConfirmed: 'Grazie per aver confermato la tua email.',
  emailAlreadyConfirmed: 'Il tuo indirizzo email è già confermato: puoi accedere.',
  confirmPasswordWrong:
    'La password non è quella scelta alla registrazione. Se non la ricordi, reimpostala con “Password dimenticata?” nella pagina di accesso.',
  resetRequested: 'Riceverai a breve una email per cambiare la tua password.',
  passwordSet: 'La password è stata impostata con successo.',
  profileUpdated: 'Informazioni aggiornate con successo.',
  passwordUpdated: 'Password aggiornata con successo.',
  wrongCurrentPassword: 'La password attuale non è corretta.',
  supportSent: 'Messaggio inviato con successo.',
  loggedOut: 'Sei uscito dal tuo account.',
} as const;
