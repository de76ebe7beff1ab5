import { and, asc, eq, gte, isNull, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { usersForReading } from '../accounts/users.js';
import { bookings } from './agenda.table.js';

/**
 * The live bookings of a professional starting in [from, to), with their minutes and who booked them: what the
 * professional's own calendars are checked against, read-only.
 */
export async function liveBookingsStartingBetween(q: Queryable, operatorId: number, from: Date, to: Date) {
  const rows = await q
    .select({
      id: bookings.id,
      giorno: bookings.giorno,
      ora: bookings.ora,
      startsAt: bookings.startsAt,
      durata: bookings.durata,
      servizio: bookings.serviceName,
      nome: usersForReading.nome,
      cognome: usersForReading.cognome,
      visitorNome: bookings.visitorNome,
      visitorCognome: bookings.visitorCognome,
    })
    .from(bookings)
    .leftJoin(usersForReading, eq(usersForReading.id, bookings.clientId))
    .where(
      and(
        eq(bookings.operatorId, operatorId),
        isNull(bookings.cancelledAt),
        gte(bookings.startsAt, from),
        lt(bookings.startsAt, to),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  return rows.map((r) => ({
    id: r.id,
    giorno: r.giorno,
    ora: r.ora,
    startsAt: r.startsAt,
    durata: r.durata,
    servizio: r.servizio,
    chi: `${r.nome ?? r.visitorNome ?? ''} ${r.cognome ?? r.visitorCognome ?? ''}`.trim(),
  }));
}
