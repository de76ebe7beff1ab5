import type { Namespace, Socket } from 'socket.io';
import { MINUTE } from '../../../common/time.js';
import { SOCKET_EVENTS } from '../../../common/workspace.js';
import type { AppContext } from '../../context.js';
import { isDatabaseUnavailable, loggableError } from '../../db/client.js';
import { authenticate } from './sessions.service.js';

const RECHECK_MS = MINUTE;

/**
 * Every minute, checks again the session behind each socket of `namespace` that has one
 * (`tokenOf`), and closes with `invalid_jwt` those whose session ended without an event (it
 * expired). A database out of reach proves nothing about a session: checked again next time.
 */
export function recheckSocketSessions(ctx: AppContext, namespace: Namespace, tokenOf: (socket: Socket) => string | undefined) {
  const recheck = async () => {
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
  };
  // Nobody awaits a timer: a round that fails is logged and runs again a minute later.
  const timer = setInterval(
    () =>
      void recheck().catch((error: unknown) => ctx.log.error({ err: loggableError(error) }, 'socket session re-check failed')),
    RECHECK_MS,
  );
  timer.unref();
  namespace.server.engine.on('close', () => clearInterval(timer));
}
