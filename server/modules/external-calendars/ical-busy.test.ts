import { describe, expect, it } from 'vitest';
import { ics, ROME_VTIMEZONE } from '../../test/calendar-server.js';
import { busyIntervals, CalendarParseError } from './ical-busy.js';

const FROM = Date.parse('2027-03-01T00:00:00Z');
const TO = Date.parse('2027-05-01T00:00:00Z');

const file = (...events: string[][]) =>
  ics('BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//IT', ...ROME_VTIMEZONE, ...events.flat(), 'END:VCALENDAR');
const event = (...lines: string[]) => ['BEGIN:VEVENT', 'DTSTAMP:20270101T000000Z', ...lines, 'END:VEVENT'];
const iso = (intervals: { start: number; end: number; title: string | null }[]) =>
  intervals.map((i) => [new Date(i.start).toISOString(), new Date(i.end).toISOString(), i.title]);

describe('busyIntervals', () => {
  it('keeps a daily series at 08:00 Rome time across the change to summer time', () => {
    const busy = busyIntervals(
      file(
        event(
          'UID:a',
          'DTSTART;TZID=Europe/Rome:20270327T080000',
          'DTEND;TZID=Europe/Rome:20270327T083000',
          'RRULE:FREQ=DAILY;COUNT=3',
        ),
      ),
      FROM,
      TO,
      false,
    );
    expect(iso(busy)).toEqual([
      ['2027-03-27T07:00:00.000Z', '2027-03-27T07:30:00.000Z', null],
      ['2027-03-28T06:00:00.000Z', '2027-03-28T06:30:00.000Z', null],
      ['2027-03-29T06:00:00.000Z', '2027-03-29T06:30:00.000Z', null],
    ]);
  });

  it('reads a TZID the file does not define as an IANA zone name', () => {
    const busy = busyIntervals(
      ics(
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Test//IT',
        ...event('UID:b', 'DTSTART;TZID=America/New_York:20270310T090000', 'DTEND;TZID=America/New_York:20270310T100000'),
        'END:VCALENDAR',
      ),
      FROM,
      TO,
      false,
    );
    expect(iso(busy)).toEqual([['2027-03-10T14:00:00.000Z', '2027-03-10T15:00:00.000Z', null]]);
  });

  it('takes an all-day event as the whole Rome day and a floating time as Rome time', () => {
    const busy = busyIntervals(
      file(
        event('UID:c', 'DTSTART;VALUE=DATE:20270402', 'DTEND;VALUE=DATE:20270403', 'SUMMARY:Ferie'),
        event('UID:d', 'DTSTART:20270405T150000', 'DURATION:PT45M', 'SUMMARY:Palestra'),
      ),
      FROM,
      TO,
      true,
    );
    expect(iso(busy)).toEqual([
      ['2027-04-01T22:00:00.000Z', '2027-04-02T22:00:00.000Z', 'Ferie'],
      ['2027-04-05T13:00:00.000Z', '2027-04-05T13:45:00.000Z', 'Palestra'],
    ]);
  });

  it('leaves out free (TRANSPARENT) and cancelled events, and an occurrence cancelled by its override', () => {
    const busy = busyIntervals(
      file(
        event('UID:e', 'DTSTART:20270310T090000Z', 'DTEND:20270310T100000Z', 'TRANSP:TRANSPARENT'),
        event('UID:f', 'DTSTART:20270311T090000Z', 'DTEND:20270311T100000Z', 'STATUS:CANCELLED'),
        event('UID:g', 'DTSTART:20270315T090000Z', 'DTEND:20270315T093000Z', 'RRULE:FREQ=WEEKLY;COUNT=2'),
        event(
          'UID:g',
          'RECURRENCE-ID:20270322T090000Z',
          'DTSTART:20270322T090000Z',
          'DTEND:20270322T093000Z',
          'STATUS:CANCELLED',
        ),
      ),
      FROM,
      TO,
      false,
    );
    expect(iso(busy)).toEqual([['2027-03-15T09:00:00.000Z', '2027-03-15T09:30:00.000Z', null]]);
  });

  it('keeps only what overlaps the window', () => {
    const busy = busyIntervals(
      file(event('UID:h', 'DTSTART:20200106T090000Z', 'DTEND:20200106T100000Z', 'RRULE:FREQ=WEEKLY')),
      FROM,
      Date.parse('2027-03-15T00:00:00Z'),
      false,
    );
    expect(iso(busy).map(([start]) => start)).toEqual(['2027-03-01T09:00:00.000Z', '2027-03-08T09:00:00.000Z']);
  });

  it('refuses what is not iCalendar', () => {
    expect(() => busyIntervals('<html></html>', FROM, TO, false)).toThrow(CalendarParseError);
    expect(() => busyIntervals(ics('BEGIN:VCARD', 'VERSION:4.0', 'END:VCARD'), FROM, TO, false)).toThrow(CalendarParseError);
  });
});
