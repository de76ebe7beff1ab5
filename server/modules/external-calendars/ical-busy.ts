import ICAL from 'ical.js';
import { TZDate } from '@date-fns/tz';
import { TIME_ZONE } from '../../../common/constants.js';
import { HOUR } from '../../../common/time.js';
import { WINDOWS_ZONES } from './windows-zones.js';

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
 * Bounds on the work one file may ask for, whatever ical.js does inside: a file beyond any of
 * them is refused whole (never read in part, which would show busy time as free). The parse also
 * runs in a worker with a time and a memory limit (ical-parser-pool.ts); these bounds make an
 * honest but odd file fail fast, with a reason the professional can act on.
 */
export const PARSE_LIMITS = {
  /** VTIMEZONE components (Outlook writes one per zone used; real files have a handful). */
  timezones: 50,
  /** VEVENT components, recurring or not, overrides included. */
  events: 20_000,
  /** Overrides (RECURRENCE-ID) of one repeating event. */
  overridesPerEvent: 1_000,
  /** Candidate dates ical.js examines for one RRULE (matching or not): a rule that never matches stops here. */
  stepsPerEvent: 50_000,
  /** The same, over the whole file. */
  steps: 500_000,
  /** Busy stretches within the horizon. */
  intervals: 20_000,
} as const;

/** Which bound a file broke: `timezoneRule` is a VTIMEZONE that repeats more often than yearly. */
export type LimitKind = 'timezones' | 'timezoneRule' | 'events' | 'overrides' | 'steps' | 'intervals';

/** The file asks for more work than PARSE_LIMITS allow. */
export class CalendarLimitError extends Error {
  constructor(readonly kind: LimitKind) {
    super(`calendar limit: ${kind}`);
  }
}

/**
 * A rule repeating more often than this (every minute, every 15 minutes…) is not expanded: the
 * event is busy for its whole span, from DTSTART (or the window's start) to UNTIL, the end of
 * its COUNT, or the window's end. Busy rather than free: a professional is never shown as
 * available because their calendar was too dense to read.
 */
export const FREQUENT_RULE_MS = HOUR;

const MAX_TITLE = 200;

/*
 * ical.js's RecurIterator.next() loops internally until the BY-rules match, so a rule that never
 * matches never returns. Every turn of that loop calls check_contracting_rules() once: counting
 * those calls is a bound on the candidates examined, matching or not.
 */
let stepsUsed = 0;
let eventStepsFrom = 0;
type IteratorProto = { check_contracting_rules(this: unknown): boolean };
const iteratorProto = ICAL.RecurIterator.prototype as unknown as IteratorProto;
const checkContracting = iteratorProto.check_contracting_rules;
iteratorProto.check_contracting_rules = function (this: unknown) {
  stepsUsed++;
  if (stepsUsed > PARSE_LIMITS.steps || stepsUsed - eventStepsFrom > PARSE_LIMITS.stepsPerEvent)
    throw new CalendarLimitError('steps');
  return checkContracting.call(this);
};

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

/** The IANA zone a TZID the file does not define stands for: itself, a Windows name's zone, or Rome. */
function zoneFor(tzid: string | undefined) {
  if (!tzid) return TIME_ZONE;
  if (isIanaZone(tzid)) return tzid;
  const windows = WINDOWS_ZONES[tzid];
  return windows && isIanaZone(windows) ? windows : TIME_ZONE;
}

/**
 * The instant of an iCalendar time. A time in a zone the file defines (VTIMEZONE) or in UTC is
 * exact; a TZID the file does not define is taken as an IANA zone name, or a Windows zone name
 * (Outlook's), when it is one; an all-day date and a floating time are Rome's wall-clock.
 */
function instantOf(time: ICAL.Time, tzid: string | undefined): number {
  if (time.isDate) return new TZDate(time.year, time.month - 1, time.day, TIME_ZONE).getTime();
  const zone = time.zone;
  if (zone && zone !== ICAL.Timezone.localTimezone && zone.tzid !== 'floating') return time.toUnixTime() * 1000;
  return new TZDate(time.year, time.month - 1, time.day, time.hour, time.minute, time.second, zoneFor(tzid)).getTime();
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

const UNIT_MS: Partial<Record<string, number>> = {
  SECONDLY: 1000,
  MINUTELY: 60_000,
  HOURLY: HOUR,
  DAILY: 24 * HOUR,
  WEEKLY: 7 * 24 * HOUR,
};

/** A VTIMEZONE observance repeating more often than yearly is expanded by ical.js one object per occurrence. */
function checkTimezones(root: ICAL.Component) {
  const zones = root.getAllSubcomponents('vtimezone');
  if (zones.length > PARSE_LIMITS.timezones) throw new CalendarLimitError('timezones');
  for (const zone of zones)
    for (const observance of zone.getAllSubcomponents())
      for (const rule of observance.getAllProperties('rrule')) {
        const value = rule.getFirstValue() as ICAL.Recur | null;
        if (value && value.freq !== 'YEARLY') throw new CalendarLimitError('timezoneRule');
      }
}

/**
 * The busy times of an iCalendar file that overlap [from, to): single events, recurring series
 * expanded in their own time zones (RRULE, RDATE, EXDATE), and occurrences moved or cancelled
 * by an override of the same UID (RECURRENCE-ID). Sorted by start. Throws CalendarParseError
 * for a file that is not iCalendar and CalendarLimitError for one beyond PARSE_LIMITS.
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
  checkTimezones(root);

  const events = root.getAllSubcomponents('vevent');
  if (events.length > PARSE_LIMITS.events) throw new CalendarLimitError('events');
  const overrides = new Map<string, ICAL.Component[]>();
  const masters: ICAL.Component[] = [];
  for (const event of events) {
    if (!event.hasProperty('dtstart')) continue;
    if (event.hasProperty('recurrence-id')) {
      const uid = textOf(event, 'uid');
      let list = overrides.get(uid);
      if (!list) overrides.set(uid, (list = []));
      if (list.push(event) > PARSE_LIMITS.overridesPerEvent) throw new CalendarLimitError('overrides');
    } else masters.push(event);
  }

  const result: BusyInterval[] = [];
  const add = (start: number, end: number, component: ICAL.Component) => {
    if (end <= start || end <= from || start >= to) return;
    if (result.length >= PARSE_LIMITS.intervals) throw new CalendarLimitError('intervals');
    const title = withTitles ? textOf(component, 'summary').slice(0, MAX_TITLE) || null : null;
    result.push({ start, end, title });
  };
  // Occurrences an override replaces (moved, changed or cancelled) are the override's business: one set per UID.
  const replacedByUid = new Map<string, Set<number>>();
  const replacedOf = (uid: string) => {
    let replaced = replacedByUid.get(uid);
    if (!replaced) {
      replaced = new Set(
        (overrides.get(uid) ?? []).map((o) =>
          instantOf(o.getFirstPropertyValue('recurrence-id') as ICAL.Time, tzidOf(o, 'recurrence-id')),
        ),
      );
      replacedByUid.set(uid, replaced);
    }
    return replaced;
  };

  stepsUsed = 0;
  eventStepsFrom = 0;
  try {
    for (const component of masters) {
      eventStepsFrom = stepsUsed;
      // Overrides are matched here once per UID: given none, ical.js does not scan every VEVENT for them per event.
      const event = new ICAL.Event(component, { exceptions: [] });
      const startTzid = tzidOf(component, 'dtstart');
      const endTzid = tzidOf(component, 'dtend') ?? startTzid;
      if (!event.isRecurring()) {
        if (isBusy(component)) add(instantOf(event.startDate, startTzid), instantOf(event.endDate, endTzid), component);
        continue;
      }
      if (!isBusy(component)) continue;
      const start = instantOf(event.startDate, startTzid);
      const durationMs = instantOf(event.endDate, endTzid) - start;
      const rules = component.getAllProperties('rrule').map((p) => p.getFirstValue() as ICAL.Recur);
      const frequent = rules.find((r) => (UNIT_MS[r.freq] ?? Infinity) * (r.interval || 1) < FREQUENT_RULE_MS);
      if (frequent) {
        const period = (UNIT_MS[frequent.freq] ?? 0) * (frequent.interval || 1);
        const last = frequent.until
          ? instantOf(frequent.until, startTzid)
          : frequent.count
            ? start + (frequent.count - 1) * period
            : to;
        add(Math.max(start, from), Math.min(last + Math.max(durationMs, 0), to), component);
        continue;
      }
      const replaced = replacedOf(textOf(component, 'uid'));
      const duration = event.duration;
      const iterator = event.iterator(skipAhead(event, rules, start, durationMs, from));
      for (let occurrence = iterator.next(); occurrence; occurrence = iterator.next()) {
        const at = instantOf(occurrence, startTzid);
        if (at >= to) break;
        if (replaced.has(at)) continue;
        const endTime = occurrence.clone();
        endTime.addDuration(duration);
        add(at, instantOf(endTime, startTzid), component);
      }
    }
  } finally {
    eventStepsFrom = 0;
    stepsUsed = 0;
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

/**
 * Where to start expanding a long-running series: a weekly meeting begun in 2016 is not walked
 * week by week from 2016. For one hourly, daily or weekly RRULE without COUNT or BYSETPOS, the
 * candidates are the same from any DTSTART moved by whole periods, so the start moves to a
 * period boundary safely before the window (the one occurrence it yields there ends before it).
 */
function skipAhead(event: ICAL.Event, rules: ICAL.Recur[], start: number, durationMs: number, from: number) {
  if (rules.length !== 1) return undefined;
  const [rule] = rules;
  const unit = rule.freq === 'HOURLY' ? 'hours' : rule.freq === 'DAILY' || rule.freq === 'WEEKLY' ? 'days' : null;
  if (!unit || rule.count || rule.parts.BYSETPOS) return undefined;
  const interval = rule.interval || 1;
  const periodMs = (UNIT_MS[rule.freq] ?? 0) * interval;
  // Two periods and a day of margin: wall-clock periods differ from these milliseconds around a change of time.
  const periods = Math.floor((from - start - Math.max(durationMs, 0) - 24 * HOUR) / periodMs) - 2;
  if (periods <= 0) return undefined;
  const amount = periods * interval * (rule.freq === 'WEEKLY' ? 7 : 1);
  const moved = event.startDate.clone();
  // adjust() normalises (addDuration would leave day 2596 of a month for the iterator to read).
  if (unit === 'hours') moved.adjust(0, amount, 0, 0);
  else moved.adjust(amount, 0, 0, 0);
  return moved;
}
