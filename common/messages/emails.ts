/**
 * The Italian copy of every e-mail. Each returns a subject, paragraphs and an optional
 * button; the server renders them as plain text and simple HTML.
 */
export interface EmailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Shown under the button: the link spelled out, for clients that hide buttons. */
  footer?: string;
}

const SIGNATURE = 'Il team di Studio';

export const EMAILS = {
  signature: SIGNATURE,

  confirmClient: (nome: string, url: string): EmailContent => ({
    subject: 'Conferma la tua email su Studio',
    greeting: `Ciao ${nome},`,
    paragraphs: [
      'grazie per esserti registrato su Studio. Per completare la registrazione conferma il tuo indirizzo email con il pulsante qui sotto.',
      'Il link è valido per 7 giorni e si può usare una sola volta. Se non sei stato tu a registrarti, ignora questo messaggio.',
    ],
    action: { label: 'Conferma la mia email', url },
  }),

  confirmOperator: (nome: string, url: string): EmailContent => ({
    subject: 'Benvenuto su Studio: conferma la tua email',
    greeting: `Ciao ${nome},`,
    paragraphs: [
      'grazie per aver registrato il tuo studio su Studio. Abbiamo ricevuto il tuo documento di identità: lo useremo solo per verificare che tu sia un professionista reale.',
      'Il tuo primo mese è gratuito. Per iniziare conferma il tuo indirizzo email con il pulsante qui sotto, poi accedi e imposta i tuoi orari di lavoro e i tuoi servizi da Account: bastano pochi minuti.',
      'Il link è valido per 7 giorni e si può usare una sola volta.',
    ],
    action: { label: 'Conferma la mia email', url },
  }),

  resetPassword: (nome: string, url: string): EmailContent => ({
    subject: 'Imposta una nuova password su Studio',
    greeting: `Ciao ${nome},`,
    paragraphs: [
      'abbiamo ricevuto una richiesta di cambio password per il tuo account. Per sceglierne una nuova usa il pulsante qui sotto.',
      "Il link è valido per 1 ora e si può usare una sola volta. Se non hai chiesto tu il cambio, ignora questo messaggio: la tua password resta quella di prima.",
    ],
    action: { label: 'Imposta una nuova password', url },
  }),

  support: (from: { nome: string; cognome: string; email: string; op: boolean }, subject: string, content: string): EmailContent => ({
    subject: `[Assistenza] ${subject}`,
    greeting: 'Nuova richiesta di assistenza,',
    paragraphs: [
      `da: ${from.nome} ${from.cognome} <${from.email}> (${from.op ? 'professionista' : 'cliente'})`,
      `oggetto: ${subject}`,
      content,
    ],
  }),
};
