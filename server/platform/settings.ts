import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { appSettings } from './settings.table.js';

/**
 * The JWT secret when JWT_SECRET is unset on PostgreSQL: generated once and kept in the
 * database, so every instance signs and verifies with the same one.
 */
export async function sharedJwtSecret(db: Db): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key: 'jwt_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'jwt_secret'));
  return row.value;
}
