/**
 * The server as an operator runs it, for the process tests (*.process.test.ts): a child
 * process on a real port and DATA_DIR. The built server (dist/server/main.js) when it is newer
 * than the sources, otherwise the sources through tsx.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { repoRoot } from '../paths.js';
import { ManualClock } from '../platform/clock.js';
import type { TestApp } from './build-test-app.js';
import { TEMPLATE_PATH } from './database.js';
import type { MadeUser } from './factories.js';
import { linkedPair } from './scheduling.js';

export const ROOT = repoRoot();
export const ADMIN = { email: 'admin@studio.test', password: 'Admin12345' };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  dataDir: string;
  /** stdout and stderr so far. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves once `text` appears in the output (past its first `from` characters). */
  waitForOutput(text: string, timeoutMs?: number, from?: number): Promise<void>;
}

const running = new Set<ServerProcess>();
process.once('exit', () => {
  for (const s of running) s.child.kill('SIGKILL');
});

function newestSource(dir: string): number {
  let max = 0;
  for (const name of readdirSync(dir, { recursive: true })) {
    const file = path.join(dir, String(name));
    if (file.endsWith('.test.ts') || file.includes(`${path.sep}test${path.sep}`)) continue;
    const s = statSync(file);
    if (s.isFile() && s.mtimeMs > max) max = s.mtimeMs;
  }
  return max;
}

/** node's arguments for the server: the build when current, else the sources. */
function entry(): string[] {
  const built = path.join(ROOT, 'dist', 'server', 'main.js');
  if (existsSync(built)) {
    const at = statSync(built).mtimeMs;
    if (['server', 'common'].every((dir) => newestSource(path.join(ROOT, dir)) <= at)) return [built];
  }
  return ['--import', 'tsx', 'server/main.ts'];
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const CONFIG_KEYS = ['DATABASE_URL', 'SMTP_URL', 'APP_URL', 'JWT_SECRET', 'STRIPE_SECRET_KEY', 'TRUST_PROXY'];

export async function spawnServer(dataDir: string, extra: Record<string, string> = {}, port?: number): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of CONFIG_KEYS) delete env[key];
  const actualPort = port ?? (await freePort());
  const child = spawn(process.execPath, entry(), {
    cwd: ROOT,
    env: {
      ...env,
      PORT: String(actualPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_MULTIPLIER: '1000',
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const watchers: { text: string; from: number; resolve: () => void }[] = [];
  const onData = (chunk: Buffer) => {
    out += chunk.toString('utf8');
    for (const w of [...watchers]) {
      if (out.indexOf(w.text, w.from) >= 0) {
        watchers.splice(watchers.indexOf(w), 1);
        w.resolve();
      }
    }
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const server: ServerProcess = {
    child,
    port: actualPort,
    dataDir,
    output: () => out,
    exited: new Promise((resolve) => {
      // 'close', not 'exit': only then has everything the process wrote been read from its pipes.
      child.once('close', (code, signal) => {
        running.delete(server);
        resolve({ code, signal });
      });
    }),
    waitForOutput(text, timeoutMs = 10_000, from = 0) {
      if (out.indexOf(text, from) >= 0) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`"${text}" not seen within ${timeoutMs} ms. Output:\n${out}`)),
          timeoutMs,
        );
        watchers.push({
          text,
          from,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
  };
  running.add(server);
  return server;
}

/** Polls /api/health until it answers 200; fails at once if the process exits. */
export async function waitReady(server: ServerProcess, timeoutMs = 30_000) {
  let exited = false;
  void server.exited.then(() => (exited = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`server exited before it was ready. Output:\n${server.output()}`);
    const res = await request(server.port, 'GET', '/api/health').catch(() => undefined);
    if (res?.status === 200) return res;
    await sleep(50);
  }
  throw new Error(`server not ready within ${timeoutMs} ms. Output:\n${server.output()}`);
}

/** The servers started here that have not exited yet. */
export const runningServers = (): ServerProcess[] => [...running];

export async function killAll() {
  const all = [...running];
  for (const s of all) s.child.kill('SIGKILL');
  await Promise.all(all.map((s) => s.exited));
}

export interface HttpResult {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** One request on its own connection (agent: false); `agent` to share keep-alive connections. */
export function request(
  port: number,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
  options: { agent?: http.Agent; raw?: { payload: Buffer; headers: Record<string, string> } } = {},
): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const payload = options.raw?.payload ?? (body === undefined ? undefined : Buffer.from(JSON.stringify(body)));
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: options.agent ?? false,
        headers: {
          ...(options.raw?.headers ?? (payload ? { 'content-type': 'application/json' } : {})),
          ...(payload ? { 'content-length': payload.length } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          let parsed: Record<string, unknown>;
          try {
            parsed = JSON.parse(text) as Record<string, unknown>;
          } catch {
            parsed = { raw: text };
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed });
        });
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error(`${method} ${url} timed out`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * A DATA_DIR made ready in this process (the PGlite template loaded, no initdb), with a linked
 * professional and client whose sessions the server process will honour.
 */
export async function seedDataDir(dataDir: string): Promise<{ op: MadeUser; client: MadeUser }> {
  const template = await readFile(TEMPLATE_PATH);
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db'), loadDataDir: new Blob([template]) });
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_MULTIPLIER: '1000',
  });
  const built = await buildApp(config, { database, startWorkers: false });
  try {
    const post = async (url: string, body: unknown, token?: string) => {
      const res = await built.app.inject({
        method: 'POST',
        url,
        payload: body as object,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      return { status: res.statusCode, body: res.json(), headers: res.headers };
    };
    return await linkedPair({ ...built, clock: new ManualClock(), post } as unknown as TestApp);
  } finally {
    await built.app.close();
    await database.close();
  }
}

/**
 * A POST whose headers and first bytes reach the server now and whose body is held back until
 * `finish()`: a request that is certainly in flight when a signal arrives.
 */
export async function startHeldPost(server: ServerProcess, url: string, body: unknown, token?: string) {
  const payload = JSON.stringify(body);
  const socket = net.connect(server.port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let raw = '';
  socket.setEncoding('utf8');
  socket.on('data', (c: string) => (raw += c));
  socket.on('error', () => undefined);
  socket.write(
    `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/json\r\n` +
      `${token ? `Authorization: Bearer ${token}\r\n` : ''}Content-Length: ${Buffer.byteLength(payload)}\r\n\r\n` +
      payload.slice(0, 5),
  );
  // Fastify logs each request as it is routed: from then on it is in flight.
  await server.waitForOutput(`"remotePort":${socket.localPort}},"msg":"incoming request"`);
  return {
    socket,
    finish: () => socket.write(payload.slice(5)),
    /** The status, head and JSON body once a whole response has arrived. */
    async response(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const end = raw.indexOf('\r\n\r\n');
        const length = /content-length: (\d+)/i.exec(raw)?.[1];
        if (end >= 0 && length && Buffer.byteLength(raw.slice(end + 4)) >= Number(length)) {
          return {
            status: Number(raw.slice(9, 12)),
            head: raw.slice(0, end),
            body: JSON.parse(raw.slice(end + 4)) as Record<string, unknown>,
          };
        }
        if (Date.now() > deadline) throw new Error(`no complete response within ${timeoutMs} ms; got: ${JSON.stringify(raw)}`);
        await sleep(20);
      }
    },
  };
}
