import { afterAll, describe, expect, it } from 'vitest';
import {
  largeHonestCalendar,
  manyTimezones,
  minutelySince1970,
  minutelyTimezone,
  neverMatchingDaily,
  neverMatchingSecondly,
  oneUidOverrides,
} from '../../test/hostile-calendars.js';
import { ics } from '../../test/calendar-server.js';
import { busyIntervals, CalendarLimitError, PARSE_LIMITS } from './ical-busy.js';
import { CalendarParserPool, CalendarRefusedError, PARSER_LIMITS } from './ical-parser-pool.js';
import { WINDOWS_ZONES } from './windows-zones.js';

/*
 * The hostile calendar files of security finding H-1, each refused within the
 * parser's limits or read correctly, and the worker's own time and memory limits.
 */

const FROM = Date.parse('2027-03-01T00:00:00Z');
const TO = Date.parse('2027-06-08T00:00:00Z');

const refusal = (run: () => unknown) => {
  const started = performance.now();
  try {
    run();
  } catch (error) {
    return { kind: error instanceof CalendarLimitError ? error.kind : String(error), ms: performance.now() - started };
  }
  return { kind: 'none', ms: performance.now() - started };
};

describe('the hostile files of security finding H-1', () => {
  it('a daily rule that never matches (30 February) is refused after the bound on candidate dates, within the worker’s time limit', () => {
    const { kind, ms } = refusal(() => busyIntervals(neverMatchingDaily, FROM, TO, false));
    expect(kind).toBe('steps');
    expect(ms).toBeLessThan(PARSER_LIMITS.timeMs);
  });

  it('a rule every second that never matches is read as busy for its span, without expanding it', () => {
    const busy = busyIntervals(neverMatchingSecondly, FROM, TO, false);
    expect(busy).toEqual([{ start: Date.parse('2027-03-01T00:00:00Z'), end: TO, title: null }]);
  });

  it('a time zone that changes every minute since 1970 is refused before ical.js expands it', () => {
    expect(refusal(() => busyIntervals(minutelyTimezone, FROM, TO, false)).kind).toBe('timezoneRule');
  });

  it('20,000 time zones and 20,000 events in an undefined zone are refused at once', () => {
    const { kind, ms } = refusal(() => busyIntervals(manyTimezones(20_000), FROM, TO, false));
    expect(kind).toBe('timezones');
    expect(ms).toBeLessThan(5_000);
  });

  it('50 time zones and 5,000 events in an undefined zone are read in seconds', () => {
    const started = performance.now();
    expect(busyIntervals(manyTimezones(50), FROM, TO, false)).toHaveLength(50);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('3,000 repeating masters and 3,000 overrides of one UID are refused for the overrides', () => {
    expect(refusal(() => busyIntervals(oneUidOverrides(3_000, 3_000), FROM, TO, false)).kind).toBe('overrides');
  });

  it('20,000 overrides of one UID are refused (more events than a file may hold)', () => {
    expect(refusal(() => busyIntervals(oneUidOverrides(1, 20_000), FROM, TO, false)).kind).toBe('events');
  });

  it('5,000 overrides of one UID are refused for the overrides', () => {
    expect(refusal(() => busyIntervals(oneUidOverrides(1, 5_000), FROM, TO, false)).kind).toBe('overrides');
  });

  it(`${PARSE_LIMITS.overridesPerEvent} overrides of one UID and 1,000 masters are read in seconds`, () => {
    const started = performance.now();
    const busy = busyIntervals(oneUidOverrides(1_000, PARSE_LIMITS.overridesPerEvent), FROM, TO, false);
    expect(performance.now() - started).toBeLessThan(10_000);
    // Weekly on Mondays at 09:00 UTC, each moved to 10:00 UTC: 14 weeks in the window.
    expect(new Set(busy.map((b) => new Date(b.start).toISOString().slice(11, 16)))).toEqual(new Set(['10:00']));
  });

  it('an event every minute since 1970 makes the professional busy for the whole window, not free', () => {
    expect(busyIntervals(minutelySince1970, FROM, TO, false)).toEqual([{ start: FROM, end: TO, title: null }]);
  });

  it('an event every minute with a COUNT is busy from its start to its last occurrence', () => {
    const file = ics(
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:m',
      'DTSTART:20270310T090000Z',
      'DURATION:PT1M',
      'RRULE:FREQ=MINUTELY;INTERVAL=15;COUNT=5',
      'END:VEVENT',
      'END:VCALENDAR',
    );
    expect(busyIntervals(file, FROM, TO, false)).toEqual([
      { start: Date.parse('2027-03-10T09:00:00Z'), end: Date.parse('2027-03-10T10:01:00Z'), title: null },
    ]);
  });

  it('a rule every minute ending before the window makes nobody busy', () => {
    const file = ics(
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:m',
      'DTSTART:20200101T090000Z',
      'DURATION:PT1M',
      'RRULE:FREQ=MINUTELY;UNTIL=20200102T090000Z',
      'END:VEVENT',
      'END:VCALENDAR',
    );
    expect(busyIntervals(file, FROM, TO, false)).toEqual([]);
  });

  it('an hourly rule since 1970 is refused for the work, not read as free', () => {
    const file = ics(
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:h',
      'DTSTART:19700101T000000Z',
      'DURATION:PT10M',
      'RRULE:FREQ=HOURLY;COUNT=10000000',
      'END:VEVENT',
      'END:VCALENDAR',
    );
    expect(refusal(() => busyIntervals(file, FROM, TO, false)).kind).toBe('steps');
  });

  it('the large honest calendar (10,000 events, 500 weekly series begun since 2016) is read whole', () => {
    const busy = busyIntervals(largeHonestCalendar(), FROM, TO, false);
    // Every series contributes its 14 weeks: none is cut off by the series begun before it.
    expect(busy.length).toBeGreaterThan(500 * 14);
  });
});

describe('Windows time zone names (interop F12)', () => {
  it('an Outlook TZID without its VTIMEZONE is read in its IANA zone, not as Rome', () => {
    const file = ics(
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:w',
      'DTSTART;TZID=Eastern Standard Time:20270310T060000',
      'DTEND;TZID=Eastern Standard Time:20270310T070000',
      'END:VEVENT',
      'END:VCALENDAR',
    );
    expect(busyIntervals(file, FROM, TO, false)).toEqual([
      { start: Date.parse('2027-03-10T11:00:00Z'), end: Date.parse('2027-03-10T12:00:00Z'), title: null },
    ]);
  });

  it('every Windows name maps to a zone this runtime knows', () => {
    const unknown = Object.values(WINDOWS_ZONES).filter((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return false;
      } catch {
        return true;
      }
    });
    expect(unknown).toEqual([]);
  });
});

describe('the parser worker', () => {
  const pool = new CalendarParserPool();
  afterAll(() => pool.close());

  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => 'none',
      (error: unknown) => (error instanceof CalendarRefusedError ? error.failure : String(error)),
    );

  it('answers the busy times of a file', async () => {
    expect(await pool.parse(minutelySince1970, FROM, TO, false)).toEqual([{ start: FROM, end: TO, title: null }]);
  });

  it('refuses each hostile file with the bound it broke, and goes on reading the next', async () => {
    expect(await failure(pool.parse(neverMatchingDaily, FROM, TO, false))).toBe('steps');
    expect(await failure(pool.parse(minutelyTimezone, FROM, TO, false))).toBe('timezoneRule');
    expect(await failure(pool.parse(manyTimezones(20_000), FROM, TO, false))).toBe('timezones');
    expect(await failure(pool.parse(oneUidOverrides(3_000, 3_000), FROM, TO, false))).toBe('overrides');
    expect(await failure(pool.parse('<html></html>', FROM, TO, false))).toBe('notIcal');
    expect(await pool.parse(minutelySince1970, FROM, TO, false)).toHaveLength(1);
  });

  it('stops a file that takes longer than its time limit, and a new worker reads the next', async () => {
    const quick = new CalendarParserPool({ timeMs: 50 });
    try {
      expect(await failure(quick.parse(largeHonestCalendar(), FROM, TO, false))).toBe('time');
      expect(await quick.parse(minutelySince1970, FROM, TO, false)).toHaveLength(1);
    } finally {
      await quick.close();
    }
  });

  it('a file that needs more memory than the worker has kills the worker, not the server', async () => {
    const small = new CalendarParserPool({ memoryMb: 16 });
    try {
      expect(await failure(small.parse(largeHonestCalendar(), FROM, TO, false))).toBe('memory');
      expect(await small.parse(minutelySince1970, FROM, TO, false)).toHaveLength(1);
    } finally {
      await small.close();
    }
  });

  it('refuses a file beyond its queue as busy', async () => {
    // The three calls come before the worker has started: all wait in the queue.
    const short = new CalendarParserPool({ queue: 2 });
    try {
      const first = short.parse(minutelySince1970, FROM, TO, false);
      const second = short.parse(minutelySince1970, FROM, TO, false);
      expect(await failure(short.parse(minutelySince1970, FROM, TO, false))).toBe('busy');
      expect(await Promise.all([first, second])).toHaveLength(2);
    } finally {
      await short.close();
    }
  });
});
