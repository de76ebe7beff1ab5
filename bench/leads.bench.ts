/**
 * GET /api/adminleads over 100,000 leads (5,000 of them with events). Budget: < 300 ms.
 * Run: `npx tsx bench/leads.bench.ts` (PGlite; BENCH_DATABASE_URL adds PostgreSQL).
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import { users } from '../server/modules/accounts/accounts.table.js';
import { createSession } from '../server/modules/accounts/sessions.service.js';
import { leadEvents, leads } from '../server/modules/analytics/analytics.table.js';
import { median, percentile, startBenchApp } from './lib/bench-app.js';

const LEADS = 100_000;
const BUDGET_MS = 300;

async function measure(label: string, serverUrl?: string) {
  const app = await startBenchApp(serverUrl);
  try {
    const start = Date.now() - 30 * 86_400_000;
    const ids: string[] = [];
    for (let i = 0; i < LEADS; i += 5000) {
      const batch = Array.from({ length: 5000 }, (_, j) => {
        const id = randomUUID();
        ids.push(id);
        const at = new Date(start + (i + j) * 20_000);
        return { id, firstSeen: at, lastSeen: at, seconds: (i + j) % 200, page: '/' };
      });
      await app.ctx.db.insert(leads).values(batch);
    }
    const events = ids.slice(0, 5000).flatMap((id, k) =>
      ['apri_agenda', 'scegli_orario', 'prenota'].map((event, n) => ({
        leadId: id,
        at: new Date(start + k * 20_000 + (n + 1) * 3000),
        event,
      })),
    );
    for (let i = 0; i < events.length; i += 5000) await app.ctx.db.insert(leadEvents).values(events.slice(i, i + 5000));
    const [admin] = await app.ctx.db.select().from(users).where(eq(users.email, app.ctx.config.adminEmail));
    const token = await createSession(app.ctx, admin.id, true);
    const times: number[] = [];
    for (let i = 0; i < 8; i++) {
      const t0 = performance.now();
      const res = await fetch(`${app.base}/api/adminleads`, { headers: { authorization: `Bearer ${token}` } });
      const body = (await res.json()) as { total: number };
      times.push(performance.now() - t0);
      if (body.total !== LEADS) throw new Error(`expected ${LEADS} leads, got ${body.total}`);
    }
    const warm = times.slice(1);
    return { label, median: median(warm), worst: percentile(warm, 1) };
  } finally {
    await app.close();
  }
}

export async function run() {
  const rows = [await measure('PGlite')];
  if (process.env.BENCH_DATABASE_URL) rows.push(await measure('PostgreSQL', process.env.BENCH_DATABASE_URL));
  const summary = rows.map(
    (r) =>
      `GET /api/adminleads, 100,000 leads, ${r.label}: median ${r.median.toFixed(0)} ms, worst ${r.worst.toFixed(0)} ms (budget < ${BUDGET_MS} ms) ${r.median < BUDGET_MS ? 'PASS' : 'FAIL'}`,
  );
  summary.forEach((l) => console.log(l));
  return { ok: rows.every((r) => r.median < BUDGET_MS), summary };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await run();
