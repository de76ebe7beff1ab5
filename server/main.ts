import { loadConfig } from './config.js';
import { buildApp } from './app.js';
import { DataDirLockedError, lockDataDir } from './platform/data-dir-lock.js';
import { startMetricsServer } from './platform/metrics.js';

const started = performance.now();
const config = loadConfig();

let release: (() => Promise<void>) | undefined;
try {
  // PGlite keeps its files in DATA_DIR; uploads and the outbox folder live there on PostgreSQL too.
  release = await lockDataDir(config.dataDir);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const mail = config.smtpUrl ? 'SMTP' : `e-mails in ${config.dataDir}/outbox`;
const { app, ctx, lifecycle, ready } = await buildApp(config, {
  // Said before the first request is served, so "ready" in the log never trails a 200.
  onReady: (server) => {
    server.log.info(
      `Studio ready at ${config.appUrl} (${config.databaseUrl ? 'postgres' : 'pglite'}, ${mail}) in ${Math.round(performance.now() - started)} ms`,
    );
    if (config.env === 'production' && !config.company.configurata) {
      server.log.warn(
        'Company details are not set: set COMPANY_NAME, COMPANY_VAT, COMPANY_ADDRESS and PRIVACY_EMAIL. The footer, privacy policy and terms name only "Studio" until then.',
      );
    }
  },
});
let closing = false;
// Listening before the database is reached: meanwhile every API call (and /api/health) says 503.
await app.listen({ port: config.port, host: config.host });
const metricsServer = config.metricsPort
  ? await startMetricsServer(ctx.metrics, config.metricsPort, config.metricsHost)
  : undefined;
ready.catch(async (error: unknown) => {
  if (closing) return; // stopped while still waiting for the database: shutdown() exits
  app.log.fatal({ err: error }, 'Studio could not start');
  await release?.();
  process.exit(1);
});

async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received: draining requests and closing the database`);
  // From now on a new request gets an Italian 503 with Connection: close and no new chat socket
  // is taken; the requests already running (uploads, downloads) have up to drainMs to finish.
  lifecycle.phase = 'draining';
  const stopMail = ctx.mail.stop(config.drainMs);
  const drained = await lifecycle.idle(config.drainMs);
  if (!drained) {
    app.log.warn(`drain limit of ${config.drainMs} ms reached: ${lifecycle.inFlight} requests cut`);
    app.server.closeAllConnections();
  }
  // A close that hangs despite all this (it should not) still ends the process.
  setTimeout(() => process.exit(1), 10_000).unref();
  // A response to a request that ran says keep-alive: close each connection once it goes idle.
  const idle = setInterval(() => app.server.closeIdleConnections(), 100);
  await stopMail;
  metricsServer?.close();
  await app.close();
  clearInterval(idle);
  await release?.();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
