import { AGENDA } from '../../../common/constants.js';
import { HOUR, MINUTE } from '../../../common/time.js';
import { romeWallTime } from '../../platform/rome-time.js';

/** A busy stretch as the week statement reads it: start and end in epoch milliseconds, the title or null. */
export type BusyRow = [number, number, string | null];

const SLOT_MS = AGENDA.slotMinutes * MINUTE;

/**
 * The half hours of `days` (Rome wall-clock keys, as `slotKey` makes them) that busy stretches
 * overlap, each with the first title found ('' without one). A half hour overlaps a stretch
 * when any part of it does: an event 10:15-10:45 makes 10:00 and 10:30 busy. Rome's offsets are
 * whole hours, so half hours start on UTC half hours.
 */
export function busySlots(rows: BusyRow[], days: string[]): Map<string, string> {
  const slots = new Map<string, string>();
  if (rows.length === 0 || days.length === 0) return slots;
  const first = days[0];
  const last = days[days.length - 1];
  // No half hour of the days shown starts before this (Rome is at most 2 hours ahead of UTC).
  const earliest = Date.parse(`${first}T00:00:00Z`) - 2 * HOUR;
  for (const [start, end, title] of rows) {
    for (let t = Math.floor(Math.max(start, earliest) / SLOT_MS) * SLOT_MS; t < end; t += SLOT_MS) {
      const key = romeWallTime(t);
      const day = key.slice(0, 10);
      if (day < first) continue;
      if (day > last) break;
      if (!slots.get(key)) slots.set(key, title ?? '');
    }
  }
  return slots;
}
