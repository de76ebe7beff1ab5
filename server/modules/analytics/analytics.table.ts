import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One landing-page visitor: heartbeats are summed into `seconds`, never stored one by one. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey(),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull(),
    seconds: integer('seconds').notNull().default(0),
    page: text('page').notNull().default(''),
  },
  (t) => [index('leads_first_seen_idx').on(t.firstSeen)],
);

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
