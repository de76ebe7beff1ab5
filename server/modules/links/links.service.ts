import { and, asc, count, eq, ne, or, sql } from 'drizzle-orm';
import { PAGE_SIZE } from '../../../common/constants.js';
import type { ClientItem, ProfessionalItem, clientsResponseSchema, professionalsResponseSchema } from '../../../common/links.js';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import type { OkFields } from '../../../common/validation.js';
import type { AppContext } from '../../context.js';
import { DAY, MINUTE } from '../../../common/time.js';
import { EMAILS } from '../../../common/messages/emails.js';
import { isUniqueViolation, type Queryable } from '../../db/client.js';
import { hitRateLimits } from '../../platform/rate-limit.js';
import { listPage } from '../../db/paging.js';
import { containsText, containsTextIndexed } from '../../db/search.js';
import { conflict, forbidden, notFound } from '../../platform/errors.js';
import { findUser, isAdmin, usersForReading as users, type User } from '../accounts/users.js';
import { queueNotice } from '../notifications/notifications.service.js';
import { isBookable } from '../subscriptions/subscriptions.policy.js';
import { graceCutoff } from '../../../common/expiry.js';
import { links } from './links.table.js';

const matches = (q: string) =>
  containsText(q, [
    users.nome,
    users.cognome,
    users.email,
    users.nomeAzienda,
    users.citta,
    users.provincia,
    sql`${users.nome} || ' ' || ${users.cognome}`,
  ]);

const professionalColumns = {
  id: users.id,
  nome: users.nome,
  cognome: users.cognome,
  email: users.email,
  telefono: users.telefono,
  nome_azienda: users.nomeAzienda,
  provincia: users.provincia,
  citta: users.citta,
};

/** Professionals a client can find: confirmed, active, subscription valid or in grace; not the administrator. */
export async function searchProfessionals(
  ctx: AppContext,
  client: User,
  page: number,
  q: string,
): Promise<OkFields<typeof professionalsResponseSchema>> {
  const size = PAGE_SIZE.professionals;
  const statements = professionalsStatements(ctx, client.id, q, size, page * size);
  const [rows, [counted]] = await Promise.all([statements.page, statements.total]);
  const items: ProfessionalItem[] = rows.map(({ linkId, confermato, ...p }) => ({
    ...p,
    confermato: confermato ?? false,
    richiesto: linkId !== null,
  }));
  return { users: items, total: counted?.total ?? 0 };
}

/**
 * The statements of a client's search of professionals: the list walks users_pro_list_idx
 * and stops at the page; a search finds its matches through users_pro_search_trgm_idx
 * (professionals only) and sorts only those.
 */
export function professionalsStatements(ctx: AppContext, clientId: number, q: string, limit: number, offset: number) {
  const now = ctx.clock.now();
  // Written as users_pro_list_idx's predicate, so the planner can prove the partial indexes apply.
  const where = and(
    sql`${users.op} AND ${users.attivo} AND ${users.emailConfirmedAt} IS NOT NULL`,
    ne(users.email, ctx.config.adminEmail),
    // Not a range users_pro_expiry_idx (the expiry notices') could serve: the planner, which
    // underestimates the professionals in range, would read every one of them through it.
    sql`${users.scadenzaAbbonamento} + interval '0 seconds' > ${graceCutoff(now)}`,
    // users_pro_search_trgm_idx's columns, in its order; nome || ' ' || cognome is part of them.
    containsTextIndexed(q, [users.nome, users.cognome, users.email, users.nomeAzienda, users.citta, users.provincia], matches(q)),
  );
  return {
    page: ctx.db
      .select({ ...professionalColumns, confermato: links.confermato, linkId: links.id })
      .from(users)
      .leftJoin(links, and(eq(links.operatorId, users.id), eq(links.clientId, clientId)))
      .where(where)
      // A search's order is written so that users_pro_list_idx cannot provide it, or the
      // planner may walk every professional instead of using the trigram indexes.
      .orderBy(asc(q ? sql`${users.cognome} || ''` : users.cognome), asc(users.nome), asc(users.id))
      .limit(limit)
      .offset(offset),
    total: ctx.db.select({ total: count() }).from(users).where(where),
  };
}

/**
 * The professional hears of a request by e-mail after this delay, unless it was answered
 * (accepted or refused) meanwhile: nothing is sent for what they already saw.
 */
export const LINK_REQUEST_NOTICE_DELAY_MS = 10 * MINUTE;
const linkRequestKey = (linkId: number) => `link-request:${linkId}`;

/** A client asks to be linked; the professional is told on screen at once and by e-mail if still unanswered after the delay. */
export async function askLink(ctx: AppContext, client: User, operatorId: number) {
  await hitRateLimits(ctx, [{ key: `askop:user:${client.id}`, max: 20, windowMs: DAY }], SCHEDULE_MSG.tooManyLinkRequests);
  const operator = await findUser(ctx.db, operatorId);
  if (!operator || !operator.op || !operator.emailConfirmedAt || isAdmin(ctx, operator)) {
    throw notFound(SCHEDULE_MSG.linkNotFound);
  }
  if (!isBookable(operator, ctx.clock.now())) throw forbidden(SCHEDULE_MSG.professionalUnavailable);
  const now = ctx.clock.now();
  try {
    await ctx.db.transaction(async (tx) => {
      const [link] = await tx
        .insert(links)
        .values({ operatorId, clientId: client.id, createdAt: now })
        .returning({ id: links.id });
      await queueNotice(
        ctx,
        tx,
        operator,
        'collegamenti',
        EMAILS.linkRequested(operator.nome, `${client.nome} ${client.cognome}`, `${ctx.config.appUrl}/op`),
        { sendAfter: new Date(now.getTime() + LINK_REQUEST_NOTICE_DELAY_MS), dedupeKey: linkRequestKey(link.id) },
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SCHEDULE_MSG.linkExists);
    throw error;
  }
  ctx.events.emit('link.requested', { operatorId, clientId: client.id });
}

/** The client's professionals, pending ones included (they are shown but not clickable). */
export async function myProfessionals(
  ctx: AppContext,
  client: User,
  page: number,
  q: string,
): Promise<OkFields<typeof professionalsResponseSchema>> {
  const where = and(eq(links.clientId, client.id), matches(q));
  const { items: rows, total } = await listPage(
    PAGE_SIZE.professionals,
    page,
    (limit, offset) =>
      ctx.db
        .select({ ...professionalColumns, confermato: links.confermato })
        .from(links)
        .innerJoin(users, eq(users.id, links.operatorId))
        .where(where)
        .orderBy(asc(users.cognome), asc(users.nome), asc(users.id))
        .limit(limit)
        .offset(offset),
    () => ctx.db.select({ total: count() }).from(links).innerJoin(users, eq(users.id, links.operatorId)).where(where),
  );
  const items: ProfessionalItem[] = rows.map((p) => ({ ...p, richiesto: true }));
  return { users: items, total };
}

export async function clientsOf(
  ctx: AppContext,
  operator: User,
  page: number,
  q: string,
): Promise<OkFields<typeof clientsResponseSchema>> {
  // A professional also finds a client by phone number.
  const where = and(eq(links.operatorId, operator.id), or(matches(q), containsText(q, [users.telefono])));
  const { items, total } = await listPage<ClientItem>(
    PAGE_SIZE.clients,
    page,
    (limit, offset) =>
      ctx.db
        .select({
          id: users.id,
          nome: users.nome,
          cognome: users.cognome,
          email: users.email,
          telefono: users.telefono,
          confermato: links.confermato,
        })
        .from(links)
        .innerJoin(users, eq(users.id, links.clientId))
        .where(where)
        .orderBy(asc(links.confermato), asc(users.cognome), asc(users.nome), asc(users.id))
        .limit(limit)
        .offset(offset),
    () => ctx.db.select({ total: count() }).from(links).innerJoin(users, eq(users.id, links.clientId)).where(where),
  );
  return { users: items, total };
}

/** Accepts a request; the client is told by e-mail once (not again if it was already accepted). */
export async function confirmClient(ctx: AppContext, operator: User, clientId: number) {
  await ctx.db.transaction(async (tx) => {
    const [link] = await tx
      .select({ id: links.id, confermato: links.confermato })
      .from(links)
      .where(and(eq(links.operatorId, operator.id), eq(links.clientId, clientId)))
      .for('update');
    if (!link) throw notFound(SCHEDULE_MSG.linkNotFound);
    if (link.confermato) return;
    await tx.update(links).set({ confermato: true }).where(eq(links.id, link.id));
    await ctx.mail.cancel(tx, linkRequestKey(link.id));
    const client = await findUser(tx, clientId);
    if (!client) return;
    await queueNotice(
      ctx,
      tx,
      client,
      'collegamenti',
      EMAILS.linkAccepted(client.nome, `${operator.nome} ${operator.cognome}`, `${ctx.config.appUrl}/user/op?id=${operator.id}`),
    );
  });
  ctx.events.emit('link.accepted', { operatorId: operator.id, clientId });
}

/**
 * Deletes the link between the two, with its pending request e-mail, inside the caller's
 * transaction; refuses when there is none. Ending a link also ends what lived on it: that
 * composition is `workspace/end-link.ts`, one layer above agenda and documents.
 */
export async function deleteLink(ctx: AppContext, tx: Queryable, operatorId: number, clientId: number) {
  const removed = await tx
    .delete(links)
    .where(and(eq(links.operatorId, operatorId), eq(links.clientId, clientId)))
    .returning({ id: links.id, confermato: links.confermato });
  if (removed.length === 0) throw notFound(SCHEDULE_MSG.linkNotFound);
  await ctx.mail.cancel(tx, linkRequestKey(removed[0].id));
  return { confermato: removed[0].confermato };
}

/** Refuses unless `clientId` is linked to `operatorId` and the professional accepted. */
export async function assertConfirmedLink(ctx: AppContext, operatorId: number, clientId: number) {
  const [link] = await ctx.db
    .select({ confermato: links.confermato })
    .from(links)
    .where(and(eq(links.operatorId, operatorId), eq(links.clientId, clientId)));
  if (!link) throw notFound(SCHEDULE_MSG.linkNotFound);
  if (!link.confermato) throw forbidden(SCHEDULE_MSG.linkNotConfirmed);
}

export interface Pair {
  operatorId: number;
  clientId: number;
}

/** The link between the caller and `otherId`, whichever side the caller is on; it must be accepted. */
export async function confirmedPair(ctx: AppContext, user: User, otherId: number): Promise<Pair> {
  const pair = user.op ? { operatorId: user.id, clientId: otherId } : { operatorId: otherId, clientId: user.id };
  await assertConfirmedLink(ctx, pair.operatorId, pair.clientId);
  return pair;
}

export async function linkNote(ctx: AppContext, pair: Pair) {
  const [row] = await ctx.db
    .select({ note: links.note })
    .from(links)
    .where(and(eq(links.operatorId, pair.operatorId), eq(links.clientId, pair.clientId)));
  return row?.note ?? '';
}

export async function setLinkNote(ctx: AppContext, pair: Pair, note: string) {
  await ctx.db
    .update(links)
    .set({ note })
    .where(and(eq(links.operatorId, pair.operatorId), eq(links.clientId, pair.clientId)));
  ctx.events.emit('note.changed', pair);
}

/** The other parties of the user's accepted links. */
export async function confirmedOthersOf(ctx: AppContext, user: User): Promise<number[]> {
  const mine = user.op ? eq(links.operatorId, user.id) : eq(links.clientId, user.id);
  const rows = await ctx.db
    .select({ operatorId: links.operatorId, clientId: links.clientId })
    .from(links)
    .where(and(mine, eq(links.confermato, true)));
  return rows.map((r) => (user.op ? r.clientId : r.operatorId));
}
