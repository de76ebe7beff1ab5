/** What a professional gets, in the order of a working day (spec §1, §2). */
export const FEATURES = [
  {
    key: 'agenda',
    title: 'Agenda online',
    text: 'Dodici settimane di appuntamenti da mezz’ora, sempre aggiornate. Apri o chiudi un orario con un clic, segna una giornata come non disponibile, vedi chi ha prenotato e per quale servizio.',
  },
  {
    key: 'clients',
    title: 'I tuoi clienti',
    text: 'I clienti ti trovano per nome e ti chiedono il collegamento: decidi tu chi accettare. Per ognuno hai una scheda con i dati, le note riservate e il prossimo appuntamento.',
  },
  {
    key: 'chat',
    title: 'Chat e documenti',
    text: 'Una chat per ogni cliente e uno spazio per scambiare file fino a 100 MB. Niente più allegati persi tra le email.',
  },
  {
    key: 'mail',
    title: 'Avvisi automatici',
    text: 'Conferma della prenotazione con invito per il calendario, promemoria il giorno prima e avviso quando un appuntamento viene annullato.',
  },
] as const;

export const STEPS = [
  {
    title: 'Registrati',
    text: 'Crea il tuo account da professionista e carica il documento d’identità. Il primo mese è gratuito.',
  },
  {
    title: 'Imposta orari e servizi',
    text: 'Scegli i giorni, gli orari e le pause, e i servizi tra cui i clienti scelgono quando prenotano.',
  },
  {
    title: 'Accogli i clienti',
    text: 'I clienti si registrano gratis, ti cercano e, una volta accettati, prenotano, scrivono e ti inviano documenti.',
  },
] as const;
