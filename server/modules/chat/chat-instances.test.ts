import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_EVENTS, SOCKET_PATH, type NewMessageEvent } from '../../../common/workspace.js';
import { buildApp, type App } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase, type Database } from '../../db/client.js';
import type { TestApp } from '../../test/build-test-app.js';
import { freshDatabase } from '../../test/database.js';
import { linkedPair } from '../../test/scheduling.js';
import { ManualClock } from '../../platform/clock.js';

/** Two server instances on one PostgreSQL: the postgres adapter carries chat events between them. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('chat across two server instances', () => {
  const instances: App[] = [];
  const databases: Database[] = [];
  let drop: () => Promise<void>;
  let dataDir = '';
  const ports: number[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'studio-two-'));
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
    for (const app of instances) await app.app.close();
    await databases[1]?.close();
    await drop?.();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('delivers a message sent through one instance to a socket on the other', async () => {
    const [a] = instances;
    const t = { ...a, clock: new ManualClock(), post: post(a) } as unknown as TestApp;
    const { op, client } = await linkedPair(t);
    const socket = connect(`http://127.0.0.1:${ports[1]}`, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      query: { token: op.token, id: client.user.id },
    });
    await new Promise<void>((resolve, reject) => (socket.once('connect', () => resolve()), socket.once('connect_error', reject)));
    await seenFrom(a, socket.id!);
    const received = new Promise<NewMessageEvent>((resolve) => socket.once(SOCKET_EVENTS.newMessage, resolve));
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/inviamessaggio',
      payload: { id: op.user.id, testo: 'da un’altra istanza' },
      headers: { authorization: `Bearer ${client.token}` },
    });
    expect(res.statusCode).toBe(200);
    const event = await Promise.race([
      received,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('not delivered')), 5000)),
    ]);
    expect(event.message.testo).toBe('da un’altra istanza');
    socket.disconnect();
  });

  it('closes a socket held by the other instance at once when its session logs out', async () => {
    const [a] = instances;
    const t = { ...a, clock: new ManualClock(), post: post(a) } as unknown as TestApp;
    const { op, client } = await linkedPair(t);
    const socket = connect(`http://127.0.0.1:${ports[1]}`, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      query: { token: op.token, id: client.user.id },
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => (socket.once('connect', () => resolve()), socket.once('connect_error', reject)));
    await seenFrom(a, socket.id!);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const refused = new Promise<void>((resolve) => socket.once(SOCKET_EVENTS.invalidJwt, () => resolve()));
    expect((await t.post('/api/logout', {}, op.token)).status).toBe(200);
    await refused;
    expect(await closed).toBe('io server disconnect');
  });
});

/** Resolves once instance `from` sees the socket held by the other instance: both have subscribed, each way. */
async function seenFrom(from: App, socketId: string) {
  while (!(await from.io.fetchSockets()).some((remote) => remote.id === socketId)) {
    await new Promise((resolve) => setImmediate(resolve));
  }
}

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
