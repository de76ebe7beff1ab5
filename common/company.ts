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

export const NOT_SET = 'da impostare';

/** 'Studio S.r.l. · P. IVA 01234567890 · Via Roma 1, Milano', or what is still to be set. */
export function companyLine(company: Company): string {
  return [company.nome, `P. IVA ${company.partitaIva || NOT_SET}`, company.indirizzo || `sede ${NOT_SET}`].join(' · ');
}
