import { and, eq, gt, isNull } from 'drizzle-orm';
import { DAY, HOUR, MINUTE } from '../../../common/time.js';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { hashLinkToken, newLinkToken } from '../../platform/auth/secrets.js';
import { userTokens } from './accounts.table.js';

/** How long a registration waits for its confirmation (and is then purged). */
export const CONFIRM_TTL = 7 * DAY;
const RESET_TTL = HOUR;
const LOGIN_LINK_TTL = 15 * MINUTE;

/**
 * The one-time links e-mailed to an address: confirmation of a registration, password reset
 * and login link. Only the SHA-256 of a token is kept; each is spent once.
 */
export type LinkKind = 'confirm' | 'reset' | 'login';
const LINKS: Record<LinkKind, { ttl: number; page: string }> = {
  confirm: { ttl: CONFIRM_TTL, page: 'confirm-email' },
  reset: { ttl: RESET_TTL, page: 'reset-password' },
  login: { ttl: LOGIN_LINK_TTL, page: 'login-link' },
};

/** A new link of `kind` for `userId`, written in `q` (the transaction that queues its e-mail); returns its URL. */
export async function issueLinkToken(ctx: AppContext, q: Queryable, userId: number, kind: LinkKind) {
  const { token, hash } = newLinkToken();
  const expiresAt = new Date(ctx.clock.now().getTime() + LINKS[kind].ttl);
  await q.insert(userTokens).values({ userId, kind, tokenHash: hash, expiresAt });
  const page = LINKS[kind].page;
  return `${ctx.config.appUrl}/${page}?id=${userId}&token=${token}`;
}

/** The link token `token` of `userId`, while it can be used: known, unused and unexpired at `now`. */
const usableToken = (userId: number, kind: LinkKind, token: string, now: Date) =>
  and(
    eq(userTokens.userId, userId),
    eq(userTokens.kind, kind),
    eq(userTokens.tokenHash, hashLinkToken(token)),
    isNull(userTokens.usedAt),
    gt(userTokens.expiresAt, now),
  );

/** Whether a link token is there to be used (unknown, used and expired ones are not), without spending it. */
export async function linkTokenValid(ctx: AppContext, userId: number, kind: LinkKind, token: string) {
  const [row] = await ctx.db
    .select({ id: userTokens.id })
    .from(userTokens)
    .where(usableToken(userId, kind, token, ctx.clock.now()));
  return row !== undefined;
}

/** Marks a link token used; false when it is unknown, used or expired. Single use even under races. */
export async function consumeLinkToken(ctx: AppContext, q: Queryable, userId: number, kind: LinkKind, token: string) {
  const now = ctx.clock.now();
  const rows = await q
    .update(userTokens)
    .set({ usedAt: now })
    .where(usableToken(userId, kind, token, now))
    .returning({ id: userTokens.id });
  return rows.length > 0;
}
