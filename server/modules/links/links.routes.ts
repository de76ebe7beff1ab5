import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientsResponseSchema, listQuerySchema, professionalsResponseSchema } from '../../../common/links.js';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import { idBodySchema } from '../../../common/schedule.js';
import { messageResponseSchema } from '../../../common/validation.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../platform/http.js';
import { requireClient, requireOperator } from '../accounts/guards.js';
import * as linksService from './links.service.js';

export const linksRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/ops',
      { schema: { querystring: listQuerySchema, response: { 200: professionalsResponseSchema } } },
      async (request) => {
        const { user } = await requireClient(ctx, request);
        return ok(await linksService.searchProfessionals(ctx, user, request.query.page, request.query.q));
      },
    );

    app.get(
      '/api/myops',
      { schema: { querystring: listQuerySchema, response: { 200: professionalsResponseSchema } } },
      async (request) => {
        const { user } = await requireClient(ctx, request);
        return ok(await linksService.myProfessionals(ctx, user, request.query.page, request.query.q));
      },
    );

    app.post('/api/askop', { schema: { body: idBodySchema, response: { 200: messageResponseSchema } } }, async (request) => {
      const { user } = await requireClient(ctx, request);
      await linksService.askLink(ctx, user, request.body.id);
      return ok({ message: SCHEDULE_MSG.linkRequested });
    });

    app.get(
      '/api/clienti',
      { schema: { querystring: listQuerySchema, response: { 200: clientsResponseSchema } } },
      async (request) => {
        const { user } = await requireOperator(ctx, request);
        return ok(await linksService.clientsOf(ctx, user, request.query.page, request.query.q));
      },
    );

    app.post(
      '/api/confirmcliente',
      { schema: { body: idBodySchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const { user } = await requireOperator(ctx, request);
        await linksService.confirmClient(ctx, user, request.body.id);
        return ok({ message: SCHEDULE_MSG.linkAccepted });
      },
    );
  };
