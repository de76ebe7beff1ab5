import path from 'node:path';
import { isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { lockDataDir } from '../data-dir-lock.js';
import { outbox } from './outbox.table.js';

/** What a held row says in its last error, for whoever looks at the outbox. */
export const HELD_BY_RESTORE = 'Held by npm run restore: queued before the backup; restore with --send-queued to send it.';

/**
 * After a restore, the e-mails queued before the backup are never due (next attempt at
 * 'infinity'): a restore drill started with the production SMTP_URL mails nobody. Returns how
 * many were held.
 */
export async function holdQueuedMail(config: Config): Promise<number> {
  const release = config.databaseUrl ? undefined : await lockDataDir(config.dataDir);
  try {
    const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
    try {
      const held = await database.db
        .update(outbox)
        .set({ nextAttemptAt: sql`'infinity'`, lastError: HELD_BY_RESTORE })
        .where(isNull(outbox.sentAt))
        .returning({ id: outbox.id });
      return held.length;
    } finally {
      await database.close();
    }
  } finally {
    await release?.();
  }
}
