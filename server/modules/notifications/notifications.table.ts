import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.js';

/**
 * The user's choice for one kind of notification e-mail (`common/notifications.ts`):
 * no row means on. Written from /account and by the one-click unsubscribe link.
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
