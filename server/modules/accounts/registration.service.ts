import { eq } from 'drizzle-orm';
import type { RegisterData } from '../../../common/accounts.js';
import { SUBSCRIPTION } from '../../../common/constants.js';
import { EMAILS } from '../../../common/messages/emails.js';
import { MSG } from '../../../common/messages/it.js';
import { DAY } from '../../../common/time.js';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/client.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { badRequest } from '../../platform/errors.js';
import { renderEmail } from '../../platform/mail/render.js';
import { countHits } from '../../platform/rate-limit.js';
import { type User, users } from './accounts.table.js';
import { issueLinkToken } from './link-tokens.js';
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
 * addresses have accounts (security finding F-L8); the address's owner is told by e-mail.
 * A pending registration is never replaced (security finding F-M1): the owner gets its link again, and
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
