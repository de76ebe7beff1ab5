import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.js';
import { COMPANY } from './support/server.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the company behind the service, from the configuration', () => {
  it('appears in the footer, the privacy policy and the terms', async () => {
    const { page, context, errors } = await openPage(browser);
    const line = `${COMPANY.name} · P. IVA ${COMPANY.vat} · ${COMPANY.address}`;
    await page.goto('/privacy');
    await page.getByRole('contentinfo').getByText(line, { exact: false }).waitFor();
    await page.getByText(`Il titolare del trattamento è ${line}`).waitFor();
    expect(await page.getByText(COMPANY.privacyEmail).count()).toBeGreaterThan(0);
    await page.goto('/termini');
    await page.getByText(`Il Servizio è fornito da ${line}`).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
