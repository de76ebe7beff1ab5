import { SUBSCRIPTION } from '../../../common/constants.js';
import { DAY } from '../../platform/clock.js';

/**
 * Whether a professional can be found and booked: an active account whose subscription
 * has not been expired for more than the grace days (decisions 9). No expiry means the
 * administrator, who never expires.
 */
export function isBookable(user: { op: boolean; attivo: boolean; scadenzaAbbonamento: Date | null }, now: Date): boolean {
  if (!user.op || !user.attivo) return false;
  if (!user.scadenzaAbbonamento) return true;
  return user.scadenzaAbbonamento.getTime() + SUBSCRIPTION.graceDays * DAY > now.getTime();
}

export const graceCutoff = (now: Date) => new Date(now.getTime() - SUBSCRIPTION.graceDays * DAY);
