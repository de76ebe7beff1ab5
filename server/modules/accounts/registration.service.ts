import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { RegisterData } from '../../../common/accounts.js';
import { SUBSCRIPTION } from '../../../common/constants.js';
import { EMAILS } from '../../../common/messages/emails.js';
import { MSG } from '../../../common/messages/it.js';
import { DAY, HOUR } from '../../../common/time.js';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/client.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { hashLinkToken } from '../../platform/auth/secrets.js';
import { badRequest, conflict, tooManyRequests } from '../../platform/errors.js';
import { renderEmail } from '../../platform/mail/render.js';
import { clientAddress, countHits, hitRateLimits, releaseHit, reserveHit } from '../../platform/rate-limit.js';
import { type User, users, userTokens } from './accounts.table.js';
import { consumeLinkToken, issueLinkToken, linkTokenValid } from './link-tokens.js';
import { assertUncommon } from './passwords.service.js';
import { normaliseEmail } from './users.js';

/** The ID image a professional sends with the registration, already in the file store. */
export interface IdDocument {
  key: string;
  name: string;
  type: string;
}

/**
 * Creates the account and queues the confirmation e-mail; `created` is false when the address
 * already had an account, and then nothing of this registration is kept (the caller removes
 * its ID image). The answer is the same either way, so registration tells no one which
 * addresses have accounts (security review F-L8); the address's owner is told by e-mail.
 * A pending registration is never replaced (F-M1): the owner gets its link again, and
 * confirming it needs the password chosen then. A professional must send an ID document.
 */
export async function register(ctx: AppContext, data: RegisterData, idDocument: IdDocument | undefined) {
  if (data.op && !idDocument) throw badRequest(MSG.missingImage, { image: MSG.missingImage });
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
 * (security review F-M1). A wrong password leaves the link usable; attempts are limited, and
 * only those made with the valid link count, so strangers sending junk cannot block anyone's
 * confirmation (security review 2026-11-26 L-2). The place is taken before the password check.
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
