import { and, asc, between, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { findUsers } from '../accounts/users.js';
import { bookings } from './agenda.table.js';
import type { BookingParties } from './booking-calendar.js';

/**
 * The live bookings of a professional (`operatorId`) or of a client (`clientId`, with every
 * professional) starting between two instants, each with its parties: what a calendar feed
 * shows. Cancelled bookings are left out, so calendars drop them at their next fetch.
 */
export async function liveBookingsForCalendar(
  q: Queryable,
  who: { operatorId: number } | { clientId: number },
  from: Date,
  to: Date,
) {
  const owner = 'operatorId' in who ? eq(bookings.operatorId, who.operatorId) : eq(bookings.clientId, who.clientId);
  const rows = await q
    .select()
    .from(bookings)
    .where(and(owner, isNull(bookings.cancelledAt), between(bookings.startsAt, from, to)))
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
  const ids = [...new Set(rows.flatMap((b) => (b.clientId === null ? [b.operatorId] : [b.operatorId, b.clientId])))];
  const people = new Map((ids.length ? await findUsers(q, ids) : []).map((u) => [u.id, u]));
  return rows.map((booking) => {
    const parties: BookingParties = {
      operator: people.get(booking.operatorId)!,
      client: booking.clientId === null ? undefined : people.get(booking.clientId),
    };
    return { booking, parties };
  });
}
