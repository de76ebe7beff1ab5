import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { isDatabaseUnavailable, type Db, type Queryable } from '../../db/client.js';
import type { Clock } from '../clock.js';
import { outbox, type OutboxAttachment } from './outbox.table.js';
import type { MailTransport } from './transport.js';
import type { RenderedEmail } from './render.js';

export interface MailMessage extends RenderedEmail {
  to: string;
  replyTo?: string;
  attachments?: OutboxAttachment[];
  /** Extra headers, e.g. a notification's List-Unsubscribe. */
  headers?: Record<string, string>;
  sendAfter?: Date;
  dedupeKey?: string;
}

const BATCH = 20;
/** A claimed row belongs to its worker this long; a crashed worker's rows are retried after it. */
export const CLAIM_SECONDS = 45;
/** A worker stops sending from a batch this long before its lease ends, and gives the rest back. */
const CLAIM_MARGIN_MS = 15_000;
const MAX_BACKOFF_MS = 60 * 60 * 1000;

/** Backoff after `attempts` failures: 5 s, 10 s, 20 s, … up to one hour, forever. */
export const retryDelayMs = (attempts: number) => Math.min(5000 * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);

/**
 * Sends what the outbox holds. Rows are claimed with SKIP LOCKED and a 45 s lease, so several
 * server instances share the work; a stopping worker gives its unsent rows back at once.
 * Delivery is at least once: a crash between the SMTP server's acceptance and the UPDATE that
 * marks the row sent sends that one message again after the lease (within a minute), with the
 * same Message-ID (messageIdOf), so a receiving server may drop the copy.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private nudged: NodeJS.Timeout | undefined;
  /** Until start(), nothing runs by itself (tests drive runOnce). */
  private stopped = true;
  private started = false;
  private closed = false;
  private stopDeadline: number | undefined;
  private databaseDown = false;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly clock: Clock,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs = 1000,
  ) {}

  /** Queues a message in the caller's transaction; returns false when its dedupe key was taken. */
  async enqueue(q: Queryable, message: MailMessage): Promise<boolean> {
    const now = this.clock.now();
    const rows = await q
      .insert(outbox)
      .values({
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments ?? [],
        headers: message.headers ?? {},
        sendAfter: message.sendAfter ?? now,
        nextAttemptAt: now,
        createdAt: now,
        dedupeKey: message.dedupeKey,
      })
      .onConflictDoNothing()
      .returning({ id: outbox.id });
    this.nudge();
    return rows.length > 0;
  }

  /** Drops a message not yet sent (a reminder for a cancelled booking). */
  async cancel(q: Queryable, dedupeKey: string) {
    await q.delete(outbox).where(and(eq(outbox.dedupeKey, dedupeKey), isNull(outbox.sentAt)));
  }

  start() {
    this.started = true;
    this.stopped = false;
    this.timer = setInterval(() => void this.tick(), this.pollMs);
    this.timer.unref();
    this.nudge();
  }

  /**
   * Finishes the message being sent (if any), gives the rest of its batch back, closes SMTP.
   * An SMTP server too slow to answer within `limitMs` is left behind: that message and the
   * rest of its batch are retried after their lease, by any instance.
   */
  async stop(limitMs = 5000) {
    this.stopped = true;
    clearInterval(this.timer);
    clearTimeout(this.nudged);
    // One deadline, from the first call: a second stop() (the app closing) does not wait again.
    this.stopDeadline ??= Date.now() + limitMs;
    if (this.running) {
      let timer: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        this.running.then(() => true),
        new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), this.stopDeadline! - Date.now()))),
      ]);
      clearTimeout(timer);
      if (!finished && !this.closed)
        this.log.warn(`mail worker: an SMTP send still running after ${limitMs} ms is left to its lease`);
    }
    if (!this.closed) this.transport.close();
    this.closed = true;
  }

  /** Asks for a run soon, so a message queued now does not wait for the next poll. */
  nudge() {
    if (this.stopped || this.nudged) return;
    this.nudged = setTimeout(() => {
      this.nudged = undefined;
      void this.tick();
    }, 50);
    this.nudged.unref();
  }

  private async tick() {
    if (this.running || this.stopped) return;
    this.running = this.runOnce()
      .then(() => (this.databaseDown = false))
      .catch((error) => {
        // An outage is said once, not every second; the outbox waits for the database.
        if (!isDatabaseUnavailable(error)) this.log.error({ err: error }, 'mail worker run failed');
        else if (!this.databaseDown) this.log.warn('mail worker: the database is unreachable; sending resumes with it');
        this.databaseDown = isDatabaseUnavailable(error);
      })
      .finally(() => {
        this.running = undefined;
      });
    await this.running;
  }

  /** Sends every due message once; returns how many were sent. */
  async runOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimedAt = performance.now();
      const batch = await this.claim();
      if (batch.length === 0) return sent;
      for (const [i, row] of batch.entries()) {
        // stop() ends a run of the started worker (a worker driven by hand is never started).
        if ((this.started && this.stopped) || performance.now() - claimedAt > CLAIM_SECONDS * 1000 - CLAIM_MARGIN_MS) {
          await this.giveBack(batch.slice(i).map((r) => r.id));
          return sent;
        }
        if (await this.deliver(row)) sent++;
      }
      if (batch.length < BATCH) return sent;
    }
  }

  /** Unsent rows claimed by this worker become due again for any instance. */
  private async giveBack(ids: number[]) {
    await this.db
      .update(outbox)
      .set({ lockedUntil: null })
      .where(and(inArray(outbox.id, ids), isNull(outbox.sentAt)));
  }

  private async claim() {
    return claimStatement(this.db, this.clock.now());
  }

  private async deliver(row: typeof outbox.$inferSelect): Promise<boolean> {
    try {
      await this.transport.send({ ...row, from: this.from, messageId: messageIdOf(row, this.from) });
      await this.db
        .update(outbox)
        .set({
          sentAt: this.clock.now(),
          lockedUntil: null,
          lastError: null,
          // Once sent, the copy kept here no longer holds usable link tokens.
          text: withoutLinkTokens(row.text),
          html: withoutLinkTokens(row.html),
          headers: Object.fromEntries(Object.entries(row.headers).map(([name, value]) => [name, withoutLinkTokens(value)])),
        })
        .where(eq(outbox.id, row.id));
      this.log.info({ mailId: row.id, to: row.to, subject: row.subject }, 'e-mail sent');
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const next = new Date(this.clock.now().getTime() + retryDelayMs(attempts));
      await this.db
        .update(outbox)
        .set({
          attempts,
          nextAttemptAt: next,
          lockedUntil: null,
          lastError: String((error as Error).message ?? error).slice(0, 1000),
        })
        .where(eq(outbox.id, row.id));
      this.log.warn({ mailId: row.id, attempts, err: error }, 'e-mail send failed; will retry');
      return false;
    }
  }
}

/**
 * Claims up to BATCH due rows for CLAIM_SECONDS, oldest due first, walking outbox_due_idx
 * (unsent rows only): its cost does not depend on how much mail was ever sent.
 */
export function claimStatement(db: Queryable, now: Date) {
  const lease = new Date(now.getTime() + CLAIM_SECONDS * 1000);
  return db
    .update(outbox)
    .set({ lockedUntil: lease })
    .where(
      sql`${outbox.id} IN (SELECT ${outbox.id} FROM ${outbox}
        WHERE ${outbox.sentAt} IS NULL AND ${outbox.nextAttemptAt} <= ${now} AND ${outbox.sendAfter} <= ${now}
          AND (${outbox.lockedUntil} IS NULL OR ${outbox.lockedUntil} < ${now})
        ORDER BY ${outbox.sendAfter}, ${outbox.id} LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)`,
    )
    .returning();
}

const PRUNE_BATCH = 5000;

/** Deletes up to PRUNE_BATCH sent rows older than `cutoff`, oldest first (outbox_sent_idx). */
export const pruneOutboxStatement = (db: Queryable, cutoff: Date) =>
  db
    .delete(outbox)
    .where(
      sql`${outbox.id} IN (SELECT ${outbox.id} FROM ${outbox}
        WHERE ${outbox.sentAt} IS NOT NULL AND ${outbox.sentAt} < ${cutoff}
        ORDER BY ${outbox.sentAt} LIMIT ${PRUNE_BATCH})`,
    )
    .returning({ id: outbox.id });

/**
 * Deletes sent e-mails older than `retentionDays` (their bodies carry links and personal data,
 * and nothing reads them once sent), in small batches so no statement holds the table for
 * long. Unsent rows are never touched. Returns how many rows went.
 */
export async function pruneOutbox(db: Db, clock: Clock, retentionDays: number): Promise<number> {
  const cutoff = new Date(clock.now().getTime() - retentionDays * 24 * 60 * 60 * 1000);
  let total = 0;
  for (;;) {
    const gone = await pruneOutboxStatement(db, cutoff);
    total += gone.length;
    if (gone.length < PRUNE_BATCH) return total;
  }
}

/**
 * The Message-ID of an outbox row: the same on every attempt, so a copy sent again after a
 * crash carries the same identity; unique across databases through the row's creation time.
 */
export function messageIdOf(row: { id: number; createdAt: Date }, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'studio.example';
  return `<outbox-${row.id}-${row.createdAt.getTime()}@${domain}>`;
}

/** A sent e-mail's body with the token of every link (confirmation, reset, login link) cut out. */
/**
 * Deletes every e-mail to or from `email` still in the outbox, sent or not (an erased account,
 * GDPR Art. 17: its address, name and messages must not wait there for OUTBOX_RETENTION_DAYS).
 */
export async function forgetMailOf(q: Queryable, email: string) {
  await q.delete(outbox).where(or(eq(outbox.to, email), eq(outbox.replyTo, email)));
}

export const withoutLinkTokens = (body: string) => body.replace(/([?&](?:amp;)?token=)[\w-]+/g, '$1[rimosso]');
