import { SUBSCRIPTION } from '../../../common/constants.js';

const DAY = 86_400_000;

export interface ExpiryFacts {
  /** The expiry has passed. */
  expired: boolean;
  /** More than the grace days have passed: clients no longer find the professional (decisions 9). */
  hidden: boolean;
  /** The expiry is at most the warning days away, or already passed. */
  expiringSoon: boolean;
}

/** The same cut-offs as the server: bookable while expiry + grace is still ahead. */
export function expiryFacts(expiry: number, now: number): ExpiryFacts {
  return {
    expired: now >= expiry,
    hidden: now >= expiry + SUBSCRIPTION.graceDays * DAY,
    expiringSoon: expiry - now <= SUBSCRIPTION.warningDays * DAY,
  };
}
