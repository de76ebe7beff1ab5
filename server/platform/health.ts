import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { MSG } from '../../common/messages/it.js';
import { isDatabaseUnavailable, type Database } from '../db/client.js';
import type { Lifecycle } from './lifecycle.js';

/** The health check's own query must not wait on a database that does not answer. */
const HEALTH_QUERY_MS = 3000;

/**
 * While starting (database not yet reached) every API call gets an Italian 503; while draining
 * every request does, with Connection: close. Pages are served while starting.
 */
export function installPhaseGate(app: FastifyInstance, lifecycle: Lifecycle, database: Database) {
  app.addHook('onRequest', (request, reply, done) => {
    if (lifecycle.phase === 'ready') return done();
    if (lifecycle.phase === 'starting' && !request.url.startsWith('/api/')) return done();
    const draining = lifecycle.phase === 'draining';
    // Retry-After: a client (or a load balancer) tries again shortly, by then on a healthy instance.
    reply.status(503).header('retry-after', '5');
    if (draining) reply.header('connection', 'close');
    const error = draining ? MSG.serverRestarting : MSG.databaseUnavailable;
    const health = request.url.split('?')[0] === '/api/health';
    reply.send({
      success: false,
      error,
      ...(health ? { status: lifecycle.phase, database: database.kind, databaseState: draining ? 'up' : 'unreachable' } : {}),
    });
  });
}

/** `GET /api/health`: 200 when the database answers, 503 (degraded) when it cannot be reached. */
export function healthRoute(app: FastifyInstance, database: Database) {
  app.get('/api/health', async (_request, reply) => {
    try {
      await withTimeout(database.db.execute(sql`select 1`), HEALTH_QUERY_MS);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      return reply.status(503).header('retry-after', '5').send({
        success: false,
        error: MSG.databaseUnavailable,
        status: 'degraded',
        database: database.kind,
        databaseState: 'unreachable',
      });
    }
    return { success: true, status: 'ok', database: database.kind };
  });
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('Database query timed out'), { code: 'ETIMEDOUT' })), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
