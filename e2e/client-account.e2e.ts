import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JWT_COOKIE } from '../common/constants.js';
import { MSG } from '../common/messages/it.js';
import { launchBrowser, openPage, WIDE } from './support/browser.js';
import { confirmEmail, expectSuccess, field, logIn, logOut, registerClient } from './support/flows.js';
import { makeClient } from './support/people.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('a client account', () => {
  it('registers, confirms, edits the profile, changes the password and logs in again', async () => {
    const { page, context, errors } = await openPage(browser);
    const client = makeClient();

    await registerClient(page, client);
    await confirmEmail(page, client.email, client.password);
    await page.getByRole('link', { name: 'Vai al login' }).click();
    await page.waitForURL('**/login');

    await logIn(page, client.email, client.password, '/user');
    await page.getByRole('heading', { name: `Benvenuto, ${client.nome}` }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('jwt'))).toBeTruthy();
    const cookies = await context.cookies();
    const jwtCookie = cookies.find((cookie) => cookie.name === JWT_COOKIE);
    // Chromium caps cookie lifetimes at 400 days, so the 2038 expiry shows up as that cap.
    expect(jwtCookie?.expires).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);

    await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
    await page.waitForURL('**/account');
    const email = field(page, 'Email');
    await expect.poll(() => email.inputValue()).toBe(client.email);
    expect(await email.isEditable()).toBe(false);
    // A client's invoicing details are optional.
    expect(await page.getByLabel('Nome azienda o studio', { exact: true }).count()).toBe(1);
    expect(await page.getByLabel('PEC', { exact: true }).count()).toBe(1);

    const profile = page.getByRole('region', { name: 'Profilo' });
    await field(profile, 'Nome').fill('Giuliana');
    await field(profile, 'Telefono').fill('3209876543');
    await profile.getByRole('button', { name: 'Salva modifiche' }).click();
    await expectSuccess(page, MSG.profileUpdated);

    await page.reload();
    await expect.poll(() => field(profile, 'Nome').inputValue()).toBe('Giuliana');
    expect(await field(profile, 'Telefono').inputValue()).toBe('3209876543');

    const password = page.getByRole('region', { name: 'Cambia password' });
    const submitPassword = password.getByRole('button', { name: 'Aggiorna password' });
    await field(password, 'Nuova password').fill('corta');
    await field(password, 'Conferma nuova password').fill('corta');
    await field(password, 'Nuova password').blur();
    await password.getByText(MSG.passwordRule).waitFor();
    expect(await submitPassword.isDisabled()).toBe(true);

    const newPassword = 'NuovaPass456';
    await field(password, 'Password attuale').fill(client.password);
    await field(password, 'Nuova password').fill(newPassword);
    await field(password, 'Conferma nuova password').fill(newPassword);
    await submitPassword.click();
    await expectSuccess(page, MSG.passwordUpdated);

    await logOut(page);
    expect((await context.cookies()).some((cookie) => cookie.name === JWT_COOKIE)).toBe(false);

    await logIn(page, client.email, newPassword, '/user');
    await page.getByRole('heading', { name: 'Benvenuto, Giuliana' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the session after a browser restart only with "Resta connesso"', async () => {
    const client = makeClient('restart');
    const first = await openPage(browser);
    await registerClient(first.page, client);
    await confirmEmail(first.page, client.email, client.password);
    await logIn(first.page, client.email, client.password, '/user');
    const state = await first.context.storageState();
    await first.context.close();

    const reopened = await openPage(browser, WIDE, state);
    await reopened.page.goto('/account');
    await reopened.page.getByRole('heading', { name: 'Il tuo account' }).waitFor();
    expect(await reopened.page.evaluate(() => sessionStorage.getItem('jwt'))).toBeTruthy();
    await reopened.context.close();

    const forgetful = await openPage(browser);
    await registerClient(forgetful.page, { ...client, email: `short-${client.email}` });
    await confirmEmail(forgetful.page, `short-${client.email}`, client.password);
    await forgetful.page.goto('/login');
    await field(forgetful.page, 'Email').fill(`short-${client.email}`);
    await field(forgetful.page, 'Password').fill(client.password);
    await forgetful.page.getByRole('checkbox', { name: 'Resta connesso' }).uncheck();
    await forgetful.page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await forgetful.page.waitForURL('**/user');
    const shortState = await forgetful.context.storageState();
    expect(shortState.cookies.some((cookie) => cookie.name === JWT_COOKIE)).toBe(false);
    await forgetful.context.close();

    const restarted = await openPage(browser, WIDE, shortState);
    await restarted.page.goto('/account');
    await restarted.page.waitForURL('**/login');
    await restarted.context.close();
  });
});
