import { and, asc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { AGENDA } from '../../../common/constants.js';
import { SLOT } from '../../../common/agenda.js';
import { PUBLIC_MSG } from '../../../common/messages/public.js';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import type { SeriesOutcome } from '../../../common/messages/series.js';
import type { AppContext } from '../../context.js';
import { DAY, HOUR } from '../../../common/time.js';
import { isUniqueViolation, type Queryable, type Tx } from '../../db/client.js';
import { clientAddress, hitRateLimits } from '../../platform/rate-limit.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { addDays, romeInstant, romeToday, romeWallTime } from '../../platform/rome-time.js';
import { findUser, type User } from '../accounts/users.js';
import { assertConfirmedLink } from '../links/links.service.js';
import { meetingLinkFor } from '../schedule/meeting-link.js';
import { findService } from '../schedule/schedule.service.js';
import { isBookable } from '../subscriptions/subscriptions.policy.js';
import { bookingSlots, bookings, type Booking } from './agenda.table.js';
import {
  assertClientMayBook,
  assertClientMayChange,
  assertHorizon,
  assertNotice,
  enforceClientMayChange,
  getBookingRules,
  visitorRules,
} from './booking-rules.js';
import { queueBookedForClient, queueCancellation, queueConfirmation, queueMove, whenText } from './booking-emails.js';
import { fitsAt, slotKey, type Fit, type Viewer, type WeekData } from './slot-grid.js';
import { loadWeek } from './week.js';

/* A booking's life: made (by `book`, whoever makes it), moved, cancelled by either party or by the link's end. */

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
  /** The visitor's network address, for their limit per address. */
  from?: string;
}

/*
 * One pipeline for every booking, whoever makes it: `book` checks the request, then the fit,
 * then the professional's rules, inserts in a savepoint, queues the actor's e-mails, counts it
 * and tells the agendas. Who meets which rule is the table `ACTORS`, not a call a path leaves
 * out; a rule added to `BOOKING_RULES` and to the rows it concerns applies to every path.
 *
 * The next actors are one row each: a booking held while the client pays ('held': the client's
 * rules, e-mails 'none' until the payment confirms it), and one asked from a public page and
 * approved later ('requested': the visitor's rules at the request; at the approval the
 * professional's row, which books a slot they closed). Their own steps (holding, approving) stay
 * in their modules and call `book`.
 */

/** Who books: a client, a visitor on the public agenda, the professional for a client, or a date of a series. */
export type Actor = 'client' | 'visitor' | 'operator' | 'series';

/** The rules a booking may meet, in the order `book` applies them. */
export const BOOKING_RULES = [
  /** The client's link with the professional exists (404) and is accepted (403). */
  'linkConfirmed',
  /** The actor's bookings an hour: a client 20 (429), a visitor 5 per address and 3 a day per e-mail. */
  'rateLimit',
  /** The professional may take bookings now: trial or subscription (403). */
  'subscription',
  /** The start is not past (400). */
  'notPast',
  /** The day is inside the agenda's 84 days (400). */
  'agendaWindow',
  /** The service is the professional's (400), and 'Altro' comes with its note (400). */
  'service',
  /** A half hour the professional closed refuses the booking (400); without it a closed slot is booked. */
  'closedSlot',
  /** The professional's minimum notice (403). */
  'notice',
  /** How far ahead clients may book (403). */
  'horizon',
] as const;
export type BookingRule = (typeof BOOKING_RULES)[number];

export interface ActorRow {
  /** The rules this actor's booking meets; any other is not applied to it. */
  rules: readonly BookingRule[];
  /**
   * How a slot in the way is told: as the grid the actor booked from tells it ('grid': the
   * first half hour taken is 409 slotTaken, closed 400 slotNotAvailable, a later one
   * durationDoesNotFit), or as the professional's form does ('hours': any booking in the way
   * 409 slotTaken, else 400 slotNotInHours).
   */
  misfit: 'grid' | 'hours';
  /**
   * The e-mails `book` queues: the usual confirmation to both (the other side booked), the
   * client's confirmation and the professional's own copy ('byOperator'), or none (a series
   * tells of all its dates at once).
   */
  emails: 'confirmation' | 'byOperator' | 'none';
}

/**
 * Who meets which rule. The professional may book a slot they closed and is not held to their
 * own notice or horizon. A series' link was checked for the whole series when it was made (and
 * by the job before each run), its service is the one it was made with, and its dates reach one
 * day past the agenda (`materialiseUntil`), so they meet only what can change from date to date.
 */
export const ACTORS: Record<Actor, ActorRow> = {
  client: {
    rules: [
      'linkConfirmed',
      'rateLimit',
      'subscription',
      'notPast',
      'agendaWindow',
      'service',
      'closedSlot',
      'notice',
      'horizon',
    ],
    misfit: 'grid',
    emails: 'confirmation',
  },
  visitor: {
    rules: ['rateLimit', 'subscription', 'notPast', 'agendaWindow', 'service', 'closedSlot', 'notice'],
    misfit: 'grid',
    emails: 'confirmation',
  },
  operator: {
    rules: ['linkConfirmed', 'subscription', 'notPast', 'agendaWindow', 'service'],
    misfit: 'hours',
    emails: 'byOperator',
  },
  series: {
    rules: ['subscription', 'notPast', 'closedSlot'],
    misfit: 'hours',
    emails: 'none',
  },
};

/** Why a date cannot be booked, in the series' words (what it records for the date). */
export type Refusal = Extract<SeriesOutcome, 'occupata' | 'chiusa' | 'fuori_orario' | 'passata' | 'non_disponibile'>;

/** A refusal a series records for its date instead of failing; for the other actors an error like any other. */
export class BookingRefused extends AppError {
  constructor(
    status: number,
    message: string,
    readonly reason: Refusal,
  ) {
    super(status, message);
  }
}

/** What a booking meets, in the series' words: a booking in the way, a half hour closed, or outside the hours. */
export function fitOutcome(fit: Fit): SeriesOutcome {
  if (fit.fits) return 'libera';
  if (fit.taken) return 'occupata';
  return fit.stato === SLOT.closed ? 'chiusa' : 'fuori_orario';
}

/** The refusal of a booking that does not fit, told the actor's way (`ActorRow.misfit`). */
function misfitError(fit: Exclude<Fit, { fits: true }>, misfit: ActorRow['misfit']) {
  const reason = fitOutcome(fit) as Refusal;
  if (misfit === 'hours') {
    return fit.taken
      ? new BookingRefused(409, SCHEDULE_MSG.slotTaken, reason)
      : new BookingRefused(400, SCHEDULE_MSG.slotNotInHours, reason);
  }
  const taken = fit.stato === SLOT.taken || fit.stato === SLOT.booked;
  if (fit.first) {
    return taken
      ? new BookingRefused(409, SCHEDULE_MSG.slotTaken, reason)
      : new BookingRefused(400, SCHEDULE_MSG.slotNotAvailable, reason);
  }
  return new BookingRefused(taken ? 409 : 400, SCHEDULE_MSG.durationDoesNotFit, reason);
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
  if (!fit.fits) throw misfitError(fit, 'grid');
}

export type BookedService = NonNullable<Awaited<ReturnType<typeof findService>>>;

/** A booking asked for: by whom is `book`'s `actor`. */
export interface BookingRequest {
  operator: User;
  /** The client, for every actor but a visitor. */
  client?: User;
  visitor?: Visitor;
  /** The visitor's network address, for their limit per address. */
  from?: string;
  giorno: string;
  ora: string;
  /** The service asked for, checked against the professional's (rule 'service'). */
  serviceId?: number | null;
  /** The service itself, when the actor's request was checked before (a series': the name it was made with). */
  service?: BookedService;
  note: string;
  /** Held by video call whatever the service (the landing page's intro call). */
  online?: boolean;
}

/** A client's bookings and moves: 20 an hour. */
const bookingLimit = (client: User) => ({ key: `booking:user:${client.id}`, max: 20, windowMs: HOUR });

/** Rule 'rateLimit': a client's bookings, or a visitor's per address and per e-mail. */
async function hitBookingLimits(ctx: AppContext, request: BookingRequest) {
  if (request.client) return hitRateLimits(ctx, [bookingLimit(request.client)], SCHEDULE_MSG.tooManyBookings);
  await hitRateLimits(ctx, [
    { key: `publicbooking:ip:${clientAddress(request.from ?? '')}`, max: 5, windowMs: HOUR },
    { key: `publicbooking:email:${request.visitor?.email ?? ''}`, max: 3, windowMs: DAY },
  ]);
}

/**
 * The request's rules for `actor`, before any slot is looked at: the link, the rate limit, the
 * professional takes bookings, the start is neither past nor outside the agenda, and the
 * service is theirs (with the note that 'Altro' needs). Returns the service, if any.
 */
export async function checkRequest(q: Queryable, ctx: AppContext, request: BookingRequest, actor: Actor) {
  const applies = (rule: BookingRule) => ACTORS[actor].rules.includes(rule);
  const { operator, giorno, ora } = request;
  const now = ctx.clock.now();
  if (applies('linkConfirmed')) await assertConfirmedLink(ctx, operator.id, request.client?.id ?? 0);
  if (applies('rateLimit')) await hitBookingLimits(ctx, request);
  if (applies('subscription') && !isBookable(operator, now)) {
    throw new BookingRefused(403, SCHEDULE_MSG.professionalUnavailable, 'non_disponibile');
  }
  if (applies('notPast') && slotKey(giorno, ora) <= romeWallTime(now))
    throw new BookingRefused(400, SCHEDULE_MSG.slotPast, 'passata');
  if (applies('agendaWindow')) assertInWindow(ctx, giorno);
  if (!applies('service')) return request.service;
  const service = request.serviceId ? await findService(q, operator.id, request.serviceId) : undefined;
  if (request.serviceId && !service) throw badRequest(SCHEDULE_MSG.serviceNotFound);
  if (service?.altro && !request.note) throw badRequest(SCHEDULE_MSG.noteRequired, { note: SCHEDULE_MSG.noteRequired });
  return service;
}

/**
 * Books `request` for `actor` (see ACTORS): the request's rules, the fit (every half hour of
 * the service's duration free, 30 minutes without a service), the professional's notice and
 * horizon, then the insert in a savepoint with the actor's e-mails. The database decides
 * between racers: the loser gets 409 slotTaken, never a 5xx. Every booking is
 * counted in studio_bookings_total: in a caller's transaction, once its savepoint holds.
 *
 * `q` is the database, and then `book` runs its own transaction and tells the agendas after
 * its commit; or the caller's transaction (a series books its dates in the one that holds the
 * series' row), and then the caller tells after its own commit. `week`, when given, is a read
 * of the days that holds `giorno` (a series reads its dates' weeks once).
 */
export async function book(
  q: Queryable,
  ctx: AppContext,
  request: BookingRequest,
  actor: Actor,
  known: { week?: WeekData } = {},
): Promise<Booking> {
  const row = ACTORS[actor];
  const applies = (rule: BookingRule) => row.rules.includes(rule);
  const { operator, client, giorno, ora } = request;
  const service = await checkRequest(q, ctx, request, actor);
  const durata = service?.durata ?? AGENDA.slotMinutes;
  const now = ctx.clock.now();

  const week = known.week ?? (await loadWeek(q, operator.id, [giorno]));
  const viewer: Viewer = client ? { kind: 'client', clientId: client.id, canBook: true } : { kind: 'public' };
  const fit = fitsAt(week, giorno, ora, durata, romeWallTime(now), viewer, { closedToo: !applies('closedSlot') });
  if (!fit.fits) throw misfitError(fit, row.misfit);

  const startsAt = romeInstant(giorno, ora);
  if (!startsAt) throw badRequest(SCHEDULE_MSG.slotNotAvailable);
  if (applies('notice') || applies('horizon')) {
    const rules = client ? await getBookingRules(q, operator.id) : await visitorRules(ctx, operator.id);
    if (applies('notice')) assertNotice(rules, startsAt, now, client ? 'client' : 'visitor');
    if (applies('horizon')) assertHorizon(rules, startsAt, now);
  }

  const booking = await insertBooking(ctx, q, { ...request, service, durata, startsAt, now }, row.emails);
  ctx.metrics.bookings.inc({ action: 'made' });
  if (q === ctx.db) ctx.events.emit('agenda.changed', { operatorId: operator.id, clientIds: client ? [client.id] : [] });
  return booking;
}

/**
 * `book`'s write: inserts the booking in a savepoint of `q` (a transaction of its own when `q`
 * is the database) and queues `emails` there, so a caller booking several (a series) goes on
 * after one conflict. The database refuses any overlap with a live booking (booking_slots'
 * unique index): that is a 409 with SCHEDULE_MSG.slotTaken. Only `book` calls it, after the rules.
 */
async function insertBooking(ctx: AppContext, q: Queryable, values: BookingInsert, emails: ActorRow['emails']) {
  const serviceText = values.service?.testoEmail ?? '';
  try {
    return await q.transaction(async (sp) => {
      const booking = await createBookingInTx(ctx, sp, values);
      if (emails === 'confirmation') await queueConfirmation(ctx, sp, booking, values.operator, values.client, serviceText);
      if (emails === 'byOperator') await queueBookedForClient(ctx, sp, booking, values.operator, values.client!, serviceText);
      return booking;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new BookingRefused(409, SCHEDULE_MSG.slotTaken, 'occupata');
    throw error;
  }
}

/** A client's or a visitor's booking (the grids' "Prenota"). */
export async function createBooking(ctx: AppContext, input: NewBooking) {
  const operator = await findUser(ctx.db, input.operatorId);
  if (!operator || !operator.op) throw notFound(SCHEDULE_MSG.linkNotFound);
  return book(ctx.db, ctx, { ...input, operator }, input.client ? 'client' : 'visitor');
}

export interface ClientBookingInput {
  clientId: number;
  giorno: string;
  ora: string;
  serviceId?: number;
  note: string;
}

/** The client a professional names, as `book` takes it (a missing one is told as an unknown link). */
export async function namedClient(ctx: AppContext, clientId: number) {
  const client = await findUser(ctx.db, clientId);
  if (!client) throw notFound(SCHEDULE_MSG.linkNotFound);
  return client;
}

/** A booking the professional makes for a linked client, on an open slot or one they closed. */
export async function bookForClient(ctx: AppContext, operator: User, input: ClientBookingInput) {
  const client = await namedClient(ctx, input.clientId);
  return book(ctx.db, ctx, { ...input, operator, client }, 'operator');
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
  ctx.metrics.bookings.inc({ action: 'moved' });
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
    await assertMayCancel(ctx, tx, live, by);
    await markCancelled(ctx, tx, live, by);
    return live;
  });
  ctx.events.emit('agenda.changed', { operatorId: cancelled.operatorId, clientIds: clientsOfBookings([cancelled]) });
}

/**
 * What a cancellation by `by` of `booking` (the first it cancels) must pass besides its start:
 * a client, the professional's "no changes in the last N minutes" (403). One appointment and
 * the rest of a series are cancelled under the same rule.
 */
export async function assertMayCancel(ctx: AppContext, q: Queryable, booking: Booking, by: 'client' | 'operator') {
  if (by === 'client') await enforceClientMayChange(q, booking.operatorId, booking.startsAt, ctx.clock.now());
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
  // Counted here, where every path cancels: one, a series' rest, by either party, the link's end.
  ctx.metrics.bookings.inc({ action: 'cancelled' });
}
