import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../common/messages/it.js';
import { SUBSCRIPTION_MSG } from '../../../common/messages/subscriptions.js';
import { PLANS, euro } from '../../../common/plans.js';
import {
  autoRenewSchema,
  checkoutResponseSchema,
  checkoutSchema,
  paymentsQuerySchema,
  paymentsResponseSchema,
  subscriptionResponseSchema,
} from '../../../common/subscriptions.js';
import { messageResponseSchema } from '../../../common/validation.js';
import type { AppContext } from '../../context.js';
import { escapeHtml } from '../../platform/html.js';
import { ok } from '../../platform/http.js';
import { badRequest } from '../../platform/errors.js';
import { InvalidSignatureError, OfflineProvider, type PaymentProvider } from '../../platform/payments.js';
import { requireOperator } from '../accounts/guards.js';
import * as subscriptions from './subscriptions.service.js';

export const subscriptionsRoutes =
  (ctx: AppContext, provider: PaymentProvider): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/checkout',
      { schema: { body: checkoutSchema, response: { 200: checkoutResponseSchema } } },
      async (request) => {
        const { user } = await requireOperator(ctx, request);
        const plan = request.body.spazio ? 'spazio' : request.body.annuale ? 'annuale' : 'mensile';
        return ok(await subscriptions.createCheckout(ctx, provider, user, plan));
      },
    );

    app.post(
      '/api/autorinnovo',
      { schema: { body: autoRenewSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const { user } = await requireOperator(ctx, request);
        await subscriptions.setAutoRenew(ctx, provider, user, request.body.enable);
        return ok({ message: SUBSCRIPTION_MSG.autoRenewUpdated });
      },
    );

    app.get(
      '/api/pagamenti',
      { schema: { querystring: paymentsQuerySchema, response: { 200: paymentsResponseSchema } } },
      async (request) => {
        const { user } = await requireOperator(ctx, request);
        return ok(await subscriptions.listPayments(ctx, user, request.query.page));
      },
    );

    /** What the subscription page needs beyond `me`: the provider, the IBAN and the storage. */
    app.get('/api/abbonamento', { schema: { response: { 200: subscriptionResponseSchema } } }, async (request) => {
      const { user } = await requireOperator(ctx, request);
      return ok({
        provider: provider.kind,
        iban: ctx.config.bankIban ?? null,
        causale: `Abbonamento annuale Studio - ${user.email}`,
        storage: await subscriptions.storageInfo(ctx, user),
      });
    });

    await app.register(stripeWebhook(ctx, provider));
    if (provider instanceof OfflineProvider) await app.register(offlineCheckout(ctx, provider));
  };

/** Stripe signs the raw body, so this route reads it as bytes. Unsigned or badly signed: 400, nothing changes. */
const stripeWebhook =
  (ctx: AppContext, provider: PaymentProvider): FastifyPluginAsync =>
  async (app) => {
    app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    app.post('/api/stripe/webhook', async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        event = provider.parseWebhook(request.body as Buffer, typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        if (error instanceof InvalidSignatureError) return reply.status(400).send({ success: false, error: MSG.invalidRequest });
        throw error;
      }
      const applied = await subscriptions.handlePaymentEvent(ctx, event, 'carta');
      return { received: true, applied };
    });
  };

/** The offline provider's payment page: shows the amount, then pays or cancels through the webhook's code path. */
const offlineCheckout =
  (ctx: AppContext, provider: OfflineProvider): FastifyPluginAsync =>
  async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const sessionQuery = z.object({ session: z.string().max(2000) });

    app.get('/api/checkout-simulato', async (request, reply) => {
      const parsed = sessionQuery.safeParse(request.query);
      const session = parsed.success ? provider.readSession(parsed.data.session) : undefined;
      if (!session || !parsed.success) throw badRequest(SUBSCRIPTION_MSG.invalidCheckout);
      const plan = PLANS[session.plan];
      const token = escapeHtml(parsed.data.session);
      return reply.type('text/html; charset=utf-8')
        .send(`<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Pagamento simulato - Studio</title></head>
<body style="margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#121212;color:#eee;font-family:Roboto,Arial,sans-serif">
<main style="max-width:420px;width:100%;margin:16px;padding:32px;background:#1e1e1e;border-radius:12px;border-top:4px solid #d4af37">
<h1 style="margin:0 0 8px;font-size:22px;color:#d4af37">Pagamento simulato</h1>
<p style="margin:0 0 24px;color:#bbb">${escapeHtml(SUBSCRIPTION_MSG.offlineBanner)}</p>
<p style="margin:0 0 4px">${escapeHtml(plan.label)}</p>
<p style="margin:0 0 24px;font-size:32px;font-weight:bold">${escapeHtml(euro(plan.cents))} <span style="font-size:16px;color:#bbb">+ IVA</span></p>
<form method="post" action="/api/checkout-simulato/paga"><input type="hidden" name="session" value="${token}"><button style="width:100%;padding:12px;border:0;border-radius:6px;background:#d4af37;color:#1a1a1a;font-size:16px;font-weight:bold;cursor:pointer">Paga ora</button></form>
<form method="post" action="/api/checkout-simulato/annulla" style="margin-top:12px"><input type="hidden" name="session" value="${token}"><button style="width:100%;padding:12px;border:1px solid #555;border-radius:6px;background:transparent;color:#eee;font-size:16px;cursor:pointer">Annulla</button></form>
</main></body></html>`);
    });

    app.post('/api/checkout-simulato/paga', async (request, reply) => {
      const session = provider.readSession(String((request.body as { session?: string } | undefined)?.session ?? ''));
      if (!session) throw badRequest(SUBSCRIPTION_MSG.invalidCheckout);
      await subscriptions.handlePaymentEvent(ctx, provider.paidEvent(session), 'carta (simulato)');
      return reply.redirect(`${ctx.config.appUrl}/subscription/success?piano=${session.plan}`, 303);
    });

    app.post('/api/checkout-simulato/annulla', async (_request, reply) =>
      reply.redirect(`${ctx.config.appUrl}/subscription/cancel`, 303),
    );
  };
