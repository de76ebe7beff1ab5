/** What can be bought and at what price (spec §9): the one place prices are written. */
export const PLANS = {
  mensile: { days: 30, cents: 2990, label: 'Abbonamento mensile' },
  annuale: { days: 365, cents: 28680, label: 'Abbonamento annuale' },
  spazio: { days: 365, cents: 1500, label: 'Spazio aggiuntivo 10 GB per un anno' },
  bonifico: { days: 365, cents: 28000, label: 'Abbonamento annuale con bonifico' },
} as const;
export type Plan = keyof typeof PLANS;

/** '29,90' from cents; whole euros without decimals ('280'). */
export const amount = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace('.', ','));

/** '29,90 €' from cents. */
export const euro = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;

/** The prices the pages quote, derived from the plans so they cannot drift. */
export const PRICES = {
  monthly: amount(PLANS.mensile.cents),
  yearlyPerMonth: amount(Math.round(PLANS.annuale.cents / 12)),
  yearlySaving: `${Math.round((1 - PLANS.annuale.cents / 12 / PLANS.mensile.cents) * 100)}%`,
  bankTransferYearly: amount(PLANS.bonifico.cents),
  storageBlock: amount(PLANS.spazio.cents),
} as const;
