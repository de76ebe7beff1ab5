import { z } from 'zod';
import { okResponse, pageField, searchField } from './validation.js';

export const listQuerySchema = z.object({ page: pageField, q: searchField });

/** A client in the professional's list (spec §3). */
export const clientItemSchema = z.object({
  id: z.number(),
  nome: z.string(),
  cognome: z.string(),
  email: z.string(),
  telefono: z.string(),
  confermato: z.boolean(),
});
export type ClientItem = z.output<typeof clientItemSchema>;

/** GET /api/clienti?page&q: pending links first, 5 per page. */
export const clientsResponseSchema = okResponse({ users: z.array(clientItemSchema), total: z.number() });
export type ClientsResponse = z.output<typeof clientsResponseSchema>;

/** A professional in the client's lists (spec §3); `richiesto` says a link was asked for. */
export const professionalItemSchema = z.object({
  id: z.number(),
  nome: z.string(),
  cognome: z.string(),
  email: z.string(),
  telefono: z.string(),
  confermato: z.boolean(),
  richiesto: z.boolean(),
  nome_azienda: z.string(),
  provincia: z.string(),
  citta: z.string(),
});
export type ProfessionalItem = z.output<typeof professionalItemSchema>;

/** GET /api/ops?page&q (the search) and GET /api/myops?page&q (the client's own), 5 per page. */
export const professionalsResponseSchema = okResponse({ users: z.array(professionalItemSchema), total: z.number() });
export type ProfessionalsResponse = z.output<typeof professionalsResponseSchema>;
