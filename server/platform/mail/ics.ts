import { TIME_ZONE } from '../../../common/constants.js';

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
  stamp: Date;
}

const VTIMEZONE = [
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
 * of its own (security review F-L2).
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

/** An iCalendar file in Europe/Rome; the same UID with a higher SEQUENCE updates or cancels it. */
export function buildIcs(event: IcsEvent): string {
  const end = addMinutes(event.giorno, event.ora, event.minutes);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Studio//Prenotazioni//IT',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    ...VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=${TIME_ZONE}:${local(event.giorno, event.ora)}`,
    `DTEND;TZID=${TIME_ZONE}:${local(end.giorno, end.ora)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
