import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { changeStorageUsed } from '../accounts/users.js';
import { documents } from './documents.table.js';

/**
 * Deletes every document of a link in the caller's transaction and frees the
 * professional's space; returns the stored keys to remove once the transaction commits.
 */
export async function deleteDocumentsOfLink(q: Queryable, operatorId: number, clientId: number): Promise<string[]> {
  const removed = await q
    .delete(documents)
    .where(and(eq(documents.operatorId, operatorId), eq(documents.clientId, clientId)))
    .returning({ key: documents.storageKey, sizeKb: documents.sizeKb });
  const freed = removed.reduce((sum, d) => sum + d.sizeKb, 0);
  await changeStorageUsed(q, operatorId, -freed);
  return removed.map((d) => d.key);
}
