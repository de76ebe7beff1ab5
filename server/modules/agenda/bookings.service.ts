import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { AGENDA } from '../../../common/constants.js';
import { SLOT } from '../../../common/agenda.js';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import type { AppContext } from '../../context.js';
import { HOUR } from '../../../common/time.js';
import { isUniqueViolation, type Queryable } from '../../db/client.js';
import { hitRateLimits } from '../../platform/rate-limit.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { addDays, romeInstant, romeToday, romeWallTime } from '../../platform/rome-time.js';
import { findUser, type User } from '../accounts/users.js';
import { findService } from '../schedule/schedule.service.js';
import { isBookable } from '../subscriptions/subscriptions.policy.js';
import { bookings, type Booking } from './agenda.table.js';
import { queueCancellation, queueConfirmation, whenText } from './booking-emails.js';
import { slotKey, slotState, type Viewer } from './slot-grid.js';
import { loadWeek } from './week.js';

/* A booking's life: made by a client or a visitor, cancelled by either party or by the link's end. */

/** The last day a slot can be booked or changed: the agenda shows 84 days from today. */
export function assertInWindow(ctx: AppContext, giorno: string) {
  const today = romeToday(ctx.clock.now());
  if (giorno < today || giorno > addDays(today, AGENDA.daysPerPage * AGENDA.pages - 1))
    throw badRequest(SCHEDULE_MSG.slotNotAvailable);
}

export interface Visitor {
  nome: string;
  cognome: string;
  email: string;
}

export interface NewBooking {
  operatorId: number;
  client?: User;
  visitor?: Visitor;
  giorno: string;
  ora: string;
  serviceId?: number;
  note: string;
}

/**
 * Books one slot. The slot must be bookable (state 2) now; the unique index over live
 * bookings decides between racers, and the loser gets a clear message, never a 5xx.
 */
export async function createBooking(ctx: AppContext, input: NewBooking) {
  if (input.client) {
    const limit = { key: `booking:user:${input.client.id}`, max: 20, windowMs: HOUR };
    await hitRateLimits(ctx, [limit], SCHEDULE_MSG.tooManyBookings);
  }
  const now = ctx.clock.now();
  const operator = await findUser(ctx.db, input.operatorId);
  if (!operator || !operator.op) throw notFound(SCHEDULE_MSG.linkNotFound);
  if (!isBookable(operator, now)) throw forbidden(SCHEDULE_MSG.professionalUnavailable);
  if (slotKey(input.giorno, input.ora) <= romeWallTime(now)) throw badRequest(SCHEDULE_MSG.slotPast);
  assertInWindow(ctx, input.giorno);

  const service = input.serviceId ? await findService(ctx.db, operator.id, input.serviceId) : undefined;
  if (input.serviceId && !service) throw badRequest(SCHEDULE_MSG.serviceNotFound);
  if (service?.altro && !input.note) throw badRequest(SCHEDULE_MSG.noteRequired, { note: SCHEDULE_MSG.noteRequired });

  const week = await loadWeek(ctx.db, operator.id, [input.giorno]);
  const viewer: Viewer = input.client ? { kind: 'client', clientId: input.client.id, canBook: true } : { kind: 'public' };
  const state = slotState(week, input.giorno, input.ora, romeWallTime(now), viewer).stato;
  if (state === SLOT.taken || state === SLOT.booked) throw conflict(SCHEDULE_MSG.slotTaken);
  if (state !== SLOT.open) throw badRequest(SCHEDULE_MSG.slotNotAvailable);
  const startsAt = romeInstant(input.giorno, input.ora)!;

  let booking: Booking;
  try {
    booking = await ctx.db.transaction(async (tx) => {
      const [booking] = await tx
        .insert(bookings)
        .values({
          operatorId: operator.id,
          clientId: input.client?.id ?? null,
          visitorNome: input.visitor?.nome,
          visitorCognome: input.visitor?.cognome,
          visitorEmail: input.visitor?.email,
          giorno: input.giorno,
          ora: input.ora,
          startsAt,
          serviceId: service?.id ?? null,
          serviceName: service?.nome ?? '',
          note: input.note,
          createdAt: now,
        })
        .returning();
      await queueConfirmation(ctx, tx, booking, operator, input.client, service?.testoEmail ?? '');
      return booking;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SCHEDULE_MSG.slotTaken);
    throw error;
  }
  ctx.events.emit('agenda.changed', { operatorId: operator.id, clientIds: input.client ? [input.client.id] : [] });
  return booking;
}

/**
 * Cancels a future booking: a professional any of theirs, a client their own with the
 * professional `operatorId` names.
 */
export async function cancelBooking(ctx: AppContext, user: User, operatorId: number | undefined, giorno: string, ora: string) {
  if (user.op) return cancelAt(ctx, eq(bookings.operatorId, user.id), giorno, ora, 'operator');
  if (!operatorId) throw badRequest();
  await cancelAt(ctx, and(eq(bookings.operatorId, operatorId), eq(bookings.clientId, user.id)), giorno, ora, 'client');
}

async function cancelAt(
  ctx: AppContext,
  owner: ReturnType<typeof eq> | undefined,
  giorno: string,
  ora: string,
  by: 'client' | 'operator',
) {
  if (slotKey(giorno, ora) <= romeWallTime(ctx.clock.now())) throw badRequest(SCHEDULE_MSG.slotPast);
  const cancelled = await ctx.db.transaction(async (tx) => {
    const [live] = await tx
      .select()
      .from(bookings)
      .where(and(owner, eq(bookings.giorno, giorno), eq(bookings.ora, ora), isNull(bookings.cancelledAt)))
      .for('update');
    if (!live) throw notFound(SCHEDULE_MSG.bookingNotFound);
    await markCancelled(ctx, tx, live, by);
    return live;
  });
  ctx.events.emit('agenda.changed', { operatorId: cancelled.operatorId, clientIds: clientsOfBookings([cancelled]) });
}

/** The clients (not visitors) of some bookings, each once. */
export const clientsOfBookings = (list: Booking[]) => [
  ...new Set(list.flatMap((b) => (b.clientId === null ? [] : [b.clientId]))),
];

/** The live bookings of a client with a professional that have not started yet. */
const upcomingOf = (ctx: AppContext, operatorId: number, clientId: number) =>
  and(
    eq(bookings.operatorId, operatorId),
    eq(bookings.clientId, clientId),
    isNull(bookings.cancelledAt),
    gt(bookings.startsAt, ctx.clock.now()),
  );

/** The next live appointment between the two, as the client record's `appuntamento` text. */
export async function nextAppointmentText(ctx: AppContext, operatorId: number, clientId: number) {
  const [next] = await ctx.db
    .select({ giorno: bookings.giorno, ora: bookings.ora, servizio: bookings.serviceName })
    .from(bookings)
    .where(upcomingOf(ctx, operatorId, clientId))
    .orderBy(asc(bookings.startsAt))
    .limit(1);
  if (!next) return '';
  const when = whenText(next.giorno, next.ora);
  return next.servizio ? `${when} · ${next.servizio}` : when;
}

/** Cancels the client's future bookings with a professional (the link was removed); returns how many. */
export async function cancelFutureBookingsOfLink(
  ctx: AppContext,
  q: Queryable,
  operatorId: number,
  clientId: number,
  by: 'client' | 'operator',
) {
  const future = await q
    .select()
    .from(bookings)
    .where(upcomingOf(ctx, operatorId, clientId));
  for (const booking of future) await markCancelled(ctx, q, booking, by);
  return future.length;
}

/** Cancels one live booking in the caller's transaction and tells whoever did not cancel. */
export async function markCancelled(ctx: AppContext, q: Queryable, booking: Booking, by: 'client' | 'operator') {
  await q.update(bookings).set({ cancelledAt: ctx.clock.now() }).where(eq(bookings.id, booking.id));
  await queueCancellation(ctx, q, booking, by);
}
