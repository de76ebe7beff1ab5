import type { Server, Socket } from 'socket.io';
import { SOCKET_EVENTS, type NewMessageEvent } from '../../../common/workspace.js';
import type { AppContext } from '../../context.js';
import { isDatabaseUnavailable } from '../../db/client.js';
import { authenticate } from '../accounts/sessions.service.js';
import { confirmedPair, type Pair } from '../links/links.service.js';
import { roomCloser } from '../../platform/realtime.js';
import { recheckSocketSessions } from '../accounts/socket-sessions.js';

/** What the handshake proved, kept on the socket; or why it was refused. */
type ChatSocketData = { token: string; userId: number; sessionId: string; pair: Pair } | { refused: string };

const chatRoom = (pair: Pair) => `chat:${pair.operatorId}:${pair.clientId}`;
const userRoom = (userId: number) => `user:${userId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * A socket opens one conversation: handshake query `token` (the session) and `id` (the other
 * party). The session and the link are checked in the middleware, before Socket.IO confirms
 * the connection, and an authorised socket joins its rooms in the same tick as that
 * confirmation: a client that sees `connect` already receives the conversation's messages.
 *
 * A bad or revoked token gets `invalid_jwt` (spec §7: an event, so the refusal is sent just
 * after the connection) and is closed; an unknown or unaccepted link gets `link_refused`. Logout, a password change or reset,
 * disablement and the link's removal close the affected sockets at once, on every instance
 * (the adapter carries the disconnection); a minute's re-check also catches sessions that
 * simply expired.
 */
export function registerChatSocket(io: Server, ctx: AppContext) {
  const admit = async (socket: Socket, next: (error?: Error) => void) => {
    // The token comes in the handshake's auth payload (kept out of URLs and logs), or in the
    // query as §7 describes it.
    const { id } = socket.handshake.query;
    const fromAuth = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    const token = typeof fromAuth === 'string' ? fromAuth : socket.handshake.query.token;
    let auth;
    try {
      auth = await authenticate(ctx, typeof token === 'string' ? token : undefined);
    } catch (error) {
      // The database is out of reach: refuse without a verdict, so the client tries again
      // instead of treating its session as ended.
      if (isDatabaseUnavailable(error)) return next(new Error('database unavailable'));
    }
    const otherId = Number(id);
    const pair =
      auth && Number.isInteger(otherId) && otherId > 0
        ? await confirmedPair(ctx, auth.user, otherId).catch(() => undefined)
        : undefined;
    const data: ChatSocketData = !auth
      ? { refused: SOCKET_EVENTS.invalidJwt }
      : !pair
        ? { refused: SOCKET_EVENTS.linkRefused }
        : { token: token as string, userId: auth.user.id, sessionId: auth.sessionId, pair };
    socket.data = data;
    next();
  };
  // An unexpected failure refuses the connection instead of leaving the handshake waiting.
  io.use((socket, next) => void admit(socket, next).catch(next));

  io.on('connection', (socket: Socket) => {
    const data = socket.data as ChatSocketData;
    if ('refused' in data) {
      socket.emit(data.refused);
      socket.disconnect(true);
      return;
    }
    void socket.join([chatRoom(data.pair), userRoom(data.userId), sessionRoom(data.sessionId)]);
  });

  const close = roomCloser(io.of('/'), Boolean(ctx.database.pool));

  ctx.events.on('message.created', (event: NewMessageEvent) => {
    io.to(chatRoom(event)).emit(SOCKET_EVENTS.newMessage, event);
  });
  const invalidJwt = SOCKET_EVENTS.invalidJwt;
  ctx.events.on('link.removed', (pair) => close({ rooms: [chatRoom(pair)], event: SOCKET_EVENTS.linkRefused }));
  ctx.events.on('user.disabled', ({ userId }) => close({ rooms: [userRoom(userId)], event: invalidJwt }));
  ctx.events.on('sessions.ended', (ended) => {
    if ('sessionId' in ended) return close({ rooms: [sessionRoom(ended.sessionId)], event: invalidJwt });
    const except = ended.exceptSessionId ? [sessionRoom(ended.exceptSessionId)] : [];
    close({ rooms: [userRoom(ended.userId)], except, event: invalidJwt });
  });

  recheckSocketSessions(ctx, io.of('/'), (socket) => {
    const data = socket.data as ChatSocketData;
    return 'refused' in data ? undefined : data.token;
  });
}
