import http from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages/it.js';
import { useTestApp, type TestApp } from '../test/build-test-app.js';
import { multipart } from '../test/multipart.js';
import { linkedPair, setRomeTime } from '../test/scheduling.js';
import { startMetricsServer } from './metrics.js';

const TOKEN = 'metrics-token-for-the-tests';

async function scrape(t: TestApp) {
  const res = await t.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** The value of one series in a Prometheus text exposition (0 when absent). */
function value(text: string, series: string) {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics with METRICS_TOKEN', () => {
  const t = useTestApp({ METRICS_TOKEN: TOKEN });
  beforeEach(() => setRomeTime(t, '2026-11-23 08:00'));

  it('shows the counters the alerts read at zero from start-up, before anything happened', async () => {
    const text = await scrape(t);
    for (const series of [
      'studio_db_errors_total{kind="unavailable"}',
      'studio_db_errors_total{kind="query"}',
      'studio_emails_total{result="sent"}',
      'studio_emails_total{result="failed"}',
    ]) {
      expect(text.split('\n')).toContain(`${series} 0`);
    }
  });

  it('names no gauge with a counter’s _total suffix, so promtool check metrics passes its lint', async () => {
    const gauges = (await scrape(t)).split('\n').filter((line) => /^# TYPE \S+_total gauge$/.test(line));
    expect(gauges).toEqual([]);
  });

  it('refuses a scraper without the token, or with another one', async () => {
    for (const authorization of [undefined, 'Bearer another-token-of-same-len', `Basic ${TOKEN}`]) {
      const res = await t.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 401,
        body: { success: false, error: MSG.unauthenticated },
      });
    }
  });

  it('answers in Prometheus text format with the operator’s series', async () => {
    const res = await t.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const series of [
      '# TYPE studio_http_requests_total counter',
      '# TYPE studio_http_request_duration_seconds histogram',
      '# TYPE studio_db_errors_total counter',
      '# TYPE studio_db_pool_connections gauge',
      'studio_db_pool_max ',
      'studio_outbox_pending ',
      'studio_outbox_oldest_due_seconds ',
      'studio_sockets_connected ',
      '# TYPE studio_emails_total counter',
      '# TYPE studio_uploads_total counter',
      '# TYPE studio_upload_bytes_total counter',
      '# TYPE studio_bookings_total counter',
      'process_resident_memory_bytes ',
      '# TYPE nodejs_eventloop_lag_seconds gauge',
    ]) {
      expect(res.body).toContain(series);
    }
  });

  it('counts a request by route and status, with its latency', async () => {
    const series = 'studio_http_requests_total{method="GET",route="/api/health",status="200"}';
    const before = value(await scrape(t), series);
    await t.get('/api/health');
    await t.get('/api/health');
    const after = await scrape(t);
    expect(value(after, series)).toBe(before + 2);
    expect(value(after, 'studio_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}')).toBe(
      before + 2,
    );
  });

  it('counts requests to no route under one label, whatever their path', async () => {
    const series = 'studio_http_requests_total{method="GET",route="unmatched",status="404"}';
    const before = value(await scrape(t), series);
    await t.get('/api/non-esiste-1');
    await t.get('/api/non-esiste-2');
    expect(value(await scrape(t), series)).toBe(before + 2);
  });

  it('counts a booking made and one cancelled, and the e-mails they send', async () => {
    const { op, client } = await linkedPair(t);
    await t.flushMail();
    const before = await scrape(t);
    const booked = await t.post(
      '/api/createprenotazione',
      { id: op.user.id, giorno: '2026-11-25', ora: '10:00', serviceId: 0, note: '' },
      client.token,
    );
    expect(booked.status).toBe(200);
    expect(
      (await t.post('/api/deleteprenotazione', { id: op.user.id, ora: '1000', giorno: '2026-11-25' }, client.token)).status,
    ).toBe(200);
    const queued = await scrape(t);
    expect(value(queued, 'studio_outbox_pending')).toBeGreaterThan(0);
    const sent = await t.flushMail();
    const after = await scrape(t);
    expect(value(after, 'studio_bookings_total{action="made"}')).toBe(value(before, 'studio_bookings_total{action="made"}') + 1);
    expect(value(after, 'studio_bookings_total{action="cancelled"}')).toBe(
      value(before, 'studio_bookings_total{action="cancelled"}') + 1,
    );
    expect(sent).toBeGreaterThan(0);
    expect(value(after, 'studio_emails_total{result="sent"}')).toBe(value(before, 'studio_emails_total{result="sent"}') + sent);
    expect(value(after, 'studio_outbox_pending')).toBe(0);
  });

  it('counts the bookings a professional makes for a client, one for each date of a series', async () => {
    const { op, client } = await linkedPair(t);
    const before = value(await scrape(t), 'studio_bookings_total{action="made"}');
    const one = await t.post(
      '/api/createprenotazionecliente',
      { clientId: client.user.id, giorno: '2026-11-25', ora: '0930' },
      op.token,
    );
    expect(one.status).toBe(200);
    const three = await t.post(
      '/api/createserie',
      { clientId: client.user.id, giorno: '2026-11-26', ora: '0930', frequenza: 1, occorrenze: 3, note: '' },
      op.token,
    );
    expect(three.status).toBe(200);
    expect(value(await scrape(t), 'studio_bookings_total{action="made"}')).toBe(before + 4);
  });

  it('counts each appointment a series cancellation ends', async () => {
    const { op, client } = await linkedPair(t);
    await t.post(
      '/api/createserie',
      { clientId: client.user.id, giorno: '2026-11-26', ora: '0930', frequenza: 1, occorrenze: 3, note: '' },
      op.token,
    );
    const before = value(await scrape(t), 'studio_bookings_total{action="cancelled"}');
    const ended = await t.post(
      '/api/deleteprenotazioneserie',
      { giorno: '2026-11-26', ora: '0930', ambito: 'successivi' },
      op.token,
    );
    expect(ended.status).toBe(200);
    expect(value(await scrape(t), 'studio_bookings_total{action="cancelled"}')).toBe(before + 3);
  });

  it('counts an upload kept, and its bytes', async () => {
    const { op, client } = await linkedPair(t);
    const before = await scrape(t);
    const content = Buffer.from('%PDF-1.7\nmetriche\n%%EOF');
    const body = multipart({
      data: JSON.stringify({ filename: 'a.pdf', id: op.user.id }),
      doc: { filename: 'a.pdf', contentType: 'application/pdf', content },
    });
    const res = await t.inject({
      method: 'POST',
      url: '/api/carica',
      ...body,
      headers: { ...body.headers, authorization: `Bearer ${client.token}` },
    });
    expect(res.statusCode).toBe(200);
    const after = await scrape(t);
    expect(value(after, 'studio_uploads_total')).toBe(value(before, 'studio_uploads_total') + 1);
    expect(value(after, 'studio_upload_bytes_total')).toBe(value(before, 'studio_upload_bytes_total') + content.length);
  });

  it('serves the same series alone on a port of its own (METRICS_PORT), without a token', async () => {
    const server = await startMetricsServer(t.ctx.metrics, 0, '127.0.0.1');
    try {
      const { port } = server.address() as { port: number };
      const get = (path: string) =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          http
            .get({ host: '127.0.0.1', port, path }, (res) => {
              let body = '';
              res.on('data', (chunk: Buffer) => (body += chunk.toString()));
              res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
            })
            .on('error', reject);
        });
      const metrics = await get('/metrics');
      expect(metrics.status).toBe(200);
      expect(metrics.body).toContain('# TYPE studio_http_requests_total counter');
      expect((await get('/api/health')).status).toBe(404);
    } finally {
      server.close();
    }
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  const t = useTestApp();

  it('does not exist', async () => {
    const res = await t.get('/metrics');
    expect(res).toMatchObject({ status: 404, body: { success: false, error: MSG.notFound } });
  });
});
