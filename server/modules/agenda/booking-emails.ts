import { AGENDA } from '../../../common/constants.js';
import { WEEKDAYS } from '../../../common/messages/dates.js';
import { EMAILS, type BookingMailFacts } from '../../../common/messages/emails.js';
import { HOUR } from '../../../common/time.js';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { buildIcs } from '../../platform/mail/ics.js';
import { renderEmail } from '../../platform/mail/render.js';
import { shortDate } from '../../platform/rome-time.js';
import { findUsers, type User } from '../accounts/users.js';
import type { Booking } from './agenda.table.js';

/* The e-mails of a booking's life: confirmation with the .ics, reminders, cancellation. */

/** 'lunedì 23/11/26 alle 09:30' */
export function whenText(giorno: string, ora: string) {
  const weekday = WEEKDAYS[new Date(`${giorno}T00:00:00Z`).getUTCDay()];
  return `${weekday} ${shortDate(giorno)} alle ${ora}`;
}

function mailFacts(
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
    clientName,
    clientContact,
    operatorName: `${operator.nome} ${operator.cognome}`,
    operatorFirstName: operator.nome,
    company: operator.nomeAzienda,
    service: booking.serviceName,
    serviceText,
    note: booking.note,
    manageUrl: client ? `${ctx.config.appUrl}/user/op?id=${operator.id}` : undefined,
    agendaUrl: `${ctx.config.appUrl}/op`,
  };
}

function icsFor(ctx: AppContext, booking: Booking, facts: BookingMailFacts, cancelled: boolean) {
  const host = new URL(ctx.config.appUrl).hostname;
  return {
    filename: cancelled ? 'annullamento.ics' : 'appuntamento.ics',
    contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`,
    content: buildIcs({
      uid: `booking-${booking.id}@${host}`,
      giorno: booking.giorno,
      ora: booking.ora,
      minutes: AGENDA.slotMinutes,
      summary: `Appuntamento: ${facts.clientName} con ${facts.operatorName}${facts.service ? ` (${facts.service})` : ''}`,
      description: [facts.service && `Servizio: ${facts.service}`, facts.note && `Note: ${facts.note}`]
        .filter(Boolean)
        .join('\n'),
      sequence: cancelled ? 1 : 0,
      cancelled,
      stamp: ctx.clock.now(),
    }),
  };
}

export const reminderKey = (bookingId: number, who: 'client' | 'operator') => `reminder:${bookingId}:${who}`;

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
  const ics = icsFor(ctx, booking, facts, false);
  const clientEmail = client?.email ?? booking.visitorEmail!;
  const clientFirst = client?.nome ?? booking.visitorNome ?? '';
  await ctx.mail.enqueue(q, {
    to: clientEmail,
    ...renderEmail(EMAILS.bookingConfirmedClient({ ...facts, clientName: clientFirst })),
    attachments: [ics],
  });
  await ctx.mail.enqueue(q, { to: operator.email, ...renderEmail(EMAILS.bookingConfirmedOperator(facts)), attachments: [ics] });

  const remindAt = new Date(booking.startsAt.getTime() - 24 * HOUR);
  if (remindAt <= ctx.clock.now()) return;
  await ctx.mail.enqueue(q, {
    to: clientEmail,
    ...renderEmail(EMAILS.bookingReminder(clientFirst, facts, facts.operatorName)),
    sendAfter: remindAt,
    dedupeKey: reminderKey(booking.id, 'client'),
  });
  await ctx.mail.enqueue(q, {
    to: operator.email,
    ...renderEmail(EMAILS.bookingReminder(operator.nome, facts, facts.clientName)),
    sendAfter: remindAt,
    dedupeKey: reminderKey(booking.id, 'operator'),
  });
}

/** Tells whoever did not cancel, with a cancelling .ics; the reminders are dropped. */
export async function queueCancellation(ctx: AppContext, q: Queryable, booking: Booking, by: 'client' | 'operator') {
  await ctx.mail.cancel(q, reminderKey(booking.id, 'client'));
  await ctx.mail.cancel(q, reminderKey(booking.id, 'operator'));
  const parties = await partiesOf(q, booking);
  const facts = mailFacts(ctx, booking, parties.operator, parties.client);
  const ics = icsFor(ctx, booking, facts, true);
  if (by === 'client') {
    await ctx.mail.enqueue(q, {
      to: parties.operator.email,
      ...renderEmail(EMAILS.bookingCancelled(parties.operator.nome, facts, facts.clientName)),
      attachments: [ics],
    });
    return;
  }
  const to = parties.client?.email ?? booking.visitorEmail;
  if (!to) return;
  const name = parties.client?.nome ?? booking.visitorNome ?? '';
  await ctx.mail.enqueue(q, {
    to,
    ...renderEmail(EMAILS.bookingCancelled(name, facts, facts.operatorName)),
    attachments: [ics],
  });
}

async function partiesOf(q: Queryable, booking: Booking) {
  const rows = await findUsers(q, [booking.operatorId, ...(booking.clientId ? [booking.clientId] : [])]);
  const operator = rows.find((u) => u.id === booking.operatorId)!;
  const client = booking.clientId ? rows.find((u) => u.id === booking.clientId) : undefined;
  return { operator, client };
}
