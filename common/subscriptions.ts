import { z } from 'zod';
import { pageField } from './validation.js';

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

export interface PaymentItem {
  id: number;
  inizio: number;
  fine: number;
  metodo: string;
  piano: string;
  importo: string;
}

export interface StorageInfo {
  usedKb: number;
  quotaKb: number;
  blocks: { fine: number }[];
}

/** '29,90 €' from cents. */
export const euro = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;
