import { z } from 'zod';
import { LIMITS } from './constants.js';
import { WORKSPACE_MSG } from './messages/workspace.js';
import {
  idField,
  MAX_ID,
  okResponse,
  optionalLongText,
  pageField,
  requiredLongText,
  searchField,
  wholeNumber,
} from './validation.js';

/** The client record of spec §3; `codiceFiscale` and `note` only for the professional. */
export const clientRecordSchema = z.object({
  id: z.number(),
  nome: z.string(),
  cognome: z.string(),
  email: z.string(),
  pec: z.string(),
  telefono: z.string(),
  partitaIva: z.string(),
  codiceFiscale: z.string().optional(),
  nomeAzienda: z.string(),
  indirizzo: z.string(),
  citta: z.string(),
  cap: z.string(),
  provincia: z.string(),
  note: z.string().optional(),
  /** The next appointment between the two, as text, or ''. */
  appuntamento: z.string(),
});
export type ClientRecord = z.output<typeof clientRecordSchema>;

/** GET /api/cliente?id (the professional) and GET /api/op?id (the client). */
export const recordResponseSchema = okResponse({ user: clientRecordSchema });
export type RecordResponse = z.output<typeof recordResponseSchema>;

export const recordQuerySchema = z.object({ id: idField });
export const updateNoteSchema = z.object({ id: idField, note: optionalLongText(LIMITS.longText) });

/** Message kinds: 0 written by the client, 1 by the professional, 2 a day divider. */
export const MESSAGE_TIPO = { client: 0, operator: 1, divider: 2 } as const;

export const chatMessageSchema = z.object({
  testo: z.string(),
  tipo: z.literal([MESSAGE_TIPO.client, MESSAGE_TIPO.operator, MESSAGE_TIPO.divider]),
  /** ms since the epoch */
  timestamp: z.number(),
  /** Increasing with time; dividers carry the index of the message they precede. */
  index: z.number(),
  /** 'HH:MM' in Rome */
  ora: z.string(),
});
export type ChatMessage = z.output<typeof chatMessageSchema>;

/** GET /api/messaggi?id&pivot|after: in time order, day dividers included. */
export const messagesResponseSchema = okResponse({ messages: z.array(chatMessageSchema) });
export type MessagesResponse = z.output<typeof messagesResponseSchema>;

export const messagesQuerySchema = z.object({
  id: idField,
  /** The 12 messages before this index; omitted: the newest 12. */
  pivot: wholeNumber(1, MAX_ID).optional(),
  /** Messages after this index (catching up after a reconnection). */
  after: wholeNumber(0, MAX_ID).optional(),
});

export const sendMessageSchema = z.object({
  id: idField,
  testo: requiredLongText(LIMITS.chatMessage, WORKSPACE_MSG.messageEmpty),
});

/**
 * GET /api/nonletti: per accepted link, the messages from the other party the user has not read
 * (`total`, `conversazioni`), and the documents the other party uploaded that the user has not
 * seen in the documents panel (`documenti_totale`, `documenti`; links without any are left out).
 */
export const unreadResponseSchema = okResponse({
  total: z.number(),
  conversazioni: z.array(z.object({ id: z.number(), messaggi: z.number() })),
  documenti_totale: z.number(),
  documenti: z.array(z.object({ id: z.number(), documenti: z.number() })),
});
export type UnreadResponse = z.output<typeof unreadResponseSchema>;

/** POST /api/letto: the user has seen the conversation with `id` up to its newest message. */
export const markReadSchema = z.object({ id: idField });

/** POST /api/documentiletti: the user has seen the documents the other party (`id`) uploaded, up to the newest. */
export const markDocumentsSeenSchema = z.object({ id: idField });

const notificationChoice = z.boolean({ error: WORKSPACE_MSG.notificationChoice }).optional();

/**
 * GET and POST /api/notifiche: which notification e-mails the user gets, per kind (each on by
 * default): unread messages, new documents from the other party, link requests and
 * acceptances, bookings made or cancelled by the other party. POST changes the kinds it names.
 */
export const notificationSettingsSchema = z
  .object({
    email_messaggi: notificationChoice,
    email_documenti: notificationChoice,
    email_collegamenti: notificationChoice,
    email_prenotazioni: notificationChoice,
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: WORKSPACE_MSG.notificationChoice });
export const notificationSettingsResponseSchema = okResponse({
  email_messaggi: z.boolean(),
  email_documenti: z.boolean(),
  email_collegamenti: z.boolean(),
  email_prenotazioni: z.boolean(),
});
export type NotificationSettingsResponse = z.output<typeof notificationSettingsResponseSchema>;

/** POST /api/inviamessaggio: the stored message, as the other party receives it. */
export const sendMessageResponseSchema = okResponse({ message: z.string(), sent: chatMessageSchema });
export type SendMessageResponse = z.output<typeof sendMessageResponseSchema>;

export { SOCKET_EVENTS, SOCKET_PATH } from './socket.js';

/** `new_message`: the conversation (the professional and the client) and the message. */
export const newMessageEventSchema = z.object({ operatorId: z.number(), clientId: z.number(), message: chatMessageSchema });
export type NewMessageEvent = z.output<typeof newMessageEventSchema>;

export const documentItemSchema = z.object({
  id: z.number(),
  /** ms */
  timestamp: z.number(),
  nome: z.string(),
  size_kb: z.number(),
});
export type DocumentItem = z.output<typeof documentItemSchema>;

/** GET /api/documenti?id&t&page&q: newest first, 15 per page. */
export const documentsResponseSchema = okResponse({ documents: z.array(documentItemSchema), total: z.number() });
export type DocumentsResponse = z.output<typeof documentsResponseSchema>;

export const documentsQuerySchema = z.object({
  id: idField,
  /** 0: uploaded by the client, 1: by the professional. The panel's labels swap by role. */
  t: wholeNumber(0, 1).default(0),
  page: pageField,
  q: searchField,
});

export const uploadDataSchema = z.object({
  filename: z.string().max(1000).optional(),
  id: idField,
});

/** POST /api/carica: the stored document's id. */
export const uploadResponseSchema = okResponse({ message: z.string(), id: z.number() });
export type UploadResponse = z.output<typeof uploadResponseSchema>;

export const documentIdSchema = z.object({ id: idField });
