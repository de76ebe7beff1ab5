/**
 * GET /api/me under load: the cheapest authenticated call (bearer token → session row → user),
 * so its rate is the ceiling of every authenticated page. Run: `npx tsx bench/me.bench.ts`.
 *
 * The app is built in this process (production config, silent logs) and listens on
 * 127.0.0.1; the load comes from another process (wrk when installed, `apt-get install -y
 * wrk`, which costs the server's 2 cores least; otherwise bench/lib/http-load.mjs), so the
 * load generator does not share the server's event loop. Each scenario gets a 1 s warm-up, then BENCH_SECONDS (5) of
 * BENCH_CONNECTIONS (32) keep-alive connections.
 *
 * Scenarios, cheapest first, so the table shows where the time goes:
 *   bare Fastify         a separate Fastify() with one route: the HTTP floor of this machine
 *   /api/me, no token    the app's plugins and hooks (helmet, cookie, CSRF, errors), no database
 *   /api/health          plus one trivial query (select 1)
 *   /api/me              plus the session lookup (the budget); on PGlite the session's user is
 *                        kept in memory until the next write (server/modules/accounts/session-cache.ts),
 *                        on PostgreSQL it is read every time, since other instances may write
 *   authenticate()       the session lookup alone, in-process, 32 at a time, no HTTP
 *
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL names a server (a fresh database is
 * created on it and dropped afterwards). Budgets: ≥ 1,500 req/s on PGlite, ≥ 3,000 on PostgreSQL.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { authenticate, createSession } from '../server/modules/accounts/sessions.service.js';
import { users } from '../server/modules/accounts/accounts.table.js';
import { hashPassword } from '../server/platform/auth/passwords.js';
import { runLoad } from './lib/run-load.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = 1;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const BUDGET = { pglite: 1_500, postgres: 3_000 } as const;

export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  /** Socket errors and timeouts. */
  errors: number;
  /** Responses outside 2xx/3xx. */
  non2xx: number;
}

interface Row extends LoadResult {
  scenario: string;
  budget?: number;
  note?: string;
}

// ---------------------------------------------------------------------------------------
// Load generators (separate processes)
// ---------------------------------------------------------------------------------------

/** BENCH_LOADER=node forces the node:http generator even where wrk is installed. */
const hasWrk = () =>
  process.env.BENCH_LOADER !== 'node' && spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined;

const WRK_SCRIPT = `
local auth = os.getenv("BENCH_AUTH")
if auth and auth ~= "" then wrk.headers["Authorization"] = auth end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRKJSON {"requests":%d,"duration_us":%d,"p50_us":%d,"p99_us":%d,"errors":%d,"non2xx":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.timeout, e.status))
end
`;

let wrkScriptPath: string | undefined;

async function runWrk(url: string, seconds: number, auth: string | undefined): Promise<LoadResult> {
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--timeout', '5s', '-s', wrkScriptPath!, url];
  const child = spawn('wrk', args, { env: { ...process.env, BENCH_AUTH: auth ?? '' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c));
  child.stderr.on('data', (c: Buffer) => (out += c));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  const line = out.split('\n').find((l) => l.startsWith('WRKJSON '));
  if (code !== 0 || !line) throw new Error(`wrk failed (exit ${code}):\n${out}`);
  const r = JSON.parse(line.slice('WRKJSON '.length)) as Record<string, number>;
  const secs = r.duration_us / 1e6;
  return {
    requests: r.requests,
    seconds: secs,
    rps: r.requests / secs,
    p50: r.p50_us / 1000,
    p99: r.p99_us / 1000,
    errors: r.errors,
    non2xx: r.non2xx,
  };
}

async function measure(url: string, auth?: string): Promise<LoadResult> {
  if (wrkScriptPath) {
    await runWrk(url, WARMUP_SECONDS, auth);
    return runWrk(url, SECONDS, auth);
  }
  // No wrk: the project's node:http load generator (bench/lib/http-load.mjs), also in its own process.
  const r = await runLoad({
    url,
    headers: auth ? { authorization: auth } : {},
    connections: CONNECTIONS,
    durationMs: SECONDS * 1000,
    warmupMs: WARMUP_SECONDS * 1000,
  });
  const non2xx = Object.entries(r.statuses)
    .filter(([status]) => Number(status) >= 400)
    .reduce((sum, [, n]) => sum + n, 0);
  return { requests: r.requests, seconds: SECONDS, rps: r.rps, p50: r.p50, p99: r.p99, errors: r.errors - non2xx, non2xx };
}

// ---------------------------------------------------------------------------------------
// In-process: the session lookup alone
// ---------------------------------------------------------------------------------------

async function measureInProcess(work: () => Promise<unknown>, seconds: number): Promise<LoadResult> {
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  const start = performance.now();
  let errors = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        try {
          if (!(await work())) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? 0;
  return {
    requests: latencies.length,
    seconds: elapsed,
    rps: latencies.length / elapsed,
    p50: pct(50),
    p99: pct(99),
    errors,
    non2xx: 0,
  };
}

// ---------------------------------------------------------------------------------------
// One database kind
// ---------------------------------------------------------------------------------------

async function freshPostgres(serverUrl: string) {
  const name = `studio_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleaner.end();
    },
  };
}

async function benchDatabase(kind: 'pglite' | 'postgres', bareUrl: string): Promise<Row[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'studio-bench-'));
  const pgdb = kind === 'postgres' ? await freshPostgres(process.env.BENCH_DATABASE_URL!) : undefined;
  const rows: Row[] = [];
  try {
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      RATE_LIMIT_MULTIPLIER: '1000',
      ADMIN_EMAIL: 'admin@studio.test',
      ADMIN_PASSWORD: 'Admin12345',
      ...(pgdb ? { DATABASE_URL: pgdb.url } : {}),
    });
    const { app, ctx, ready } = await buildApp(config);
    // The app answers 503 until its database is migrated and its workers run.
    await ready;
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

      // A confirmed client with a session, as server/test/factories.ts makes them.
      const [user] = await ctx.db
        .insert(users)
        .values({
          email: `bench.${randomBytes(4).toString('hex')}@example.it`,
          passwordHash: await hashPassword('Password123'),
          nome: 'Marco',
          cognome: 'Rossi',
          telefono: '3331234567',
          codFiscale: 'RSSMRC85M01H501Z',
          emailConfirmedAt: new Date(),
        })
        .returning();
      const token = await createSession(ctx, user.id, true);
      const auth = `Bearer ${token}`;
      const check = await fetch(`${base}/api/me`, { headers: { authorization: auth } });
      if (check.status !== 200) throw new Error(`GET /api/me answered ${check.status}: ${await check.text()}`);

      const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
      if (kind === 'pglite') rows.push({ scenario: 'bare Fastify GET /bare', ...(await measure(bareUrl)), note: 'HTTP floor' });
      rows.push({
        scenario: `${label}: GET /api/me, no token`,
        ...(await measure(`${base}/api/me`)),
        note: '401s: plugins, no DB',
      });
      rows.push({ scenario: `${label}: GET /api/health`, ...(await measure(`${base}/api/health`)), note: 'select 1' });
      rows.push({
        scenario: `${label}: GET /api/me`,
        ...(await measure(`${base}/api/me`, auth)),
        budget: BUDGET[kind],
        note: kind === 'pglite' ? 'session cached in memory' : 'session row every time',
      });
      rows.push({
        scenario: `${label}: authenticate() in-process`,
        ...(await measureInProcess(() => authenticate(ctx, token), 3)),
        note: `session lookup only, ${CONNECTIONS} at a time`,
      });
    } finally {
      await app.close();
    }
  } finally {
    await pgdb?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
  return rows;
}

// ---------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function printTable(rows: Row[]) {
  const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'budget', 'result', 'note'];
  const lines = rows.map((r) => [
    r.scenario,
    fmt(r.rps),
    fmt(r.p50, 2),
    fmt(r.p99, 2),
    r.budget ? `≥ ${fmt(r.budget)} req/s` : '',
    r.budget ? (r.rps >= r.budget && r.errors === 0 && r.non2xx === 0 ? 'PASS' : 'FAIL') : '',
    [r.note, r.errors ? `${r.errors} socket errors` : '', r.non2xx && !r.note?.startsWith('401') ? `${r.non2xx} non-2xx` : '']
      .filter(Boolean)
      .join('; '),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const numeric = new Set([1, 2, 3]);
  const render = (cells: string[]) =>
    cells.map((c, i) => (numeric.has(i) ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  console.log(render(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) console.log(render(l));
}

export async function run(): Promise<{ ok: boolean; summary: string[] }> {
  const load = os.loadavg()[0];
  const cores = os.availableParallelism();
  const loader = hasWrk()
    ? 'wrk (1 thread)'
    : `bench/lib/http-load.mjs (node:http keep-alive; wrk ${process.env.BENCH_LOADER === 'node' ? 'not used' : 'not installed'})`;
  console.log(`\n## GET /api/me throughput`);
  console.log(
    `${cores} cores, load average ${load.toFixed(2)} at start; load generator: ${loader}, ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s`,
  );
  if (load > cores * 0.5)
    console.log(`WARNING: the machine is busy (load ${load.toFixed(2)} on ${cores} cores): figures will be low and noisy.`);

  let tmp: string | undefined;
  if (hasWrk()) {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'studio-wrk-'));
    wrkScriptPath = path.join(tmp, 'bench.lua');
    await writeFile(wrkScriptPath, WRK_SCRIPT);
  }

  const bare = Fastify();
  bare.get('/bare', async () => ({ ok: true }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/bare`;

  const rows: Row[] = [];
  try {
    rows.push(...(await benchDatabase('pglite', bareUrl)));
    if (process.env.BENCH_DATABASE_URL) rows.push(...(await benchDatabase('postgres', bareUrl)));
    else console.log('(PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to include it)');
  } finally {
    await bare.close();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  }
  console.log(`load average ${os.loadavg()[0].toFixed(2)} at end\n`);
  printTable(rows);

  const budgeted = rows.filter((r) => r.budget);
  const summary = budgeted.map(
    (r) =>
      `${r.scenario}: ${fmt(r.rps)} req/s (p50 ${fmt(r.p50, 2)} ms, p99 ${fmt(r.p99, 2)} ms), budget ≥ ${fmt(r.budget!)}: ${r.rps >= r.budget! && !r.errors && !r.non2xx ? 'PASS' : 'FAIL'}`,
  );
  return { ok: budgeted.every((r) => r.rps >= r.budget! && !r.errors && !r.non2xx), summary };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { ok } = await run();
  process.exitCode = ok ? 0 : 1;
}
