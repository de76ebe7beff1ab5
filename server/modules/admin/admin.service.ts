import { asc, count, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { PAGE_SIZE } from '../../../common/constants.js';
import type { AdminUserDetail, AdminUserItem, adminUpdateUserSchema, adminUsersResponseSchema } from '../../../common/admin.js';
import { ADMIN_MSG } from '../../../common/messages/public.js';
import type { OkFields } from '../../../common/validation.js';
import type { AppContext } from '../../context.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { editUserAsAdmin, isAdmin } from '../accounts/accounts.service.js';
import { getUser, usersForReading as users, type User } from '../accounts/users.js';
import { listPage } from '../../db/paging.js';
import { containsText } from '../../db/search.js';
import { setExpiryByAdmin } from '../subscriptions/subscriptions.service.js';

const item = (u: User): AdminUserItem => ({
  id: u.id,
  cognome: u.cognome,
  nome: u.nome,
  email: u.email,
  telefono: u.telefono,
  op: u.op,
  attivo: u.attivo,
});

export async function listUsers(ctx: AppContext, page: number, q: string): Promise<OkFields<typeof adminUsersResponseSchema>> {
  const where = containsText(q, [users.nome, users.cognome, users.email, users.nomeAzienda, users.telefono]);
  const { items, total } = await listPage(
    PAGE_SIZE.adminUsers,
    page,
    (limit, offset) =>
      ctx.db
        .select()
        .from(users)
        .where(where)
        .orderBy(asc(sql`lower(${users.cognome})`), asc(users.nome), asc(users.id))
        .limit(limit)
        .offset(offset),
    () => ctx.db.select({ total: count() }).from(users).where(where),
  );
  return { users: items.map(item), total };
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
export async function updateUser(ctx: AppContext, id: number, input: z.output<typeof adminUpdateUserSchema>) {
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
  });
  if (before.attivo && !input.attivo) ctx.events.emit('user.disabled', { userId: id });
  if (before.op) ctx.events.emit('subscription.changed', { userId: id });
}

export async function idDocument(ctx: AppContext, id: number) {
  const user = await findUser(ctx, id);
  if (!user.idDocumentKey) throw notFound(ADMIN_MSG.noIdDocument);
  return {
    nome: user.idDocumentName ?? 'documento',
    stream: ctx.files.read(user.idDocumentKey),
    bytes: await ctx.files.size(user.idDocumentKey),
  };
}
