import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { AGENDA } from '../../../common/constants.js';
import { SLOT, type CalendarDay, type clientCalendarResponseSchema } from '../../../common/agenda.js';
import { EMAILS, type BookingMailFacts } from '../../../common/messages/emails.js';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import { EMPTY_ORARIO, HALF_HOURS, bookableMinutes, minutesOf, type Orario } from '../../../common/schedule.js';
import type { OkFields } from '../../../common/validation.js';
import type { AppContext } from '../../context.js';
import { isUniqueViolation, type Db, type Queryable } from '../../db/client.js';
import { HOUR } from '../../platform/clock.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { buildIcs } from '../../platform/mail/ics.js';
import { renderEmail } from '../../platform/mail/render.js';
import { users, type User } from '../accounts/accounts.table.js';
import { findService, getOrario } from '../schedule/schedule.service.js';
import { isBookable } from '../subscriptions/subscriptions.policy.js';
import { agendaVersions, bookings, slotOverrides } from './agenda.table.js';
import { WeekCache } from './week-cache.js';
import { addDays, romeInstant, romeToday, romeWallTime, shortDate, weekKeyOf } from './rome-time.js';
import { buildGrid, pageDays, slotKey, slotState, type BookedSlot, type Viewer, type WeekData } from './slot-grid.js';

/**
 * Everything the grid needs for some days in one prepared statement, whatever the number of
 * days: the overrides and live bookings come back as JSON arrays built by the database, so
 * the agenda (the busiest read) costs one round trip and no per-row mapping.
 */
function prepareWeekQuery(db: Db) {
  const userId = sql.placeholder('userId');
  const from = sql.placeholder('from');
  const to = sql.placeholder('to');
  return db
    .select({
      orario: sql<Orario | null>`(SELECT w.orario FROM weekly_hours w WHERE w.user_id = ${userId})`,
      overrides: sql<[string, string, number][]>`(
        SELECT coalesce(json_agg(json_build_array(o.giorno, o.ora, o.stato)), '[]')
        FROM slot_overrides o
        WHERE o.user_id = ${userId} AND o.giorno BETWEEN ${from} AND ${to})`,
      bookings: sql<WeekBookingRow[]>`(
        SELECT coalesce(json_agg(json_build_array(
          b.giorno, b.ora, b.client_id, b.service_name, b.note,
          coalesce(u.nome, b.visitor_nome, ''), coalesce(u.cognome, b.visitor_cognome, ''),
          coalesce(u.email, b.visitor_email, ''), coalesce(u.telefono, ''))), '[]')
        FROM bookings b LEFT JOIN users u ON u.id = b.client_id
        WHERE b.operator_id = ${userId} AND b.giorno BETWEEN ${from} AND ${to} AND b.cancelled_at IS NULL)`,
    })
    .from(sql`(SELECT 1) AS one`)
    .prepare('week');
}

/** giorno, ora, client id, service, note, nome, cognome, e-mail, telefono. */
type WeekBookingRow = [string, string, number | null, string, string, string, string, string, string];

const weekQueries = new WeakMap<object, ReturnType<typeof prepareWeekQuery>>();

export async function loadWeek(q: Queryable, operatorId: number, days: string[]): Promise<WeekData> {
  let query = weekQueries.get(q);
  if (!query) weekQueries.set(q, (query = prepareWeekQuery(q as Db)));
  const [row] = await query.execute({ userId: operatorId, from: days[0], to: days[days.length - 1] });
  const overrides = new Map(row.overrides.map(([giorno, ora, stato]) => [slotKey(giorno, ora), stato]));
  const booked = new Map<string, BookedSlot>(
    row.bookings.map(([giorno, ora, clientId, servizio, note, nome, cognome, email, telefono]) => [
      slotKey(giorno, ora),
      { clientId, nome, cognome, email, telefono, servizio, note },
    ]),
  );
  return { orario: row.orario ?? EMPTY_ORARIO, overrides, bookings: booked };
}

const versionQueries = new WeakMap<object, { query: ReturnType<typeof prepareVersionQuery>; weeks: WeekCache }>();

function prepareVersionQuery(db: Db) {
  return db
    .select({ version: agendaVersions.version })
    .from(agendaVersions)
    .where(eq(agendaVersions.userId, sql.placeholder('userId')))
    .prepare('agenda_version');
}

/**
 * The week as `loadWeek` reads it, from memory when the professional's agenda version has not
 * moved since it was read (one primary-key lookup instead of the week's statement).
 */
async function loadWeekOnce(ctx: AppContext, operatorId: number, days: string[]): Promise<WeekData> {
  let reads = versionQueries.get(ctx.db);
  if (!reads) versionQueries.set(ctx.db, (reads = { query: prepareVersionQuery(ctx.db), weeks: new WeekCache() }));
  // The version is read first: a week read after it is at least that fresh.
  const [row] = await reads.query.execute({ userId: operatorId });
  const version = row?.version ?? 0;
  const key = `${operatorId} ${days[0]} ${days.length}`;
  const cached = reads.weeks.get(key, version);
  if (cached) return cached;
  const week = await loadWeek(ctx.db, operatorId, days);
  reads.weeks.set(key, version, week);
  return week;
}

export async function calendarPage(ctx: AppContext, operatorId: number, page: number, viewer: Viewer): Promise<CalendarDay[]> {
  const now = ctx.clock.now();
  const days = pageDays(romeToday(now), page);
  const week = await loadWeekOnce(ctx, operatorId, days);
  return buildGrid(days, week, romeWallTime(now), viewer);
}

/**
 * A linked professional's calendar as the client sees it, and whether they can book now: a
 * professional past the subscription's grace (decisions 9) shows no open slot.
 */
export async function clientCalendarPage(
  ctx: AppContext,
  operatorId: number,
  client: User,
  page: number,
): Promise<OkFields<typeof clientCalendarResponseSchema>> {
  const [operator] = await ctx.db.select().from(users).where(eq(users.id, operatorId));
  const prenotabile = Boolean(operator) && isBookable(operator, ctx.clock.now());
  const calendario = await calendarPage(ctx, operatorId, page, { kind: 'client', clientId: client.id, canBook: prenotabile });
  return { calendario, prenotabile };
}

/** The last day a slot can be booked or changed: the agenda shows 84 days from today. */
function assertInWindow(ctx: AppContext, giorno: string) {
  const today = romeToday(ctx.clock.now());
  if (giorno < today || giorno > addDays(today, AGENDA.daysPerPage * AGENDA.pages - 1))
    throw badRequest(SCHEDULE_MSG.slotNotAvailable);
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
  return ctx.db.transaction(async (tx) => {
    const [live] = await tx
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.operatorId, operator.id),
          eq(bookings.giorno, giorno),
          eq(bookings.ora, ora),
          isNull(bookings.cancelledAt),
        ),
      );
    if (live) {
      if (state === SLOT.closed) throw conflict(SCHEDULE_MSG.slotBooked);
      await cancelBooking(ctx, tx, live, 'operator');
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
    return { cancelledBooking: Boolean(live) };
  });
}

/** Marks every future slot of a day unavailable; booked slots keep their bookings. */
export async function closeDay(ctx: AppContext, operator: User, giorno: string) {
  assertInWindow(ctx, giorno);
  const week = await loadWeek(ctx.db, operator.id, [giorno]);
  const nowWall = romeWallTime(ctx.clock.now());
  const times = bookableMinutes(week.orario[weekKeyOf(giorno)])
    .map((m) => HALF_HOURS[m / 30])
    .filter((ora) => slotState(week, giorno, ora, nowWall, { kind: 'operator' }).stato === SLOT.open);
  if (times.length === 0) return;
  await ctx.db
    .insert(slotOverrides)
    .values(times.map((ora) => ({ userId: operator.id, giorno, ora, stato: SLOT.closed })))
    .onConflictDoUpdate({ target: [slotOverrides.userId, slotOverrides.giorno, slotOverrides.ora], set: { stato: SLOT.closed } });
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
  const now = ctx.clock.now();
  const [operator] = await ctx.db.select().from(users).where(eq(users.id, input.operatorId));
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

  try {
    return await ctx.db.transaction(async (tx) => {
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
}

type Booking = typeof bookings.$inferSelect;

/** A client cancels their own future booking with a professional. */
export async function cancelByClient(ctx: AppContext, client: User, operatorId: number, giorno: string, ora: string) {
  await cancelAt(ctx, and(eq(bookings.operatorId, operatorId), eq(bookings.clientId, client.id)), giorno, ora, 'client');
}

/** The professional cancels any of their future bookings. */
export async function cancelByOperator(ctx: AppContext, operator: User, giorno: string, ora: string) {
  await cancelAt(ctx, eq(bookings.operatorId, operator.id), giorno, ora, 'operator');
}

async function cancelAt(
  ctx: AppContext,
  owner: ReturnType<typeof eq> | undefined,
  giorno: string,
  ora: string,
  by: 'client' | 'operator',
) {
  if (slotKey(giorno, ora) <= romeWallTime(ctx.clock.now())) throw badRequest(SCHEDULE_MSG.slotPast);
  await ctx.db.transaction(async (tx) => {
    const [live] = await tx
      .select()
      .from(bookings)
      .where(and(owner, eq(bookings.giorno, giorno), eq(bookings.ora, ora), isNull(bookings.cancelledAt)))
      .for('update');
    if (!live) throw notFound(SCHEDULE_MSG.bookingNotFound);
    await cancelBooking(ctx, tx, live, by);
  });
}

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

/** Cancels the client's future bookings with a professional (the link was removed). */
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
  for (const booking of future) await cancelBooking(ctx, q, booking, by);
}

async function cancelBooking(ctx: AppContext, q: Queryable, booking: Booking, by: 'client' | 'operator') {
  await q.update(bookings).set({ cancelledAt: ctx.clock.now() }).where(eq(bookings.id, booking.id));
  await ctx.mail.cancel(q, reminderKey(booking.id, 'client'));
  await ctx.mail.cancel(q, reminderKey(booking.id, 'operator'));
  const parties = await partiesOf(q, booking);
  const facts = mailFacts(ctx, booking, parties.operator, parties.client);
  const ics = icsFor(ctx, booking, facts, true);
  if (by === 'client') {
    const cancelledBy = `${facts.clientName}`;
    await ctx.mail.enqueue(q, {
      to: parties.operator.email,
      ...renderEmail(EMAILS.bookingCancelled(parties.operator.nome, facts, cancelledBy)),
      attachments: [ics],
    });
  } else {
    const to = parties.client?.email ?? booking.visitorEmail;
    if (to) {
      const name = parties.client?.nome ?? booking.visitorNome ?? '';
      await ctx.mail.enqueue(q, {
        to,
        ...renderEmail(EMAILS.bookingCancelled(name, facts, facts.operatorName)),
        attachments: [ics],
      });
    }
  }
}

async function partiesOf(q: Queryable, booking: Booking) {
  const ids = [booking.operatorId, ...(booking.clientId ? [booking.clientId] : [])];
  const rows = await q.select().from(users).where(inArray(users.id, ids));
  const operator = rows.find((u) => u.id === booking.operatorId)!;
  const client = booking.clientId ? rows.find((u) => u.id === booking.clientId) : undefined;
  return { operator, client };
}

const WEEKDAYS = ['domenica', 'lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato'];

/** 'lunedì 23/11/26 alle 09:30' */
export function whenText(giorno: string, ora: string) {
  const weekday = WEEKDAYS[new Date(`${giorno}T00:00:00Z`).getUTCDay()];
  return `${weekday} ${shortDate(giorno)} alle ${ora}`;
}

function mailFacts(
  ctx: AppContext,
  booking: Booking,
  operator: User,
  client: User | undefined,
  serviceText = '',
): BookingMailFacts {
  const clientName = client
    ? `${client.nome} ${client.cognome}`
    : `${booking.visitorNome ?? ''} ${booking.visitorCognome ?? ''}`.trim();
  const clientContact = client ? [client.email, client.telefono].filter(Boolean).join(', ') : (booking.visitorEmail ?? '');
  return {
    when: whenText(booking.giorno, booking.ora),
    clientName,
    clientContact,
    operatorName: `${operator.nome} ${operator.cognome}`,
    operatorFirstName: operator.nome,
    company: operator.nomeAzienda,
    service: booking.serviceName,
    serviceText,
    note: booking.note,
    manageUrl: client ? `${ctx.config.appUrl}/user/op?id=${operator.id}` : undefined,
    agendaUrl: `${ctx.config.appUrl}/op`,
  };
}

function icsFor(ctx: AppContext, booking: Booking, facts: BookingMailFacts, cancelled: boolean) {
  const host = new URL(ctx.config.appUrl).hostname;
  return {
    filename: cancelled ? 'annullamento.ics' : 'appuntamento.ics',
    contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`,
    content: buildIcs({
      uid: `booking-${booking.id}@${host}`,
      giorno: booking.giorno,
      ora: booking.ora,
      minutes: AGENDA.slotMinutes,
      summary: `Appuntamento: ${facts.clientName} con ${facts.operatorName}${facts.service ? ` (${facts.service})` : ''}`,
      description: [facts.service && `Servizio: ${facts.service}`, facts.note && `Note: ${facts.note}`]
        .filter(Boolean)
        .join('\n'),
      sequence: cancelled ? 1 : 0,
      cancelled,
      stamp: ctx.clock.now(),
    }),
  };
}

const reminderKey = (bookingId: number, who: 'client' | 'operator') => `reminder:${bookingId}:${who}`;

/** Confirmation to both parties with the .ics, and the reminders 24 hours before. */
async function queueConfirmation(
  ctx: AppContext,
  q: Queryable,
  booking: Booking,
  operator: User,
  client: User | undefined,
  serviceText: string,
) {
  const facts = mailFacts(ctx, booking, operator, client, serviceText);
  const ics = icsFor(ctx, booking, facts, false);
  const clientEmail = client?.email ?? booking.visitorEmail!;
  const clientFirst = client?.nome ?? booking.visitorNome ?? '';
  await ctx.mail.enqueue(q, {
    to: clientEmail,
    ...renderEmail(EMAILS.bookingConfirmedClient({ ...facts, clientName: clientFirst })),
    attachments: [ics],
  });
  await ctx.mail.enqueue(q, { to: operator.email, ...renderEmail(EMAILS.bookingConfirmedOperator(facts)), attachments: [ics] });

  const remindAt = new Date(booking.startsAt.getTime() - 24 * HOUR);
  if (remindAt <= ctx.clock.now()) return;
  await ctx.mail.enqueue(q, {
    to: clientEmail,
    ...renderEmail(EMAILS.bookingReminder(clientFirst, facts, facts.operatorName)),
    sendAfter: remindAt,
    dedupeKey: reminderKey(booking.id, 'client'),
  });
  await ctx.mail.enqueue(q, {
    to: operator.email,
    ...renderEmail(EMAILS.bookingReminder(operator.nome, facts, facts.clientName)),
    sendAfter: remindAt,
    dedupeKey: reminderKey(booking.id, 'operator'),
  });
}
