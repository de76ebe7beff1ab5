/**
 * 2,000 visitors sending one heartbeat a second, while a booking endpoint is read.
 * Budgets: heartbeats p99 < 50 ms with no error; GET /api/calendariomio keeps the agenda's
 * budget (p50 < 15 ms, p99 < 40 ms on PGlite) meanwhile. Run: `npx tsx bench/heartbeats.bench.ts`.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { users } from '../server/modules/accounts/accounts.table.js';
import { leads } from '../server/modules/analytics/analytics.table.js';
import { weeklyHours } from '../server/modules/schedule/schedule.table.js';
import { count } from 'drizzle-orm';
import { startBenchApp } from './lib/bench-app.js';
import { runLoad } from './lib/run-load.js';

const VISITORS = Number(process.env.BENCH_VISITORS ?? 2000);
const SECONDS = 10;

export async function run() {
  const app = await startBenchApp();
  try {
    const [admin] = await app.ctx.db.select().from(users).where(eq(users.email, app.ctx.config.adminEmail));
    const day = ['08:00', '19:30'];
    await app.ctx.db
      .insert(weeklyHours)
      .values({ userId: admin.id, orario: { l: day, ma: day, me: day, g: day, v: day, s: day, d: day } });
    app.heartbeats.start();
    const script = path.join(import.meta.dirname, 'lib', 'heartbeat-load.mjs');
    const [beats, agenda] = await Promise.all([
      promisify(execFile)(process.execPath, [
        script,
        JSON.stringify({ base: app.base, visitors: VISITORS, seconds: SECONDS }),
      ]).then(
        ({ stdout }) => JSON.parse(stdout.trim()) as { sent: number; errors: number; p50: number; p99: number; rps: number },
      ),
      runLoad({
        url: `${app.base}/api/calendariomio?page=0`,
        sequential: true,
        warmupMs: 2000,
        durationMs: (SECONDS - 3) * 1000,
      }),
    ]);
    await app.heartbeats.flush();
    const [{ stored }] = await app.ctx.db.select({ stored: count() }).from(leads);
    const beatsOk = beats.p99 < 50 && beats.errors === 0;
    const agendaOk = agenda.p50 < 15 && agenda.p99 < 40 && agenda.errors === 0;
    const summary = [
      `heartbeats, ${VISITORS} visitors x 1/s for ${SECONDS} s: ${beats.rps.toFixed(0)} req/s, p50 ${beats.p50.toFixed(1)} ms, p99 ${beats.p99.toFixed(1)} ms, ${beats.errors} errors, ${stored} lead rows (budget p99 < 50 ms, no error) ${beatsOk ? 'PASS' : 'FAIL'}`,
      `GET /api/calendariomio meanwhile: p50 ${agenda.p50.toFixed(1)} ms, p99 ${agenda.p99.toFixed(1)} ms (budget p50 < 15, p99 < 40) ${agendaOk ? 'PASS' : 'FAIL'}`,
    ];
    summary.forEach((l) => console.log(l));
    return { ok: beatsOk && agendaOk, summary };
  } finally {
    await app.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await run();
