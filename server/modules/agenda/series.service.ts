import { and, asc, eq, gte, gt, isNotNull, isNull, lte } from 'drizzle-orm';
import { SLOT, type SeriesDate } from '../../../common/agenda.js';
import { AGENDA } from '../../../common/constants.js';
import { WEEKDAYS } from '../../../common/messages/dates.js';
import { EMAILS } from '../../../common/messages/emails.js';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import { SERIES_EMAILS, SERIES_MSG, type SeriesOutcome } from '../../../common/messages/series.js';
import type { AppContext } from '../../context.js';
import { isUniqueViolation, type Queryable } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { buildIcsCalendar } from '../../platform/mail/ics.js';
import { renderEmail } from '../../platform/mail/render.js';
import { addDays, romeInstant, romeToday, romeWallTime } from '../../platform/rome-time.js';
import { findUser, type User } from '../accounts/users.js';
import { assertConfirmedLink } from '../links/links.service.js';
import { findService } from '../schedule/schedule.service.js';
import { isBookable } from '../subscriptions/subscriptions.policy.js';
import { bookings, type Booking } from './agenda.table.js';
import { bookingMailEvent } from './booking-calendar.js';
import { icsFor, mailFacts, queueConfirmation, queueReminders, whenText } from './booking-emails.js';
import {
  cancelBooking,
  checkBookingRequest,
  createBookingInTx,
  markCancelled,
  occupiesSlot,
  type BookedService,
} from './bookings.service.js';
import { bookingSeries, seriesOccurrences, type BookingSeries } from './series.table.js';
import { fitsAt, slotKey, type Fit, type WeekData } from './slot-grid.js';
import { loadWeek } from './week.js';

/*
 * The professional books for a client: one appointment, or a weekly or fortnightly series.
 *
 * A series is a row of `booking_series`; its dates are booked ("materialised") when they come
 * within one day of the agenda's 84 days: those already there when it is created, the others by
 * `materialiseDueSeries`, run at start and every hour. Each series is materialised in one
 * transaction that holds its row (`FOR UPDATE SKIP LOCKED`: one instance at a time, the others
 * pass over it), writes a `series_occurrences` row per date (primary key: series and index) and
 * advances the series' `next_index` with the bookings, so a run is idempotent and one that
 * stops halfway (a restart) is resumed where it stopped.
 */

/** The last date booked ahead: one day past the agenda's last day, so the job has a whole day to book a date before anyone else sees it. */
export const materialiseUntil = (now: Date) => addDays(romeToday(now), AGENDA.daysPerPage * AGENDA.pages);

export const occurrenceDate = (first: string, frequenza: number, idx: number) => addDays(first, idx * 7 * frequenza);

export interface ClientBookingInput {
  clientId: number;
  giorno: string;
  ora: string;
  serviceId?: number;
  note: string;
}

export interface SeriesInput extends ClientBookingInput {
  frequenza: 1 | 2;
  occorrenze: number;
}

/** How long a booking of `service` lasts: its duration, 30 minutes without a service. */
const durationOf = (service: { durata: number } | undefined) => service?.durata ?? AGENDA.slotMinutes;

/** The linked client, and the professional's right to take bookings now (the subscription rules of every booking). */
async function checkedClient(ctx: AppContext, operator: User, input: ClientBookingInput) {
  await assertConfirmedLink(ctx, operator.id, input.clientId);
  const client = await findUser(ctx.db, input.clientId);
  if (!client) throw notFound(SCHEDULE_MSG.linkNotFound);
  const now = ctx.clock.now();
  const service = await checkBookingRequest(ctx, operator, input, now);
  return { client, service, now };
}

/** What a booking meets, in the series' words: a booking in the way, a half hour closed, or outside the hours. */
export function fitOutcome(fit: Fit): SeriesOutcome {
  if (fit.fits) return 'libera';
  if (fit.taken) return 'occupata';
  return fit.stato === SLOT.closed ? 'chiusa' : 'fuori_orario';
}

/**
 * What a date of a series would meet now, for a booking of `minutes` from `ora`: every half
 * hour it takes must be free. A slot the professional closed counts as closed for a series,
 * but not for one appointment they book on purpose (`allowClosed`).
 */
function outcomeOf(
  week: WeekData,
  giorno: string,
  ora: string,
  minutes: number,
  now: Date,
  clientId: number,
  allowClosed: boolean,
): SeriesOutcome {
  const nowWall = romeWallTime(now);
  if (slotKey(giorno, ora) <= nowWall) return 'passata';
  if (giorno > materialiseUntil(now)) return 'in_attesa';
  const viewer = { kind: 'client', clientId, canBook: true } as const;
  return fitOutcome(fitsAt(week, giorno, ora, minutes, nowWall, viewer, { closedToo: allowClosed }));
}

/** A booking the professional makes for a linked client, on an open slot or one they closed. */
export async function bookForClient(ctx: AppContext, operator: User, input: ClientBookingInput) {
  const { client, service, now } = await checkedClient(ctx, operator, input);
  const week = await loadWeek(ctx.db, operator.id, [input.giorno]);
  const outcome = outcomeOf(week, input.giorno, input.ora, durationOf(service), now, client.id, true);
  if (outcome === 'occupata') throw conflict(SCHEDULE_MSG.slotTaken);
  if (outcome !== 'libera') throw badRequest(SCHEDULE_MSG.slotNotInHours);
  const startsAt = romeInstant(input.giorno, input.ora)!;
  let booking: Booking;
  try {
    booking = await ctx.db.transaction(async (tx) => {
      const booking = await createBookingInTx(ctx, tx, { ...input, operator, client, service, startsAt, now });
      await queueClientBookingMails(ctx, tx, booking, operator, client, service?.testoEmail ?? '');
      return booking;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SCHEDULE_MSG.slotTaken);
    throw error;
  }
  ctx.events.emit('agenda.changed', { operatorId: operator.id, clientIds: [client.id] });
  return booking;
}

/** The client's usual confirmation; the professional's says they made it. Reminders for both. */
async function queueClientBookingMails(
  ctx: AppContext,
  q: Queryable,
  booking: Booking,
  operator: User,
  client: User,
  serviceText: string,
) {
  const facts = mailFacts(ctx, booking, operator, client, serviceText);
  const ics = icsFor(ctx, booking, { operator, client }, false);
  await ctx.mail.enqueue(q, {
    to: client.email,
    ...renderEmail(EMAILS.bookingConfirmedClient({ ...facts, clientName: client.nome })),
    attachments: [ics],
  });
  await ctx.mail.enqueue(q, {
    to: operator.email,
    ...renderEmail(SERIES_EMAILS.clientBookingOperator(facts)),
    attachments: [ics],
  });
  await queueReminders(ctx, q, booking, operator, client);
}

/** Every date of a series with what it meets now. */
async function seriesOutcomes(ctx: AppContext, operator: User, input: SeriesInput, clientId: number, minutes: number, now: Date) {
  const dates = Array.from({ length: input.occorrenze }, (_, i) => occurrenceDate(input.giorno, input.frequenza, i));
  const until = materialiseUntil(now);
  const inside = dates.filter((d) => d <= until);
  const week = await loadWeek(ctx.db, operator.id, [inside[0], inside[inside.length - 1]]);
  return dates.map((giorno) => ({
    giorno,
    ora: input.ora,
    esito: outcomeOf(week, giorno, input.ora, minutes, now, clientId, false),
  }));
}

/** The dates of a series and what each would meet, booking nothing. */
export async function previewSeries(ctx: AppContext, operator: User, input: SeriesInput): Promise<SeriesDate[]> {
  const { client, service, now } = await checkedClient(ctx, operator, input);
  return seriesOutcomes(ctx, operator, input, client.id, durationOf(service), now);
}

/**
 * Creates a series and books its dates inside the agenda; the dates that cannot be booked are
 * left out and listed. One e-mail to each party for the whole series.
 */
export async function createSeries(ctx: AppContext, operator: User, input: SeriesInput) {
  const { client, service, now } = await checkedClient(ctx, operator, input);
  const preview = await seriesOutcomes(ctx, operator, input, client.id, durationOf(service), now);
  if (!preview.some((d) => d.esito === 'libera' || d.esito === 'in_attesa')) throw conflict(SERIES_MSG.nothingBookable);
  const { series, dates } = await ctx.db.transaction(async (tx) => {
    const [series] = await tx
      .insert(bookingSeries)
      .values({
        operatorId: operator.id,
        clientId: client.id,
        giorno: input.giorno,
        ora: input.ora,
        frequenza: input.frequenza,
        occorrenze: input.occorrenze,
        serviceId: service?.id ?? null,
        serviceName: service?.nome ?? '',
        serviceText: service?.testoEmail ?? '',
        note: input.note,
        nextIndex: 0,
        nextGiorno: input.giorno,
        createdAt: now,
      })
      .returning();
    const done = await materialise(ctx, tx, series, operator, client);
    const dates: SeriesDate[] = preview.map((d, i) => {
      const made = done.find((o) => o.idx === i);
      return made ? { giorno: d.giorno, ora: d.ora, esito: made.esito } : { ...d, esito: 'in_attesa' };
    });
    await queueSeriesMails(ctx, tx, series, operator, client, done, dates);
    return { series, dates };
  });
  ctx.events.emit('agenda.changed', { operatorId: operator.id, clientIds: [client.id] });
  const count = (esito: SeriesOutcome) => dates.filter((d) => d.esito === esito).length;
  const booked = count('prenotata');
  return {
    message: SERIES_MSG.seriesCreated(booked, dates.length - booked - count('in_attesa'), count('in_attesa')),
    serie: series.id,
    date: dates,
  };
}

interface Materialised {
  idx: number;
  giorno: string;
  esito: SeriesOutcome;
  booking?: Booking;
}

/**
 * Books the series' dates that have come within `materialiseUntil`, from `next_index` on, in
 * the caller's transaction (which holds the series' row). A date that cannot be booked is
 * recorded with the reason; each booking is tried in a savepoint so a slot taken meanwhile (the
 * unique index) skips that date only.
 */
async function materialise(ctx: AppContext, tx: Queryable, series: BookingSeries, operator: User, client: User) {
  const now = ctx.clock.now();
  const until = materialiseUntil(now);
  const due: number[] = [];
  for (let i = series.nextIndex; i < series.occorrenze; i++) {
    if (occurrenceDate(series.giorno, series.frequenza, i) > until) break;
    due.push(i);
  }
  if (due.length === 0) return [];
  const dates = due.map((i) => occurrenceDate(series.giorno, series.frequenza, i));
  const week = await loadWeek(tx, operator.id, [dates[0], dates[dates.length - 1]]);
  const service = (series.serviceId ? await findService(tx, operator.id, series.serviceId) : undefined) as
    BookedService | undefined;
  const bookable = isBookable(operator, now);
  const done: Materialised[] = [];
  for (const [n, idx] of due.entries()) {
    const giorno = dates[n];
    let esito: SeriesOutcome = bookable
      ? outcomeOf(week, giorno, series.ora, durationOf(service), now, client.id, false)
      : 'non_disponibile';
    let booking: Booking | undefined;
    if (esito === 'libera') {
      try {
        booking = await tx.transaction((sp) =>
          createBookingInTx(ctx, sp, {
            operator,
            client,
            giorno,
            ora: series.ora,
            startsAt: romeInstant(giorno, series.ora)!,
            // The name the series was booked with, even if the service was renamed or deleted since.
            service: service ? { ...service, nome: series.serviceName } : undefined,
            note: series.note,
            now,
          }),
        );
        esito = 'prenotata';
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        esito = 'occupata';
      }
    }
    await tx.insert(seriesOccurrences).values({ seriesId: series.id, idx, giorno, bookingId: booking?.id ?? null, esito });
    done.push({ idx, giorno, esito, booking });
  }
  const next = due[due.length - 1] + 1;
  await tx
    .update(bookingSeries)
    .set({ nextIndex: next, nextGiorno: next < series.occorrenze ? occurrenceDate(series.giorno, series.frequenza, next) : null })
    .where(eq(bookingSeries.id, series.id));
  return done;
}

/** 'ogni settimana, il lunedì alle 09:30, per 10 appuntamenti' */
function patternText(series: BookingSeries) {
  const weekday = WEEKDAYS[new Date(`${series.giorno}T00:00:00Z`).getUTCDay()];
  return `${SERIES_MSG.every(series.frequenza as 1 | 2)}, il ${weekday} alle ${series.ora}, per ${series.occorrenze} appuntamenti`;
}

/** A booking-shaped description of one date of the series, for the e-mail texts. */
const dateAsBooking = (series: BookingSeries, giorno: string) =>
  ({
    giorno,
    ora: series.ora,
    // The e-mail's facts ask whether a reminder will come; a date inside the DST gap has none.
    startsAt: romeInstant(giorno, series.ora) ?? new Date(0),
    serviceName: series.serviceName,
    note: series.note,
    visitorNome: null,
    visitorCognome: null,
    visitorEmail: null,
  }) as Booking;

/** One e-mail to each party for the series, with one calendar event per booked date. */
async function queueSeriesMails(
  ctx: AppContext,
  q: Queryable,
  series: BookingSeries,
  operator: User,
  client: User,
  done: Materialised[],
  dates: SeriesDate[],
) {
  const booked = done.flatMap((d) => (d.booking ? [d.booking] : []));
  const facts = mailFacts(ctx, dateAsBooking(series, series.giorno), operator, client, series.serviceText);
  const seriesFacts = {
    ...facts,
    pattern: patternText(series),
    booked: booked.map((b) => whenText(b.giorno, b.ora)),
    skipped: dates
      .filter((d) => d.esito !== 'prenotata' && d.esito !== 'in_attesa')
      .map((d) => `${whenText(d.giorno, d.ora)} (${SERIES_MSG.outcome[d.esito].toLowerCase()})`),
    later: dates.filter((d) => d.esito === 'in_attesa').map((d) => whenText(d.giorno, d.ora)),
  };
  const attachments = booked.length
    ? [
        {
          filename: 'serie.ics',
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: buildIcsCalendar(booked.map((b) => bookingMailEvent(ctx, b, { operator, client }, false))),
        },
      ]
    : [];
  await ctx.mail.enqueue(q, {
    to: client.email,
    ...renderEmail(SERIES_EMAILS.seriesClient({ ...seriesFacts, clientName: client.nome })),
    attachments,
  });
  await ctx.mail.enqueue(q, { to: operator.email, ...renderEmail(SERIES_EMAILS.seriesOperator(seriesFacts)), attachments });
  for (const booking of booked) await queueReminders(ctx, q, booking, operator, client);
}

/**
 * Books the dates of every series that have come within reach (the job: at start and every
 * hour). Idempotent; safe on several instances at once (each series is held by one of them).
 * Returns how many dates were handled.
 */
export async function materialiseDueSeries(ctx: AppContext) {
  const until = materialiseUntil(ctx.clock.now());
  const due = await ctx.db
    .select({ id: bookingSeries.id })
    .from(bookingSeries)
    .where(and(isNotNull(bookingSeries.nextGiorno), lte(bookingSeries.nextGiorno, until)))
    .orderBy(asc(bookingSeries.nextGiorno))
    .limit(500);
  let handled = 0;
  for (const { id } of due) {
    // Read before the transaction: on PGlite a read outside it would wait for it.
    const [pair] = await ctx.db
      .select({ operatorId: bookingSeries.operatorId, clientId: bookingSeries.clientId })
      .from(bookingSeries)
      .where(eq(bookingSeries.id, id));
    const linked =
      !!pair &&
      (await assertConfirmedLink(ctx, pair.operatorId, pair.clientId).then(
        () => true,
        () => false,
      ));
    const result = await ctx.db.transaction(async (tx) => {
      const [series] = await tx
        .select()
        .from(bookingSeries)
        .where(and(eq(bookingSeries.id, id), isNotNull(bookingSeries.nextGiorno), lte(bookingSeries.nextGiorno, until)))
        .for('update', { skipLocked: true });
      if (!series) return undefined; // done meanwhile, or another instance holds it
      const operator = await findUser(tx, series.operatorId);
      const client = await findUser(tx, series.clientId);
      if (!operator || !client || !linked) {
        await tx.update(bookingSeries).set({ nextGiorno: null, endedAt: ctx.clock.now() }).where(eq(bookingSeries.id, id));
        return undefined;
      }
      const done = await materialise(ctx, tx, series, operator, client);
      for (const d of done) {
        if (d.booking) {
          await queueConfirmation(ctx, tx, d.booking, operator, client, series.serviceText);
          continue;
        }
        const facts = mailFacts(ctx, dateAsBooking(series, d.giorno), operator, client);
        const reason = SERIES_MSG.outcome[d.esito];
        await ctx.mail.enqueue(tx, {
          to: client.email,
          ...renderEmail(SERIES_EMAILS.seriesDateSkipped(client.nome, facts, reason)),
        });
        await ctx.mail.enqueue(tx, {
          to: operator.email,
          ...renderEmail(SERIES_EMAILS.seriesDateSkipped(operator.nome, facts, reason)),
        });
      }
      return { operatorId: operator.id, clientId: client.id, count: done.length };
    });
    if (!result) continue;
    handled += result.count;
    ctx.events.emit('agenda.changed', { operatorId: result.operatorId, clientIds: [result.clientId] });
  }
  return handled;
}

/** The owner condition of a booking as `user` may name it: a professional any of theirs, a client their own with `operatorId`. */
function ownedBy(user: User, operatorId: number | undefined) {
  if (user.op) return eq(bookings.operatorId, user.id);
  if (!operatorId) throw badRequest();
  return and(eq(bookings.operatorId, operatorId), eq(bookings.clientId, user.id));
}

/** The series the live booking at a slot (any half hour of it) belongs to, or null. */
export async function seriesOfBooking(ctx: AppContext, user: User, operatorId: number | undefined, giorno: string, ora: string) {
  const [row] = await ctx.db
    .select({ bookingId: bookings.id, series: bookingSeries, idx: seriesOccurrences.idx })
    .from(bookings)
    .leftJoin(seriesOccurrences, eq(seriesOccurrences.bookingId, bookings.id))
    .leftJoin(bookingSeries, eq(bookingSeries.id, seriesOccurrences.seriesId))
    .where(and(ownedBy(user, operatorId), occupiesSlot(giorno, ora), isNull(bookings.cancelledAt)));
  if (!row) throw notFound(SCHEDULE_MSG.bookingNotFound);
  if (!row.series || row.idx === null) return null;
  const live = await liveFrom(ctx.db, row.series.id, row.idx, ctx.clock.now());
  const pending = row.series.nextGiorno === null ? 0 : row.series.occorrenze - row.series.nextIndex;
  return {
    id: row.series.id,
    frequenza: row.series.frequenza as 1 | 2,
    occorrenze: row.series.occorrenze,
    successivi: live.length + pending,
  };
}

/** The live bookings of a series from occurrence `idx` on that have not started. */
const liveFrom = (q: Queryable, seriesId: number, idx: number, now: Date) =>
  q
    .select({ booking: bookings })
    .from(seriesOccurrences)
    .innerJoin(bookings, eq(bookings.id, seriesOccurrences.bookingId))
    .where(
      and(
        eq(seriesOccurrences.seriesId, seriesId),
        gte(seriesOccurrences.idx, idx),
        isNull(bookings.cancelledAt),
        gt(bookings.startsAt, now),
      ),
    )
    .orderBy(asc(seriesOccurrences.idx));

/**
 * Cancels one appointment of a series ('solo'), or it and every later one, ending the series
 * ('successivi'). Each cancelled appointment gets the usual cancellation e-mail.
 */
export async function cancelSeriesBooking(
  ctx: AppContext,
  user: User,
  operatorId: number | undefined,
  giorno: string,
  ora: string,
  ambito: 'solo' | 'successivi',
) {
  if (ambito === 'solo') {
    await cancelBooking(ctx, user, operatorId, giorno, ora);
    return SCHEDULE_MSG.bookingDeleted;
  }
  const now = ctx.clock.now();
  if (slotKey(giorno, ora) <= romeWallTime(now)) throw badRequest(SCHEDULE_MSG.slotPast);
  const owner = ownedBy(user, operatorId);
  const cancelled = await ctx.db.transaction(async (tx) => {
    const [live] = await tx
      .select({ id: bookings.id, seriesId: seriesOccurrences.seriesId, idx: seriesOccurrences.idx })
      .from(bookings)
      .leftJoin(seriesOccurrences, eq(seriesOccurrences.bookingId, bookings.id))
      .where(and(owner, occupiesSlot(giorno, ora), isNull(bookings.cancelledAt)));
    if (!live) throw notFound(SCHEDULE_MSG.bookingNotFound);
    if (live.seriesId === null || live.idx === null) throw badRequest(SERIES_MSG.notInSeries);
    // Held against the series job, which would otherwise book a date being ended.
    await tx.select({ id: bookingSeries.id }).from(bookingSeries).where(eq(bookingSeries.id, live.seriesId)).for('update');
    await tx.update(bookingSeries).set({ nextGiorno: null, endedAt: now }).where(eq(bookingSeries.id, live.seriesId));
    const rows = await liveFrom(tx, live.seriesId, live.idx, now).for('update', { of: bookings });
    const list = rows.map((r) => r.booking);
    for (const booking of list) await markCancelled(ctx, tx, booking, user.op ? 'operator' : 'client');
    return list;
  });
  const operator = cancelled[0]?.operatorId ?? (user.op ? user.id : operatorId!);
  ctx.events.emit('agenda.changed', {
    operatorId: operator,
    clientIds: [...new Set(cancelled.flatMap((b) => (b.clientId ? [b.clientId] : [])))],
  });
  return SERIES_MSG.seriesCancelled(cancelled.length);
}
