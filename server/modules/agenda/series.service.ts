import { and, asc, eq, gte, gt, isNotNull, isNull, lte } from 'drizzle-orm';
import type { SeriesDate } from '../../../common/agenda.js';
import { AGENDA } from '../../../common/constants.js';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import { SERIES_MSG, type SeriesOutcome } from '../../../common/messages/series.js';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { addDays, romeToday, romeWallTime } from '../../platform/rome-time.js';
import { findUser, type User } from '../accounts/users.js';
import { assertConfirmedLink } from '../links/links.service.js';
import { findService } from '../schedule/schedule.service.js';
import { bookings, type Booking } from './agenda.table.js';
import {
  assertMayCancel,
  book,
  BookingRefused,
  cancelBooking,
  type ClientBookingInput,
  checkRequest,
  fitOutcome,
  markCancelled,
  namedClient,
  occupiesSlot,
} from './bookings.service.js';
import { queueDateMails, queueSeriesMails, type Materialised } from './series-emails.js';
import { bookingSeries, seriesOccurrences, type BookingSeries } from './series.table.js';
import { fitsAt, slotKey, type WeekData } from './slot-grid.js';
import { loadWeek } from './week.js';

/*
 * A weekly or fortnightly series the professional books for a client (one appointment for a
 * client is `bookForClient`, in bookings.service.ts). Each date is booked by `book(…, 'series')`.
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

export interface SeriesInput extends ClientBookingInput {
  frequenza: 1 | 2;
  occorrenze: number;
}

/** How long a booking of `service` lasts: its duration, 30 minutes without a service. */
const durationOf = (service: { durata: number } | undefined) => service?.durata ?? AGENDA.slotMinutes;

/** The linked client and the service: the first date's request meets the professional's rules for one booking. */
async function checkedClient(ctx: AppContext, operator: User, input: SeriesInput) {
  const client = await namedClient(ctx, input.clientId);
  const service = await checkRequest(ctx.db, ctx, { ...input, operator, client }, 'operator');
  return { client, service, now: ctx.clock.now() };
}

/** What a date of a series would meet now, for a booking of `minutes` from `ora` (`book`'s fit, in the series' words). */
function outcomeOf(week: WeekData, giorno: string, ora: string, minutes: number, now: Date, clientId: number): SeriesOutcome {
  const nowWall = romeWallTime(now);
  if (slotKey(giorno, ora) <= nowWall) return 'passata';
  if (giorno > materialiseUntil(now)) return 'in_attesa';
  const viewer = { kind: 'client', clientId, canBook: true } as const;
  return fitOutcome(fitsAt(week, giorno, ora, minutes, nowWall, viewer));
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
    esito: outcomeOf(week, giorno, input.ora, minutes, now, clientId),
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
  const service = series.serviceId ? await findService(tx, operator.id, series.serviceId) : undefined;
  const done: Materialised[] = [];
  for (const [n, idx] of due.entries()) {
    const giorno = dates[n];
    // The name the series was booked with, even if the service was renamed or deleted since.
    const named = service ? { ...service, nome: series.serviceName } : undefined;
    const request = { operator, client, giorno, ora: series.ora, service: named, note: series.note };
    let esito: SeriesOutcome;
    let booking: Booking | undefined;
    try {
      booking = await book(tx, ctx, request, 'series', { week });
      esito = 'prenotata';
    } catch (error) {
      if (!(error instanceof BookingRefused)) throw error;
      esito = error.reason;
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
      await queueDateMails(ctx, tx, series, operator, client, done);
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
    // The first appointment it cancels meets the rule one cancellation meets (a client: the no-changes window).
    if (list[0]) await assertMayCancel(ctx, tx, list[0], user.op ? 'operator' : 'client');
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
