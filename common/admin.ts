import { z } from 'zod';
import { orarioSchema } from './schedule.js';
import { idField, okResponse, optionalText, pageField, requiredText, searchField } from './validation.js';

export const adminListQuerySchema = z.object({ page: pageField, q: searchField });
export const adminIdQuerySchema = z.object({ id: idField });

export const adminUserItemSchema = z.object({
  id: z.number(),
  cognome: z.string(),
  nome: z.string(),
  email: z.string(),
  telefono: z.string(),
  op: z.boolean(),
  attivo: z.boolean(),
});
export type AdminUserItem = z.output<typeof adminUserItemSchema>;

/** GET /api/adminclienti?page&q: 15 per page. */
export const adminUsersResponseSchema = okResponse({ users: z.array(adminUserItemSchema), total: z.number() });
export type AdminUsersResponse = z.output<typeof adminUsersResponseSchema>;

export const adminUserDetailSchema = adminUserItemSchema.extend({
  cod_fiscale: z.string(),
  partita_iva: z.string(),
  nome_azienda: z.string(),
  indirizzo: z.string(),
  citta: z.string(),
  cap: z.string(),
  provincia: z.string(),
  kb_utilizzati: z.number(),
  /** ms */
  scadenza_abbonamento: z.number().nullable(),
  email_confermata: z.boolean(),
  documento: z.boolean(),
});
export type AdminUserDetail = z.output<typeof adminUserDetailSchema>;

/** GET /api/admincliente?id. */
export const adminUserResponseSchema = okResponse({ user: adminUserDetailSchema });
export type AdminUserResponse = z.output<typeof adminUserResponseSchema>;

/** POST /api/adminupdateuser?id: the user's fields, `attivo` and the expiry (ms; records bank transfers). */
export const adminUpdateUserSchema = z.object({
  nome: requiredText(),
  cognome: requiredText(),
  telefono: optionalText(40),
  cod_fiscale: optionalText(32),
  partita_iva: optionalText(32),
  nome_azienda: optionalText(),
  indirizzo: optionalText(),
  citta: optionalText(100),
  cap: optionalText(10),
  provincia: optionalText(50),
  attivo: z.boolean(),
  scadenza_abbonamento: z.number().int().positive().nullable().optional(),
});

export const adminUpdateOrarioSchema = z.object({ id: idField, orario: orarioSchema });
