import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-cased: an e-mail registers once, whatever its case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    op: boolean('op').notNull().default(false),
    nome: text('nome').notNull().default(''),
    cognome: text('cognome').notNull().default(''),
    telefono: text('telefono').notNull().default(''),
    codFiscale: text('cod_fiscale').notNull().default(''),
    partitaIva: text('partita_iva').notNull().default(''),
    nomeAzienda: text('nome_azienda').notNull().default(''),
    indirizzo: text('indirizzo').notNull().default(''),
    citta: text('citta').notNull().default(''),
    cap: text('cap').notNull().default(''),
    provincia: text('provincia').notNull().default(''),
    pec: text('pec').notNull().default(''),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    attivo: boolean('attivo').notNull().default(true),
    scadenzaAbbonamento: timestamp('scadenza_abbonamento', { withTimezone: true }),
    rinnovoAuto: boolean('rinnovo_auto').notNull().default(false),
    stripeSubId: text('stripe_sub_id'),
    stripeCustomerId: text('stripe_customer_id'),
    kbUtilizzati: bigint('kb_utilizzati', { mode: 'number' }).notNull().default(0),
    idDocumentKey: text('id_document_key'),
    idDocumentName: text('id_document_name'),
    idDocumentType: text('id_document_type'),
    /** Two-factor login: the TOTP secret (base32) once enrolment is confirmed; null while it is off. */
    totpSecret: text('totp_secret'),
    /** The last time step whose code was accepted, so each code works once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The searches' indexes (trigram, list order, professionals) are in migration 0010_search_indexes.sql.
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

export type User = typeof users.$inferSelect;

/** Server-side sessions: every token names one, so revoking is deleting the row. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** What the user sees in their list of sessions: the browser's user agent and address at login. */
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    /** Refreshed at most once a minute (sessions.service `touchSession`). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time recovery codes of two-factor login, stored as SHA-256 hashes (they are random, not chosen). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** Single-use e-mail confirmation and password-reset tokens, stored as SHA-256 hashes. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['confirm', 'reset', 'login'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('user_tokens_user_kind_idx').on(t.userId, t.kind)],
);
