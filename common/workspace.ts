import { z } from 'zod';
import { LIMITS } from './constants.js';
import { WORKSPACE_MSG } from './messages/workspace.js';
import { MAX_ID, idField, optionalLongText, pageField, requiredLongText, searchField, wholeNumber } from './validation.js';

/** The client record of spec §3; `codiceFiscale` and `note` only for the professional. */
export interface ClientRecord {
  id: number;
  nome: string;
  cognome: string;
  email: string;
  pec: string;
  telefono: string;
  partitaIva: string;
  codiceFiscale?: string;
  nomeAzienda: string;
  indirizzo: string;
  citta: string;
  cap: string;
  provincia: string;
  note?: string;
  /** The next appointment between the two, as text, or ''. */
  appuntamento: string;
}

export const recordQuerySchema = z.object({ id: idField });
export const updateNoteSchema = z.object({ id: idField, note: optionalLongText(LIMITS.longText) });

/** Message kinds: 0 written by the client, 1 by the professional, 2 a day divider. */
export const MESSAGE_TIPO = { client: 0, operator: 1, divider: 2 } as const;

export interface ChatMessage {
  testo: string;
  tipo: 0 | 1 | 2;
  /** ms since the epoch */
  timestamp: number;
  /** Increasing with time; dividers carry the index of the message they precede. */
  index: number;
  /** 'HH:MM' in Rome */
  ora: string;
}

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

/** Socket.IO events (path /api/socket.io, websocket only, query token and id). */
/** `link_refused`: the link is missing or not accepted; the socket is then closed. */
export const SOCKET_EVENTS = { newMessage: 'new_message', invalidJwt: 'invalid_jwt', linkRefused: 'link_refused' } as const;
export const SOCKET_PATH = '/api/socket.io';

export interface NewMessageEvent {
  /** The conversation: the professional and the client. */
  operatorId: number;
  clientId: number;
  message: ChatMessage;
}

export interface DocumentItem {
  id: number;
  timestamp: number;
  nome: string;
  size_kb: number;
}

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

export const documentIdSchema = z.object({ id: idField });
