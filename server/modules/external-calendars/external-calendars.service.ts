import { createHash } from 'node:crypto';
import { and, asc, count, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { AGENDA, SERVICE_DURATIONS } from '../../../common/constants.js';
import {
  MAX_EXTERNAL_CALENDARS,
  PAUSE_AFTER_REFUSALS,
  type ExternalCalendarInfo,
  type addExternalCalendarSchema,
} from '../../../common/external-calendars.js';
import { EXTERNAL_CAL_MSG } from '../../../common/messages/external-calendars.js';
import { DAY, HOUR, MINUTE } from '../../../common/time.js';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.js';
import { renderEmail } from '../../platform/mail/render.js';
import { hitRateLimits } from '../../platform/rate-limit.js';
import { findUser, type User } from '../accounts/users.js';
import { liveBookingsStartingBetween } from '../agenda/booked-times.js';
import { whenText } from '../agenda/booking-emails.js';
import { CalendarFetchError, checkAddress, fetchCalendar, fetchableUrl, type FetchLimits } from './calendar-fetch.js';
import { externalBusy, externalCalendars, type ExternalCalendar } from './external-calendars.table.js';
import { PARSE_LIMITS, type BusyInterval } from './ical-busy.js';
import { CalendarParserPool, CalendarRefusedError, type ParseFailure } from './ical-parser-pool.js';

/*
 * A professional's own calendars: connected in /account, fetched every few minutes by any
 * instance (a lease row per calendar), expanded into busy stretches that the agenda reads.
 * A failed fetch keeps the last good busy times and says why in /account.
 */

/** The agenda shows 84 days from today: busy times are worked out one day further. */
const HORIZON_MS = (AGENDA.daysPerPage * AGENDA.pages + 1) * DAY;
/** Worked out this much further still, so a 304 keeps serving for two weeks before a full fetch. */
const EXTRA_MS = 14 * DAY;
/** Busy rows written per INSERT. */
const INSERT_BATCH = 100;
/** How many due calendars one run claims at a time. */
const CLAIM_BATCH = 5;

/** The longest wait between two automatic attempts after failures in a row (10 min × 2⁵ ≈ 5 h). */
const MAX_BACKOFF_DOUBLINGS = 5;

const limitsOf = (ctx: AppContext): FetchLimits => ctx.config.externalCalendars;

/** One parser worker per application (ical-parser-pool.ts), ended with it. */
const pools = new WeakMap<AppContext, CalendarParserPool>();
export function parserPool(ctx: AppContext) {
  let pool = pools.get(ctx);
  if (!pool) pools.set(ctx, (pool = new CalendarParserPool()));
  return pool;
}
export async function closeParserPool(ctx: AppContext) {
  await pools.get(ctx)?.close();
  pools.delete(ctx);
}

/** A file the parser refused: the reason in Italian; `counts` is false when only the parser was busy. */
class CalendarRefusal extends CalendarFetchError {
  constructor(
    message: string,
    readonly counts: boolean,
  ) {
    super(message);
  }
}

function refusalMessage(failure: ParseFailure, pool: CalendarParserPool): string {
  const M = EXTERNAL_CAL_MSG.tooComplex;
  switch (failure) {
    case 'notIcal':
      return EXTERNAL_CAL_MSG.fetch.notIcal;
    case 'timezones':
      return M.timezones(PARSE_LIMITS.timezones);
    case 'timezoneRule':
      return M.timezoneRule;
    case 'events':
      return M.events(PARSE_LIMITS.events);
    case 'overrides':
      return M.overrides(PARSE_LIMITS.overridesPerEvent);
    case 'steps':
      return M.steps;
    case 'intervals':
      return M.intervals(PARSE_LIMITS.intervals);
    case 'time':
      return M.time(Math.round(pool.limits.timeMs / 1000));
    case 'memory':
      return M.memory(pool.limits.memoryMb);
    case 'busy':
      return EXTERNAL_CAL_MSG.parserBusy;
    case 'crash':
      return M.crash;
  }
}
const leaseMs = (ctx: AppContext) => ctx.config.externalCalendars.timeoutMs + MINUTE;

/** 'https://calendar.google.com/…/basic.ics': enough to recognise it, without its secret part. */
export function maskedAddress(address: string) {
  const url = new URL(address);
  const segments = url.pathname.split('/').filter(Boolean);
  const last = segments.length > 1 ? `/…/${segments[segments.length - 1]}` : segments.length === 1 ? '/…' : '';
  return `${url.protocol}//${url.host}${last}`;
}

function toInfo(calendar: ExternalCalendar, impegni: number): ExternalCalendarInfo {
  return {
    id: calendar.id,
    nome: calendar.nome,
    indirizzo: maskedAddress(calendar.url),
    mostraTitoli: calendar.showTitles,
    ultimoAggiornamento: calendar.lastSuccessAt?.toISOString() ?? null,
    ultimoTentativo: calendar.lastAttemptAt?.toISOString() ?? null,
    errore: calendar.lastError,
    impegni,
    sospeso: calendar.pausedAt !== null,
  };
}

async function busyCounts(q: Queryable, calendarIds: number[]) {
  if (calendarIds.length === 0) return new Map<number, number>();
  const rows = await q
    .select({ calendarId: externalBusy.calendarId, n: count() })
    .from(externalBusy)
    .where(inArray(externalBusy.calendarId, calendarIds))
    .groupBy(externalBusy.calendarId);
  return new Map(rows.map((r) => [r.calendarId, r.n]));
}

async function infoOf(ctx: AppContext, calendar: ExternalCalendar) {
  return toInfo(calendar, (await busyCounts(ctx.db, [calendar.id])).get(calendar.id) ?? 0);
}

export async function listCalendars(ctx: AppContext, operator: User) {
  const rows = await ctx.db
    .select()
    .from(externalCalendars)
    .where(eq(externalCalendars.userId, operator.id))
    .orderBy(asc(externalCalendars.id));
  const counts = await busyCounts(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    calendari: rows.map((r) => toInfo(r, counts.get(r.id) ?? 0)),
    intervalloMinuti: Math.round(ctx.config.externalCalendars.refreshMs / MINUTE),
  };
}

async function ownCalendar(ctx: AppContext, operator: User, id: number) {
  const [row] = await ctx.db
    .select()
    .from(externalCalendars)
    .where(and(eq(externalCalendars.id, id), eq(externalCalendars.userId, operator.id)));
  if (!row) throw notFound(EXTERNAL_CAL_MSG.notFound);
  return row;
}

/**
 * The busy stretches of a fetched file, from a day ago to beyond the agenda's horizon, worked
 * out in the parser worker: a file it refuses (not iCalendar, too complex) is a CalendarRefusal.
 */
async function expand(ctx: AppContext, body: string, withTitles: boolean) {
  const now = ctx.clock.now().getTime();
  const until = now + HORIZON_MS + EXTRA_MS;
  const pool = parserPool(ctx);
  try {
    return { intervals: await pool.parse(body, now - DAY, until, withTitles), until };
  } catch (error) {
    if (error instanceof CalendarRefusedError)
      throw new CalendarRefusal(refusalMessage(error.failure, pool), error.failure !== 'busy');
    throw error;
  }
}

/**
 * Connects a calendar: the address is fetched and read at once, and a calendar that cannot be
 * (a private address, an error, not iCalendar) is refused with the reason, adding nothing.
 */
export async function addCalendar(ctx: AppContext, operator: User, input: z.output<typeof addExternalCalendarSchema>) {
  await hitRateLimits(ctx, [{ key: `external-calendar:add:${operator.id}`, max: 20, windowMs: HOUR }]);
  const limits = limitsOf(ctx);
  try {
    checkAddress(fetchableUrl(input.indirizzo), limits);
  } catch (error) {
    if (error instanceof CalendarFetchError) throw badRequest(error.message, { indirizzo: error.message });
    throw error;
  }
  const mine = await ctx.db
    .select({ url: externalCalendars.url })
    .from(externalCalendars)
    .where(eq(externalCalendars.userId, operator.id));
  if (mine.some((c) => c.url === input.indirizzo)) throw conflict(EXTERNAL_CAL_MSG.duplicate);
  if (mine.length >= MAX_EXTERNAL_CALENDARS) throw badRequest(EXTERNAL_CAL_MSG.tooMany(MAX_EXTERNAL_CALENDARS));

  let fetched;
  try {
    const result = await fetchCalendar(input.indirizzo, { etag: null, lastModified: null }, limits);
    if (result.status !== 'ok') throw new CalendarFetchError(EXTERNAL_CAL_MSG.fetch.notIcal);
    fetched = { ...result, ...(await expand(ctx, result.body, input.mostraTitoli)) };
  } catch (error) {
    if (error instanceof CalendarRefusal && !error.counts) throw new AppError(503, error.message);
    if (error instanceof CalendarFetchError) throw badRequest(error.message, { indirizzo: error.message });
    throw error;
  }

  const now = ctx.clock.now();
  const [calendar] = await ctx.db
    .insert(externalCalendars)
    .values({
      userId: operator.id,
      url: input.indirizzo,
      nome: input.nome || fetchableUrl(input.indirizzo).hostname,
      showTitles: input.mostraTitoli,
      nextFetchAt: new Date(now.getTime() + ctx.config.externalCalendars.refreshMs),
      createdAt: now,
    })
    .returning();
  const stored = await storeSuccess(ctx, calendar, fetched.intervals, {
    etag: fetched.etag,
    lastModified: fetched.lastModified,
    coveredUntil: new Date(fetched.until),
  });
  return { message: EXTERNAL_CAL_MSG.added, calendario: await infoOf(ctx, stored ?? calendar) };
}

export async function removeCalendar(ctx: AppContext, operator: User, id: number) {
  await ownCalendar(ctx, operator, id);
  await ctx.db.delete(externalCalendars).where(and(eq(externalCalendars.id, id), eq(externalCalendars.userId, operator.id)));
  ctx.events.emit('agenda.changed', { operatorId: operator.id, clientIds: [] });
}

/** 'Aggiorna ora': fetches one calendar at once, unless a fetch of it is already running somewhere. */
export async function refreshNow(ctx: AppContext, operator: User, id: number) {
  await hitRateLimits(
    ctx,
    [{ key: `external-calendar:refresh:${operator.id}`, max: 30, windowMs: HOUR }],
    EXTERNAL_CAL_MSG.tooManyRefreshes,
  );
  await ownCalendar(ctx, operator, id);
  const claimed = await claimOne(ctx, id);
  if (!claimed) throw conflict(EXTERNAL_CAL_MSG.busyRefreshing);
  const after = await fetchAndStore(ctx, claimed);
  return {
    message: after.lastError ? after.lastError : EXTERNAL_CAL_MSG.refreshed,
    calendario: await infoOf(ctx, after),
  };
}

/**
 * Shows or hides the events' titles. Titles are stored only while shown: hiding them deletes
 * them; showing them fetches the calendar whole again to read them.
 */
export async function setShowTitles(ctx: AppContext, operator: User, id: number, show: boolean) {
  await ownCalendar(ctx, operator, id);
  let calendar: ExternalCalendar;
  if (!show) {
    calendar = await ctx.db.transaction(async (tx) => {
      const [row] = await tx.update(externalCalendars).set({ showTitles: false }).where(eq(externalCalendars.id, id)).returning();
      await tx
        .update(externalBusy)
        .set({ title: null })
        .where(and(eq(externalBusy.calendarId, id), sql`${externalBusy.title} IS NOT NULL`));
      return row;
    });
    ctx.events.emit('agenda.changed', { operatorId: operator.id, clientIds: [] });
  } else {
    // Without its validators the next fetch brings the whole file, titles included.
    await ctx.db
      .update(externalCalendars)
      .set({ showTitles: true, etag: null, lastModified: null, nextFetchAt: ctx.clock.now() })
      .where(eq(externalCalendars.id, id));
    const claimed = await claimOne(ctx, id);
    calendar = claimed ? await fetchAndStore(ctx, claimed) : await ownCalendar(ctx, operator, id);
  }
  return {
    message: show ? EXTERNAL_CAL_MSG.titlesShown : EXTERNAL_CAL_MSG.titlesHidden,
    calendario: await infoOf(ctx, calendar),
  };
}

async function claimOne(ctx: AppContext, id: number) {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .update(externalCalendars)
    .set({ leaseUntil: new Date(now.getTime() + leaseMs(ctx)) })
    .where(and(eq(externalCalendars.id, id), or(isNull(externalCalendars.leaseUntil), lte(externalCalendars.leaseUntil, now))))
    .returning();
  return row;
}

/** Claims due calendars no other instance holds (SKIP LOCKED, then a lease). */
async function claimDue(ctx: AppContext) {
  const now = ctx.clock.now();
  const due = ctx.db
    .select({ id: externalCalendars.id })
    .from(externalCalendars)
    .where(
      and(
        lte(externalCalendars.nextFetchAt, now),
        isNull(externalCalendars.pausedAt),
        or(isNull(externalCalendars.leaseUntil), lte(externalCalendars.leaseUntil, now)),
      ),
    )
    .orderBy(asc(externalCalendars.nextFetchAt))
    .limit(CLAIM_BATCH)
    .for('update', { skipLocked: true });
  return ctx.db
    .update(externalCalendars)
    .set({ leaseUntil: new Date(now.getTime() + leaseMs(ctx)) })
    .where(inArray(externalCalendars.id, due))
    .returning();
}

/**
 * Fetches every calendar that is due, on whichever instance gets it first; returns how many
 * were fetched. Failures are stored on each calendar, never thrown.
 */
export async function runDueFetches(ctx: AppContext): Promise<number> {
  let done = 0;
  for (;;) {
    const batch = await claimDue(ctx);
    if (batch.length === 0) return done;
    await Promise.all(batch.map((calendar) => fetchAndStore(ctx, calendar)));
    done += batch.length;
  }
}

/** One fetch of a claimed calendar; the answer is stored (busy times, or the error) and the lease given back. */
async function fetchAndStore(ctx: AppContext, calendar: ExternalCalendar): Promise<ExternalCalendar> {
  const limits = limitsOf(ctx);
  const needed = ctx.clock.now().getTime() + HORIZON_MS;
  const covered = calendar.coveredUntil && calendar.coveredUntil.getTime() >= needed;
  try {
    let result = await fetchCalendar(
      calendar.url,
      covered ? { etag: calendar.etag, lastModified: calendar.lastModified } : { etag: null, lastModified: null },
      limits,
    );
    // A 304 to a request without validators would leave nothing to read: ask once more, plainly.
    if (result.status === 'not-modified' && !covered)
      result = await fetchCalendar(calendar.url, { etag: null, lastModified: null }, limits);
    if (result.status === 'not-modified') {
      const [row] = await ctx.db
        .update(externalCalendars)
        .set(afterAttempt(ctx, { lastSuccessAt: ctx.clock.now(), lastError: null, ...cleared }))
        .where(eq(externalCalendars.id, calendar.id))
        .returning();
      return row ?? calendar;
    }
    const { intervals, until } = await expand(ctx, result.body, calendar.showTitles);
    const stored = await storeSuccess(ctx, calendar, intervals, {
      etag: result.etag,
      lastModified: result.lastModified,
      coveredUntil: new Date(until),
    });
    return stored ?? calendar;
  } catch (error) {
    if (!(error instanceof CalendarFetchError))
      ctx.log.warn({ err: error, calendarId: calendar.id }, 'external calendar fetch failed');
    const message = error instanceof CalendarFetchError ? error.message : EXTERNAL_CAL_MSG.fetch.unreachable;
    const [row] = await ctx.db
      .update(externalCalendars)
      .set(
        afterFailure(
          ctx,
          calendar,
          message,
          error instanceof CalendarRefusal ? error.counts : false,
          !(error instanceof CalendarRefusal && !error.counts),
        ),
      )
      .where(eq(externalCalendars.id, calendar.id))
      .returning();
    return row ?? calendar;
  }
}

/** What a success writes besides: the failure counts start again and automatic reading resumes. */
const cleared = { failures: 0, refusals: 0, pausedAt: null };

/**
 * A failed attempt: the reason, and when to try again. Each failure in a row doubles the wait
 * (10, 20, 40 … minutes, at most about 5 hours); a file refused by the parser PAUSE_AFTER_REFUSALS
 * times in a row pauses the calendar until the professional acts. A parser merely busy counts
 * for nothing. The state lives in the row, so a restart does not start the loop again.
 */
function afterFailure(ctx: AppContext, calendar: ExternalCalendar, message: string, refused: boolean, counts: boolean) {
  const now = ctx.clock.now();
  const failures = counts ? calendar.failures + 1 : calendar.failures;
  const refusals = refused ? calendar.refusals + 1 : calendar.refusals;
  const waitMs = ctx.config.externalCalendars.refreshMs * 2 ** Math.min(Math.max(failures - 1, 0), MAX_BACKOFF_DOUBLINGS);
  return {
    lastError: message,
    lastAttemptAt: now,
    failures,
    refusals,
    pausedAt: refusals >= PAUSE_AFTER_REFUSALS ? (calendar.pausedAt ?? now) : calendar.pausedAt,
    nextFetchAt: new Date(now.getTime() + waitMs),
    leaseUntil: null,
  };
}

/** What every finished attempt writes: when it ran, when the next is due, the lease given back. */
const afterAttempt = (ctx: AppContext, fields: Partial<ExternalCalendar>) => {
  const now = ctx.clock.now();
  return {
    ...fields,
    lastAttemptAt: now,
    nextFetchAt: new Date(now.getTime() + ctx.config.externalCalendars.refreshMs),
    leaseUntil: null,
  };
};

const intervalKey = (start: number, end: number) => `${start}-${end}`;

/**
 * Replaces a calendar's busy times when they changed (a fetch bringing the same ones writes
 * nothing, so the agenda's version stays), and tells the professional about bookings that a
 * new busy stretch overlaps. Returns the calendar as stored, or undefined if it was removed meanwhile.
 */
async function storeSuccess(
  ctx: AppContext,
  calendar: ExternalCalendar,
  fetched: BusyInterval[],
  validators: { etag: string | null; lastModified: string | null; coveredUntil: Date },
): Promise<ExternalCalendar | undefined> {
  const changed = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(externalCalendars).where(eq(externalCalendars.id, calendar.id)).for('update');
    if (!locked) return undefined;
    // Titles hidden while this fetch ran are not stored.
    const intervals = locked.showTitles ? fetched : fetched.map((i) => ({ ...i, title: null }));
    const old = await tx
      .select({ startsAt: externalBusy.startsAt, endsAt: externalBusy.endsAt, title: externalBusy.title })
      .from(externalBusy)
      .where(eq(externalBusy.calendarId, calendar.id));
    const fullKey = (start: number, end: number, title: string | null) => `${intervalKey(start, end)} ${title ?? ''}`;
    // Different counts differ: the keys are built and sorted only when they might be the same.
    const same =
      old.length === intervals.length &&
      (() => {
        const before = old.map((o) => fullKey(o.startsAt.getTime(), o.endsAt.getTime(), o.title)).sort();
        const after = intervals.map((i) => fullKey(i.start, i.end, i.title)).sort();
        return before.every((key, i) => key === after[i]);
      })();
    if (!same) {
      await tx.delete(externalBusy).where(eq(externalBusy.calendarId, calendar.id));
      // Rows go in as one JSON parameter per statement, pieces of INSERT_BATCH: on PGlite each
      // statement runs on the server's own thread, and between pieces other requests are served.
      for (let i = 0; i < intervals.length; i += INSERT_BATCH) {
        await insertBusy(tx, calendar, intervals.slice(i, i + INSERT_BATCH));
        await new Promise((resolve) => setImmediate(resolve));
      }
      const known = new Set(old.map((o) => intervalKey(o.startsAt.getTime(), o.endsAt.getTime())));
      await noticeOverlaps(
        ctx,
        tx,
        locked,
        intervals.filter((i) => !known.has(intervalKey(i.start, i.end))),
      );
    }
    // Titles asked for while this fetch ran (without them): no validators, so the next fetch reads them.
    const kept = locked.showTitles && !calendar.showTitles ? { ...validators, etag: null, lastModified: null } : validators;
    const [row] = await tx
      .update(externalCalendars)
      .set(afterAttempt(ctx, { ...kept, lastSuccessAt: ctx.clock.now(), lastError: null, ...cleared }))
      .where(eq(externalCalendars.id, calendar.id))
      .returning();
    return { row, same };
  });
  if (changed && !changed.same) ctx.events.emit('agenda.changed', { operatorId: calendar.userId, clientIds: [] });
  return changed?.row;
}

/**
 * Writes busy rows in one statement whose only parameter is their JSON text: parsing 500
 * parameters per hundred rows cost the server's thread far more than the rows themselves.
 */
async function insertBusy(q: Queryable, calendar: ExternalCalendar, intervals: BusyInterval[]) {
  const rows = JSON.stringify(intervals.map((i) => [i.start, i.end, i.title]));
  await q.execute(sql`
    INSERT INTO external_busy (calendar_id, user_id, starts_at, ends_at, title)
    SELECT ${calendar.id}, ${calendar.userId}, timestamptz 'epoch' + (r->>0)::bigint * interval '1 millisecond',
      timestamptz 'epoch' + (r->>1)::bigint * interval '1 millisecond', r->>2
    FROM json_array_elements(${rows}::json) AS r`);
}

/**
 * Bookings already made are never touched: when new busy stretches overlap upcoming bookings,
 * the professional gets one e-mail listing them (once per set of overlaps).
 */
async function noticeOverlaps(ctx: AppContext, q: Queryable, calendar: ExternalCalendar, added: BusyInterval[]) {
  const now = ctx.clock.now().getTime();
  const upcoming = added.filter((i) => i.end > now);
  if (upcoming.length === 0) return;
  // A booking lasts up to the longest service duration: one starting that long before a stretch can overlap it.
  const longestMs = Math.max(...SERVICE_DURATIONS) * MINUTE;
  const from = Math.max(now, Math.min(...upcoming.map((i) => i.start)) - longestMs + 1);
  const to = Math.max(...upcoming.map((i) => i.end));
  const booked = await liveBookingsStartingBetween(q, calendar.userId, new Date(from), new Date(to));
  const overlapping = booked.filter((b) => {
    const start = b.startsAt.getTime();
    return upcoming.some((i) => start < i.end && i.start < start + b.durata * MINUTE);
  });
  if (overlapping.length === 0) return;
  const operator = await findUser(q, calendar.userId);
  if (!operator) return;
  const lines = overlapping.map(
    (b) => `• ${whenText(b.giorno, b.ora)}${b.chi ? ` · ${b.chi}` : ''}${b.servizio ? ` (${b.servizio})` : ''}`,
  );
  const fingerprint = createHash('sha256')
    .update(overlapping.map((b) => b.id).join(','))
    .update(upcoming.map((i) => intervalKey(i.start, i.end)).join(','))
    .digest('hex')
    .slice(0, 32);
  await ctx.mail.enqueue(q, {
    to: operator.email,
    ...renderEmail(EXTERNAL_CAL_MSG.overlapEmail(operator.nome, calendar.nome, lines, `${ctx.config.appUrl}/op`)),
    dedupeKey: `external-overlap:${calendar.id}:${fingerprint}`,
  });
}
