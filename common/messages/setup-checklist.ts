/** The professional's first steps on /op (review 11-26 M2: a new professional met empty lists and a hint below the fold). */
export const SETUP_MSG = {
  title: 'Primi passi',
  description: 'Completa questi passi per ricevere le prime prenotazioni. Ognuno si spunta da solo quando è fatto.',
  progress: (done: number, total: number) => `${done} di ${total}`,
  progressLabel: 'Passi completati',
  done: 'Fatto',
  hide: 'Nascondi',
  hideLabel: 'Nascondi i primi passi',
  steps: {
    orari: {
      title: 'Orari di lavoro',
      text: 'Scegli i giorni e gli orari in cui i clienti possono prenotare.',
      action: 'Imposta gli orari',
    },
    servizi: {
      title: 'Servizi',
      text: 'Aggiungi almeno un servizio oltre ad “Altro (Specificare)”, con durata e modalità.',
      action: 'Aggiungi un servizio',
    },
    regole: {
      title: 'Regole di prenotazione',
      text: 'Scegli il preavviso minimo e fino a quando i clienti possono annullare. Se quelle proposte vanno bene, salvale così.',
      action: 'Rivedi le regole',
    },
    calendario: {
      title: 'Calendario',
      text: 'Aggiungi i tuoi appuntamenti al calendario del telefono o del computer.',
      action: 'Attiva il calendario',
    },
    cliente: {
      title: 'Il primo cliente',
      text: 'Comunica il tuo nome ai clienti: ti trovano in Studio e ti chiedono il collegamento. Tu accetti la richiesta in “I tuoi Clienti”.',
      pending: 'Hai una richiesta di collegamento: accettala in “I tuoi Clienti” per iniziare.',
      action: 'Vai ai clienti',
    },
  },
} as const;
