import { ics, ROME_VTIMEZONE } from './calendar-server.js';

/*
 * The calendar files of security finding H-1 (docs/security.md): each built to make a parser
 * work for nothing, plus a large honest calendar of the size a busy professional's can reach.
 */

const calendar = (...lines: string[]) => ics('BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//IT', ...lines, 'END:VCALENDAR');
/** The same for tens of thousands of lines (spreading them into arguments would overflow the stack). */
const bigCalendar = (lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//IT', ...lines, 'END:VCALENDAR'].join('\r\n') + '\r\n';
const event = (...lines: string[]) => ['BEGIN:VEVENT', 'DTSTAMP:20270101T000000Z', ...lines, 'END:VEVENT'];

/** One event whose rule can never match (30 February), repeating daily: ical.js's next() never returns. */
export const neverMatchingDaily = calendar(
  ...event('UID:never', 'DTSTART:20270101T090000Z', 'DURATION:PT1H', 'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30'),
);

/** The same every second (`/ev-never.ics`, ~200 bytes). */
export const neverMatchingSecondly = calendar(
  ...event('UID:never', 'DTSTART:20270101T090000Z', 'DURATION:PT1H', 'RRULE:FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30'),
);

/** A VTIMEZONE whose standard time starts again every minute since 1970, and one event in it (`/tz-minutely.ics`). */
export const minutelyTimezone = calendar(
  'BEGIN:VTIMEZONE',
  'TZID:Minutely',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'RRULE:FREQ=MINUTELY',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0100',
  'END:STANDARD',
  'END:VTIMEZONE',
  ...event('UID:tz', 'DTSTART;TZID=Minutely:20270310T090000', 'DTEND;TZID=Minutely:20270310T100000'),
);

/** `n` empty VTIMEZONEs and `n` events in a zone the file does not define (`/many-tz.ics`: 20,000). */
export function manyTimezones(n: number) {
  const lines: string[] = [];
  for (let i = 0; i < n; i++)
    lines.push(
      'BEGIN:VTIMEZONE',
      `TZID:Zone-${i}`,
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0100',
      'END:STANDARD',
      'END:VTIMEZONE',
    );
  for (let i = 0; i < n; i++) lines.push(...event(`UID:e${i}`, 'DTSTART;TZID=Undefined:20270310T090000', 'DURATION:PT1H'));
  return bigCalendar(lines);
}

/** `masters` weekly series and `overrides` moved occurrences, all of one UID (`/masters-overrides.ics`, `/overrides.ics`). */
export function oneUidOverrides(masters: number, overrides: number) {
  const lines: string[] = [];
  for (let i = 0; i < masters; i++)
    lines.push(...event('UID:same', 'DTSTART:20200106T090000Z', 'DURATION:PT1H', 'RRULE:FREQ=WEEKLY'));
  for (let i = 0; i < overrides; i++) {
    const day = new Date(Date.UTC(2020, 0, 6) + i * 7 * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
    lines.push(...event('UID:same', `RECURRENCE-ID:${day}T090000Z`, `DTSTART:${day}T100000Z`, 'DURATION:PT1H'));
  }
  return bigCalendar(lines);
}

/** An event every minute since 1970, without end (`/ev-minutely`): its professional is busy, not free. */
export const minutelySince1970 = calendar(
  ...event('UID:minutely', 'DTSTART:19700101T000000Z', 'DURATION:PT1M', 'RRULE:FREQ=MINUTELY'),
);

/**
 * A large honest calendar (4.7 MB, 10,000 events, the size that once took 13 s of the request thread): 500 weekly
 * series without end begun between 2016 and 2025 and 9,500 single events over three years, each
 * with a description, in Rome's time.
 */
export function largeHonestCalendar() {
  const lines: string[] = [...ROME_VTIMEZONE];
  const text = 'Riunione di coordinamento con il gruppo di lavoro: ordine del giorno, verbale e attività. '.repeat(4);
  const stamp = (ms: number) => {
    const d = new Date(ms);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}T${p(d.getUTCHours())}0000`;
  };
  for (let i = 0; i < 500; i++) {
    const start = Date.UTC(2016 + (i % 10), i % 12, 1 + (i % 27), 8 + (i % 9));
    lines.push(
      ...event(
        `UID:serie-${i}@example.com`,
        `DTSTART;TZID=Europe/Rome:${stamp(start)}`,
        'DURATION:PT30M',
        'RRULE:FREQ=WEEKLY',
        `SUMMARY:Serie ${i}`,
        `DESCRIPTION:${text}`,
      ),
    );
  }
  for (let i = 0; i < 9_500; i++) {
    const start = Date.UTC(2025, 0, 1, 8) + Math.floor((i * 3 * 365) / 9_500) * 86_400_000 + (i % 9) * 3_600_000;
    lines.push(
      ...event(
        `UID:singolo-${i}@example.com`,
        `DTSTART;TZID=Europe/Rome:${stamp(start)}`,
        `DTEND;TZID=Europe/Rome:${stamp(start + 3_600_000)}`,
        `SUMMARY:Impegno ${i}`,
        `DESCRIPTION:${text}`,
      ),
    );
  }
  return bigCalendar(lines);
}
