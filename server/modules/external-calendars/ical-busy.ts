import ICAL from 'ical.js';
import { TZDate } from '@date-fns/tz';
import { TIME_ZONE } from '../../../common/constants.js';

/** One busy stretch of a calendar: instants in milliseconds, end excluded. */
export interface BusyInterval {
  start: number;
  end: number;
  /** The event's title, when asked for and the event has one. */
  title: string | null;
}

/** The text is not an iCalendar file (or not one this parser can read). */
export class CalendarParseError extends Error {}

/**
 * Limits against a calendar built to make the server work for nothing: a series expanded
 * minute by minute since 1970, or tens of thousands of events in the window.
 */
const MAX_STEPS = 200_000;
export const MAX_INTERVALS = 5_000;
const MAX_TITLE = 200;

const ianaZones = new Map<string, boolean>();
function isIanaZone(tzid: string) {
  let known = ianaZones.get(tzid);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: tzid });
      known = true;
    } catch {
      known = false;
    }
    ianaZones.set(tzid, known);
  }
  return known;
}

/**
 * The instant of an iCalendar time. A time in a zone the file defines (VTIMEZONE) or in UTC is
 * exact; a TZID the file does not define is taken as an IANA zone name when it is one; an
 * all-day date and a floating time are Rome's wall-clock (the agenda's time zone).
 */
function instantOf(time: ICAL.Time, tzid: string | undefined): number {
  const wall = (zone: string) =>
    new TZDate(time.year, time.month - 1, time.day, time.hour, time.minute, time.second, zone).getTime();
  if (time.isDate) return new TZDate(time.year, time.month - 1, time.day, TIME_ZONE).getTime();
  const zone = time.zone;
  if (zone && zone !== ICAL.Timezone.localTimezone && zone.tzid !== 'floating') return time.toUnixTime() * 1000;
  return wall(tzid && isIanaZone(tzid) ? tzid : TIME_ZONE);
}

const tzidOf = (component: ICAL.Component, name: string) => {
  const value = component.getFirstProperty(name)?.getParameter('tzid');
  return typeof value === 'string' ? value : undefined;
};

const textOf = (component: ICAL.Component, name: string) => {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** Free time (TRANSP:TRANSPARENT) and cancelled events do not make anyone busy. */
const isBusy = (component: ICAL.Component) =>
  textOf(component, 'transp').toUpperCase() !== 'TRANSPARENT' && textOf(component, 'status').toUpperCase() !== 'CANCELLED';

/**
 * The busy times of an iCalendar file that overlap [from, to): single events, recurring series
 * expanded in their own time zones (RRULE, RDATE, EXDATE), and occurrences moved or cancelled
 * by an override of the same UID (RECURRENCE-ID). Sorted by start.
 */
export function busyIntervals(ics: string, from: number, to: number, withTitles: boolean): BusyInterval[] {
  let root: ICAL.Component;
  try {
    const parsed: unknown[] = ICAL.parse(ics);
    // Several top-level components come back as a list of them: the first calendar counts.
    root = new ICAL.Component((typeof parsed[0] === 'string' ? parsed : parsed[0]) as unknown[]);
  } catch {
    throw new CalendarParseError('not iCalendar');
  }
  if (root.name !== 'vcalendar') throw new CalendarParseError('not a VCALENDAR');

  const events = root.getAllSubcomponents('vevent');
  const overrides = new Map<string, ICAL.Component[]>();
  const masters: ICAL.Component[] = [];
  for (const event of events) {
    if (!event.hasProperty('dtstart')) continue;
    if (event.hasProperty('recurrence-id')) {
      const uid = textOf(event, 'uid');
      overrides.set(uid, [...(overrides.get(uid) ?? []), event]);
    } else masters.push(event);
  }

  const result: BusyInterval[] = [];
  const add = (start: number, end: number, component: ICAL.Component) => {
    if (end <= start || end <= from || start >= to || result.length >= MAX_INTERVALS) return;
    const title = withTitles ? textOf(component, 'summary').slice(0, MAX_TITLE) || null : null;
    result.push({ start, end, title });
  };
  let steps = 0;

  for (const component of masters) {
    const event = new ICAL.Event(component);
    const startTzid = tzidOf(component, 'dtstart');
    const endTzid = tzidOf(component, 'dtend') ?? startTzid;
    if (!event.isRecurring()) {
      if (isBusy(component)) add(instantOf(event.startDate, startTzid), instantOf(event.endDate, endTzid), component);
      continue;
    }
    // Occurrences an override replaces (moved, changed or cancelled) are the override's business.
    const replaced = new Set(
      (overrides.get(textOf(component, 'uid')) ?? []).map((o) => {
        const id = o.getFirstPropertyValue('recurrence-id') as ICAL.Time;
        return instantOf(id, tzidOf(o, 'recurrence-id'));
      }),
    );
    if (!isBusy(component)) continue;
    const duration = event.duration;
    const iterator = event.iterator();
    for (let occurrence = iterator.next(); occurrence; occurrence = iterator.next()) {
      if (++steps > MAX_STEPS || result.length >= MAX_INTERVALS) break;
      const start = instantOf(occurrence, startTzid);
      if (start >= to) break;
      if (replaced.has(start)) continue;
      const endTime = occurrence.clone();
      endTime.addDuration(duration);
      add(start, instantOf(endTime, startTzid), component);
    }
  }

  for (const list of overrides.values()) {
    for (const component of list) {
      if (!isBusy(component)) continue;
      const event = new ICAL.Event(component);
      const startTzid = tzidOf(component, 'dtstart');
      add(instantOf(event.startDate, startTzid), instantOf(event.endDate, tzidOf(component, 'dtend') ?? startTzid), component);
    }
  }
  return result.sort((a, b) => a.start - b.start || a.end - b.end);
}
