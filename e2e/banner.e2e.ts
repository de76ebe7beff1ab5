import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_MSG } from '../common/messages/subscriptions.js';
import { formatShortDate } from '../web/lib/dates.js';
import { createConfirmedAccount } from './support/api.js';
import { launchBrowser, openPage } from './support/browser.js';
import { logIn } from './support/flows.js';
import { makeProfessional } from './support/people.js';

const DAY = 86_400_000;
let browser: Browser;
const pro = makeProfessional('banner');

beforeAll(async () => {
  browser = await launchBrowser();
  await createConfirmedAccount(pro);
});
afterAll(() => browser?.close());

function readExpiry(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const response = await fetch('/api/me', { headers: { Authorization: `Bearer ${sessionStorage.getItem('jwt') ?? ''}` } });
    return ((await response.json()) as { me: { scadenza_abbonamento: number } }).me.scadenza_abbonamento;
  });
}

/** The /op banner as the professional sees it when the browser's clock reads `at`. */
async function bannerAt(page: Page, at: number) {
  await page.clock.setSystemTime(at);
  await page.reload();
  const banner = page.getByRole('status').filter({ has: page.getByRole('link', { name: 'Gestisci abbonamento' }) });
  await banner.waitFor();
  return {
    text: (await banner.innerText()).trim(),
    renew: await page.getByRole('link', { name: 'Rinnova' }).count(),
  };
}

describe('the subscription banner on /op, with the clock moved', () => {
  it('says valid, expiring, expired and hidden at the right moments, with the renew button only when due', async () => {
    const { page } = await openPage(browser);
    await page.clock.install({ time: Date.now() });
    await logIn(page, pro.email, pro.password, '/op');
    const expiry = await readExpiry(page);
    const date = formatShortDate(expiry);

    const valid = await bannerAt(page, expiry - 10 * DAY);
    expect(valid.text).toContain(`${SUBSCRIPTION_MSG.validUntil} ${date}`);
    expect(valid.renew).toBe(0);

    const expiring = await bannerAt(page, expiry - 3 * DAY);
    expect(expiring.text).toContain(`${SUBSCRIPTION_MSG.expiringOn} ${date}`);
    expect(expiring.renew).toBe(1);

    const expired = await bannerAt(page, expiry + DAY);
    expect(expired.text).toContain(`${SUBSCRIPTION_MSG.expiredOn} ${date}`);
    expect(expired.renew).toBe(1);

    const hidden = await bannerAt(page, expiry + 3 * DAY);
    expect(hidden.text).toContain(SUBSCRIPTION_MSG.expiredHidden);
  });
});
