import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_EVENTS, LIVE_NAMESPACE, type AgendaChanged } from '../../../common/live.js';
import { SOCKET_EVENTS, SOCKET_PATH } from '../../../common/workspace.js';
import { buildApp, type App } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase, type Database } from '../../db/client.js';
import type { TestApp } from '../../test/build-test-app.js';
import { freshDatabase } from '../../test/database.js';
import { linkedPair } from '../../test/scheduling.js';
import { ManualClock } from '../../platform/clock.js';

/** Two server instances on one PostgreSQL: the postgres adapter carries live events between them. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('live events across two server instances', () => {
  const instances: App[] = [];
  const databases: Database[] = [];
  const sockets: Socket[] = [];
  let drop: () => Promise<void>;
  let dataDir = '';
  const ports: number[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'studio-live-two-'));
    const fresh = await freshDatabase();
    drop = fresh.drop;
    databases.push(fresh.database, await openDatabase({ url: fresh.database.url, poolSize: 5 }));
    for (const [i, database] of databases.entries()) {
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: path.join(dataDir, String(i)),
        DATABASE_URL: database.url,
        JWT_SECRET: 'shared-secret-shared-secret-shared-secret',
        ADMIN_PASSWORD: 'Admin12345',
        RATE_LIMIT_MULTIPLIER: '1000',
      });
      const app = await buildApp(config, { database, startWorkers: false });
      await app.app.listen({ port: 0, host: '127.0.0.1' });
      ports.push((app.app.server.address() as { port: number }).port);
      instances.push(app);
    }
  }, 60_000);

  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    for (const app of instances) await app.app.close();
    await databases[1]?.close();
    await drop?.();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** A live socket on instance 1, once instance 0 sees it (both have subscribed, each way). */
  async function tabOnSecondInstance(token: string) {
    const socket = connect(`http://127.0.0.1:${ports[1]}${LIVE_NAMESPACE}`, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => (socket.once('connect', () => resolve()), socket.once('connect_error', reject)));
    while (!(await instances[0].io.of(LIVE_NAMESPACE).fetchSockets()).some((remote) => remote.id === socket.id)) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    return socket;
  }

  const within = <T>(promise: Promise<T>, ms = 5000) =>
    Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('not delivered')), ms))]);

  it('tells the professional on the other instance of a booking made through this one', async () => {
    const a = instances[0];
    const t = { ...a, clock: new ManualClock(), post: post(a) } as unknown as TestApp;
    const { op, client } = await linkedPair(t);
    const opTab = await tabOnSecondInstance(op.token);
    const heard = new Promise<AgendaChanged>((resolve) => opTab.once(LIVE_EVENTS.agendaChanged, resolve));
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const res = await t.post(
      '/api/createprenotazione',
      { id: op.user.id, giorno: tomorrow, ora: '1000', serviceId: 0, note: '' },
      client.token,
    );
    expect(res.status).toBe(200);
    expect(await within(heard)).toEqual({ operatorId: op.user.id, clientIds: [client.user.id] });
  });

  it('closes a live socket held by the other instance when its session logs out', async () => {
    const a = instances[0];
    const t = { ...a, clock: new ManualClock(), post: post(a) } as unknown as TestApp;
    const { op } = await linkedPair(t);
    const opTab = await tabOnSecondInstance(op.token);
    const refused = new Promise<void>((resolve) => opTab.once(SOCKET_EVENTS.invalidJwt, () => resolve()));
    const closed = new Promise<string>((resolve) => opTab.once('disconnect', resolve));
    expect((await t.post('/api/logout', {}, op.token)).status).toBe(200);
    await within(refused);
    expect(await within(closed)).toBe('io server disconnect');
  });
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
