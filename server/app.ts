import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { FEED_PATH_PREFIX } from '../common/calendars.js';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { isDatabaseUnavailable, openDatabase, type Database } from './db/client.js';
import { backgroundJobs, JobRunner, SWEEP_GRACE_MS, sweepLeftovers } from './jobs.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { securityRoutes } from './modules/accounts/security.routes.js';
import { agendaRoutes } from './modules/agenda/agenda.routes.js';
import { agendaViewRoutes } from './modules/agenda/agenda-view.routes.js';
import { seriesRoutes } from './modules/agenda/series.routes.js';
import { linksRoutes } from './modules/links/links.routes.js';
import { scheduleRoutes } from './modules/schedule/schedule.routes.js';
import { chatRoutes } from './modules/chat/chat.routes.js';
import { registerChatSocket } from './modules/chat/chat.socket.js';
import { registerLiveSocket } from './modules/live/live.socket.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { documentsRoutes } from './modules/documents/documents.routes.js';
import { externalCalendarsRoutes } from './modules/external-calendars/external-calendars.routes.js';
import { workspaceRoutes } from './modules/workspace/workspace.routes.js';
import { attachRealtime } from './platform/realtime.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { analyticsRoutes } from './modules/analytics/analytics.routes.js';
import { HeartbeatBuffer } from './modules/analytics/analytics.service.js';
import { publicRoutes } from './modules/public/public.routes.js';
import { calendarsRoutes } from './modules/calendars/calendars.routes.js';
import { privacyRoutes } from './modules/privacy/privacy.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.js';
import { paymentProvider } from './platform/payments.js';
import type { Server as SocketServer } from 'socket.io';
import type Stripe from 'stripe';
import { ensureAdmin, sealClearTotpSecrets } from './modules/accounts/account-lifecycle.service.js';
import { systemClock, type Clock } from './platform/clock.js';
import { EventBus } from './platform/events.js';
import type { FileStore } from './platform/files/file-store.js';
import { openFileStore } from './platform/files/open-file-store.js';
import { HTTP_TIMEOUTS, installCsrfCheck, installErrorHandler, installUnreadBodyClose } from './platform/http.js';
import { Lifecycle, withRetries } from './platform/lifecycle.js';
import { MailWorker } from './platform/mail/mail-worker.js';
import { Metrics, metricsRoute } from './platform/metrics.js';
import { registerOpenApi } from './platform/openapi.js';
import { fileTransport, smtpTransport, type MailTransport } from './platform/mail/transport.js';
import { sharedJwtSecret } from './platform/settings.js';
import { installNoSniff, installSecurityHeaders } from './platform/security-headers.js';
import { serveWebApp } from './platform/spa.js';
import { healthRoute, installPhaseGate } from './platform/health.js';

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
 * cut out of the URL, so nobody who reads the logs can use a link (security finding F-L6), and
 * so is the private calendar feed's token, which is the path itself (security finding L-1).
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

export function redactTokens(url: string) {
  const redacted = url.replace(/([?&]token=)[^&#]*/gi, '$1[rimosso]');
  const end = redacted.search(/[?#]/);
  const path = end === -1 ? redacted : redacted.slice(0, end);
  // The router matches %-spellings too (/api/%69cal/…), so the decoded path is what is compared.
  if (!safeDecode(path).toLowerCase().startsWith(FEED_PATH_PREFIX)) return redacted;
  return `${FEED_PATH_PREFIX}[rimosso]${end === -1 ? '' : redacted.slice(end)}`;
}

function safeDecode(path: string) {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

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
    http: { connectionsCheckingInterval: HTTP_TIMEOUTS.checkEveryMs },
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
  await installSecurityHeaders(app);
  await app.register(fastifyMultipart, { limits: { fileSize: 100 * 1024 * 1024, files: 1 } });
  installErrorHandler(app);
  installUnreadBodyClose(app);
  installPhaseGate(app, lifecycle, database);
  installCsrfCheck(app);
  installNoSniff(app);

  await registerOpenApi(app);
  healthRoute(app, database);
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

  await serveWebApp(app, config.webDir, config.appUrl.startsWith('https://'));

  const jobs = new JobRunner(backgroundJobs(ctx, io), app.log);
  let closed = false;
  /** Everything that needs the database before the first request: run again until it is reached. */
  const initialise = async () => {
    if (!options.database) await database.migrate();
    if (!config.jwtSecret) config.jwtSecret = await sharedJwtSecret(database.db);
    await ensureAdmin(ctx);
    await sealClearTotpSecrets(ctx);
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
      jobs.start();
    }
    options.onReady?.(app);
    lifecycle.phase = 'ready';
  };
  app.addHook('onClose', async () => {
    closed = true;
    await jobs.stop();
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
