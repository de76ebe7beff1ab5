import { z } from 'zod';
import { okResponse, pageField } from './validation.js';

export const accessLogQuerySchema = z.object({ page: pageField });

/** GET /api/registroaccessi?page: who downloaded the professional's documents, newest first. */
export const documentAccessItemSchema = z.object({
  /** ms */
  at: z.number(),
  /** 'Tu', or the client's name. */
  chi: z.string(),
  documento: z.string(),
});
export type DocumentAccessItem = z.output<typeof documentAccessItemSchema>;
export const documentAccessResponseSchema = okResponse({ items: z.array(documentAccessItemSchema), total: z.number() });

/** GET /api/adminregistro?page: the administrator's own actions on users' data, newest first. */
export const adminActionItemSchema = z.object({
  at: z.number(),
  azione: z.string(),
  utente: z.string(),
  dettaglio: z.string(),
  ip: z.string(),
});
export type AdminActionItem = z.output<typeof adminActionItemSchema>;
export const adminActionsResponseSchema = okResponse({ items: z.array(adminActionItemSchema), total: z.number() });

/** How the log names each action. */
export const ACCESS_ACTION_LABELS = {
  'document.download': 'Documento scaricato',
  'id_document.download': 'Documento d’identità scaricato',
  'admin.user_update': 'Dati utente modificati',
  'admin.hours_update': 'Orari settimanali modificati',
  'admin.service_create': 'Servizio aggiunto',
  'admin.service_update': 'Servizio modificato',
  'admin.service_delete': 'Servizio eliminato',
  'login.success': 'Accesso',
  'login.failure': 'Accesso non riuscito',
  'login.link': 'Accesso con link via email',
  'two_factor.enabled': 'Verifica in due passaggi attivata',
  'two_factor.disabled': 'Verifica in due passaggi disattivata',
} as const;
