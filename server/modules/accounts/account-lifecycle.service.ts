import { and, eq, isNotNull, isNull, lt, ne } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { newLinkToken } from '../../platform/auth/secrets.js';
import { isSealed, openTotpSecret, sealTotpSecret, totpKey } from '../../platform/auth/totp-secrets.js';
import { recoveryCodes, type User, users, userTokens } from './accounts.table.js';
import { CONFIRM_TTL } from './link-tokens.js';
import { endAllSessions } from './sessions.service.js';

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
 * anonymous registrations cannot fill the database or the disk.
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
 * Makes sure the administrator exists on start (docs/decisions/0008-administrator.md): a
 * confirmed professional that never expires. An existing `ADMIN_EMAIL` account is adopted only
 * when it already is that; anything else under the address (a stranger's pending registration,
 * a client) is reset from `ADMIN_PASSWORD`, and the log says so: the administrator account is
 * never one a stranger registered (security finding F-L1).
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

/**
 * On start: seals every two-factor secret still stored in clear (written before secrets were
 * sealed, security finding M-3), so no user loses two-factor login and no later backup
 * holds one in clear. Sealed secrets this key cannot open (TOTP_KEY or JWT_SECRET not as on the
 * instance that wrote them, e.g. after a restore) are counted in a warning: those users sign in
 * with a recovery code until the key is set back.
 */
export async function sealClearTotpSecrets(ctx: AppContext) {
  const key = totpKey(ctx.config);
  const rows = await ctx.db.select({ id: users.id, secret: users.totpSecret }).from(users).where(isNotNull(users.totpSecret));
  let unreadable = 0;
  for (const { id, secret } of rows) {
    if (isSealed(secret!)) {
      if (openTotpSecret(key, secret!, id) === undefined) unreadable++;
      continue;
    }
    await ctx.db
      .update(users)
      .set({ totpSecret: sealTotpSecret(key, secret!, id) })
      .where(and(eq(users.id, id), eq(users.totpSecret, secret!)));
  }
  if (unreadable > 0) {
    ctx.log.warn(
      `${unreadable} two-factor secrets cannot be opened with this TOTP_KEY (or JWT_SECRET): set it as on the instance that wrote them; until then those users sign in with a recovery code.`,
    );
  }
}
