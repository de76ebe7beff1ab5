import { PRICES } from '../../../common/plans.js';

/** The three benefits of spec §1, as the landing page, /why and the pricing dialog tell them. */
export const BENEFITS = [
  {
    key: 'simple',
    title: 'Moderno e semplice',
    text: 'Agenda, clienti, chat e documenti in una sola pagina, dal computer o dallo smartphone. Niente da installare.',
  },
  {
    key: 'automatic',
    title: 'Completamente automatizzato',
    text: 'Conferme, promemoria e cancellazioni partono da sole via email: tu pensi al lavoro, Studio agli avvisi.',
  },
  {
    key: 'flexible',
    title: 'Flessibile e personalizzabile',
    text: 'Orari, pause, servizi e testi delle email come li vuoi tu. Chiudi una giornata con un clic quando serve.',
  },
] as const;

export const CLAIMS = [
  {
    key: 'mail',
    title: 'E-mail e promemoria automatici',
    text: 'Conferma con invito per il calendario, promemoria il giorno prima e avviso di annullamento, a te e ai tuoi clienti.',
  },
  {
    key: 'setup',
    title: 'Configurazione in meno di un’ora',
    text: 'Imposti orari, pause e servizi, e i tuoi clienti possono già prenotare.',
  },
  {
    key: 'storage',
    title: '10 GB di spazio su server italiani',
    text: `I documenti scambiati con i clienti restano in Italia. Se ne serve di più, altri 10 GB a ${PRICES.storageBlock} € l’anno.`,
  },
] as const;

export type PitchKey = (typeof BENEFITS)[number]['key'] | (typeof CLAIMS)[number]['key'];

/** Spec §9: monthly, yearly (one invoice, 20% less) and yearly bank transfer. */
export const PRICE_PLANS = [
  {
    key: 'monthly',
    name: 'Mensile',
    price: `${PRICES.monthly} €`,
    unit: '+ IVA al mese',
    text: 'Pagamento mensile con carta.',
  },
  {
    key: 'yearly',
    name: 'Annuale',
    price: `${PRICES.yearlyPerMonth} €`,
    unit: '+ IVA al mese',
    text: `Con pagamento annuale: risparmi il ${PRICES.yearlySaving}, fattura unica.`,
    badge: `Risparmi il ${PRICES.yearlySaving}`,
  },
  {
    key: 'transfer',
    name: 'Bonifico',
    price: `${PRICES.bankTransferYearly} €`,
    unit: '+ IVA all’anno',
    text: 'Un bonifico bancario una volta l’anno, senza carta.',
  },
] as const;
