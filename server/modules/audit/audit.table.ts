import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.js';

/**
 * Who did what to whose data, kept 12 months (the access log): downloads of documents
 * and ID documents, the administrator's changes to a user and to a professional's hours and
 * services, logins.
 */
export const accessLog = pgTable(
  'access_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Who acted; null when nobody signed in did (a failed login). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Whose data it was: the professional who owns the document, the account changed or logged into. */
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action', {
      enum: [
        'document.download',
        'id_document.download',
        'admin.user_update',
        'admin.hours_update',
        'admin.service_create',
        'admin.service_update',
        'admin.service_delete',
        'login.success',
        'login.failure',
        'login.link',
        'two_factor.enabled',
        'two_factor.disabled',
      ],
    }).notNull(),
    /** What it was about: a document's name, the fields changed. */
    subject: text('subject').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (t) => [index('access_log_owner_idx').on(t.ownerId, t.at), index('access_log_action_idx').on(t.action, t.at)],
);

export type AccessAction = (typeof accessLog.action.enumValues)[number];
