import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import type { User } from '../accounts/users.js';
import { externalCalendars } from './external-calendars.table.js';

/** The professional's connected calendars for their data export (the busy times are derived from them). */
export async function externalCalendarsForExport(ctx: AppContext, user: User) {
  const rows = await ctx.db
    .select()
    .from(externalCalendars)
    .where(eq(externalCalendars.userId, user.id))
    .orderBy(asc(externalCalendars.id));
  return rows.map((c) => ({
    nome: c.nome,
    indirizzo: c.url,
    mostraTitoli: c.showTitles,
    collegatoIl: c.createdAt.toISOString(),
    ultimoAggiornamento: c.lastSuccessAt?.toISOString() ?? null,
  }));
}

/** An erased professional's calendars (their secret addresses) and the busy times read from them. */
export async function deleteExternalCalendarsOf(q: Queryable, userId: number) {
  await q.delete(externalCalendars).where(eq(externalCalendars.userId, userId));
}
