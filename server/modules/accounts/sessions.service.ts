import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { sessionsResponseSchema } from '../../../common/security.js';
import { SECURITY } from '../../../common/messages/security.js';
import type { OkFields } from '../../../common/validation.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../platform/errors.js';
import type { Authenticated } from './accounts.service.js';
import { sessions } from './accounts.table.js';
import { describeDevice } from './user-agent.js';

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
