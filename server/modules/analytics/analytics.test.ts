import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LEAD_BUCKET_FLOORS } from '../../../common/public.js';
import { selectRows } from '../../db/client.js';
import { TEST_ADMIN, useTestApp } from '../../test/build-test-app.js';
import { makeOperator } from '../../test/factories.js';
import { leadEvents, leads } from './analytics.table.js';
import { pruneAnalytics } from './analytics.service.js';

const t = useTestApp();

const beat = (id: string) => t.post('/api/analytics', { id, page: '/', type: 'heartbeat', timestamp: Date.now() });

describe('POST /api/analytics', () => {
  it('accepts a heartbeat and an event', async () => {
    const id = randomUUID();
    expect((await beat(id)).status).toBe(204);
    expect(
      (await t.post('/api/analytics', { id, type: 'event', timestamp: Date.now(), event: 'apri_agenda', error: null })).status,
    ).toBe(204);
  });

  it('refuses malformed payloads with a 4xx', async () => {
    for (const body of [
      {},
      { id: 'non-uuid', type: 'heartbeat', timestamp: 1 },
      { id: randomUUID(), type: 'altro', timestamp: 1 },
      { id: randomUUID(), type: 'event', timestamp: 1 },
    ]) {
      expect((await t.post('/api/analytics', body)).status).toBe(400);
    }
  });

  it('sums heartbeats into one row per lead, one second each at most once a second', async () => {
    const id = randomUUID();
    await beat(id);
    await beat(id);
    t.clock.advance(1000);
    await beat(id);
    await t.heartbeats.flush();
    const rows = (await t.ctx.db.select().from(leads)).filter((l) => l.id === id);
    expect(rows).toHaveLength(1);
    expect(rows[0].seconds).toBe(2);
  });
});

describe('GET /api/adminleads', () => {
  it('computes total, average, the 13 bars and the special leads', async () => {
    await t.ctx.db.delete(leadEvents);
    await t.ctx.db.delete(leads);
    const start = new Date('2026-11-20T10:00:00Z');
    const a = randomUUID();
    const b = randomUUID();
    const c = randomUUID();
    await t.ctx.db.insert(leads).values([
      { id: a, firstSeen: start, lastSeen: start, seconds: 0 },
      { id: b, firstSeen: start, lastSeen: start, seconds: 7 },
      { id: c, firstSeen: new Date(start.getTime() + 60_000), lastSeen: start, seconds: 200 },
    ]);
    await t.ctx.db.insert(leadEvents).values([
      { leadId: c, at: new Date(start.getTime() + 60_000 + 3400), event: 'apri_agenda' },
      { leadId: c, at: new Date(start.getTime() + 60_000 + 12_000), event: 'prenota', error: 'Orario occupato' },
    ]);
    const token = (await t.post('/api/login', { ...TEST_ADMIN, stayLogged: true })).body.token;
    const res = await t.get('/api/adminleads', token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      error: '',
      total: 3,
      avgTime: 69,
      bars: [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1],
      specialLeads: [
        {
          timestamp: start.getTime() + 60_000,
          events: { '3400': { event: 'apri_agenda' }, '12000': { event: 'prenota', error: 'Orario occupato' } },
        },
      ],
    });
  });

  it('is for the administrator only', async () => {
    const op = await makeOperator(t);
    expect((await t.get('/api/adminleads')).status).toBe(401);
    expect((await t.get('/api/adminleads', op.token)).status).toBe(403);
  });
});

/** The dashboard's figures as they were computed before the rollup: over every lead, on every call. */
async function reportOverEveryLead() {
  const floors = sql.raw(`ARRAY[${LEAD_BUCKET_FLOORS.join(',')}]`);
  const [totals] = await selectRows<{ total: string | number; avg: string | number | null }>(
    t.ctx.db,
    sql`SELECT count(*) AS total, avg(seconds) AS avg FROM leads`,
  );
  const bucketRows = await selectRows<{ bucket: number; n: string | number }>(
    t.ctx.db,
    sql`SELECT width_bucket(seconds, ${floors}) AS bucket, count(*) AS n FROM leads GROUP BY 1`,
  );
  const bars = LEAD_BUCKET_FLOORS.map(() => 0);
  for (const row of bucketRows) if (row.bucket >= 1) bars[Math.min(row.bucket, bars.length) - 1] += Number(row.n);
  const special = await selectRows<{
    first_seen: string | Date;
    events: { offset: number; event: string; error: string | null }[];
  }>(
    t.ctx.db,
    sql`SELECT l.first_seen, json_agg(json_build_object(
               'offset', (extract(epoch FROM e.at - l.first_seen) * 1000)::bigint,
               'event', e.event, 'error', e.error) ORDER BY e.at) AS events
        FROM leads l JOIN lead_events e ON e.lead_id = l.id
        GROUP BY l.id, l.first_seen ORDER BY l.first_seen DESC LIMIT 1000`,
  );
  return {
    success: true,
    error: '',
    total: Number(totals.total),
    avgTime: totals.avg === null ? 0 : Math.round(Number(totals.avg) * 100) / 100,
    bars,
    specialLeads: special.map((row) => ({
      timestamp: new Date(row.first_seen).getTime(),
      events: Object.fromEntries(
        row.events.map((e) => [
          String(Math.max(0, Number(e.offset))),
          e.error ? { event: e.event, error: e.error } : { event: e.event },
        ]),
      ),
    })),
  };
}

describe('GET /api/adminleads from the kept totals', () => {
  it('answers the same figures as a count over every lead, after visits, events, repeat visits and forgetting', async () => {
    const token = (await t.post('/api/login', { ...TEST_ADMIN, stayLogged: true })).body.token;
    await t.ctx.db.delete(leadEvents);
    await t.ctx.db.delete(leads);
    const base = t.clock.now().getTime();
    // 1,200 visitors over 400 days, seconds spread over every bar, one in 40 with events.
    const visitors = Array.from({ length: 1200 }, (_, i) => ({
      id: randomUUID(),
      firstSeen: new Date(base - 400 * 86_400_000 + i * 28_800_000 + (i % 7) * 1000),
      lastSeen: new Date(base - 400 * 86_400_000 + i * 28_800_000 + 600_000),
      seconds: (i * 37) % 211,
      page: '/',
    }));
    for (let i = 0; i < visitors.length; i += 300) await t.ctx.db.insert(leads).values(visitors.slice(i, i + 300));
    const withEvents = visitors.filter((_, i) => i % 40 === 0);
    await t.ctx.db.insert(leadEvents).values(
      withEvents.flatMap((v, k) => [
        { leadId: v.id, at: new Date(v.firstSeen.getTime() + 1500 + k), event: 'apri_agenda' },
        { leadId: v.id, at: new Date(v.firstSeen.getTime() + 9000), event: 'prenota', error: k % 2 ? 'Orario occupato' : null },
      ]),
    );
    expect((await t.get('/api/adminleads', token)).body).toEqual(await reportOverEveryLead());

    // Heartbeats of new and returning visitors (the flush adds to existing rows), and an event through the API.
    const returning = visitors[1199].id;
    await beat(returning);
    await beat(randomUUID());
    t.clock.advance(1000);
    await beat(returning);
    await t.heartbeats.flush();
    await t.post('/api/analytics', { id: returning, type: 'event', timestamp: Date.now(), event: 'apri_agenda', error: null });
    expect((await t.get('/api/adminleads', token)).body).toEqual(await reportOverEveryLead());

    // The retention job forgets the visitors not seen for ANALYTICS_RETENTION_DAYS.
    expect(await pruneAnalytics(t.ctx)).toBeGreaterThan(0);
    const after = (await t.get('/api/adminleads', token)).body;
    expect(after).toEqual(await reportOverEveryLead());
    expect(after.total).toBeLessThan(1200);
  });

  it('answers zero everywhere when there are no leads', async () => {
    const token = (await t.post('/api/login', { ...TEST_ADMIN, stayLogged: true })).body.token;
    await t.ctx.db.delete(leadEvents);
    await t.ctx.db.delete(leads);
    expect((await t.get('/api/adminleads', token)).body).toEqual({
      success: true,
      error: '',
      total: 0,
      avgTime: 0,
      bars: LEAD_BUCKET_FLOORS.map(() => 0),
      specialLeads: [],
    });
  });
});
