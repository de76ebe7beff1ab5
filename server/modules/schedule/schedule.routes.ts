import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meetingLinkResponseSchema, meetingLinkSchema } from '../../../common/calendars.js';
import { CALENDARS_MSG } from '../../../common/messages/calendars.js';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import {
  createServiceResponseSchema,
  createServiceSchema,
  deleteServiceSchema,
  orarioResponseSchema,
  servicesQuerySchema,
  servicesResponseSchema,
  updateOrarioSchema,
  updateServiceSchema,
} from '../../../common/schedule.js';
import { messageResponseSchema } from '../../../common/validation.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../platform/errors.js';
import { ok } from '../../platform/http.js';
import { requireOperator, requireUser } from '../accounts/guards.js';
import { assertConfirmedLink } from '../links/links.service.js';
import { getMeetingLink, setMeetingLink } from './meeting-link.js';
import * as schedule from './schedule.service.js';

export const scheduleRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/orario', { schema: { response: { 200: orarioResponseSchema } } }, async (request) => {
      const { user } = await requireOperator(ctx, request);
      return ok({ orario: await schedule.getOrario(ctx.db, user.id) });
    });

    app.post(
      '/api/updateorario',
      { schema: { body: updateOrarioSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const { user } = await requireOperator(ctx, request);
        await schedule.setOrario(ctx, user.id, request.body.orario);
        return ok({ message: SCHEDULE_MSG.hoursSaved });
      },
    );

    /** The professional's own services, or with `id` those of a professional the client is linked to. */
    app.get(
      '/api/servizi',
      { schema: { querystring: servicesQuerySchema, response: { 200: servicesResponseSchema } } },
      async (request) => {
        const { user } = await requireUser(ctx, request);
        const { id, ...options } = request.query;
        // A client has no services of their own: they see a linked professional's, named by `id`.
        if (!user.op && (id === undefined || id === user.id)) throw notFound(SCHEDULE_MSG.linkNotFound);
        const ownerId = id ?? user.id;
        if (ownerId !== user.id) await assertConfirmedLink(ctx, ownerId, user.id);
        return ok(await schedule.listServices(ctx, ownerId, options));
      },
    );

    app.post(
      '/api/createservizio',
      { schema: { body: createServiceSchema, response: { 200: createServiceResponseSchema } } },
      async (request) => {
        const { user } = await requireOperator(ctx, request);
        const service = await schedule.createService(ctx, user.id, request.body);
        return ok({ message: SCHEDULE_MSG.serviceCreated, service });
      },
    );

    app.post(
      '/api/updateservizio',
      { schema: { body: updateServiceSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const { user } = await requireOperator(ctx, request);
        await schedule.updateService(ctx, user.id, request.body);
        return ok({ message: SCHEDULE_MSG.serviceUpdated });
      },
    );

    app.post(
      '/api/deleteservizio',
      { schema: { body: deleteServiceSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const { user } = await requireOperator(ctx, request);
        await schedule.deleteService(ctx, user.id, request.body.id);
        return ok({ message: SCHEDULE_MSG.serviceDeleted });
      },
    );

    app.get('/api/videochiamata', { schema: { response: { 200: meetingLinkResponseSchema } } }, async (request) => {
      const { user } = await requireOperator(ctx, request);
      return ok({ link: await getMeetingLink(ctx, user) });
    });

    app.post(
      '/api/videochiamata',
      { schema: { body: meetingLinkSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const { user } = await requireOperator(ctx, request);
        await setMeetingLink(ctx, user, request.body.link);
        return ok({ message: request.body.link ? CALENDARS_MSG.meetingLinkSaved : CALENDARS_MSG.meetingLinkReset });
      },
    );
  };
