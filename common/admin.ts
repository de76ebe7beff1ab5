import { z } from 'zod';
import { orarioSchema } from './schedule.js';
import { idField, optionalText, pageField, requiredText, searchField } from './validation.js';

export const adminListQuerySchema = z.object({ page: pageField, q: searchField });
export const adminIdQuerySchema = z.object({ id: idField });

export interface AdminUserItem {
  id: number;
  cognome: string;
  nome: string;
  email: string;
  telefono: string;
  op: boolean;
  attivo: boolean;
}

export interface AdminUserDetail extends AdminUserItem {
  cod_fiscale: string;
  partita_iva: string;
  nome_azienda: string;
  indirizzo: string;
  citta: string;
  cap: string;
  provincia: string;
  kb_utilizzati: number;
  scadenza_abbonamento: number | null;
  email_confermata: boolean;
  documento: boolean;
}

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
