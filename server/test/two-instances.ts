import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { ManualClock } from '../platform/clock.js';
import type { TestApp } from './build-test-app.js';
import { freshDatabase } from './database.js';

export interface TwoInstances {
  /** The two apps, each listening on loopback, sharing one PostgreSQL database and JWT secret. */
  instances: App[];
  /** The port each instance listens on, in the same order. */
  ports: number[];
  /**
   * Instance `i` as much of a TestApp as the shared helpers need (`linkedPair`, `t.post`):
   * its app, a clock of its own and a bare `post`.
   */
  testApp(i: number): TestApp;
}

/**
 * Two server instances on one PostgreSQL database, as behind a load balancer: started before the
 * file's tests and closed after them. Needs TEST_DATABASE_URL (wrap the suite in
 * `describe.skipIf(!process.env.TEST_DATABASE_URL)`).
 */
export function useTwoInstances(): TwoInstances {
  const instances: App[] = [];
  const ports: number[] = [];
  const databases: Database[] = [];
  let drop: (() => Promise<void>) | undefined;
  let dataDir = '';

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
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const testApp = (i: number) => {
    const app = instances[i];
    const post = async (url: string, body: unknown, token?: string) => {
      const res = await app.app.inject({
        method: 'POST',
        url,
        payload: body as object,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      return { status: res.statusCode, body: res.json(), headers: res.headers };
    };
    return { ...app, clock: new ManualClock(), post } as unknown as TestApp;
  };

  return { instances, ports, testApp };
}
