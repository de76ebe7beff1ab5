import { and, eq, gt } from 'drizzle-orm';
import { SLOT } from '../../../common/agenda.js';
import type { AppContext } from '../../context.js';
import { romeWallTime } from '../../platform/rome-time.js';
import type { User } from '../accounts/users.js';
import { slotOverrides } from './agenda.table.js';
import { assertInWindow } from './bookings.service.js';

/**
 * The reverse of 'mark the whole day unavailable': every slot of the day the professional
 * closed, and that has not started, becomes bookable again in one action. Returns how many.
 */
export async function reopenDay(ctx: AppContext, operator: User, giorno: string): Promise<number> {
  assertInWindow(ctx, giorno);
  const now = romeWallTime(ctx.clock.now());
  const reopened = await ctx.db
    .delete(slotOverrides)
    .where(
      and(
        eq(slotOverrides.userId, operator.id),
        eq(slotOverrides.giorno, giorno),
        eq(slotOverrides.stato, SLOT.closed),
        giorno === now.slice(0, 10) ? gt(slotOverrides.ora, now.slice(11)) : undefined,
      ),
    )
    .returning({ ora: slotOverrides.ora });
  if (reopened.length > 0) ctx.events.emit('agenda.changed', { operatorId: operator.id, clientIds: [] });
  return reopened.length;
}
