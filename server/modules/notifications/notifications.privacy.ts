import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { notificationChoices } from './notifications.service.js';
import { notificationSettings } from './notifications.table.js';

/** The user's choice per kind of notification e-mail, for their data export. */
export const notificationChoicesForExport = (q: Queryable, userId: number) => notificationChoices(q, userId);

/** Forgets an erased user's choices. */
export async function deleteNotificationChoicesOf(q: Queryable, userId: number) {
  await q.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
}
