import type { Server, Socket } from 'socket.io';
import { SOCKET_EVENTS, type NewMessageEvent } from '../../../common/workspace.js';
import type { AppContext } from '../../context.js';
import { authenticate } from '../accounts/accounts.service.js';
import { confirmedPair, type Pair } from '../links/links.service.js';

const room = (pair: Pair) => `chat:${pair.operatorId}:${pair.clientId}`;
const RECHECK_MS = 60_000;

/**
 * A socket opens one conversation: handshake query `token` (the session) and `id` (the other
 * party). A bad or revoked token gets `invalid_jwt` and is closed; sockets are re-checked
 * every minute, so a session ended elsewhere closes its sockets too.
 */
export function registerChatSocket(io: Server, ctx: AppContext) {
  const sessions = new Map<string, string>();

  const refuse = (socket: Socket) => {
    socket.emit(SOCKET_EVENTS.invalidJwt);
    socket.disconnect(true);
  };

  io.on('connection', async (socket) => {
    const { token, id } = socket.handshake.query;
    const auth = await authenticate(ctx, typeof token === 'string' ? token : undefined).catch(() => undefined);
    if (!auth) return refuse(socket);
    const otherId = Number(id);
    try {
      if (!Number.isInteger(otherId) || otherId <= 0) throw new Error('bad id');
      const pair = await confirmedPair(ctx, auth.user, otherId);
      sessions.set(socket.id, typeof token === 'string' ? token : '');
      socket.on('disconnect', () => sessions.delete(socket.id));
      await socket.join(room(pair));
    } catch {
      socket.emit(SOCKET_EVENTS.linkRefused);
      socket.disconnect(true);
    }
  });

  ctx.events.on('message.created', (event: NewMessageEvent) => {
    io.to(room(event)).emit(SOCKET_EVENTS.newMessage, event);
  });

  const timer = setInterval(async () => {
    for (const [socketId, token] of sessions) {
      const socket = io.sockets.sockets.get(socketId);
      if (!socket) continue;
      if (!(await authenticate(ctx, token).catch(() => undefined))) refuse(socket);
    }
  }, RECHECK_MS);
  timer.unref();
  io.engine.on('close', () => clearInterval(timer));
}
