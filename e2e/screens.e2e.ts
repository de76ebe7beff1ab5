import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../common/messages/it.js';
import { createConfirmedAccount } from './support/api.js';
import { launchBrowser, NARROW, openPage, screenshot, WIDE } from './support/browser.js';
import { expectError, field, logIn } from './support/flows.js';
import { makeClient, makeProfessional, uniqueEmail } from './support/people.js';

let browser: Browser;
const client = makeClient('screens');
const pro = makeProfessional('screens');

beforeAll(async () => {
  browser = await launchBrowser();
  await createConfirmedAccount(client);
  await createConfirmedAccount(pro);
});

afterAll(async () => {
  await browser?.close();
});

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

async function shoot(page: Page, path: string, name: string, heading: string) {
  await page.goto(path);
  await page.getByRole('heading', { name: heading }).first().waitFor();
  await settle(page);
  await screenshot(page, name);
}

describe.each([
  ['wide', WIDE],
  ['narrow', NARROW],
])('every screen renders (%s)', (_label, viewport) => {
  it('public pages', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await shoot(page, '/', 'landing', 'Studio');
    await shoot(page, '/login', 'login', 'Accedi');
    await field(page, 'Email').fill(uniqueEmail('nessuno'));
    await field(page, 'Password').fill('Sbagliata1');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expectError(page, MSG.loginFailed);
    await screenshot(page, 'login-error');
    await page.getByRole('button', { name: 'Password dimenticata?' }).click();
    await page.getByRole('dialog').waitFor();
    await screenshot(page, 'login-forgot', false);
    await page.keyboard.press('Escape');

    await shoot(page, '/register', 'register-client', 'Crea il tuo account');
    await shoot(page, '/register?op=true', 'register-pro', 'Registrati come professionista');
    await field(page, 'Nome').focus();
    await field(page, 'Cognome').focus();
    await screenshot(page, 'register-pro-error');
    await shoot(page, '/reset-password?id=1&token=abc', 'reset-password', 'Nuova password');
    await shoot(page, '/confirm-email?id=1', 'confirm-invalid', 'Conferma email');
    await shoot(page, '/non-esiste', 'not-found', MSG.notFoundPage);
    await shoot(page, '/termini', 'terms', 'Termini e condizioni di utilizzo');
    await shoot(page, '/privacy', 'privacy', 'Informativa sulla privacy');
    if (viewport === NARROW) {
      await page.getByRole('button', { name: 'Apri il menu' }).click();
      await page.getByRole('link', { name: 'Accedi' }).last().waitFor();
      await screenshot(page, 'drawer-visitor', false);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('client pages', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await logIn(page, client.email, client.password, '/user');
    await shoot(page, '/user', 'user-home', `Benvenuto, ${client.nome}`);
    await shoot(page, '/account', 'account-client', 'Il tuo account');
    await shoot(page, '/help', 'help-client', 'Come possiamo aiutarti?');
    await page.getByRole('button', { name: 'Apri la guida' }).click();
    await page.getByRole('dialog', { name: 'Guida per i clienti' }).waitFor();
    await screenshot(page, 'help-client-tutorial', false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('professional pages', async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await logIn(page, pro.email, pro.password, '/op');
    await shoot(page, '/op', 'op-home', `Benvenuto, ${pro.nome}`);
    await shoot(page, '/account', 'account-pro', 'Il tuo account');
    await shoot(page, '/help', 'help-pro', 'Come possiamo aiutarti?');
    await page.getByRole('button', { name: 'Apri la guida' }).click();
    await page.getByRole('dialog', { name: 'Guida per i professionisti' }).waitFor();
    await screenshot(page, 'help-pro-tutorial', false);
    await page.keyboard.press('Escape');
    if (viewport === NARROW) {
      await page.getByRole('button', { name: 'Apri il menu' }).click();
      await page.getByRole('button', { name: 'Esci' }).waitFor();
      await screenshot(page, 'drawer-user', false);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
