import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.js';
import type { Clock } from '../clock.js';
import { outbox, type OutboxAttachment } from './outbox.table.js';
import type { MailTransport } from './transport.js';
import type { RenderedEmail } from './render.js';

export interface MailMessage extends RenderedEmail {
  to: string;
  replyTo?: string;
  attachments?: OutboxAttachment[];
  sendAfter?: Date;
  dedupeKey?: string;
}

const BATCH = 20;
const CLAIM_SECONDS = 120;
const MAX_BACKOFF_MS = 60 * 60 * 1000;

/** Backoff after `attempts` failures: 5 s, 10 s, 20 s, … up to one hour, forever. */
export const retryDelayMs = (attempts: number) => Math.min(5000 * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);

/**
 * Sends what the outbox holds. Rows are claimed with SKIP LOCKED and a lease, so several
 * server instances share the work and a crash mid-send only delays a message.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private nudged: NodeJS.Timeout | undefined;
  /** Until start(), nothing runs by itself (tests drive runOnce). */
  private stopped = true;

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
    this.stopped = false;
    this.timer = setInterval(() => void this.tick(), this.pollMs);
    this.timer.unref();
    this.nudge();
  }

  async stop() {
    this.stopped = true;
    clearInterval(this.timer);
    clearTimeout(this.nudged);
    await this.running;
    this.transport.close();
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
      .catch((error) => this.log.error({ err: error }, 'mail worker run failed'))
      .finally(() => {
        this.running = undefined;
      });
    await this.running;
  }

  /** Sends every due message once; returns how many were sent. */
  async runOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await this.claim();
      if (batch.length === 0) return sent;
      for (const row of batch) {
        if (await this.deliver(row)) sent++;
      }
      if (batch.length < BATCH) return sent;
    }
  }

  private async claim() {
    const now = this.clock.now();
    const lease = new Date(now.getTime() + CLAIM_SECONDS * 1000);
    return this.db
      .update(outbox)
      .set({ lockedUntil: lease })
      .where(
        sql`${outbox.id} IN (SELECT ${outbox.id} FROM ${outbox}
          WHERE ${outbox.sentAt} IS NULL AND ${outbox.nextAttemptAt} <= ${now} AND ${outbox.sendAfter} <= ${now}
            AND (${outbox.lockedUntil} IS NULL OR ${outbox.lockedUntil} < ${now})
          ORDER BY ${outbox.id} LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)`,
      )
      .returning();
  }

  private async deliver(row: typeof outbox.$inferSelect): Promise<boolean> {
    try {
      await this.transport.send({ ...row, from: this.from });
      await this.db
        .update(outbox)
        .set({ sentAt: this.clock.now(), lockedUntil: null, lastError: null })
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
