import { and, eq, gt, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  OPERATOR_REQUIRED,
  type RegisterData,
  type loginResponseSchema,
  type loginSchema,
  type resetPasswordConfirmSchema,
  type supportSchema,
  type updateMeSchema,
  type updatePasswordSchema,
  type Me,
} from '../../../common/accounts.js';
import type { adminUpdateUserSchema } from '../../../common/admin.js';
import { SESSION, SUBSCRIPTION } from '../../../common/constants.js';
import { EMAILS } from '../../../common/messages/emails.js';
import { MSG } from '../../../common/messages/it.js';
import type { OkFields } from '../../../common/validation.js';
import type { AppContext } from '../../context.js';
import { isUniqueViolation, type Queryable } from '../../db/client.js';
import { signToken, verifyToken } from '../../platform/auth/jwt.js';
import { DUMMY_HASH, hashPassword, isCommonPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { hashLinkToken, newLinkToken } from '../../platform/auth/secrets.js';
import { AppError, badRequest, conflict, forbidden } from '../../platform/errors.js';
import { renderEmail } from '../../platform/mail/render.js';
import { DAY, HOUR, MINUTE } from '../../../common/time.js';
import { clientAddress, countHits, hitRateLimits, limitReached } from '../../platform/rate-limit.js';
import { recoveryCodes, sessions, type User, users, userTokens } from './accounts.table.js';
import { recordAccess } from '../audit/access-log.js';
import { sessionCacheOf, type CachedSession } from './session-cache.js';
import { hasTwoFactor, mustEnrolTwoFactor, requireSecondFactorAtLogin, type SecondFactor } from './two-factor.service.js';

const CONFIRM_TTL = 7 * DAY;
const RESET_TTL = HOUR;
const LOGIN_LINK_TTL = 15 * MINUTE;

export interface IdDocument {
  key: string;
  name: string;
  type: string;
}

export interface Authenticated {
  user: User;
  sessionId: string;
}

export const isAdmin = (ctx: AppContext, user: Pick<User, 'email'>) => user.email === ctx.config.adminEmail;

export function toMe(ctx: AppContext, user: User): Me {
  return {
    id: user.id,
    op: user.op,
    admin: isAdmin(ctx, user),
    nome: user.nome,
    cognome: user.cognome,
    telefono: user.telefono,
    cod_fiscale: user.codFiscale,
    partita_iva: user.partitaIva,
    nome_azienda: user.nomeAzienda,
    indirizzo: user.indirizzo,
    citta: user.citta,
    cap: user.cap,
    provincia: user.provincia,
    pec: user.pec,
    email: user.email,
    scadenza_abbonamento: user.scadenzaAbbonamento?.getTime() ?? null,
    rinnovo_auto: user.rinnovoAuto,
    stripe_sub_id: user.stripeSubId,
    twoFactor: hasTwoFactor(user),
    twoFactorRequired: mustEnrolTwoFactor(ctx, user),
  };
}

const normaliseEmail = (email: string) => email.trim().toLowerCase();

type LinkKind = 'confirm' | 'reset' | 'login';
const LINKS: Record<LinkKind, { ttl: number; page: string }> = {
  confirm: { ttl: CONFIRM_TTL, page: 'confirm-email' },
  reset: { ttl: RESET_TTL, page: 'reset-password' },
  login: { ttl: LOGIN_LINK_TTL, page: 'login-link' },
};

async function issueLinkToken(ctx: AppContext, q: Queryable, userId: number, kind: LinkKind) {
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
async function linkTokenValid(ctx: AppContext, userId: number, kind: LinkKind, token: string) {
  const [row] = await ctx.db
    .select({ id: userTokens.id })
    .from(userTokens)
    .where(usableToken(userId, kind, token, ctx.clock.now()));
  return row !== undefined;
}

/** Marks a link token used; false when it is unknown, used or expired. Single use even under races. */
async function consumeLinkToken(ctx: AppContext, q: Queryable, userId: number, kind: LinkKind, token: string) {
  const now = ctx.clock.now();
  const rows = await q
    .update(userTokens)
    .set({ usedAt: now })
    .where(usableToken(userId, kind, token, now))
    .returning({ id: userTokens.id });
  return rows.length > 0;
}

/** Refuses a new password attackers try first; the same rule for registration, reset and change. */
function assertUncommon(password: string, field: string) {
  if (isCommonPassword(password)) throw badRequest(MSG.commonPassword, { [field]: MSG.commonPassword });
}

/**
 * Creates the account and queues the confirmation e-mail; `created` is false when the address
 * already had an account, and then nothing of this registration is kept (the caller removes
 * its ID image). The answer is the same either way, so registration tells no one which
 * addresses have accounts (security review F-L8); the address's owner is told by e-mail.
 * A pending registration is never replaced (F-M1): the owner gets its link again, and
 * confirming it needs the password chosen then.
 */
export async function register(ctx: AppContext, data: RegisterData, idDocument: IdDocument | undefined) {
  assertUncommon(data.password, 'password');
  const email = normaliseEmail(data.email);
  const now = ctx.clock.now();
  const passwordHash = await hashPassword(data.password);
  const [existing] = await ctx.db.select().from(users).where(eq(users.email, email));
  if (existing) {
    await tellExistingOwner(ctx, existing);
    return { created: false };
  }
  try {
    return await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email,
          passwordHash,
          op: data.op,
          nome: data.nome,
          cognome: data.cognome,
          telefono: data.telefono,
          codFiscale: data.codiceFiscale,
          partitaIva: data.partitaIva,
          nomeAzienda: data.op ? data.nomeAzienda : '',
          indirizzo: data.indirizzo,
          citta: data.citta,
          cap: data.cap,
          provincia: data.provincia,
          scadenzaAbbonamento: data.op ? new Date(now.getTime() + SUBSCRIPTION.trialDays * DAY) : null,
          idDocumentKey: idDocument?.key,
          idDocumentName: idDocument?.name,
          idDocumentType: idDocument?.type,
          createdAt: now,
        })
        .returning();
      const url = await issueLinkToken(ctx, tx, user.id, 'confirm');
      const content = data.op ? EMAILS.confirmOperator(user.nome, url) : EMAILS.confirmClient(user.nome, url);
      await ctx.mail.enqueue(tx, { to: user.email, ...renderEmail(content) });
      return { created: true };
    });
  } catch (error) {
    // Two registrations of one new address at once: the other one made the account.
    if (isUniqueViolation(error)) return { created: false };
    throw error;
  }
}

/** At most three such e-mails a day per address, so registering cannot be used to flood an inbox. */
async function tellExistingOwner(ctx: AppContext, existing: User) {
  if (await countHits(ctx, [{ key: `register:existing:${existing.email}`, max: 3, windowMs: DAY }])) return;
  await ctx.db.transaction(async (tx) => {
    const content = existing.emailConfirmedAt
      ? EMAILS.alreadyRegistered(existing.nome, `${ctx.config.appUrl}/login`)
      : EMAILS.registrationPending(
          `${existing.nome} ${existing.cognome}`,
          existing.op ? 'professionista' : 'cliente',
          await issueLinkToken(ctx, tx, existing.id, 'confirm'),
        );
    await ctx.mail.enqueue(tx, { to: existing.email, ...renderEmail(content) });
  });
}

/**
 * A confirmation link opened again once it did its job (a reload, a double click, a mail
 * scanner): it is not 'invalid', the address is confirmed (review m10). Only the very link
 * that was used says so.
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
 * (security review F-M1). A wrong password leaves the link usable; attempts are limited.
 */
export async function confirmEmail(ctx: AppContext, userId: number, token: string, password: string) {
  await hitRateLimits(ctx, [{ key: `confirm:user:${userId}`, max: 10, windowMs: HOUR }]);
  if (!(await linkTokenValid(ctx, userId, 'confirm', token))) {
    await assertNotConfirmedBy(ctx, userId, token);
    throw badRequest(MSG.invalidLink);
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    throw badRequest(MSG.confirmPasswordWrong, { password: MSG.confirmPasswordWrong });
  }
  await ctx.db.transaction(async (tx) => {
    if (!(await consumeLinkToken(ctx, tx, userId, 'confirm', token))) throw badRequest(MSG.invalidLink);
    await tx
      .update(users)
      .set({ emailConfirmedAt: ctx.clock.now() })
      .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)));
  });
}

/**
 * Only failures count against an account, and reaching their limit never locks the owner
 * out (security review F-M4): password logins for the address pause for the window, and the
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
  const failures = { key: `login:fail:${email}`, max: 10, windowMs: 15 * MINUTE };
  if (await limitReached(ctx, failures)) {
    await sendLoginLink(ctx, email);
    throw new AppError(429, MSG.loginLinkSent);
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  const valid = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, input.password);
  if (!user || !valid) {
    await countHits(ctx, [failures]);
    if (user) await recordAccess(ctx, { actorId: null, ownerId: user.id, action: 'login.failure', ip });
    throw new AppError(401, MSG.loginFailed);
  }
  if (!user.attivo) throw forbidden(MSG.accountDisabled);
  if (!user.emailConfirmedAt) throw forbidden(MSG.emailNotConfirmed);
  if (hasTwoFactor(user)) await requireSecondFactorAtLogin(ctx, user, input);
  await recordAccess(ctx, { actorId: user.id, ownerId: user.id, action: 'login.success', ip });
  const token = await createSession(ctx, user.id, input.stayLogged, { ip, userAgent });
  return { token, isOp: user.op };
}

/** At most one login-link e-mail per address per window, so the owner's inbox cannot be flooded. */
async function sendLoginLink(ctx: AppContext, email: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  if (!user || !user.attivo) return;
  if (await countHits(ctx, [{ key: `login:link:${email}`, max: 1, windowMs: 15 * MINUTE }])) return;
  await ctx.db.transaction(async (tx) => {
    const url = await issueLinkToken(ctx, tx, user.id, 'login');
    await ctx.mail.enqueue(tx, { to: user.email, ...renderEmail(EMAILS.loginLink(user.nome, url)) });
  });
}

/**
 * POST /api/loginlink: a login link from that e-mail opens a session (short, as without 'stay
 * logged in'). With two-factor login on, the link alone is answered as a password is (401
 * asking for the code) and is spent only with the right code.
 */
export async function loginWithLink(
  ctx: AppContext,
  input: { id: number; token: string } & SecondFactor,
  device: SessionDevice = { ip: '', userAgent: '' },
) {
  const { id: userId, token } = input;
  const [owner] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (owner && hasTwoFactor(owner)) {
    if (!(await linkTokenValid(ctx, userId, 'login', token))) throw badRequest(MSG.invalidLink);
    await requireSecondFactorAtLogin(ctx, owner, input);
  }
  const user = await ctx.db.transaction(async (tx) => {
    if (!(await consumeLinkToken(ctx, tx, userId, 'login', token))) throw badRequest(MSG.invalidLink);
    const [row] = await tx.select().from(users).where(eq(users.id, userId));
    // The link reached the inbox, which proves the address as a confirmation link would.
    if (row && !row.emailConfirmedAt)
      await tx.update(users).set({ emailConfirmedAt: ctx.clock.now() }).where(eq(users.id, userId));
    return row;
  });
  if (!user || !user.attivo) throw forbidden(MSG.accountDisabled);
  await recordAccess(ctx, { actorId: user.id, ownerId: user.id, action: 'login.link', ip: device.ip });
  return { token: await createSession(ctx, user.id, false, device), isOp: user.op };
}

/** Where a session was opened, for the user's list of sessions (/account). */
export interface SessionDevice {
  ip: string;
  userAgent: string;
}

export async function createSession(
  ctx: AppContext,
  userId: number,
  stayLogged: boolean,
  device: SessionDevice = { ip: '', userAgent: '' },
) {
  const now = ctx.clock.now();
  const ttl = stayLogged ? SESSION.stayLoggedDays * DAY : SESSION.shortHours * HOUR;
  const expiresAt = new Date(now.getTime() + ttl);
  const [session] = await ctx.db
    .insert(sessions)
    .values({ userId, createdAt: now, expiresAt, lastUsedAt: now, ip: device.ip, userAgent: device.userAgent.slice(0, 512) })
    .returning({ id: sessions.id });
  return signToken(
    { sid: session.id, sub: userId, iat: Math.floor(now.getTime() / 1000), exp: Math.floor(expiresAt.getTime() / 1000) },
    ctx.config.jwtSecret,
  );
}

/** How stale a session's "last used" may get: one write a minute per session at most, whatever the traffic. */
const SESSION_TOUCH_INTERVAL = MINUTE;

/**
 * Stamps the session's last use. The cached entry is stamped too, and the session cache lets
 * this one statement through without emptying itself (it changes nothing the cache holds).
 */
async function touchSession(ctx: AppContext, sessionId: string, session: CachedSession, now: Date) {
  session.lastUsedAt = now;
  await ctx.db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId));
}

const sessionQueries = new WeakMap<object, ReturnType<typeof prepareSessionQuery>>();

function prepareSessionQuery(ctx: AppContext) {
  return ctx.db
    .select({ user: users, expiresAt: sessions.expiresAt, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('sid')))
    .prepare('session_user');
}

/** The user behind a bearer token, or undefined when it is invalid, expired or revoked. */
export async function authenticate(ctx: AppContext, token: string | undefined): Promise<Authenticated | undefined> {
  if (!token) return undefined;
  const now = ctx.clock.now();
  const claims = verifyToken(token, ctx.config.jwtSecret, now.getTime());
  if (!claims) return undefined;
  // Every request runs this: a prepared statement skips building and planning the SQL each time.
  let query = sessionQueries.get(ctx.db);
  if (!query) sessionQueries.set(ctx.db, (query = prepareSessionQuery(ctx)));
  const lookup = async (): Promise<CachedSession | undefined> => {
    const [row] = await query.execute({ sid: claims.sid });
    return row && { user: Object.freeze(row.user), expiresAt: row.expiresAt, lastUsedAt: row.lastUsedAt };
  };
  const cache = sessionCacheOf(ctx.database);
  const session = cache ? await cache.get(claims.sid, lookup) : await lookup();
  if (!session || session.expiresAt <= now || !session.user.attivo) return undefined;
  if (now.getTime() - session.lastUsedAt.getTime() >= SESSION_TOUCH_INTERVAL) await touchSession(ctx, claims.sid, session, now);
  return { user: session.user, sessionId: claims.sid };
}

export async function logout(ctx: AppContext, sessionId: string) {
  await ctx.db.delete(sessions).where(eq(sessions.id, sessionId));
  ctx.events.emit('sessions.ended', { sessionId });
}

/** Ends every session of a user at once (password reset, account disabled). */
export async function endAllSessions(q: Queryable, userId: number) {
  await q.delete(sessions).where(eq(sessions.userId, userId));
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

export async function updateProfile(ctx: AppContext, user: User, input: z.output<typeof updateMeSchema>) {
  if (user.op) {
    for (const key of OPERATOR_REQUIRED) {
      if (!input[key]) throw badRequest(MSG.required, { [key]: MSG.required });
    }
  }
  await ctx.db
    .update(users)
    .set({
      nome: input.nome,
      cognome: input.cognome,
      telefono: input.telefono,
      codFiscale: input.codiceFiscale,
      partitaIva: input.partitaIva,
      // A client without the field in the request (the spec's payload) keeps their company name.
      nomeAzienda: user.op || input.nomeAzienda ? input.nomeAzienda : user.nomeAzienda,
      indirizzo: input.indirizzo,
      citta: input.citta,
      cap: input.cap,
      provincia: input.provincia,
      pec: input.pec ?? user.pec,
    })
    .where(eq(users.id, user.id));
}

/** The administrator edits a user's details and whether the account is active; disabling ends every session at once. */
export async function editUserAsAdmin(q: Queryable, before: User, input: z.output<typeof adminUpdateUserSchema>) {
  await q
    .update(users)
    .set({
      nome: input.nome,
      cognome: input.cognome,
      telefono: input.telefono,
      codFiscale: input.cod_fiscale,
      partitaIva: input.partita_iva,
      nomeAzienda: input.nome_azienda,
      indirizzo: input.indirizzo,
      citta: input.citta,
      cap: input.cap,
      provincia: input.provincia,
      attivo: input.attivo,
    })
    .where(eq(users.id, before.id));
  if (before.attivo && !input.attivo) await endAllSessions(q, before.id);
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

export async function sendSupportMessage(ctx: AppContext, user: User, input: z.output<typeof supportSchema>) {
  await hitRateLimits(ctx, [{ key: `support:user:${user.id}`, max: 10, windowMs: HOUR }]);
  const content = EMAILS.support(user, input.subject, input.content);
  await ctx.mail.enqueue(ctx.db, { to: ctx.config.supportEmail, replyTo: user.email, ...renderEmail(content) });
}

/**
 * Erases the account itself (GDPR Art. 17): personal fields emptied, sessions and links ended,
 * the ID document forgotten. The row stays, anonymous and disabled, because the payments the
 * law keeps for 10 years point at it. Returns the ID document's stored key, to remove.
 */
export async function anonymiseAccount(q: Queryable, user: User): Promise<string | null> {
  await q
    .update(users)
    .set({
      email: `eliminato-${user.id}@eliminato.invalid`,
      passwordHash: '!',
      nome: 'Account',
      cognome: 'eliminato',
      telefono: '',
      codFiscale: '',
      partitaIva: '',
      nomeAzienda: '',
      indirizzo: '',
      citta: '',
      cap: '',
      provincia: '',
      pec: '',
      attivo: false,
      rinnovoAuto: false,
      stripeSubId: null,
      stripeCustomerId: null,
      idDocumentKey: null,
      idDocumentName: null,
      idDocumentType: null,
      totpSecret: null,
      totpLastStep: 0,
    })
    .where(eq(users.id, user.id));
  await endAllSessions(q, user.id);
  await q.delete(userTokens).where(eq(userTokens.userId, user.id));
  await q.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
  return user.idDocumentKey;
}

/**
 * Deletes registrations whose confirmation link has expired, with their ID images, so
 * anonymous registrations cannot fill the database or the disk (security review F-L9).
 * Returns how many went.
 */
export async function purgeUnconfirmed(ctx: AppContext): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - CONFIRM_TTL);
  const gone = await ctx.db
    .delete(users)
    .where(and(isNull(users.emailConfirmedAt), lt(users.createdAt, cutoff), ne(users.email, ctx.config.adminEmail)))
    .returning({ key: users.idDocumentKey });
  for (const { key } of gone) if (key) await ctx.files.remove(key);
  return gone.length;
}

/**
 * Makes sure the administrator exists on start (decisions 8): a confirmed professional that
 * never expires. An existing `ADMIN_EMAIL` account is adopted only when it already is that;
 * anything else under the address (a stranger's pending registration, a client) is reset
 * from `ADMIN_PASSWORD`, and the log says so (security review F-L1).
 */
export async function ensureAdmin(ctx: AppContext) {
  const email = ctx.config.adminEmail;
  const [existing] = await ctx.db.select().from(users).where(eq(users.email, email));
  if (existing && existing.emailConfirmedAt && existing.op && existing.scadenzaAbbonamento === null) return;
  const generated = !ctx.config.adminPassword;
  const password = ctx.config.adminPassword ?? `${newLinkToken().token.slice(0, 16)}9a`;
  const admin = {
    passwordHash: await hashPassword(password),
    op: true,
    attivo: true,
    emailConfirmedAt: ctx.clock.now(),
    scadenzaAbbonamento: null,
  };
  if (existing) {
    await ctx.db.transaction(async (tx) => {
      await tx.update(users).set(admin).where(eq(users.id, existing.id));
      await endAllSessions(tx, existing.id);
    });
    ctx.log.warn(
      `The account ${email} was not the administrator's (unconfirmed, not a professional or expiring): it was reset as the administrator from ADMIN_PASSWORD${generated ? ' (a generated password, below)' : ''}.`,
    );
  } else {
    await ctx.db
      .insert(users)
      .values({ email, ...admin, nome: 'Amministratore', cognome: 'Studio', nomeAzienda: 'Studio' })
      .onConflictDoNothing();
  }
  if (generated) {
    ctx.log.warn(
      `Administrator account ${existing ? 'reset' : 'created'}: ${email} with password ${password} (shown only once; set ADMIN_PASSWORD to choose it).`,
    );
  } else if (!existing) {
    ctx.log.info(`Administrator account created: ${email}`);
  }
}
