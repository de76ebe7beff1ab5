import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * How many users exist, kept exact by statement triggers on users (migration
 * 0010_search_indexes.sql): the administrator's list shows it without counting every user.
 * One row, id 1.
 */
export const userCount = pgTable('user_count', {
  id: integer('id').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});
