/*
 * The company's one-line description, without zod: the footer of every page uses it. It takes
 * the three fields it prints rather than importing `Company`, which re-exports this file.
 */

export const NOT_SET = 'da impostare';

/** 'Studio S.r.l. · P. IVA 01234567890 · Via Roma 1, Milano', or what is still to be set. */
export function companyLine(company: { nome: string; partitaIva: string; indirizzo: string }): string {
  return [company.nome, `P. IVA ${company.partitaIva || NOT_SET}`, company.indirizzo || `sede ${NOT_SET}`].join(' · ');
}
