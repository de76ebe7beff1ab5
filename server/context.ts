import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { Clock } from './platform/clock.js';
import type { EventBus } from './platform/events.js';
import type { FileStore } from './platform/files/file-store.js';
import type { MailWorker } from './platform/mail/mail-worker.js';
import type { Metrics } from './platform/metrics.js';

/** What every service receives: configuration and the platform's parts, nothing global. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  events: EventBus;
  files: FileStore;
  mail: MailWorker;
  metrics: Metrics;
  log: FastifyBaseLogger;
}
