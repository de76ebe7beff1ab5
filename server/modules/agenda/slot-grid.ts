import { AGENDA } from '../../../common/constants.js';
import { SLOT, type CalendarDay, type Slot, type SlotState } from '../../../common/agenda.js';
import { bookableMinutes, minutesOf, type Orario } from '../../../common/schedule.js';
import { addDays, dayLabel, hasClockChange, romeInstant, weekKeyOf } from './rome-time.js';

export interface BookedSlot {
  clientId: number | null;
  nome: string;
  cognome: string;
  servizio: string;
  note: string;
  email: string;
  telefono: string;
}

export type Viewer = { kind: 'operator' } | { kind: 'client'; clientId: number } | { kind: 'public' };

export interface WeekData {
  orario: Orario;
  /** `${isoDate} ${HH:MM}` -> 1 closed | 2 open */
  overrides: Map<string, number>;
  /** `${isoDate} ${HH:MM}` -> the live booking there */
  bookings: Map<string, BookedSlot>;
}

export const slotKey = (isoDate: string, ora: string) => `${isoDate} ${ora}`;
export const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`;

/** The days of agenda page `page`: 7 days from today + 7 * page (Rome dates). */
export function pageDays(today: string, page: number): string[] {
  return Array.from({ length: AGENDA.daysPerPage }, (_, i) => addDays(today, page * AGENDA.daysPerPage + i));
}

interface DayInfo {
  bookable: Set<number>;
  clockChange: boolean;
}

const dayInfo = (week: WeekData, isoDate: string): DayInfo => ({
  bookable: new Set(bookableMinutes(week.orario[weekKeyOf(isoDate)])),
  clockChange: hasClockChange(isoDate),
});

/** The state of one slot as `viewer` sees it (decisions 3), with the details they may see. */
export function slotState(
  week: WeekData,
  isoDate: string,
  ora: string,
  nowWall: string,
  viewer: Viewer,
  day: DayInfo = dayInfo(week, isoDate),
): Slot {
  const key = slotKey(isoDate, ora);
  const none: Slot = { ora, stato: SLOT.none };
  if (key <= nowWall) return none;
  if (day.clockChange && !romeInstant(isoDate, ora)) return none;
  const booking = week.bookings.get(key);
  if (booking) {
    if (viewer.kind === 'operator') {
      return {
        ora,
        stato: SLOT.booked,
        nome: booking.nome,
        cognome: booking.cognome,
        servizio: booking.servizio,
        note: booking.note,
        email: booking.email,
        telefono: booking.telefono,
      };
    }
    if (viewer.kind === 'client' && booking.clientId === viewer.clientId) {
      return { ora, stato: SLOT.booked, servizio: booking.servizio, note: booking.note };
    }
    return { ora, stato: SLOT.taken };
  }
  if (!day.bookable.has(minutesOf(ora))) return none;
  const stato = (week.overrides.get(key) ?? SLOT.open) as SlotState;
  return { ora, stato };
}

/**
 * The one slot-grid builder: the professional's agenda, the client's calendar and the
 * public agenda. One row per hour from the earliest first time to the latest last time
 * over the days shown (decisions 4); cells outside a day's hours are 0.
 */
export function buildGrid(days: string[], week: WeekData, nowWall: string, viewer: Viewer): CalendarDay[] {
  const info = days.map((d) => dayInfo(week, d));
  let minHour = 24;
  let maxHour = -1;
  const widen = (minutes: number) => {
    minHour = Math.min(minHour, Math.floor(minutes / 60));
    maxHour = Math.max(maxHour, Math.floor(minutes / 60));
  };
  info.forEach((day) => day.bookable.forEach(widen));
  for (const key of week.bookings.keys()) {
    if (days.includes(key.slice(0, 10))) widen(minutesOf(key.slice(11)));
  }
  return days.map((isoDate, i) => {
    const ore: [Slot, Slot][] = [];
    for (let hour = minHour; hour <= maxHour; hour++) {
      const [a, b] = [timeOf(hour * 60), timeOf(hour * 60 + 30)];
      ore.push([slotState(week, isoDate, a, nowWall, viewer, info[i]), slotState(week, isoDate, b, nowWall, viewer, info[i])]);
    }
    return { isoDate, data: dayLabel(isoDate), ore };
  });
}
