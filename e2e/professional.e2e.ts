import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../common/messages/it.js';
import { launchBrowser, openPage } from './support/browser.js';
import {
  acceptTerms,
  confirmEmail,
  field,
  fillBusinessFields,
  fillPersonalFields,
  logIn,
  registerProfessional,
} from './support/flows.js';
import { makeProfessional } from './support/people.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('a professional', () => {
  it('cannot register without an ID image', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/register?op=true');
    await fillPersonalFields(page, makeProfessional());
    await fillBusinessFields(page, makeProfessional());
    await acceptTerms(page);
    await page.getByText(MSG.missingImage).waitFor();
    expect(await page.getByRole('button', { name: 'Registrati come professionista' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('explains the ID document and the subscription', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/register?op=true');
    await page.getByRole('button', { name: 'Perché serve?' }).click();
    const idDialog = page.getByRole('dialog', { name: "Perché chiediamo un documento d'identità" });
    await idDialog.getByText('10 MB').waitFor();
    await idDialog.getByRole('button', { name: 'Chiudi' }).click();
    await idDialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: "Come funziona l'abbonamento" }).click();
    const subscription = page.getByRole('dialog', { name: "Attivazione dell'abbonamento" });
    await subscription.getByText('29,90 € + IVA al mese').waitFor();
    await subscription.getByText('23,90 € + IVA al mese').waitFor();
    await subscription.getByRole('button', { name: 'Chiudi' }).click();

    await page.getByRole('link', { name: 'Registrati come cliente' }).click();
    await page.getByRole('heading', { name: 'Crea il tuo account' }).waitFor();
    expect(await field(page, 'Nome azienda o studio').count()).toBe(0);
    await context.close();
  });

  it('registers with an ID image, confirms and reaches the professional home', async () => {
    const { page, context, errors } = await openPage(browser);
    const pro = makeProfessional();
    await registerProfessional(page, pro);
    // The form gives way to the success state.
    expect(await field(page, 'Nome').count()).toBe(0);

    await confirmEmail(page, pro.email, pro.password);
    await logIn(page, pro.email, pro.password, '/op');
    await page.getByRole('heading', { name: `Benvenuto, ${pro.nome}` }).waitFor();

    await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
    await page.waitForURL('**/account');
    await expect.poll(() => field(page, 'Nome azienda o studio').inputValue()).toBe(pro.nomeAzienda);
    expect(await field(page, 'Provincia').inputValue()).toBe(pro.provincia);

    await field(page, 'Città').fill('');
    await field(page, 'Città').blur();
    await page.getByText(MSG.required).waitFor();
    expect(await page.getByRole('button', { name: 'Salva modifiche' }).isDisabled()).toBe(true);

    await page.goto('/user');
    await page.waitForURL('**/login');
    expect(errors).toEqual([]);
    await context.close();
  });
});
