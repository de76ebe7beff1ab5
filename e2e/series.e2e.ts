import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeResponse } from '../common/accounts.js';
import { WEEKDAYS_SHORT } from '../common/messages/dates.js';
import { EMPTY_ORARIO } from '../common/schedule.js';
import { apiSession, createConfirmedAccount, type ApiSession } from './support/api.js';
import { launchBrowser, openPage, screenshot, WIDE, type TestPage } from './support/browser.js';
import { expectSuccess, logIn } from './support/flows.js';
import { waitForMail } from './support/mailbox.js';
import { makeClient, makeProfessional, type Person } from './support/people.js';

let browser: Browser;
const pro = makeProfessional('serie-pro');
const client: Person = { ...makeClient('serie-cliente'), nome: 'Giulia', cognome: 'Bianchi' };
const opened: TestPage[] = [];
let proApi: ApiSession;
let clientId = 0;

const EVERY_DAY = Object.fromEntries(Object.keys(EMPTY_ORARIO).map((k) => [k, ['09:00', '17:30']]));

beforeAll(async () => {
  browser = await launchBrowser();
  await Promise.all([createConfirmedAccount(pro), createConfirmedAccount(client)]);
  proApi = await apiSession(pro.email, pro.password);
  const clientApi = await apiSession(client.email, client.password);
  await proApi.post('/api/updateorario', { orario: EVERY_DAY });
  const proMe = await proApi.get<MeResponse>('/api/me');
  const clientMe = await clientApi.get<MeResponse>('/api/me');
  await clientApi.post('/api/askop', { id: proMe.me.id });
  await proApi.post('/api/confirmcliente', { id: clientMe.me.id });
  clientId = clientMe.me.id;
});

afterAll(async () => {
  for (const { context } of opened) await context.close();
  await browser?.close();
});

async function session(person: Person, home: string): Promise<TestPage> {
  const opening = await openPage(browser, WIDE);
  opened.push(opening);
  await logIn(opening.page, person.email, person.password, home);
  return opening;
}

/** The aria-label of a slot is '<day> <time> <state>', e.g. 'mar 24/11/26 09:30 prenotabile'. */
function parseSlotLabel(label: string) {
  const [weekday, date, time] = label.split(' ');
  const [d, m, y] = date.split('/');
  return { day: `${weekday} ${date}`, iso: `20${y}-${m}-${d}`, time };
}

const addDays = (iso: string, days: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** 'mer 09/12/26' */
const dayLabel = (iso: string) =>
  `${WEEKDAYS_SHORT[new Date(`${iso}T00:00:00Z`).getUTCDay()]} ${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(2, 4)}`;

const realErrors = (errors: string[]) => errors.filter((error) => !/status of 40[134]/.test(error));

describe('the professional books a client into a weekly series', () => {
  it('books a series of 4 from a slot of the agenda, with the keyboard, skipping the one date that is closed', async () => {
    const { page, errors } = await session(pro, '/op');
    // Tomorrow's 10:00: a whole day ahead, whatever the hour the test runs.
    const first = page.getByRole('button', { name: /^\S+ \S+ 10:00 prenotabile$/ }).nth(1);
    await first.waitFor();
    const { day, iso, time } = parseSlotLabel((await first.getAttribute('aria-label'))!);
    // The third week's date is closed: the series must skip it and say so.
    const closed = addDays(iso, 14);
    await proApi.post('/api/updateprenotazione', { giorno: closed, ora: '1000', state: 1 });

    await first.click();
    await page.getByRole('dialog', { name: `Giorno ${day}, ore ${time}` }).waitFor();
    await page.getByRole('button', { name: 'Prenota per un cliente…' }).click();
    const dialog = page.getByRole('dialog', { name: `Prenota per un cliente: ${day} alle ${time}` });
    await dialog.waitFor();

    // Keyboard only from here: the search field has the focus.
    await expect
      .poll(() => dialog.getByLabel('Cerca cliente').evaluate((el) => el === document.activeElement), { timeout: 5000 })
      .toBe(true);
    await page.keyboard.type(client.email);
    await expect.poll(() => dialog.getByLabel('Cliente').locator('option').first().textContent()).toContain(client.email);
    await page.keyboard.press('Tab'); // Cliente
    await page.keyboard.press('Tab'); // Servizio
    await page.keyboard.press('Tab'); // Note
    await page.keyboard.type('Percorso settimanale');
    await page.keyboard.press('Tab'); // Ripeti: 'Solo questa volta'
    await page.keyboard.press('ArrowRight'); // 'Ogni settimana'
    await expect.poll(() => dialog.getByRole('radio', { name: 'Ogni settimana' }).isChecked()).toBe(true);
    await page.keyboard.press('Tab'); // Numero di appuntamenti
    await page.keyboard.press('Control+A');
    await page.keyboard.type('4');
    await page.keyboard.press('Enter'); // 'Verifica le date'

    const skipped = dialog.getByRole('list', { name: 'Date non prenotabili' });
    await skipped.waitFor();
    expect(await skipped.getByRole('listitem').allTextContents()).toEqual([`${dayLabel(closed)} alle 10:00: Orario chiuso`]);
    expect(await dialog.getByRole('list', { name: 'Date della serie' }).getByRole('listitem').count()).toBe(3);
    await dialog.getByRole('button', { name: 'Prenota 3 appuntamenti' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'series-dialog', false);
    await dialog.getByRole('button', { name: 'Prenota 3 appuntamenti' }).focus();
    await page.keyboard.press('Enter');

    await expectSuccess(
      page,
      'Serie creata: 3 appuntamenti prenotati, 1 data non prenotabile. Tu e il cliente riceverete una email coi dettagli.',
    );
    await dialog.waitFor({ state: 'hidden' });
    // The professional's booked cell names the client after a colon.
    await page.getByRole('button', { name: new RegExp(`^${time} .*, ${day} ${time} prenotato: `) }).waitFor();
    const mail = await waitForMail(client.email, 'Serie di appuntamenti confermata');
    expect(mail.subject).toContain('ogni settimana');
    expect(realErrors(errors)).toEqual([]);
  });

  it("cancels an appointment of the series with 'questo e i successivi', by keyboard", async () => {
    const { page, errors } = await session(pro, '/op');
    const booked = page.getByRole('button', { name: /^10:00 .*, \S+ \S+ 10:00 prenotato(: .*)?$/ }).first();
    await booked.waitFor();
    await booked.focus();
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name: 'Dettagli prenotazione' });
    await details.getByRole('button', { name: 'Elimina prenotazione' }).click();
    const ask = page.getByRole('dialog', { name: 'Annullare un appuntamento della serie?' });
    await ask.waitFor();
    await expect
      .poll(() => ask.getByRole('radio', { name: 'Solo questo' }).evaluate((el) => el === document.activeElement))
      .toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(
      await ask.getByRole('radio', { name: /^Questo e i successivi \(3 appuntamenti; la serie termina\)$/ }).isChecked(),
    ).toBe(true);
    await ask.getByRole('button', { name: 'Annulla questo e i successivi' }).focus();
    await page.keyboard.press('Enter');
    await expectSuccess(page, '3 appuntamenti annullati e serie terminata.');
    await expect.poll(() => page.getByRole('button', { name: /^10:00 .*, \S+ \S+ 10:00 prenotato(: .*)?$/ }).count()).toBe(0);
    expect(realErrors(errors)).toEqual([]);
  });

  it("books the client once from the client's page, choosing day and time", async () => {
    const { page, errors } = await session(pro, '/op');
    await page.goto(`/op/customer?id=${clientId}`);
    await page.getByRole('button', { name: 'Prenota un appuntamento' }).click();
    const dialog = page.getByRole('dialog', { name: `Prenota per ${client.nome} ${client.cognome}` });
    const giorno = addDays(new Date().toISOString().slice(0, 10), 3);
    await dialog.getByLabel('Giorno').fill(giorno);
    await dialog.getByLabel('Ora').fill('11:30');
    await dialog.getByLabel(/^Descrizione/).fill('Colloquio');
    await dialog.getByRole('button', { name: 'Prenota', exact: true }).click();
    await expectSuccess(page, 'Prenotazione creata con successo. Tu e il cliente riceverete una email coi dettagli.');
    await waitForMail(client.email, `Appuntamento confermato: `);
    expect(realErrors(errors)).toEqual([]);
  });
});
