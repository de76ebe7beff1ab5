import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { badRequest } from '../../platform/errors.js';
import { cleanFileName } from '../../platform/files/file-names.js';
import { readUpload, type UploadForm } from '../../platform/files/read-upload.js';
import { ID_IMAGE_MIME, detectIdImageType } from '../../platform/files/sniff.js';
import { HOUR } from '../../../common/time.js';
import { clientAddress, hitRateLimits } from '../../platform/rate-limit.js';
import { parseJsonField, parseOrThrow } from '../../platform/validation.js';
import { login, loginWithLink } from './login.service.js';
import { confirmPasswordReset, requestPasswordReset, updatePassword } from './passwords.service.js';
import { sendSupportMessage, toMe, updateProfile } from './profile.service.js';
import { confirmEmail, confirmationInfo } from './confirmation.service.js';
import { register, type IdDocument } from './registration.service.js';
import { logout } from './sessions.service.js';
import { requireSession, requireUser } from './guards.js';

/** `data` (the registration, JSON) and, for a professional, the ID document as `image`. */
const ID_IMAGE_FORM: UploadForm = {
  fileField: 'image',
  limits: { fileSize: LIMITS.idImageBytes, fields: 10, fieldSize: 64 * 1024 },
  tooLarge: MSG.imageTooLarge,
  fields: { data: parseJsonField },
  sniff: {
    type: (head) => {
      const type = detectIdImageType(head);
      return type && ID_IMAGE_MIME[type];
    },
    wrongType: () => badRequest(MSG.imageWrongType, { image: MSG.imageWrongType }),
  },
};

export const accountsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/api/register', { schema: { response: { 200: messageResponseSchema } } }, async (request) => {
      await hitRateLimits(ctx, [{ key: `register:ip:${clientAddress(request.ip)}`, max: 20, windowMs: HOUR }]);
      if (!request.isMultipart()) {
        await register(ctx, parseOrThrow(registerSchema, request.body) as RegisterData, undefined);
        return ok({ message: MSG.registered });
      }
      // The reader removes the stored image if anything below fails.
      await readUpload(ctx.files, request, ID_IMAGE_FORM, async ({ fields, file }) => {
        const image = await file?.store();
        const data = parseOrThrow(registerSchema, fields.data) as RegisterData;
        const idDocument: IdDocument | undefined = image && {
          key: image.key,
          name: cleanFileName(image.filename),
          type: image.type ?? '',
        };
        const { created } = await register(ctx, data, data.op ? idDocument : undefined);
        if (idDocument && (!data.op || !created)) await ctx.files.remove(idDocument.key);
      });
      return ok({ message: MSG.registered });
    });

    app.get(
      '/api/confirm',
      { schema: { querystring: tokenLinkSchema, response: { 200: confirmInfoResponseSchema } } },
      async (request) => {
        await hitRateLimits(ctx, [{ key: `confirminfo:ip:${clientAddress(request.ip)}`, max: 60, windowMs: HOUR }]);
        return ok(await confirmationInfo(ctx, request.query.id, request.query.token));
      },
    );

    app.post(
      '/api/confirm',
      { schema: { body: confirmEmailSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await confirmEmail(ctx, request.body.id, request.body.token, request.ip, request.body.password);
        return ok({ message: MSG.emailConfirmed });
      },
    );

    app.post('/api/loginlink', { schema: { body: loginLinkSchema, response: { 200: loginResponseSchema } } }, async (request) => {
      await hitRateLimits(ctx, [{ key: `loginlink:ip:${clientAddress(request.ip)}`, max: 20, windowMs: HOUR }]);
      return ok(await loginWithLink(ctx, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }));
    });

    app.post('/api/login', { schema: { body: loginSchema, response: { 200: loginResponseSchema } } }, async (request) => {
      const { token, isOp } = await login(ctx, request.body, request.ip, request.headers['user-agent']);
      return ok({ token, isOp });
    });

    app.post('/api/logout', { schema: { response: { 200: okSchema } } }, async (request) => {
      const auth = await requireSession(ctx, request);
      await logout(ctx, auth.sessionId);
      return ok();
    });

    /**
     * The cheapest authenticated call is typed by meResponseSchema but not serialised through
     * it: zod's encode cost 7-9% of its throughput (docs/benchmarks.md).
     * server/test/response-schemas.test.ts holds its answer to the schema instead.
     */
    app.get('/api/me', async (request): Promise<MeResponse> => {
      const auth = await requireSession(ctx, request);
      return ok({ me: toMe(ctx, auth.user) });
    });

    app.post(
      '/api/resetpassword',
      { schema: { body: resetPasswordSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await requestPasswordReset(ctx, request.body.email, request.ip);
        return ok({ message: MSG.resetRequested });
      },
    );

    app.post(
      '/api/resetpasswordconfirm',
      { schema: { body: resetPasswordConfirmSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await hitRateLimits(ctx, [{ key: `resetconfirm:ip:${clientAddress(request.ip)}`, max: 20, windowMs: HOUR }]);
        await confirmPasswordReset(ctx, request.body);
        return ok({ message: MSG.passwordSet });
      },
    );

    app.post('/api/updateme', { schema: { body: updateMeSchema, response: { 200: messageResponseSchema } } }, async (request) => {
      const auth = await requireUser(ctx, request);
      await updateProfile(ctx, auth.user, request.body);
      return ok({ message: MSG.profileUpdated });
    });

    app.post(
      '/api/updatepassword',
      { schema: { body: updatePasswordSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const auth = await requireUser(ctx, request);
        await updatePassword(ctx, auth, request.body);
        return ok({ message: MSG.passwordUpdated });
      },
    );

    app.post(
      '/api/assistenza',
      { schema: { body: supportSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const auth = await requireUser(ctx, request);
        await sendSupportMessage(ctx, auth.user, request.body);
        return ok({ message: MSG.supportSent });
      },
    );
  };

/**
 * Reads `data` (JSON) and the optional `image`. The image streams straight to the file
 * store; its type is decided by its first bytes, and an image over 10 MB is a 413.
 * Clients without an image may also send the data as a plain JSON body.
 */
