import type { Namespace, Socket } from 'socket.io';
import { MINUTE } from '../../../common/time.js';
import { SOCKET_EVENTS } from '../../../common/workspace.js';
import type { AppContext } from '../../context.js';
import { isDatabaseUnavailable } from '../../db/client.js';
import { authenticate } from './sessions.service.js';

const RECHECK_MS = MINUTE;

/**
 * Every minute, checks again the session behind each socket of `namespace` that has one
 * (`tokenOf`), and closes with `invalid_jwt` those whose session ended without an event (it
 * expired). A database out of reach proves nothing about a session: checked again next time.
 */
export function recheckSocketSessions(ctx: AppContext, namespace: Namespace, tokenOf: (socket: Socket) => string | undefined) {
  const timer = setInterval(async () => {
    for (const socket of namespace.sockets.values()) {
      const token = tokenOf(socket);
      if (token === undefined) continue;
      const auth = await authenticate(ctx, token).catch((error: unknown) =>
        isDatabaseUnavailable(error) ? 'unknown' : undefined,
      );
      if (!auth) {
        socket.emit(SOCKET_EVENTS.invalidJwt);
        socket.disconnect(true);
      }
    }
  }, RECHECK_MS);
  timer.unref();
  namespace.server.engine.on('close', () => clearInterval(timer));
}
