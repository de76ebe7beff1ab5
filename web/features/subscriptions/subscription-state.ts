import type { Me } from '../../../common/accounts.js';
import { SUBSCRIPTION_MSG } from '../../../common/messages/subscriptions.js';
import { formatShortDate } from '../../lib/dates.js';
import { expiryFacts } from '../../../common/expiry.js';

export type SubscriptionKind = 'active' | 'expired' | 'expiring' | 'valid';

export interface SubscriptionState {
  kind: SubscriptionKind;
  text: string;
  /** Why the professional cannot be found, or how long until that happens; empty otherwise. */
  notice: string;
  /** The card and bank-transfer options are offered when no card subscription is running. */
  showOptions: boolean;
}

type SubscriptionFields = Pick<Me, 'scadenza_abbonamento' | 'stripe_sub_id' | 'rinnovo_auto'>;

/** The status on /subscription (spec §4). No expiry means the administrator, who has no subscription. */
export function subscriptionState(me: SubscriptionFields, now: number): SubscriptionState | null {
  const expiry = me.scadenza_abbonamento;
  if (expiry === null) return null;
  const date = formatShortDate(expiry);
  const { expired, hidden, expiringSoon } = expiryFacts(expiry, now);

  if (me.stripe_sub_id && !expired) {
    const text = me.rinnovo_auto ? `${SUBSCRIPTION_MSG.renewsOn} ${date}` : `${SUBSCRIPTION_MSG.endsOn} ${date}`;
    return { kind: 'active', text, notice: '', showOptions: false };
  }
  if (expired) {
    const notice = hidden ? SUBSCRIPTION_MSG.hiddenNotice : SUBSCRIPTION_MSG.graceNotice;
    return { kind: 'expired', text: `${SUBSCRIPTION_MSG.expiredOn} ${date}`, notice, showOptions: true };
  }
  if (expiringSoon) {
    return {
      kind: 'expiring',
      text: `${SUBSCRIPTION_MSG.expiringOn} ${date}`,
      notice: SUBSCRIPTION_MSG.graceNotice,
      showOptions: true,
    };
  }
  return { kind: 'valid', text: `${SUBSCRIPTION_MSG.validUntil} ${date}`, notice: '', showOptions: true };
}
