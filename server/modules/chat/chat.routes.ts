import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WORKSPACE_MSG } from '../../../common/messages/workspace.js';
import {
  markReadSchema,
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

    app.post('/api/letto', { schema: { body: markReadSchema, response: { 200: okSchema } } }, async (request) => {
      const { user } = await requireUser(ctx, request);
      await chat.markRead(ctx, user, request.body.id);
      return ok({});
    });

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
