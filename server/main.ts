import { loadConfig } from './config.js';
import { buildApp } from './app.js';
import { DataDirLockedError, lockDataDir } from './platform/data-dir-lock.js';

const started = performance.now();
const config = loadConfig();

let release: (() => Promise<void>) | undefined;
try {
  // PGlite keeps its files in DATA_DIR; files and the outbox folder live there on PostgreSQL too.
  release = await lockDataDir(config.dataDir);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const { app, ctx } = await buildApp(config);
await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Studio ready at ${config.appUrl} (${ctx.database.kind}, ${config.smtpUrl ? 'SMTP' : `e-mails in ${config.dataDir}/outbox`}) in ${Math.round(performance.now() - started)} ms`,
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received: draining requests and closing the database`);
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  // A response to a request already running says keep-alive: close each connection as soon
  // as it goes idle, or app.close() would wait for the client's keep-alive timeout.
  const idle = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await app.close();
    clearInterval(idle);
    await release?.();
  } finally {
    process.exit(0);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
