import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { services, weeklyHours } from './schedule.table.js';

/** An erased professional's hours and services (bookings keep the service's name). */
export async function deleteScheduleOf(q: Queryable, operatorId: number) {
  await q.delete(services).where(eq(services.userId, operatorId));
  await q.delete(weeklyHours).where(eq(weeklyHours.userId, operatorId));
}
