import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { SESSION } from '../../../common/constants.js';
import { SECURITY } from '../../../common/messages/security.js';
import type { sessionsResponseSchema } from '../../../common/security.js';
import { DAY, HOUR, MINUTE } from '../../../common/time.js';
import type { OkFields } from '../../../common/validation.js';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { signToken, verifyToken } from '../../platform/auth/jwt.js';
import { notFound } from '../../platform/errors.js';
import { sessions, type User, users } from './accounts.table.js';
import { sessionCacheOf, type CachedSession } from './session-cache.js';
import { describeDevice } from './user-agent.js';

/** A request's signed-in user and the session its token names. */
export interface Authenticated {
  user: User;
  sessionId: string;
}

/** Where a session was opened, for the user's list of sessions (/account). */
export interface SessionDevice {
  ip: string;
  userAgent: string;
}

/** Opens a session row and returns the JWT naming it ('stay logged in' makes it long). */
export async function createSession(
  ctx: AppContext,
  userId: number,
  stayLogged: boolean,
  device: SessionDevice = { ip: '', userAgent: '' },
) {
  const now = ctx.clock.now();
  const ttl = stayLogged ? SESSION.stayLoggedDays * DAY : SESSION.shortHours * HOUR;
  const expiresAt = new Date(now.getTime() + ttl);
  const [session] = await ctx.db
    .insert(sessions)
    .values({ userId, createdAt: now, expiresAt, lastUsedAt: now, ip: device.ip, userAgent: device.userAgent.slice(0, 512) })
    .returning({ id: sessions.id });
  return signToken(
    { sid: session.id, sub: userId, iat: Math.floor(now.getTime() / 1000), exp: Math.floor(expiresAt.getTime() / 1000) },
    ctx.config.jwtSecret,
  );
}

/** How stale a session's "last used" may get: one write a minute per session at most, whatever the traffic. */
const SESSION_TOUCH_INTERVAL = MINUTE;

/**
 * Stamps the session's last use. The cached entry is stamped too, and the session cache lets
 * this one statement through without emptying itself (it changes nothing the cache holds).
 */
async function touchSession(ctx: AppContext, sessionId: string, session: CachedSession, now: Date) {
  session.lastUsedAt = now;
  await ctx.db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId));
}

const sessionQueries = new WeakMap<object, ReturnType<typeof prepareSessionQuery>>();

function prepareSessionQuery(ctx: AppContext) {
  return ctx.db
    .select({ user: users, expiresAt: sessions.expiresAt, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('sid')))
    .prepare('session_user');
}

/** The user behind a bearer token, or undefined when it is invalid, expired or revoked. */
export async function authenticate(ctx: AppContext, token: string | undefined): Promise<Authenticated | undefined> {
  if (!token) return undefined;
  const now = ctx.clock.now();
  const claims = verifyToken(token, ctx.config.jwtSecret, now.getTime());
  if (!claims) return undefined;
  // Every request runs this: a prepared statement skips building and planning the SQL each time.
  let query = sessionQueries.get(ctx.db);
  if (!query) sessionQueries.set(ctx.db, (query = prepareSessionQuery(ctx)));
  const lookup = async (): Promise<CachedSession | undefined> => {
    const [row] = await query.execute({ sid: claims.sid });
    return row && { user: Object.freeze(row.user), expiresAt: row.expiresAt, lastUsedAt: row.lastUsedAt };
  };
  const cache = sessionCacheOf(ctx.database);
  const session = cache ? await cache.get(claims.sid, lookup) : await lookup();
  if (!session || session.expiresAt <= now || !session.user.attivo) return undefined;
  if (now.getTime() - session.lastUsedAt.getTime() >= SESSION_TOUCH_INTERVAL) await touchSession(ctx, claims.sid, session, now);
  return { user: session.user, sessionId: claims.sid };
}

export async function logout(ctx: AppContext, sessionId: string) {
  await ctx.db.delete(sessions).where(eq(sessions.id, sessionId));
  ctx.events.emit('sessions.ended', { sessionId });
}

/** Ends every session of a user at once (password reset, account disabled). */
export async function endAllSessions(q: Queryable, userId: number) {
  await q.delete(sessions).where(eq(sessions.userId, userId));
}

/** GET /api/sessions: the caller's live sessions, most recently used first, the caller's own marked. */
export async function listSessions(ctx: AppContext, auth: Authenticated): Promise<OkFields<typeof sessionsResponseSchema>> {
  const rows = await ctx.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, auth.user.id), gt(sessions.expiresAt, ctx.clock.now())))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      device: describeDevice(row.userAgent),
      ip: row.ip,
      createdAt: row.createdAt.getTime(),
      lastUsedAt: row.lastUsedAt.getTime(),
      current: row.id === auth.sessionId,
    })),
  };
}

/** POST /api/sessions/end: ends one of the caller's sessions (another user's is not found); its sockets close at once. */
export async function endSession(ctx: AppContext, auth: Authenticated, sessionId: string) {
  const ended = await ctx.db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, auth.user.id)))
    .returning({ id: sessions.id });
  if (ended.length === 0) throw notFound(SECURITY.sessionNotFound);
  ctx.events.emit('sessions.ended', { sessionId });
}

/** POST /api/sessions/endothers: every session of the caller but the one in use. */
export async function endOtherSessions(ctx: AppContext, auth: Authenticated) {
  await ctx.db.delete(sessions).where(and(eq(sessions.userId, auth.user.id), ne(sessions.id, auth.sessionId)));
  ctx.events.emit('sessions.ended', { userId: auth.user.id, exceptSessionId: auth.sessionId });
}
