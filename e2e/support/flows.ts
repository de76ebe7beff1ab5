import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { MSG } from '../../common/messages/it.js';
import { waitForLink } from './outbox.js';
import type { Person, Professional } from './people.js';
import { writeTinyPng } from './png.js';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form field by its whole label; MUI appends a hidden ' *' to the labels of required fields. */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${escape(label)}(\\s\\*)?$`));
}

/** The row of a list whose name cell links to its page with this name (the name is the row's link). */
export function rowWithLink(table: Locator, name: string): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('link', { name, exact: true }) });
}

export async function fillPersonalFields(page: Page, person: Person): Promise<void> {
  await field(page, 'Nome').fill(person.nome);
  await field(page, 'Cognome').fill(person.cognome);
  await field(page, 'Email').fill(person.email);
  await field(page, 'Conferma email').fill(person.email);
  await field(page, 'Telefono').fill(person.telefono);
  await field(page, 'Codice fiscale').fill(person.codiceFiscale);
  await field(page, 'Password').fill(person.password);
  await field(page, 'Conferma password').fill(person.password);
}

export async function fillBusinessFields(page: Page, pro: Professional): Promise<void> {
  await field(page, 'Nome azienda o studio').fill(pro.nomeAzienda);
  await field(page, 'Partita IVA').fill(pro.partitaIva);
  await field(page, 'Indirizzo').fill(pro.indirizzo);
  await field(page, 'Città').fill(pro.citta);
  await field(page, 'CAP').fill(pro.cap);
  await field(page, 'Provincia').fill(pro.provincia);
}

export async function acceptTerms(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /Ho letto e accetto/ }).check();
}

export async function expectSuccess(page: Page, text: string): Promise<void> {
  await page.getByRole('status').filter({ hasText: text }).waitFor();
}

export async function expectError(page: Page, text: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).waitFor();
}

export async function registerClient(page: Page, person: Person): Promise<void> {
  await page.goto('/register');
  await fillPersonalFields(page, person);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Registrati', exact: true }).click();
  await expectSuccess(page, MSG.registered);
}

export async function registerProfessional(page: Page, pro: Professional): Promise<void> {
  await page.goto('/register?op=true');
  await fillPersonalFields(page, pro);
  await fillBusinessFields(page, pro);
  await page.getByLabel("Carica documento d'identità").setInputFiles(writeTinyPng());
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Registrati come professionista' }).click();
  await expectSuccess(page, MSG.registered);
}

/** Opens the confirmation link from the outbox and confirms with the password chosen at registration. */
export async function confirmEmail(page: Page, email: string, password: string): Promise<void> {
  const link = await waitForLink(email, '/confirm-email');
  await page.goto(link);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Conferma email' }).click();
  await expectSuccess(page, MSG.emailConfirmed);
}

export async function logIn(page: Page, email: string, password: string, expectedPath: string): Promise<void> {
  await page.goto('/login');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await page.waitForURL((url) => url.pathname === expectedPath);
}

export async function logOut(page: Page): Promise<void> {
  const wide = (page.viewportSize()?.width ?? 1280) >= 900;
  if (!wide) await page.getByRole('button', { name: 'Apri il menu' }).click();
  await page.getByRole('button', { name: 'Esci' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(await page.evaluate(() => sessionStorage.getItem('jwt'))).toBeNull();
}
