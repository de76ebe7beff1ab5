import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { MSG } from '../../../common/messages/it.js';
import { HOUR } from '../../../common/time.js';
import type { AppContext } from '../../context.js';
import { verifyPassword } from '../../platform/auth/passwords.js';
import { hashLinkToken } from '../../platform/auth/secrets.js';
import { badRequest, conflict, tooManyRequests } from '../../platform/errors.js';
import { clientAddress, hitRateLimits, releaseHit, reserveHit } from '../../platform/rate-limit.js';
import { users, userTokens } from './accounts.table.js';
import { consumeLinkToken, linkTokenValid } from './link-tokens.js';

/**
 * A confirmation link opened again once it did its job (a reload, a double click, a mail
 * scanner): it is not 'invalid', the address is confirmed, so the owner is not told that a link
 * which worked is broken. Only the very link that was used says so.
 */
async function assertNotConfirmedBy(ctx: AppContext, userId: number, token: string) {
  const [used] = await ctx.db
    .select({ id: userTokens.id })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.kind, 'confirm'),
        eq(userTokens.tokenHash, hashLinkToken(token)),
        isNotNull(userTokens.usedAt),
        isNotNull(users.emailConfirmedAt),
      ),
    );
  if (used) throw conflict(MSG.emailAlreadyConfirmed);
}

/** Whose registration a confirmation link confirms; the link stays usable. */
export async function confirmationInfo(ctx: AppContext, userId: number, token: string) {
  if (!(await linkTokenValid(ctx, userId, 'confirm', token))) {
    await assertNotConfirmedBy(ctx, userId, token);
    throw badRequest(MSG.invalidLink);
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw badRequest(MSG.invalidLink);
  return { nome: user.nome, cognome: user.cognome, email: user.email, op: user.op };
}

/**
 * Confirms the registration the link was sent for, and only with the password chosen at that
 * registration: the mailbox alone cannot confirm an account a stranger made with this address
 * (security finding F-M1). A wrong password leaves the link usable; attempts are limited, and
 * only those made with the valid link count, so strangers sending junk cannot block anyone's
 * confirmation (security finding L-2). The place is taken before the password check.
 */
export async function confirmEmail(ctx: AppContext, userId: number, token: string, ip: string, password: string) {
  await hitRateLimits(ctx, [{ key: `confirm:ip:${clientAddress(ip)}`, max: 60, windowMs: HOUR }]);
  if (!(await linkTokenValid(ctx, userId, 'confirm', token))) {
    await assertNotConfirmedBy(ctx, userId, token);
    throw badRequest(MSG.invalidLink);
  }
  const attempts = { key: `confirm:user:${userId}`, max: 10, windowMs: HOUR };
  if (!(await reserveHit(ctx, attempts))) throw tooManyRequests();
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    throw badRequest(MSG.confirmPasswordWrong, { password: MSG.confirmPasswordWrong });
  }
  await releaseHit(ctx, attempts);
  await ctx.db.transaction(async (tx) => {
    if (!(await consumeLinkToken(ctx, tx, userId, 'confirm', token))) throw badRequest(MSG.invalidLink);
    await tx
      .update(users)
      .set({ emailConfirmedAt: ctx.clock.now() })
      .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)));
  });
}
