import type { RegisterInput, UpdateMeInput } from '../../../common/accounts.js';

export interface FieldSpec<T> {
  name: keyof T & string;
  label: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  /** Shown under the field until it has a message of its own. */
  helperText?: string;
}

/** The password rule, shown before the user types. */
export const PASSWORD_HINT = 'Almeno 8 caratteri, con almeno una lettera e un numero.';

type Field = FieldSpec<RegisterInput>;

/** A field the profile form asks for as registration does. */
type ProfileField = FieldSpec<Pick<RegisterInput, keyof RegisterInput & keyof UpdateMeInput>>;

export const personalFields: Field[] = [
  { name: 'nome', label: 'Nome', autoComplete: 'given-name', required: true },
  { name: 'cognome', label: 'Cognome', autoComplete: 'family-name', required: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { name: 'confirmEmail', label: 'Conferma email', type: 'email', autoComplete: 'email', required: true },
  { name: 'telefono', label: 'Telefono', type: 'tel', autoComplete: 'tel', required: true },
  { name: 'codiceFiscale', label: 'Codice fiscale', required: true },
  {
    name: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
    required: true,
    helperText: PASSWORD_HINT,
  },
  { name: 'confirmPassword', label: 'Conferma password', type: 'password', autoComplete: 'new-password', required: true },
];

export const businessFields: ProfileField[] = [
  { name: 'nomeAzienda', label: 'Nome azienda o studio', autoComplete: 'organization', required: true },
  { name: 'partitaIva', label: 'Partita IVA' },
  { name: 'indirizzo', label: 'Indirizzo', autoComplete: 'street-address', required: true },
  { name: 'citta', label: 'Città', autoComplete: 'address-level2', required: true },
  { name: 'cap', label: 'CAP', autoComplete: 'postal-code', required: true },
  { name: 'provincia', label: 'Provincia', autoComplete: 'address-level1', required: true },
];

export const registerFieldNames = [
  ...personalFields.map((field) => field.name),
  ...businessFields.map((field) => field.name),
  'termini',
  'imageName',
] as const;
