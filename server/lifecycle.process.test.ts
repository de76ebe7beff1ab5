/**
 * The server as an operator runs it: a real child process (`node dist/server/main.js`, built by
 * the process project's setup)
 * on a real port and a real DATA_DIR. Start, the data-directory lock, graceful shutdown with
 * a request in flight, data kept across a restart and, with TEST_DATABASE_URL, two instances
 * migrating one PostgreSQL database together.
 *
 * The PGlite tests share one DATA_DIR, so initdb (about 3 s) runs once; each test restarts
 * the server as it needs and leaves one running for the next, so any test also runs alone.
 * Six server starts in all (one initdb); the time limits are generous because CI may run
 * this beside other test files on 2 cores.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../common/messages/it.js';
import { clientRegistration } from './test/factories.js';
import {
  ADMIN,
  killAll,
  request,
  ROOT,
  runningServers,
  sleep,
  spawnServer as spawnSharedServer,
  waitReady,
  type ServerProcess,
} from './test/server-process.js';

const CONFIRM_SUBJECT = 'Conferma la tua email su Studio';

// ---------------------------------------------------------------------------------------
// Child-process helpers
// ---------------------------------------------------------------------------------------

/** As production runs it: rate limits at their real values (the shared helper loosens them). */
const spawnServer = (dataDir: string, extra: Record<string, string> = {}) =>
  spawnSharedServer(dataDir, { RATE_LIMIT_MULTIPLIER: '1', ...extra });

async function startServer(dataDir: string, extra: Record<string, string> = {}) {
  const server = await spawnServer(dataDir, extra);
  const health = await waitReady(server, 45_000);
  return { server, health };
}

/** SIGTERM and wait for the exit; fails when it takes longer than `timeoutMs`. */
async function stopServer(server: ServerProcess, timeoutMs = 10_000) {
  server.child.kill('SIGTERM');
  const result = await Promise.race([server.exited, sleep(timeoutMs).then(() => undefined)]);
  if (!result) throw new Error(`server did not exit within ${timeoutMs} ms of SIGTERM. Output:\n${server.output()}`);
  return result;
}

/**
 * A POST /api/login whose headers reach the server now and whose body is held back until
 * `finish()`: a request that is certainly in flight when the signal arrives.
 */
async function startHeldLogin(server: ServerProcess, opts: { keepAlive: boolean }) {
  const body = JSON.stringify({ email: ADMIN.email, password: 'Sbagliata123' });
  const socket = net.connect(server.port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let raw = '';
  socket.setEncoding('utf8');
  socket.on('data', (c: string) => (raw += c));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined);
  socket.write(
    `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: ${opts.keepAlive ? 'keep-alive' : 'close'}\r\n\r\n` +
      body.slice(0, 10),
  );
  // Fastify logs each request as it is routed: from then on it is in flight.
  await server.waitForOutput(`"remotePort":${socket.localPort}},"msg":"incoming request"`);
  return {
    socket,
    closed,
    finish: () => socket.write(body.slice(10)),
    /** Resolves with the status line and body once a whole response has arrived. */
    async response(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const end = raw.indexOf('\r\n\r\n');
        const length = /content-length: (\d+)/i.exec(raw)?.[1];
        if (end >= 0 && length && raw.length >= end + 4 + Number(length)) {
          return {
            status: Number(raw.slice(9, 12)),
            head: raw.slice(0, end),
            body: JSON.parse(raw.slice(end + 4, end + 4 + Number(length))) as Record<string, unknown>,
          };
        }
        if (Date.now() > deadline) throw new Error(`no complete response within ${timeoutMs} ms; got: ${JSON.stringify(raw)}`);
        await sleep(20);
      }
    },
  };
}

const lockPath = (dataDir: string) => path.join(dataDir, '.lock');

/** The .eml files in DATA_DIR/outbox addressed to `email`. */
async function outboxFor(dataDir: string, email: string) {
  const dir = path.join(dataDir, 'outbox');
  const names = await readdir(dir).catch(() => [] as string[]);
  const found: string[] = [];
  for (const name of names.filter((n) => n.endsWith('.eml'))) {
    const text = await readFile(path.join(dir, name), 'utf8');
    if (new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi').test(text)) found.push(text);
  }
  return found;
}

// ---------------------------------------------------------------------------------------
// PGlite: one DATA_DIR through its life
// ---------------------------------------------------------------------------------------

describe('the server process on PGlite', () => {
  let dataDir = '';
  let current: ServerProcess | undefined;

  /** The server the tests talk to: the one left by the previous test, or a new one. */
  async function ensureRunning() {
    if (current && current.child.exitCode === null && current.child.signalCode === null) return current;
    current = (await startServer(dataDir)).server;
    return current;
  }

  async function restart() {
    const old = await ensureRunning();
    expect(await stopServer(old)).toEqual({ code: 0, signal: null });
    current = (await startServer(dataDir)).server;
    return current;
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'studio-lifecycle-'));
  });

  afterEach(async () => {
    // Anything but the shared server is killed; the shared one stays for the next test.
    for (const s of runningServers()) if (s !== current) s.child.kill('SIGKILL');
  });

  afterAll(async () => {
    if (current) await stopServer(current).catch(() => undefined);
    await killAll();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('starts on a new DATA_DIR and answers GET /api/health once ready', async () => {
    const { server, health } = await startServer(dataDir);
    current = server;
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ success: true, status: 'ok', database: 'pglite' });
    expect(existsSync(lockPath(dataDir))).toBe(true);
    // The line can reach the pipe after the first 200 of /api/health: wait for it, do not peek.
    await server.waitForOutput('Studio ready at');
  }, 60_000);

  it('says in the log of a production start that the company details are not set', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'studio-company-'));
    const server = await spawnServer(dir, {
      NODE_ENV: 'production',
      APP_URL: 'https://studio.example',
      JWT_SECRET: 'x'.repeat(40),
    });
    try {
      await waitReady(server, 45_000);
      await server.waitForOutput(
        'Company details are not set: set COMPANY_NAME, COMPANY_VAT, COMPANY_ADDRESS and PRIVACY_EMAIL.',
      );
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses a second server on the same DATA_DIR, and the first keeps serving', async () => {
    const first = await ensureRunning();
    const second = await spawnServer(dataDir);
    const { code } = await Promise.race([
      second.exited,
      sleep(15_000).then(() => {
        throw new Error(`the second server did not exit. Output:\n${second.output()}`);
      }),
    ]);
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(second.output()).toContain('is in use by another Studio process');
    expect(second.output()).toContain(dataDir);

    const health = await request(first.port, 'GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.body.database).toBe('pglite');
    expect(existsSync(lockPath(dataDir))).toBe(true);
  }, 45_000);

  it('on SIGTERM lets the request in flight finish, exits 0 and releases the lock', async () => {
    const server = await ensureRunning();
    const held = await startHeldLogin(server, { keepAlive: false });

    server.child.kill('SIGTERM');
    await server.waitForOutput('SIGTERM received');
    held.finish();

    const res = await held.response();
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: MSG.loginFailed });
    expect(await Promise.race([server.exited, sleep(10_000).then(() => 'still running')])).toEqual({ code: 0, signal: null });
    expect(existsSync(lockPath(dataDir))).toBe(false);

    // The lock is free at once: a new server starts on the same directory right away.
    const { server: next, health } = await startServer(dataDir);
    current = next;
    expect(health.body).toEqual({ success: true, status: 'ok', database: 'pglite' });
  }, 45_000);

  it('exits promptly even when the client of an in-flight request keeps its connection', async () => {
    const server = await ensureRunning();
    const held = await startHeldLogin(server, { keepAlive: true });
    server.child.kill('SIGTERM');
    await server.waitForOutput('SIGTERM received');
    held.finish();
    const res = await held.response();

    const exitedInTime = await Promise.race([server.exited.then(() => true), sleep(3_000).then(() => false)]);
    // Clean up before asserting: closing our end lets the server finish and free the lock.
    held.socket.destroy();
    const exit = await server.exited;
    await ensureRunning();

    expect(res.status).toBe(401);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(exitedInTime).toBe(true);
  }, 45_000);

  it('keeps accounts, sessions and sent e-mails across a restart', async () => {
    let server = await ensureRunning();
    const email = `anna.${randomBytes(4).toString('hex')}@example.it`;

    const registered = await request(server.port, 'POST', '/api/register', clientRegistration({ email }));
    expect(registered.status).toBe(200);
    expect(registered.body).toMatchObject({ success: true, message: MSG.registered });

    const login = await request(server.port, 'POST', '/api/login', ADMIN);
    expect(login.status).toBe(200);
    const token = login.body.token as string;
    expect(token).toBeTruthy();

    // The mail worker writes the confirmation e-mail to DATA_DIR/outbox (no SMTP_URL).
    const deadline = Date.now() + 10_000;
    while ((await outboxFor(dataDir, email)).length === 0 && Date.now() < deadline) await sleep(100);
    const mails = await outboxFor(dataDir, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(CONFIRM_SUBJECT);

    server = await restart();

    // The session and the JWT secret survived: the old token still works.
    const me = await request(server.port, 'GET', '/api/me', undefined, token);
    expect(me.status).toBe(200);
    expect(me.body.me).toMatchObject({ email: ADMIN.email, admin: true });
    expect((await request(server.port, 'POST', '/api/login', ADMIN)).status).toBe(200);

    // The registered account survived (an unknown e-mail would be a 401).
    const unconfirmed = await request(server.port, 'POST', '/api/login', { email, password: 'AgendaVerde7' });
    expect(unconfirmed.status).toBe(403);
    expect(unconfirmed.body.error).toBe(MSG.emailNotConfirmed);

    // The outbox remembers the e-mail was sent: the restarted worker does not send it again.
    await sleep(1_200);
    expect(await outboxFor(dataDir, email)).toHaveLength(1);
  }, 45_000);
});

// ---------------------------------------------------------------------------------------
// PostgreSQL: two instances on one database
// ---------------------------------------------------------------------------------------

describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL database', () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `studio_lifecycle_${randomBytes(6).toString('hex')}`;
  const dataDirs: string[] = [];
  let databaseUrl = '';

  const admin = async <T>(work: (client: pg.Client) => Promise<T>, url = serverUrl) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin((c) => c.query(`CREATE DATABASE ${name}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    for (let i = 0; i < 2; i++) dataDirs.push(await mkdtemp(path.join(tmpdir(), 'studio-lifecycle-pg-')));
  });

  afterAll(async () => {
    await killAll();
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  });

  it('both migrate the new database at once (advisory lock) and answer health with postgres', async () => {
    // No JWT_SECRET: the instances share the one generated in the database, so a token works on both.
    const env = { DATABASE_URL: databaseUrl };
    const servers = await Promise.all(dataDirs.map((dir) => spawnServer(dir, env)));
    const healths = await Promise.all(servers.map((s) => waitReady(s, 45_000)));
    for (const health of healths) {
      expect(health.status).toBe(200);
      expect(health.body).toEqual({ success: true, status: 'ok', database: 'postgres' });
    }
    for (const s of servers) {
      // No pino error or fatal lines (level 50/60) during start.
      expect(s.output()).not.toMatch(/"level":(50|60)/);
    }

    // Every migration applied exactly once, one administrator.
    const journal = JSON.parse(readFileSync(path.join(ROOT, 'server/db/migrations/meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const applied = await admin(
      (c) => c.query<{ n: string }>('SELECT count(*) AS n FROM drizzle.__drizzle_migrations'),
      databaseUrl,
    );
    expect(Number(applied.rows[0].n)).toBe(journal.entries.length);
    const admins = await admin(
      (c) => c.query<{ n: string }>('SELECT count(*) AS n FROM users WHERE email = $1', [ADMIN.email]),
      databaseUrl,
    );
    expect(Number(admins.rows[0].n)).toBe(1);

    // Stateless instances: a session made through one is honoured by the other.
    const login = await request(servers[0].port, 'POST', '/api/login', ADMIN);
    expect(login.status).toBe(200);
    const me = await request(servers[1].port, 'GET', '/api/me', undefined, login.body.token as string);
    expect(me.status).toBe(200);
    expect(me.body.me).toMatchObject({ email: ADMIN.email });

    for (const s of servers) expect(await stopServer(s)).toEqual({ code: 0, signal: null });
  }, 60_000);
});
