import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.js';
import { services } from '../schedule/schedule.table.js';
import { bookings } from './agenda.table.js';

/**
 * A weekly or fortnightly series the professional booked for a client. Its dates are booked
 * ("materialised") as they enter the 84-day agenda: at creation for those already inside, then
 * by the series job (`series.service.ts`), which advances `next_index`/`next_giorno` in the
 * same transaction as the bookings it makes, so a run that stops halfway is simply resumed.
 */
export const bookingSeries = pgTable(
  'booking_series',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The first date and the Rome wall-clock time of every occurrence. */
    giorno: date('giorno', { mode: 'string' }).notNull(),
    ora: text('ora').notNull(),
    /** 1 every week, 2 every two weeks. */
    frequenza: smallint('frequenza').notNull(),
    /** How many occurrences were asked for. */
    occorrenze: smallint('occorrenze').notNull(),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    serviceName: text('service_name').notNull(),
    serviceText: text('service_text').notNull().default(''),
    note: text('note').notNull().default(''),
    /** The next occurrence not yet materialised, and its date; null once every one has been. */
    nextIndex: smallint('next_index').notNull().default(0),
    nextGiorno: date('next_giorno', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Set when 'this and the following' ended the series. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('booking_series_due_idx')
      .on(t.nextGiorno)
      .where(sql`${t.nextGiorno} IS NOT NULL`),
    index('booking_series_operator_idx').on(t.operatorId),
    index('booking_series_client_idx').on(t.clientId),
  ],
);

/** What became of each materialised occurrence: its booking, or why it could not be booked. */
export const seriesOccurrences = pgTable(
  'series_occurrences',
  {
    seriesId: integer('series_id')
      .notNull()
      .references(() => bookingSeries.id, { onDelete: 'cascade' }),
    idx: smallint('idx').notNull(),
    giorno: date('giorno', { mode: 'string' }).notNull(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** 'prenotata', or why not: 'occupata', 'chiusa', 'fuori_orario', 'passata', 'non_disponibile'. */
    esito: text('esito').notNull(),
  },
  (t) => [primaryKey({ columns: [t.seriesId, t.idx] }), index('series_occurrences_booking_idx').on(t.bookingId)],
);

export type BookingSeries = typeof bookingSeries.$inferSelect;
