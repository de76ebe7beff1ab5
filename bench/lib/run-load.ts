import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
}

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  connections?: number;
  durationMs?: number;
  warmupMs?: number;
  sequential?: boolean;
}

const WRK_SCRIPT = `
local auth = os.getenv("BENCH_AUTH")
if auth and auth ~= "" then wrk.headers["Authorization"] = auth end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRKJSON {"requests":%d,"duration_us":%d,"p50_us":%d,"p99_us":%d,"errors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.timeout + e.status))
end
`;

const wrkAvailable =
  process.env.BENCH_LOADER !== 'node' && spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined;

/** wrk (Debian's `wrk`) costs the 2 cores least; used for concurrent runs when installed. */
async function runWrk(options: LoadOptions): Promise<LoadResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'studio-wrk-'));
  const script = path.join(dir, 'load.lua');
  writeFileSync(script, WRK_SCRIPT);
  const env = { ...process.env, BENCH_AUTH: options.headers?.authorization ?? '' };
  const run = async (ms: number) => {
    const args = [
      '-t1',
      `-c${options.connections ?? 32}`,
      `-d${Math.max(1, Math.round(ms / 1000))}s`,
      '--timeout',
      '5s',
      '-s',
      script,
      options.url,
    ];
    const { stdout } = await promisify(execFile)('wrk', args, { env });
    const line = stdout.split('\n').find((l) => l.startsWith('WRKJSON '));
    if (!line) throw new Error(`wrk printed no figures:\n${stdout}`);
    return JSON.parse(line.slice(8)) as Record<string, number>;
  };
  await run(options.warmupMs ?? 1000);
  const r = await run(options.durationMs ?? 5000);
  return {
    requests: r.requests,
    errors: r.errors,
    rps: r.requests / (r.duration_us / 1e6),
    p50: r.p50_us / 1000,
    p99: r.p99_us / 1000,
    statuses: {},
  };
}

/** Runs the load in a child process (wrk, or bench/lib/http-load.mjs) and returns its figures. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  if (wrkAvailable && !options.sequential) return runWrk(options);
  const script = path.join(import.meta.dirname, 'http-load.mjs');
  const { stdout } = await promisify(execFile)(process.execPath, [script, JSON.stringify(options)], { maxBuffer: 1 << 20 });
  return JSON.parse(stdout.trim().split('\n').pop()!) as LoadResult;
}

export const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

export function printTable(rows: Record<string, string | number>[]) {
  const keys = Object.keys(rows[0]);
  const widths = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
  const line = (values: string[]) => values.map((v, i) => v.padEnd(widths[i])).join('  ');
  console.log(line(keys));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(line(keys.map((k) => String(r[k]))));
}
