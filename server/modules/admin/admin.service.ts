import { asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { PAGE_SIZE } from '../../../common/constants.js';
import type { AdminUserDetail, AdminUserItem, adminUpdateUserSchema, adminUsersResponseSchema } from '../../../common/admin.js';
import type { Orario, createServiceSchema, updateServiceSchema } from '../../../common/schedule.js';
import { ADMIN_MSG } from '../../../common/messages/public.js';
import type { OkFields } from '../../../common/validation.js';
import type { ByteRange } from '../../platform/files/file-store.js';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { editUserAsAdmin } from '../accounts/profile.service.js';
import { getUser, isAdmin, usersForReading as users, type User } from '../accounts/users.js';
import { containsTextIndexed } from '../../db/search.js';
import { recordAccess } from '../audit/access-log.js';
import * as schedule from '../schedule/schedule.service.js';
import { setExpiryByAdmin } from '../subscriptions/subscriptions.service.js';
import { userCount } from './admin.table.js';

const item = (u: User): AdminUserItem => ({
  id: u.id,
  cognome: u.cognome,
  nome: u.nome,
  email: u.email,
  telefono: u.telefono,
  op: u.op,
  attivo: u.attivo,
});

/**
 * The statements of the administrator's list of every user, with `q` over name, surname,
 * e-mail, company and phone. The search collects its matches through the trigram indexes and
 * sorts only those (otherwise the planner may walk users_admin_order_idx through every user
 * until the page is full: 2 s for a common surname at 500,000 users); the list walks
 * users_admin_order_idx, and its total is the count kept in user_count.
 */
export function adminUsersStatements(db: Queryable, q: string, limit: number, offset: number) {
  // users_search_trgm_idx's columns, in its order.
  const where = containsTextIndexed(q, [users.nome, users.cognome, users.email, users.nomeAzienda, users.telefono]);
  return {
    page: db
      .select()
      .from(users)
      .where(where)
      // Without q, users_admin_order_idx's order; with q, the same order written so that the
      // index cannot provide it.
      .orderBy(asc(where ? sql`lower(${users.cognome}) || ''` : sql`lower(${users.cognome})`), asc(users.nome), asc(users.id))
      .limit(limit)
      .offset(offset),
    total: where
      ? db.select({ total: count() }).from(users).where(where)
      : db.select({ total: userCount.n }).from(userCount).where(eq(userCount.id, 1)),
  };
}

export async function listUsers(ctx: AppContext, page: number, q: string): Promise<OkFields<typeof adminUsersResponseSchema>> {
  const statements = adminUsersStatements(ctx.db, q, PAGE_SIZE.adminUsers, page * PAGE_SIZE.adminUsers);
  const [items, [counted]] = await Promise.all([statements.page, statements.total]);
  return { users: items.map(item), total: counted?.total ?? 0 };
}

export const findUser = (ctx: AppContext, id: number) => getUser(ctx.db, id, ADMIN_MSG.userNotFound);

export async function userDetail(ctx: AppContext, id: number): Promise<AdminUserDetail> {
  const u = await findUser(ctx, id);
  return {
    ...item(u),
    cod_fiscale: u.codFiscale,
    partita_iva: u.partitaIva,
    nome_azienda: u.nomeAzienda,
    indirizzo: u.indirizzo,
    citta: u.citta,
    cap: u.cap,
    provincia: u.provincia,
    kb_utilizzati: u.kbUtilizzati,
    scadenza_abbonamento: u.scadenzaAbbonamento?.getTime() ?? null,
    email_confermata: u.emailConfirmedAt !== null,
    documento: u.idDocumentKey !== null,
  };
}

/**
 * Edits a user. Disabling ends their sessions at once; a later expiry for a professional
 * records the bank transfer that paid for it (a 'bonifico' payment).
 */
/** Who acts in the back office, for the access log. */
export interface AdminActor {
  adminId: number;
  ip: string;
}

/** The fields an edit changes, as the access log names them. */
function changedFields(before: User, input: z.output<typeof adminUpdateUserSchema>): string {
  const now = {
    nome: before.nome !== input.nome,
    cognome: before.cognome !== input.cognome,
    telefono: before.telefono !== input.telefono,
    cod_fiscale: before.codFiscale !== input.cod_fiscale,
    partita_iva: before.partitaIva !== input.partita_iva,
    nome_azienda: before.nomeAzienda !== input.nome_azienda,
    indirizzo: before.indirizzo !== input.indirizzo,
    citta: before.citta !== input.citta,
    cap: before.cap !== input.cap,
    provincia: before.provincia !== input.provincia,
    attivo: before.attivo !== input.attivo,
    scadenza_abbonamento:
      input.scadenza_abbonamento !== undefined && (before.scadenzaAbbonamento?.getTime() ?? null) !== input.scadenza_abbonamento,
  };
  return Object.entries(now)
    .filter(([, changed]) => changed)
    .map(([field]) => field)
    .join(', ');
}

export async function updateUser(ctx: AppContext, id: number, input: z.output<typeof adminUpdateUserSchema>, actor: AdminActor) {
  const before = await findUser(ctx, id);
  if (isAdmin(ctx, before) && !input.attivo) throw badRequest(ADMIN_MSG.cannotDisableAdmin);
  // Only the administrator has no expiry; a professional without one would never expire.
  if (before.op && !isAdmin(ctx, before) && input.scadenza_abbonamento === null) throw badRequest(ADMIN_MSG.expiryRequired);
  const expiry =
    input.scadenza_abbonamento === undefined
      ? before.scadenzaAbbonamento
      : input.scadenza_abbonamento === null
        ? null
        : new Date(input.scadenza_abbonamento);
  await ctx.db.transaction(async (tx) => {
    await editUserAsAdmin(tx, before, input);
    await setExpiryByAdmin(ctx, tx, before, before.op ? expiry : null);
    const subject = changedFields(before, input) || 'nessuna modifica';
    await recordAccess(ctx, { actorId: actor.adminId, ownerId: id, action: 'admin.user_update', subject, ip: actor.ip }, tx);
  });
  if (before.attivo && !input.attivo) ctx.events.emit('user.disabled', { userId: id });
  if (before.op) ctx.events.emit('subscription.changed', { userId: id });
}

export async function idDocument(ctx: AppContext, id: number, actor: AdminActor) {
  const user = await findUser(ctx, id);
  const key = user.idDocumentKey;
  if (!key) throw notFound(ADMIN_MSG.noIdDocument);
  const subject = user.idDocumentName ?? 'documento';
  await recordAccess(ctx, { actorId: actor.adminId, ownerId: id, action: 'id_document.download', subject, ip: actor.ip });
  return {
    nome: user.idDocumentName ?? 'documento',
    open: (range?: ByteRange) => ctx.files.read(key, range),
    bytes: await ctx.files.size(key),
  };
}

/*
 * The administrator's changes to a professional's hours and services go through the schedule's
 * own rules and then into the administrator's log, as changes to the user's data do.
 */

export async function setHoursAsAdmin(ctx: AppContext, operatorId: number, orario: Orario, actor: AdminActor) {
  await schedule.setOrario(ctx, operatorId, orario);
  await recordAccess(ctx, { actorId: actor.adminId, ownerId: operatorId, action: 'admin.hours_update', ip: actor.ip });
}

export async function createServiceAsAdmin(
  ctx: AppContext,
  operatorId: number,
  input: z.output<typeof createServiceSchema>,
  actor: AdminActor,
) {
  const service = await schedule.createService(ctx, operatorId, input);
  const entry = { actorId: actor.adminId, ownerId: operatorId, subject: service.nome, ip: actor.ip };
  await recordAccess(ctx, { ...entry, action: 'admin.service_create' });
  return service;
}

export async function updateServiceAsAdmin(
  ctx: AppContext,
  operatorId: number,
  input: z.output<typeof updateServiceSchema>,
  actor: AdminActor,
) {
  await schedule.updateService(ctx, operatorId, input);
  const entry = { actorId: actor.adminId, ownerId: operatorId, subject: input.nome, ip: actor.ip };
  await recordAccess(ctx, { ...entry, action: 'admin.service_update' });
}

export async function deleteServiceAsAdmin(ctx: AppContext, operatorId: number, serviceId: number, actor: AdminActor) {
  const before = await schedule.findService(ctx.db, operatorId, serviceId);
  await schedule.deleteService(ctx, operatorId, serviceId);
  const entry = { actorId: actor.adminId, ownerId: operatorId, subject: before?.nome ?? '', ip: actor.ip };
  await recordAccess(ctx, { ...entry, action: 'admin.service_delete' });
}
