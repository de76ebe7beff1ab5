import { eq, sql } from 'drizzle-orm';
import { isIP } from 'node:net';
import type { AppContext } from '../context.js';
import { DAY } from '../../common/time.js';
import { tooManyRequests } from './errors.js';
import { rateLimits } from './rate-limit.table.js';

export interface Limit {
  /** What is counted, e.g. `login:ip:1.2.3.4`. */
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Counts one hit on each limit and refuses with 429 when any is over, with `message` or the
 * generic one. Counters live in the database so every instance agrees; one statement per
 * limit, no read-then-write race.
 */
export async function hitRateLimits(ctx: AppContext, limits: Limit[], message?: string) {
  const { over, retryAfterSeconds } = await count(ctx, limits);
  if (over) throw Object.assign(tooManyRequests(message), { retryAfterSeconds });
}

/** Counts one hit on each limit; true when any is now over. */
export async function countHits(ctx: AppContext, limits: Limit[]): Promise<boolean> {
  return (await count(ctx, limits)).over;
}

/** Counts one hit on each limit: whether any is over, and in how many seconds the last one over frees up. */
async function count(ctx: AppContext, limits: Limit[]) {
  const now = ctx.clock.now();
  let over = false;
  let retryAfterSeconds = 0;
  for (const limit of limits) {
    const windowStart = new Date(now.getTime() - limit.windowMs);
    const [row] = await ctx.db
      .insert(rateLimits)
      .values({ key: limit.key, windowStart: now, count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`CASE WHEN ${rateLimits.windowStart} <= ${windowStart} THEN 1 ELSE ${rateLimits.count} + 1 END`,
          windowStart: sql`CASE WHEN ${rateLimits.windowStart} <= ${windowStart} THEN ${now} ELSE ${rateLimits.windowStart} END`,
        },
      })
      .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
    if (row.count > allowed(ctx, limit)) {
      over = true;
      const wait = Math.ceil((new Date(row.windowStart).getTime() + limit.windowMs - now.getTime()) / 1000);
      retryAfterSeconds = Math.max(retryAfterSeconds, wait, 1);
    }
  }
  return { over, retryAfterSeconds };
}

const allowed = (ctx: AppContext, limit: Limit) => Math.ceil(limit.max * ctx.config.rateLimitMultiplier);

/**
 * Takes one of the limit's places before the check it guards, in one conditional statement:
 * true when a place was free (and is now taken), false when the limit is reached (nothing is
 * counted). Requests running at once cannot all pass a read made before any of them counted
 * (security finding M-2): of 200 parallel attempts at most `max` are let through.
 * A check that turns out well gives its place back (`releaseHit`), so only failures stay counted.
 */
export async function reserveHit(ctx: AppContext, limit: Limit): Promise<boolean> {
  const now = ctx.clock.now();
  const windowStart = new Date(now.getTime() - limit.windowMs);
  const expired = sql`${rateLimits.windowStart} <= ${windowStart}`;
  const rows = await ctx.db
    .insert(rateLimits)
    .values({ key: limit.key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${now} ELSE ${rateLimits.windowStart} END`,
      },
      setWhere: sql`${expired} OR ${rateLimits.count} < ${allowed(ctx, limit)}`,
    })
    .returning({ count: rateLimits.count });
  return rows.length > 0;
}

/** Gives back a place taken by `reserveHit` once the guarded check succeeded. */
export async function releaseHit(ctx: AppContext, limit: Limit) {
  await ctx.db
    .update(rateLimits)
    .set({ count: sql`GREATEST(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, limit.key));
}

/** Forgets windows that ended long ago, so the table stays small. */
export async function pruneRateLimits(ctx: AppContext, olderThanMs = DAY) {
  const cutoff = new Date(ctx.clock.now().getTime() - olderThanMs);
  await ctx.db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${cutoff}`);
}

/**
 * The address a per-IP limit counts: an IPv6 client owns at least a /64 and can rotate within
 * it at will, so its limits are kept per /64; IPv4 (also when mapped into IPv6) per address.
 */
export function clientAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (isIP(ip) !== 6) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
