import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  confirmEmailSchema,
  confirmInfoResponseSchema,
  loginLinkSchema,
  loginResponseSchema,
  loginSchema,
  registerSchema,
  resetPasswordConfirmSchema,
  resetPasswordSchema,
  supportSchema,
  tokenLinkSchema,
  updateMeSchema,
  updatePasswordSchema,
  type MeResponse,
  type RegisterData,
} from '../../../common/accounts.js';
import { LIMITS } from '../../../common/constants.js';
import { MSG } from '../../../common/messages/it.js';
import { messageResponseSchema, okSchema } from '../../../common/validation.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../platform/http.js';
import { badRequest, tooLarge } from '../../platform/errors.js';
import { cleanFileName } from '../../platform/files/file-names.js';
import { HeadCapture, ID_IMAGE_MIME, detectIdImageType } from '../../platform/files/sniff.js';
import { HOUR } from '../../../common/time.js';
import { clientAddress, hitRateLimits } from '../../platform/rate-limit.js';
import { multipartFailure, parseJsonField, parseOrThrow } from '../../platform/validation.js';
import * as accounts from './accounts.service.js';
import { requireSession, requireUser } from './guards.js';

export const accountsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/api/register', { schema: { response: { 200: messageResponseSchema } } }, async (request) => {
      await hitRateLimits(ctx, [{ key: `register:ip:${clientAddress(request.ip)}`, max: 20, windowMs: HOUR }]);
      const { data, idDocument } = await readRegistration(ctx, request);
      try {
        if (data.op && !idDocument) throw badRequest(MSG.missingImage, { image: MSG.missingImage });
        const { created } = await accounts.register(ctx, data, data.op ? idDocument : undefined);
        if (idDocument && (!data.op || !created)) await ctx.files.remove(idDocument.key);
      } catch (error) {
        if (idDocument) await ctx.files.remove(idDocument.key);
        throw error;
      }
      return ok({ message: MSG.registered });
    });

    app.get(
      '/api/confirm',
      { schema: { querystring: tokenLinkSchema, response: { 200: confirmInfoResponseSchema } } },
      async (request) => {
        await hitRateLimits(ctx, [{ key: `confirminfo:ip:${clientAddress(request.ip)}`, max: 60, windowMs: HOUR }]);
        return ok(await accounts.confirmationInfo(ctx, request.query.id, request.query.token));
      },
    );

    app.post(
      '/api/confirm',
      { schema: { body: confirmEmailSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await accounts.confirmEmail(ctx, request.body.id, request.body.token, request.body.password);
        return ok({ message: MSG.emailConfirmed });
      },
    );

    app.post('/api/loginlink', { schema: { body: loginLinkSchema, response: { 200: loginResponseSchema } } }, async (request) => {
      await hitRateLimits(ctx, [{ key: `loginlink:ip:${clientAddress(request.ip)}`, max: 20, windowMs: HOUR }]);
      return ok(
        await accounts.loginWithLink(ctx, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }),
      );
    });

    app.post('/api/login', { schema: { body: loginSchema, response: { 200: loginResponseSchema } } }, async (request) => {
      const { token, isOp } = await accounts.login(ctx, request.body, request.ip, request.headers['user-agent']);
      return ok({ token, isOp });
    });

    app.post('/api/logout', { schema: { response: { 200: okSchema } } }, async (request) => {
      const auth = await requireSession(ctx, request);
      await accounts.logout(ctx, auth.sessionId);
      return ok();
    });

    /**
     * The cheapest authenticated call is typed by meResponseSchema but not serialised through
     * it: zod's encode cost 7-9% of its throughput (docs/benchmarks.md).
     * server/test/response-schemas.test.ts holds its answer to the schema instead.
     */
    app.get('/api/me', async (request): Promise<MeResponse> => {
      const auth = await requireSession(ctx, request);
      return ok({ me: accounts.toMe(ctx, auth.user) });
    });

    app.post(
      '/api/resetpassword',
      { schema: { body: resetPasswordSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await accounts.requestPasswordReset(ctx, request.body.email, request.ip);
        return ok({ message: MSG.resetRequested });
      },
    );

    app.post(
      '/api/resetpasswordconfirm',
      { schema: { body: resetPasswordConfirmSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await hitRateLimits(ctx, [{ key: `resetconfirm:ip:${clientAddress(request.ip)}`, max: 20, windowMs: HOUR }]);
        await accounts.confirmPasswordReset(ctx, request.body);
        return ok({ message: MSG.passwordSet });
      },
    );

    app.post('/api/updateme', { schema: { body: updateMeSchema, response: { 200: messageResponseSchema } } }, async (request) => {
      const auth = await requireUser(ctx, request);
      await accounts.updateProfile(ctx, auth.user, request.body);
      return ok({ message: MSG.profileUpdated });
    });

    app.post(
      '/api/updatepassword',
      { schema: { body: updatePasswordSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const auth = await requireUser(ctx, request);
        await accounts.updatePassword(ctx, auth, request.body);
        return ok({ message: MSG.passwordUpdated });
      },
    );

    app.post(
      '/api/assistenza',
      { schema: { body: supportSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const auth = await requireUser(ctx, request);
        await accounts.sendSupportMessage(ctx, auth.user, request.body);
        return ok({ message: MSG.supportSent });
      },
    );
  };

/**
 * Reads `data` (JSON) and the optional `image`. The image streams straight to the file
 * store; its type is decided by its first bytes, and an image over 10 MB is a 413.
 * Clients without an image may also send the data as a plain JSON body.
 */
async function readRegistration(ctx: AppContext, request: FastifyRequest) {
  if (!request.isMultipart()) {
    return { data: parseOrThrow(registerSchema, request.body) as RegisterData, idDocument: undefined };
  }
  let raw: unknown;
  let idDocument: accounts.IdDocument | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: LIMITS.idImageBytes, files: 1, fields: 10, fieldSize: 64 * 1024 },
    })) {
      if (part.type === 'field') {
        if (part.fieldname === 'data') raw = parseJsonField(part.value);
        continue;
      }
      if (part.fieldname !== 'image') {
        part.file.resume();
        continue;
      }
      const head = new HeadCapture();
      const stored = await ctx.files.put(part.file.pipe(head));
      idDocument = { key: stored.key, name: cleanFileName(part.filename), type: '' };
      if (part.file.truncated) throw tooLarge(MSG.imageTooLarge);
      const type = detectIdImageType(head.head);
      if (!type) throw badRequest(MSG.imageWrongType, { image: MSG.imageWrongType });
      idDocument.type = ID_IMAGE_MIME[type];
    }
  } catch (error) {
    if (idDocument) await ctx.files.remove(idDocument.key);
    throw multipartFailure(error, MSG.imageTooLarge) ?? error;
  }
  try {
    return { data: parseOrThrow(registerSchema, raw), idDocument };
  } catch (error) {
    if (idDocument) await ctx.files.remove(idDocument.key);
    throw error;
  }
}
