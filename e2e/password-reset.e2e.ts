import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../common/messages/it.js';
import { launchBrowser, openPage } from './support/browser.js';
import { confirmEmail, expectSuccess, field, logIn, registerClient } from './support/flows.js';
import { waitForLink } from './support/outbox.js';
import { makeClient } from './support/people.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('password reset', () => {
  it('sends a link from the login dialog and sets a new password', async () => {
    const { page, context, errors } = await openPage(browser);
    const client = makeClient('reset');
    await registerClient(page, client);
    await confirmEmail(page, client.email, client.password);

    await page.goto('/login');
    await page.getByRole('button', { name: 'Password dimenticata?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Password dimenticata?' });
    const confirm = dialog.getByRole('button', { name: 'Conferma' });
    expect(await confirm.isDisabled()).toBe(true);
    await field(dialog, 'Email').fill(client.email);
    await confirm.click();
    await dialog.waitFor({ state: 'hidden' });
    await expectSuccess(page, MSG.resetRequested);

    const link = await waitForLink(client.email, '/reset-password');
    await page.goto(link);
    const newPassword = 'Ritrovata789';
    await field(page, 'Nuova password').fill(newPassword);
    await field(page, 'Conferma password').fill('Diversa789');
    await field(page, 'Nuova password').focus();
    await page.getByText(MSG.passwordMismatch).waitFor();
    await field(page, 'Conferma password').fill(newPassword);
    await page.getByRole('button', { name: 'Imposta password' }).click();
    await expectSuccess(page, MSG.passwordSet);

    await page.getByRole('link', { name: 'Vai al login' }).click();
    await logIn(page, client.email, newPassword, '/user');

    await page.goto(link);
    await field(page, 'Nuova password').fill('Ancora12345');
    await field(page, 'Conferma password').fill('Ancora12345');
    await page.getByRole('button', { name: 'Imposta password' }).click();
    await page.getByRole('alert').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the not-found page without id and token', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/reset-password?id=5');
    await page.getByRole('heading', { name: MSG.notFoundPage }).waitFor();
    await page.goto('/reset');
    await page.getByRole('heading', { name: MSG.notFoundPage }).waitFor();
    await context.close();
  });
});
