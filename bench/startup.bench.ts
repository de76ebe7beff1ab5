/**
 * Start-up time of the built server: from spawning `node dist/server/main.js` on an existing
 * DATA_DIR (the everyday restart, PGlite) to the first 200 from GET /api/health.
 * Budget: median of 5 runs < 3 s. Run: `npx tsx bench/startup.bench.ts`.
 *
 * Builds first when dist/ is missing (a stale dist/ is measured as it is, with a note).
 * A first start on a new DATA_DIR (initdb) is measured once too, for information.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureDist } from './lib/ensure-dist.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const MAIN = path.join(ROOT, 'dist', 'server', 'main.js');
const RUNS = 5;
const BUDGET_MS = 3_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function healthStatus(port: number): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
    req.setTimeout(2_000, () => req.destroy());
  });
}

interface StartResult {
  /** Spawn to first 200 from /api/health. */
  totalMs: number;
  /** What the server itself logs ("ready … in N ms": after its modules are loaded). */
  selfMs: number | undefined;
}

/** Starts the server, waits for health, stops it with SIGTERM (which must exit 0). */
async function startOnce(dataDir: string): Promise<StartResult> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'admin@studio.test',
      ADMIN_PASSWORD: 'Admin12345',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c));
  child.stderr.on('data', (c: Buffer) => (out += c));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let exitedEarly = false;
  void exited.then(() => (exitedEarly = true));
  try {
    for (;;) {
      if (exitedEarly) throw new Error(`the server exited before it was ready:\n${out}`);
      if ((await healthStatus(port)) === 200) break;
      if (performance.now() - started > 60_000) throw new Error(`not ready after 60 s:\n${out}`);
      await sleep(10);
    }
    const totalMs = performance.now() - started;
    // The "ready" line may reach us just after the first 200.
    for (let i = 0; i < 50 && !/ready at .* in \d+ ms/.test(out); i++) await sleep(10);
    const self = /ready at .* in (\d+) ms/.exec(out);
    return { totalMs, selfMs: self ? Number(self[1]) : undefined };
  } finally {
    child.kill('SIGTERM');
    const code = await Promise.race([exited, sleep(20_000).then(() => 'timeout' as const)]);
    if (code === 'timeout') child.kill('SIGKILL');
    else if (code !== 0) console.log(`note: the server exited with code ${code} after SIGTERM`);
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export async function run(): Promise<{ ok: boolean; summary: string[] }> {
  console.log('\n## Server start-up (node dist/server/main.js, PGlite, existing DATA_DIR)');
  console.log(`${os.availableParallelism()} cores, load average ${os.loadavg()[0].toFixed(2)} at start`);
  await ensureDist();

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'studio-startup-'));
  try {
    const first = await startOnce(dataDir);
    console.log(
      `first start (new DATA_DIR, initdb + migrations): ${first.totalMs.toFixed(0)} ms (server's own figure ${first.selfMs ?? '?'} ms)`,
    );
    const runs: StartResult[] = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await startOnce(dataDir);
      runs.push(r);
      console.log(
        `run ${i + 1}: ${r.totalMs.toFixed(0)} ms to first 200 (server's own figure ${r.selfMs ?? '?'} ms after its modules loaded)`,
      );
    }
    const med = median(runs.map((r) => r.totalMs));
    const selfs = runs.map((r) => r.selfMs).filter((x): x is number => x !== undefined);
    const ok = med < BUDGET_MS;
    const line = `start-up, existing DATA_DIR: median ${med.toFixed(0)} ms of ${RUNS} (min ${Math.min(...runs.map((r) => r.totalMs)).toFixed(0)}, max ${Math.max(...runs.map((r) => r.totalMs)).toFixed(0)}; server's own median ${selfs.length ? median(selfs).toFixed(0) : '?'} ms), budget < ${BUDGET_MS} ms: ${ok ? 'PASS' : 'FAIL'}`;
    console.log(line);
    return { ok, summary: [line] };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { ok } = await run();
  process.exitCode = ok ? 0 : 1;
}
