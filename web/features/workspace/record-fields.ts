import type { ClientRecord } from '../../../common/workspace.js';
import type { Role } from '../../lib/role.js';

export interface RecordField {
  label: string;
  value: string;
  href?: string;
  /** Spans the whole row (long values such as the address); 'narrow': only on phones. */
  wide?: boolean | 'narrow';
}

const addressOf = (record: ClientRecord) =>
  [record.indirizzo, [record.cap, record.citta].filter(Boolean).join(' '), record.provincia && `(${record.provincia})`]
    .filter(Boolean)
    .join(', ')
    .replace(', (', ' (');

/** The record's facts in reading order; codice fiscale only for the professional (spec §2). */
export function recordFieldsOf(record: ClientRecord, viewer: Role): RecordField[] {
  const fields: (RecordField | false)[] = [
    { label: 'Email', value: record.email, href: record.email && `mailto:${record.email}`, wide: true },
    { label: 'Telefono', value: record.telefono, href: record.telefono && `tel:${record.telefono}` },
    { label: 'PEC', value: record.pec, href: record.pec && `mailto:${record.pec}` },
    viewer === 'op' && { label: 'Codice fiscale', value: record.codiceFiscale ?? '', wide: 'narrow' },
    { label: 'Partita IVA', value: record.partitaIva },
    { label: 'Azienda', value: record.nomeAzienda, wide: true },
    { label: 'Indirizzo', value: addressOf(record), wide: true },
  ];
  return fields.filter((field): field is RecordField => field !== false);
}
