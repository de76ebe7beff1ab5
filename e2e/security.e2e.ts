import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY } from '../common/messages/security.js';
import { totpCode, totpStep } from '../server/platform/auth/totp.js';
import { createConfirmedAccount } from './support/api.js';
import { launchBrowser, openPage, WIDE } from './support/browser.js';
import { expectSuccess, field, logIn, logOut } from './support/flows.js';
import { makeClient } from './support/people.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer, type RunningServer } from './support/server.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The code an authenticator app would show for `secret`, `stepsAhead` steps from now. */
const codeFor = (secret: string, stepsAhead = 0) => totpCode(secret, totpStep(Date.now()) + stepsAhead);

describe('two-factor login', () => {
  it('is turned on from /account with a code computed from the secret shown, then asked for at login', async () => {
    const { page, errors } = await openPage(browser);
    const client = makeClient('duefattori');
    await createConfirmedAccount(client);
    await logIn(page, client.email, client.password, '/user');

    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Verifica in due passaggi' });
    await section.getByRole('button', { name: 'Attiva la verifica in due passaggi' }).click();
    await section.getByRole('img', { name: 'Codice QR da inquadrare con l’app di autenticazione' }).waitFor();
    const secret = (await section.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await field(section, 'Codice a 6 cifre').fill(codeFor(secret));
    await field(section, 'Password').fill(client.password);
    await section.getByRole('button', { name: 'Conferma e attiva' }).click();
    await section.getByText(SECURITY.enabled).waitFor();
    const codes = await section.getByRole('list', { name: 'Codici di recupero' }).getByRole('listitem').allInnerTexts();
    expect(codes).toHaveLength(10);
    await section.getByRole('button', { name: 'Ho salvato i codici' }).click();
    await section.getByRole('button', { name: 'Disattiva' }).waitFor();

    await logOut(page);
    await page.goto('/login');
    await field(page, 'Email').fill(client.email);
    await field(page, 'Password').fill(client.password);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await page.getByText(SECURITY.codeNeeded).waitFor();
    expect(page.url()).toMatch(/\/login$/);
    // The enrolment spent the current step's code; the next step's is accepted too.
    await field(page, 'Codice a 6 cifre').fill(codeFor(secret, 1));
    await page.getByRole('button', { name: 'Verifica e accedi' }).click();
    await page.waitForURL((url) => url.pathname === '/user');
    expect(errors).toEqual([]);
  });
});

describe('the administrator under ADMIN_REQUIRE_2FA', () => {
  let server: RunningServer | undefined;

  beforeAll(async () => {
    // A server of this test's own: on the run's server the administrator logs in with the password alone.
    server = await startServer({ ADMIN_REQUIRE_2FA: 'true' });
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('is kept on /account until two-factor login is on, then reaches the back office', async () => {
    const context = await browser.newContext({
      baseURL: server!.baseUrl,
      viewport: WIDE,
      locale: 'it-IT',
      timezoneId: 'Europe/Rome',
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, '/account');
    await page.getByText(SECURITY.adminEnrolIntro).waitFor();
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/account');

    const section = page.getByRole('region', { name: 'Verifica in due passaggi' });
    await section.getByRole('button', { name: 'Attiva la verifica in due passaggi' }).click();
    const secret = (await section.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
    await field(section, 'Codice a 6 cifre').fill(codeFor(secret));
    await field(section, 'Password').fill(ADMIN_PASSWORD);
    await section.getByRole('button', { name: 'Conferma e attiva' }).click();
    await section.getByRole('button', { name: 'Ho salvato i codici' }).click();
    expect(await page.getByText(SECURITY.adminEnrolIntro).count()).toBe(0);
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { name: 'Amministrazione', level: 1 }).waitFor();
    await context.close();
  });
});

describe('sessions on /account', () => {
  it('lists this device and another, and ends the other one, which is logged out at once', async () => {
    const client = makeClient('sessioni');
    await createConfirmedAccount(client);
    const other = await openPage(browser);
    await logIn(other.page, client.email, client.password, '/user');
    const { page, errors } = await openPage(browser);
    await logIn(page, client.email, client.password, '/user');

    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Sessioni attive' });
    const rows = section.getByRole('list', { name: 'Sessioni attive' }).getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.first().innerText()).toContain('Questo dispositivo');
    expect(await rows.first().innerText()).toMatch(/Chrome su Linux[\s\S]*IP 127\.0\.0\.1 · ultimo uso/);
    await rows.nth(1).getByRole('button', { name: 'Termina' }).click();
    await expectSuccess(page, SECURITY.sessionEnded);
    await expect.poll(() => rows.count()).toBe(1);

    await other.page.goto('/account');
    await other.page.waitForURL((url) => url.pathname === '/login');
    expect(errors).toEqual([]);
    await other.context.close();
  });
});
