import { z } from 'zod';
import { okResponse, pageField } from './validation.js';

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
  provider: z.enum(['stripe', 'offline', 'bank']),
  /** The account for a yearly bank transfer; null when this server offers none. */
  iban: z.string().nullable(),
  /** The bank transfer's reference line, with the professional's e-mail. */
  causale: z.string(),
  storage: storageInfoSchema,
});
export type SubscriptionResponse = z.output<typeof subscriptionResponseSchema>;
