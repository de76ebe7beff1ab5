import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';

/**
 * Indexes that migrations add to tables which may be large (the outbox, users). Drizzle's
 * migrator runs every pending migration in one transaction, where a plain CREATE INDEX blocks
 * writes to its table while it builds (about 30 s for the outbox at 20 million e-mails). So on
 * PostgreSQL, before the migrations run, each index of a pending migration whose table already
 * exists is built CONCURRENTLY (writes go on meanwhile), and the migration's
 * CREATE INDEX IF NOT EXISTS then finds it. PGlite and new databases build them in the migration.
 * Each definition is the migration's own, word for word.
 */
export const CONCURRENT_INDEXES: { migration: string; name: string; table: string; using: string; trgm?: true }[] = [
  {
    migration: '0008_outbox_due_and_retention',
    name: 'outbox_due_idx',
    table: 'outbox',
    using: `USING btree ("send_after","id") WHERE sent_at IS NULL`,
  },
  {
    migration: '0008_outbox_due_and_retention',
    name: 'outbox_sent_idx',
    table: 'outbox',
    using: `USING btree ("sent_at") WHERE sent_at IS NOT NULL`,
  },
  {
    migration: '0010_search_indexes',
    name: 'users_admin_order_idx',
    table: 'users',
    using: `(lower("cognome"), "nome", "id")`,
  },
  {
    migration: '0010_search_indexes',
    name: 'users_search_trgm_idx',
    table: 'users',
    using: `USING gin (("nome" || ' ' || "cognome" || ' ' || "email" || ' ' || "nome_azienda" || ' ' || "telefono") gin_trgm_ops)`,
    trgm: true,
  },
  {
    migration: '0010_search_indexes',
    name: 'users_pro_list_idx',
    table: 'users',
    using: `("cognome", "nome", "id") INCLUDE ("email", "scadenza_abbonamento") WHERE op AND attivo AND email_confirmed_at IS NOT NULL`,
  },
  {
    migration: '0010_search_indexes',
    name: 'users_pro_search_trgm_idx',
    table: 'users',
    using: `USING gin (("nome" || ' ' || "cognome" || ' ' || "email" || ' ' || "nome_azienda" || ' ' || "citta" || ' ' || "provincia") gin_trgm_ops) WHERE op`,
    trgm: true,
  },
  {
    migration: '0010_search_indexes',
    name: 'users_pro_expiry_idx',
    table: 'users',
    using: `("scadenza_abbonamento") WHERE op`,
  },
  {
    migration: '0013_messages_created_index',
    name: 'messages_created_idx',
    table: 'messages',
    using: `USING btree ("created_at")`,
  },
  {
    migration: '0016_notifications_and_document_reads',
    name: 'documents_created_idx',
    table: 'documents',
    using: `USING btree ("created_at")`,
  },
];

/** The tags of the migrations not applied yet (drizzle compares the journal's `when` with the last applied one). */
async function pendingMigrations(client: pg.PoolClient, migrationsFolder: string): Promise<Set<string>> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const table = await client.query<{ exists: boolean }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS exists`,
  );
  let last = 0;
  if (table.rows[0].exists) {
    const applied = await client.query<{ last: string | null }>(
      'SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations',
    );
    last = Number(applied.rows[0].last ?? 0);
  }
  return new Set(journal.entries.filter((e) => e.when > last).map((e) => e.tag));
}

/**
 * Builds CONCURRENTLY the indexes of pending migrations on tables that exist (see
 * CONCURRENT_INDEXES); an invalid index left by an interrupted build is dropped and built
 * again. Runs outside any transaction, under the caller's migration lock. Returns the names built.
 */
export async function buildPendingIndexesConcurrently(client: pg.PoolClient, migrationsFolder: string): Promise<string[]> {
  const pending = await pendingMigrations(client, migrationsFolder);
  const built: string[] = [];
  for (const index of CONCURRENT_INDEXES) {
    if (!pending.has(index.migration)) continue;
    const { rows } = await client.query<{ table_exists: boolean; valid: boolean | null }>(
      `SELECT to_regclass($1) IS NOT NULL AS table_exists,
              (SELECT indisvalid FROM pg_index WHERE indexrelid = to_regclass($2)) AS valid`,
      [index.table, index.name],
    );
    const { table_exists: tableExists, valid } = rows[0];
    if (!tableExists || valid === true) continue;
    if (valid === false) await client.query(`DROP INDEX CONCURRENTLY IF EXISTS "${index.name}"`);
    if (index.trgm) await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await client.query(`CREATE INDEX CONCURRENTLY IF NOT EXISTS "${index.name}" ON "${index.table}" ${index.using}`);
    built.push(index.name);
  }
  return built;
}
