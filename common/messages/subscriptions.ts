/** Subscriptions and payments (issue: subscriptions). */
export const SUBSCRIPTION_MSG = {
  autoRenewUpdated: 'Auto-rinnovo aggiornato con successo.',
  autoRenewError: 'Errore durante l’aggiornamento dell’auto-rinnovo: ',
  checkoutError: 'Errore durante il checkout: ',
  paymentsError: 'Errore durante il caricamento dei pagamenti: ',
  paymentOk: 'Il pagamento è andato a buon fine!',
  paymentCancelled: 'Il pagamento è stato cancellato.',
  offlineBanner: 'Pagamenti simulati: nessun addebito reale (Stripe non è configurato su questo server).',
  stripeUnavailable: 'Il servizio di pagamento non è raggiungibile. Riprova tra qualche minuto.',
  cardUnavailable: 'Il pagamento con carta non è attivo su questo server: puoi rinnovare con bonifico bancario.',
  noPaymentMethod: 'Su questo server non è ancora attivo nessun metodo di pagamento: per rinnovare scrivi all’assistenza.',
  storageByBankTransfer: 'Per acquistare 10 GB in più scrivi all’assistenza: ti indicheremo come pagarli con bonifico bancario.',
  invalidCheckout: 'Questa sessione di pagamento non è valida o è scaduta.',
  adminNoSubscription: 'L’account amministratore non ha un abbonamento.',
  /** Next to the switch while no card subscription exists (trial, bank transfer): nothing renews yet. */
  autoRenewFromFirstCard:
    'Il rinnovo automatico si attiverà con il primo pagamento con carta: fino ad allora non ti verrà addebitato nulla.',
  /** The same, on a server that takes bank transfers only. */
  autoRenewNoCard:
    'Il rinnovo automatico funziona solo con il pagamento con carta, che su questo server non è attivo: non ti verrà addebitato nulla e rinnovi con bonifico bancario.',
  autoRenewOffConfirm:
    'Disattivando il rinnovo automatico, alla scadenza non comparirai più nelle ricerche dei clienti e non potrai ricevere prenotazioni. Potrai riattivarlo in qualsiasi momento.',

  expiredHidden: 'Il tuo abbonamento è scaduto: i clienti non possono più trovarti né prenotare.',
  active: 'Abbonamento attivo',
  expiredOn: 'Abbonamento scaduto il',
  expiringOn: 'Abbonamento in scadenza il',
  validUntil: 'Abbonamento valido fino al',
  renewsOn: 'Si rinnova il',
  endsOn: 'Scade il',
  graceNotice:
    'Rinnova entro 2 giorni dalla scadenza: dopo, i clienti non potranno più trovarti né prenotare finché non riattivi l’abbonamento.',
  hiddenNotice:
    'Sono passati più di 2 giorni dalla scadenza: il tuo profilo non compare nelle ricerche dei clienti e non puoi ricevere prenotazioni. Tutto torna come prima appena rinnovi.',
  bankTransferNote:
    'Esegui il bonifico con la causale indicata: l’amministratore attiva l’abbonamento annuale appena riceve il pagamento e ti arriva una email di conferma.',
  noPayments: 'Nessun pagamento registrato.',
} as const;
