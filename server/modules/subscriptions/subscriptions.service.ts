import { and, count, desc, eq, gt, isNotNull, lte } from 'drizzle-orm';
import { LIMITS } from '../../../common/constants.js';
import { EMAILS } from '../../../common/messages/emails.js';
import { SUBSCRIPTION_MSG } from '../../../common/messages/subscriptions.js';
import { PAGE_SIZE } from '../../../common/constants.js';
import {
  PLANS,
  euro,
  type PaymentItem,
  type Plan,
  type StorageInfo,
  type checkoutResponseSchema,
  type paymentsResponseSchema,
} from '../../../common/subscriptions.js';
import type { OkFields } from '../../../common/validation.js';
import type { AppContext } from '../../context.js';
import { isUniqueViolation, type Queryable } from '../../db/client.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { isAdmin } from '../accounts/accounts.service.js';
import { renderEmail } from '../../platform/mail/render.js';
import type { PaymentEvent, PaymentProvider } from '../../platform/payments.js';
import { users, type User } from '../accounts/accounts.table.js';
import { DAY } from '../../platform/clock.js';
import { romeToday, shortDate } from '../agenda/rome-time.js';
import { payments, processedEvents, storageBlocks } from './subscriptions.table.js';

const BLOCK_KB = 10 * 1000 * 1000;

const ddmmyy = (d: Date) => shortDate(romeToday(d));

/** 10 GB included plus 10 GB for each block still valid (spec §1, §9). */
export async function storageQuotaKb(q: Queryable, operatorId: number, now: Date): Promise<number> {
  const [{ blocks }] = await q
    .select({ blocks: count() })
    .from(storageBlocks)
    .where(and(eq(storageBlocks.userId, operatorId), gt(storageBlocks.fine, now)));
  return LIMITS.includedStorageKb + blocks * BLOCK_KB;
}

export async function storageInfo(ctx: AppContext, user: User): Promise<StorageInfo> {
  const now = ctx.clock.now();
  const blocks = await ctx.db
    .select({ fine: storageBlocks.fine })
    .from(storageBlocks)
    .where(and(eq(storageBlocks.userId, user.id), gt(storageBlocks.fine, now)))
    .orderBy(storageBlocks.fine);
  return {
    usedKb: user.kbUtilizzati,
    quotaKb: LIMITS.includedStorageKb + blocks.length * BLOCK_KB,
    blocks: blocks.map((b) => ({ fine: b.fine.getTime() })),
  };
}

async function receipt(ctx: AppContext, q: Queryable, user: User, plan: Plan, amountCents: number, until: Date) {
  const what = PLANS[plan].label;
  await ctx.mail.enqueue(q, {
    to: user.email,
    ...renderEmail(EMAILS.paymentReceipt(user.nome, what, `${euro(amountCents)}`, ddmmyy(until))),
  });
}

/**
 * Applies one payment (decisions 9): a month adds 30 days and a year 365, from the later of
 * now and the current expiry; a storage block runs 365 days from now.
 */
async function applyPayment(ctx: AppContext, q: Queryable, user: User, plan: Plan, metodo: string, amountCents: number) {
  const now = ctx.clock.now();
  if (plan === 'spazio') {
    const fine = new Date(now.getTime() + PLANS.spazio.days * DAY);
    await q.insert(storageBlocks).values({ userId: user.id, inizio: now, fine });
    await q.insert(payments).values({ userId: user.id, plan, metodo, amountCents, inizio: now, fine, createdAt: now });
    await receipt(ctx, q, user, plan, amountCents, fine);
    return;
  }
  const from = new Date(Math.max(now.getTime(), user.scadenzaAbbonamento?.getTime() ?? 0));
  const fine = new Date(from.getTime() + PLANS[plan].days * DAY);
  await q.update(users).set({ scadenzaAbbonamento: fine }).where(eq(users.id, user.id));
  await q.insert(payments).values({ userId: user.id, plan, metodo, amountCents, inizio: from, fine, createdAt: now });
  await receipt(ctx, q, user, plan, amountCents, fine);
}

/** The administrator records a bank transfer by moving the expiry (admin issue). */
export async function recordBankTransfer(ctx: AppContext, q: Queryable, user: User, from: Date, to: Date) {
  await q.insert(payments).values({
    userId: user.id,
    plan: 'bonifico',
    metodo: 'bonifico',
    amountCents: PLANS.bonifico.cents,
    inizio: from,
    fine: to,
    createdAt: ctx.clock.now(),
  });
  await receipt(ctx, q, user, 'bonifico', PLANS.bonifico.cents, to);
}

/**
 * Handles one payment event once: the event id is recorded in the same transaction, so a
 * webhook delivered twice, or twice at the same moment, counts once.
 */
export async function handlePaymentEvent(ctx: AppContext, event: PaymentEvent, metodo: string): Promise<boolean> {
  if (event.kind === 'ignored') return false;
  try {
    return await ctx.db.transaction(async (tx) => {
      const fresh = await tx
        .insert(processedEvents)
        .values({ id: event.id })
        .onConflictDoNothing()
        .returning({ id: processedEvents.id });
      if (fresh.length === 0) return false;
      if (event.kind === 'checkout.completed') {
        const [user] = await tx.select().from(users).where(eq(users.id, event.userId)).for('update');
        if (!user || !user.op) return false;
        await applyPayment(ctx, tx, user, event.plan, metodo, event.amountCents);
        if (event.subscriptionId) {
          await tx
            .update(users)
            .set({
              stripeSubId: event.subscriptionId,
              stripeCustomerId: event.customerId ?? user.stripeCustomerId,
              rinnovoAuto: true,
            })
            .where(eq(users.id, user.id));
        }
        return true;
      }
      const [user] = await tx.select().from(users).where(eq(users.stripeSubId, event.subscriptionId)).for('update');
      if (!user) return false;
      if (event.kind === 'renewal') {
        await applyPayment(ctx, tx, user, event.plan, metodo, event.amountCents);
      } else {
        await tx.update(users).set({ stripeSubId: null, rinnovoAuto: false }).where(eq(users.id, user.id));
      }
      return true;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export async function createCheckout(
  ctx: AppContext,
  provider: PaymentProvider,
  user: User,
  plan: Plan,
): Promise<OkFields<typeof checkoutResponseSchema>> {
  if (isAdmin(ctx, user)) throw badRequest(SUBSCRIPTION_MSG.adminNoSubscription);
  try {
    return await provider.createCheckout({
      userId: user.id,
      email: user.email,
      plan,
      // The page says what was bought: a renewal's new expiry, or a storage block's new space.
      successUrl: `${ctx.config.appUrl}/subscription/success?piano=${plan}`,
      cancelUrl: `${ctx.config.appUrl}/subscription/cancel`,
    });
  } catch (error) {
    ctx.log.error({ err: error }, 'checkout failed');
    throw new AppError(502, SUBSCRIPTION_MSG.stripeUnavailable);
  }
}

/** On at once; off after the page's confirmation. Reflected in Stripe when a subscription exists. */
export async function setAutoRenew(ctx: AppContext, provider: PaymentProvider, user: User, enable: boolean) {
  if (user.stripeSubId) {
    try {
      await provider.setCancelAtPeriodEnd(user.stripeSubId, !enable);
    } catch (error) {
      ctx.log.error({ err: error }, 'auto-renew update failed');
      throw new AppError(502, SUBSCRIPTION_MSG.stripeUnavailable);
    }
  }
  await ctx.db.update(users).set({ rinnovoAuto: enable }).where(eq(users.id, user.id));
}

export async function listPayments(ctx: AppContext, user: User, page: number): Promise<OkFields<typeof paymentsResponseSchema>> {
  const rows = await ctx.db
    .select()
    .from(payments)
    .where(eq(payments.userId, user.id))
    .orderBy(desc(payments.id))
    .limit(PAGE_SIZE.payments)
    .offset(page * PAGE_SIZE.payments);
  const [{ total }] = await ctx.db.select({ total: count() }).from(payments).where(eq(payments.userId, user.id));
  const items: PaymentItem[] = rows.map((p) => ({
    id: p.id,
    inizio: p.inizio.getTime(),
    fine: p.fine.getTime(),
    metodo: p.metodo,
    piano: PLANS[p.plan as Plan]?.label ?? p.plan,
    importo: euro(p.amountCents),
  }));
  return { payments: items, total };
}

/**
 * Queues the warning 7 days before expiry and the notice on expiry, once each (their dedupe
 * keys name the expiry), so every instance may run it.
 */
export async function queueExpiryNotices(ctx: AppContext) {
  const now = ctx.clock.now().getTime();
  const url = `${ctx.config.appUrl}/subscription`;
  const notices = [
    { key: 'expiry-warning', from: now, to: now + 7 * DAY, email: EMAILS.expiryWarning },
    { key: 'expired', from: now - 3 * DAY, to: now, email: EMAILS.expired },
  ];
  for (const notice of notices) {
    // Expiring in (from, to]: for the warning, the coming 7 days; for the notice, the last 3.
    const due = await ctx.db
      .select()
      .from(users)
      .where(
        and(
          eq(users.op, true),
          eq(users.attivo, true),
          isNotNull(users.scadenzaAbbonamento),
          gt(users.scadenzaAbbonamento, new Date(notice.from)),
          lte(users.scadenzaAbbonamento, new Date(notice.to)),
        ),
      );
    for (const user of due) {
      const expiry = user.scadenzaAbbonamento!;
      await ctx.mail.enqueue(ctx.db, {
        to: user.email,
        ...renderEmail(notice.email(user.nome, ddmmyy(expiry), url)),
        dedupeKey: `${notice.key}:${user.id}:${expiry.getTime()}`,
      });
    }
  }
}
