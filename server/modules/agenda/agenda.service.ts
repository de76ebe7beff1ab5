import { and, eq } from 'drizzle-orm';
import { SLOT, type clientCalendarResponseSchema } from '../../../common/agenda.js';
import type { OkFields } from '../../../common/validation.js';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import { rulesForClients } from '../../../common/booking-rules.js';
import { HALF_HOURS, bookableMinutes, minutesOf } from '../../../common/schedule.js';
import type { AppContext } from '../../context.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { romeInstant, romeWallTime, weekKeyOf } from '../../platform/rome-time.js';
import { findUser, type User } from '../accounts/users.js';
import { getOrario } from '../schedule/schedule.service.js';
import { isBookable } from '../subscriptions/subscriptions.policy.js';
import { bookings, slotOverrides } from './agenda.table.js';
import { applyRulesToGrid, getBookingRules, markChangeLimit } from './booking-rules.js';
import { assertInWindow, clientsOfBookings, liveBookingAt, markCancelled } from './bookings.service.js';
import { slotKey, slotState } from './slot-grid.js';
import { calendarPage, loadWeek } from './week.js';

/* The professional's agenda: the pages each side sees, and the slots the professional opens and closes. */

/**
 * A linked professional's calendar as the client sees it, and whether they can book now: a
 * professional past the subscription's grace (docs/decisions/0009-trial-and-subscription.md) shows no open slot.
 */
export async function clientCalendarPage(
  ctx: AppContext,
  operatorId: number,
  client: User,
  page: number,
): Promise<OkFields<typeof clientCalendarResponseSchema>> {
  const operator = await findUser(ctx.db, operatorId);
  const prenotabile = operator !== undefined && isBookable(operator, ctx.clock.now());
  const [grid, rules] = await Promise.all([
    calendarPage(ctx, operatorId, page, { kind: 'client', clientId: client.id, canBook: prenotabile }),
    getBookingRules(ctx.db, operatorId),
  ]);
  const now = ctx.clock.now();
  const calendario = markChangeLimit(applyRulesToGrid(grid, rules, now, 'client'), rules, now);
  return { calendario, prenotabile, regole: rulesForClients(rules) };
}

/** The professional opens (2) or closes (1) one slot; opening a booked slot cancels its booking. */
export async function updateSlot(
  ctx: AppContext,
  operator: User,
  giorno: string,
  ora: string,
  state: 1 | 2,
): Promise<{ cancelledBooking: boolean }> {
  const now = ctx.clock.now();
  if (slotKey(giorno, ora) <= romeWallTime(now)) throw badRequest(SCHEDULE_MSG.slotPast);
  assertInWindow(ctx, giorno);
  const result = await ctx.db.transaction(async (tx) => {
    const live = await liveBookingAt(tx, eq(bookings.operatorId, operator.id), giorno, ora);
    if (live) {
      if (state === SLOT.closed) throw conflict(SCHEDULE_MSG.slotBooked);
      await markCancelled(ctx, tx, live, 'operator');
    } else {
      const orario = await getOrario(tx, operator.id);
      if (!bookableMinutes(orario[weekKeyOf(giorno)]).includes(minutesOf(ora)) || !romeInstant(giorno, ora)) {
        throw badRequest(SCHEDULE_MSG.slotNotInHours);
      }
    }
    if (state === SLOT.open) {
      await tx
        .delete(slotOverrides)
        .where(and(eq(slotOverrides.userId, operator.id), eq(slotOverrides.giorno, giorno), eq(slotOverrides.ora, ora)));
    } else {
      await tx
        .insert(slotOverrides)
        .values({ userId: operator.id, giorno, ora, stato: state })
        .onConflictDoUpdate({ target: [slotOverrides.userId, slotOverrides.giorno, slotOverrides.ora], set: { stato: state } });
    }
    return { cancelledBooking: Boolean(live), clientIds: live ? clientsOfBookings([live]) : [] };
  });
  ctx.events.emit('agenda.changed', { operatorId: operator.id, clientIds: result.clientIds });
  return { cancelledBooking: result.cancelledBooking };
}

/**
 * Marks every future slot of a day unavailable; booked slots keep their bookings. Says what
 * happened: 'closed', 'noHours' (no working hours on that weekday) or 'nothingOpen'.
 */
export async function closeDay(ctx: AppContext, operator: User, giorno: string): Promise<'closed' | 'noHours' | 'nothingOpen'> {
  assertInWindow(ctx, giorno);
  const week = await loadWeek(ctx.db, operator.id, [giorno]);
  const nowWall = romeWallTime(ctx.clock.now());
  const hours = bookableMinutes(week.orario[weekKeyOf(giorno)]).map((m) => HALF_HOURS[m / 30]);
  const times = hours.filter((ora) => slotState(week, giorno, ora, nowWall, { kind: 'operator' }).stato === SLOT.open);
  if (times.length === 0) return hours.length === 0 ? 'noHours' : 'nothingOpen';
  await ctx.db
    .insert(slotOverrides)
    .values(times.map((ora) => ({ userId: operator.id, giorno, ora, stato: SLOT.closed })))
    .onConflictDoUpdate({ target: [slotOverrides.userId, slotOverrides.giorno, slotOverrides.ora], set: { stato: SLOT.closed } });
  ctx.events.emit('agenda.changed', { operatorId: operator.id, clientIds: [] });
  return 'closed';
}
