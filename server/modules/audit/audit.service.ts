import { and, count, desc, eq, inArray, lt } from 'drizzle-orm';
import { ACCESS_ACTION_LABELS, type AdminActionItem, type DocumentAccessItem } from '../../../common/audit.js';
import { PAGE_SIZE } from '../../../common/constants.js';
import { DAY } from '../../../common/time.js';
import type { AppContext } from '../../context.js';
import { listPage } from '../../db/paging.js';
import { findUsers, type User } from '../accounts/users.js';
import { accessLog, type AccessAction } from './audit.table.js';

const RETENTION_DAYS = 365;

const fullName = (user: User | undefined) => (user ? `${user.nome} ${user.cognome}`.trim() : 'Utente eliminato');

/** Who downloaded the professional's documents, newest first: their own downloads are 'Tu'. */
export async function documentAccessOf(ctx: AppContext, operator: User, page: number) {
  const where = and(eq(accessLog.ownerId, operator.id), eq(accessLog.action, 'document.download'));
  const { items, total } = await listPage(
    PAGE_SIZE.accessLog,
    page,
    (limit, offset) =>
      ctx.db.select().from(accessLog).where(where).orderBy(desc(accessLog.at), desc(accessLog.id)).limit(limit).offset(offset),
    () => ctx.db.select({ total: count() }).from(accessLog).where(where),
  );
  const actors = new Map(
    (
      await findUsers(
        ctx.db,
        items.flatMap((i) => (i.actorId ? [i.actorId] : [])),
      )
    ).map((u) => [u.id, u]),
  );
  const rows: DocumentAccessItem[] = items.map((i) => ({
    at: i.at.getTime(),
    chi: i.actorId === operator.id ? 'Tu' : fullName(actors.get(i.actorId ?? 0)),
    documento: i.subject,
  }));
  return { items: rows, total };
}

const ADMIN_ACTIONS: AccessAction[] = [
  'admin.user_update',
  'admin.hours_update',
  'admin.service_create',
  'admin.service_update',
  'admin.service_delete',
  'id_document.download',
];

/** The administrator's actions on users' data, newest first. */
export async function adminActions(ctx: AppContext, page: number) {
  const where = inArray(accessLog.action, ADMIN_ACTIONS);
  const { items, total } = await listPage(
    PAGE_SIZE.accessLog,
    page,
    (limit, offset) =>
      ctx.db.select().from(accessLog).where(where).orderBy(desc(accessLog.at), desc(accessLog.id)).limit(limit).offset(offset),
    () => ctx.db.select({ total: count() }).from(accessLog).where(where),
  );
  const owners = new Map(
    (
      await findUsers(
        ctx.db,
        items.map((i) => i.ownerId),
      )
    ).map((u) => [u.id, u]),
  );
  const rows: AdminActionItem[] = items.map((i) => ({
    at: i.at.getTime(),
    azione: ACCESS_ACTION_LABELS[i.action],
    utente: `${fullName(owners.get(i.ownerId))} (${owners.get(i.ownerId)?.email ?? ''})`,
    dettaglio: i.subject,
    ip: i.ip,
  }));
  return { items: rows, total };
}

/** Forgets lines older than 12 months (hourly). */
export async function pruneAccessLog(ctx: AppContext) {
  const cutoff = new Date(ctx.clock.now().getTime() - RETENTION_DAYS * DAY);
  await ctx.db.delete(accessLog).where(lt(accessLog.at, cutoff));
}
