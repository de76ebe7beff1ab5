import type { AppContext } from '../../context.js';
import type { IcsEvent } from '../../platform/mail/ics.js';
import type { User } from '../accounts/users.js';
import type { Booking } from './agenda.table.js';

/* A booking as a calendar event: the one mapping the e-mails' .ics and the subscribed feeds share. */

/**
 * How long a booking lasts (its service's duration when booked, 30 to 120 minutes) and which
 * revision of it calendars hold (SEQUENCE, raised by each move): the one place that reads them
 * from the row.
 */
export function bookingSpan(booking: Pick<Booking, 'durata' | 'sequence'>): { minutes: number; sequence: number } {
  return { minutes: booking.durata, sequence: booking.sequence };
}

/** The event's UID, the same in every e-mail and feed, so calendars update one event. */
export const bookingUid = (ctx: AppContext, bookingId: number) => `booking-${bookingId}@${new URL(ctx.config.appUrl).hostname}`;

/** 'Via Roma 1, 00184 Roma (RM)': the professional's address from their profile, '' when they gave none. */
export function operatorAddress(operator: User): string {
  const town = [operator.cap, operator.citta].filter(Boolean).join(' ');
  const place = [operator.indirizzo, town].filter(Boolean).join(', ');
  return place && operator.provincia ? `${place} (${operator.provincia})` : place;
}

/** Where the appointment happens: the meeting link when online, else the professional's address. */
export const bookingPlace = (booking: Booking, operator: User) => booking.videoUrl ?? operatorAddress(operator);

/** The e-mail address in MAIL_FROM ('Studio <noreply@…>'), the SENT-BY of the organizer. */
const senderAddress = (mailFrom: string) => /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;

export interface BookingParties {
  operator: User;
  client: User | undefined;
}

export const clientNameOf = (booking: Booking, client: User | undefined) =>
  client ? `${client.nome} ${client.cognome}`.trim() : `${booking.visitorNome ?? ''} ${booking.visitorCognome ?? ''}`.trim();

const clientEmailOf = (booking: Booking, client: User | undefined) => client?.email ?? booking.visitorEmail ?? '';

/** Servizio, note, meeting link: the event's description lines. */
function details(booking: Booking, withNote: boolean) {
  return [
    booking.serviceName && `Servizio: ${booking.serviceName}`,
    withNote && booking.note && `Note: ${booking.note}`,
    booking.videoUrl && `Videochiamata: ${booking.videoUrl}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * The .ics event of a booking's e-mail: the professional organises (sent by the product's
 * address), the client or visitor attends; a cancellation has a higher SEQUENCE than the
 * confirmation, with the same UID.
 */
export function bookingMailEvent(ctx: AppContext, booking: Booking, parties: BookingParties, cancelled: boolean): IcsEvent {
  const { operator, client } = parties;
  const span = bookingSpan(booking);
  const operatorName = `${operator.nome} ${operator.cognome}`.trim();
  const clientName = clientNameOf(booking, client);
  return {
    uid: bookingUid(ctx, booking.id),
    giorno: booking.giorno,
    ora: booking.ora,
    minutes: span.minutes,
    summary: `Appuntamento: ${clientName} con ${operatorName}${booking.serviceName ? ` (${booking.serviceName})` : ''}`,
    description: details(booking, true),
    sequence: cancelled ? span.sequence + 1 : span.sequence,
    cancelled,
    stamp: ctx.clock.now(),
    location: bookingPlace(booking, operator) || undefined,
    url: booking.videoUrl ?? undefined,
    organizer: { name: operatorName, email: operator.email, sentBy: senderAddress(ctx.config.mailFrom) },
    attendee: { name: clientName, email: clientEmailOf(booking, client) },
  };
}

/**
 * The event of a live booking in a subscribed feed. The professional's shows the client and
 * the note, or only 'Appuntamento Studio' when they chose privacy; the client's names the
 * professional. DTSTAMP is when the booking was made, so an unchanged feed is byte for byte
 * the same (its ETag holds).
 */
export function bookingFeedEvent(
  ctx: AppContext,
  booking: Booking,
  parties: BookingParties,
  view: { audience: 'operator' | 'client'; privato: boolean },
): IcsEvent {
  const { operator, client } = parties;
  const span = bookingSpan(booking);
  const operatorName = `${operator.nome} ${operator.cognome}`.trim();
  const withWhom = view.audience === 'operator' ? clientNameOf(booking, client) : operatorName;
  const hidden = view.audience === 'operator' && view.privato;
  return {
    uid: bookingUid(ctx, booking.id),
    giorno: booking.giorno,
    ora: booking.ora,
    minutes: span.minutes,
    summary: hidden
      ? 'Appuntamento Studio'
      : `Appuntamento con ${withWhom}${booking.serviceName ? ` (${booking.serviceName})` : ''}`,
    description: hidden ? (booking.videoUrl ? `Videochiamata: ${booking.videoUrl}` : '') : details(booking, true),
    sequence: span.sequence,
    cancelled: false,
    stamp: booking.createdAt,
    location: bookingPlace(booking, operator) || undefined,
    url: booking.videoUrl ?? undefined,
  };
}
