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
