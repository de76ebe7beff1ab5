import { randomBytes } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CSRF_COOKIE, CSRF_HEADER } from '../../common/constants.js';
import { MSG } from '../../common/messages/it.js';
import { isDatabaseUnavailable, loggableError } from '../db/client.js';
import { AppError } from './errors.js';
import { fieldMessages } from './validation.js';

/** One place turns every error into `{ success: false, error, fields? }` with its status. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply
        .status(error.status)
        .send({ success: false, error: error.message, ...(error.fields ? { fields: error.fields } : {}), ...error.extra });
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
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ success: false, error: MSG.databaseUnavailable });
    }
    if (isDiskFull(error)) {
      request.log.error({ err: error }, 'disk full');
      return reply.status(507).send({ success: false, error: MSG.diskFull });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ success: false, error: status === 429 ? MSG.tooManyRequests : MSG.invalidRequest });
    }
    request.log.error({ err: loggableError(error) }, 'unexpected error');
    return reply.status(500).send({ success: false, error: MSG.unexpected });
  });
}

/** No space left on the server's disk: for a file (ENOSPC, EDQUOT) or for the database (53100). */
function isDiskFull(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === 'ENOSPC' || code === 'EDQUOT' || code === '53100') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Time limits of every connection. The whole request (headers and body) may take up to
 * 15 minutes, for a 100 MB upload on a slow line; the headers 15 s; a connection with no
 * traffic either way is closed after 60 s (a download that the client stopped reading too);
 * an idle keep-alive connection after 72 s (above the usual 60 s of load balancers). Other
 * bodies (JSON, at most 1 MB) must arrive within 30 s.
 */
export const HTTP_TIMEOUTS = {
  server: { requestTimeout: 15 * 60_000, connectionTimeout: 60_000, keepAliveTimeout: 72_000 },
  headersMs: 15_000,
  bodyMs: 30_000,
  /**
   * How often Node checks the headers and request limits (its default, 30 s, cut slow headers
   * only after up to 45 s: security finding I-10); the limits hold within 2 s.
   */
  checkEveryMs: 2_000,
};

/**
 * A response sent before its request's body was read whole (an upload refused or failed part
 * way, a call refused before its body was needed) closes the connection, instead of leaving
 * it waiting for a body nobody reads: the client's next request goes on a new connection at
 * once. Bodies other than uploads must also arrive within HTTP_TIMEOUTS.bodyMs.
 */
export function installUnreadBodyClose(app: FastifyInstance) {
  app.server.headersTimeout = HTTP_TIMEOUTS.headersMs;
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    const hasBody = raw.headers['content-length'] !== undefined || raw.headers['transfer-encoding'] !== undefined;
    if (hasBody && !/^multipart\//i.test(raw.headers['content-type'] ?? '') && raw.complete === false) {
      const timer = setTimeout(() => {
        if (raw.complete === false) raw.socket?.destroy();
      }, HTTP_TIMEOUTS.bodyMs);
      timer.unref();
      reply.raw.once('close', () => clearTimeout(timer));
    }
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.raw.complete === false) {
      reply.header('connection', 'close');
      // Read and drop what still arrives until the connection closes, rather than leave it unread.
      request.raw.unpipe();
      request.raw.resume();
    }
    done(null, payload);
  });
}

/**
 * Anti-forgery (double submit): the page gets a random cookie; the web app echoes it in a
 * header on every POST. A browser POST that carries the cookie must carry the same header.
 * Calls with no cookie at all (API clients, webhooks) are judged by their bearer token.
 */
export function installCsrfCheck(app: FastifyInstance) {
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    // Authenticated by their own signatures (Stripe's, the offline checkout's session, the unsubscribe link's token).
    const exempt =
      request.url.startsWith('/api/stripe/webhook') ||
      request.url.startsWith('/api/checkout-simulato/') ||
      request.url.startsWith('/api/disiscrizione?');
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
