import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.js';

/**
 * A professional's own calendar (the 'secret address in iCal format' of Google, Outlook or
 * Apple), fetched every few minutes so its events make the agenda's slots not bookable.
 *
 * The fetch state lives here too, so any instance can do the next fetch: `next_fetch_at` says
 * when it is due and `lease_until` who holds it (a claimed row belongs to its instance until
 * then; a crashed instance's lease simply runs out).
 */
export const externalCalendars = pgTable(
  'external_calendars',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address as the professional gave it (webcal:// kept; fetched as https://). */
    url: text('url').notNull(),
    nome: text('nome').notNull(),
    /** Whether the professional sees the events' titles in the agenda (titles are stored only then). */
    showTitles: boolean('show_titles').notNull().default(false),
    etag: text('etag'),
    lastModified: text('last_modified'),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** The last attempt's failure in Italian; null after a success. */
    lastError: text('last_error'),
    /**
     * How far ahead the busy rows were worked out. A 304 keeps them only while they still cover
     * the agenda's horizon; otherwise the calendar is fetched whole again to expand further.
     */
    coveredUntil: timestamp('covered_until', { withTimezone: true }),
    /** Failed attempts in a row (any reason): the next one waits longer each time (backoff). */
    failures: integer('failures').notNull().default(0),
    /** Files refused in a row for breaking a parser limit (security finding H-1). */
    refusals: integer('refusals').notNull().default(0),
    /**
     * Set when the file was refused too many times in a row: no automatic fetch until the
     * professional acts ('Riprova', showing titles); null again after a success.
     */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    nextFetchAt: timestamp('next_fetch_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('external_calendars_user_idx').on(t.userId), index('external_calendars_due_idx').on(t.nextFetchAt)],
);

export type ExternalCalendar = typeof externalCalendars.$inferSelect;

/**
 * The busy times of each calendar over the agenda's horizon, one row per event occurrence,
 * replaced as a whole when a fetch brings something different. The agenda's week statement
 * reads them (read-only, raw SQL: ARCHITECTURE's listed exception) and database triggers raise
 * the professional's agenda version on every change (migration 0013), so kept weeks stay exact.
 */
export const externalBusy = pgTable(
  'external_busy',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    calendarId: integer('calendar_id')
      .notNull()
      .references(() => externalCalendars.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The event's title, only when the calendar's titles are shown. */
    title: text('title'),
  },
  (t) => [index('external_busy_user_start_idx').on(t.userId, t.startsAt), index('external_busy_calendar_idx').on(t.calendarId)],
);
