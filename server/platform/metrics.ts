import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { isNull, sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Server as SocketServer } from 'socket.io';
import { MSG } from '../../common/messages/it.js';
import type { Database } from '../db/client.js';
import { isDatabaseUnavailable } from '../db/client.js';
import type { MailTransport } from './mail/transport.js';
import { outbox } from './mail/outbox.table.js';

/**
 * What an operator watches, in Prometheus text format: one registry per app (tests build
 * many apps in one process). Process metrics (memory, CPU, event-loop lag, heap) come from
 * prom-client's defaults; the rest is counted here or read when scraped.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly httpRequests = new Counter({
    name: 'studio_http_requests_total',
    help: 'HTTP requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly httpDuration = new Histogram({
    name: 'studio_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });
  readonly dbErrors = new Counter({
    name: 'studio_db_errors_total',
    help: 'Requests failed by the database: unreachable, or a query error',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  readonly emails = new Counter({
    name: 'studio_emails_total',
    help: 'E-mails handed to the mail server (sent) or refused by it (failed, retried later)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });
  readonly uploads = new Counter({
    name: 'studio_uploads_total',
    help: 'Documents uploaded and kept',
    registers: [this.registry],
  });
  readonly uploadBytes = new Counter({
    name: 'studio_upload_bytes_total',
    help: 'Bytes of the documents uploaded and kept',
    registers: [this.registry],
  });
  readonly bookings = new Counter({
    name: 'studio_bookings_total',
    help: 'Bookings made, cancelled and moved, by every path',
    labelNames: ['action'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    // Gauges named like counters fail `promtool check metrics` (interop F15); the same figures
    // stay available by type as nodejs_active_handles, nodejs_active_requests, nodejs_active_resources.
    for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total']) {
      this.registry.removeSingleMetric(name);
    }
    // A series born at its first increment has no increase over the alert's window, so
    // `increase(studio_db_errors_total[5m]) > 0` would miss the first burst after a start.
    for (const kind of ['unavailable', 'query'] as const) this.dbErrors.inc({ kind }, 0);
    for (const result of ['sent', 'failed'] as const) this.emails.inc({ result }, 0);
    for (const action of ['made', 'cancelled', 'moved'] as const) this.bookings.inc({ action }, 0);
  }

  /** Gauges read at each scrape: database pool, outbox, sockets. */
  watch(database: Database, io: SocketServer) {
    const pool = database.pool;
    const registers = [this.registry];
    new Gauge({
      name: 'studio_db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers,
      collect() {
        if (!pool) return;
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    new Gauge({
      name: 'studio_db_pool_max',
      help: 'The most connections the pool opens (0 on the embedded PGlite)',
      registers,
      collect() {
        this.set(pool?.options.max ?? 0);
      },
    });
    const outboxState = async () => {
      const [row] = await database.db
        .select({
          pending: sql<number>`count(*)::int`,
          oldest: sql<string | null>`min(${outbox.sendAfter})`,
          now: sql<string>`now()`,
        })
        .from(outbox)
        .where(isNull(outbox.sentAt));
      const oldest = row.oldest ? new Date(row.oldest).getTime() : undefined;
      // Reminders queued for later are not late yet: the age counts from when a row was due.
      return { pending: row.pending, ageSeconds: oldest ? Math.max(0, (new Date(row.now).getTime() - oldest) / 1000) : 0 };
    };
    let reading: Promise<{ pending: number; ageSeconds: number } | undefined> | undefined;
    const readOnce = () =>
      (reading ??= outboxState()
        .catch(() => undefined)
        .finally(() => setImmediate(() => (reading = undefined))));
    new Gauge({
      name: 'studio_outbox_pending',
      help: 'E-mails in the outbox not sent yet (including reminders due later)',
      registers,
      async collect() {
        const state = await readOnce();
        if (state) this.set(state.pending);
      },
    });
    new Gauge({
      name: 'studio_outbox_oldest_due_seconds',
      help: 'How long the oldest unsent e-mail has been due (0 when none is late)',
      registers,
      async collect() {
        const state = await readOnce();
        if (state) this.set(state.ageSeconds);
      },
    });
    new Gauge({
      name: 'studio_sockets_connected',
      help: 'Realtime (chat) sockets connected to this instance',
      registers,
      collect() {
        this.set(io.engine?.clientsCount ?? 0);
      },
    });
  }

  /** Counts every answer by route and status, and database failures (bookings are counted where they are made: agenda's `book`). */
  install(app: FastifyInstance) {
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const labels = { method: request.method, route, status: String(reply.statusCode) };
      this.httpRequests.inc(labels);
      this.httpDuration.observe(labels, reply.elapsedTime / 1000);
      done();
    });
    app.addHook('onError', (_request, _reply, error: FastifyError, done) => {
      if (isDatabaseUnavailable(error)) this.dbErrors.inc({ kind: 'unavailable' });
      else if (isQueryError(error)) this.dbErrors.inc({ kind: 'query' });
      done();
    });
  }

  /** The transport, counting what it sends and what fails. */
  countMail(transport: MailTransport): MailTransport {
    return {
      send: async (mail) => {
        try {
          await transport.send(mail);
        } catch (error) {
          this.emails.inc({ result: 'failed' });
          throw error;
        }
        this.emails.inc({ result: 'sent' });
      },
      close: () => transport.close(),
    };
  }
}

/** A PostgreSQL error answer (SQLSTATE), possibly wrapped by the query builder. */
function isQueryError(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** Whether `header` is `Bearer <token>`, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string) {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET /metrics on the app's own port, for a scraper holding METRICS_TOKEN. Without a token
 * configured the route does not exist (404), so metrics are never public by accident.
 */
export function metricsRoute(app: FastifyInstance, metrics: Metrics, token: string | undefined) {
  app.get('/metrics', async (request, reply) => {
    if (!token) return reply.status(404).send({ success: false, error: MSG.notFound });
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send({ success: false, error: MSG.unauthenticated });
    }
    return reply.header('content-type', metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

/** GET /metrics alone on its own port (METRICS_PORT), for a network only the scraper reaches. */
export async function startMetricsServer(metrics: Metrics, port: number, host: string) {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
  return server;
}
