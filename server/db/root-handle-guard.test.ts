import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/database.js';
import { selectRows, type Database } from './client.js';
import { ROOT_HANDLE_IN_TRANSACTION } from './root-handle-guard.js';

/** PGlite's one connection is what makes the slip hang; PostgreSQL has a pool. */
describe.skipIf(!!process.env.TEST_DATABASE_URL)('the root database handle inside a transaction (PGlite)', () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
    await database.db.execute(sql`CREATE TABLE guard_notes (text text NOT NULL)`);
  });
  afterAll(() => drop());

  const notes = async () =>
    (await selectRows<{ text: string }>(database.db, sql`SELECT text FROM guard_notes ORDER BY text`)).map((r) => r.text);

  it('refuses at once a query on the root handle made by the transaction’s own work, naming the mistake', async () => {
    const started = Date.now();
    const attempt = database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO guard_notes VALUES ('inside')`);
      await database.db.execute(sql`SELECT 1`);
    });
    const error = await attempt.then(
      () => undefined,
      (e: unknown) => e as Error & { cause?: Error },
    );
    expect(error?.cause?.message).toBe(ROOT_HANDLE_IN_TRANSACTION);
    expect(ROOT_HANDLE_IN_TRANSACTION).toBe(
      'query on the root database handle inside an open transaction: use the transaction you were given',
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('rolls the refused transaction back and leaves the database usable', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO guard_notes VALUES ('rolled back')`);
        await database.db.execute(sql`SELECT 1`);
      }),
    ).rejects.toThrow();
    expect(await notes()).not.toContain('rolled back');
    expect(await selectRows<{ one: number }>(database.db, sql`SELECT 1 AS one`)).toEqual([{ one: 1 }]);
  });

  it('refuses a second transaction opened on the root handle inside one', async () => {
    await expect(database.db.transaction(async () => database.db.transaction(async () => undefined))).rejects.toThrow(
      ROOT_HANDLE_IN_TRANSACTION,
    );
  });

  it('runs and commits the statements made on the transaction it gives', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO guard_notes VALUES ('committed')`);
      await tx.transaction(async (savepoint) => savepoint.execute(sql`INSERT INTO guard_notes VALUES ('nested')`));
    });
    expect(await notes()).toEqual(expect.arrayContaining(['committed', 'nested']));
  });

  it('lets a query from other work wait for the open transaction, then run', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let opened!: () => void;
    const isOpen = new Promise<void>((resolve) => (opened = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO guard_notes VALUES ('first')`);
      opened();
      await gate;
    });
    await isOpen;
    const outside = selectRows<{ text: string }>(database.db, sql`SELECT text FROM guard_notes WHERE text = 'first'`);
    release();
    await transaction;
    expect(await outside).toEqual([{ text: 'first' }]);
  });

  it('lets work started inside a transaction use the root handle once the transaction has ended', async () => {
    let later!: Promise<unknown>;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO guard_notes VALUES ('before later')`);
      later = new Promise((resolve) => setTimeout(resolve, 50)).then(() => notes());
    });
    expect(await later).toContain('before later');
  });
});
