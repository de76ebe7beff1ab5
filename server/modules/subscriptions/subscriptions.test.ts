import { createServer, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../common/constants.js';
import { SUBSCRIPTION_MSG } from '../../../common/messages/subscriptions.js';
import { TEST_ADMIN, useTestApp, type TestApp } from '../../test/build-test-app.js';
import { makeClient, makeOperator, reloadUser } from '../../test/factories.js';
import { setRomeTime } from '../../test/scheduling.js';
import { users } from '../accounts/accounts.table.js';
import { payments, storageBlocks } from './subscriptions.table.js';
import { queueExpiryNotices, storageQuotaKb } from './subscriptions.service.js';

const DAY = 86_400_000;

describe('with the offline provider (no Stripe key)', () => {
  const t = useTestApp();
  beforeEach(() => setRomeTime(t, '2026-11-23 08:00'));

  async function payThroughLocalPage(token: string, body: Record<string, boolean>) {
    const { url } = (await t.post('/api/checkout', body, token)).body as { url: string };
    const session = new URL(url).searchParams.get('session')!;
    const page = await t.inject({ method: 'GET', url: `/api/checkout-simulato?session=${encodeURIComponent(session)}` });
    const paid = await t.inject({
      method: 'POST',
      url: '/api/checkout-simulato/paga',
      payload: `session=${encodeURIComponent(session)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    return { url, session, page, paid };
  }

  it('adds 30 days to the expiry for a month, from the current expiry', async () => {
    const op = await makeOperator(t);
    const { url, page, paid } = await payThroughLocalPage(op.token, { annuale: false });
    expect(url).toMatch(/^http:\/\/studio\.test\/api\/checkout-simulato\?session=/);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('29,90 €');
    expect(page.body).toContain('Pagamenti simulati');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('http://studio.test/subscription/success?piano=mensile');
    const after = await reloadUser(t, op.user.id);
    expect(after.scadenzaAbbonamento!.getTime()).toBe(op.user.scadenzaAbbonamento!.getTime() + 30 * DAY);
    await t.flushMail();
    expect(t.mailbox.last(op.email).subject).toBe('Ricevuta di pagamento Studio');
  });

  it('adds 365 days for a year, counted from now when the subscription had expired', async () => {
    const expired = new Date(t.clock.now().getTime() - 10 * DAY);
    const op = await makeOperator(t, { scadenzaAbbonamento: expired });
    await payThroughLocalPage(op.token, { annuale: true });
    expect((await reloadUser(t, op.user.id)).scadenzaAbbonamento!.getTime()).toBe(t.clock.now().getTime() + 365 * DAY);
  });

  it('counts one payment once even when the page is submitted twice', async () => {
    const op = await makeOperator(t);
    const { session } = await payThroughLocalPage(op.token, { annuale: false });
    await t.inject({
      method: 'POST',
      url: '/api/checkout-simulato/paga',
      payload: `session=${encodeURIComponent(session)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect((await reloadUser(t, op.user.id)).scadenzaAbbonamento!.getTime()).toBe(
      op.user.scadenzaAbbonamento!.getTime() + 30 * DAY,
    );
    const res = await t.get('/api/pagamenti?page=0', op.token);
    expect(res.body.total).toBe(1);
    expect(res.body.payments[0]).toMatchObject({
      metodo: 'carta (simulato)',
      importo: '29,90 €',
      fine: op.user.scadenzaAbbonamento!.getTime() + 30 * DAY,
    });
  });

  it('refuses a forged session and changes nothing', async () => {
    const op = await makeOperator(t);
    const res = await t.inject({
      method: 'POST',
      url: '/api/checkout-simulato/paga',
      payload: 'session=abc.def',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(SUBSCRIPTION_MSG.invalidCheckout);
    expect((await reloadUser(t, op.user.id)).scadenzaAbbonamento).toEqual(op.user.scadenzaAbbonamento);
  });

  it('raises the quota with a storage block and lowers it when the block expires', async () => {
    const op = await makeOperator(t);
    await payThroughLocalPage(op.token, { spazio: true });
    expect(await storageQuotaKb(t.ctx.db, op.user.id, t.clock.now())).toBe(LIMITS.includedStorageKb * 2);
    const info = (await t.get('/api/abbonamento', op.token)).body;
    expect(info).toMatchObject({ provider: 'offline', storage: { usedKb: 0, quotaKb: 20_000_000 } });
    expect(info.causale).toContain(op.email);
    expect(await storageQuotaKb(t.ctx.db, op.user.id, new Date(t.clock.now().getTime() + 366 * DAY))).toBe(
      LIMITS.includedStorageKb,
    );
    const [block] = await t.ctx.db.select().from(storageBlocks).where(eq(storageBlocks.userId, op.user.id));
    expect(block.fine.getTime() - block.inizio.getTime()).toBe(365 * DAY);
  });

  it('pages the payment history by 5', async () => {
    const op = await makeOperator(t);
    for (let i = 0; i < 6; i++) await payThroughLocalPage(op.token, { annuale: false });
    expect((await t.get('/api/pagamenti?page=0', op.token)).body.payments).toHaveLength(5);
    expect((await t.get('/api/pagamenti?page=1', op.token)).body).toMatchObject({ total: 6, payments: [expect.anything()] });
  });

  it('starts a subscription that renews by itself when a month or a year is paid by card', async () => {
    for (const annuale of [false, true]) {
      const op = await makeOperator(t);
      await payThroughLocalPage(op.token, { annuale });
      const { me } = (await t.get('/api/me', op.token)).body;
      expect(me.stripe_sub_id).toMatch(/^sub_offline_/);
      expect(me.rinnovo_auto).toBe(true);
    }
  });

  it('starts no subscription when a storage block is paid by card', async () => {
    const op = await makeOperator(t);
    await payThroughLocalPage(op.token, { spazio: true });
    expect(await reloadUser(t, op.user.id)).toMatchObject({ stripeSubId: null, rinnovoAuto: false });
  });

  it('starts no subscription and leaves auto-renew off when a bank transfer is recorded', async () => {
    const op = await makeOperator(t);
    const admin = (await t.post('/api/login', { ...TEST_ADMIN, stayLogged: false })).body.token as string;
    const until = op.user.scadenzaAbbonamento!.getTime() + 365 * DAY;
    const res = await t.post(
      `/api/adminupdateuser?id=${op.user.id}`,
      { nome: 'Mario', cognome: 'Rossi', attivo: true, scadenza_abbonamento: until },
      admin,
    );
    expect(res.status).toBe(200);
    const { me } = (await t.get('/api/me', op.token)).body;
    expect(me).toMatchObject({ scadenza_abbonamento: until, stripe_sub_id: null, rinnovo_auto: false });
  });

  it('turns auto-renew on and off during the free trial, with no card subscription, as the spec says', async () => {
    const op = await makeOperator(t);
    expect(await t.post('/api/autorinnovo', { enable: true }, op.token)).toMatchObject({
      status: 200,
      body: { message: SUBSCRIPTION_MSG.autoRenewUpdated },
    });
    expect(await reloadUser(t, op.user.id)).toMatchObject({ rinnovoAuto: true, stripeSubId: null });
    await t.post('/api/autorinnovo', { enable: false }, op.token);
    expect((await reloadUser(t, op.user.id)).rinnovoAuto).toBe(false);
  });

  it('keeps subscription calls to professionals', async () => {
    const client = await makeClient(t);
    for (const [url, body] of [
      ['/api/checkout', { annuale: false }],
      ['/api/autorinnovo', { enable: true }],
    ] as const) {
      expect((await t.post(url, body, client.token)).status).toBe(403);
    }
    expect((await t.get('/api/pagamenti', client.token)).status).toBe(403);
  });

  it('sends the expiry warning 7 days before and the notice on expiry, once each', async () => {
    const op = await makeOperator(t, { scadenzaAbbonamento: new Date(t.clock.now().getTime() + 6 * DAY) });
    await queueExpiryNotices(t.ctx);
    await queueExpiryNotices(t.ctx);
    await t.flushMail();
    expect(t.mailbox.to(op.email).map((m) => m.subject)).toEqual(['Il tuo abbonamento Studio è in scadenza']);
    t.clock.advance(6 * DAY + 1000);
    await queueExpiryNotices(t.ctx);
    await queueExpiryNotices(t.ctx);
    await t.flushMail();
    expect(t.mailbox.to(op.email).map((m) => m.subject)).toEqual([
      'Il tuo abbonamento Studio è in scadenza',
      'Il tuo abbonamento Studio è scaduto',
    ]);
  });

  it('tells a professional whose card subscription renews by itself when it renews, not to renew', async () => {
    const op = await makeOperator(t, {
      scadenzaAbbonamento: new Date(t.clock.now().getTime() + 6 * DAY),
      stripeSubId: `sub_offline_r${Date.now()}`,
      rinnovoAuto: true,
    });
    await queueExpiryNotices(t.ctx);
    await t.flushMail();
    const mail = t.mailbox.last(op.email);
    expect(mail.subject).toBe('Il tuo abbonamento Studio si rinnova a breve');
    expect(mail.text).toContain('il tuo abbonamento si rinnoverà automaticamente il 29/11/26');
    expect(mail.text).not.toContain('Rinnova ora');
  });

  it('claims no renewal in the warning when auto-renew is on without a card subscription', async () => {
    const op = await makeOperator(t, { scadenzaAbbonamento: new Date(t.clock.now().getTime() + 6 * DAY), rinnovoAuto: true });
    await queueExpiryNotices(t.ctx);
    await t.flushMail();
    const mail = t.mailbox.last(op.email);
    expect(mail.subject).toBe('Il tuo abbonamento Studio è in scadenza');
    expect(mail.text).toContain('Rinnova ora per continuare senza interruzioni.');
    expect(mail.text).not.toMatch(/automatic|si rinnover/);
  });
});

/** A stand-in for Stripe's API: the real SDK talks HTTP to it. */
class FakeStripe {
  requests: { method: string; path: string; body: URLSearchParams }[] = [];
  server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      this.requests.push({ method: req.method!, path: req.url!, body: new URLSearchParams(raw) });
      res.setHeader('content-type', 'application/json');
      if (req.url === '/v1/checkout/sessions') {
        res.end(
          JSON.stringify({ id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.stripe.test/c/pay/cs_test_1' }),
        );
      } else if (req.url?.startsWith('/v1/subscriptions/')) {
        res.end(
          JSON.stringify({
            id: req.url.split('/').pop(),
            object: 'subscription',
            cancel_at_period_end: new URLSearchParams(raw).get('cancel_at_period_end') === 'true',
          }),
        );
      } else {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { message: 'not found' } }));
      }
    });
  });
  port = 0;
  async start() {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.port = (this.server.address() as { port: number }).port;
  }
}

describe('with Stripe', () => {
  const fake = new FakeStripe();
  const secret = 'whsec_test_secret';
  let stripe: Stripe;
  // Registered before the app's own hook, so the SDK knows the fake server's port.
  beforeAll(() => fake.start(), 10_000);
  const t: TestApp = useTestApp(
    {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: secret,
      STRIPE_PRICE_MONTHLY: 'price_m',
      STRIPE_PRICE_YEARLY: 'price_y',
    },
    () => {
      stripe = new Stripe('sk_test_fake', { host: '127.0.0.1', port: fake.port, protocol: 'http', maxNetworkRetries: 0 });
      return { stripe };
    },
  );

  afterAll(() => new Promise<void>((r) => fake.server.close(() => r())));

  const sendWebhook = (event: object, signed = true) => {
    const payload = JSON.stringify(event);
    const header = signed ? stripe.webhooks.generateTestHeaderString({ payload, secret }) : undefined;
    return t.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json', ...(header ? { 'stripe-signature': header } : {}) },
    });
  };

  const completed = (id: string, userId: number, plan: 'monthly' | 'yearly') => ({
    id,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: 'cs_1',
        object: 'checkout.session',
        payment_status: 'paid',
        client_reference_id: String(userId),
        metadata: { plan },
        amount_total: 2990,
        subscription: 'sub_123',
        customer: 'cus_1',
      },
    },
  });

  it('creates a Checkout Session with the plan, the user and the return pages', async () => {
    const op = await makeOperator(t);
    const res = await t.post('/api/checkout', { annuale: true }, op.token);
    expect(res.body.url).toBe('https://checkout.stripe.test/c/pay/cs_test_1');
    const body = fake.requests.at(-1)!.body;
    expect(body.get('mode')).toBe('subscription');
    expect(body.get('line_items[0][price]')).toBe('price_y');
    expect(body.get('client_reference_id')).toBe(String(op.user.id));
    expect(body.get('metadata[plan]')).toBe('yearly');
    expect(body.get('success_url')).toBe('http://studio.test/subscription/success?piano=annuale');
    expect(body.get('cancel_url')).toBe('http://studio.test/subscription/cancel');
  });

  it('extends the subscription once for a signed checkout.session.completed, even when delivered twice at once', async () => {
    const op = await makeOperator(t);
    const event = completed(`evt_${op.user.id}`, op.user.id, 'monthly');
    const results = await Promise.all([sendWebhook(event), sendWebhook(event)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const after = await reloadUser(t, op.user.id);
    expect(after.scadenzaAbbonamento!.getTime()).toBe(op.user.scadenzaAbbonamento!.getTime() + 30 * DAY);
    expect(after).toMatchObject({ stripeSubId: 'sub_123', rinnovoAuto: true });
    expect(await t.ctx.db.select().from(payments).where(eq(payments.userId, op.user.id))).toHaveLength(1);
  });

  it('refuses an unsigned or badly signed webhook and changes nothing', async () => {
    const op = await makeOperator(t);
    expect((await sendWebhook(completed(`evt_u${op.user.id}`, op.user.id, 'yearly'), false)).statusCode).toBe(400);
    const forged = await t.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: JSON.stringify(completed(`evt_f${op.user.id}`, op.user.id, 'yearly')),
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=deadbeef' },
    });
    expect(forged.statusCode).toBe(400);
    expect((await reloadUser(t, op.user.id)).scadenzaAbbonamento).toEqual(op.user.scadenzaAbbonamento);
  });

  it('extends on a renewal invoice and stops renewing when the subscription ends', async () => {
    const op = await makeOperator(t, { stripeSubId: `sub_r${Date.now()}`, rinnovoAuto: true });
    const sub = (await reloadUser(t, op.user.id)).stripeSubId!;
    await sendWebhook({
      id: `evt_inv_${op.user.id}`,
      object: 'event',
      type: 'invoice.paid',
      data: {
        object: {
          id: 'in_1',
          object: 'invoice',
          billing_reason: 'subscription_cycle',
          subscription: sub,
          amount_paid: 2990,
          lines: { data: [{ price: { id: 'price_m' } }] },
        },
      },
    });
    expect((await reloadUser(t, op.user.id)).scadenzaAbbonamento!.getTime()).toBe(
      op.user.scadenzaAbbonamento!.getTime() + 30 * DAY,
    );
    await sendWebhook({
      id: `evt_del_${op.user.id}`,
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: { id: sub, object: 'subscription' } },
    });
    expect(await reloadUser(t, op.user.id)).toMatchObject({ stripeSubId: null, rinnovoAuto: false });
  });

  it('turns auto-renew off through cancel_at_period_end in Stripe', async () => {
    const op = await makeOperator(t, { stripeSubId: 'sub_auto', rinnovoAuto: true });
    await t.post('/api/autorinnovo', { enable: false }, op.token);
    const call = fake.requests.at(-1)!;
    expect(call.path).toBe('/v1/subscriptions/sub_auto');
    expect(call.body.get('cancel_at_period_end')).toBe('true');
    await t.post('/api/autorinnovo', { enable: true }, op.token);
    expect(fake.requests.at(-1)!.body.get('cancel_at_period_end')).toBe('false');
    expect((await reloadUser(t, op.user.id)).rinnovoAuto).toBe(true);
    await t.ctx.db.update(users).set({ stripeSubId: null }).where(eq(users.id, op.user.id));
  });
});

describe('bank transfer', () => {
  describe('without BANK_IBAN', () => {
    const t = useTestApp();

    it('is not offered: the subscription page gets no IBAN, never a sample one', async () => {
      const op = await makeOperator(t);
      const res = await t.get('/api/abbonamento', op.token);
      expect(res.status).toBe(200);
      expect(res.body.iban).toBeNull();
    });
  });

  describe('with BANK_IBAN', () => {
    const t = useTestApp({ BANK_IBAN: 'IT02 L123 4512 3451 2345 6789 012' });

    it('is offered with the configured IBAN and a reference line naming the professional', async () => {
      const op = await makeOperator(t);
      const res = await t.get('/api/abbonamento', op.token);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        iban: 'IT02 L123 4512 3451 2345 6789 012',
        causale: `Abbonamento annuale Studio - ${op.email}`,
      });
    });
  });
});
