import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { isAppRoute } from '../common/app-routes.js';
import { MSG } from '../common/messages/it.js';
import { HOUR, MINUTE } from '../common/time.js';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { isDatabaseUnavailable, loggableError, openDatabase, type Database } from './db/client.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { securityRoutes } from './modules/accounts/security.routes.js';
import { agendaRoutes } from './modules/agenda/agenda.routes.js';
import { agendaViewRoutes } from './modules/agenda/agenda-view.routes.js';
import { seriesRoutes } from './modules/agenda/series.routes.js';
import { materialiseDueSeries } from './modules/agenda/series.service.js';
import { linksRoutes } from './modules/links/links.routes.js';
import { scheduleRoutes } from './modules/schedule/schedule.routes.js';
import { chatRoutes } from './modules/chat/chat.routes.js';
import { registerChatSocket } from './modules/chat/chat.socket.js';
import { onlineUsers, registerLiveSocket } from './modules/live/live.socket.js';
import { queueUnreadNotices } from './modules/chat/chat-notices.js';
import { queueDocumentNotices } from './modules/documents/document-notices.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { documentsRoutes } from './modules/documents/documents.routes.js';
import { externalCalendarsRoutes } from './modules/external-calendars/external-calendars.routes.js';
import { runDueFetches } from './modules/external-calendars/external-calendars.service.js';
import { recomputeUsedSpace, referencedFileKeys } from './modules/documents/documents.recovery.js';
import { workspaceRoutes } from './modules/workspace/workspace.routes.js';
import { attachRealtime } from './platform/realtime.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { analyticsRoutes } from './modules/analytics/analytics.routes.js';
import { HeartbeatBuffer, pruneAnalytics } from './modules/analytics/analytics.service.js';
import { publicRoutes } from './modules/public/public.routes.js';
import { calendarsRoutes } from './modules/calendars/calendars.routes.js';
import { privacyRoutes } from './modules/privacy/privacy.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { pruneAccessLog } from './modules/audit/audit.service.js';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.js';
import { queueExpiryNotices } from './modules/subscriptions/subscriptions.service.js';
import { paymentProvider } from './platform/payments.js';
import type { Server as SocketServer } from 'socket.io';
import type Stripe from 'stripe';
import { ensureAdmin, purgeUnconfirmed } from './modules/accounts/accounts.service.js';
import { systemClock, type Clock } from './platform/clock.js';
import { EventBus } from './platform/events.js';
import type { FileStore } from './platform/files/file-store.js';
import { openFileStore } from './platform/files/open-file-store.js';
import {
  HTTP_TIMEOUTS,
  installCsrfCheck,
  installErrorHandler,
  installUnreadBodyClose,
  issueCsrfCookie,
} from './platform/http.js';
import { Lifecycle, withRetries } from './platform/lifecycle.js';
import { MailWorker, pruneOutbox } from './platform/mail/mail-worker.js';
import { Metrics, metricsRoute } from './platform/metrics.js';
import { fileTransport, smtpTransport, type MailTransport } from './platform/mail/transport.js';
import { pruneRateLimits } from './platform/rate-limit.js';
import { sharedJwtSecret } from './platform/settings.js';

export interface BuildOptions {
  /** An open, migrated database; by default one is opened from the configuration. */
  database?: Database;
  clock?: Clock;
  mailTransport?: MailTransport;
  files?: FileStore;
  /** A Stripe client (tests point one at a local fake server). */
  stripe?: Stripe;
  /** Background work (mail worker, housekeeping); tests may drive it by hand instead. */
  startWorkers?: boolean;
  /** Called once the app is ready, just before it starts to serve. */
  onReady?: (app: FastifyInstance) => void;
}

export interface App {
  app: FastifyInstance;
  ctx: AppContext;
  heartbeats: HeartbeatBuffer;
  /** The realtime server (tests ask it which sockets every instance holds). */
  io: SocketServer;
  lifecycle: Lifecycle;
  /**
   * Resolves once the database is reached, migrated and the workers run. With a database
   * given in the options it already has when buildApp returns; otherwise the app answers 503
   * until then, retrying with backoff while PostgreSQL is unreachable.
   */
  ready: Promise<void>;
}

/**
 * What the access log keeps of a request: link tokens (confirmation, reset, login link) are
 * cut out of the URL, so nobody who reads the logs can use a link (security review F-L6).
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export const redactTokens = (url: string) => url.replace(/([?&]token=)[^&#]*/gi, '$1[rimosso]');

/** The composition root: every part is made here and handed to the modules. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(config.env === 'development'
        ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
        : {}),
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { req: serializeRequest },
    },
    // A hop count trusts that many proxies in front of the server (proxy-addr's hop index).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // Access logs only when someone reads them: at warn and above they are pure cost.
    logController: new LogController({ disableRequestLogging: !['info', 'debug', 'trace'].includes(config.logLevel) }),
    bodyLimit: 1024 * 1024,
    // Our own hook answers during the drain (Italian, Retry-After, Connection: close).
    return503OnClosing: false,
    ...HTTP_TIMEOUTS.server,
  }).withTypeProvider<ZodTypeProvider>();
  const lifecycle = new Lifecycle();
  lifecycle.track(app.server);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    options.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') }));

  const clock = options.clock ?? systemClock;
  const metrics = new Metrics();
  metrics.install(app);
  const transport = metrics.countMail(
    options.mailTransport ??
      (config.smtpUrl
        ? smtpTransport(config.smtpUrl, {
            ca: config.smtpTls.caFile ? readFileSync(config.smtpTls.caFile, 'utf8') : undefined,
            servername: config.smtpTls.servername,
            rejectUnauthorized: config.smtpTls.rejectUnauthorized,
          })
        : fileTransport(path.join(config.dataDir, 'outbox'))),
  );
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    clock,
    events: new EventBus(),
    files: options.files ?? openFileStore(config),
    mail: new MailWorker(database.db, transport, clock, config.mailFrom, app.log),
    metrics,
    log: app.log,
  };

  await app.register(fastifyCookie);
  // Helmet's dozen headers matter on pages; JSON answers only need nosniff (below), and
  // running helmet on every API call halved the throughput of the cheapest ones.
  await app.register(fastifyHelmet, {
    global: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        mediaSrc: ["'self'", 'https:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyMultipart, { limits: { fileSize: 100 * 1024 * 1024, files: 1 } });
  installErrorHandler(app);
  installUnreadBodyClose(app);
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
  installCsrfCheck(app);
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    done(null, payload);
  });

  app.get('/api/health', async (_request, reply) => {
    try {
      await withTimeout(ctx.db.execute(sql`select 1`), HEALTH_QUERY_MS);
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
  await app.register(accountsRoutes(ctx));
  await app.register(securityRoutes(ctx));
  await app.register(scheduleRoutes(ctx));
  await app.register(linksRoutes(ctx));
  await app.register(agendaRoutes(ctx));
  await app.register(agendaViewRoutes(ctx));
  await app.register(seriesRoutes(ctx));
  await app.register(workspaceRoutes(ctx));
  await app.register(chatRoutes(ctx));
  await app.register(documentsRoutes(ctx));
  await app.register(externalCalendarsRoutes(ctx));
  await app.register(notificationsRoutes(ctx));
  const io = attachRealtime(app, ctx, lifecycle);
  registerChatSocket(io, ctx);
  metrics.watch(database, io);
  metricsRoute(app, metrics, config.metricsToken);
  registerLiveSocket(io, ctx);
  const heartbeats = new HeartbeatBuffer(ctx);
  await app.register(publicRoutes(ctx));
  await app.register(calendarsRoutes(ctx));
  await app.register(analyticsRoutes(ctx, heartbeats));
  await app.register(adminRoutes(ctx));
  const payments = paymentProvider(config, clock, options.stripe);
  if (payments.kind === 'offline') {
    app.log.warn(
      'Payments are simulated (offline provider): STRIPE_SECRET_KEY is not set and APP_URL is local, or PAYMENTS=offline.',
    );
  } else if (payments.kind === 'bank') {
    app.log.warn(
      `Card payments are off: STRIPE_SECRET_KEY is not set and APP_URL (${config.appUrl}) is not local; professionals can renew by bank transfer only. Set PAYMENTS=offline to simulate payments.`,
    );
  }
  await app.register(subscriptionsRoutes(ctx, payments));
  await app.register(privacyRoutes(ctx, payments));
  await app.register(auditRoutes(ctx));

  const webReady = existsSync(path.join(config.webDir, 'index.html'));
  if (webReady) {
    await app.register(fastifyStatic, {
      root: config.webDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // File names under assets/ carry a content hash: they never change.
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const secureCookies = config.appUrl.startsWith('https://');
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET' || !webReady) {
      return reply.status(404).send({ success: false, error: MSG.notFound });
    }
    issueCsrfCookie(request, reply, secureCookies);
    await reply.helmet();
    // A path the app has no page for still gets the app (its not-found page), but with 404.
    if (!isAppRoute(request.url)) reply.status(404);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  let housekeeping: NodeJS.Timeout | undefined;
  let unreadNotices: NodeJS.Timeout | undefined;
  let calendarFetches: NodeJS.Timeout | undefined;
  let closed = false;
  /** Everything that needs the database before the first request: run again until it is reached. */
  const initialise = async () => {
    if (!options.database) await database.migrate();
    if (!config.jwtSecret) config.jwtSecret = await sharedJwtSecret(database.db);
    await ensureAdmin(ctx);
    if (closed) return;
    if (options.startWorkers !== false) {
      // On PGlite this process is the only one on DATA_DIR and nothing uploads yet (the API
      // answers 503 until ready): no grace period. On PostgreSQL, instances may share a files
      // volume, where another instance's upload may be in flight.
      await sweepLeftovers(ctx, database.kind === 'pglite' ? 0 : SWEEP_GRACE_MS).catch((err: unknown) => {
        if (isDatabaseUnavailable(err)) throw err; // tried again with the rest of the start
        app.log.warn({ err }, 'leftover sweep failed'); // never a reason not to start
      });
      ctx.mail.start();
      heartbeats.start();
      const hourly = async () => {
        await pruneRateLimits(ctx);
        await queueExpiryNotices(ctx);
        // The series' dates entering the agenda; a failure here must not stop the rest.
        await materialiseDueSeries(ctx).catch((err) => app.log.warn({ err: loggableError(err) }, 'series failed'));
        await sweepLeftovers(ctx, SWEEP_GRACE_MS);
        await purgeUnconfirmed(ctx);
        await pruneAnalytics(ctx);
        await pruneAccessLog(ctx);
        await pruneOutbox(ctx.db, ctx.clock, config.outboxRetentionDays);
      };
      housekeeping = setInterval(
        () => void hourly().catch((err) => app.log.warn({ err: loggableError(err) }, 'housekeeping failed')),
        HOUR,
      );
      housekeeping.unref();
      unreadNotices = setInterval(
        () =>
          void queueUnreadNotices(ctx, (ids) => onlineUsers(io, ids))
            .then(() => queueDocumentNotices(ctx, (ids) => onlineUsers(io, ids)))
            .catch((err) => app.log.warn({ err: loggableError(err) }, 'unread notices failed')),
        MINUTE,
      );
      unreadNotices.unref();
      // Professionals' own calendars: each due one is fetched by whichever instance claims it first.
      let fetching = false;
      calendarFetches = setInterval(() => {
        if (fetching) return;
        fetching = true;
        void runDueFetches(ctx)
          .catch((err) => app.log.warn({ err: loggableError(err) }, 'external calendar fetches failed'))
          .finally(() => (fetching = false));
      }, EXTERNAL_CALENDAR_POLL_MS);
      calendarFetches.unref();
      setTimeout(
        () => void materialiseDueSeries(ctx).catch((err) => app.log.warn({ err: loggableError(err) }, 'series failed')),
        5000,
      ).unref();
      setTimeout(() => void queueExpiryNotices(ctx).catch((err) => app.log.warn({ err }, 'expiry notices failed')), 5000).unref();
    }
    options.onReady?.(app);
    lifecycle.phase = 'ready';
  };
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(housekeeping);
    clearInterval(unreadNotices);
    clearInterval(calendarFetches);
    await heartbeats.stop();
    await ctx.mail.stop();
    if (!options.database) await database.close();
  });

  let ready: Promise<void>;
  if (options.database) {
    await initialise();
    ready = Promise.resolve();
  } else {
    ready = withRetries(
      initialise,
      isDatabaseUnavailable,
      (error, delayMs) =>
        app.log.warn(`The database cannot be reached (${(error as Error).message}): trying again in ${delayMs} ms`),
      () => closed,
    );
    // A start that fails for good is reported by whoever awaits `ready` (main.ts).
    ready.catch(() => undefined);
  }

  return { app, ctx, heartbeats, io, lifecycle, ready };
}

/**
 * Files left by interrupted work are removed once this old. An upload in flight is younger: its
 * partial file is written to at least once a minute (or the idle timeout cuts it), and a stored
 * file gets its row within a second.
 */
const SWEEP_GRACE_MS = 10 * 60 * 1000;

/**
 * What a crash may leave behind: partial uploads, stored files no row refers to (a crash
 * between storing a file and committing its row), and used space out of line with the
 * documents. Removed and corrected, and said in the log.
 */
async function sweepLeftovers(ctx: AppContext, graceMs: number) {
  const swept = await ctx.files.sweep?.(await referencedFileKeys(ctx.db), graceMs);
  if (swept && swept.partial + swept.unreferenced > 0) {
    ctx.log.warn(
      `Removed ${swept.partial} partial uploads and ${swept.unreferenced} unreferenced files (${swept.bytes} bytes) left by interrupted work`,
    );
  }
  const corrected = await recomputeUsedSpace(ctx.db);
  if (corrected > 0) ctx.log.warn(`Used storage space recomputed from the documents for ${corrected} professionals`);
}

/** How often each instance looks for external calendars due to be fetched. */
const EXTERNAL_CALENDAR_POLL_MS = 30 * 1000;

/** The health check's own query must not wait on a database that does not answer. */
const HEALTH_QUERY_MS = 3000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('Database query timed out'), { code: 'ETIMEDOUT' })), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
