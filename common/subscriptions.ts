import { z } from 'zod';
import { pageField } from './validation.js';

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
