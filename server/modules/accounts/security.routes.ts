import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SECURITY } from '../../../common/messages/security.js';
import {
  endSessionSchema,
  sessionsResponseSchema,
  twoFactorDisableSchema,
  twoFactorEnableResponseSchema,
  twoFactorEnableSchema,
  twoFactorSetupResponseSchema,
} from '../../../common/security.js';
import { messageResponseSchema } from '../../../common/validation.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../platform/http.js';
import { requireSession } from './guards.js';
import { endOtherSessions, endSession, listSessions } from './sessions.service.js';
import * as twoFactor from './two-factor.service.js';

/**
 * Two-factor login and the caller's sessions (/account). Open to every signed-in user, the
 * administrator who must still enrol included (`requireSession`).
 */
export const securityRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/api/2fa/setup', { schema: { response: { 200: twoFactorSetupResponseSchema } } }, async (request) => {
      const auth = await requireSession(ctx, request);
      return ok(await twoFactor.startEnrolment(ctx, auth.user));
    });

    app.post(
      '/api/2fa/enable',
      { schema: { body: twoFactorEnableSchema, response: { 200: twoFactorEnableResponseSchema } } },
      async (request) => {
        const auth = await requireSession(ctx, request);
        return ok(await twoFactor.enable(ctx, auth.user, request.body));
      },
    );

    app.post(
      '/api/2fa/disable',
      { schema: { body: twoFactorDisableSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const auth = await requireSession(ctx, request);
        await twoFactor.disable(ctx, auth.user, request.body);
        return ok({ message: SECURITY.disabled });
      },
    );

    app.get('/api/sessions', { schema: { response: { 200: sessionsResponseSchema } } }, async (request) => {
      const auth = await requireSession(ctx, request);
      return ok(await listSessions(ctx, auth));
    });

    app.post(
      '/api/sessions/end',
      { schema: { body: endSessionSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const auth = await requireSession(ctx, request);
        await endSession(ctx, auth, request.body.id);
        return ok({ message: SECURITY.sessionEnded });
      },
    );

    app.post('/api/sessions/endothers', { schema: { response: { 200: messageResponseSchema } } }, async (request) => {
      const auth = await requireSession(ctx, request);
      await endOtherSessions(ctx, auth);
      return ok({ message: SECURITY.otherSessionsEnded });
    });
  };
