/**
 * A 100 MB document upload over loopback, to local disk and to an S3-compatible store (s3rver
 * in its own process, so its memory is not counted). Budgets: the server's resident memory
 * grows by less than 64 MB on both; to local disk the upload runs at 100 MB/s or more (to S3
 * the speed is the emulator's, shown only). Run: `npx tsx bench/upload.bench.ts`.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { links } from '../server/modules/links/links.table.js';
import { startS3Server } from '../server/test/s3-server.js';
import { makeBenchUsers, startBenchApp } from './lib/bench-app.js';

const BYTES = 100 * 1000 * 1000;

export async function run() {
  const local = await measure('local disk', {});
  const s3 = await startS3Server('studio-bench');
  try {
    const remote = await measure('S3', s3.env);
    const summary = [...local.summary, ...remote.summary];
    summary.forEach((l) => console.log(l));
    return { ok: local.ok && remote.ok, summary };
  } finally {
    await s3.stop();
  }
}

async function measure(store: string, env: Record<string, string>) {
  const app = await startBenchApp(undefined, env);
  try {
    const { users: ops, tokens } = await makeBenchUsers(app, 1, { op: true, prefix: 'upop', tokens: true });
    const { users: clients } = await makeBenchUsers(app, 1, { prefix: 'upcl' });
    await app.ctx.db.insert(links).values({ operatorId: ops[0].id, clientId: clients[0].id, confermato: true });
    const script = path.join(import.meta.dirname, 'lib', 'upload-client.mjs');
    const upload = () =>
      promisify(execFile)(process.execPath, [
        script,
        JSON.stringify({ base: app.base, token: tokens[0], id: clients[0].id, bytes: BYTES }),
      ]).then(
        ({ stdout }) => JSON.parse(stdout.trim()) as { status: number; seconds: number; mbPerSecond: number; body: string },
      );
    await upload(); // warm-up: JIT, file store folders
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const result = await upload();
    clearInterval(sampler);
    const growthMb = (peak - before) / 1024 / 1024;
    if (result.status !== 200) throw new Error(`upload answered ${result.status}: ${result.body}`);
    const local = store === 'local disk';
    const ok = growthMb < 64 && (!local || result.mbPerSecond >= 100);
    const summary = [
      `100 MB upload to ${store}: ${result.mbPerSecond.toFixed(0)} MB/s${local ? ' (budget >= 100)' : ''}, resident memory +${growthMb.toFixed(1)} MB (budget < 64) ${ok ? 'PASS' : 'FAIL'}`,
    ];
    return { ok, summary };
  } finally {
    await app.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await run();
