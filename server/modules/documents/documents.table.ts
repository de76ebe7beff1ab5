import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
  (t) => [index('documents_pair_idx').on(t.operatorId, t.clientId, t.fromOperator, t.id)],
);
