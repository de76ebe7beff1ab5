import { TIME_ZONE } from '../../../common/constants.js';

export interface IcsPerson {
  name: string;
  email: string;
}

export interface IcsEvent {
  uid: string;
  /** Rome wall-clock start: 'YYYY-MM-DD', 'HH:MM'. */
  giorno: string;
  ora: string;
  minutes: number;
  summary: string;
  description: string;
  sequence: number;
  cancelled: boolean;
  /** DTSTAMP: when this version of the event was made. */
  stamp: Date;
  /** Where it happens: an address, or the meeting link of an online appointment. */
  location?: string;
  /** The meeting link of an online appointment. */
  url?: string;
  /** The professional; `sentBy` the address the e-mail really comes from (RFC 5545 SENT-BY). */
  organizer?: IcsPerson & { sentBy?: string };
  attendee?: IcsPerson;
}

/** Europe/Rome's rules since 1996, as every calendar file this product writes carries them. */
export const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/**
 * RFC 5545 TEXT: every line break (CRLF, CR or LF) becomes the escaped \\n and any other
 * control character but a tab is dropped, so no value can end its line and start a property
 * of its own.
 */
const escapeText = (s: string) =>
  s
    .replace(/\\/g, '\\\\')
    .replace(/\r\n|\r|\n/g, '\\n')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .replace(/[,;]/g, (c) => `\\${c}`);

/** Folds lines at 75 octets as RFC 5545 asks. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const out: string[] = [];
  let current = '';
  for (const ch of line) {
    if (Buffer.byteLength(current + ch, 'utf8') > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
    }
    current += ch;
  }
  out.push(current);
  return out.join('\r\n ');
}

const local = (giorno: string, ora: string) => `${giorno.replace(/-/g, '')}T${ora.replace(':', '')}00`;

function addMinutes(giorno: string, ora: string, minutes: number) {
  const t = new Date(`${giorno}T${ora}:00Z`).getTime() + minutes * 60_000;
  const d = new Date(t).toISOString();
  return { giorno: d.slice(0, 10), ora: d.slice(11, 16) };
}

const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A parameter value (CN): quoted, without the quotes and control characters it cannot hold. */
const paramText = (s: string) =>
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  `"${s.replace(/["\u0000-\u001f\u007f]/g, '').trim()}"`;

/** A mailto: value; an address with anything an e-mail address cannot hold is left out. */
const mailto = (email: string) => (/^[^\s"<>:;,]+@[^\s"<>:;,]+$/.test(email) ? `mailto:${email}` : undefined);

/** URL values go out as they are, so only a plain http(s) address is written. */
const plainUrl = (url: string) => (/^https?:\/\/[^\s"<>\\]+$/.test(url) ? url : undefined);

function veventLines(event: IcsEvent): string[] {
  const end = addMinutes(event.giorno, event.ora, event.minutes);
  const organizer = event.organizer && mailto(event.organizer.email);
  const sentBy = event.organizer?.sentBy && mailto(event.organizer.sentBy);
  const attendee = event.attendee && mailto(event.attendee.email);
  const url = event.url && plainUrl(event.url);
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=${TIME_ZONE}:${local(event.giorno, event.ora)}`,
    `DTEND;TZID=${TIME_ZONE}:${local(end.giorno, end.ora)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(url ? [`URL:${url}`] : []),
    ...(organizer
      ? [
          `ORGANIZER;CN=${paramText(event.organizer!.name)}${sentBy && sentBy !== organizer ? `;SENT-BY=${paramText(sentBy)}` : ''}:${organizer}`,
        ]
      : []),
    ...(attendee
      ? [`ATTENDEE;CN=${paramText(event.attendee!.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:${attendee}`]
      : []),
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

const HEAD = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Studio//Prenotazioni//IT', 'CALSCALE:GREGORIAN'];

const file = (lines: string[]) => lines.map(fold).join('\r\n') + '\r\n';

/** The METHOD an e-mail's calendar file carries, for its Content-Type. */
export const icsMethod = (event: Pick<IcsEvent, 'cancelled' | 'organizer'>) =>
  event.cancelled ? 'CANCEL' : event.organizer ? 'REQUEST' : 'PUBLISH';

/**
 * The iCalendar file of one e-mail (iMIP, RFC 6047), in Europe/Rome: METHOD:REQUEST with
 * ORGANIZER and ATTENDEE, so mail programs offer it as an invitation; a cancellation is
 * METHOD:CANCEL with the same UID and a higher SEQUENCE, which they apply to that event.
 * Without an organizer it is METHOD:PUBLISH (or CANCEL), a plain event to import.
 */
export function buildIcs(event: IcsEvent): string {
  return file([...HEAD, `METHOD:${icsMethod(event)}`, ...VTIMEZONE, ...veventLines(event), 'END:VCALENDAR']);
}

/**
 * An e-mail's calendar attachment: the file of one event or several (a series), and a
 * Content-Type whose `method` is the file's own METHOD, as RFC 6047 §2.4 requires of both.
 */
export function icsAttachment(filename: string, events: IcsEvent[]) {
  return {
    filename,
    contentType: `text/calendar; charset=utf-8; method=${icsMethod(events[0])}`,
    content: events.length === 1 ? buildIcs(events[0]) : buildIcsCalendar(events),
  };
}

/**
 * A subscribed calendar (RFC 5545 with RFC 7986's NAME and REFRESH-INTERVAL): no METHOD, so
 * calendar apps treat it as a published calendar and replace their copy with each fetch.
 */
export function buildFeed(name: string, events: IcsEvent[]): string {
  return file([
    ...HEAD,
    `NAME:${escapeText(name)}`,
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${TIME_ZONE}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...VTIMEZONE,
    ...events.flatMap(veventLines),
    'END:VCALENDAR',
  ]);
}

/**
 * Several events in one e-mail's file (a series of appointments: one VEVENT per occurrence,
 * each with the UID its own later update or cancellation carries), with the METHOD of the first.
 */
export function buildIcsCalendar(events: IcsEvent[]): string {
  return file([...HEAD, `METHOD:${icsMethod(events[0])}`, ...VTIMEZONE, ...events.flatMap(veventLines), 'END:VCALENDAR']);
}
