import { z } from 'zod';
import { pageField, searchField } from './validation.js';

export const listQuerySchema = z.object({ page: pageField, q: searchField });

/** A client in the professional's list (spec §3). */
export interface ClientItem {
  id: number;
  nome: string;
  cognome: string;
  email: string;
  telefono: string;
  confermato: boolean;
}

/** A professional in the client's lists (spec §3); `richiesto` says a link was asked for. */
export interface ProfessionalItem {
  id: number;
  nome: string;
  cognome: string;
  email: string;
  telefono: string;
  confermato: boolean;
  richiesto: boolean;
  nome_azienda: string;
  provincia: string;
  citta: string;
}
