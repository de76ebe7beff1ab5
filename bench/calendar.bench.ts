/**
 * GET /api/calendario for a professional with 2,000 bookings and 200 day overrides.
 * Budgets (issue 3): under 15 ms median and 40 ms p99 on PGlite (sequential requests);
 * at least 1,000 requests/s on PostgreSQL. Set BENCH_DATABASE_URL to measure PostgreSQL.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/client.js';
import { users } from '../server/modules/accounts/accounts.table.js';
import { createSession } from '../server/modules/accounts/accounts.service.js';
import { bookings, slotOverrides } from '../server/modules/agenda/agenda.table.js';
import { addDays, romeInstant, romeToday } from '../server/modules/agenda/rome-time.js';
import { weeklyHours } from '../server/modules/schedule/schedule.table.js';
import { HALF_HOURS } from '../common/schedule.js';
import { fmt, printTable, runLoad } from './lib/run-load.js';

async function scenario(label: string, url: string | undefined) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'studio-bench-'));
  let dbName: string | undefined;
  let dbUrl = url;
  if (url) {
    dbName = `studio_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${dbName}`;
    dbUrl = u.toString();
  }
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ADMIN_PASSWORD: 'Admin12345', ...(dbUrl ? { DATABASE_URL: dbUrl } : {}) });
  const database = await openDatabase({ url: dbUrl, dataDir: dbUrl ? undefined : path.join(dataDir, 'db'), poolSize: 10 });
  await database.migrate();
  const { app, ctx } = await buildApp(config, { database, startWorkers: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;

  const [op] = await ctx.db.insert(users).values({ email: 'bench-op@example.it', passwordHash: 'x', op: true, nome: 'Bench', cognome: 'Op', emailConfirmedAt: new Date(), scadenzaAbbonamento: new Date(Date.now() + 30 * 86_400_000) }).returning();
  const clients = await ctx.db.insert(users).values(Array.from({ length: 20 }, (_, i) => ({ email: `bench-c${i}@example.it`, passwordHash: 'x', nome: `Cliente${i}`, cognome: 'Bench', emailConfirmedAt: new Date() }))).returning();
  const allDay = ['00:00', '23:30'];
  await ctx.db.insert(weeklyHours).values({ userId: op.id, orario: { l: allDay, ma: allDay, me: allDay, g: allDay, v: allDay, s: allDay, d: allDay } });
  const today = romeToday(new Date());
  // 2,000 bookings: 1,500 in the coming 84 days, 500 in the past; 200 days with overrides.
  const rows = [];
  for (let i = 0; i < 2000; i++) {
    const giorno = i < 1500 ? addDays(today, 1 + (i % 83)) : addDays(today, -1 - (i % 200));
    const ora = HALF_HOURS[(Math.floor(i / 83) * 7) % 48];
    rows.push({ operatorId: op.id, clientId: clients[i % 20].id, giorno, ora, startsAt: romeInstant(giorno, ora) ?? new Date(), serviceName: 'Visita', note: '' });
  }
  const unique = [...new Map(rows.map((r) => [`${r.giorno} ${r.ora}`, r])).values()];
  for (let i = 0; i < unique.length; i += 500) await ctx.db.insert(bookings).values(unique.slice(i, i + 500));
  const overrides = [];
  for (let d = 0; d < 200; d++) overrides.push({ userId: op.id, giorno: addDays(today, d - 100), ora: '23:30', stato: 1 });
  await ctx.db.insert(slotOverrides).values(overrides);
  const token = await createSession(ctx, op.id, true);
  const headers = { authorization: `Bearer ${token}` };
  const target = `http://127.0.0.1:${port}/api/calendario?page=1`;

  const sequential = await runLoad({ url: target, headers, sequential: true, durationMs: 4000 });
  const concurrent = await runLoad({ url: target, headers, connections: 16, durationMs: 5000 });
  await app.close();
  await database.close();
  if (dbName) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
  await rm(dataDir, { recursive: true, force: true });
  return { label, sequential, concurrent, bookings: unique.length };
}

const results = [await scenario('PGlite', undefined)];
if (process.env.BENCH_DATABASE_URL) results.push(await scenario('PostgreSQL', process.env.BENCH_DATABASE_URL));

printTable(
  results.flatMap((r) => [
    {
      scenario: `${r.label} sequential`,
      'req/s': fmt(r.sequential.rps, 0),
      'p50 ms': fmt(r.sequential.p50, 2),
      'p99 ms': fmt(r.sequential.p99, 2),
      errors: r.sequential.errors,
      budget: r.label === 'PGlite' ? 'p50 < 15 ms, p99 < 40 ms' : '-',
      result: r.label === 'PGlite' ? (r.sequential.p50 < 15 && r.sequential.p99 < 40 ? 'PASS' : 'FAIL') : '-',
    },
    {
      scenario: `${r.label} 16 connections`,
      'req/s': fmt(r.concurrent.rps, 0),
      'p50 ms': fmt(r.concurrent.p50, 2),
      'p99 ms': fmt(r.concurrent.p99, 2),
      errors: r.concurrent.errors,
      budget: r.label === 'PostgreSQL' ? '>= 1,000 req/s' : '-',
      result: r.label === 'PostgreSQL' ? (r.concurrent.rps >= 1000 && r.concurrent.errors === 0 ? 'PASS' : 'FAIL') : '-',
    },
  ]),
);
console.log(`(${results[0].bookings} bookings after removing duplicate slots, 200 overrides, page 1 of the agenda)`);
