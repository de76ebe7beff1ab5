import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';
import { SOCKET_PATH } from '../../common/workspace.js';
import type { AppContext } from '../context.js';

/**
 * Socket.IO on the app's HTTP server, websocket transport only. On PostgreSQL the postgres
 * adapter (LISTEN/NOTIFY) carries broadcasts between server instances.
 */
export function attachRealtime(app: FastifyInstance, ctx: AppContext): Server {
  const io = new Server(app.server, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    serveClient: false,
    pingInterval: 25_000,
    pingTimeout: 20_000,
  });
  if (ctx.database.pool) {
    io.adapter(createAdapter(ctx.database.pool, { errorHandler: (err) => ctx.log.warn({ err }, 'socket.io adapter error') }));
  }
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    await io.of('/').adapter.close();
    io.engine.close();
  });
  return io;
}
