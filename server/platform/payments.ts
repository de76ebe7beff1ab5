import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import Stripe from 'stripe';
import { PLANS, type Plan } from '../../common/plans.js';
import { HOUR } from '../../common/time.js';
import type { Config } from '../config.js';
import type { Clock } from './clock.js';

/** What the subscription rules understand, whichever provider reported it. */
export type PaymentEvent =
  | {
      id: string;
      kind: 'checkout.completed';
      userId: number;
      plan: Plan;
      amountCents: number;
      subscriptionId?: string;
      customerId?: string;
    }
  | { id: string; kind: 'renewal'; subscriptionId: string; plan: Plan; amountCents: number }
  | { id: string; kind: 'subscription.ended'; subscriptionId: string }
  | { id: string; kind: 'ignored' };

export interface CheckoutInput {
  userId: number;
  email: string;
  plan: Plan;
  successUrl: string;
  cancelUrl: string;
}

export interface PaymentProvider {
  kind: 'stripe' | 'offline' | 'bank';
  createCheckout(input: CheckoutInput): Promise<{ url: string }>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void>;
  /** Verifies and translates a webhook; throws when the signature is missing or wrong. */
  parseWebhook(raw: Buffer, signature: string | undefined): PaymentEvent;
}

export class InvalidSignatureError extends Error {}

const planOf = (value: unknown): Plan | undefined => (typeof value === 'string' && value in PLANS ? (value as Plan) : undefined);

/** Stripe Checkout and webhooks through the official SDK. */
export class StripeProvider implements PaymentProvider {
  readonly kind = 'stripe' as const;
  constructor(
    private readonly stripe: Stripe,
    private readonly config: Config,
  ) {}

  async createCheckout(input: CheckoutInput) {
    const subscription = input.plan === 'mensile' || input.plan === 'annuale';
    const price = input.plan === 'annuale' ? this.config.stripe.priceYearly : this.config.stripe.priceMonthly;
    const session = await this.stripe.checkout.sessions.create({
      mode: subscription ? 'subscription' : 'payment',
      line_items: subscription
        ? [{ price, quantity: 1 }]
        : [
            {
              quantity: 1,
              price_data: { currency: 'eur', unit_amount: PLANS.spazio.cents, product_data: { name: PLANS.spazio.label } },
            },
          ],
      client_reference_id: String(input.userId),
      customer_email: input.email,
      metadata: {
        plan: input.plan === 'mensile' ? 'monthly' : input.plan === 'annuale' ? 'yearly' : 'storage',
        piano: input.plan,
      },
      ...(subscription ? { subscription_data: { metadata: { piano: input.plan, userId: String(input.userId) } } } : {}),
      automatic_tax: { enabled: this.config.stripe.automaticTax },
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      locale: 'it',
    });
    return { url: session.url ?? input.cancelUrl };
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean) {
    await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
  }

  parseWebhook(raw: Buffer, signature: string | undefined): PaymentEvent {
    if (!signature || !this.config.stripe.webhookSecret) throw new InvalidSignatureError();
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(raw, signature, this.config.stripe.webhookSecret);
    } catch {
      throw new InvalidSignatureError();
    }
    return this.translate(event);
  }

  private translate(event: Stripe.Event): PaymentEvent {
    if (event.type === 'checkout.session.completed') {
      const s = event.data.object;
      const plan =
        planOf(s.metadata?.piano) ??
        (s.metadata?.plan === 'yearly' ? 'annuale' : s.metadata?.plan === 'storage' ? 'spazio' : 'mensile');
      if (s.payment_status !== 'paid' || !s.client_reference_id) return { id: event.id, kind: 'ignored' };
      return {
        id: event.id,
        kind: 'checkout.completed',
        userId: Number(s.client_reference_id),
        plan,
        amountCents: s.amount_total ?? PLANS[plan].cents,
        subscriptionId: typeof s.subscription === 'string' ? s.subscription : s.subscription?.id,
        customerId: typeof s.customer === 'string' ? s.customer : s.customer?.id,
      };
    }
    if (event.type === 'invoice.paid') {
      const invoice = event.data.object as Stripe.Invoice & { subscription?: string | { id: string } };
      if (invoice.billing_reason !== 'subscription_cycle') return { id: event.id, kind: 'ignored' };
      const details = invoice.parent?.subscription_details;
      const raw = details?.subscription ?? invoice.subscription;
      const subscriptionId = typeof raw === 'string' ? raw : raw?.id;
      if (!subscriptionId) return { id: event.id, kind: 'ignored' };
      const linePrice = JSON.stringify(invoice.lines?.data?.[0] ?? {});
      const yearly =
        planOf(details?.metadata?.piano) === 'annuale' ||
        (!!this.config.stripe.priceYearly && linePrice.includes(this.config.stripe.priceYearly));
      return {
        id: event.id,
        kind: 'renewal',
        subscriptionId,
        plan: yearly ? 'annuale' : 'mensile',
        amountCents: invoice.amount_paid,
      };
    }
    if (event.type === 'customer.subscription.deleted') {
      return { id: event.id, kind: 'subscription.ended', subscriptionId: event.data.object.id };
    }
    return { id: event.id, kind: 'ignored' };
  }
}

/**
 * With no Stripe key: checkout goes to a local page that shows the amount and completes or
 * cancels the payment. The session is a signed token, so it cannot be forged or altered.
 */
export class OfflineProvider implements PaymentProvider {
  readonly kind = 'offline' as const;
  constructor(
    private readonly config: Config,
    private readonly clock: Clock,
  ) {}

  private sign(body: string) {
    return createHmac('sha256', this.config.jwtSecret).update(`offline-checkout:${body}`).digest('base64url');
  }

  async createCheckout(input: CheckoutInput) {
    const body = Buffer.from(
      JSON.stringify({
        id: randomBytes(9).toString('base64url'),
        userId: input.userId,
        plan: input.plan,
        exp: this.clock.now().getTime() + HOUR,
      }),
    ).toString('base64url');
    return { url: `${this.config.appUrl}/api/checkout-simulato?session=${body}.${this.sign(body)}` };
  }

  /** The session behind a token, or undefined when it is forged or expired. */
  readSession(token: string): { id: string; userId: number; plan: Plan } | undefined {
    const [body, signature] = token.split('.');
    if (!body || !signature) return undefined;
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    const session = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
      id: string;
      userId: number;
      plan: Plan;
      exp: number;
    };
    return session.exp > this.clock.now().getTime() && planOf(session.plan) ? session : undefined;
  }

  /**
   * What paying a session reports, as Stripe's checkout.session.completed would: a month or a
   * year by card starts a subscription (renewing until turned off); a storage block does not.
   */
  paidEvent(session: { id: string; userId: number; plan: Plan }): PaymentEvent {
    const subscription = session.plan === 'mensile' || session.plan === 'annuale';
    return {
      id: `offline_${session.id}`,
      kind: 'checkout.completed',
      userId: session.userId,
      plan: session.plan,
      amountCents: PLANS[session.plan].cents,
      ...(subscription ? { subscriptionId: `sub_offline_${session.id}`, customerId: `cus_offline_${session.userId}` } : {}),
    };
  }

  async setCancelAtPeriodEnd() {}

  parseWebhook(): PaymentEvent {
    throw new InvalidSignatureError();
  }
}

/** Bank transfer only: no card checkout, no webhook (the administrator records transfers). */
export class BankTransferOnly implements PaymentProvider {
  readonly kind = 'bank' as const;

  async createCheckout(): Promise<{ url: string }> {
    throw new Error('card payments are off: bank transfer only');
  }

  async setCancelAtPeriodEnd() {}

  parseWebhook(): PaymentEvent {
    throw new InvalidSignatureError();
  }
}

export function paymentProvider(config: Config, clock: Clock, stripe?: Stripe): PaymentProvider {
  if (stripe) return new StripeProvider(stripe, config);
  if (config.payments === 'stripe')
    return new StripeProvider(new Stripe(config.stripe.secretKey!, { maxNetworkRetries: 2, timeout: 20_000 }), config);
  if (config.payments === 'offline') return new OfflineProvider(config, clock);
  return new BankTransferOnly();
}
