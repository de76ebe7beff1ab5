import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type App } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { openDatabase } from '../../server/db/client.js';
import { users } from '../../server/modules/accounts/accounts.table.js';
import { createSession } from '../../server/modules/accounts/sessions.service.js';

export interface BenchApp extends App {
  port: number;
  base: string;
  close(): Promise<void>;
}

/**
 * The app built in this process on a temporary DATA_DIR (PGlite), or on a fresh database of
 * `serverUrl` (PostgreSQL, dropped on close), listening on 127.0.0.1.
 */
export async function startBenchApp(serverUrl?: string, env: Record<string, string> = {}): Promise<BenchApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'studio-bench-'));
  let url: string | undefined;
  let dbName: string | undefined;
  if (serverUrl) {
    dbName = `studio_bench_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const u = new URL(serverUrl);
    u.pathname = `/${dbName}`;
    url = u.toString();
  }
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'Admin12345',
    RATE_LIMIT_MULTIPLIER: '100000',
    // The benchmarks' administrator signs in with a password alone.
    ADMIN_REQUIRE_2FA: 'false',
    ...(url ? { DATABASE_URL: url } : {}),
    ...env,
  });
  const database = await openDatabase({ url, dataDir: url ? undefined : path.join(dataDir, 'db'), poolSize: 10 });
  await database.migrate();
  const built = await buildApp(config, { database, startWorkers: false });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (built.app.server.address() as { port: number }).port;
  return {
    ...built,
    port,
    base: `http://127.0.0.1:${port}`,
    async close() {
      await built.app.close();
      await database.close();
      if (dbName) {
        const admin = new pg.Client({ connectionString: serverUrl });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await admin.end();
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Confirmed users inserted in bulk, with a session token each when asked. */
export async function makeBenchUsers(app: App, count: number, options: { op?: boolean; prefix: string; tokens?: boolean }) {
  const rows = [];
  for (let i = 0; i < count; i += 500) {
    rows.push(
      ...(await app.ctx.db
        .insert(users)
        .values(
          Array.from({ length: Math.min(500, count - i) }, (_, j) => ({
            email: `${options.prefix}${i + j}@bench.example`,
            passwordHash: 'x',
            op: options.op ?? false,
            nome: `Nome${i + j}`,
            cognome: options.prefix,
            emailConfirmedAt: new Date(),
            scadenzaAbbonamento: options.op ? new Date(Date.now() + 30 * 86_400_000) : null,
          })),
        )
        .returning()),
    );
  }
  const tokens = options.tokens ? await Promise.all(rows.map((u) => createSession(app.ctx, u.id, true))) : [];
  return { users: rows, tokens };
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export const percentile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
