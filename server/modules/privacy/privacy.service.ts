import type { AppContext } from '../../context.js';
import { badRequest } from '../../platform/errors.js';
import { verifyPassword } from '../../platform/auth/passwords.js';
import type { PaymentProvider } from '../../platform/payments.js';
import { hitRateLimits } from '../../platform/rate-limit.js';
import { HOUR } from '../../../common/time.js';
import { PRIVACY_MSG } from '../../../common/messages/privacy.js';
import type { z } from 'zod';
import type { eraseAccountSchema } from '../../../common/privacy.js';
import { anonymiseAccount } from '../accounts/account-lifecycle.service.js';
import { forgetMailOf } from '../../platform/mail/mail-worker.js';
import { toMe } from '../accounts/profile.service.js';
import { isAdmin } from '../accounts/users.js';
import { hasTwoFactor, requireSecondFactorForChange } from '../accounts/two-factor.service.js';
import type { User } from '../accounts/users.js';
import { bookingsForExport, deleteOverridesOf } from '../agenda/agenda.privacy.js';
import { calendarsForExport, deleteCalendarsOf } from '../calendars/calendars.service.js';
import { deleteConversationsOf, messagesForExport } from '../chat/chat.privacy.js';
import { documentsForExport } from '../documents/documents.privacy.js';
import { deleteExternalCalendarsOf, externalCalendarsForExport } from '../external-calendars/external-calendars.privacy.js';
import { linksForExport, linksOf } from '../links/links.privacy.js';
import { deleteNotificationChoicesOf, notificationChoicesForExport } from '../notifications/notifications.privacy.js';
import { deleteScheduleOf } from '../schedule/schedule.privacy.js';
import { paymentsForExport } from '../subscriptions/subscriptions.privacy.js';
import { setAutoRenew } from '../subscriptions/subscriptions.service.js';
import { removeLink } from '../workspace/end-link.js';

/**
 * Everything Studio holds about a user (GDPR Art. 15 and 20), gathered from each module's own
 * export: the data as one JSON document, and the stored files they sent and received.
 */
export async function exportData(ctx: AppContext, user: User) {
  await hitRateLimits(ctx, [{ key: `export:user:${user.id}`, max: 5, windowMs: HOUR }]);
  const [collegamenti, prenotazioni, messaggi, documenti, pagamenti, calendariEsterni, notificheEmail, calendario] =
    await Promise.all([
      linksForExport(ctx, user),
      bookingsForExport(ctx, user),
      messagesForExport(ctx, user),
      documentsForExport(ctx, user),
      user.op ? paymentsForExport(ctx, user) : Promise.resolve([]),
      user.op ? externalCalendarsForExport(ctx, user) : Promise.resolve([]),
      notificationChoicesForExport(ctx.db, user.id),
      calendarsForExport(ctx, user),
    ]);
  const data = {
    esportatoIl: ctx.clock.now().toISOString(),
    profilo: toMe(ctx, user),
    collegamenti,
    prenotazioni,
    messaggi,
    documenti: documenti.map(({ key: _key, ...d }) => d),
    ...(user.op ? { pagamenti, calendariEsterni } : {}),
    notificheEmail,
    calendario,
  };
  const files = documenti.map((d) => ({
    key: d.key,
    nome: d.nome,
    path: `documenti/${d.inviato ? 'inviati' : 'ricevuti'}/${d.id}-${d.nome}`,
  }));
  return { data, files };
}

/**
 * Erases the account (GDPR Art. 17) after the password: every link ends as a removal would
 * (future bookings cancelled with an e-mail to the other party, shared documents deleted),
 * conversations, the calendar feed, the meeting link, its e-mails in the outbox and, for a professional, hours and services are deleted, auto-renewal is
 * turned off, and the account is anonymised; payments stay, as the law requires.
 */
export async function eraseAccount(
  ctx: AppContext,
  provider: PaymentProvider,
  user: User,
  input: z.output<typeof eraseAccountSchema>,
) {
  if (isAdmin(ctx, user)) throw badRequest(PRIVACY_MSG.adminCannotErase);
  await hitRateLimits(ctx, [{ key: `erase:user:${user.id}`, max: 5, windowMs: HOUR }]);
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw badRequest(PRIVACY_MSG.wrongPassword, { password: PRIVACY_MSG.wrongPassword });
  }
  if (hasTwoFactor(user)) await requireSecondFactorForChange(ctx, user, input);
  if (user.stripeSubId) await setAutoRenew(ctx, provider, user, false);
  for (const link of await linksOf(ctx, user)) {
    await removeLink(ctx, link.operatorId, link.clientId, user.op ? 'operator' : 'client');
  }
  const idDocumentKey = await ctx.db.transaction(async (tx) => {
    await deleteConversationsOf(tx, user.id);
    await deleteNotificationChoicesOf(tx, user.id);
    await deleteCalendarsOf(tx, user.id);
    if (user.op) {
      await deleteOverridesOf(tx, user.id);
      await deleteScheduleOf(tx, user.id);
      await deleteExternalCalendarsOf(tx, user.id);
    }
    // Its e-mails wait no longer in the outbox, sent or not.
    await forgetMailOf(tx, user.email);
    return anonymiseAccount(tx, user);
  });
  if (idDocumentKey) await ctx.files.remove(idDocumentKey);
  ctx.events.emit('user.disabled', { userId: user.id });
}
