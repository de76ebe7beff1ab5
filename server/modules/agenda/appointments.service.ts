import { and, asc, between, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  CLIENT_UPCOMING_LIMIT,
  UPCOMING_DAYS,
  type clientAppointmentsResponseSchema,
  type operatorAppointmentsResponseSchema,
} from '../../../common/appointments.js';
import type { OkFields } from '../../../common/validation.js';
import type { AppContext } from '../../context.js';
import { addDays, dayLabel, romeToday } from '../../platform/rome-time.js';
import { usersForReading as users } from '../accounts/users.js';
import { bookings } from './agenda.table.js';
import { endTime } from './slot-grid.js';

/* The lists of coming appointments: the professional's 'Oggi / Prossimi appuntamenti' and the client's 'I miei appuntamenti'. */

/** The professional's live bookings from today to today + 6 (Rome dates), in time order, with who and what. */
export async function operatorAppointments(
  ctx: AppContext,
  operatorId: number,
): Promise<OkFields<typeof operatorAppointmentsResponseSchema>> {
  const now = ctx.clock.now();
  const today = romeToday(now);
  const rows = await ctx.db
    .select({
      giorno: bookings.giorno,
      ora: bookings.ora,
      durata: bookings.durata,
      startsAt: bookings.startsAt,
      nome: sql<string>`coalesce(${users.nome}, ${bookings.visitorNome}, '')`,
      cognome: sql<string>`coalesce(${users.cognome}, ${bookings.visitorCognome}, '')`,
      servizio: bookings.serviceName,
      note: bookings.note,
      clientId: bookings.clientId,
    })
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.clientId))
    .where(
      and(
        eq(bookings.operatorId, operatorId),
        isNull(bookings.cancelledAt),
        between(bookings.giorno, today, addDays(today, UPCOMING_DAYS - 1)),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  return {
    oggi: today,
    appuntamenti: rows.map(({ startsAt, durata, ...row }) => ({
      ...row,
      fine: endTime(row.ora, durata),
      data: dayLabel(row.giorno),
      passato: startsAt.getTime() <= now.getTime(),
    })),
  };
}

/** The client's live bookings that have not started, with every professional, in time order. */
export async function clientAppointments(
  ctx: AppContext,
  clientId: number,
): Promise<OkFields<typeof clientAppointmentsResponseSchema>> {
  const rows = await ctx.db
    .select({
      giorno: bookings.giorno,
      ora: bookings.ora,
      durata: bookings.durata,
      servizio: bookings.serviceName,
      note: bookings.note,
      opId: bookings.operatorId,
      opNome: users.nome,
      opCognome: users.cognome,
      nomeAzienda: users.nomeAzienda,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.operatorId))
    .where(and(eq(bookings.clientId, clientId), isNull(bookings.cancelledAt), gt(bookings.startsAt, ctx.clock.now())))
    .orderBy(asc(bookings.startsAt))
    .limit(CLIENT_UPCOMING_LIMIT);
  return {
    appuntamenti: rows.map(({ durata, ...row }) => ({ ...row, fine: endTime(row.ora, durata), data: dayLabel(row.giorno) })),
  };
}
