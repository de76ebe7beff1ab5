import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pg from 'pg';
import { Server, type Namespace } from 'socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';
import { SOCKET_PATH } from '../../common/workspace.js';
import type { AppContext } from '../context.js';
import { connectionOptions } from '../db/client.js';
import type { Lifecycle } from './lifecycle.js';

/**
 * Socket.IO on the app's HTTP server, websocket transport only. On PostgreSQL the postgres
 * adapter (LISTEN/NOTIFY) carries broadcasts between server instances.
 */
export function attachRealtime(app: FastifyInstance, ctx: AppContext, lifecycle: Lifecycle): Server {
  const io = new Server(app.server, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    serveClient: false,
    pingInterval: 25_000,
    pingTimeout: 20_000,
    // A server not yet ready (its database unreachable) or shutting down takes no new socket:
    // the client retries by itself, reaching this instance once ready or the next one.
    allowRequest: (_request, callback) => callback(null, lifecycle.phase === 'ready'),
  });
  let listen: ReturnType<typeof listenConnections> | undefined;
  if (ctx.database.pool && ctx.database.url) {
    listen = listenConnections(ctx.database.pool, ctx.database.url, ctx.log);
    io.adapter(
      createAdapter(listen as unknown as pg.Pool, { errorHandler: (err) => ctx.log.warn({ err }, 'socket.io adapter error') }),
    );
  }
  app.addHook('preClose', async () => {
    // Closing the transports (not a Socket.IO "disconnect", which a client never retries by
    // itself) makes every client reconnect, to the next instance or to this one restarted.
    io.engine.close();
    for (const namespace of io._nsps.values()) await namespace.adapter.close();
    listen?.close();
  });
  return io;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const never = () => new Promise<never>(() => undefined);

/**
 * What the postgres adapter needs of a pool. Its statements (NOTIFY, attachments, cleanup)
 * go through the app's pool; its one LISTEN connection is a client of its own, outside the
 * pool: the adapter keeps that client for good and never releases it when it breaks, which
 * would leak a pool slot per outage. The adapter reconnects when the client ends (after 1-3 s);
 * here each attempt after a failed one waits longer (0.25 s doubling up to 4 s), every client
 * has an error listener (an unhandled 'error' would end the process), and at most one client
 * listens at a time, so no notification is delivered twice.
 */
export function listenConnections(pool: pg.Pool, url: string, log: FastifyBaseLogger) {
  let failures = 0;
  let current: pg.Client | undefined;
  let closed = false;
  const retire = (client: pg.Client) => {
    client.removeAllListeners('notification');
    client.removeAllListeners('end');
    void client.end().catch(() => undefined);
  };
  return {
    query: (text: string, values?: unknown[]) => pool.query(text, values),
    async connect() {
      if (current) retire(current);
      current = undefined;
      if (failures > 0) await sleep(Math.min(250 * 2 ** (failures - 1), 4000));
      // Closed: the adapter's attempt simply never completes (a failure would make it retry).
      if (closed) return never();
      const client = new pg.Client(connectionOptions(url));
      client.on('error', (err) => log.warn({ err: err.message }, 'realtime: LISTEN connection lost; reconnecting'));
      try {
        await client.connect();
      } catch (error) {
        failures++;
        void client.end().catch(() => undefined);
        log.warn({ err: (error as Error).message, failures }, 'realtime: cannot reach PostgreSQL for LISTEN; retrying');
        throw error;
      }
      if (closed) {
        retire(client);
        return never();
      }
      if (failures > 0) log.info('realtime: LISTEN connection re-established');
      failures = 0;
      current = client;
      return Object.assign(client, {
        release() {
          if (current === client) current = undefined;
          retire(client);
        },
      });
    },
    /** No LISTEN connection is made any more, and the current one ends. */
    close() {
      closed = true;
      if (current) retire(current);
      current = undefined;
    },
  };
}

/** Which sockets of a namespace to close, and the event they get first. */
export interface CloseOrder {
  rooms: string[];
  except?: string[];
  event: string;
}

const CLOSE_ROOMS = 'studio:close-rooms';

/**
 * Closes sockets with an event first, in that order on every instance. Emitting to a room
 * and then disconnecting it through the postgres adapter are two separate NOTIFYs whose local
 * effects wait for their own queries, so a socket could be disconnected before it got the
 * event. Here each instance does both locally, one after the other: this one at once, the
 * others when the order reaches them (`serverSideEmit`, only when clustered).
 */
export function roomCloser(namespace: Namespace, clustered: boolean) {
  const closeHere = ({ rooms, except, event }: CloseOrder) => {
    const sockets = except?.length ? namespace.local.in(rooms).except(except) : namespace.local.in(rooms);
    sockets.emit(event);
    sockets.disconnectSockets(true);
  };
  if (clustered) namespace.on(CLOSE_ROOMS, closeHere);
  return (order: CloseOrder) => {
    closeHere(order);
    if (clustered) namespace.serverSideEmit(CLOSE_ROOMS, order);
  };
}
