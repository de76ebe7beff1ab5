import { eq } from 'drizzle-orm';
import { SLOT, type CalendarDay, type Slot } from '../../../common/agenda.js';
import { DEFAULT_BOOKING_RULES, ruleReason, ruleRefusal, type BookingRules } from '../../../common/booking-rules.js';
import { MINUTE } from '../../../common/time.js';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { forbidden } from '../../platform/errors.js';
import { addDays, romeInstant, romeToday, romeWallTime } from '../../platform/rome-time.js';
import { bookingRules } from './agenda.table.js';

/*
 * The rules a professional sets for online bookings (minimum notice, how late a client may
 * cancel or move, how far ahead clients may book). Refusals are 403: the slot itself is free
 * and the request well formed, but this rule forbids the action to this user (the professional
 * may still do it); nothing the user could change in the request or wait out at once would
 * help, unlike a 409 for a slot taken meanwhile.
 */

export type { BookingRules };

/** The last Rome date clients may book under `rules`, seen at `now`. */
export const lastBookableDay = (rules: BookingRules, now: Date) => addDays(romeToday(now), rules.orizzonteGiorni - 1);

const tooSoon = (notice: number, start: Date, now: Date) => start.getTime() - now.getTime() < notice * MINUTE;

/** Throws the Italian 403 when an appointment starting at `start` is inside the minimum notice at `now` (a visitor's words differ). */
export function assertNotice(rules: BookingRules, start: Date, now: Date, who: 'client' | 'visitor') {
  if (!tooSoon(rules.preavvisoMinuti, start, now)) return;
  throw forbidden(
    who === 'client' ? ruleRefusal.notice(rules.preavvisoMinuti) : ruleRefusal.visitorNotice(rules.preavvisoMinuti),
  );
}

/** Throws the Italian 403 when an appointment starting at `start` is beyond how far ahead clients may book. */
export function assertHorizon(rules: BookingRules, start: Date, now: Date) {
  if (romeWallTime(start).slice(0, 10) > lastBookableDay(rules, now)) throw forbidden(ruleRefusal.horizon(rules.orizzonteGiorni));
}

/** Throws the Italian 403 when a client may not book an appointment starting at `start` at `now`. */
export function assertClientMayBook(rules: BookingRules, start: Date, now: Date) {
  assertNotice(rules, start, now, 'client');
  assertHorizon(rules, start, now);
}

/** Throws the Italian 403 when a client may no longer cancel or move an appointment starting at `start`. */
export function assertClientMayChange(rules: BookingRules, start: Date, now: Date) {
  if (rules.modificheFinoMinuti > 0 && tooSoon(rules.modificheFinoMinuti, start, now)) {
    throw forbidden(ruleRefusal.change(rules.modificheFinoMinuti));
  }
}

const fromRow = (row: typeof bookingRules.$inferSelect): BookingRules => ({
  preavvisoMinuti: row.noticeMinutes,
  modificheFinoMinuti: row.changeUntilMinutes,
  orizzonteGiorni: row.horizonDays,
});

async function storedRules(q: Queryable, operatorId: number): Promise<BookingRules | undefined> {
  const [row] = await q.select().from(bookingRules).where(eq(bookingRules.userId, operatorId));
  return row && fromRow(row);
}

/** A professional's rules, or the defaults (the original behaviour) when never saved. */
export async function getBookingRules(q: Queryable, operatorId: number): Promise<BookingRules> {
  return (await storedRules(q, operatorId)) ?? { ...DEFAULT_BOOKING_RULES };
}

/** The rules as GET /api/regoleprenotazione answers them: `salvate` says the professional has saved them once (the /op setup checklist). */
export async function bookingRulesState(q: Queryable, operatorId: number): Promise<{ regole: BookingRules; salvate: boolean }> {
  const stored = await storedRules(q, operatorId);
  return { regole: stored ?? { ...DEFAULT_BOOKING_RULES }, salvate: stored !== undefined };
}

/**
 * The rules visitors meet on the team's public agenda: the team's saved rules, else the
 * defaults with the configured notice (PUBLIC_BOOKING_NOTICE_MINUTES).
 */
export async function visitorRules(ctx: AppContext, operatorId: number): Promise<BookingRules> {
  return (
    (await storedRules(ctx.db, operatorId)) ?? {
      ...DEFAULT_BOOKING_RULES,
      preavvisoMinuti: ctx.config.publicBookingNoticeMinutes,
    }
  );
}

export async function saveBookingRules(ctx: AppContext, operatorId: number, rules: BookingRules): Promise<BookingRules> {
  const values = {
    noticeMinutes: rules.preavvisoMinuti,
    changeUntilMinutes: rules.modificheFinoMinuti,
    horizonDays: rules.orizzonteGiorni,
  };
  await ctx.db
    .insert(bookingRules)
    .values({ userId: operatorId, ...values })
    .onConflictDoUpdate({ target: bookingRules.userId, set: values });
  ctx.events.emit('agenda.changed', { operatorId, clientIds: [] });
  return rules;
}

/** The check a client's cancellation (or move) runs. */
export async function enforceClientMayChange(q: Queryable, operatorId: number, start: Date, now: Date) {
  assertClientMayChange(await getBookingRules(q, operatorId), start, now);
}

/**
 * A client's or visitor's grid under the rules: an open slot inside the notice or beyond the
 * horizon is shown closed (1) with its `motivo`. Other cells, and the grid's shape, are kept.
 */
export function applyRulesToGrid(
  calendario: CalendarDay[],
  rules: BookingRules,
  now: Date,
  who: 'client' | 'visitor',
): CalendarDay[] {
  const notice = rules.preavvisoMinuti;
  const lastDay = who === 'client' ? lastBookableDay(rules, now) : undefined;
  if (notice === 0 && (lastDay === undefined || lastDay >= calendario[calendario.length - 1]?.isoDate)) return calendario;
  const noticeEndDay = romeWallTime(now.getTime() + notice * MINUTE).slice(0, 10);
  const noticeCell = (ora: string): Slot => ({ ora, stato: SLOT.closed, motivo: ruleReason.notice(notice) });
  return calendario.map((day) => {
    if (lastDay !== undefined && day.isoDate > lastDay) {
      const motivo = ruleReason.horizon(rules.orizzonteGiorni);
      return {
        ...day,
        ore: day.ore.map(
          (row) => row.map((s) => (s.stato === SLOT.open ? { ...s, stato: SLOT.closed, motivo } : s)) as [Slot, Slot],
        ),
      };
    }
    // Only days up to the notice's end can hold a slot inside it.
    if (notice === 0 || day.isoDate > noticeEndDay) return day;
    return {
      ...day,
      ore: day.ore.map(
        (row) =>
          row.map((s) => {
            if (s.stato !== SLOT.open) return s;
            const start = romeInstant(day.isoDate, s.ora);
            return start && tooSoon(notice, start, now) ? noticeCell(s.ora) : s;
          }) as [Slot, Slot],
      ),
    };
  });
}

/** The client's own bookings inside the change limit carry the refusal a cancel or move would meet. */
export function markChangeLimit(calendario: CalendarDay[], rules: BookingRules, now: Date): CalendarDay[] {
  const limit = rules.modificheFinoMinuti;
  if (limit === 0) return calendario;
  const lastDay = romeWallTime(now.getTime() + limit * MINUTE).slice(0, 10);
  return calendario.map((day) => {
    if (day.isoDate > lastDay) return day;
    return {
      ...day,
      ore: day.ore.map(
        (row) =>
          row.map((s) => {
            if (s.stato !== SLOT.booked) return s;
            const start = romeInstant(day.isoDate, s.inizio ?? s.ora);
            return start && tooSoon(limit, start, now) ? { ...s, nonModificabile: ruleRefusal.change(limit) } : s;
          }) as [Slot, Slot],
      ),
    };
  });
}
