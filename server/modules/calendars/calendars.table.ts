import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.js';

/**
 * A user's private calendar feed (RFC 5545, subscribed by URL). Only the SHA-256 of the
 * token is kept: the URL is shown once, when it is made; making a new one replaces the hash,
 * so the old URL stops at once, and turning the feed off deletes the row.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** A professional's choice: events say only 'Appuntamento Studio', with no client, service or note. */
    privato: boolean('privato').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_unique').on(t.tokenHash)],
);
