import { SUBSCRIPTION } from './constants.js';
import { DAY } from './time.js';

export interface ExpiryFacts {
  /** The expiry has passed. */
  expired: boolean;
  /** More than the grace days have passed: clients no longer find or book the professional (docs/decisions/0009-trial-and-subscription.md). */
  hidden: boolean;
  /** The expiry is at most the warning days away, or already passed. */
  expiringSoon: boolean;
}

/** The subscription's cut-offs, for the server's rules and the web app's banner alike. */
export function expiryFacts(expiry: number, now: number): ExpiryFacts {
  return {
    expired: now >= expiry,
    hidden: now >= expiry + SUBSCRIPTION.graceDays * DAY,
    expiringSoon: expiry - now <= SUBSCRIPTION.warningDays * DAY,
  };
}

/** Expiries after this instant are still within the grace (the same cut-off as `hidden`, for queries). */
export const graceCutoff = (now: Date) => new Date(now.getTime() - SUBSCRIPTION.graceDays * DAY);
