import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsSchema, leadsResponseSchema } from '../../../common/public.js';
import type { AppContext } from '../../context.js';
import { requireAdmin } from '../accounts/guards.js';
import { ok } from '../../platform/http.js';
import { leadsReport, type HeartbeatBuffer } from './analytics.service.js';

export const analyticsRoutes =
  (ctx: AppContext, heartbeats: HeartbeatBuffer): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/api/analytics', { schema: { body: analyticsSchema } }, async (request, reply) => {
      await heartbeats.record(request.body, request.ip);
      return reply.status(204).send();
    });

    app.get('/api/adminleads', { schema: { response: { 200: leadsResponseSchema } } }, async (request) => {
      await requireAdmin(ctx, request);
      return ok(await leadsReport(ctx));
    });
  };
