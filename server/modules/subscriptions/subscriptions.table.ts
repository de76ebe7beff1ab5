import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.js';

/** A recorded payment: what it paid for runs from `inizio` to `fine`. */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'mensile' | 'annuale' | 'spazio' | 'bonifico' */
    plan: text('plan').notNull(),
    metodo: text('metodo').notNull(),
    amountCents: integer('amount_cents').notNull().default(0),
    inizio: timestamp('inizio', { withTimezone: true }).notNull(),
    fine: timestamp('fine', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_user_idx').on(t.userId, t.id)],
);

/** Extra 10 GB blocks, each valid 365 days from purchase. */
export const storageBlocks = pgTable(
  'storage_blocks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inizio: timestamp('inizio', { withTimezone: true }).notNull(),
    fine: timestamp('fine', { withTimezone: true }).notNull(),
  },
  (t) => [index('storage_blocks_user_idx').on(t.userId, t.fine)],
);

/** Webhook events already handled: the primary key makes each one count once, even concurrently. */
export const processedEvents = pgTable('processed_events', {
  id: text('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
