export interface TutorialStep {
  title: string;
  text: string;
}

export const operatorTutorial: TutorialStep[] = [
  {
    title: 'Imposta orari e servizi',
    text: "Da Account scegli, per ogni giorno della settimana, il primo e l'ultimo orario prenotabile e le eventuali pause. Poi crea i servizi che offri: per ciascuno puoi scrivere un testo che arriverà al cliente nell'email di conferma. Il servizio 'Altro (Specificare)' è sempre presente e chiede al cliente una descrizione.",
  },
  {
    title: "Gestisci l'agenda",
    text: "Nella home trovi l'agenda delle prossime 12 settimane, a mezz'ora per volta. Gli spazi verdi sono prenotabili, quelli rossi chiusi, quelli arancioni già prenotati. Clicca su uno spazio per aprirlo o chiuderlo, oppure su una prenotazione per vederne i dettagli o annullarla; con un solo pulsante puoi rendere non disponibile un'intera giornata.",
  },
  {
    title: 'Accetta i tuoi clienti',
    text: "I clienti si registrano, ti cercano per nome o per studio e chiedono di collegarsi a te. Nella tabella 'I tuoi Clienti' accetti le richieste con un clic: da quel momento il cliente può prenotare, scriverti e inviarti documenti.",
  },
  {
    title: 'Chat, documenti e note',
    text: "Aprendo un cliente trovi i suoi dati, le note riservate che solo tu vedi, la chat in tempo reale e l'archivio dei documenti scambiati, con ricerca e download. Hai 10 GB di spazio inclusi.",
  },
  {
    title: 'Email automatiche',
    text: "Studio invia al posto tuo le conferme di prenotazione con l'evento da aggiungere al calendario, gli avvisi di cancellazione e un promemoria 24 ore prima di ogni appuntamento.",
  },
  {
    title: 'Abbonamento',
    text: 'I primi 30 giorni sono gratuiti. Dalla pagina Abbonamento paghi con carta (mensile o annuale) o con bonifico annuale e puoi attivare o disattivare il rinnovo automatico quando vuoi.',
  },
];

export const clientTutorial: TutorialStep[] = [
  {
    title: 'Trova il tuo professionista',
    text: 'Nella home cerca il professionista per nome o per nome dello studio e chiedi di collegarti. La richiesta resta in attesa finché il professionista non la accetta: solo allora potrai aprire la sua scheda.',
  },
  {
    title: 'Prenota un appuntamento',
    text: "Apri il professionista e scorri il calendario delle prossime settimane. Scegli uno spazio verde, il servizio che ti serve ed eventualmente una nota; se scegli 'Altro (Specificare)' descrivi brevemente la tua richiesta. Riceverai subito un'email di conferma e un promemoria il giorno prima.",
  },
  {
    title: 'Annulla o sposta',
    text: 'Le tue prenotazioni sono in arancione. Cliccandoci sopra puoi annullarle: il professionista riceve un avviso via email e lo spazio torna libero. Per spostare un appuntamento annullalo e prenotane uno nuovo.',
  },
  {
    title: 'Chat e documenti',
    text: 'Dalla scheda del professionista puoi scrivergli in chat e inviargli documenti (fino a 100 MB ciascuno). Trovi separati i documenti ricevuti e quelli inviati.',
  },
  {
    title: 'I tuoi dati',
    text: "In Account aggiorni i tuoi dati e la password. Se qualcosa non funziona scrivici da questa pagina: ti risponderemo all'email del tuo account.",
  },
];
