import { pgTable, text } from 'drizzle-orm/pg-core';

/** Values every instance must share, such as the generated JWT secret on PostgreSQL. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
