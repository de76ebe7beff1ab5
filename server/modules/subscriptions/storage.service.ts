import { LIMITS } from '../../../common/constants.js';
import type { Queryable } from '../../db/client.js';

/** A professional's storage quota in KB: 10 GB included (spec §1). */
export async function storageQuotaKb(_q: Queryable, _operatorId: number): Promise<number> {
  return LIMITS.includedStorageKb;
}
