import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_MSG } from '../../../common/messages/subscriptions.js';
import { subscriptionState } from './subscription-state.js';

const DAY = 86_400_000;
/** 15 June 2025, 12:00 in Rome. */
const now = Date.UTC(2025, 5, 15, 10);

const professional = (daysToExpiry: number, card: { sub?: string; auto?: boolean } = {}) => ({
  scadenza_abbonamento: now + daysToExpiry * DAY,
  stripe_sub_id: card.sub ?? null,
  rinnovo_auto: card.auto ?? false,
});

describe('subscriptionState', () => {
  it('has no subscription for the administrator', () => {
    expect(subscriptionState({ scadenza_abbonamento: null, stripe_sub_id: null, rinnovo_auto: false }, now)).toBeNull();
  });

  it('is active with a card subscription and a future expiry, hiding the payment options', () => {
    expect(subscriptionState(professional(20, { sub: 'sub_1', auto: true }), now)).toEqual({
      kind: 'active',
      text: `${SUBSCRIPTION_MSG.renewsOn} 05/07/25`,
      notice: '',
      showOptions: false,
    });
    expect(subscriptionState(professional(20, { sub: 'sub_1', auto: false }), now)?.text).toBe(
      `${SUBSCRIPTION_MSG.endsOn} 05/07/25`,
    );
  });

  it('is expired once the expiry passes, even with a card subscription, and offers the payment options', () => {
    expect(subscriptionState(professional(-1, { sub: 'sub_1', auto: true }), now)).toEqual({
      kind: 'expired',
      text: `${SUBSCRIPTION_MSG.expiredOn} 14/06/25`,
      notice: SUBSCRIPTION_MSG.graceNotice,
      showOptions: true,
    });
  });

  it('explains that clients cannot find the professional more than 2 days after expiry', () => {
    expect(subscriptionState(professional(-2), now)?.notice).toBe(SUBSCRIPTION_MSG.hiddenNotice);
    expect(subscriptionState(professional(-30), now)?.kind).toBe('expired');
  });

  it('is expiring within 7 days and valid further away', () => {
    expect(subscriptionState(professional(7), now)).toEqual({
      kind: 'expiring',
      text: `${SUBSCRIPTION_MSG.expiringOn} 22/06/25`,
      notice: SUBSCRIPTION_MSG.graceNotice,
      showOptions: true,
    });
    expect(subscriptionState(professional(8), now)).toEqual({
      kind: 'valid',
      text: `${SUBSCRIPTION_MSG.validUntil} 23/06/25`,
      notice: '',
      showOptions: true,
    });
  });
});
