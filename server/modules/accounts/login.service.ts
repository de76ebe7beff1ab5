import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { loginResponseSchema, loginSchema } from '../../../common/accounts.js';
import { EMAILS } from '../../../common/messages/emails.js';
import { MSG } from '../../../common/messages/it.js';
import { MINUTE } from '../../../common/time.js';
import type { OkFields } from '../../../common/validation.js';
import type { AppContext } from '../../context.js';
import { DUMMY_HASH, verifyPassword } from '../../platform/auth/passwords.js';
import { AppError, badRequest, forbidden } from '../../platform/errors.js';
import { renderEmail } from '../../platform/mail/render.js';
import { clientAddress, countHits, hitRateLimits, releaseHit, reserveHit } from '../../platform/rate-limit.js';
import { recordAccess } from '../audit/access-log.js';
import { users } from './accounts.table.js';
import { consumeLinkToken, issueLinkToken, linkTokenValid } from './link-tokens.js';
import { createSession, type SessionDevice } from './sessions.service.js';
import { hasTwoFactor, requireSecondFactorAtLogin, type SecondFactor } from './two-factor.service.js';
import { normaliseEmail } from './users.js';

/**
 * Only failures count against an account, and reaching their limit never locks the owner
 * out (security finding F-M4): password logins for the address pause for the window, and the
 * owner gets an e-mail with a one-time login link instead. The answer is the same whether
 * the address exists or the password was right, so it tells a guesser nothing.
 */
export async function login(
  ctx: AppContext,
  input: z.output<typeof loginSchema>,
  ip: string,
  userAgent = '',
): Promise<OkFields<typeof loginResponseSchema>> {
  const email = normaliseEmail(input.email);
  await hitRateLimits(ctx, [{ key: `login:ip:${clientAddress(ip)}`, max: 30, windowMs: 10 * MINUTE }]);
  // A place among the allowed failures is taken before the password is checked and given back
  // when it is right, so parallel guesses cannot all pass the limit (security finding M-2).
  const failures = { key: `login:fail:${email}`, max: 10, windowMs: 15 * MINUTE };
  if (!(await reserveHit(ctx, failures))) {
    await sendLoginLink(ctx, email);
    throw new AppError(429, MSG.loginLinkSent);
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  const valid = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, input.password);
  if (!user || !valid) {
    if (user) await recordAccess(ctx, { actorId: null, ownerId: user.id, action: 'login.failure', ip });
    throw new AppError(401, MSG.loginFailed);
  }
  await releaseHit(ctx, failures);
  if (!user.attivo) throw forbidden(MSG.accountDisabled);
  if (!user.emailConfirmedAt) throw forbidden(MSG.emailNotConfirmed);
  if (hasTwoFactor(user)) await requireSecondFactorAtLogin(ctx, user, input);
  await recordAccess(ctx, { actorId: user.id, ownerId: user.id, action: 'login.success', ip });
  const token = await createSession(ctx, user.id, input.stayLogged, { ip, userAgent });
  return { token, isOp: user.op };
}

/**
 * At most one login-link e-mail per address per window, so the owner's inbox cannot be flooded.
 * Only a confirmed account gets one: a registration a stranger made with the address must not
 * reach its owner as a way in (security finding M-1).
 */
async function sendLoginLink(ctx: AppContext, email: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  if (!user || !user.attivo || !user.emailConfirmedAt) return;
  if (await countHits(ctx, [{ key: `login:link:${email}`, max: 1, windowMs: 15 * MINUTE }])) return;
  await ctx.db.transaction(async (tx) => {
    const url = await issueLinkToken(ctx, tx, user.id, 'login');
    await ctx.mail.enqueue(tx, { to: user.email, ...renderEmail(EMAILS.loginLink(user.nome, url)) });
  });
}

/**
 * POST /api/loginlink: a login link from that e-mail opens a session (short, as without 'stay
 * logged in'). With two-factor login on, the link alone is answered as a password is (401
 * asking for the code) and is spent only with the right code. A link never confirms an
 * account: one still unconfirmed is refused like an unknown link and the link stays unspent
 * (security finding M-1: else the owner's click would confirm a stranger's registration of
 * their address).
 */
export async function loginWithLink(
  ctx: AppContext,
  input: { id: number; token: string } & SecondFactor,
  device: SessionDevice = { ip: '', userAgent: '' },
) {
  const { id: userId, token } = input;
  const [owner] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (owner && !owner.emailConfirmedAt) throw badRequest(MSG.invalidLink);
  if (owner && hasTwoFactor(owner)) {
    if (!(await linkTokenValid(ctx, userId, 'login', token))) throw badRequest(MSG.invalidLink);
    await requireSecondFactorAtLogin(ctx, owner, input);
  }
  const user = await ctx.db.transaction(async (tx) => {
    if (!(await consumeLinkToken(ctx, tx, userId, 'login', token))) throw badRequest(MSG.invalidLink);
    const [row] = await tx.select().from(users).where(eq(users.id, userId));
    if (row && !row.emailConfirmedAt) throw badRequest(MSG.invalidLink);
    return row;
  });
  if (!user || !user.attivo) throw forbidden(MSG.accountDisabled);
  await recordAccess(ctx, { actorId: user.id, ownerId: user.id, action: 'login.link', ip: device.ip });
  return { token: await createSession(ctx, user.id, false, device), isOp: user.op };
}
