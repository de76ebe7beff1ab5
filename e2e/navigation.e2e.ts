import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../common/messages/it.js';
import { launchBrowser, NARROW, openPage } from './support/browser.js';
import { expectError, field } from './support/flows.js';
import { uniqueEmail } from './support/people.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('navigation and errors', () => {
  it('shows a red error for wrong credentials', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/login');
    const submit = page.getByRole('button', { name: 'Accedi', exact: true });
    expect(await submit.isDisabled()).toBe(true);
    await field(page, 'Email').fill(uniqueEmail('nessuno'));
    await field(page, 'Password').fill('Sbagliata123');
    await submit.click();
    await expectError(page, MSG.loginFailed);
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('shows the not-found page for unknown routes', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/pagina-che-non-esiste');
    await page.getByRole('heading', { name: MSG.notFoundPage }).waitFor();
    await page.getByRole('link', { name: 'Privacy' }).waitFor();
    await page.getByRole('link', { name: 'Torna alla home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Studio', level: 1 }).waitFor();
    await context.close();
  });

  it('confirms nothing with an incomplete link', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/confirm?id=1');
    await page.getByText(MSG.invalidLink).waitFor();
    await context.close();
  });

  it('sends visitors away from private pages', async () => {
    const { page, context } = await openPage(browser);
    for (const path of ['/account', '/help', '/op', '/user']) {
      await page.goto(path);
      await page.waitForURL('**/login');
    }
    await context.close();
  });

  it('opens the navigation drawer on narrow screens', async () => {
    const { page, context } = await openPage(browser, NARROW);
    await page.goto('/login');
    expect(await page.getByRole('link', { name: 'Registrati', exact: true }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Apri il menu' }).click();
    const drawer = page.getByRole('navigation').filter({ has: page.getByRole('link', { name: 'Accedi' }) });
    await drawer.getByRole('link', { name: 'Accedi' }).waitFor();
    await drawer.getByRole('link', { name: 'Registrati' }).waitFor();
    const pro = drawer.getByRole('link', { name: 'Sei un Professionista?' });
    expect(await pro.getAttribute('href')).toBe('/register?op=true');
    await pro.click();
    await page.waitForURL('**/register?op=true');
    await page.getByRole('heading', { name: 'Registrati come professionista' }).waitFor();
    await context.close();
  });

  it('links the wide top bar to /why, /login and /register', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/termini');
    const banner = page.getByRole('banner');
    expect(await banner.getByRole('link', { name: 'Sei un Professionista?' }).getAttribute('href')).toBe('/why');
    expect(await banner.getByRole('link', { name: 'Accedi' }).getAttribute('href')).toBe('/login');
    expect(await banner.getByRole('link', { name: 'Registrati' }).getAttribute('href')).toBe('/register');
    await page.getByRole('heading', { name: 'Termini e condizioni di utilizzo' }).waitFor();
    await page.getByRole('link', { name: 'Privacy' }).click();
    await page.getByRole('heading', { name: 'Informativa sulla privacy' }).waitFor();
    await context.close();
  });
});
