/**
 * PostgreSQL going away and coming back, with two server instances in this process reaching
 * it through a TCP proxy that the tests cut and restore. The instances must survive, answer
 * a fast Italian 503 meanwhile, and heal by themselves: chat crosses instances again, no
 * acknowledged write is lost and no refused one is applied. PostgreSQL only.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages/it.js';
import { SOCKET_EVENTS, SOCKET_PATH, type NewMessageEvent } from '../../common/workspace.js';
import { buildApp, type App } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import type { TestApp } from '../test/build-test-app.js';
import { freshDatabase } from '../test/database.js';
import type { MadeUser } from '../test/factories.js';
import { linkedPair } from '../test/scheduling.js';
import { TcpProxy } from '../test/tcp-proxy.js';
import { ManualClock } from './clock.js';

const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!serverUrl)('a PostgreSQL outage', () => {
  const instances: App[] = [];
  const ports: number[] = [];
  const sockets: Socket[] = [];
  let proxy: TcpProxy;
  let directUrl = '';
  let proxiedUrl = '';
  let dataDir = '';
  let drop: () => Promise<void>;
  let op: MadeUser;
  let client: MadeUser;

  const config = (i: number, url: string) =>
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: path.join(dataDir, String(i)),
      DATABASE_URL: url,
      JWT_SECRET: 'shared-secret-shared-secret-shared-secret',
      ADMIN_PASSWORD: 'Admin12345',
      RATE_LIMIT_MULTIPLIER: '1000',
    });

  /** Runs `work` on a connection of its own straight to PostgreSQL (not through the proxy). */
  async function direct<T>(work: (c: pg.Client) => Promise<T>): Promise<T> {
    const c = new pg.Client({ connectionString: directUrl });
    await c.connect();
    try {
      return await work(c);
    } finally {
      await c.end();
    }
  }

  /** The backends holding a LISTEN for the socket.io adapters of this database. */
  const listenBackends = () =>
    direct(async (c) => {
      const { rows } = await c.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %' AND pid <> pg_backend_pid()`,
      );
      return rows.map((r) => r.pid);
    });

  /** Waits until both instances listen again on backends other than `old`. */
  async function bothListeningAgain(old: number[], timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const pids = await listenBackends();
      if (pids.filter((pid) => !old.includes(pid)).length >= 2) return;
      if (Date.now() > deadline) throw new Error(`LISTEN not re-established: ${JSON.stringify({ old, pids })}`);
      await sleep(100);
    }
  }

  async function call(i: number, method: 'GET' | 'POST', url: string, token?: string, payload?: object) {
    const started = performance.now();
    const res = await instances[i].app.inject({
      method,
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: res.statusCode, body: res.json(), headers: res.headers, ms: performance.now() - started };
  }

  const send = (i: number, testo: string) => call(i, 'POST', '/api/inviamessaggio', client.token, { id: op.user.id, testo });

  async function socketOn(i: number) {
    const socket = connect(`http://127.0.0.1:${ports[i]}`, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      query: { token: op.token, id: client.user.id },
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => (socket.once('connect', () => resolve()), socket.once('connect_error', reject)));
    return socket;
  }

  /** Resolves with the text of the next message the socket receives, or fails after 5 s. */
  const nextMessage = (socket: Socket) =>
    Promise.race([
      new Promise<string>((resolve) => socket.once(SOCKET_EVENTS.newMessage, (e: NewMessageEvent) => resolve(e.message.testo))),
      sleep(5000).then(() => {
        throw new Error('no message reached the socket');
      }),
    ]);

  async function healthy(i: number, timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const res = await call(i, 'GET', '/api/health');
      if (res.status === 200) return res;
      if (Date.now() > deadline) throw new Error(`instance ${i} not healthy: ${JSON.stringify(res.body)}`);
      await sleep(100);
    }
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'studio-outage-'));
    const fresh = await freshDatabase();
    drop = fresh.drop;
    directUrl = fresh.database.url!;
    proxy = TcpProxy.forUrl(directUrl);
    await proxy.start();
    proxiedUrl = proxy.url(directUrl);
    for (const i of [0, 1]) {
      const database = await openDatabase({ url: proxiedUrl, poolSize: 5 });
      const app = await buildApp(config(i, proxiedUrl), { database, startWorkers: false });
      app.app.addHook('onClose', () => database.close());
      await app.app.listen({ port: 0, host: '127.0.0.1' });
      ports.push((app.app.server.address() as { port: number }).port);
      instances.push(app);
    }
    const a = instances[0];
    const t = { ...a, clock: new ManualClock(), post: post(a) } as unknown as TestApp;
    ({ op, client } = await linkedPair(t));
  }, 60_000);

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await proxy?.restore().catch(() => undefined);
    for (const app of instances) await app.app.close();
    await proxy?.stop();
    await drop?.();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers every call during a cut with a fast Italian 503, health says so, and heals: chat crosses instances again, no write lost', async () => {
    const socket = await socketOn(1);
    await bothListeningAgain([]);
    const before = await listenBackends();
    expect((await send(0, 'prima')).status).toBe(200);

    await proxy.cut();

    for (const i of [0, 1]) {
      const health = await call(i, 'GET', '/api/health');
      expect(health.status).toBe(503);
      expect(health.body).toEqual({
        success: false,
        error: MSG.databaseUnavailable,
        status: 'degraded',
        database: 'postgres',
        databaseState: 'unreachable',
      });
      expect(health.ms).toBeLessThan(5000);
    }
    const during = [
      await call(0, 'GET', '/api/me', op.token),
      await call(1, 'GET', `/api/messaggi?id=${op.user.id}`, client.token),
      await send(0, 'durante'),
      await send(1, 'durante'),
    ];
    for (const res of during) {
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ success: false, error: MSG.databaseUnavailable });
      expect(res.headers['retry-after']).toBe('5');
      expect(res.ms).toBeLessThan(5000);
    }

    await proxy.restore();
    await healthy(0);
    await healthy(1);
    await bothListeningAgain(before);

    const received = nextMessage(socket);
    expect((await send(0, 'dopo')).status).toBe(200);
    expect(await received).toBe('dopo');

    const list = await call(1, 'GET', `/api/messaggi?id=${op.user.id}`, client.token);
    expect(list.status).toBe(200);
    const texts = (list.body.messages as { testo: string; tipo: number }[]).filter((m) => m.tipo !== 2).map((m) => m.testo);
    expect(texts).toEqual(['prima', 'dopo']);
  }, 60_000);

  it('survives the end of the adapter’s LISTEN connection (pg_terminate_backend) and chat crosses again', async () => {
    const socket = await socketOn(1);
    await bothListeningAgain([]);
    const before = await listenBackends();
    await direct((c) => c.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [before]));

    await bothListeningAgain(before);
    const received = nextMessage(socket);
    expect((await send(0, 'dopo la chiusura')).status).toBe(200);
    expect(await received).toBe('dopo la chiusura');
    expect((await call(0, 'GET', '/api/health')).status).toBe(200);
  }, 30_000);

  it('starts while PostgreSQL refuses connections, answers 503 meanwhile and becomes healthy once it accepts', async () => {
    await proxy.cut();
    const late = await buildApp(config(2, proxiedUrl));
    try {
      const started = performance.now();
      const health = await late.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({
        success: false,
        error: MSG.databaseUnavailable,
        status: 'starting',
        database: 'postgres',
        databaseState: 'unreachable',
      });
      const me = await late.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${op.token}` } });
      expect(me.statusCode).toBe(503);
      expect(me.json()).toEqual({ success: false, error: MSG.databaseUnavailable });
      expect(performance.now() - started).toBeLessThan(5000);

      await proxy.restore();
      await late.ready;
      const after = await late.app.inject({ method: 'GET', url: '/api/health' });
      expect(after.statusCode).toBe(200);
      expect(after.json()).toEqual({ success: true, status: 'ok', database: 'postgres' });
      const meAfter = await late.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${op.token}` } });
      expect(meAfter.statusCode).toBe(200);
    } finally {
      await late.app.close();
    }
  }, 40_000);
});

function post(app: App) {
  return async (url: string, body: unknown, token?: string) => {
    const res = await app.app.inject({
      method: 'POST',
      url,
      payload: body as object,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };
}
