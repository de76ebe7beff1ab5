import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.js';
import { services } from '../schedule/schedule.table.js';

/** A professional's choice for one slot on one date, winning over the weekly hours (decisions 5). */
export const slotOverrides = pgTable(
  'slot_overrides',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    giorno: date('giorno', { mode: 'string' }).notNull(),
    ora: text('ora').notNull(),
    /** 1 closed, 2 open. */
    stato: smallint('stato').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.giorno, t.ora] })],
);

/**
 * A booking of one half-hour slot. At most one live booking per professional, date and
 * wall-clock time: the partial unique index decides races, not a check before insert.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client; null for a visitor's free intro call. */
    clientId: integer('client_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorNome: text('visitor_nome'),
    visitorCognome: text('visitor_cognome'),
    visitorEmail: text('visitor_email'),
    giorno: date('giorno', { mode: 'string' }).notNull(),
    ora: text('ora').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    serviceName: text('service_name').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bookings_live_slot_unique')
      .on(t.operatorId, t.giorno, t.ora)
      .where(sql`${t.cancelledAt} IS NULL`),
    index('bookings_operator_day_idx').on(t.operatorId, t.giorno),
    index('bookings_client_idx').on(t.clientId, t.startsAt),
  ],
);

export type Booking = typeof bookings.$inferSelect;

/**
 * A counter per professional, raised by database triggers (migration 0006) whenever anything
 * their agenda shows changes: weekly hours, overrides, bookings, or a booked client's details.
 * The agenda keeps weeks in memory stamped with it, and serves one again only while the
 * counter read in the same request still matches, on every instance.
 */
export const agendaVersions = pgTable('agenda_versions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(0),
});
