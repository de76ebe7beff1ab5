import { VIDEO_OPENS_BEFORE_MINUTES } from '../../../common/calendars.js';
import { AGENDA } from '../../../common/constants.js';
import { SLOT, type CalendarDay, type Slot, type SlotState } from '../../../common/agenda.js';
import { HALF_HOURS, bookableMinutes, minutesOf, type Orario } from '../../../common/schedule.js';
import { addDays, dayLabel, hasClockChange, romeInstant, weekKeyOf } from '../../platform/rome-time.js';

export interface BookedSlot {
  bookingId: number;
  clientId: number | null;
  /** The booking's start and end, 'HH:MM' ('24:00' at midnight); it fills every slot in between. */
  inizio: string;
  fine: string;
  nome: string;
  cognome: string;
  servizio: string;
  note: string;
  email: string;
  telefono: string;
  /** The meeting link of an online appointment, '' in studio. */
  video: string;
}

/** Who looks at a grid. A client of a professional who cannot be booked now (docs/decisions/0009-trial-and-subscription.md) sees no open slot. */
export type Viewer = { kind: 'operator' } | { kind: 'client'; clientId: number; canBook: boolean } | { kind: 'public' };

export interface WeekData {
  orario: Orario;
  /** `${isoDate} ${HH:MM}` -> 1 closed | 2 open */
  overrides: Map<string, number>;
  /** `${isoDate} ${HH:MM}` of its start -> the live booking, which fills its slots from there */
  bookings: Map<string, BookedSlot>;
  /**
   * `${isoDate} ${HH:MM}` -> busy in one of the professional's own calendars: the
   * event's title when they chose to see titles, else ''. Not bookable; never touches a booking.
   */
  busy?: Map<string, string>;
}

/** The wall-clock end of a booking: 'HH:MM', '24:00' at midnight. */
export function endTime(ora: string, minutes: number) {
  const end = minutesOf(ora) + minutes;
  return end >= HALF_HOURS.length * 30 ? '24:00' : HALF_HOURS[end / 30];
}

export const slotKey = (isoDate: string, ora: string) => `${isoDate} ${ora}`;

/** The days of agenda page `page`: 7 days from today + 7 * page (Rome dates). */
export function pageDays(today: string, page: number): string[] {
  return Array.from({ length: AGENDA.daysPerPage }, (_, i) => addDays(today, page * AGENDA.daysPerPage + i));
}

/** What the grid needs to know of one day, worked out once per day rather than per slot. */
interface DayInfo {
  isoDate: string;
  /** The arrays are indexed by half hour: 0 = 00:00 … 47 = 23:30. A start the weekly hours offer: */
  bookable: boolean[];
  /** Closed by the professional on this date (an override, docs/decisions/0005-working-hours.md). */
  closed: boolean[];
  booked: (BookedSlot | undefined)[];
  /** Busy in the professional's own calendars: the title shown to them ('' for none). */
  busy: (string | undefined)[];
  /** Half hours before this index are past (0 for a future day, 48 for a past one). */
  pastBefore: number;
  clockChange: boolean;
}

const halfHourIndex = (ora: string) => minutesOf(ora) / 30;

/** The facts of each day shown, from one pass over the week's overrides and bookings. */
function dayInfos(week: WeekData, days: string[], nowWall: string): DayInfo[] {
  const today = nowWall.slice(0, 10);
  const now = nowWall.slice(11);
  const byDate = new Map<string, DayInfo>();
  const info = days.map((isoDate) => {
    const bookable = new Array<boolean>(HALF_HOURS.length).fill(false);
    for (const m of bookableMinutes(week.orario[weekKeyOf(isoDate)])) bookable[m / 30] = true;
    let pastBefore = isoDate < today ? HALF_HOURS.length : 0;
    if (isoDate === today) while (pastBefore < HALF_HOURS.length && HALF_HOURS[pastBefore] <= now) pastBefore++;
    const day: DayInfo = {
      isoDate,
      bookable,
      closed: new Array<boolean>(HALF_HOURS.length).fill(false),
      booked: new Array<BookedSlot | undefined>(HALF_HOURS.length).fill(undefined),
      busy: new Array<string | undefined>(HALF_HOURS.length).fill(undefined),
      pastBefore,
      clockChange: hasClockChange(isoDate),
    };
    byDate.set(isoDate, day);
    return day;
  });
  for (const [key, stato] of week.overrides) {
    const day = byDate.get(key.slice(0, 10));
    if (day && stato === SLOT.closed) day.closed[halfHourIndex(key.slice(11))] = true;
  }
  for (const [key, booking] of week.bookings) {
    const day = byDate.get(key.slice(0, 10));
    if (!day) continue;
    const end = booking.fine === '24:00' ? HALF_HOURS.length : halfHourIndex(booking.fine);
    for (let index = halfHourIndex(key.slice(11)); index < end; index++) day.booked[index] = booking;
  }
  for (const [key, title] of week.busy ?? []) {
    const day = byDate.get(key.slice(0, 10));
    if (day) day.busy[halfHourIndex(key.slice(11))] = title;
  }
  return info;
}

/**
 * Cells without details are the same for everyone: one frozen object per half hour and
 * state, shared by every grid (the agenda builds hundreds of cells per request).
 */
const PLAIN_CELLS: readonly (readonly Slot[])[] = HALF_HOURS.map((ora) =>
  [SLOT.none, SLOT.closed, SLOT.open, SLOT.taken].map((stato) => Object.freeze({ ora, stato })),
);

/** An online booking's link and the instant (ISO) from which it opens: 10 minutes before the start. */
function videoFields(isoDate: string, ora: string, video: string): Pick<Slot, 'video' | 'videoDa'> {
  if (!video) return {};
  const start = romeInstant(isoDate, ora)!;
  return { video, videoDa: new Date(start.getTime() - VIDEO_OPENS_BEFORE_MINUTES * 60_000).toISOString() };
}

/** The state of the half hour `index` of a day as `viewer` sees it (docs/decisions/0003-slot-states.md). */
function cell(day: DayInfo, index: number, viewer: Viewer): Slot {
  const plain = PLAIN_CELLS[index];
  if (index < day.pastBefore) return plain[SLOT.none];
  const ora = HALF_HOURS[index];
  if (day.clockChange && !romeInstant(day.isoDate, ora)) return plain[SLOT.none];
  const booking = day.booked[index];
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
        inizio: booking.inizio,
        fine: booking.fine,
        clientId: booking.clientId,
        ...videoFields(day.isoDate, booking.inizio, booking.video),
      };
    }
    if (viewer.kind === 'client' && booking.clientId === viewer.clientId) {
      return {
        ora,
        stato: SLOT.booked,
        servizio: booking.servizio,
        note: booking.note,
        inizio: booking.inizio,
        fine: booking.fine,
        ...videoFields(day.isoDate, booking.inizio, booking.video),
      };
    }
    return plain[SLOT.taken];
  }
  if (!day.bookable[index]) return plain[SLOT.none];
  const busy = day.busy[index];
  if (busy !== undefined) {
    // Clients and visitors see a taken slot; the professional sees their own setting, marked busy.
    if (viewer.kind !== 'operator') return plain[SLOT.taken];
    return { ora, stato: day.closed[index] ? SLOT.closed : SLOT.open, occupato: true, ...(busy ? { evento: busy } : {}) };
  }
  const closed = day.closed[index] || (viewer.kind === 'client' && !viewer.canBook);
  return plain[closed ? SLOT.closed : SLOT.open];
}

/** The state of one slot as `viewer` sees it (docs/decisions/0003-slot-states.md), with the details they may see. */
export function slotState(week: WeekData, isoDate: string, ora: string, nowWall: string, viewer: Viewer): Slot {
  return cell(dayInfos(week, [isoDate], nowWall)[0], halfHourIndex(ora), viewer);
}

/** Whether a booking fits: else the first half hour in the way, its state, and whether a booking takes any of them. */
export type Fit = { fits: true } | { fits: false; first: boolean; stato: SlotState; taken: boolean };

/**
 * Whether a booking of `minutes` from `isoDate` `ora` fits, as `viewer` sees the day: every
 * half hour it would take must be open (2) on that day, or closed (1) too when `closedToo`
 * (the professional booking on purpose). A booking being moved (`movingId`) does not stand in
 * its own way. The answer names the first half hour in the way (a half hour past midnight is
 * 0, outside the hours) and whether a booking (3 or 4) takes any of them. The one walk over a
 * booking's half hours: every path that books or moves asks it.
 */
export function fitsAt(
  week: WeekData,
  isoDate: string,
  ora: string,
  minutes: number,
  nowWall: string,
  viewer: Viewer,
  options: { movingId?: number; closedToo?: boolean } = {},
): Fit {
  const day = dayInfos(week, [isoDate], nowWall)[0];
  const { movingId, closedToo = false } = options;
  if (movingId !== undefined) day.booked = day.booked.map((b) => (b?.bookingId === movingId ? undefined : b));
  const start = halfHourIndex(ora);
  let blocked: { first: boolean; stato: SlotState } | undefined;
  let taken = false;
  for (let i = 0; i < minutes / 30; i++) {
    const stato = start + i < HALF_HOURS.length ? cell(day, start + i, viewer).stato : SLOT.none;
    if (stato === SLOT.taken || stato === SLOT.booked) taken = true;
    if (!blocked && stato !== SLOT.open && !(closedToo && stato === SLOT.closed)) blocked = { first: i === 0, stato };
  }
  return blocked ? { fits: false, ...blocked, taken } : { fits: true };
}

/**
 * The one slot-grid builder: the professional's agenda, the client's calendar and the
 * public agenda. One row per hour from the earliest first time to the latest last time
 * over the days shown (docs/decisions/0004-the-grid.md); cells outside a day's hours are 0.
 */
export function buildGrid(days: string[], week: WeekData, nowWall: string, viewer: Viewer): CalendarDay[] {
  const info = dayInfos(week, days, nowWall);
  let first = HALF_HOURS.length;
  let last = -1;
  const widen = (index: number) => {
    first = Math.min(first, index);
    last = Math.max(last, index);
  };
  for (const day of info) {
    for (let index = 0; index < HALF_HOURS.length; index++) if (day.bookable[index] || day.booked[index]) widen(index);
  }
  // Whole hours: a row holds the :00 and the :30 of one hour.
  const firstHour = Math.floor(first / 2);
  const lastHour = Math.floor(last / 2);
  return info.map((day) => {
    const ore: [Slot, Slot][] = [];
    for (let hour = firstHour; hour <= lastHour; hour++) {
      ore.push([cell(day, hour * 2, viewer), cell(day, hour * 2 + 1, viewer)]);
    }
    return { isoDate: day.isoDate, data: dayLabel(day.isoDate), ore };
  });
}
