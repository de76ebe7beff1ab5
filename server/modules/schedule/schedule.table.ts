import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Orario } from '../../../common/schedule.js';
import { users } from '../accounts/accounts.table.js';

export const weeklyHours = pgTable('weekly_hours', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  orario: jsonb('orario').$type<Orario>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const services = pgTable(
  'services',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    testoEmail: text('testo_email').notNull().default(''),
    /** The built-in 'Altro (Specificare)'; one per professional. */
    altro: boolean('altro').notNull().default(false),
    /** Minutes: 30, 60, 90 or 120 (SERVICE_DURATIONS); a booking takes that many half-hour slots. */
    durata: smallint('durata').notNull().default(30),
    /** Held by video call ('online'): a booking of it gets a meeting link; otherwise in studio, at the professional's address. */
    online: boolean('online').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('services_user_idx').on(t.userId),
    uniqueIndex('services_user_name_unique').on(t.userId, sql`lower(${t.nome})`),
    check('services_durata_check', sql`${t.durata} IN (30, 60, 90, 120)`),
  ],
);

/** A professional's own fixed meeting link (e.g. a Zoom personal room), used instead of a new Jitsi room. */
export const meetingLinks = pgTable('meeting_links', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
