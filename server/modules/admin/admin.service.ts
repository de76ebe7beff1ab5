import { asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { PAGE_SIZE } from '../../../common/constants.js';
import type { AdminUserDetail, AdminUserItem, adminUpdateUserSchema, adminUsersResponseSchema } from '../../../common/admin.js';
import { ADMIN_MSG } from '../../../common/messages/public.js';
import type { OkFields } from '../../../common/validation.js';
import type { AppContext } from '../../context.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { endAllSessions, isAdmin } from '../accounts/accounts.service.js';
import { users, type User } from '../accounts/accounts.table.js';
import { escapeLike } from '../schedule/schedule.service.js';
import { recordBankTransfer } from '../subscriptions/subscriptions.service.js';

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
  const like = `%${escapeLike(q)}%`;
  const where = q
    ? or(
        ilike(users.nome, like),
        ilike(users.cognome, like),
        ilike(users.email, like),
        ilike(users.nomeAzienda, like),
        ilike(users.telefono, like),
      )
    : undefined;
  const rows = await ctx.db
    .select()
    .from(users)
    .where(where)
    .orderBy(asc(sql`lower(${users.cognome})`), asc(users.nome), asc(users.id))
    .limit(PAGE_SIZE.adminUsers)
    .offset(page * PAGE_SIZE.adminUsers);
  const [{ total }] = await ctx.db.select({ total: count() }).from(users).where(where);
  return { users: rows.map(item), total };
}

export async function findUser(ctx: AppContext, id: number) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, id));
  if (!user) throw notFound(ADMIN_MSG.userNotFound);
  return user;
}

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
  await ctx.db.transaction(async (tx) => {
    const expiry =
      input.scadenza_abbonamento === undefined
        ? before.scadenzaAbbonamento
        : input.scadenza_abbonamento === null
          ? null
          : new Date(input.scadenza_abbonamento);
    await tx
      .update(users)
      .set({
        nome: input.nome,
        cognome: input.cognome,
        telefono: input.telefono,
        codFiscale: input.cod_fiscale,
        partitaIva: input.partita_iva,
        nomeAzienda: input.nome_azienda,
        indirizzo: input.indirizzo,
        citta: input.citta,
        cap: input.cap,
        provincia: input.provincia,
        attivo: input.attivo,
        scadenzaAbbonamento: before.op ? expiry : null,
      })
      .where(eq(users.id, id));
    if (!input.attivo && before.attivo) await endAllSessions(tx, id);
    const previous = before.scadenzaAbbonamento?.getTime() ?? 0;
    if (before.op && expiry && expiry.getTime() > previous) {
      await recordBankTransfer(ctx, tx, before, new Date(Math.max(previous, ctx.clock.now().getTime())), expiry);
    }
  });
}

export async function idDocument(ctx: AppContext, id: number) {
  const user = await findUser(ctx, id);
  if (!user.idDocumentKey) throw notFound(ADMIN_MSG.noIdDocument);
  return {
    nome: user.idDocumentName ?? 'documento',
    type: user.idDocumentType ?? 'application/octet-stream',
    stream: ctx.files.read(user.idDocumentKey),
    bytes: await ctx.files.size(user.idDocumentKey),
  };
}
