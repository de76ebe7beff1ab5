import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WORKSPACE_MSG } from '../../../common/messages/workspace.js';
import {
  notificationSettingsResponseSchema,
  notificationSettingsSchema,
  markReadSchema,
  unreadResponseSchema,
  messagesQuerySchema,
  messagesResponseSchema,
  sendMessageResponseSchema,
  sendMessageSchema,
} from '../../../common/workspace.js';
import type { AppContext } from '../../context.js';
import { okSchema } from '../../../common/validation.js';
import { ok } from '../../platform/http.js';
import { requireUser } from '../accounts/guards.js';
import * as chat from './chat.service.js';
import { setUnreadEmails, unreadEmailsEnabled } from './chat-notices.js';

export const chatRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/messaggi',
      { schema: { querystring: messagesQuerySchema, response: { 200: messagesResponseSchema } } },
      async (request) => {
        const { user } = await requireUser(ctx, request);
        const { id, pivot, after } = request.query;
        return ok({ messages: await chat.listMessages(ctx, user, id, { pivot, after }) });
      },
    );

    app.get('/api/nonletti', { schema: { response: { 200: unreadResponseSchema } } }, async (request) => {
      const { user } = await requireUser(ctx, request);
      return ok(await chat.unreadCounts(ctx, user));
    });

    app.post('/api/letto', { schema: { body: markReadSchema, response: { 200: okSchema } } }, async (request) => {
      const { user } = await requireUser(ctx, request);
      await chat.markRead(ctx, user, request.body.id);
      return ok({});
    });

    app.get('/api/notifiche', { schema: { response: { 200: notificationSettingsResponseSchema } } }, async (request) => {
      const { user } = await requireUser(ctx, request);
      return ok({ email_messaggi: await unreadEmailsEnabled(ctx, user) });
    });

    app.post(
      '/api/notifiche',
      { schema: { body: notificationSettingsSchema, response: { 200: notificationSettingsResponseSchema } } },
      async (request) => {
        const { user } = await requireUser(ctx, request);
        await setUnreadEmails(ctx, user, request.body.email_messaggi);
        return ok({ email_messaggi: request.body.email_messaggi });
      },
    );

    app.post(
      '/api/inviamessaggio',
      { schema: { body: sendMessageSchema, response: { 200: sendMessageResponseSchema } } },
      async (request) => {
        const { user } = await requireUser(ctx, request);
        const message = await chat.sendMessage(ctx, user, request.body.id, request.body.testo);
        return ok({ message: WORKSPACE_MSG.messageSent, sent: message });
      },
    );
  };
