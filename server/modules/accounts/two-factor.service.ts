import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { z } from 'zod';
import { MSG } from '../../../common/messages/it.js';
import { SECURITY } from '../../../common/messages/security.js';
import type {
  twoFactorDisableSchema,
  twoFactorEnableResponseSchema,
  twoFactorEnableSchema,
  twoFactorSetupResponseSchema,
} from '../../../common/security.js';
import { MINUTE } from '../../../common/time.js';
import type { OkFields } from '../../../common/validation.js';
import type { AppContext } from '../../context.js';
import { verifyPassword } from '../../platform/auth/passwords.js';
import { hashLinkToken } from '../../platform/auth/secrets.js';
import { base32Encode, matchingStep, newTotpSecret, otpauthUrl } from '../../platform/auth/totp.js';
import { isSealed, openTotpSecret, sealTotpSecret, totpKey } from '../../platform/auth/totp-secrets.js';
import { AppError, badRequest, conflict, forbidden, tooManyRequests } from '../../platform/errors.js';
import { hitRateLimits, releaseHit, reserveHit } from '../../platform/rate-limit.js';
import { recordAccess } from '../audit/access-log.js';
import { recoveryCodes, users, type User } from './accounts.table.js';

const ISSUER = 'Studio';
const RECOVERY_CODES = 10;
/** Wrong codes a user may send per window before codes are refused for a while (RFC 6238 §5.2). */
const FAILED_CODES = { max: 5, windowMs: 15 * MINUTE };

export interface SecondFactor {
  code?: string;
  recoveryCode?: string;
}

export const hasTwoFactor = (user: Pick<User, 'totpSecret'>) => user.totpSecret !== null;

/** The administrator under ADMIN_REQUIRE_2FA who has not enrolled yet: only enrolment (and /api/me, logout) is open to them. */
export const mustEnrolTwoFactor = (ctx: AppContext, user: Pick<User, 'email' | 'totpSecret'>) =>
  ctx.config.adminRequire2fa && user.email === ctx.config.adminEmail && !hasTwoFactor(user);

/**
 * Checks the second factor of `user` (who has it on): a TOTP code of the previous, current or
 * next step later than the last one accepted, or an unused recovery code. Both are spent
 * atomically (a conditional update), so a code works once even under races. Failures count
 * per user, a place taken before the check; at the limit every code is refused with a 429 for the window.
 */
async function verifySecondFactor(ctx: AppContext, user: User, input: SecondFactor): Promise<'ok' | 'missing' | 'wrong'> {
  if (!input.code && !input.recoveryCode) return 'missing';
  const failures = { key: `2fa:fail:user:${user.id}`, ...FAILED_CODES };
  // The place is taken before the code is checked, so parallel guesses cannot pass the limit
  // (security finding M-2).
  if (!(await reserveHit(ctx, failures))) throw tooManyRequests(SECURITY.tooManyCodes);
  const spent = input.code
    ? await spendTotpCode(ctx, user.id, input.code)
    : await spendRecoveryCode(ctx, user.id, input.recoveryCode!);
  if (!spent) return 'wrong';
  await releaseHit(ctx, failures);
  return 'ok';
}

async function spendTotpCode(ctx: AppContext, userId: number, code: string) {
  const [row] = await ctx.db
    .select({ secret: users.totpSecret, lastStep: users.totpLastStep })
    .from(users)
    .where(eq(users.id, userId));
  if (!row?.secret) return false;
  const secret = openTotpSecret(totpKey(ctx.config), row.secret, userId);
  if (secret === undefined) return false;
  const step = matchingStep(secret, code, ctx.clock.now().getTime(), row.lastStep);
  if (step === undefined) return false;
  const updated = await ctx.db
    .update(users)
    // A secret still in clear (written before secrets were sealed) is sealed as it is used.
    .set({
      totpLastStep: step,
      ...(isSealed(row.secret) ? {} : { totpSecret: sealTotpSecret(totpKey(ctx.config), secret, userId) }),
    })
    .where(and(eq(users.id, userId), lt(users.totpLastStep, step), isNotNull(users.totpSecret)))
    .returning({ id: users.id });
  return updated.length > 0;
}

async function spendRecoveryCode(ctx: AppContext, userId: number, code: string) {
  const updated = await ctx.db
    .update(recoveryCodes)
    .set({ usedAt: ctx.clock.now() })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashLinkToken(code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return updated.length > 0;
}

/**
 * The second step of a login (password or e-mailed link) for a user with two-factor login on.
 * Without a code: 401 `{ twoFactor: true }` asking for it; a wrong one: 401 with its message.
 */
export async function requireSecondFactorAtLogin(ctx: AppContext, user: User, input: SecondFactor) {
  const result = await verifySecondFactor(ctx, user, input);
  if (result === 'ok') return;
  const message = result === 'missing' ? SECURITY.codeNeeded : input.code ? SECURITY.codeWrong : SECURITY.recoveryWrong;
  const field = input.code ? 'code' : 'recoveryCode';
  throw new AppError(401, message, result === 'wrong' ? { [field]: message } : undefined, { twoFactor: true });
}

/**
 * A grave change by a signed-in user with two-factor login on (erasing the account): their
 * code too, refused as a 400 on the field (a 401 would end the session in the web app).
 */
export async function requireSecondFactorForChange(ctx: AppContext, user: User, input: SecondFactor) {
  const result = await verifySecondFactor(ctx, user, input);
  if (result === 'ok') return;
  const field = input.recoveryCode ? 'recoveryCode' : 'code';
  const message = result === 'missing' ? SECURITY.codeNeeded : input.recoveryCode ? SECURITY.recoveryWrong : SECURITY.codeWrong;
  throw badRequest(message, { [field]: message });
}

async function assertPassword(ctx: AppContext, user: User, password: string) {
  await hitRateLimits(ctx, [{ key: `password-check:user:${user.id}`, max: 10, windowMs: 60 * MINUTE }]);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw badRequest(MSG.wrongCurrentPassword, { password: MSG.wrongCurrentPassword });
  }
}

/** POST /api/2fa/setup: a fresh secret with its QR code, drawn here (nothing is fetched from elsewhere). Stored only once confirmed. */
export async function startEnrolment(ctx: AppContext, user: User): Promise<OkFields<typeof twoFactorSetupResponseSchema>> {
  if (hasTwoFactor(user)) throw conflict(SECURITY.alreadyOn);
  const secret = newTotpSecret();
  const url = otpauthUrl(secret, user.email, ISSUER);
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUrl: url, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** Recovery codes as shown: ten random base32 characters in two groups ('abcde-fghij'). */
function newRecoveryCode() {
  const raw = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

/**
 * POST /api/2fa/enable: the password and the first code of the new secret turn two-factor login
 * on; the ten recovery codes are returned this once and kept only as hashes.
 */
export async function enable(
  ctx: AppContext,
  user: User,
  input: z.output<typeof twoFactorEnableSchema>,
): Promise<OkFields<typeof twoFactorEnableResponseSchema>> {
  if (hasTwoFactor(user)) throw conflict(SECURITY.alreadyOn);
  await assertPassword(ctx, user, input.password);
  const step = matchingStep(input.secret, input.code, ctx.clock.now().getTime(), 0);
  if (step === undefined) throw badRequest(SECURITY.codeWrong, { code: SECURITY.codeWrong });
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  await ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ totpSecret: sealTotpSecret(totpKey(ctx.config), input.secret, user.id), totpLastStep: step })
      .where(and(eq(users.id, user.id), isNull(users.totpSecret)))
      .returning({ id: users.id });
    if (updated.length === 0) throw conflict(SECURITY.alreadyOn);
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((code) => ({ userId: user.id, codeHash: hashLinkToken(code.replace('-', '')) })));
    await recordAccess(ctx, { actorId: user.id, ownerId: user.id, action: 'two_factor.enabled' }, tx);
  });
  return { message: SECURITY.enabled, recoveryCodes: codes };
}

/** POST /api/2fa/disable: needs the password and a code (or a recovery code); the required administrator cannot. */
export async function disable(ctx: AppContext, user: User, input: z.output<typeof twoFactorDisableSchema>) {
  if (!hasTwoFactor(user)) throw conflict(SECURITY.notOn);
  if (ctx.config.adminRequire2fa && user.email === ctx.config.adminEmail) throw forbidden(SECURITY.adminMustKeep);
  await assertPassword(ctx, user, input.password);
  const result = await verifySecondFactor(ctx, user, input);
  if (result === 'missing') throw badRequest(SECURITY.codeNeeded, { code: SECURITY.codeNeeded });
  if (result === 'wrong') {
    const [field, message] = input.code ? ['code', SECURITY.codeWrong] : ['recoveryCode', SECURITY.recoveryWrong];
    throw badRequest(message, { [field]: message });
  }
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ totpSecret: null, totpLastStep: 0 }).where(eq(users.id, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await recordAccess(ctx, { actorId: user.id, ownerId: user.id, action: 'two_factor.disabled' }, tx);
  });
}
