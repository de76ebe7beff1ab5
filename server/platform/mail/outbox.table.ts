import { sql } from 'drizzle-orm';
import { bigint, integer, jsonb, pgTable, text, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** UTF-8 text content (the .ics files are text). */
  content: string;
}

/**
 * Every e-mail is a row here first, written in the same transaction as what caused it;
 * the worker sends it later and retries with backoff, so a failed send is never lost. Sent
 * rows are deleted after OUTBOX_RETENTION_DAYS (pruneOutbox), so the table holds the unsent
 * mail and a bounded window of history.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    /** Extra headers (a notification's List-Unsubscribe and List-Unsubscribe-Post). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** Reminders are queued ahead of time; nothing is sent before this instant. */
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** Lets a sender queue a message at most once (reminders) and cancel it by key. */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('outbox_dedupe_key_unique').on(t.dedupeKey),
    // The worker's claim walks the unsent rows in due order and stops at its batch: its cost
    // does not depend on how much mail was ever sent.
    index('outbox_due_idx')
      .on(t.sendAfter, t.id)
      .where(sql`sent_at IS NULL`),
    // The retention job finds the oldest sent rows.
    index('outbox_sent_idx')
      .on(t.sentAt)
      .where(sql`sent_at IS NOT NULL`),
  ],
);
