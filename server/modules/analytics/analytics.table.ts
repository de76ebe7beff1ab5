import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One landing-page visitor: heartbeats are summed into `seconds`, never stored one by one. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey(),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull(),
    seconds: integer('seconds').notNull().default(0),
    page: text('page').notNull().default(''),
    /** Set by the database when the lead's first event is stored (trigger lead_events_mark_lead). */
    hasEvents: boolean('has_events').notNull().default(false),
  },
  (t) => [
    index('leads_first_seen_idx').on(t.firstSeen),
    // The dashboard's special leads, read backwards (newest first), stopping at the page.
    index('leads_with_events_idx')
      .on(t.firstSeen)
      .where(sql`has_events`),
  ],
);

/**
 * The leads dashboard's totals, kept by the database (statement triggers on leads): per bar
 * of the histogram (width_bucket over LEAD_BUCKET_FLOORS), how many leads and their seconds.
 * /api/adminleads reads these 13 rows instead of every lead.
 */
export const leadStats = pgTable('lead_stats', {
  bucket: integer('bucket').primaryKey(),
  leads: bigint('leads', { mode: 'number' }).notNull().default(0),
  seconds: bigint('seconds', { mode: 'number' }).notNull().default(0),
});

/** What a visitor did besides looking (opened the agenda, booked, an error…). */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    leadId: uuid('lead_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    event: text('event').notNull(),
    error: text('error'),
  },
  (t) => [index('lead_events_lead_idx').on(t.leadId, t.at)],
);
