import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.js';

/** A file exchanged within a link. The stored key is generated; `nome` is only metadata. */
export const documents = pgTable(
  'documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 when the professional uploaded it, 0 when the client did (the `t` of the list). */
    fromOperator: integer('from_operator').notNull(),
    nome: text('nome').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sizeKb: bigint('size_kb', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('documents_pair_idx').on(t.operatorId, t.clientId, t.fromOperator, t.id),
    // The minute's scan for documents waiting to be announced reads the last week only.
    index('documents_created_idx').on(t.createdAt),
  ],
);

/**
 * How far a user has seen the documents the other party of a link uploaded: the newest such
 * document id when the user last opened the documents panel. One row per user and link, so
 * every device agrees.
 */
export const documentReads = pgTable(
  'document_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otherId: integer('other_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastSeenId: integer('last_seen_id').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.otherId] })],
);

/** The newest document from the other party that the user was e-mailed about. */
export const documentNotices = pgTable(
  'document_notices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otherId: integer('other_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastNotifiedId: integer('last_notified_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.otherId] })],
);
