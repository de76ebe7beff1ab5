import type { Server as SocketServer } from 'socket.io';
import { HOUR, MINUTE } from '../common/time.js';
import type { AppContext } from './context.js';
import { loggableError } from './db/client.js';
import { purgeUnconfirmed } from './modules/accounts/account-lifecycle.service.js';
import { materialiseDueSeries } from './modules/agenda/series.service.js';
import { pruneAnalytics } from './modules/analytics/analytics.service.js';
import { pruneAccessLog } from './modules/audit/audit.service.js';
import { queueUnreadNotices } from './modules/chat/chat-notices.js';
import { queueDocumentNotices } from './modules/documents/document-notices.js';
import { recomputeUsedSpace, referencedFileKeys } from './modules/documents/documents.recovery.js';
import { runDueFetches } from './modules/external-calendars/external-calendars.service.js';
import { onlineUsers } from './modules/live/live.socket.js';
import { queueExpiryNotices } from './modules/subscriptions/subscriptions.service.js';
import { pruneOutbox } from './platform/mail/mail-worker.js';
import { pruneRateLimits } from './platform/rate-limit.js';

/**
 * Work that runs in the background of every instance. Timers are the machine's: the jobs
 * themselves read the time from the injected clock (`ctx.clock`), like every rule.
 */
export interface Job {
  /** Said in the log when a run fails or is left running at shutdown. */
  name: string;
  /** Runs every this many milliseconds; without it the job runs once. */
  every?: number;
  /** The first run this many milliseconds after the start (by default after `every`). */
  after?: number;
  run: () => Promise<void>;
}

const SECOND = 1000;

/** How often each instance looks for external calendars due to be fetched. */
export const EXTERNAL_CALENDAR_POLL_MS = 30 * SECOND;

/**
 * Files left by interrupted work are removed once this old. An upload in flight is younger: its
 * partial file is written to at least once a minute (or the idle timeout cuts it), and a stored
 * file gets its row within a second.
 */
export const SWEEP_GRACE_MS = 10 * MINUTE;

/** Everything that runs in the background, and how often: the table to read first. */
export function backgroundJobs(ctx: AppContext, io: SocketServer): Job[] {
  const online = (ids: number[]) => onlineUsers(io, ids);
  return [
    {
      name: 'housekeeping',
      every: HOUR,
      run: async () => {
        await pruneRateLimits(ctx);
        await queueExpiryNotices(ctx);
        // The series' dates entering the agenda; a failure here must not stop the rest.
        await materialiseDueSeries(ctx).catch((err) => ctx.log.warn({ err: loggableError(err) }, 'series failed'));
        await sweepLeftovers(ctx, SWEEP_GRACE_MS);
        await purgeUnconfirmed(ctx);
        await pruneAnalytics(ctx);
        await pruneAccessLog(ctx);
        await pruneOutbox(ctx.db, ctx.clock, ctx.config.outboxRetentionDays);
      },
    },
    {
      // E-mails about chat messages and documents still unseen after a while.
      name: 'unread notices',
      every: MINUTE,
      run: async () => {
        await queueUnreadNotices(ctx, online);
        await queueDocumentNotices(ctx, online);
      },
    },
    {
      // Professionals' own calendars: each due one is fetched by whichever instance claims it first.
      name: 'external calendar fetches',
      every: EXTERNAL_CALENDAR_POLL_MS,
      run: async () => {
        await runDueFetches(ctx);
      },
    },
    // Soon after a start, not an hour later: series dates and expiry notices due meanwhile.
    { name: 'series at start', after: 5 * SECOND, run: async () => void (await materialiseDueSeries(ctx)) },
    { name: 'expiry notices at start', after: 5 * SECOND, run: async () => void (await queueExpiryNotices(ctx)) },
  ];
}

interface JobLog {
  warn(details: object, message: string): void;
}

/**
 * Runs jobs on their timers. A job still running when its time comes again is not started a
 * second time; a failure is logged with the job's name and the job runs again at its next time.
 */
export class JobRunner {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Map<Job, Promise<void>>();
  private stopped = false;

  constructor(
    private readonly jobs: readonly Job[],
    private readonly log: JobLog,
  ) {}

  start() {
    for (const job of this.jobs) {
      if (job.after === undefined) {
        if (job.every !== undefined) this.repeat(job);
        continue;
      }
      const first = setTimeout(() => {
        this.timers.delete(first);
        this.runOnce(job);
        if (job.every !== undefined && !this.stopped) this.repeat(job);
      }, job.after);
      first.unref();
      this.timers.add(first);
    }
  }

  /** The jobs running now, by name. */
  get inProgress() {
    return [...this.running.keys()].map((job) => job.name);
  }

  /**
   * No job starts any more; a run in progress is awaited up to `limitMs`, then left to finish
   * or fail on its own (each job's work is safe to cut: it is done again at the next start).
   */
  async stop(limitMs = 5000) {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    if (this.running.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      Promise.all(this.running.values()).then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), limitMs))),
    ]);
    clearTimeout(timer);
    if (!finished) this.log.warn({ jobs: this.inProgress }, `background jobs still running after ${limitMs} ms are left`);
  }

  private repeat(job: Job) {
    const timer = setInterval(() => this.runOnce(job), job.every);
    timer.unref();
    this.timers.add(timer);
  }

  private runOnce(job: Job) {
    if (this.stopped || this.running.has(job)) return;
    const run = Promise.resolve()
      .then(job.run)
      .catch((err: unknown) => this.log.warn({ err: loggableError(err), job: job.name }, `${job.name} failed`))
      .finally(() => this.running.delete(job));
    this.running.set(job, run);
  }
}

/**
 * What a crash may leave behind: partial uploads, stored files no row refers to (a crash
 * between storing a file and committing its row), and used space out of line with the
 * documents. Removed and corrected, and said in the log.
 */
export async function sweepLeftovers(ctx: AppContext, graceMs: number) {
  const swept = await ctx.files.sweep?.(await referencedFileKeys(ctx.db), graceMs);
  if (swept && swept.partial + swept.unreferenced > 0) {
    ctx.log.warn(
      `Removed ${swept.partial} partial uploads and ${swept.unreferenced} unreferenced files (${swept.bytes} bytes) left by interrupted work`,
    );
  }
  const corrected = await recomputeUsedSpace(ctx.db);
  if (corrected > 0) ctx.log.warn(`Used storage space recomputed from the documents for ${corrected} professionals`);
}
