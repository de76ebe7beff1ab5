import { WEEK_KEYS, dayHoursSchema, minutesOf, type Orario } from '../../../common/schedule.js';

/** The choice that means 'none' in every time select (spec §3). */
export const NONE = '-';

/** '-' as the first time empties the day (spec §4). */
export function withFirst(day: string[], value: string): string[] {
  return value === NONE ? [] : [value, ...day.slice(1)];
}

/** '-' as the second time drops everything after the first (spec §4). */
export function withLast(day: string[], value: string): string[] {
  if (day.length === 0) return day;
  return value === NONE ? day.slice(0, 1) : [day[0], value, ...day.slice(2)];
}

/** The breaks in time order, as the server saves them, so the rows never read 13:30 before 13:00. */
const sortedBreaks = (day: string[]) => [day[0], day[1], ...day.slice(2).sort((a, b) => minutesOf(a) - minutesOf(b))];

/** '-' in a break slot truncates the breaks from there (spec §4). */
export function withBreak(day: string[], index: number, value: string): string[] {
  if (value === NONE) return day.slice(0, 2 + index);
  const next = [...day];
  next[2 + index] = value;
  return sortedBreaks(next);
}

/** The half-hours a break may take: inside the day, not already a break. */
export function breakChoices(day: string[], halfHours: string[], keep?: string): string[] {
  if (day.length < 2) return [];
  const [first, last] = [minutesOf(day[0]), minutesOf(day[1])];
  const taken = new Set(day.slice(2));
  return halfHours.filter((t) => t === keep || (minutesOf(t) > first && minutesOf(t) < last && !taken.has(t)));
}

/** A new break: the free half-hour nearest the middle of the day, or null when none is left. */
export function withNewBreak(day: string[], halfHours: string[]): string[] | null {
  const choices = breakChoices(day, halfHours);
  if (choices.length === 0) return null;
  const middle = (minutesOf(day[0]) + minutesOf(day[1])) / 2;
  const nearest = choices.reduce((best, t) => (Math.abs(minutesOf(t) - middle) < Math.abs(minutesOf(best) - middle) ? t : best));
  return sortedBreaks([...day, nearest]);
}

export const isWeekEmpty = (orario: Orario) => WEEK_KEYS.every((key) => orario[key].length === 0);

/** The day's problem in the server's own words, or null. */
export function dayProblem(day: string[]): string | null {
  const result = dayHoursSchema.safeParse(day);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** Monday's hours, breaks included, copied to Tuesday–Friday: a working week in one click. */
export const withMondayOnWeekdays = (orario: Orario): Orario => ({
  ...orario,
  ma: [...orario.l],
  me: [...orario.l],
  g: [...orario.l],
  v: [...orario.l],
});
