import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_MSG } from '../../../common/messages/subscriptions.js';
import { bannerState } from './banner-state.js';

const DAY = 86_400_000;
/** 15 June 2025, 12:00 in Rome. */
const now = Date.UTC(2025, 5, 15, 10);

const professional = (daysToExpiry: number, card: { sub?: string; auto?: boolean } = {}) => ({
  admin: false,
  scadenza_abbonamento: now + daysToExpiry * DAY,
  stripe_sub_id: card.sub ?? null,
  rinnovo_auto: card.auto ?? false,
});
const active = { sub: 'sub_123', auto: true };

describe('bannerState', () => {
  it('shows nothing to the administrator, who never expires', () => {
    expect(bannerState({ admin: true, scadenza_abbonamento: null, stripe_sub_id: null, rinnovo_auto: false }, now)).toBeNull();
    expect(bannerState({ ...professional(0), scadenza_abbonamento: null }, now)).toBeNull();
  });

  it('says why clients cannot find the professional more than 2 days after expiry, with the renew button', () => {
    expect(bannerState(professional(-3), now)).toEqual({ severity: 'error', text: SUBSCRIPTION_MSG.expiredHidden, renew: true });
    expect(bannerState(professional(-2), now)?.text).toBe(SUBSCRIPTION_MSG.expiredHidden);
  });

  it('shows the expired message even when a card subscription is on, and offers to renew', () => {
    expect(bannerState(professional(-3, active), now)).toEqual({
      severity: 'error',
      text: SUBSCRIPTION_MSG.expiredHidden,
      renew: true,
    });
  });

  it('says "Abbonamento attivo" for a card subscription that renews itself, without a renew button', () => {
    for (const days of [200, 5, 0, -1]) {
      expect(bannerState(professional(days, active), now)).toEqual({
        severity: 'success',
        text: SUBSCRIPTION_MSG.active,
        renew: false,
      });
    }
  });

  it('does not count a card subscription with auto-renew off as active', () => {
    expect(bannerState(professional(3, { sub: 'sub_123', auto: false }), now)).toEqual({
      severity: 'warning',
      text: `${SUBSCRIPTION_MSG.expiringOn} 18/06/25`,
      renew: true,
    });
  });

  it('gives the expiry date during the 2-day grace, with the renew button', () => {
    expect(bannerState(professional(-1), now)).toEqual({
      severity: 'error',
      text: `${SUBSCRIPTION_MSG.expiredOn} 14/06/25`,
      renew: true,
    });
    expect(bannerState(professional(0), now)?.text).toBe(`${SUBSCRIPTION_MSG.expiredOn} 15/06/25`);
  });

  it('warns within 7 days of expiry, with the renew button', () => {
    expect(bannerState(professional(7), now)).toEqual({
      severity: 'warning',
      text: `${SUBSCRIPTION_MSG.expiringOn} 22/06/25`,
      renew: true,
    });
    expect(bannerState(professional(0.5), now)?.text).toBe(`${SUBSCRIPTION_MSG.expiringOn} 16/06/25`);
  });

  it('shows "valido fino al" further away, without the renew button', () => {
    expect(bannerState(professional(8), now)).toEqual({
      severity: 'info',
      text: `${SUBSCRIPTION_MSG.validUntil} 23/06/25`,
      renew: false,
    });
    expect(bannerState(professional(200), now)?.text).toBe(`${SUBSCRIPTION_MSG.validUntil} 01/01/26`);
  });

  it('writes dates as dd/mm/yy in Italian time', () => {
    const newYearInRome = { ...professional(0), scadenza_abbonamento: Date.UTC(2025, 11, 31, 23, 30) };
    expect(bannerState(newYearInRome, Date.UTC(2025, 11, 1))?.text).toBe(`${SUBSCRIPTION_MSG.validUntil} 01/01/26`);
  });
});
