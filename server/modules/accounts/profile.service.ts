import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { OPERATOR_REQUIRED, type Me, type supportSchema, type updateMeSchema } from '../../../common/accounts.js';
import type { adminUpdateUserSchema } from '../../../common/admin.js';
import { EMAILS } from '../../../common/messages/emails.js';
import { MSG } from '../../../common/messages/it.js';
import { HOUR } from '../../../common/time.js';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { badRequest } from '../../platform/errors.js';
import { renderEmail } from '../../platform/mail/render.js';
import { hitRateLimits } from '../../platform/rate-limit.js';
import { type User, users } from './accounts.table.js';
import { endAllSessions } from './sessions.service.js';
import { hasTwoFactor, mustEnrolTwoFactor } from './two-factor.service.js';
import { isAdmin } from './users.js';

/** The signed-in user as GET /api/me shows them. */
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

export async function sendSupportMessage(ctx: AppContext, user: User, input: z.output<typeof supportSchema>) {
  await hitRateLimits(ctx, [{ key: `support:user:${user.id}`, max: 10, windowMs: HOUR }]);
  const content = EMAILS.support(user, input.subject, input.content);
  await ctx.mail.enqueue(ctx.db, { to: ctx.config.supportEmail, replyTo: user.email, ...renderEmail(content) });
}
