import { asc, eq } from 'drizzle-orm';
import { PLANS, euro, type Plan } from '../../../common/plans.js';
import type { AppContext } from '../../context.js';
import type { User } from '../accounts/users.js';
import { payments } from './subscriptions.table.js';

/** Every payment of the user, for their data export (kept 10 years after an erasure, by law). */
export async function paymentsForExport(ctx: AppContext, user: User) {
  const rows = await ctx.db.select().from(payments).where(eq(payments.userId, user.id)).orderBy(asc(payments.id));
  return rows.map((p) => ({
    piano: PLANS[p.plan as Plan]?.label ?? p.plan,
    metodo: p.metodo,
    importo: euro(p.amountCents),
    dal: p.inizio.toISOString(),
    al: p.fine.toISOString(),
  }));
}
