import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { DrizzleQueryError, type ExtractTablesWithRelations, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { migrationsDir } from '../paths.js';
import { buildPendingIndexesConcurrently } from './concurrent-indexes.js';
import { guardRootHandle } from './root-handle-guard.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that can run a query: the database or an open transaction. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The pg connection string, for the realtime adapter; undefined on PGlite. */
  url: string | undefined;
  pool: pg.Pool | undefined;
  migrate(): Promise<void>;
  /** PGlite only: the data directory as a gzipped tarball (the tests' template). */
  dump?(): Promise<Buffer>;
  /**
   * PGlite only, where this process is the database's one user (the DATA_DIR lock): calls
   * `listener` with every statement that may write, before it runs, so in-process caches can
   * drop what it may change. Undefined on PostgreSQL, where other instances write too.
   */
  onWrite?(listener: (statement: string) => void): void;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise PGlite. */
  url?: string;
  /** PGlite's data directory; omitted means in memory. */
  dataDir?: string;
  /** A PGlite data directory dump (tests load one template instead of running initdb). */
  loadDataDir?: Blob;
  poolSize?: number;
  /** Called for every SQL statement (tests count queries per request with it). */
  onQuery?: (sql: string) => void;
}

const MIGRATION_LOCK = 727_100_001;

/** How long a new PostgreSQL connection may take: a call during an outage fails fast (503). */
export const CONNECT_TIMEOUT_MS = 2000;

/** The client-side options every PostgreSQL connection of ours shares. */
export const connectionOptions = (url: string) => ({
  connectionString: url,
  connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  // A peer that vanished without a word (network cut, failover) is noticed by TCP keepalive.
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
});

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsFolder = migrationsDir();
  if (options.url) {
    const pool = new pg.Pool({ ...connectionOptions(options.url), max: options.poolSize ?? 10 });
    const lost = (error: Error) => console.error('PostgreSQL connection lost:', error.message);
    // No connection may crash the process. The pool's own listener covers idle clients only,
    // so every client gets one for its whole life, checked out or not: the pool drops a broken
    // idle client, and a checked-out one fails its query, which its caller sees.
    pool.on('connect', (client) => client.on('error', lost));
    pool.on('error', () => undefined); // the client's own listener above has logged it
    const db = drizzlePg(pool, { schema, logger: queryLogger(options) }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      url: options.url,
      pool,
      async migrate() {
        // Several instances may start together: one migrates, the others wait for it.
        const client = await pool.connect();
        let failure: Error | undefined;
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
          // Large tables get their new indexes without blocking writes, before the migrations.
          await buildPendingIndexesConcurrently(client, migrationsFolder);
          await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
        } catch (error) {
          failure = error as Error;
          throw error;
        } finally {
          if (!failure) await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
          // A failed client is destroyed (its session, and so the lock, ends with it).
          client.release(failure);
        }
      },
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create(options.dataDir ? path.resolve(options.dataDir) : undefined, {
    loadDataDir: options.loadDataDir,
    // The searches' trigram indexes (migration 0010 creates the extension, as on PostgreSQL).
    extensions: { pg_trgm },
  });
  const writeListeners: ((statement: string) => void)[] = [];
  const logger = {
    logQuery(statement: string) {
      options.onQuery?.(statement);
      // Anything but a plain read counts as a write: INSERT, UPDATE, DELETE, WITH … UPDATE.
      if (!/^\s*select\b/i.test(statement)) for (const listener of writeListeners) listener(statement);
    },
  };
  // Outside production a statement on the root handle from inside a transaction throws at once
  // instead of waiting for that transaction forever (root-handle-guard.ts).
  const queried = process.env.NODE_ENV === 'production' ? client : guardRootHandle(client);
  const db = drizzlePglite(queried, { schema, logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    url: undefined,
    pool: undefined,
    onWrite: (listener) => void writeListeners.push(listener),
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    async dump() {
      const blob = await client.dumpDataDir('gzip');
      return Buffer.from(await blob.arrayBuffer());
    },
    close: () => client.close(),
  };
}

const queryLogger = (options: DatabaseOptions) =>
  options.onQuery ? { logQuery: (sql: string) => options.onQuery!(sql) } : false;

const UNAVAILABLE_CODES = new Set([
  // Node's socket errors.
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  // PostgreSQL: shutting down, crashed, starting up, too many connections, connection exceptions.
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Client was closed|connection error/i;

/**
 * The database could not be reached (refused, cut, timed out, shutting down): the request
 * may be retried later, unlike an error of the statement itself.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    // AggregateError (a host with several addresses, all refused).
    const errors = (e as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** A unique index refused the row (Postgres 23505), e.g. the loser of a race. */
export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';

/**
 * An error fit for the log: a failed statement is reduced to the database's code and message,
 * because Drizzle's own message carries the SQL and every parameter (password hashes, personal
 * data).
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  const cause = error.cause as (Error & { code?: string; constraint?: string }) | undefined;
  return {
    type: 'DrizzleQueryError',
    code: pgErrorCode(error),
    constraint: cause?.constraint,
    message: cause?.message,
    stack: cause?.stack,
  };
}

/** The Postgres error code behind a driver or Drizzle error ('23505' is a unique violation). */
export function pgErrorCode(error: unknown): string | undefined {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Rows of a raw SQL statement, the same on PGlite and node-postgres. */
export async function selectRows<T>(q: Queryable, statement: SQL): Promise<T[]> {
  const result = (await q.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}
