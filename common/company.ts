import { z } from 'zod';
import { okResponse } from './validation.js';

/** GET /api/azienda: who runs the service, from the configuration (footer, terms, privacy, help). */
export const companySchema = z.object({
  nome: z.string(),
  partitaIva: z.string(),
  indirizzo: z.string(),
  emailPrivacy: z.string(),
  /** False while the operator has not set them: the pages say so instead of inventing them. */
  configurata: z.boolean(),
});
export type Company = z.output<typeof companySchema>;
export const companyResponseSchema = okResponse({ azienda: companySchema });

export { companyLine, NOT_SET } from './company-line.js';
