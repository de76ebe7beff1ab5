/**
 * The paths that used to grow with the whole product's data (review 2026-11-23, scale), at two
 * sizes on PostgreSQL: S (100 professionals, 5,100 users, 100,000 leads, 200,000 e-mails) and
 * M = 10 × S. For each: the median over HTTP (for the mail worker's claim, the statement's
 * execution time), the growth factor M/S, and EXPLAIN (ANALYZE, BUFFERS) of its statements.
 * Budgets: every growth factor ≤ 1.5 (or within 1 ms, which is noise at these figures);
 * at M, /api/adminleads and /api/adminclienti?q under 100 ms and the claim under 5 ms.
 * The probe pages are the same at both sizes (scale-data.ts); 'esposito', which matches 1 user
 * in 60, is shown besides: a substring search costs what its matches cost.
 *
 * Run: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/scale.bench.ts
 * (its own database, dropped at the end; about 3 minutes on 2 cores).
 */
import { pathToFileURL } from 'node:url';
import { and, desc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { PAGE_SIZE } from '../common/constants.js';
import { selectRows, type Db, type Queryable } from '../server/db/client.js';
import { users } from '../server/modules/accounts/accounts.table.js';
import { messages } from '../server/modules/chat/chat.table.js';
import { createSession } from '../server/modules/accounts/sessions.service.js';
import { adminUsersStatements } from '../server/modules/admin/admin.service.js';
import { leadStatsStatement, specialLeadsStatement } from '../server/modules/analytics/analytics.service.js';
import { professionalsStatements } from '../server/modules/links/links.service.js';
import { MailWorker, claimStatement, pruneOutbox } from '../server/platform/mail/mail-worker.js';
import type { MailTransport } from '../server/platform/mail/transport.js';
import { outbox } from '../server/platform/mail/outbox.table.js';
import {
  PROBE_CLIENT_EMAIL,
  PROBE_PRO_EMAIL,
  PROBE_SURNAME,
  countsOf,
  dailyCountsOf,
  loadDailyData,
  loadScaleData,
} from '../server/test/scale-data.js';
import { median, startBenchApp, type BenchApp } from './lib/bench-app.js';

const ROUNDS = 25;
const DAY = 86_400_000;

interface Figure {
  ms: number;
  /** Pages read by the path's statements; for the user paths only the chat page's (the others' plans are flat by index). */
  buffers?: number;
}
type Sized = Record<string, Figure>;

interface PlanJson {
  Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number };
  'Execution Time': number;
}

/** Pages read (hit + read) by the statement, from EXPLAIN (ANALYZE, BUFFERS), warm. */
async function buffersOf(db: Db, statement: SQLWrapper) {
  const explain = sql`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement.getSQL()}`;
  let plan: PlanJson | undefined;
  // Twice (the second is warm); ANALYZE runs the statement, so the claim's UPDATE is undone.
  for (let i = 0; i < 2; i++) {
    await rolledBack(db, async (tx) => {
      const [row] = await selectRows<{ 'QUERY PLAN': [PlanJson] }>(tx, explain);
      plan = row['QUERY PLAN'][0];
    });
  }
  return plan!.Plan['Shared Hit Blocks'] + plan!.Plan['Shared Read Blocks'];
}

class Undo extends Error {}

/** Runs `work` in a transaction that is then rolled back. */
async function rolledBack(db: Db, work: (tx: Queryable) => Promise<unknown>) {
  await db
    .transaction(async (tx) => {
      await work(tx);
      throw new Undo();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Undo)) throw error;
    });
}

/** The median of ROUNDS warm runs: wall time, or the time `run` reports when it returns a number. */
async function timed(run: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t0 = performance.now();
    const reported = await run();
    times.push(typeof reported === 'number' ? reported : performance.now() - t0);
  }
  return median(times);
}

async function http(app: BenchApp, path: string, token: string, body?: object) {
  const res = await fetch(`${app.base}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await res.json()) as { success?: boolean; error?: string };
  if (res.status !== 200 || answer.success === false) throw new Error(`${path}: ${res.status} ${answer.error ?? ''}`);
  return answer;
}

/** The next weekday (Rome) at least `days` ahead, as an ISO date: the probe's hours are Monday to Friday. */
function weekdayAhead(days: number) {
  const d = new Date(Date.now() + days * DAY);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setTime(d.getTime() + DAY);
  return d.toISOString().slice(0, 10);
}

/**
 * The ten reads a professional and a client make most (their home pages, agenda, lists, record,
 * chat, documents, unread counts) and a booking made and cancelled, as the probe pair: the same
 * pages at every size while every table around them grows.
 */
function userPaths(app: BenchApp, pro: { id: number; token: string }, client: { id: number; token: string }) {
  const get = (path: string, token: string) => () => http(app, path, token);
  const slot = { ora: '1130', giorno: weekdayAhead(14) };
  return [
    ['GET /api/me', get('/api/me', pro.token)],
    ['GET /api/calendario', get('/api/calendario?page=0', pro.token)],
    ['GET /api/clienti', get('/api/clienti?page=0', pro.token)],
    ['GET /api/cliente?id', get(`/api/cliente?id=${client.id}`, pro.token)],
    ['GET /api/messaggi?id (300 messages)', get(`/api/messaggi?id=${client.id}`, pro.token)],
    ['GET /api/calendariocliente?id', get(`/api/calendariocliente?id=${pro.id}&page=0`, client.token)],
    ['GET /api/myops', get('/api/myops?page=0', client.token)],
    ['GET /api/op?id', get(`/api/op?id=${pro.id}`, client.token)],
    ['GET /api/documenti?id', get(`/api/documenti?id=${pro.id}&t=1&page=0`, client.token)],
    ['GET /api/nonletti', get('/api/nonletti', client.token)],
    [
      'POST /api/createprenotazione, then /api/deleteprenotazione',
      async () => {
        await http(app, '/api/createprenotazione', client.token, { id: pro.id, ...slot, note: 'Prova' });
        await http(app, '/api/deleteprenotazione', client.token, { id: pro.id, ...slot });
      },
    ],
  ] as const;
}

const BACKLOG = 5000;

/**
 * A restart with a backlog: BACKLOG e-mails due an hour ago (the outbox also holds the size's
 * sent mail and future reminders). The worker's own cost per e-mail, through a transport that
 * accepts at once, so only the claims and the sent marks are timed.
 */
async function backlogMsPerEmail(app: BenchApp) {
  const db = app.ctx.db;
  await db.execute(sql`
    INSERT INTO outbox ("to", subject, text, html, send_after, next_attempt_at, created_at)
    SELECT 'arretrato' || g || '@scale.example', 'Promemoria appuntamento', 'Ti ricordiamo il tuo appuntamento.',
           '<p>Ti ricordiamo il tuo appuntamento.</p>', now() - interval '1 hour', now() - interval '1 hour', now() - interval '1 hour'
    FROM generate_series(1, ${BACKLOG}) AS g`);
  await db.execute(sql`ANALYZE outbox`);
  const accepted: MailTransport = { send: async () => {}, close: () => {} };
  const worker = new MailWorker(db, accepted, app.ctx.clock, app.ctx.config.mailFrom, app.ctx.log);
  const t0 = performance.now();
  const sent = await worker.runOnce();
  const ms = performance.now() - t0;
  // Besides the backlog, the e-mails of the bookings made above are due too.
  if (sent < BACKLOG) throw new Error(`backlog: sent ${sent} of ${BACKLOG}`);
  return ms / sent;
}

/** A size loaded and ready: its timed paths (name, run, pages read), then what is measured once at the end. */
interface PreparedSize {
  paths: [string, () => Promise<unknown>, (() => Promise<number>) | undefined][];
  /** The backlog and the retention run (they change the data), then the app closes. */
  finish: (figures: Sized) => Promise<void>;
  notes: string[];
}

async function prepareSize(serverUrl: string, unit: number, label: string): Promise<PreparedSize> {
  const app = await startBenchApp(serverUrl);
  const notes: string[] = [];
  try {
    const db = app.ctx.db;
    const loadStart = performance.now();
    await loadScaleData(db, countsOf(unit));
    await loadDailyData(db, countsOf(unit), dailyCountsOf(unit));
    await db.execute(sql`VACUUM (ANALYZE)`);
    // Measure the database at rest: without it, the load's and the vacuum's dirty pages (GBs at
    // M, over max_wal_size) are still being written by the checkpointer while the reads are timed.
    await db.execute(sql`CHECKPOINT`);
    const [{ size }] = await selectRows<{ size: string }>(
      db,
      sql`SELECT pg_size_pretty(pg_database_size(current_database())) AS size`,
    );
    notes.push(`${label}: loaded in ${((performance.now() - loadStart) / 1000).toFixed(0)} s, database ${size}`);
    const [admin] = await db.select().from(users).where(eq(users.email, app.ctx.config.adminEmail));
    const [client] = await db.select().from(users).where(eq(users.email, PROBE_CLIENT_EMAIL));
    const [pro] = await db.select().from(users).where(eq(users.email, PROBE_PRO_EMAIL));
    const adminToken = await createSession(app.ctx, admin.id, true);
    const clientToken = await createSession(app.ctx, client.id, true);
    const proToken = await createSession(app.ctx, pro.id, true);
    // The claim at a moment when reminders are due (tomorrow): it takes 20 and stops.
    const claimAt = new Date(Date.now() + DAY);
    // Its own time (EXPLAIN ANALYZE's execution time, in a transaction rolled back), as the
    // worker runs it: the bench's BEGIN and ROLLBACK are not the claim's.
    const claim = async () => {
      let ms = 0;
      await rolledBack(db, async (tx) => {
        const [row] = await selectRows<{ 'QUERY PLAN': [PlanJson] }>(
          tx,
          sql`EXPLAIN (ANALYZE, FORMAT JSON) ${claimStatement(tx, claimAt).getSQL()}`,
        );
        ms = row['QUERY PLAN'][0]['Execution Time'];
      });
      return ms;
    };
    const adminQ = (q: string) => adminUsersStatements(db, q, PAGE_SIZE.adminUsers, 0);
    const ops = (q: string) => professionalsStatements(app.ctx, client.id, q, PAGE_SIZE.professionals, 0);
    const sum = async (...statements: SQLWrapper[]) => {
      let total = 0;
      for (const s of statements) total += await buffersOf(db, s);
      return total;
    };
    const probe = PROBE_SURNAME.toLowerCase();
    const paths: [string, () => Promise<unknown>, () => Promise<number>][] = [
      ['mail worker claim (20 due e-mails)', claim, () => buffersOf(db, claimStatement(db, claimAt))],
      [
        'GET /api/adminleads',
        () => http(app, '/api/adminleads', adminToken),
        () => sum(leadStatsStatement(), specialLeadsStatement()),
      ],
      [
        `GET /api/adminclienti?q=${probe}`,
        () => http(app, `/api/adminclienti?page=0&q=${probe}`, adminToken),
        () => sum(adminQ(probe).page, adminQ(probe).total),
      ],
      [
        'GET /api/adminclienti',
        () => http(app, '/api/adminclienti?page=0', adminToken),
        () => sum(adminQ('').page, adminQ('').total),
      ],
      [
        'GET /api/ops?q=zanzott',
        () => http(app, '/api/ops?page=0&q=zanzott', clientToken),
        () => sum(ops('zanzott').page, ops('zanzott').total),
      ],
      ['GET /api/ops', () => http(app, '/api/ops?page=0', clientToken), () => sum(ops('').page, ops('').total)],
      [
        'GET /api/adminclienti?q=esposito (1 user in 60)',
        () => http(app, '/api/adminclienti?page=0&q=esposito', adminToken),
        () => sum(adminQ('esposito').page, adminQ('esposito').total),
      ],
    ];
    const probePair = userPaths(app, { id: pro.id, token: proToken }, { id: client.id, token: clientToken });
    // The chat page's statement (the newest messages of the pair): its pages read tell the
    // plan's cost from the noise of a 2 ms median.
    const chatPage = db
      .select()
      .from(messages)
      .where(and(eq(messages.operatorId, pro.id), eq(messages.clientId, client.id)))
      .orderBy(desc(messages.id))
      .limit(PAGE_SIZE.chatBatch + 1);
    const chatPlan = await selectRows<{ 'QUERY PLAN': string }>(db, sql`EXPLAIN ${chatPage.getSQL()}`);
    notes.push(`${label}: chat page plan: ${chatPlan.map((r) => r['QUERY PLAN'].trim()).join(' / ')}`);
    const allPaths: PreparedSize['paths'] = [
      ...paths,
      ...probePair.map(([name, run]): PreparedSize['paths'][number] => [
        name,
        run,
        name.startsWith('GET /api/messaggi') ? () => buffersOf(db, chatPage) : undefined,
      ]),
    ];
    const finish = async (figures: Sized) => {
      try {
        const perEmail = await backlogMsPerEmail(app);
        figures[`mail worker, backlog of ${BACKLOG.toLocaleString('en')} due e-mails (ms per e-mail)`] = { ms: perEmail };
        notes.push(
          `${label}: backlog of ${BACKLOG.toLocaleString('en')} sent at ${Math.round(60_000 / perEmail).toLocaleString('en')} e-mails a minute by the worker alone`,
        );
        // The hourly retention job's first run over a year of sent mail, then the claim again.
        const before = (await db.select({ n: sql<number>`count(*)::int` }).from(outbox))[0].n;
        const pruneStart = performance.now();
        const pruned = await pruneOutbox(db, app.ctx.clock, app.ctx.config.outboxRetentionDays);
        const pruneMs = performance.now() - pruneStart;
        await db.execute(sql`VACUUM (ANALYZE) outbox`);
        notes.push(
          `${label}: retention (${app.ctx.config.outboxRetentionDays} days) deleted ${pruned.toLocaleString('en')} of ${before.toLocaleString('en')} e-mails in ${(pruneMs / 1000).toFixed(1)} s; claim afterwards ${(await timed(claim)).toFixed(2)} ms`,
        );
      } finally {
        await app.close();
      }
    };
    return { paths: allPaths, finish, notes };
  } catch (error) {
    await app.close();
    throw error;
  }
}

/**
 * Each path timed at both sizes in alternation: warm runs at S and M, then ROUNDS rounds of one
 * run at S and one at M, so whatever else the machine does in the meantime weighs on both.
 */
async function timedAtBoth(runS: () => Promise<unknown>, runM: () => Promise<unknown>): Promise<[number, number]> {
  for (let i = 0; i < 3; i++) {
    await runS();
    await runM();
  }
  const times: [number[], number[]] = [[], []];
  const once = async (run: () => Promise<unknown>) => {
    const t0 = performance.now();
    const reported = await run();
    return typeof reported === 'number' ? reported : performance.now() - t0;
  };
  for (let i = 0; i < ROUNDS; i++) {
    times[0].push(await once(runS));
    times[1].push(await once(runM));
  }
  return [median(times[0]), median(times[1])];
}

const BUDGET_AT_M: Record<string, number> = {
  'mail worker claim (20 due e-mails)': 5,
  'GET /api/adminleads': 100,
  [`GET /api/adminclienti?q=${PROBE_SURNAME.toLowerCase()}`]: 100,
  'GET /api/adminclienti?q=esposito (1 user in 60)': 100,
};
/** Shown, not held to the growth budget: its matches grow with the data (10 × from S to M). */
const GROWS_WITH_MATCHES = 'GET /api/adminclienti?q=esposito (1 user in 60)';

export async function run() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    const line = 'scale: skipped (set BENCH_DATABASE_URL to a PostgreSQL server)';
    console.log(line);
    return { ok: true, summary: [line] };
  }
  // SCALE_UNITS=0.1,1 tries the benchmark quickly at a tenth of each size.
  const [small, medium] = (process.env.SCALE_UNITS ?? '1,10').split(',').map(Number);
  const S = await prepareSize(serverUrl, small, 'S');
  const M = await prepareSize(serverUrl, medium, 'M');
  const s = { figures: {} as Sized, notes: S.notes };
  const m = { figures: {} as Sized, notes: M.notes };
  for (const [i, [name, runS, buffersS]] of S.paths.entries()) {
    const [, runM, buffersM] = M.paths[i];
    const [msS, msM] = await timedAtBoth(runS, runM);
    s.figures[name] = { ms: msS, buffers: await buffersS?.() };
    m.figures[name] = { ms: msM, buffers: await buffersM?.() };
  }
  await S.finish(s.figures);
  await M.finish(m.figures);
  const summary: string[] = [];
  let ok = true;
  console.log('\n| path | S ms / buffers | M ms / buffers | ×M/S time | ×M/S buffers | budget | |');
  console.log('|---|---|---|---|---|---|---|');
  for (const name of Object.keys(s.figures)) {
    const a = s.figures[name];
    const b = m.figures[name];
    const growth = b.ms / a.ms;
    const flat = name === GROWS_WITH_MATCHES || growth <= 1.5 || b.ms - a.ms < 1;
    const limit = BUDGET_AT_M[name];
    const held = flat && (limit === undefined || b.ms < limit);
    ok &&= held;
    const budget = [name === GROWS_WITH_MATCHES ? 'O(matches)' : '×M/S ≤ 1.5', limit ? `M < ${limit} ms` : '']
      .filter(Boolean)
      .join(', ');
    const buf = (f: Figure) => (f.buffers === undefined ? '' : ` / ${f.buffers}`);
    const bufGrowth = a.buffers === undefined || b.buffers === undefined ? '' : (b.buffers / a.buffers).toFixed(2);
    const row = `| ${name} | ${a.ms.toFixed(2)}${buf(a)} | ${b.ms.toFixed(2)}${buf(b)} | ${growth.toFixed(2)} | ${bufGrowth} | ${budget} | ${held ? 'held' : 'MISSED'} |`;
    console.log(row);
    summary.push(
      `scale, ${name}: S ${a.ms.toFixed(2)} ms${buf(a)}, M ${b.ms.toFixed(2)} ms${buf(b)}, ×${growth.toFixed(2)} (${budget}) ${held ? 'PASS' : 'FAIL'}`,
    );
  }
  for (const note of [...s.notes, ...m.notes]) console.log(note);
  return { ok, summary: [...summary, ...s.notes, ...m.notes] };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { ok } = await run();
  process.exitCode = ok ? 0 : 1;
}
