/**
 * The server process and a PostgreSQL that is not there yet, then goes away, then returns
 * (through a TCP proxy the test cuts and restores). The process never dies: it listens at
 * once and answers 503 until it has reached the database and migrated, then serves; during a
 * cut it answers 503 and heals by itself. PostgreSQL only.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '../common/messages/it.js';
import { TcpProxy } from './test/tcp-proxy.js';
import { killAll, request, spawnServer, waitReady } from './test/server-process.js';

const serverUrl = process.env.TEST_DATABASE_URL ?? '';

describe.skipIf(!serverUrl)('the server process while PostgreSQL is unreachable', () => {
  const name = `studio_outage_${randomBytes(6).toString('hex')}`;
  let dataDir = '';
  let proxy: TcpProxy | undefined;

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  afterAll(async () => {
    await killAll();
    await proxy?.stop();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('starts while PostgreSQL refuses connections, becomes healthy when it accepts, and survives a cut', async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    proxy = TcpProxy.forUrl(url.toString());
    await proxy.start();
    await proxy.cut();
    dataDir = await mkdtemp(path.join(tmpdir(), 'studio-outage-process-'));
    const server = await spawnServer(dataDir, { DATABASE_URL: proxy.url(url.toString()) });

    // Listening, but not ready: 503 with the database state, and the process keeps trying.
    await server.waitForOutput('The database cannot be reached');
    const starting = await request(server.port, 'GET', '/api/health');
    expect(starting.status).toBe(503);
    expect(starting.body).toEqual({
      success: false,
      error: MSG.databaseUnavailable,
      status: 'starting',
      database: 'postgres',
      databaseState: 'unreachable',
    });
    const login = await request(server.port, 'POST', '/api/login', { email: 'admin@studio.test', password: 'Admin12345' });
    expect(login.status).toBe(503);
    expect(login.body).toEqual({ success: false, error: MSG.databaseUnavailable });

    await proxy.restore();
    await waitReady(server);
    await server.waitForOutput('Studio ready at');

    const beforeCut = server.output().length;
    await proxy.cut();
    const degraded = await request(server.port, 'GET', '/api/health');
    expect(degraded.status).toBe(503);
    expect(degraded.body).toMatchObject({ status: 'degraded', databaseState: 'unreachable' });
    // The adapter's LISTEN connection was cut too; its reconnection fails, and the process lives on.
    await server.waitForOutput('realtime: cannot reach PostgreSQL for LISTEN', 10_000, beforeCut);
    expect(server.child.exitCode).toBeNull();

    await proxy.restore();
    await waitReady(server);
    const ok = await request(server.port, 'POST', '/api/login', { email: 'admin@studio.test', password: 'Admin12345' });
    expect(ok.status).toBe(200);

    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  }, 60_000);
});
