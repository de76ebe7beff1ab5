import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_EVENT, PUBLIC_MSG } from '../common/messages/public.js';
import { SCHEDULE_MSG } from '../common/messages/scheduling.js';
import { apiSession, type ApiSession } from './support/api.js';
import { launchBrowser, NARROW, openPage, screenshot, WIDE, type TestPage } from './support/browser.js';
import { expectError, expectSuccess, field, logIn } from './support/flows.js';
import { waitForMail } from './support/mailbox.js';
import { uniqueEmail } from './support/people.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/server.js';

const HOURS = ['09:00', '17:30'];
const INTRO_SERVICE = 'Presentazione di Studio';
const BOOKABLE = /\d\d:\d\d prenotabile$/;

let browser: Browser;
let admin: ApiSession;
const opened: TestPage[] = [];
const visitor = { nome: 'Paola', cognome: 'Neri', email: uniqueEmail('visitatore') };
let booked = { day: '', time: '' };

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await apiSession(ADMIN_EMAIL, ADMIN_PASSWORD);
  const { me } = await admin.get<{ me: { id: number } }>('/api/me');
  const week = { l: HOURS, ma: HOURS, me: HOURS, g: HOURS, v: HOURS, s: HOURS, d: HOURS };
  await admin.post('/api/adminupdateorario', { id: me.id, orario: week });
  await admin.post(`/api/admincreateservizio?id=${me.id}`, { nome: INTRO_SERVICE, testoEmail: 'Ti chiameremo su Meet.' });
});

afterAll(async () => {
  for (const { context } of opened) await context.close();
  await browser?.close();
});

async function open(viewport = WIDE): Promise<TestPage> {
  const opening = await openPage(browser, viewport);
  opened.push(opening);
  return opening;
}

/** The aria-label of a slot is '<day> <time> <state>', e.g. 'lun 30/11/26 09:30 prenotabile'. */
async function firstBookable(scope: Locator, skip = 0) {
  const button = scope.getByRole('button', { name: BOOKABLE }).nth(skip);
  await button.waitFor();
  const [weekday, date, time] = (await button.getAttribute('aria-label'))!.split(' ');
  return { day: `${weekday} ${date}`, time };
}

const slot = (scope: Page | Locator, label: string) => scope.getByRole('button', { name: label, exact: true });
const agendaDialog = (page: Page) => page.getByRole('dialog', { name: PUBLIC_MSG.agendaTitle });
const realErrors = (errors: string[]) => errors.filter((error) => !/status of 409/.test(error));

async function openAgenda(page: Page) {
  await page.getByRole('button', { name: 'Verifica Disponibilità' }).click();
  const dialog = agendaDialog(page);
  await dialog.getByText('1 - 7 di 84').waitFor();
  return dialog;
}

/** Pages to the second week and waits for its days, not only its indicator. */
async function nextWeek(scope: Page | Locator) {
  const firstDay = scope.getByRole('columnheader').first();
  const before = await firstDay.textContent();
  await scope.getByRole('button', { name: 'Settimana successiva' }).click();
  await scope.getByText('8 - 14 di 84').waitFor();
  await expect.poll(() => firstDay.textContent()).not.toBe(before);
}

async function pickSlot(page: Page, dialog: Locator, target: { day: string; time: string }) {
  await slot(dialog, `${target.day} ${target.time} prenotabile`).click();
  const confirm = page.getByRole('dialog', { name: `Giorno ${target.day}, ore ${target.time}` });
  await confirm.getByText(PUBLIC_MSG.slotQuestion).waitFor();
  await confirm.getByRole('button', { name: 'Conferma' }).click();
  return page.getByRole('dialog', { name: `Prenota per il ${target.day} alle ${target.time}` });
}

describe('public landing page and intro booking', () => {
  it('a visitor reads the prices, pages the agenda and books a slot through the three dialogs', async () => {
    const { page, errors } = await open();
    const media: string[] = [];
    page.on('request', (request) => ['media', 'image', 'font'].includes(request.resourceType()) && media.push(request.url()));
    await page.goto('/');
    await page.getByRole('heading', { name: 'Studio', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Registrati come professionista' }).first().getAttribute('href')).toBe(
      '/register?op=true',
    );

    await page.getByRole('button', { name: 'abbonamento', exact: true }).click();
    const pricing = page.getByRole('dialog', { name: PUBLIC_MSG.pricingTitle });
    for (const text of [
      '29,90 €',
      '23,90 €',
      '280 €',
      'Risparmi il 20%',
      'Completamente automatizzato',
      '10 GB di spazio su server italiani',
    ]) {
      await pricing.getByText(text, { exact: true }).first().waitFor();
    }
    await pricing.getByRole('button', { name: 'Chiudi' }).click();
    await pricing.waitFor({ state: 'hidden' });

    const dialog = await openAgenda(page);
    expect(await dialog.getByRole('button', { name: 'Settimana precedente' }).isDisabled()).toBe(true);
    await nextWeek(dialog);
    expect(await dialog.getByRole('button', { name: 'Settimana precedente' }).isDisabled()).toBe(false);

    booked = await firstBookable(dialog);
    const form = await pickSlot(page, dialog, booked);
    const service = form.getByLabel('Servizio');
    await expect.poll(() => service.locator('option:checked').textContent()).toBe(INTRO_SERVICE);
    await service.selectOption({ label: 'Altro (Specificare)' });
    await field(form, 'Descrizione').waitFor();
    expect(await form.getByRole('button', { name: 'Prenota' }).isDisabled()).toBe(true);
    await field(form, 'Descrizione').fill('Vorrei capire se fa per il mio studio');
    expect(await form.getByRole('button', { name: 'Prenota' }).isDisabled()).toBe(false);
    await service.selectOption({ label: INTRO_SERVICE });
    await field(form, 'Note').fill('Sono una commercialista');
    await field(form, 'Nome').fill(visitor.nome);
    await field(form, 'Cognome').fill(visitor.cognome);
    await field(form, 'Email').fill(visitor.email);
    expect(await form.getByRole('link', { name: PUBLIC_MSG.privacyLink }).getAttribute('href')).toBe('/privacy');
    await form.getByRole('button', { name: 'Prenota' }).click();
    await expectSuccess(page, PUBLIC_MSG.bookingCreated);
    await form.waitFor({ state: 'hidden' });
    await dialog.getByText('8 - 14 di 84').waitFor();
    const taken = slot(dialog, `${booked.day} ${booked.time} occupato`);
    await taken.waitFor();
    expect(await taken.isDisabled()).toBe(true);
    expect((await waitForMail(visitor.email, 'Appuntamento confermato: ')).text).toContain('Ti chiameremo su Meet.');

    const other = await firstBookable(dialog);
    const second = await pickSlot(page, dialog, other);
    expect(await field(second, 'Nome').inputValue()).toBe(visitor.nome);
    await admin.post('/api/createprenotazionemia', {
      nome: 'Qualcun',
      cognome: 'Altro',
      email: uniqueEmail('altro-visitatore'),
      ora: other.time.replace(':', ''),
      giorno: isoDateOf(other.day),
      note: '',
    });
    await second.getByRole('button', { name: 'Prenota' }).click();
    await expectError(page, SCHEDULE_MSG.slotTaken);
    await slot(dialog, `${other.day} ${other.time} occupato`).waitFor();

    // Only the tour video's poster: with reduced motion (these tests' browser) the video waits for its play button.
    expect(media.map((url) => new URL(url).pathname)).toEqual(['/video/tour-op.webp']);
    expect(realErrors(errors)).toEqual([]);
  });

  it('the administrator sees the booking in the agenda and the lead with its events', async () => {
    const { page, errors } = await open();
    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, '/op');
    await page.getByRole('banner').getByRole('link', { name: 'Studio – home' }).click();
    await page.waitForURL((url) => url.pathname === '/op');
    await nextWeek(page.getByRole('region', { name: 'Agenda' }));
    await page
      .getByRole('button', {
        name: new RegExp(`^${booked.time} .*, ${booked.day} ${booked.time} prenotato: ${visitor.nome} ${visitor.cognome}`),
      })
      .click();
    const details = page.getByRole('dialog', { name: 'Dettagli prenotazione' });
    await details.getByText(`${visitor.nome} ${visitor.cognome}`).waitFor();
    await details.getByText(INTRO_SERVICE).waitFor();
    await details.getByRole('button', { name: 'Chiudi' }).click();

    await page.goto('/admin/leads');
    await page.getByRole('heading', { name: 'Leads', level: 1 }).waitFor();
    await page.getByText(/^Tot: \d+ \| Tempo medio: \d+\.\d\ds$/).waitFor();
    await page.getByText('2m+', { exact: true }).waitFor();
    const steps = [
      LEAD_EVENT.pricingOpened,
      LEAD_EVENT.agendaOpened,
      `${LEAD_EVENT.agendaPage} 2`,
      LEAD_EVENT.slotPicked,
      LEAD_EVENT.booked,
      LEAD_EVENT.slotPicked,
      `${LEAD_EVENT.bookingFailed} (${SCHEDULE_MSG.slotTaken})`,
    ];
    const expected = new RegExp(`^${steps.map((step) => `\\d+: ${escapeRegExp(step)}`).join(' -> ')}$`);
    await page.getByRole('table', { name: 'Leads' }).getByRole('cell', { name: expected }).waitFor();
    expect(errors).toEqual([]);
  });

  it('sends a visitor from /why to register, and keeps visitors and clients out of /admin', async () => {
    const { page } = await open();
    await page.goto('/why');
    await page.getByRole('heading', { name: 'Il tuo studio, sempre in ordine' }).waitFor();
    await page.getByRole('link', { name: 'Registrati come professionista' }).first().click();
    await page.waitForURL('**/register?op=true');
    for (const path of ['/admin', '/admin/user?id=1', '/admin/leads']) {
      await page.goto(path);
      await page.waitForURL('**/login');
    }
  });
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** 'lun 30/11/26' -> '2026-11-30' */
function isoDateOf(day: string) {
  const [dd, mm, yy] = day.split(' ')[1].split('/');
  return `20${yy}-${mm}-${dd}`;
}

async function shootDialog(page: Page, name: string) {
  await page.waitForTimeout(300);
  await screenshot(page, name, false);
}

describe.each([
  ['wide', WIDE],
  ['narrow', NARROW],
])('public screens (%s)', (_label, viewport) => {
  it('landing page, its three dialogs and /why', async () => {
    const { page, errors } = await open(viewport);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Studio', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'public-landing');
    await page.getByRole('button', { name: 'abbonamento', exact: true }).click();
    await page.getByRole('dialog', { name: PUBLIC_MSG.pricingTitle }).getByText('280 €').waitFor();
    await shootDialog(page, 'public-pricing');
    await page.getByRole('button', { name: 'Chiudi' }).click();

    const dialog = await openAgenda(page);
    const target = await firstBookable(dialog);
    await shootDialog(page, 'public-agenda');
    await slot(dialog, `${target.day} ${target.time} prenotabile`).click();
    await page.getByRole('dialog', { name: `Giorno ${target.day}, ore ${target.time}` }).waitFor();
    await shootDialog(page, 'public-slot-confirm');
    await page.getByRole('button', { name: 'Conferma' }).click();
    const form = page.getByRole('dialog', { name: `Prenota per il ${target.day} alle ${target.time}` });
    await field(form, 'Nome').focus();
    await field(form, 'Cognome').focus();
    await shootDialog(page, 'public-booking-form');
    await form.getByRole('button', { name: 'Annulla' }).click();
    await page.keyboard.press('Escape');

    await page.goto('/why');
    await page.getByRole('heading', { name: 'Il tuo studio, sempre in ordine' }).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'public-why');
    expect(errors).toEqual([]);
  });
});
