import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { notFound } from '../../platform/errors.js';
import { users, type User } from './accounts.table.js';

/**
 * The `users` table as other modules see it. Accounts owns the table: other modules read it
 * through these helpers (or join `usersForReading`, which ESLint forbids them to write), and
 * never write it. Two groups of columns are another module's business, so each has one writer
 * here called by one module: the storage counter (documents) and the subscription state
 * (subscriptions).
 */
export type { User };

/**
 * The table for joins and filters in another module's read queries (links' lists, the admin
 * list, the expiry scan). `insert`, `update` and `delete` on it are lint errors outside accounts.
 */
export const usersForReading = users;

export async function findUser(q: Queryable, id: number): Promise<User | undefined> {
  const [user] = await q.select().from(users).where(eq(users.id, id));
  return user;
}

/** The user, or a 404 with `message` (the caller's wording). */
export async function getUser(q: Queryable, id: number, message?: string): Promise<User> {
  const user = await findUser(q, id);
  if (!user) throw notFound(message);
  return user;
}

export function findUsers(q: Queryable, ids: number[]): Promise<User[]> {
  return q.select().from(users).where(inArray(users.id, ids));
}

/** The user row locked until the caller's transaction ends (a payment applied once). */
export async function lockUser(q: Queryable, where: { id: number } | { stripeSubId: string }): Promise<User | undefined> {
  const condition = 'id' in where ? eq(users.id, where.id) : eq(users.stripeSubId, where.stripeSubId);
  const [user] = await q.select().from(users).where(condition).for('update');
  return user;
}

/** The administrator's id (the professional behind the landing page's agenda). */
export async function adminId(ctx: AppContext): Promise<number> {
  const [admin] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, ctx.config.adminEmail));
  if (!admin) throw notFound();
  return admin.id;
}

/** The storage counter; `lock` holds the row until the caller's transaction ends (a recount). */
export async function storageUsedKb(q: Queryable, userId: number, lock = false): Promise<number> {
  const query = q.select({ used: users.kbUtilizzati }).from(users).where(eq(users.id, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row?.used ?? 0;
}

/** Sets the storage counter to what the stored documents add up to (documents' recount after a crash). */
export async function setStorageUsed(q: Queryable, userId: number, kb: number) {
  await q.update(users).set({ kbUtilizzati: kb }).where(eq(users.id, userId));
}

/** The stored keys of every ID document, so a sweep of the file store keeps them. */
export async function idDocumentKeys(q: Queryable): Promise<string[]> {
  const rows = await q.select({ key: users.idDocumentKey }).from(users).where(isNotNull(users.idDocumentKey));
  return rows.map((r) => r.key!);
}

/**
 * The storage counter's only writer (documents calls it). A positive change is one
 * conditional UPDATE against `limitKb`, so uploads running at once can never pass the quota
 * together; returns false when it would. A negative change never goes below zero.
 */
export async function changeStorageUsed(q: Queryable, userId: number, deltaKb: number, limitKb?: number): Promise<boolean> {
  if (deltaKb === 0) return true;
  const next = deltaKb > 0 ? sql`${users.kbUtilizzati} + ${deltaKb}` : sql`GREATEST(${users.kbUtilizzati} - ${-deltaKb}, 0)`;
  const rows = await q
    .update(users)
    .set({ kbUtilizzati: next })
    .where(and(eq(users.id, userId), limitKb === undefined ? undefined : sql`${users.kbUtilizzati} + ${deltaKb} <= ${limitKb}`))
    .returning({ id: users.id });
  return rows.length > 0;
}

export interface SubscriptionState {
  scadenzaAbbonamento?: Date | null;
  rinnovoAuto?: boolean;
  stripeSubId?: string | null;
  stripeCustomerId?: string | null;
}

/** The subscription columns' only writer (subscriptions calls it). */
export async function setSubscriptionState(q: Queryable, userId: number, state: SubscriptionState) {
  await q.update(users).set(state).where(eq(users.id, userId));
}

/**
 * Whether `user` is the administrator: decided from the server's configuration on every call
 * (docs/decisions/0008-administrator.md).
 */
export const isAdmin = (ctx: AppContext, user: Pick<User, 'email'>) => user.email === ctx.config.adminEmail;

/** An e-mail address as accounts are keyed by it: trimmed, lower case. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
