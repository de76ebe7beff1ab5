import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessLogQuerySchema, adminActionsResponseSchema, documentAccessResponseSchema } from '../../../common/audit.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../platform/http.js';
import { requireAdmin, requireOperator } from '../accounts/guards.js';
import * as audit from './audit.service.js';

export const auditRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/registroaccessi',
      { schema: { querystring: accessLogQuerySchema, response: { 200: documentAccessResponseSchema } } },
      async (request) => {
        const { user } = await requireOperator(ctx, request);
        return ok(await audit.documentAccessOf(ctx, user, request.query.page));
      },
    );

    app.get(
      '/api/adminregistro',
      { schema: { querystring: accessLogQuerySchema, response: { 200: adminActionsResponseSchema } } },
      async (request) => {
        await requireAdmin(ctx, request);
        return ok(await audit.adminActions(ctx, request.query.page));
      },
    );
  };
