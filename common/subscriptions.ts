import { z } from 'zod';
import { okResponse, pageField } from './validation.js';

export const PLANS = {
  mensile: { days: 30, cents: 2990, label: 'Abbonamento mensile' },
  annuale: { days: 365, cents: 28680, label: 'Abbonamento annuale' },
  spazio: { days: 365, cents: 1500, label: 'Spazio aggiuntivo 10 GB per un anno' },
  bonifico: { days: 365, cents: 28000, label: 'Abbonamento annuale con bonifico' },
} as const;
export type Plan = keyof typeof PLANS;

/** POST /api/checkout: `annuale` picks the yearly plan; `spazio` buys a 10 GB block instead. */
export const checkoutSchema = z.object({
  annuale: z.boolean().default(false),
  spazio: z.boolean().optional(),
});

export const autoRenewSchema = z.object({ enable: z.boolean() });
export const paymentsQuerySchema = z.object({ page: pageField });

/** POST /api/checkout: the payment page to open. */
export const checkoutResponseSchema = okResponse({ url: z.string() });
export type CheckoutResponse = z.output<typeof checkoutResponseSchema>;

export const paymentItemSchema = z.object({
  id: z.number(),
  /** ms */
  inizio: z.number(),
  /** ms */
  fine: z.number(),
  metodo: z.string(),
  piano: z.string(),
  /** '29,90 €' */
  importo: z.string(),
});
export type PaymentItem = z.output<typeof paymentItemSchema>;

/** GET /api/pagamenti?page: newest first, 5 per page. */
export const paymentsResponseSchema = okResponse({ payments: z.array(paymentItemSchema), total: z.number() });
export type PaymentsResponse = z.output<typeof paymentsResponseSchema>;

export const storageInfoSchema = z.object({
  usedKb: z.number(),
  quotaKb: z.number(),
  /** The extra 10 GB blocks still valid, each with its end (ms). */
  blocks: z.array(z.object({ fine: z.number() })),
});
export type StorageInfo = z.output<typeof storageInfoSchema>;

/** GET /api/abbonamento: what the subscription page needs beyond `me`. */
export const subscriptionResponseSchema = okResponse({
  provider: z.enum(['stripe', 'offline']),
  iban: z.string(),
  /** The bank transfer's reference line, with the professional's e-mail. */
  causale: z.string(),
  storage: storageInfoSchema,
});
export type SubscriptionResponse = z.output<typeof subscriptionResponseSchema>;

/** '29,90 €' from cents. */
export const euro = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;
