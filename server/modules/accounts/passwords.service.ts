import { and, eq, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { resetPasswordConfirmSchema, updatePasswordSchema } from '../../../common/accounts.js';
import { EMAILS } from '../../../common/messages/emails.js';
import { MSG } from '../../../common/messages/it.js';
import { HOUR } from '../../../common/time.js';
import type { AppContext } from '../../context.js';
import { hashPassword, isCommonPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { badRequest } from '../../platform/errors.js';
import { renderEmail } from '../../platform/mail/render.js';
import { clientAddress, hitRateLimits } from '../../platform/rate-limit.js';
import { sessions, users, userTokens } from './accounts.table.js';
import { consumeLinkToken, issueLinkToken } from './link-tokens.js';
import { endAllSessions, type Authenticated } from './sessions.service.js';
import { normaliseEmail } from './users.js';

/** Refuses a new password attackers try first; the same rule for registration, reset and change. */
export function assertUncommon(password: string, field: string) {
  if (isCommonPassword(password)) throw badRequest(MSG.commonPassword, { [field]: MSG.commonPassword });
}

export async function requestPasswordReset(ctx: AppContext, rawEmail: string, ip: string) {
  const email = normaliseEmail(rawEmail);
  await hitRateLimits(ctx, [
    { key: `reset:ip:${clientAddress(ip)}`, max: 10, windowMs: HOUR },
    { key: `reset:email:${email}`, max: 3, windowMs: HOUR },
  ]);
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, email));
    // The answer is the same whether or not the account exists.
    if (!user || !user.attivo) return;
    const url = await issueLinkToken(ctx, tx, user.id, 'reset');
    await ctx.mail.enqueue(tx, { to: user.email, ...renderEmail(EMAILS.resetPassword(user.nome, url)) });
  });
}

export async function confirmPasswordReset(ctx: AppContext, input: z.output<typeof resetPasswordConfirmSchema>) {
  assertUncommon(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    if (!(await consumeLinkToken(ctx, tx, input.id, 'reset', input.token))) throw badRequest(MSG.invalidLink);
    const now = ctx.clock.now();
    const [user] = await tx.select({ confirmed: users.emailConfirmedAt }).from(users).where(eq(users.id, input.id));
    // The link reached the inbox, which proves the address as a confirmation link would.
    await tx
      .update(users)
      .set({ passwordHash, emailConfirmedAt: user?.confirmed ?? now })
      .where(eq(users.id, input.id));
    await tx
      .update(userTokens)
      .set({ usedAt: now })
      .where(and(eq(userTokens.userId, input.id), eq(userTokens.kind, 'reset'), isNull(userTokens.usedAt)));
    await endAllSessions(tx, input.id);
  });
  ctx.events.emit('sessions.ended', { userId: input.id });
}

/** Changes the password and ends every other session; the one in use stays signed in. */
export async function updatePassword(ctx: AppContext, auth: Authenticated, input: z.output<typeof updatePasswordSchema>) {
  await hitRateLimits(ctx, [{ key: `password-check:user:${auth.user.id}`, max: 10, windowMs: HOUR }]);
  if (!(await verifyPassword(auth.user.passwordHash, input.currentPassword))) {
    throw badRequest(MSG.wrongCurrentPassword, { currentPassword: MSG.wrongCurrentPassword });
  }
  assertUncommon(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, auth.user.id));
    await tx.delete(sessions).where(and(eq(sessions.userId, auth.user.id), ne(sessions.id, auth.sessionId)));
  });
  ctx.events.emit('sessions.ended', { userId: auth.user.id, exceptSessionId: auth.sessionId });
}
