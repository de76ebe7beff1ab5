import { execFile } from 'node:child_process';
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

/** Runs bench/lib/http-load.mjs in a child process and returns its figures. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
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
