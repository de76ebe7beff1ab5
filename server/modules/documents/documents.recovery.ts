import { eq, sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client.js';
import { idDocumentKeys, setStorageUsed, storageUsedKb, usersForReading as users } from '../accounts/users.js';
import { documents } from './documents.table.js';

/** Every file key a database row refers to: the documents and the professionals' ID images. */
export async function referencedFileKeys(db: Db): Promise<Set<string>> {
  const docs = await db.select({ key: documents.storageKey }).from(documents);
  return new Set([...docs.map((d) => d.key), ...(await idDocumentKeys(db))]);
}

/**
 * Puts back in line every professional's used space (kb_utilizzati) that differs from the sum
 * of their documents; returns how many were corrected. Each one is recomputed holding the
 * professional's row, so an upload reserving space at the same time (another instance) is
 * counted exactly once.
 */
export async function recomputeUsedSpace(db: Db): Promise<number> {
  const drifted = await selectRows<{ id: number }>(
    db,
    sql`SELECT u.id FROM ${users} u
        LEFT JOIN (SELECT operator_id, sum(size_kb) AS kb FROM ${documents} GROUP BY operator_id) d ON d.operator_id = u.id
        WHERE u.kb_utilizzati <> coalesce(d.kb, 0)`,
  );
  let corrected = 0;
  for (const { id } of drifted) {
    await db.transaction(async (tx) => {
      const used = await storageUsedKb(tx, id, true);
      const [sum] = await tx
        .select({ kb: sql<string | null>`sum(${documents.sizeKb})` })
        .from(documents)
        .where(eq(documents.operatorId, id));
      const actual = Number(sum?.kb ?? 0);
      if (used !== actual) {
        await setStorageUsed(tx, id, actual);
        corrected++;
      }
    });
  }
  return corrected;
}
