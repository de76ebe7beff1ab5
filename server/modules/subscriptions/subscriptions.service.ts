import { and, count, desc, eq, gt, isNotNull, lte } from 'drizzle-orm';
import { LIMITS, PAGE_SIZE, SUBSCRIPTION } from '../../../common/constants.js';
import { EMAILS } from '../../../common/messages/emails.js';
import { SUBSCRIPTION_MSG } from '../../../common/messages/subscriptions.js';
import { PLANS, euro, type Plan } from '../../../common/plans.js';
import type { PaymentItem, StorageInfo, checkoutResponseSchema, paymentsResponseSchema } from '../../../common/subscriptions.js';
import type { OkFields } from '../../../common/validation.js';
import type { AppContext } from '../../context.js';
import { isUniqueViolation, type Queryable } from '../../db/client.js';
import { listPage } from '../../db/paging.js';
import { AppError, badRequest, conflict } from '../../platform/errors.js';
import { isAdmin } from '../accounts/users.js';
import { renderEmail } from '../../platform/mail/render.js';
import type { PaymentEvent, PaymentProvider } from '../../platform/payments.js';
import { lockUser, setSubscriptionState, usersForReading as users, type User } from '../accounts/users.js';
import { DAY } from '../../../common/time.js';
import { romeToday, shortDate } from '../../platform/rome-time.js';
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
 * Applies one payment (docs/decisions/0009-trial-and-subscription.md): a month adds 30 days and a year 365, from the later of
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
  await setSubscriptionState(q, user.id, { scadenzaAbbonamento: fine });
  await q.insert(payments).values({ userId: user.id, plan, metodo, amountCents, inizio: from, fine, createdAt: now });
  await receipt(ctx, q, user, plan, amountCents, fine);
}

/**
 * The administrator moves a professional's expiry (null only for the administrator). A later
 * expiry records the bank transfer that paid for it (a 'bonifico' payment).
 */
export async function setExpiryByAdmin(ctx: AppContext, q: Queryable, user: User, expiry: Date | null) {
  await setSubscriptionState(q, user.id, { scadenzaAbbonamento: expiry });
  const previous = user.scadenzaAbbonamento?.getTime() ?? 0;
  if (expiry && expiry.getTime() > previous) {
    await recordBankTransfer(ctx, q, user, new Date(Math.max(previous, ctx.clock.now().getTime())), expiry);
  }
}

async function recordBankTransfer(ctx: AppContext, q: Queryable, user: User, from: Date, to: Date) {
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
  let changed: number | undefined;
  try {
    const handled = await ctx.db.transaction(async (tx) => {
      const fresh = await tx
        .insert(processedEvents)
        .values({ id: event.id })
        .onConflictDoNothing()
        .returning({ id: processedEvents.id });
      if (fresh.length === 0) return false;
      if (event.kind === 'checkout.completed') {
        const user = await lockUser(tx, { id: event.userId });
        if (!user || !user.op) return false;
        changed = user.id;
        await applyPayment(ctx, tx, user, event.plan, metodo, event.amountCents);
        if (event.subscriptionId) {
          await setSubscriptionState(tx, user.id, {
            stripeSubId: event.subscriptionId,
            stripeCustomerId: event.customerId ?? user.stripeCustomerId,
            rinnovoAuto: true,
          });
        }
        return true;
      }
      const user = await lockUser(tx, { stripeSubId: event.subscriptionId });
      if (!user) return false;
      changed = user.id;
      if (event.kind === 'renewal') {
        await applyPayment(ctx, tx, user, event.plan, metodo, event.amountCents);
      } else {
        await setSubscriptionState(tx, user.id, { stripeSubId: null, rinnovoAuto: false });
      }
      return true;
    });
    if (handled && changed !== undefined) ctx.events.emit('subscription.changed', { userId: changed });
    return handled;
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
  if (provider.kind === 'bank') throw conflict(SUBSCRIPTION_MSG.cardUnavailable);
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
  await setSubscriptionState(ctx.db, user.id, { rinnovoAuto: enable });
  ctx.events.emit('subscription.changed', { userId: user.id });
}

export async function listPayments(ctx: AppContext, user: User, page: number): Promise<OkFields<typeof paymentsResponseSchema>> {
  const mine = eq(payments.userId, user.id);
  const { items: rows, total } = await listPage(
    PAGE_SIZE.payments,
    page,
    (limit, offset) => ctx.db.select().from(payments).where(mine).orderBy(desc(payments.id)).limit(limit).offset(offset),
    () => ctx.db.select({ total: count() }).from(payments).where(mine),
  );
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
 * Queues the warning some days before expiry and the notice on expiry, once each (their dedupe
 * keys name the expiry), so every instance may run it.
 */
export async function queueExpiryNotices(ctx: AppContext) {
  const now = ctx.clock.now().getTime();
  const url = `${ctx.config.appUrl}/subscription`;
  // The warning says 'renew now' unless a card subscription will renew by itself; a switch turned
  // on without one (during the trial, or after a bank transfer) renews nothing, so it gets 'renew now'.
  const renewsByItself = (user: User) => Boolean(user.stripeSubId) && user.rinnovoAuto;
  const notices = [
    {
      key: 'expiry-warning',
      from: now,
      to: now + SUBSCRIPTION.warningDays * DAY,
      email: (user: User) => (renewsByItself(user) ? EMAILS.renewalReminder : EMAILS.expiryWarning),
    },
    { key: 'expired', from: now - 3 * DAY, to: now, email: () => EMAILS.expired },
  ];
  for (const notice of notices) {
    // Expiring in (from, to]: for the warning, the coming warning days; for the notice, the last 3.
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
        ...renderEmail(notice.email(user)(user.nome, ddmmyy(expiry), url)),
        dedupeKey: `${notice.key}:${user.id}:${expiry.getTime()}`,
      });
    }
  }
}
