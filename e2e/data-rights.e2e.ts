import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../common/messages/it.js';
import { PRIVACY_MSG } from '../common/messages/privacy.js';
import { createConfirmedAccount } from './support/api.js';
import { launchBrowser, openPage, screenshot } from './support/browser.js';
import { field, logIn } from './support/flows.js';
import { makeClient } from './support/people.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the user’s data rights on /account', () => {
  it('downloads the data as a ZIP, then erases the account, which can no longer log in', async () => {
    const { page, context, errors } = await openPage(browser);
    const client = makeClient('gdpr');
    await createConfirmedAccount(client);
    await logIn(page, client.email, client.password, '/user');
    await page.goto('/account');
    const section = page.getByRole('region', { name: 'I tuoi dati' });
    await section.waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Scarica i tuoi dati' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^studio-dati-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of zip) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 2).toString('latin1')).toBe('PK');

    await section.getByRole('button', { name: 'Elimina account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Eliminare l’account?' });
    await dialog.getByText(PRIVACY_MSG.eraseWarningClient).waitFor();
    await field(dialog, 'Password').fill('Sbagliata99');
    await dialog.getByRole('button', { name: 'Elimina definitivamente' }).click();
    await dialog.getByText(PRIVACY_MSG.wrongPassword).waitFor();
    await screenshot(page, 'erase-account-wrong-password', false);
    await field(dialog, 'Password').fill(client.password);
    await dialog.getByRole('button', { name: 'Elimina definitivamente' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText(PRIVACY_MSG.accountErased).waitFor();
    await field(page, 'Email').fill(client.email);
    await field(page, 'Password').fill(client.password);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await page.getByText(MSG.loginFailed).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
