import type { Me } from '../../../common/accounts.js';
import { SUBSCRIPTION_MSG } from '../../../common/messages/subscriptions.js';
import { formatShortDate } from '../../lib/dates.js';
import { expiryFacts } from '../../../common/expiry.js';

export interface BannerState {
  severity: 'success' | 'info' | 'warning' | 'error';
  text: string;
  /** Show the 'Rinnova' button to /subscription. */
  renew: boolean;
}

type BannerFields = Pick<Me, 'admin' | 'scadenza_abbonamento' | 'stripe_sub_id' | 'rinnovo_auto'>;

/**
 * The subscription banner of spec §4, with A the expiry. Active means a card subscription
 * that renews by itself. No expiry (the administrator) means no banner.
 */
export function bannerState(me: BannerFields, now: number): BannerState | null {
  const expiry = me.scadenza_abbonamento;
  if (me.admin || expiry === null) return null;
  const active = Boolean(me.stripe_sub_id) && me.rinnovo_auto;
  const { expired, hidden, expiringSoon } = expiryFacts(expiry, now);
  const renew = (!active && expiringSoon) || (active && hidden);
  const date = formatShortDate(expiry);

  if (hidden) return { severity: 'error', text: SUBSCRIPTION_MSG.expiredHidden, renew };
  if (active) return { severity: 'success', text: SUBSCRIPTION_MSG.active, renew };
  if (expired) return { severity: 'error', text: `${SUBSCRIPTION_MSG.expiredOn} ${date}`, renew };
  if (expiringSoon) return { severity: 'warning', text: `${SUBSCRIPTION_MSG.expiringOn} ${date}`, renew };
  return { severity: 'info', text: `${SUBSCRIPTION_MSG.validUntil} ${date}`, renew };
}
