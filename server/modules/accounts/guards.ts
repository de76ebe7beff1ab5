import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { bearerToken } from '../../platform/auth/jwt.js';
import { SECURITY } from '../../../common/messages/security.js';
import { forbidden, unauthenticated } from '../../platform/errors.js';
import { authenticate, type Authenticated } from './sessions.service.js';
import { isAdmin } from './users.js';
import { mustEnrolTwoFactor } from './two-factor.service.js';

const resolved = new WeakMap<FastifyRequest, Promise<Authenticated | undefined>>();

/** The session of the request's bearer token, looked up once per request. */
export function sessionOf(ctx: AppContext, request: FastifyRequest) {
  let found = resolved.get(request);
  if (!found) {
    found = authenticate(ctx, bearerToken(request.headers.authorization));
    resolved.set(request, found);
  }
  return found;
}

/**
 * A signed-in caller, even one who must first turn on two-factor login: only for /api/me,
 * logout, enrolment and the list of sessions. Every other route calls `requireUser`.
 */
export async function requireSession(ctx: AppContext, request: FastifyRequest): Promise<Authenticated> {
  const auth = await sessionOf(ctx, request);
  if (!auth) throw unauthenticated();
  return auth;
}

/** A signed-in caller; the administrator under ADMIN_REQUIRE_2FA gets a 403 until enrolled. */
export async function requireUser(ctx: AppContext, request: FastifyRequest): Promise<Authenticated> {
  const auth = await requireSession(ctx, request);
  if (mustEnrolTwoFactor(ctx, auth.user)) throw forbidden(SECURITY.enrolFirst);
  return auth;
}

export async function requireOperator(ctx: AppContext, request: FastifyRequest) {
  const auth = await requireUser(ctx, request);
  if (!auth.user.op) throw forbidden();
  return auth;
}

export async function requireClient(ctx: AppContext, request: FastifyRequest) {
  const auth = await requireUser(ctx, request);
  if (auth.user.op) throw forbidden();
  return auth;
}

/** Admin rights come from the server's own records on every call (docs/decisions/0008-administrator.md). */
export async function requireAdmin(ctx: AppContext, request: FastifyRequest) {
  const auth = await requireUser(ctx, request);
  if (!isAdmin(ctx, auth.user)) throw forbidden();
  return auth;
}
