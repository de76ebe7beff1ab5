import { expiryFacts } from '../../../common/expiry.js';

/**
 * Whether a professional can be found and booked: an active account whose subscription
 * has not been expired for more than the grace days (docs/decisions/0009-trial-and-subscription.md). No expiry means the
 * administrator, who never expires.
 */
export function isBookable(user: { op: boolean; attivo: boolean; scadenzaAbbonamento: Date | null }, now: Date): boolean {
  if (!user.op || !user.attivo) return false;
  if (!user.scadenzaAbbonamento) return true;
  return !expiryFacts(user.scadenzaAbbonamento.getTime(), now.getTime()).hidden;
}
