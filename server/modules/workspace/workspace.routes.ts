import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import { WORKSPACE_MSG } from '../../../common/messages/workspace.js';
import { idBodySchema } from '../../../common/schedule.js';
import { recordQuerySchema, recordResponseSchema, unreadResponseSchema, updateNoteSchema } from '../../../common/workspace.js';
import { messageResponseSchema } from '../../../common/validation.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../platform/http.js';
import { requireClient, requireOperator, requireUser } from '../accounts/guards.js';
import { unreadCounts } from '../chat/chat.service.js';
import { unreadDocuments } from '../documents/documents.service.js';
import { removeLink } from './end-link.js';
import * as workspace from './workspace.service.js';

export const workspaceRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/cliente',
      { schema: { querystring: recordQuerySchema, response: { 200: recordResponseSchema } } },
      async (request) => {
        const { user } = await requireOperator(ctx, request);
        return ok({ user: await workspace.clientRecord(ctx, user, request.query.id) });
      },
    );

    app.get(
      '/api/op',
      { schema: { querystring: recordQuerySchema, response: { 200: recordResponseSchema } } },
      async (request) => {
        const { user } = await requireClient(ctx, request);
        return ok({ user: await workspace.operatorRecord(ctx, user, request.query.id) });
      },
    );

    app.post(
      '/api/updatecliente',
      { schema: { body: updateNoteSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const { user } = await requireOperator(ctx, request);
        await workspace.updateNote(ctx, user, request.body.id, request.body.note);
        return ok({ message: WORKSPACE_MSG.noteSaved });
      },
    );

    app.post('/api/deleteop', { schema: { body: idBodySchema, response: { 200: messageResponseSchema } } }, async (request) => {
      const { user } = await requireClient(ctx, request);
      await removeLink(ctx, request.body.id, user.id, 'client');
      return ok({ message: SCHEDULE_MSG.linkRemovedOperator });
    });

    app.post(
      '/api/deletecliente',
      { schema: { body: idBodySchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const { user } = await requireOperator(ctx, request);
        await removeLink(ctx, user.id, request.body.id, 'operator');
        return ok({ message: SCHEDULE_MSG.linkRemovedClient });
      },
    );

    /** The unread counts per link, messages (chat) and documents together: one badge source for the web. */
    app.get('/api/nonletti', { schema: { response: { 200: unreadResponseSchema } } }, async (request) => {
      const { user } = await requireUser(ctx, request);
      const [messages, documents] = await Promise.all([unreadCounts(ctx, user), unreadDocuments(ctx, user)]);
      return ok({ ...messages, documenti_totale: documents.total, documenti: documents.links });
    });
  };
