import { TIME_ZONE } from '../../../common/constants.js';

const romeParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function wallClock(ms: number) {
  const parts = Object.fromEntries(romeParts.formatToParts(ms).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), minute: Number(parts.minute) };
}

/** The expiry as a native date input shows it: 'YYYY-MM-DD' in Italian time, '' when none. */
export function toDateInput(ms: number | null): string {
  return ms === null ? '' : wallClock(ms).date;
}

/** The instant at `hour:minute` Italian time on `date`, whatever the daylight saving time. */
function romeInstant(date: string, hour: number, minute: number): number {
  const [y, m, d] = date.split('-').map(Number);
  const target = Date.UTC(y, m - 1, d, hour, minute);
  let guess = target;
  for (let i = 0; i < 2; i += 1) {
    const seen = wallClock(guess);
    const [sy, sm, sd] = seen.date.split('-').map(Number);
    guess += target - Date.UTC(sy, sm - 1, sd, seen.hour, seen.minute);
  }
  return guess;
}

/**
 * A new expiry from the date input, keeping the time of day of the current one (end of day
 * when there is none); undefined when the day did not change or was cleared, so the server
 * keeps its value (no expiry would mean a subscription that never ends).
 */
export function fromDateInput(value: string, current: number | null): number | undefined {
  if (value === '' || value === toDateInput(current)) return undefined;
  const time = current === null ? { hour: 23, minute: 59 } : wallClock(current);
  return romeInstant(value, time.hour, time.minute);
}

/** Moving the expiry forward records a bank transfer (ADMIN_MSG.expiryNote). */
export const movesForward = (value: string, current: number | null) => value !== '' && value > toDateInput(current);

/** An expiry at or before this moment: saving it expires the professional at once. */
export const isInPast = (ms: number) => ms <= Date.now();
