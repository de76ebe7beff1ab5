import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.js';
import { repoRoot } from '../paths.js';

export const TEMPLATE_PATH = path.join(repoRoot(), '.tmp', 'pglite-template.tar.gz');

/**
 * A fresh, migrated database for one test file: PGlite loaded from the template made by
 * the global setup (no initdb per file), or, with TEST_DATABASE_URL, a new PostgreSQL
 * database on that server, dropped afterwards.
 */
export async function freshDatabase(onQuery?: (sql: string) => void): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = await readFile(TEMPLATE_PATH);
    const database = await openDatabase({ loadDataDir: new Blob([template]), onQuery });
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  const name = `studio_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 5, onQuery });
  await database.migrate();
  return {
    database,
    async drop() {
      await database.close();
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleaner.end();
    },
  };
}
