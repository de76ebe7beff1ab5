import { OTHER_SERVICE_NAME } from '../../../common/constants.js';
import { WEEKDAYS } from '../../../common/messages/dates.js';
import { EMAILS, TEAM_NAME, type BookingMailFacts } from '../../../common/messages/emails.js';
import { SERIES_EMAILS } from '../../../common/messages/series.js';
import { HOUR } from '../../../common/time.js';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { signId } from '../../platform/auth/signed-link.js';
import { icsAttachment } from '../../platform/mail/ics.js';
import { renderEmail } from '../../platform/mail/render.js';
import { shortDate } from '../../platform/rome-time.js';
import { findUsers, type User } from '../accounts/users.js';
import { queueNotice } from '../notifications/notifications.service.js';
import type { Booking } from './agenda.table.js';
import { bookingMailEvent, operatorAddress, type BookingParties } from './booking-calendar.js';
import { endTime } from './slot-grid.js';

/* The e-mails of a booking's life: confirmation with the .ics, reminders, cancellation. */

/** What the signed link of a visitor's intro call signs (platform/auth/signed-link.ts). */
export const INTRO_CALL_LINK = 'intro-call';

/** The page where a visitor sees and cancels their intro call, without an account. */
export const introCallUrl = (ctx: AppContext, bookingId: number) =>
  `${ctx.config.appUrl}/appuntamento?id=${bookingId}&token=${signId(ctx.config.jwtSecret, INTRO_CALL_LINK, bookingId)}`;

/** 'lunedì 23/11/26 alle 09:30' */
export function whenText(giorno: string, ora: string) {
  const weekday = WEEKDAYS[new Date(`${giorno}T00:00:00Z`).getUTCDay()];
  return `${weekday} ${shortDate(giorno)} alle ${ora}`;
}

/** 'dalle 09:30 alle 11:00 (90 minuti)' */
const spanText = (booking: Booking) =>
  `dalle ${booking.ora} alle ${endTime(booking.ora, booking.durata)} (${booking.durata} minuti)`;

export function mailFacts(
  ctx: AppContext,
  booking: Booking,
  operator: User,
  client: User | undefined,
  serviceText = '',
): BookingMailFacts {
  const clientName = client
    ? `${client.nome} ${client.cognome}`
    : `${booking.visitorNome ?? ''} ${booking.visitorCognome ?? ''}`.trim();
  const clientContact = client ? [client.email, client.telefono].filter(Boolean).join(', ') : (booking.visitorEmail ?? '');
  return {
    when: whenText(booking.giorno, booking.ora),
    span: spanText(booking),
    clientName,
    clientContact,
    // A visitor books the team's intro call: the team, not the administrator's own name.
    operatorName: client ? `${operator.nome} ${operator.cognome}` : TEAM_NAME,
    operatorFirstName: operator.nome,
    company: client ? operator.nomeAzienda : undefined,
    service: booking.serviceName,
    otherService: booking.serviceName === OTHER_SERVICE_NAME,
    serviceText,
    note: booking.note,
    videoUrl: booking.videoUrl ?? undefined,
    address: booking.videoUrl ? undefined : operatorAddress(operator) || undefined,
    manageUrl: client ? `${ctx.config.appUrl}/user/op?id=${operator.id}` : undefined,
    agendaUrl: `${ctx.config.appUrl}/op`,
    reminder: booking.startsAt.getTime() - 24 * HOUR > ctx.clock.now().getTime(),
  };
}

export function icsFor(ctx: AppContext, booking: Booking, parties: BookingParties, cancelled: boolean) {
  return icsAttachment(cancelled ? 'annullamento.ics' : 'appuntamento.ics', [bookingMailEvent(ctx, booking, parties, cancelled)]);
}

/** One reminder per booking, party and time: a moved booking (sequence > 0) gets new ones. */
export const reminderKey = (booking: Pick<Booking, 'id' | 'sequence'>, who: 'client' | 'operator') =>
  `reminder:${booking.id}:${who}${booking.sequence ? `:${booking.sequence}` : ''}`;

/** Confirmation to both parties with the .ics, and the reminders 24 hours before. */
export async function queueConfirmation(
  ctx: AppContext,
  q: Queryable,
  booking: Booking,
  operator: User,
  client: User | undefined,
  serviceText: string,
) {
  const facts = mailFacts(ctx, booking, operator, client, serviceText);
  const ics = icsFor(ctx, booking, { operator, client }, false);
  const clientEmail = client?.email ?? booking.visitorEmail!;
  const clientFirst = client?.nome ?? booking.visitorNome ?? '';
  const visitorUrl = client ? undefined : introCallUrl(ctx, booking.id);
  await ctx.mail.enqueue(q, {
    to: clientEmail,
    ...renderEmail(
      visitorUrl
        ? EMAILS.bookingConfirmedVisitor({ ...facts, clientName: clientFirst, visitorUrl })
        : EMAILS.bookingConfirmedClient({ ...facts, clientName: clientFirst }),
    ),
    // A visitor's reply reaches the team, not the no-reply sender.
    replyTo: client ? undefined : operator.email,
    attachments: [ics],
  });
  // Booked by the other side (a client or a visitor): a notification the professional may turn off.
  await queueNotice(ctx, q, operator, 'prenotazioni', EMAILS.bookingConfirmedOperator(facts), { attachments: [ics] });

  await queueReminders(ctx, q, booking, operator, client);
}

/** The client's usual confirmation; the professional's copy says they made it. Reminders for both. */
export async function queueBookedForClient(
  ctx: AppContext,
  q: Queryable,
  booking: Booking,
  operator: User,
  client: User,
  serviceText: string,
) {
  const facts = mailFacts(ctx, booking, operator, client, serviceText);
  const ics = icsFor(ctx, booking, { operator, client }, false);
  await ctx.mail.enqueue(q, {
    to: client.email,
    ...renderEmail(EMAILS.bookingConfirmedClient({ ...facts, clientName: client.nome })),
    attachments: [ics],
  });
  await ctx.mail.enqueue(q, {
    to: operator.email,
    ...renderEmail(SERIES_EMAILS.clientBookingOperator(facts)),
    attachments: [ics],
  });
  await queueReminders(ctx, q, booking, operator, client);
}

/** The reminders to both parties 24 hours before (none when that is already past). */
export async function queueReminders(ctx: AppContext, q: Queryable, booking: Booking, operator: User, client: User | undefined) {
  const facts = mailFacts(ctx, booking, operator, client);
  const clientEmail = client?.email ?? booking.visitorEmail!;
  const clientFirst = client?.nome ?? booking.visitorNome ?? '';
  const visitorUrl = client ? undefined : introCallUrl(ctx, booking.id);
  const remindAt = new Date(booking.startsAt.getTime() - 24 * HOUR);
  if (!facts.reminder) return;
  await ctx.mail.enqueue(q, {
    to: clientEmail,
    ...renderEmail(EMAILS.bookingReminder(clientFirst, { ...facts, visitorUrl }, facts.operatorName)),
    replyTo: client ? undefined : operator.email,
    sendAfter: remindAt,
    dedupeKey: reminderKey(booking, 'client'),
  });
  await ctx.mail.enqueue(q, {
    to: operator.email,
    ...renderEmail(EMAILS.bookingReminder(operator.nome, facts, facts.clientName)),
    sendAfter: remindAt,
    dedupeKey: reminderKey(booking, 'operator'),
  });
}

/** Tells whoever did not cancel, with a cancelling .ics; the reminders are dropped. */
export async function queueCancellation(ctx: AppContext, q: Queryable, booking: Booking, by: 'client' | 'operator') {
  await cancelReminders(ctx, q, booking);
  const parties = await partiesOf(q, booking);
  const facts = mailFacts(ctx, booking, parties.operator, parties.client);
  const ics = icsFor(ctx, booking, parties, true);
  // Cancelled by the other side: a notification the recipient may turn off (a visitor has no account, so no choice).
  if (by === 'client') {
    const content = EMAILS.bookingCancelled(parties.operator.nome, facts, facts.clientName);
    await queueNotice(ctx, q, parties.operator, 'prenotazioni', content, { attachments: [ics] });
    // A visitor cancelled from the signed link: no account shows it, so an e-mail confirms it.
    if (!parties.client && booking.visitorEmail) {
      await ctx.mail.enqueue(q, {
        to: booking.visitorEmail,
        ...renderEmail(
          EMAILS.introCallCancelledVisitor({ ...facts, clientName: booking.visitorNome ?? '' }, `${ctx.config.appUrl}/?agenda`),
        ),
        replyTo: parties.operator.email,
        attachments: [ics],
      });
    }
    return;
  }
  if (parties.client) {
    const content = EMAILS.bookingCancelled(parties.client.nome, facts, facts.operatorName);
    await queueNotice(ctx, q, parties.client, 'prenotazioni', content, { attachments: [ics] });
    return;
  }
  const to = booking.visitorEmail;
  if (!to) return;
  const name = booking.visitorNome ?? '';
  await ctx.mail.enqueue(q, {
    to,
    ...renderEmail(EMAILS.bookingCancelled(name, facts, facts.operatorName)),
    attachments: [ics],
  });
}

async function cancelReminders(ctx: AppContext, q: Queryable, booking: Booking) {
  await ctx.mail.cancel(q, reminderKey(booking, 'client'));
  await ctx.mail.cancel(q, reminderKey(booking, 'operator'));
}

/**
 * A booking moved from `before` to `after` (the same row, a higher sequence): one
 * 'Appuntamento spostato' e-mail with the updated .ics to whoever did not move it, and the
 * reminders again for the new time.
 */
export async function queueMove(ctx: AppContext, q: Queryable, before: Booking, after: Booking, by: 'client' | 'operator') {
  await cancelReminders(ctx, q, before);
  const { operator, client } = await partiesOf(q, after);
  const facts = mailFacts(ctx, after, operator, client);
  const ics = icsFor(ctx, after, { operator, client }, false);
  const previousWhen = whenText(before.giorno, before.ora);
  // Moved by the other side: a notification the recipient may turn off (a visitor has no account, so no choice).
  if (by === 'client') {
    const content = EMAILS.bookingMoved(operator.nome, { ...facts, manageUrl: undefined }, previousWhen, facts.clientName);
    await queueNotice(ctx, q, operator, 'prenotazioni', content, { attachments: [ics] });
  } else if (client) {
    const content = EMAILS.bookingMoved(client.nome, { ...facts, agendaUrl: undefined }, previousWhen, facts.operatorName);
    await queueNotice(ctx, q, client, 'prenotazioni', content, { attachments: [ics] });
  } else if (after.visitorEmail) {
    await ctx.mail.enqueue(q, {
      to: after.visitorEmail,
      ...renderEmail(
        EMAILS.bookingMoved(
          after.visitorNome ?? '',
          { ...facts, agendaUrl: undefined, visitorUrl: introCallUrl(ctx, after.id) },
          previousWhen,
          facts.operatorName,
        ),
      ),
      replyTo: operator.email,
      attachments: [ics],
    });
  }
  if (client || after.visitorEmail) await queueReminders(ctx, q, after, operator, client);
}

async function partiesOf(q: Queryable, booking: Booking) {
  const rows = await findUsers(q, [booking.operatorId, ...(booking.clientId ? [booking.clientId] : [])]);
  const operator = rows.find((u) => u.id === booking.operatorId)!;
  const client = booking.clientId ? rows.find((u) => u.id === booking.clientId) : undefined;
  return { operator, client };
}
