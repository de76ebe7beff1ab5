import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { accessLog, type AccessAction } from './audit.table.js';

/*
 * The access log's one writer. It imports nothing from another module, so accounts (the layer
 * below audit) may call it for logins and two-factor changes: the one listed exception to the
 * module layers (eslint.config.js, MODULE_LAYERS).
 */

export interface AccessEntry {
  actorId: number | null;
  ownerId: number;
  action: AccessAction;
  subject?: string;
  ip?: string;
}

/** Writes one line of the access log, in the caller's transaction when it has one. */
export async function recordAccess(ctx: AppContext, entry: AccessEntry, q: Queryable = ctx.db) {
  await q.insert(accessLog).values({ ...entry, subject: entry.subject ?? '', ip: entry.ip ?? '', at: ctx.clock.now() });
}
