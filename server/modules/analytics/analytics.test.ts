import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_ADMIN, useTestApp } from '../../test/build-test-app.js';
import { makeOperator } from '../../test/factories.js';
import { leadEvents, leads } from './analytics.table.js';

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
