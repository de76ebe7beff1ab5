import { SLOT, type CalendarDay, type Slot } from '../../../common/agenda.js';
import { HALF_HOURS, minutesOf } from '../../../common/schedule.js';

/** The minutes of the booking a booked slot belongs to (30 when the slot does not say). */
export const bookingMinutes = (slot: Slot) => (slot.inizio && slot.fine ? minutesOf(slot.fine) - minutesOf(slot.inizio) : 30);

/** The booking a booked slot belongs to, named by its start: what the move and cancel calls send. */
export const bookingStart = (slot: Slot) => slot.inizio ?? slot.ora;

/**
 * Whether a booking of `minutes` can start at `ora` on `day` as the grid shows it: every half
 * hour it takes is open (2), or belongs to the booking being moved (`movingStart` on this day).
 * The server checks the same and the database decides races; this only keeps the choices honest.
 */
export function fitsOnDay(day: CalendarDay, ora: string, minutes: number, movingStart?: string): boolean {
  const byTime = new Map(day.ore.flat().map((slot) => [slot.ora, slot]));
  const start = HALF_HOURS.indexOf(ora);
  for (let i = 0; i < minutes / 30; i++) {
    const slot = byTime.get(HALF_HOURS[start + i]);
    if (!slot) return false;
    const own = movingStart !== undefined && slot.stato === SLOT.booked && bookingStart(slot) === movingStart;
    if (slot.stato !== SLOT.open && !own) return false;
  }
  return start >= 0;
}

/** The start times on `day` where a booking of `minutes` fits (the booking being moved may overlap itself). */
export const freeStarts = (day: CalendarDay, minutes: number, movingStart?: string) =>
  day.ore
    .flat()
    .map((slot) => slot.ora)
    .filter((ora) => ora !== movingStart && fitsOnDay(day, ora, minutes, movingStart));
