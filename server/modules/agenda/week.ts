import { eq, sql } from 'drizzle-orm';
import type { CalendarDay } from '../../../common/agenda.js';
import { EMPTY_ORARIO, type Orario } from '../../../common/schedule.js';
import type { AppContext } from '../../context.js';
import type { Db, Queryable } from '../../db/client.js';
import { romeToday, romeWallTime } from '../../platform/rome-time.js';
import { agendaVersions } from './agenda.table.js';
import { buildGrid, endTime, pageDays, slotKey, type BookedSlot, type Viewer, type WeekData } from './slot-grid.js';
import { WeekCache } from './week-cache.js';
import { busySlots, type BusyRow } from './busy-slots.js';

/**
 * The agenda's read model: what a professional's days hold, read in one statement and kept in
 * memory while the agenda version stays the same.
 *
 * The statement reads tables of other modules, read-only, by the ARCHITECTURE's listed
 * exception: the professional's `weekly_hours` (schedule), the booked clients' names and
 * contacts in `users` (accounts) and the busy times of their own calendars
 * (`external_busy`, external-calendars). One round trip is what keeps the busiest read fast.
 */
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
          b.giorno, b.ora, b.client_id, b.service_name, b.note, b.id, b.durata,
          coalesce(u.nome, b.visitor_nome, ''), coalesce(u.cognome, b.visitor_cognome, ''),
          coalesce(u.email, b.visitor_email, ''), coalesce(u.telefono, ''), coalesce(b.video_url, ''))), '[]')
        FROM bookings b LEFT JOIN users u ON u.id = b.client_id
        WHERE b.operator_id = ${userId} AND b.giorno BETWEEN ${from} AND ${to} AND b.cancelled_at IS NULL)`,
      // Busy stretches of the professional's own calendars (external-calendars, read-only), with a
      // day's margin either side: busySlots keeps the half hours of the days asked.
      busy: sql<BusyRow[]>`(
        SELECT coalesce(json_agg(json_build_array(
          (extract(epoch FROM e.starts_at) * 1000)::bigint, (extract(epoch FROM e.ends_at) * 1000)::bigint, e.title)), '[]')
        FROM external_busy e
        WHERE e.user_id = ${userId} AND e.starts_at < (${to}::date + 2)::timestamptz
          AND e.ends_at > (${from}::date - 1)::timestamptz)`,
    })
    .from(sql`(SELECT 1) AS one`)
    .prepare('week');
}

/** giorno, ora, client id, service, note, booking id, minutes, nome, cognome, e-mail, telefono, meeting link ('' in studio). */
type WeekBookingRow = [string, string, number | null, string, string, number, number, string, string, string, string, string];

const weekQueries = new WeakMap<object, ReturnType<typeof prepareWeekQuery>>();

export async function loadWeek(q: Queryable, operatorId: number, days: string[]): Promise<WeekData> {
  let query = weekQueries.get(q);
  if (!query) weekQueries.set(q, (query = prepareWeekQuery(q as Db)));
  const [row] = await query.execute({ userId: operatorId, from: days[0], to: days[days.length - 1] });
  const overrides = new Map(row.overrides.map(([giorno, ora, stato]) => [slotKey(giorno, ora), stato]));
  const booked = new Map<string, BookedSlot>(
    row.bookings.map(([giorno, ora, clientId, servizio, note, bookingId, durata, nome, cognome, email, telefono, video]) => [
      slotKey(giorno, ora),
      { bookingId, clientId, inizio: ora, fine: endTime(ora, durata), nome, cognome, email, telefono, servizio, note, video },
    ]),
  );
  return { orario: row.orario ?? EMPTY_ORARIO, overrides, bookings: booked, busy: busySlots(row.busy, days) };
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
