import { randomBytes } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CSRF_COOKIE, CSRF_HEADER } from '../../common/constants.js';
import { MSG } from '../../common/messages/it.js';
import { loggableError } from '../db/client.js';
import { AppError } from './errors.js';
import { fieldMessages } from './validation.js';

/** One place turns every error into `{ success: false, error, fields? }` with its status. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .send({ success: false, error: error.message, ...(error.fields ? { fields: error.fields } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldMessages(
        error.validation.map((issue) => ({
          path: issue.instancePath.split('/').filter(Boolean),
          message: issue.message ?? MSG.invalidRequest,
        })),
      );
      return reply.status(400).send({ success: false, error: error.validation[0]?.message ?? MSG.invalidRequest, fields });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ success: false, error: status === 429 ? MSG.tooManyRequests : MSG.invalidRequest });
    }
    request.log.error({ err: loggableError(error) }, 'unexpected error');
    return reply.status(500).send({ success: false, error: MSG.unexpected });
  });
}

/**
 * Anti-forgery (double submit): the page gets a random cookie; the web app echoes it in a
 * header on every POST. A browser POST that carries the cookie must carry the same header.
 * Calls with no cookie at all (API clients, webhooks) are judged by their bearer token.
 */
export function installCsrfCheck(app: FastifyInstance) {
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    // Authenticated by their own signatures (Stripe's, or the offline checkout's session).
    const exempt = request.url.startsWith('/api/stripe/webhook') || request.url.startsWith('/api/checkout-simulato/');
    const cookie =
      request.method === 'POST' && request.url.startsWith('/api/') && !exempt ? request.cookies[CSRF_COOKIE] : undefined;
    if (cookie && request.headers[CSRF_HEADER] !== cookie) {
      reply.status(403).send({ success: false, error: MSG.csrf });
      return;
    }
    done();
  });
}

export function issueCsrfCookie(request: FastifyRequest, reply: FastifyReply, secure: boolean) {
  if (request.cookies[CSRF_COOKIE]) return;
  reply.setCookie(CSRF_COOKIE, randomBytes(24).toString('base64url'), {
    path: '/',
    sameSite: 'strict',
    secure,
    httpOnly: false,
    expires: new Date('2038-01-01T00:00:00Z'),
  });
}

/** The success body of every call: `{ success: true, error: '', ...fields }`. */
export const ok = <Fields extends object = object>(extra: Fields = {} as Fields) => ({
  success: true as const,
  error: '' as const,
  ...extra,
});
