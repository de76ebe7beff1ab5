import { TIME_ZONE } from '../../common/constants.js';

const shortDate = new Intl.DateTimeFormat('it-IT', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: '2-digit',
});

/** Day/month/two-digit year, zero padded, in Italian time (spec §9). */
export function formatShortDate(value: number | Date): string {
  return shortDate.format(value);
}

const dateTime = new Intl.DateTimeFormat('it-IT', { timeZone: TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });

/** '23 nov 2026, 14:05' in Italian time: when a session was last used. */
export function formatDateTime(value: number | Date): string {
  return dateTime.format(value);
}
