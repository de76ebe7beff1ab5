import type { Me } from '../../../common/accounts.js';
import { SUBSCRIPTION } from '../../../common/constants.js';
import { SCHEDULE_MSG } from '../../../common/messages/it.js';
import { formatShortDate } from '../../lib/dates.js';

const DAY = 86_400_000;

export interface BannerState {
  severity: 'success' | 'info' | 'warning' | 'error';
  text: string;
  /** Show the 'Rinnova' button to /subscription. */
  renew: boolean;
}

/**
 * The subscription banner of spec §4, with A the expiry. Active means a card subscription
 * that renews by itself. No expiry (the administrator) means no banner.
 */
export function bannerState(me: Pick<Me, 'admin' | 'scadenza_abbonamento' | 'stripe_sub_id' | 'rinnovo_auto'>, now: number): BannerState | null {
  const expiry = me.scadenza_abbonamento;
  if (me.admin || expiry === null) return null;
  const active = Boolean(me.stripe_sub_id) && me.rinnovo_auto;
  const hidden = now > expiry + SUBSCRIPTION.graceDays * DAY;
  const expiringSoon = expiry - now < SUBSCRIPTION.warningDays * DAY;
  const renew = (!active && expiringSoon) || (active && hidden);
  const date = formatShortDate(expiry);

  if (hidden) return { severity: 'error', text: SCHEDULE_MSG.subscriptionExpiredHidden, renew };
  if (active) return { severity: 'success', text: SCHEDULE_MSG.subscriptionActive, renew };
  if (now > expiry) return { severity: 'error', text: `${SCHEDULE_MSG.subscriptionExpiredOn} ${date}`, renew };
  if (expiringSoon) return { severity: 'warning', text: `${SCHEDULE_MSG.subscriptionExpiringOn} ${date}`, renew };
  return { severity: 'info', text: `${SCHEDULE_MSG.subscriptionValidUntil} ${date}`, renew };
}
