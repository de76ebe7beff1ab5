import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTIFICATIONS_MSG } from '../../../common/messages/notifications.js';
import { notificationSettingsResponseSchema, notificationSettingsSchema } from '../../../common/workspace.js';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../platform/errors.js';
import { ok } from '../../platform/http.js';
import { requireUser } from '../accounts/guards.js';
import { findUser } from '../accounts/users.js';
import {
  notificationChoices,
  readUnsubscribeToken,
  setNotificationChoices,
  type NotificationChoices,
} from './notifications.service.js';

const asResponse = (c: NotificationChoices) => ({
  email_messaggi: c.messaggi,
  email_documenti: c.documenti,
  email_collegamenti: c.collegamenti,
  email_prenotazioni: c.prenotazioni,
});

export const UNSUBSCRIBE_PATH = '/api/disiscrizione';

export const notificationsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/notifiche', { schema: { response: { 200: notificationSettingsResponseSchema } } }, async (request) => {
      const { user } = await requireUser(ctx, request);
      return ok(asResponse(await notificationChoices(ctx.db, user.id)));
    });

    app.post(
      '/api/notifiche',
      { schema: { body: notificationSettingsSchema, response: { 200: notificationSettingsResponseSchema } } },
      async (request) => {
        const { user } = await requireUser(ctx, request);
        const b = request.body;
        await setNotificationChoices(ctx.db, user.id, {
          messaggi: b.email_messaggi,
          documenti: b.email_documenti,
          collegamenti: b.email_collegamenti,
          prenotazioni: b.email_prenotazioni,
        });
        return ok(asResponse(await notificationChoices(ctx.db, user.id)));
      },
    );

    // The one-click unsubscribe (RFC 8058): the signed token in the URL is the only credential.
    // A form post (the page's button, or a mail provider's `List-Unsubscribe=One-Click`) sends
    // an url-encoded body, which is not needed: the token decides.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_r, _body, done) =>
      done(null, {}),
    );
    const query = z.object({ token: z.string().max(200).optional() });

    const check = async (raw: unknown) => {
      const parsed = query.safeParse(raw);
      const token = parsed.success ? (parsed.data.token ?? '') : '';
      const result = readUnsubscribeToken(ctx, token);
      if (!result.ok) return result;
      const user = await findUser(ctx.db, result.userId);
      if (!user) return { ok: false as const, reason: 'invalid' as const };
      return { ...result, user, token };
    };

    app.get(UNSUBSCRIBE_PATH, async (request, reply) => {
      const found = await check(request.query);
      if (!found.ok) return refusal(request, reply, found.reason);
      const about = NOTIFICATIONS_MSG.about[found.kind];
      if (!wantsPage(request)) return ok({ message: NOTIFICATIONS_MSG.confirmQuestion(about, found.user.email) });
      return page(
        reply,
        200,
        `<p>${esc(NOTIFICATIONS_MSG.confirmQuestion(about, found.user.email))}</p>
<p style="color:#bbb">${esc(NOTIFICATIONS_MSG.confirmOthers)}</p>
<form method="post" action="${UNSUBSCRIBE_PATH}?token=${esc(found.token)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button style="width:100%;margin-top:8px;padding:12px;border:0;border-radius:6px;background:#d4af37;color:#1a1a1a;font-size:16px;font-weight:bold;cursor:pointer">${esc(NOTIFICATIONS_MSG.confirmButton)}</button></form>`,
      );
    });

    app.post(UNSUBSCRIBE_PATH, async (request, reply) => {
      const found = await check(request.query);
      if (!found.ok) return refusal(request, reply, found.reason);
      await setNotificationChoices(ctx.db, found.userId, { [found.kind]: false });
      const done = NOTIFICATIONS_MSG.done(NOTIFICATIONS_MSG.about[found.kind]);
      if (!wantsPage(request)) return ok({ message: done });
      return page(
        reply,
        200,
        `<p>${esc(done)}</p>
<p style="color:#bbb">${esc(NOTIFICATIONS_MSG.doneAgain)}</p>
${accountLink()}`,
      );
    });

    const accountLink = () =>
      `<p style="margin:24px 0 0"><a href="${esc(ctx.config.appUrl)}/account" style="color:#d4af37">${esc(NOTIFICATIONS_MSG.openAccount)}</a></p>`;

    /** A bad or expired link: a page for a browser, the usual `{ success: false, error }` for anything else. */
    const refusal = (request: FastifyRequest, reply: FastifyReply, reason: 'invalid' | 'expired') => {
      const message = reason === 'expired' ? NOTIFICATIONS_MSG.expired : NOTIFICATIONS_MSG.invalid;
      if (!wantsPage(request)) throw badRequest(message);
      return page(
        reply,
        400,
        `<p>${esc(message)}</p>
<p style="color:#bbb">${esc(NOTIFICATIONS_MSG.useAccount)}</p>
${accountLink()}`,
      );
    };
  };

/**
 * A browser (following the e-mail's link, or posting the page's form) asks for HTML and gets a
 * page; a mail provider's one-click POST or an API client gets JSON.
 */
const wantsPage = (request: FastifyRequest) => /text\/html/.test(request.headers.accept ?? '');

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small page of its own (no app, no script), in the app's colours. */
function page(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(NOTIFICATIONS_MSG.pageTitle)} - Studio</title></head>
<body style="margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#121212;color:#eee;font-family:Roboto,Arial,sans-serif;line-height:1.5">
<main style="max-width:460px;width:100%;margin:16px;padding:32px;background:#1e1e1e;border-radius:12px;border-top:4px solid #d4af37">
<h1 style="margin:0 0 16px;font-size:22px;color:#d4af37">${esc(NOTIFICATIONS_MSG.pageTitle)}</h1>
${body}
</main></body></html>`);
}
