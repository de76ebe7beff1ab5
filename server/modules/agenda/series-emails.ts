import type { SeriesDate } from '../../../common/agenda.js';
import { WEEKDAYS } from '../../../common/messages/dates.js';
import { SERIES_EMAILS, SERIES_MSG, type SeriesOutcome } from '../../../common/messages/series.js';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { icsAttachment } from '../../platform/mail/ics.js';
import { renderEmail } from '../../platform/mail/render.js';
import { romeInstant } from '../../platform/rome-time.js';
import type { User } from '../accounts/users.js';
import type { Booking } from './agenda.table.js';
import { bookingMailEvent } from './booking-calendar.js';
import { mailFacts, queueConfirmation, queueReminders, whenText } from './booking-emails.js';
import type { BookingSeries } from './series.table.js';

/* The e-mails of a series: one per party when it is made, and one per date booked (or skipped) later by the job. */

/** One date of a series as the series booked it (or recorded why not). */
export interface Materialised {
  idx: number;
  giorno: string;
  esito: SeriesOutcome;
  booking?: Booking;
}

/** 'ogni settimana, il lunedì alle 09:30, per 10 appuntamenti' */
function patternText(series: BookingSeries) {
  const weekday = WEEKDAYS[new Date(`${series.giorno}T00:00:00Z`).getUTCDay()];
  return `${SERIES_MSG.every(series.frequenza as 1 | 2)}, il ${weekday} alle ${series.ora}, per ${series.occorrenze} appuntamenti`;
}

/** A booking-shaped description of one date of the series, for the e-mail texts. */
const dateAsBooking = (series: BookingSeries, giorno: string) =>
  ({
    giorno,
    ora: series.ora,
    // The e-mail's facts ask whether a reminder will come; a date inside the DST gap has none.
    startsAt: romeInstant(giorno, series.ora) ?? new Date(0),
    serviceName: series.serviceName,
    note: series.note,
    visitorNome: null,
    visitorCognome: null,
    visitorEmail: null,
  }) as Booking;

/** One e-mail to each party for the series, with one calendar event per booked date. */
export async function queueSeriesMails(
  ctx: AppContext,
  q: Queryable,
  series: BookingSeries,
  operator: User,
  client: User,
  done: Materialised[],
  dates: SeriesDate[],
) {
  const booked = done.flatMap((d) => (d.booking ? [d.booking] : []));
  const facts = mailFacts(ctx, dateAsBooking(series, series.giorno), operator, client, series.serviceText);
  const seriesFacts = {
    ...facts,
    pattern: patternText(series),
    booked: booked.map((b) => whenText(b.giorno, b.ora)),
    skipped: dates
      .filter((d) => d.esito !== 'prenotata' && d.esito !== 'in_attesa')
      .map((d) => `${whenText(d.giorno, d.ora)} (${SERIES_MSG.outcome[d.esito].toLowerCase()})`),
    later: dates.filter((d) => d.esito === 'in_attesa').map((d) => whenText(d.giorno, d.ora)),
  };
  const events = booked.map((b) => bookingMailEvent(ctx, b, { operator, client }, false));
  const attachments = events.length ? [icsAttachment('serie.ics', events)] : [];
  await ctx.mail.enqueue(q, {
    to: client.email,
    ...renderEmail(SERIES_EMAILS.seriesClient({ ...seriesFacts, clientName: client.nome })),
    attachments,
  });
  await ctx.mail.enqueue(q, { to: operator.email, ...renderEmail(SERIES_EMAILS.seriesOperator(seriesFacts)), attachments });
  for (const booking of booked) await queueReminders(ctx, q, booking, operator, client);
}

/** A date booked later by the job: the usual confirmation; a date it could not book: both parties are told why. */
export async function queueDateMails(
  ctx: AppContext,
  q: Queryable,
  series: BookingSeries,
  operator: User,
  client: User,
  done: Materialised[],
) {
  for (const d of done) {
    if (d.booking) {
      await queueConfirmation(ctx, q, d.booking, operator, client, series.serviceText);
      continue;
    }
    const facts = mailFacts(ctx, dateAsBooking(series, d.giorno), operator, client);
    const reason = SERIES_MSG.outcome[d.esito];
    await ctx.mail.enqueue(q, {
      to: client.email,
      ...renderEmail(SERIES_EMAILS.seriesDateSkipped(client.nome, facts, reason)),
    });
    await ctx.mail.enqueue(q, {
      to: operator.email,
      ...renderEmail(SERIES_EMAILS.seriesDateSkipped(operator.nome, facts, reason)),
    });
  }
}
