import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_MSG, LEAD_EVENT } from '../common/messages/public.js';
import { MSG } from '../common/messages/it.js';
import { SCHEDULE_MSG } from '../common/messages/scheduling.js';
import type { Orario, Service } from '../common/schedule.js';
import type { PaymentItem } from '../common/subscriptions.js';
import { apiSession, createConfirmedAccount } from './support/api.js';
import { launchBrowser, NARROW, openPage, screenshot, WIDE, type TestPage } from './support/browser.js';
import { expectError, expectSuccess, field, logIn, rowWithLink } from './support/flows.js';
import { makeClient, makeProfessional } from './support/people.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/server.js';

let browser: Browser;
const opened: TestPage[] = [];
const client = { ...makeClient('admin-cliente'), nome: 'Sara', cognome: 'Gialli' };
const pro = { ...makeProfessional('admin-pro'), nome: 'Elena', cognome: 'Marroni' };

beforeAll(async () => {
  browser = await launchBrowser();
  await Promise.all([createConfirmedAccount(client), createConfirmedAccount(pro)]);
});

afterAll(async () => {
  for (const { context } of opened) await context.close();
  await browser?.close();
});

async function adminSession(viewport = WIDE): Promise<TestPage> {
  const opening = await openPage(browser, viewport);
  opened.push(opening);
  // One home for the administrator, the agenda as for every professional; the back office is a link away.
  await logIn(opening.page, ADMIN_EMAIL, ADMIN_PASSWORD, '/op');
  await opening.page.goto('/admin');
  return opening;
}

async function openUser(page: Page, person: { email: string; nome: string; cognome: string }) {
  await page.goto('/admin');
  await page.getByRole('searchbox', { name: 'Cerca tra gli utenti' }).fill(person.email);
  const link = page.getByRole('table', { name: 'Utenti' }).getByRole('link', { name: `${person.cognome} ${person.nome}` });
  await expect.poll(() => page.getByRole('table', { name: 'Utenti' }).getByRole('row').count()).toBe(2);
  await link.click();
  await page.waitForURL('**/admin/user?id=*');
  await page.getByRole('heading', { name: `${person.nome} ${person.cognome}`, level: 1 }).waitFor();
}

const save = (page: Page) => page.getByRole('button', { name: 'Salva modifiche' }).click();

describe('back office', () => {
  it('the administrator lists users, edits a client and disables them, and they cannot log in', async () => {
    const { page, errors } = await adminSession();
    await page.getByRole('banner').getByRole('link', { name: 'Amministrazione' }).waitFor();
    const table = page.getByRole('table', { name: 'Utenti' });
    for (const column of ['COGNOME', 'NOME', 'EMAIL', 'TELEFONO', 'TIPO', 'STATO']) {
      await table.getByRole('columnheader', { name: column, exact: true }).waitFor();
    }
    await page
      .getByRole('region', { name: 'Utenti' })
      .getByText(/^1 - \d+ di \d+$/)
      .waitFor();

    await page.getByRole('searchbox', { name: 'Cerca tra gli utenti' }).fill(client.email);
    const row = rowWithLink(table, `${client.cognome} ${client.nome}`);
    await row.getByRole('cell', { name: 'Cliente', exact: true }).waitFor();
    await row.getByText('Attivo', { exact: true }).waitFor();
    await row.click();
    await page.waitForURL('**/admin/user?id=*');
    await page.getByText('Email confermata').waitFor();
    expect(await page.getByRole('button', { name: "Scarica documento d'identità" }).count()).toBe(0);
    expect(await field(page, 'Telefono').inputValue()).toBe(client.telefono);

    await field(page, 'Telefono').fill('3339998888');
    await field(page, 'Cognome').fill('Gialli Rossi');
    await save(page);
    await expectSuccess(page, ADMIN_MSG.userUpdated);
    await page.reload();
    await page.getByRole('heading', { name: `${client.nome} Gialli Rossi`, level: 1 }).waitFor();
    expect(await field(page, 'Telefono').inputValue()).toBe('3339998888');

    await page.getByLabel('Account attivo').uncheck();
    await save(page);
    const asked = page.getByRole('dialog', { name: `Salvare le modifiche a ${client.nome} Gialli Rossi?` });
    await asked.getByText(ADMIN_MSG.disableNote).waitFor();
    await screenshot(page, 'admin-confirm-disable');
    await asked.getByRole('button', { name: 'Salva comunque' }).click();
    await expectSuccess(page, ADMIN_MSG.userUpdated);
    await page.getByText('Disattivato', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Tutti gli utenti' }).click();
    await page.getByRole('searchbox', { name: 'Cerca tra gli utenti' }).fill(client.email);
    await rowWithLink(table, `Gialli Rossi ${client.nome}`).getByText('Disattivato').waitFor();

    const refused = await openPage(browser);
    opened.push(refused);
    await refused.page.goto('/login');
    await field(refused.page, 'Email').fill(client.email);
    await field(refused.page, 'Password').fill(client.password);
    await refused.page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expectError(refused.page, MSG.accountDisabled);
    expect(errors).toEqual([]);
  });

  it('for a professional: ID document, expiry by bank transfer, hours and services', async () => {
    const { page, errors } = await adminSession();
    await openUser(page, pro);
    await page.getByText('Spazio utilizzato').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: "Scarica documento d'identità" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('documento.png');

    const expiry = field(page, 'Scadenza abbonamento');
    const current = await expiry.inputValue();
    expect(current).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const later = `${Number(current.slice(0, 4)) + 1}${current.slice(4)}`;
    await page.getByText(ADMIN_MSG.expiryNote).waitFor();
    await expiry.fill(later);
    await save(page);
    await expectSuccess(page, ADMIN_MSG.userUpdated);

    await page.getByLabel('Lunedì, dalle').selectOption('09:00');
    await page.getByLabel('Lunedì, alle').selectOption('12:00');
    await page.getByRole('button', { name: 'Salva orari' }).click();
    await expectSuccess(page, SCHEDULE_MSG.hoursSaved);

    await page.getByRole('button', { name: 'Nuovo servizio' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuovo servizio' });
    await dialog.getByLabel('Nome del servizio').fill('Check-up annuale');
    await dialog.getByRole('button', { name: 'Crea servizio' }).click();
    await expectSuccess(page, SCHEDULE_MSG.serviceCreated);
    await page.getByRole('table', { name: 'Servizi' }).getByText('Check-up annuale').waitFor();

    const own = await apiSession(pro.email, pro.password);
    expect((await own.get<{ orario: Orario }>('/api/orario')).orario.l).toEqual(['09:00', '12:00']);
    const { services } = await own.get<{ services: Service[] }>('/api/servizi?all=true');
    expect(services.map((s) => s.nome)).toContain('Check-up annuale');
    const { payments } = await own.get<{ payments: PaymentItem[] }>('/api/pagamenti?page=0');
    expect(payments.map((p) => p.metodo)).toContain('bonifico');
    const { me } = await own.get<{ me: { scadenza_abbonamento: number } }>('/api/me');
    expect(new Date(me.scadenza_abbonamento).toISOString().slice(0, 4)).toBe(later.slice(0, 4));
    expect(errors).toEqual([]);
  });

  it('refuses an emptied expiry and asks before moving it into the past', async () => {
    const { page, errors } = await adminSession();
    await openUser(page, pro);
    const expiry = field(page, 'Scadenza abbonamento');
    const before = await expiry.inputValue();
    await expiry.fill('');
    await save(page);
    await page.getByText(ADMIN_MSG.expiryRequired).waitFor();
    expect(await page.getByRole('status').filter({ hasText: ADMIN_MSG.userUpdated }).count()).toBe(0);

    await expiry.fill('2025-01-01');
    await save(page);
    const asked = page.getByRole('dialog', { name: `Salvare le modifiche a ${pro.nome} ${pro.cognome}?` });
    await asked.getByText(ADMIN_MSG.expiryInPast).waitFor();
    await screenshot(page, 'admin-confirm-past-expiry');
    await asked.getByRole('button', { name: 'Annulla' }).click();
    await asked.waitFor({ state: 'hidden' });
    await page.reload();
    expect(await field(page, 'Scadenza abbonamento').inputValue()).toBe(before);
    expect(errors).toEqual([]);
  });

  it('sends a logged-in non-administrator to /login', async () => {
    const opening = await openPage(browser);
    opened.push(opening);
    await logIn(opening.page, pro.email, pro.password, '/op');
    await opening.page.goto('/admin');
    await opening.page.waitForURL('**/login');
    await opening.page.getByText('La pagina che hai aperto non è disponibile per il tuo account.', { exact: false }).waitFor();
    await screenshot(opening.page, 'login-forbidden');
  });
});

/** A few visitors who did more than look, so the leads page has rows to show. */
async function seedLeads() {
  const send = (body: Record<string, unknown>) =>
    fetch(`${inject('baseUrl')}/api/analytics`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const visits: [string, string?][][] = [
    [[LEAD_EVENT.pricingOpened], [LEAD_EVENT.register]],
    [
      [LEAD_EVENT.agendaOpened],
      [`${LEAD_EVENT.agendaPage} 2`],
      [LEAD_EVENT.slotPicked],
      [LEAD_EVENT.bookingFailed, SCHEDULE_MSG.slotTaken],
    ],
  ];
  for (const steps of visits) {
    const id = randomUUID();
    await send({ id, type: 'heartbeat', page: '/', timestamp: Date.now() });
    for (const [event, error] of steps) await send({ id, type: 'event', timestamp: Date.now(), event, error: error ?? null });
  }
}

describe.each([
  ['wide', WIDE],
  ['narrow', NARROW],
])('back office screens (%s)', (_label, viewport) => {
  beforeAll(seedLeads);

  it('/admin, /admin/user and /admin/leads', async () => {
    const { page, errors } = await adminSession(viewport);
    await page.getByRole('table', { name: 'Utenti' }).getByRole('link').first().waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'admin-users');
    await openUser(page, pro);
    await page.getByRole('table', { name: 'Servizi' }).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'admin-user');
    await page.goto('/admin/leads');
    await page.getByRole('heading', { name: 'Leads', level: 1 }).waitFor();
    await page.getByText('2m+', { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'admin-leads');
    expect(errors).toEqual([]);
  });
});
