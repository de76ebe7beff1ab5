import { z } from 'zod';
import { adminUpdateUserSchema, type AdminUserDetail } from '../../../common/admin.js';
import { toDateInput } from './expiry-date.js';

/** The user's fields; the expiry is a date input here and an instant on the wire. */
export const adminUserFormSchema = adminUpdateUserSchema.omit({ scadenza_abbonamento: true }).extend({ scadenza: z.string() });
export type AdminUserFormInput = z.input<typeof adminUserFormSchema>;
export type AdminUserFormOutput = z.output<typeof adminUserFormSchema>;

type TextField = Exclude<keyof AdminUserFormInput, 'attivo' | 'scadenza'>;

export interface AdminFieldSpec {
  name: TextField;
  label: string;
  required?: boolean;
  type?: 'tel';
}

export const PERSONAL_FIELDS: AdminFieldSpec[] = [
  { name: 'nome', label: 'Nome', required: true },
  { name: 'cognome', label: 'Cognome', required: true },
  { name: 'telefono', label: 'Telefono', type: 'tel' },
  { name: 'cod_fiscale', label: 'Codice fiscale' },
];

export const BUSINESS_FIELDS: AdminFieldSpec[] = [
  { name: 'nome_azienda', label: 'Nome azienda o studio' },
  { name: 'partita_iva', label: 'Partita IVA' },
  { name: 'indirizzo', label: 'Indirizzo' },
  { name: 'citta', label: 'Città' },
  { name: 'cap', label: 'CAP' },
  { name: 'provincia', label: 'Provincia' },
];

export const TEXT_FIELD_NAMES = [...PERSONAL_FIELDS, ...BUSINESS_FIELDS].map((field) => field.name);

export function formValuesOf(user: AdminUserDetail): AdminUserFormInput {
  return {
    nome: user.nome,
    cognome: user.cognome,
    telefono: user.telefono,
    cod_fiscale: user.cod_fiscale,
    partita_iva: user.partita_iva,
    nome_azienda: user.nome_azienda,
    indirizzo: user.indirizzo,
    citta: user.citta,
    cap: user.cap,
    provincia: user.provincia,
    attivo: user.attivo,
    scadenza: toDateInput(user.scadenza_abbonamento),
  };
}
