import { and, asc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { AGENDA } from '../../../common/constants.js';
import { SLOT } from '../../../common/agenda.js';
import { PUBLIC_MSG } from '../../../common/messages/public.js';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import type { AppContext } from '../../context.js';
import { HOUR } from '../../../common/time.js';
import { isUniqueViolation, type Queryable, type Tx } from '../../db/client.js';
import { hitRateLimits } from '../../platform/rate-limit.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { addDays, romeInstant, romeToday, romeWallTime } from '../../platform/rome-time.js';
import { findUser, type User } from '../accounts/users.js';
import { meetingLinkFor } from '../calendars/calendars.service.js';
import { findService } from '../schedule/schedule.service.js';
import { isBookable } from '../subscriptions/subscriptions.policy.js';
import { bookingSlots, bookings, type Booking } from './agenda.table.js';
import {
  assertClientMayBook,
  assertClientMayChange,
  enforceBookingRules,
  enforceClientMayChange,
  getBookingRules,
} from './booking-rules.js';
import { queueCancellation, queueConfirmation, queueMove, whenText } from './booking-emails.js';
import { fitsAt, slotKey, type Viewer, type WeekData } from './slot-grid.js';
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
  /** Held by video call whatever the service (the landing page's intro call). */
  online?: boolean;
}

/**
 * Refuses a booking of `minutes` from `giorno` `ora` unless every half hour it takes is open
 * (2) for `viewer` now. A taken first slot is a conflict; a later one in the way says the
 * duration does not fit. The database still decides between racers (`insertBooking`).
 */
export function assertFits(
  week: WeekData,
  giorno: string,
  ora: string,
  minutes: number,
  nowWall: string,
  viewer: Viewer,
  movingId?: number,
) {
  const fit = fitsAt(week, giorno, ora, minutes, nowWall, viewer, { movingId });
  if (fit.fits) return;
  const taken = fit.stato === SLOT.taken || fit.stato === SLOT.booked;
  if (fit.first) throw taken ? conflict(SCHEDULE_MSG.slotTaken) : badRequest(SCHEDULE_MSG.slotNotAvailable);
  throw taken ? conflict(SCHEDULE_MSG.durationDoesNotFit) : badRequest(SCHEDULE_MSG.durationDoesNotFit);
}

export type BookedService = NonNullable<Awaited<ReturnType<typeof findService>>>;

/** What `insertBooking` writes: a client's or a visitor's booking of `durata` minutes. */
export interface BookingValues {
  operator: User;
  client?: User;
  visitor?: Visitor;
  giorno: string;
  ora: string;
  /** Minutes, 30, 60, 90 or 120: the booking takes that many consecutive half-hour slots. */
  durata: number;
  service?: BookedService;
  note: string;
  /** Held by video call whatever the service (the landing page's intro call). */
  online?: boolean;
}

/**
 * The one primitive that writes a booking: inserts it for `durata` minutes in the caller's
 * transaction `tx` and queues its confirmation e-mails and reminders there. It runs in a
 * savepoint, so a caller booking several (a series) can go on after one conflict. The database
 * refuses any overlap with a live booking (booking_slots' unique index): that is a 409 with
 * SCHEDULE_MSG.slotTaken. The caller checks the rules and the slots' states first.
 */
export async function insertBooking(ctx: AppContext, tx: Tx, values: BookingValues): Promise<Booking> {
  const startsAt = romeInstant(values.giorno, values.ora);
  if (!startsAt) throw badRequest(SCHEDULE_MSG.slotNotAvailable);
  try {
    return await tx.transaction(async (sp) => {
      const booking = await createBookingInTx(ctx, sp, { ...values, startsAt, now: ctx.clock.now() });
      await queueConfirmation(ctx, sp, booking, values.operator, values.client, values.service?.testoEmail ?? '');
      return booking;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SCHEDULE_MSG.slotTaken);
    throw error;
  }
}

/**
 * What every new booking of `operator` must pass before its slots are looked at: the
 * professional takes bookings, the start is neither past nor outside the agenda's range, and
 * the service is theirs (with the note that 'Altro' needs). Returns the service, if any.
 */
export async function checkBookingRequest(
  ctx: AppContext,
  operator: User,
  input: { giorno: string; ora: string; serviceId?: number | null; note?: string },
  now: Date,
) {
  if (!isBookable(operator, now)) throw forbidden(SCHEDULE_MSG.professionalUnavailable);
  if (slotKey(input.giorno, input.ora) <= romeWallTime(now)) throw badRequest(SCHEDULE_MSG.slotPast);
  assertInWindow(ctx, input.giorno);
  const service = input.serviceId ? await findService(ctx.db, operator.id, input.serviceId) : undefined;
  if (input.serviceId && !service) throw badRequest(SCHEDULE_MSG.serviceNotFound);
  if (service?.altro && !input.note) throw badRequest(SCHEDULE_MSG.noteRequired, { note: SCHEDULE_MSG.noteRequired });
  return service;
}

/** A client's bookings and moves: 20 an hour. */
const bookingLimit = (client: User) => ({ key: `booking:user:${client.id}`, max: 20, windowMs: HOUR });

/**
 * Books the service's duration from one slot (30 minutes without a service). Every slot it
 * takes must be bookable (state 2) now; the database decides between racers, and the loser
 * gets a clear message, never a 5xx.
 */
export async function createBooking(ctx: AppContext, input: NewBooking) {
  if (input.client) await hitRateLimits(ctx, [bookingLimit(input.client)], SCHEDULE_MSG.tooManyBookings);
  const now = ctx.clock.now();
  const operator = await findUser(ctx.db, input.operatorId);
  if (!operator || !operator.op) throw notFound(SCHEDULE_MSG.linkNotFound);
  const service = await checkBookingRequest(ctx, operator, input, now);
  const durata = service?.durata ?? AGENDA.slotMinutes;

  const week = await loadWeek(ctx.db, operator.id, [input.giorno]);
  const viewer: Viewer = input.client ? { kind: 'client', clientId: input.client.id, canBook: true } : { kind: 'public' };
  assertFits(week, input.giorno, input.ora, durata, romeWallTime(now), viewer);
  const startsAt = romeInstant(input.giorno, input.ora)!;
  // The professional's rules (notice, horizon) for a client's or a visitor's booking.
  await enforceBookingRules(ctx, operator.id, input.client ? 'client' : 'visitor', startsAt, now);

  const booking = await ctx.db.transaction((tx) => insertBooking(ctx, tx, { ...input, operator, durata, service }));
  ctx.events.emit('agenda.changed', { operatorId: operator.id, clientIds: input.client ? [input.client.id] : [] });
  return booking;
}

/** Whether a booking occupies slot `giorno` `ora`: its start or any later half hour of its duration (a live booking's slots). */
export const occupiesSlot = (giorno: string, ora: string) =>
  sql`exists (select 1 from ${bookingSlots} where ${bookingSlots.bookingId} = ${bookings.id} and ${bookingSlots.giorno} = ${giorno} and ${bookingSlots.ora} = ${ora})`;

/** The live booking that occupies slot `giorno` `ora`, among those `owner` allows, locked for the caller's transaction. */
export async function liveBookingAt(tx: Tx, owner: SQL | undefined, giorno: string, ora: string) {
  const [row] = await tx
    .select({ booking: bookings })
    .from(bookingSlots)
    .innerJoin(bookings, eq(bookings.id, bookingSlots.bookingId))
    .where(and(owner, eq(bookingSlots.giorno, giorno), eq(bookingSlots.ora, ora), isNull(bookings.cancelledAt)))
    .for('update', { of: bookings });
  return row?.booking;
}

/** Where the professional's booking rules (notice, move limit, horizon) decide on a move by either party. */
async function assertMoveAllowedByRules(
  ctx: AppContext,
  move: { tx: Queryable; booking: Booking; by: 'client' | 'operator'; giorno: string; ora: string },
) {
  const nowWall = romeWallTime(ctx.clock.now());
  if (slotKey(move.booking.giorno, move.booking.ora) <= nowWall) throw badRequest(SCHEDULE_MSG.slotPast);
  if (slotKey(move.giorno, move.ora) <= nowWall) throw badRequest(SCHEDULE_MSG.slotPast);
  assertInWindow(ctx, move.giorno);
  if (move.by === 'operator') return;
  // A client moves under the same rules as cancelling the old time and booking the new one.
  const now = ctx.clock.now();
  const start = romeInstant(move.giorno, move.ora);
  if (!start) throw badRequest(SCHEDULE_MSG.slotNotAvailable);
  // Read in the move's transaction (PGlite has one connection: a read outside it would wait for it).
  const rules = await getBookingRules(move.tx, move.booking.operatorId);
  assertClientMayChange(rules, move.booking.startsAt, now);
  assertClientMayBook(rules, start, now);
}

export interface MoveRequest {
  /** The professional, when a client moves; a professional moves their own bookings. */
  operatorId?: number;
  /** Any slot of the booking. */
  giorno: string;
  ora: string;
  nuovoGiorno: string;
  nuovaOra: string;
}

/**
 * Moves a live future booking to start at another time, in one step: in one transaction the
 * booking row takes its new time and a higher .ics sequence, and the database trigger frees
 * its old slots and claims the new ones. A racer who takes a new slot first makes the move
 * fail with a 409, and then the booking keeps its old slots. The other party gets one
 * 'Appuntamento spostato' e-mail.
 */
export async function moveBooking(ctx: AppContext, user: User, input: MoveRequest) {
  const operatorId = user.op ? user.id : input.operatorId;
  if (!operatorId) throw badRequest();
  // Each move e-mails the professional: a client's moves count with their bookings.
  if (!user.op) await hitRateLimits(ctx, [bookingLimit(user)], SCHEDULE_MSG.tooManyBookings);
  const by = user.op ? 'operator' : 'client';
  const owner = user.op
    ? eq(bookings.operatorId, user.id)
    : and(eq(bookings.operatorId, operatorId), eq(bookings.clientId, user.id));
  const operator = user.op ? user : await findUser(ctx.db, operatorId);
  if (!operator?.op) throw notFound(SCHEDULE_MSG.linkNotFound);
  if (!isBookable(operator, ctx.clock.now())) throw forbidden(SCHEDULE_MSG.professionalUnavailable);

  const viewer: Viewer = user.op ? { kind: 'operator' } : { kind: 'client', clientId: user.id, canBook: true };
  let moved: { before: Booking; after: Booking };
  try {
    moved = await ctx.db.transaction(async (tx) => {
      const before = await liveBookingAt(tx, owner, input.giorno, input.ora);
      if (!before) throw notFound(SCHEDULE_MSG.bookingNotFound);
      if (before.giorno === input.nuovoGiorno && before.ora === input.nuovaOra) throw badRequest(SCHEDULE_MSG.moveSameSlot);
      await assertMoveAllowedByRules(ctx, { tx, booking: before, by, giorno: input.nuovoGiorno, ora: input.nuovaOra });
      const week = await loadWeek(tx, operatorId, [input.nuovoGiorno]);
      const nowWall = romeWallTime(ctx.clock.now());
      assertFits(week, input.nuovoGiorno, input.nuovaOra, before.durata, nowWall, viewer, before.id);
      const [after] = await tx
        .update(bookings)
        .set({
          giorno: input.nuovoGiorno,
          ora: input.nuovaOra,
          startsAt: romeInstant(input.nuovoGiorno, input.nuovaOra)!,
          sequence: before.sequence + 1,
        })
        .where(eq(bookings.id, before.id))
        .returning();
      await queueMove(ctx, tx, before, after, by);
      return { before, after };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SCHEDULE_MSG.slotTaken);
    throw error;
  }
  ctx.events.emit('agenda.changed', { operatorId, clientIds: clientsOfBookings([moved.after]) });
  return moved.after;
}

export interface BookingInsert {
  operator: User;
  client?: User;
  visitor?: Visitor;
  giorno: string;
  ora: string;
  startsAt: Date;
  service?: BookedService;
  note: string;
  now: Date;
  /** An online appointment whatever the service (the team's intro call). */
  online?: boolean;
  /** Minutes (30 to 120); the service's duration when left out, 30 without a service. */
  durata?: number;
}

/**
 * Inserts one live booking in the caller's transaction, with no e-mail and no check: the
 * caller has checked the slots, and the booking_slots trigger's unique index throws (23505)
 * when any half hour of its duration is taken by a live booking.
 */
export async function createBookingInTx(ctx: AppContext, tx: Queryable, input: BookingInsert): Promise<Booking> {
  const [booking] = await tx
    .insert(bookings)
    .values({
      operatorId: input.operator.id,
      clientId: input.client?.id ?? null,
      visitorNome: input.visitor?.nome,
      visitorCognome: input.visitor?.cognome,
      visitorEmail: input.visitor?.email,
      giorno: input.giorno,
      ora: input.ora,
      startsAt: input.startsAt,
      durata: input.durata ?? input.service?.durata ?? AGENDA.slotMinutes,
      serviceId: input.service?.id ?? null,
      serviceName: input.service?.nome ?? '',
      note: input.note,
      videoUrl: input.online || input.service?.online ? await meetingLinkFor(ctx, tx, input.operator.id) : null,
      createdAt: input.now,
    })
    .returning();
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

async function cancelAt(ctx: AppContext, owner: SQL | undefined, giorno: string, ora: string, by: 'client' | 'operator') {
  const nowWall = romeWallTime(ctx.clock.now());
  if (slotKey(giorno, ora) <= nowWall) throw badRequest(SCHEDULE_MSG.slotPast);
  const cancelled = await ctx.db.transaction(async (tx) => {
    const live = await liveBookingAt(tx, owner, giorno, ora);
    if (!live) throw notFound(SCHEDULE_MSG.bookingNotFound);
    if (slotKey(live.giorno, live.ora) <= nowWall) throw badRequest(SCHEDULE_MSG.slotPast);
    if (by === 'client') await enforceClientMayChange(tx, live.operatorId, live.startsAt, ctx.clock.now());
    await markCancelled(ctx, tx, live, by);
    return live;
  });
  ctx.events.emit('agenda.changed', { operatorId: cancelled.operatorId, clientIds: clientsOfBookings([cancelled]) });
}

/** A visitor's intro call by id (any state), for the signed link of its e-mail; undefined for a client's booking. */
export async function findVisitorBooking(ctx: AppContext, id: number): Promise<Booking | undefined> {
  const [booking] = await ctx.db.select().from(bookings).where(eq(bookings.id, id));
  return booking && booking.clientId === null && booking.visitorEmail ? booking : undefined;
}

/**
 * The visitor cancels their own intro call from the e-mailed link: the team is told as when
 * a client cancels, and the visitor gets an e-mail confirming it. Refused once it has started,
 * or when it is already cancelled.
 */
export async function cancelVisitorBooking(ctx: AppContext, id: number) {
  const cancelled = await ctx.db.transaction(async (tx) => {
    const [live] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
    if (!live || live.clientId !== null) throw notFound(SCHEDULE_MSG.bookingNotFound);
    if (live.cancelledAt) throw conflict(PUBLIC_MSG.introCallAlreadyCancelled);
    if (live.startsAt <= ctx.clock.now()) throw badRequest(PUBLIC_MSG.introCallPast);
    await markCancelled(ctx, tx, live, 'client');
    return live;
  });
  ctx.events.emit('agenda.changed', { operatorId: cancelled.operatorId, clientIds: [] });
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
