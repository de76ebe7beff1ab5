import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.js';
import { buildPendingIndexesConcurrently } from './concurrent-indexes.js';
import { freshDatabase } from '../test/database.js';
import { migrationsDir } from '../paths.js';

describe.skipIf(!process.env.TEST_DATABASE_URL)('indexes of large tables built before the migrations (PostgreSQL)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
  });
  afterAll(() => drop());

  const validity = async (name: string) =>
    (
      await database.pool!.query<{ valid: boolean | null }>(
        'SELECT (SELECT indisvalid FROM pg_index WHERE indexrelid = to_regclass($1)) AS valid',
        [name],
      )
    ).rows[0].valid;

  it('builds nothing once every migration has run', async () => {
    const client = await database.pool!.connect();
    try {
      expect(await buildPendingIndexesConcurrently(client, migrationsDir())).toEqual([]);
    } finally {
      client.release();
    }
  });

  it("builds a pending migration's missing index concurrently, and rebuilds one an interrupted build left invalid", async () => {
    const client = await database.pool!.connect();
    try {
      // As before migrations 0008 and later: their indexes absent, one of them half built.
      await client.query('DROP INDEX outbox_due_idx');
      await client.query('DROP INDEX users_search_trgm_idx');
      await client.query(`UPDATE pg_index SET indisvalid = false WHERE indexrelid = 'users_admin_order_idx'::regclass`);
      await client.query(
        `DELETE FROM drizzle.__drizzle_migrations WHERE created_at >= (SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at LIMIT 1 OFFSET 8)`,
      );
      expect(await validity('users_admin_order_idx')).toBe(false);

      const built = await buildPendingIndexesConcurrently(client, migrationsDir());

      expect(built).toEqual(['outbox_due_idx', 'users_admin_order_idx', 'users_search_trgm_idx']);
      for (const name of built) expect(await validity(name)).toBe(true);
    } finally {
      client.release();
    }
  });
});
