import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { PAGE_SIZE } from '../../../common/constants.js';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import {
  EMPTY_ORARIO,
  type Orario,
  type Service,
  type createServiceSchema,
  type servicesResponseSchema,
  type updateServiceSchema,
} from '../../../common/schedule.js';
import type { OkFields } from '../../../common/validation.js';
import type { AppContext } from '../../context.js';
import { isUniqueViolation, type Queryable } from '../../db/client.js';
import { containsText } from '../../db/search.js';
import { conflict, forbidden, notFound } from '../../platform/errors.js';
import { services, weeklyHours } from './schedule.table.js';

export async function getOrario(q: Queryable, userId: number): Promise<Orario> {
  const [row] = await q.select({ orario: weeklyHours.orario }).from(weeklyHours).where(eq(weeklyHours.userId, userId));
  return row?.orario ?? EMPTY_ORARIO;
}

export async function setOrario(ctx: AppContext, userId: number, orario: Orario) {
  const now = ctx.clock.now();
  await ctx.db
    .insert(weeklyHours)
    .values({ userId, orario, updatedAt: now })
    .onConflictDoUpdate({ target: weeklyHours.userId, set: { orario, updatedAt: now } });
  ctx.events.emit('agenda.changed', { operatorId: userId, clientIds: [] });
}

const toService = (row: typeof services.$inferSelect): Service => ({
  id: row.id,
  nome: row.nome,
  testo_email: row.testoEmail,
  testoEmail: row.testoEmail,
  altro: row.altro,
  durata: row.durata,
  online: row.online,
});

/** A page of services (5), or all of them; 'Altro (Specificare)' always last. */
export async function listServices(
  ctx: AppContext,
  userId: number,
  options: { page: number; q: string; all: boolean },
): Promise<OkFields<typeof servicesResponseSchema>> {
  const where = and(eq(services.userId, userId), containsText(options.q, [services.nome]));
  const query = ctx.db
    .select()
    .from(services)
    .where(where)
    .orderBy(asc(services.altro), asc(sql`lower(${services.nome})`), asc(services.id));
  const rows = options.all ? await query : await query.limit(PAGE_SIZE.services).offset(options.page * PAGE_SIZE.services);
  const [{ total }] = options.all
    ? [{ total: rows.length }]
    : await ctx.db.select({ total: count() }).from(services).where(where);
  return { services: rows.map(toService), total };
}

export async function findService(q: Queryable, userId: number, serviceId: number) {
  const [row] = await q
    .select()
    .from(services)
    .where(and(eq(services.id, serviceId), eq(services.userId, userId)));
  return row;
}

async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SCHEDULE_MSG.serviceDuplicate);
    throw error;
  }
}

export async function createService(
  ctx: AppContext,
  userId: number,
  input: z.output<typeof createServiceSchema>,
): Promise<Service> {
  const [row] = await uniqueName(() =>
    ctx.db
      .insert(services)
      .values({
        userId,
        nome: input.nome,
        testoEmail: input.testoEmail,
        durata: input.durata,
        online: input.online ?? false,
        createdAt: ctx.clock.now(),
      })
      .returning(),
  );
  return toService(row);
}

async function editable(ctx: AppContext, userId: number, serviceId: number) {
  const row = await findService(ctx.db, userId, serviceId);
  if (!row) throw notFound(SCHEDULE_MSG.serviceNotFound);
  if (row.altro) throw forbidden(SCHEDULE_MSG.serviceBuiltIn);
  return row;
}

export async function updateService(ctx: AppContext, userId: number, input: z.output<typeof updateServiceSchema>) {
  await editable(ctx, userId, input.id);
  await uniqueName(() =>
    ctx.db
      .update(services)
      // 'online' left out keeps the service as it was (callers that predate it).
      .set({
        nome: input.nome,
        testoEmail: input.testoEmail,
        durata: input.durata,
        ...(input.online === undefined ? {} : { online: input.online }),
      })
      .where(eq(services.id, input.id)),
  );
}

/** Bookings keep the service's name, so deleting a service changes no appointment. */
export async function deleteService(ctx: AppContext, userId: number, serviceId: number) {
  await editable(ctx, userId, serviceId);
  await ctx.db.delete(services).where(eq(services.id, serviceId));
}
