import { asc, eq, or } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import type { User } from '../accounts/users.js';
import { bookings, slotOverrides } from './agenda.table.js';

/** Every booking the user made or received, cancelled ones included, for their data export. */
export async function bookingsForExport(ctx: AppContext, user: User) {
  const rows = await ctx.db
    .select()
    .from(bookings)
    .where(or(eq(bookings.operatorId, user.id), eq(bookings.clientId, user.id)))
    .orderBy(asc(bookings.startsAt));
  return rows.map((b) => ({
    giorno: b.giorno,
    ora: b.ora,
    servizio: b.serviceName,
    note: b.note,
    ...(b.videoUrl ? { videochiamata: b.videoUrl } : {}),
    ...(user.op
      ? { cliente: b.clientId ?? `${b.visitorNome ?? ''} ${b.visitorCognome ?? ''}`.trim() }
      : { professionista: b.operatorId }),
    annullata: b.cancelledAt?.toISOString() ?? null,
  }));
}

/** An erased professional's own slot openings and closings. */
export async function deleteOverridesOf(q: Queryable, operatorId: number) {
  await q.delete(slotOverrides).where(eq(slotOverrides.userId, operatorId));
}
