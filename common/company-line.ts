/*
 * The company's one-line description, without zod: the footer of every page uses it. It takes
 * the three fields it prints rather than importing `Company`, which re-exports this file.
 */

export const NOT_SET = 'da impostare';

/**
 * 'Studio S.r.l. · P. IVA 01234567890 · Via Roma 1, Milano'. What is not set yet (a fresh
 * install) is left out, never shown to visitors as a placeholder: the server's log says so.
 */
export function companyLine(company: { nome: string; partitaIva: string; indirizzo: string }): string {
  const nome = company.nome.replace(new RegExp(`\\s*\\([^)]*${NOT_SET}\\)`), '');
  return [nome, company.partitaIva && `P. IVA ${company.partitaIva}`, company.indirizzo].filter(Boolean).join(' · ');
}
