import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.js';
import { services } from '../schedule/schedule.table.js';

/** A professional's choice for one slot on one date, winning over the weekly hours (docs/decisions/0005-working-hours.md). */
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
 * A booking of one or more consecutive half-hour slots, from `giorno` `ora` for `durata`
 * minutes. No two live bookings of a professional share a slot: a database trigger (migration
 * `booking_slots`) keeps one `booking_slots` row per slot a live booking occupies, under a
 * unique index, so the database decides races, not a check before insert.
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
    /** Minutes, a multiple of 30: the service's duration when it was booked. */
    durata: smallint('durata').notNull().default(30),
    /** The .ics SEQUENCE: raised by each move, so calendars update the event with the same UID. */
    sequence: integer('sequence').notNull().default(0),
    /** The meeting link of an online appointment (video calls); null in studio. */
    videoUrl: text('video_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bookings_live_slot_unique')
      .on(t.operatorId, t.giorno, t.ora)
      .where(sql`${t.cancelledAt} IS NULL`),
    index('bookings_operator_day_idx').on(t.operatorId, t.giorno),
    index('bookings_client_idx').on(t.clientId, t.startsAt),
    check('bookings_durata_check', sql`${t.durata} IN (30, 60, 90, 120)`),
  ],
);

export type Booking = typeof bookings.$inferSelect;

/**
 * The half-hour slots the live bookings occupy, one row each, written only by the trigger on
 * `bookings` (migration `booking_slots`): a booking's rows follow its day, time, duration and
 * cancellation. The unique index is the no-overlap guarantee, on PGlite and PostgreSQL alike.
 */
export const bookingSlots = pgTable(
  'booking_slots',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    operatorId: integer('operator_id').notNull(),
    giorno: date('giorno', { mode: 'string' }).notNull(),
    ora: text('ora').notNull(),
  },
  (t) => [
    uniqueIndex('booking_slots_unique').on(t.operatorId, t.giorno, t.ora),
    index('booking_slots_booking_idx').on(t.bookingId),
  ],
);

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

/**
 * The rules a professional sets for online bookings by clients and visitors (no row: the
 * defaults of `common/booking-rules.ts`, which keep the original behaviour).
 */
export const bookingRules = pgTable('booking_rules', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  noticeMinutes: integer('notice_minutes').notNull().default(0),
  changeUntilMinutes: integer('change_until_minutes').notNull().default(0),
  horizonDays: integer('horizon_days').notNull().default(84),
});
