import { TIME_ZONE } from '../../common/constants.js';
import { WEEKDAYS_SHORT } from '../../common/messages/dates.js';
import { WEEK_KEYS, type WeekKey } from '../../common/schedule.js';
import { DAY } from '../../common/time.js';

/**
 * Wall-clock time in Europe/Rome, whatever the machine's zone. Slots are identified by
 * (date, 'HH:MM') in Rome; instants are derived only where an instant is needed.
 */
const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

let lastMinute = NaN;
let lastWall = '';

/** 'YYYY-MM-DD HH:MM' of an instant in Rome (the last minute asked is remembered: Intl is slow). */
export function romeWallTime(instant: Date | number): string {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const minute = Math.floor(ms / 60_000);
  if (minute === lastMinute) return lastWall;
  const parts = Object.fromEntries(formatter.formatToParts(ms).map((p) => [p.type, p.value]));
  lastMinute = minute;
  lastWall = `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
  return lastWall;
}

export const romeToday = (now: Date) => romeWallTime(now).slice(0, 10);

export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Monday-first key of the weekly schedule for a date. */
export function weekKeyOf(isoDate: string): WeekKey {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return WEEK_KEYS[(day + 6) % 7];
}

/**
 * The instant of a Rome wall-clock time, or undefined when that time does not exist
 * (the hour skipped on the last Sunday of March). A time that happens twice (the last
 * Sunday of October) is its first occurrence.
 */
export function romeInstant(isoDate: string, time: string): Date | undefined {
  const [y, m, d] = isoDate.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, h, mi);
  for (const offsetMinutes of [120, 60]) {
    const instant = wall - offsetMinutes * 60_000;
    if (romeWallTime(instant) === `${isoDate} ${time}`) return new Date(instant);
  }
  return undefined;
}

const clockChanges = new Map<string, boolean>();

/**
 * Whether a date has a DST change in Rome (only then can a wall time be missing). A fact
 * of the calendar, so it is remembered: the agenda asks it for every day it shows.
 */
export function hasClockChange(isoDate: string): boolean {
  let known = clockChanges.get(isoDate);
  if (known === undefined) {
    const start = romeInstant(isoDate, '00:00');
    const next = romeInstant(addDays(isoDate, 1), '00:00');
    known = !start || !next || next.getTime() - start.getTime() !== DAY;
    if (clockChanges.size > 5000) clockChanges.clear();
    clockChanges.set(isoDate, known);
  }
  return known;
}

/** The day's label: 'lun 23/11/26' (day/month/two-digit year, spec §9). */
export function dayLabel(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  const weekday = WEEKDAYS_SHORT[new Date(`${isoDate}T00:00:00Z`).getUTCDay()];
  return `${weekday} ${d}/${m}/${y.slice(2)}`;
}

/** 'dd/mm/yy' of a Rome date. */
export const shortDate = (isoDate: string) => `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}/${isoDate.slice(2, 4)}`;
