/**
 * GET /api/calendario for a professional with 2,000 bookings of 30 to 120 minutes and 200 day overrides.
 * Budgets (docs/benchmarks.md): under 15 ms median and 40 ms p99 on PGlite (sequential requests);
 * at least 1,000 requests/s on PostgreSQL (16 connections). BENCH_DATABASE_URL adds PostgreSQL.
 *
 * A week is kept in memory while the professional's agenda version is unchanged, as it is
 * between two changes of a real agenda; on PostgreSQL the bench also prints the rate while
 * another connection raises the version as fast as it can, so that many pages read the week again.
 * Run: `npx tsx bench/calendar.bench.ts`.
 */
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { SERVICE_DURATIONS } from '../common/constants.js';
import { HALF_HOURS } from '../common/schedule.js';
import { createSession } from '../server/modules/accounts/sessions.service.js';
import { bookings, slotOverrides } from '../server/modules/agenda/agenda.table.js';
import { addDays, romeInstant, romeToday } from '../server/platform/rome-time.js';
import { weeklyHours } from '../server/modules/schedule/schedule.table.js';
import { makeBenchUsers, startBenchApp } from './lib/bench-app.js';
import { runLoad } from './lib/run-load.js';

async function scenario(label: 'PGlite' | 'PostgreSQL', serverUrl?: string) {
  const app = await startBenchApp(serverUrl);
  try {
    const {
      users: [op],
    } = await makeBenchUsers(app, 1, { op: true, prefix: 'calop' });
    const { users: clients } = await makeBenchUsers(app, 20, { prefix: 'calcl' });
    const allDay = ['00:00', '23:30'];
    await app.ctx.db
      .insert(weeklyHours)
      .values({ userId: op.id, orario: { l: allDay, ma: allDay, me: allDay, g: allDay, v: allDay, s: allDay, d: allDay } });
    const today = romeToday(new Date());
    // 1,500 bookings in the coming 84 days and 500 in the past, of 30, 60, 90 and 120 minutes
    // in turn, packed back to back from midnight on each day until the count is reached.
    const rows: (typeof bookings.$inferInsert)[] = [];
    const fill = (firstDay: number, step: number, count: number) => {
      let made = 0;
      for (let day = firstDay; made < count; day += step) {
        const giorno = addDays(today, day);
        for (let start = 0; made < count; made++) {
          const durata = SERVICE_DURATIONS[rows.length % SERVICE_DURATIONS.length];
          if (start + durata / 30 > HALF_HOURS.length) break;
          const ora = HALF_HOURS[start];
          rows.push({
            operatorId: op.id,
            clientId: clients[rows.length % 20].id,
            giorno,
            ora,
            durata,
            startsAt: romeInstant(giorno, ora) ?? new Date(),
            serviceName: 'Visita',
            note: '',
          });
          start += durata / 30;
        }
      }
    };
    fill(1, 1, 1500);
    fill(-1, -1, 500);
    const all = rows;
    for (let i = 0; i < all.length; i += 500) await app.ctx.db.insert(bookings).values(all.slice(i, i + 500));
    await app.ctx.db
      .insert(slotOverrides)
      .values(
        Array.from({ length: 200 }, (_, d) => ({ userId: op.id, giorno: addDays(today, d - 100), ora: '23:30', stato: 1 })),
      );
    const headers = { authorization: `Bearer ${await createSession(app.ctx, op.id, true)}` };
    const url = `${app.base}/api/calendario?page=1`;
    const sequential = await runLoad({ url, headers, sequential: true, durationMs: 4000 });
    const concurrent = await runLoad({ url, headers, connections: 16, durationMs: 5000 });
    const cold = serverUrl
      ? await withChangingAgenda(app.ctx.database.url!, op.id, () => runLoad({ url, headers, connections: 16, durationMs: 5000 }))
      : undefined;
    return { label, sequential, concurrent, cold };
  } finally {
    await app.close();
  }
}

/** Runs `load` while another connection raises the professional's agenda version non-stop. */
async function withChangingAgenda<T>(
  databaseUrl: string,
  operatorId: number,
  load: () => Promise<T>,
): Promise<{ result: T; changes: number }> {
  const writer = new pg.Client({ connectionString: databaseUrl });
  await writer.connect();
  let running = true;
  let changes = 0;
  const loop = (async () => {
    while (running) {
      await writer.query('UPDATE agenda_versions SET version = version + 1 WHERE user_id = $1', [operatorId]);
      changes++;
    }
  })();
  try {
    return { result: await load(), changes };
  } finally {
    running = false;
    await loop;
    await writer.end();
  }
}

export async function run() {
  const results = [await scenario('PGlite')];
  if (process.env.BENCH_DATABASE_URL) results.push(await scenario('PostgreSQL', process.env.BENCH_DATABASE_URL));
  const summary: string[] = [];
  let ok = true;
  for (const r of results) {
    const latencyOk = r.sequential.p50 < 15 && r.sequential.p99 < 40;
    const rateOk = r.concurrent.rps >= 1000 && r.concurrent.errors === 0;
    if (r.label === 'PGlite') ok &&= latencyOk;
    else ok &&= rateOk;
    summary.push(
      `GET /api/calendario (2,000 bookings, 200 overrides), ${r.label}: sequential p50 ${r.sequential.p50.toFixed(1)} ms, p99 ${r.sequential.p99.toFixed(1)} ms; 16 connections ${r.concurrent.rps.toFixed(0)} req/s` +
        (r.label === 'PGlite'
          ? ` (budget p50 < 15, p99 < 40) ${latencyOk ? 'PASS' : 'FAIL'}`
          : ` (budget >= 1,000 req/s) ${rateOk ? 'PASS' : 'FAIL'}`),
    );
    if (r.cold) {
      summary.push(
        `  while the agenda changed ${(r.cold.changes / 5).toFixed(0)} times a second: ${r.cold.result.rps.toFixed(0)} req/s, p99 ${r.cold.result.p99.toFixed(1)} ms (no budget)`,
      );
    }
  }
  summary.forEach((l) => console.log(l));
  return { ok, summary };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await run();
