import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminIdQuerySchema,
  adminListQuerySchema,
  adminUpdateOrarioSchema,
  adminUpdateUserSchema,
  adminUserResponseSchema,
  adminUsersResponseSchema,
} from '../../../common/admin.js';
import { ADMIN_MSG } from '../../../common/messages/public.js';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import {
  createServiceResponseSchema,
  createServiceSchema,
  deleteServiceSchema,
  orarioResponseSchema,
  servicesQuerySchema,
  servicesResponseSchema,
  updateServiceSchema,
} from '../../../common/schedule.js';
import { messageResponseSchema } from '../../../common/validation.js';
import type { AppContext } from '../../context.js';
import { sendAttachment } from '../../platform/files/attachment.js';
import { ok } from '../../platform/http.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { requireAdmin } from '../accounts/guards.js';
import * as schedule from '../schedule/schedule.service.js';
import * as admin from './admin.service.js';

/** Hours and services belong to professionals only, whoever edits them. */
async function professional(ctx: AppContext, id: number | undefined) {
  // A call that names no one (the services list's `id` is optional in its shared schema) finds no one.
  if (id === undefined) throw notFound(ADMIN_MSG.userNotFound);
  const user = await admin.findUser(ctx, id);
  if (!user.op) throw forbidden();
  return user;
}

/** Every call checks admin rights on the server, from its own records (docs/decisions/0008-administrator.md). */
export const adminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', async (request) => {
      await requireAdmin(ctx, request);
    });

    app.get(
      '/api/adminclienti',
      { schema: { querystring: adminListQuerySchema, response: { 200: adminUsersResponseSchema } } },
      async (request) => {
        return ok(await admin.listUsers(ctx, request.query.page, request.query.q));
      },
    );

    app.get(
      '/api/admincliente',
      { schema: { querystring: adminIdQuerySchema, response: { 200: adminUserResponseSchema } } },
      async (request) => {
        return ok({ user: await admin.userDetail(ctx, request.query.id) });
      },
    );

    app.post(
      '/api/adminupdateuser',
      { schema: { querystring: adminIdQuerySchema, body: adminUpdateUserSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const { user } = await requireAdmin(ctx, request);
        await admin.updateUser(ctx, request.query.id, request.body, { adminId: user.id, ip: request.ip });
        return ok({ message: ADMIN_MSG.userUpdated });
      },
    );

    app.get('/api/admindocumento', { schema: { querystring: adminIdQuerySchema } }, async (request, reply) => {
      const { user } = await requireAdmin(ctx, request);
      return sendAttachment(reply, await admin.idDocument(ctx, request.query.id, { adminId: user.id, ip: request.ip }));
    });

    app.get(
      '/api/adminorario',
      { schema: { querystring: adminIdQuerySchema, response: { 200: orarioResponseSchema } } },
      async (request) => {
        const user = await professional(ctx, request.query.id);
        return ok({ orario: await schedule.getOrario(ctx.db, user.id) });
      },
    );

    app.post(
      '/api/adminupdateorario',
      { schema: { body: adminUpdateOrarioSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const { user: adminUser } = await requireAdmin(ctx, request);
        const user = await professional(ctx, request.body.id);
        await admin.setHoursAsAdmin(ctx, user.id, request.body.orario, { adminId: adminUser.id, ip: request.ip });
        return ok({ message: SCHEDULE_MSG.hoursSaved });
      },
    );

    app.get(
      '/api/adminservizi',
      { schema: { querystring: servicesQuerySchema, response: { 200: servicesResponseSchema } } },
      async (request) => {
        const user = await professional(ctx, request.query.id);
        return ok(await schedule.listServices(ctx, user.id, request.query));
      },
    );

    app.post(
      '/api/admincreateservizio',
      { schema: { querystring: adminIdQuerySchema, body: createServiceSchema, response: { 200: createServiceResponseSchema } } },
      async (request) => {
        const { user: adminUser } = await requireAdmin(ctx, request);
        const user = await professional(ctx, request.query.id);
        const actor = { adminId: adminUser.id, ip: request.ip };
        const service = await admin.createServiceAsAdmin(ctx, user.id, request.body, actor);
        return ok({ message: SCHEDULE_MSG.serviceCreated, service });
      },
    );

    app.post(
      '/api/adminupdateservizio',
      { schema: { querystring: adminIdQuerySchema, body: updateServiceSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const { user: adminUser } = await requireAdmin(ctx, request);
        const user = await professional(ctx, request.query.id);
        await admin.updateServiceAsAdmin(ctx, user.id, request.body, { adminId: adminUser.id, ip: request.ip });
        return ok({ message: SCHEDULE_MSG.serviceUpdated });
      },
    );

    app.post(
      '/api/admindeleteservizio',
      { schema: { querystring: adminIdQuerySchema, body: deleteServiceSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const { user: adminUser } = await requireAdmin(ctx, request);
        const user = await professional(ctx, request.query.id);
        await admin.deleteServiceAsAdmin(ctx, user.id, request.body.id, { adminId: adminUser.id, ip: request.ip });
        return ok({ message: SCHEDULE_MSG.serviceDeleted });
      },
    );
  };
