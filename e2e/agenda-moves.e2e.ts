import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_MSG } from '../common/messages/scheduling.js';
import { apiSession, createConfirmedAccount } from './support/api.js';
import { launchBrowser, openPage, screenshot, type TestPage } from './support/browser.js';
import { expectSuccess, logIn } from './support/flows.js';
import { waitForMail } from './support/mailbox.js';
import { makeClient, makeProfessional } from './support/people.js';

let browser: Browser;
const pro = makeProfessional('lunghi-pro');
const client = makeClient('lunghi-cliente');
const opened: TestPage[] = [];
let professionalId = 0;

const allDay = ['09:00', '17:30'];

beforeAll(async () => {
  browser = await launchBrowser();
  await Promise.all([createConfirmedAccount(pro), createConfirmedAccount(client)]);
  const proApi = await apiSession(pro.email, pro.password);
  await proApi.post('/api/updateorario', {
    orario: { l: allDay, ma: allDay, me: allDay, g: allDay, v: allDay, s: allDay, d: allDay },
  });
  await proApi.post('/api/createservizio', { nome: 'Colloquio', testoEmail: '', durata: 60 });
  const clientApi = await apiSession(client.email, client.password);
  const me = await proApi.get<{ me: { id: number } }>('/api/me');
  professionalId = me.me.id;
  await clientApi.post('/api/askop', { id: professionalId });
  const clients = await proApi.get<{ users: { id: number }[] }>('/api/clienti?page=0');
  await proApi.post('/api/confirmcliente', { id: clients.users[0].id });
});

afterAll(async () => {
  for (const { context } of opened) await context.close();
  await browser?.close();
});

async function clientCalendar(): Promise<TestPage> {
  const opening = await openPage(browser);
  opened.push(opening);
  await logIn(opening.page, client.email, client.password, '/user');
  await opening.page.goto(`/user/op?id=${professionalId}`);
  return opening;
}

const slot = (page: Page, label: string) => page.getByRole('button', { name: label, exact: true });

/** The first day of the page that still has 10:00 to 11:00 free: 'mar 24/11/26'. */
async function dayWithMorningFree(page: Page) {
  const button = page.getByRole('button', { name: /^\S+ \S+ 10:00 prenotabile$/ }).first();
  await button.waitFor();
  const [weekday, date] = (await button.getAttribute('aria-label'))!.split(' ');
  return { day: `${weekday} ${date}`, date };
}

describe('longer services and moves in the browser', () => {
  it('books a 60-minute service, which shows across two cells', async () => {
    const { page, errors } = await clientCalendar();
    const { day } = await dayWithMorningFree(page);
    await slot(page, `${day} 10:00 prenotabile`).click();
    const dialog = page.getByRole('dialog', { name: `Prenota per il ${day} alle 10:00` });
    await dialog.getByLabel('Servizio').selectOption({ label: 'Colloquio (60 min)' });
    await dialog.getByRole('button', { name: 'Prenota' }).click();
    await expectSuccess(page, SCHEDULE_MSG.bookingCreated);

    const first = slot(page, `${day} 10:00 prenotato, dalle 10:00 alle 11:00`);
    const second = slot(page, `${day} 10:30 prenotato, dalle 10:00 alle 11:00`);
    await first.waitFor();
    await second.waitFor();
    expect(await slot(page, `${day} 11:00 prenotabile`).count()).toBe(1);
    const confirmation = await waitForMail(client.email, 'Appuntamento confermato: ');
    expect(confirmation.text).toContain('Orario: dalle 10:00 alle 11:00 (60 minuti)');
    await screenshot(page, 'agenda-long-booking');
    expect(errors).toEqual([]);
  });

  it('offers the 60-minute service only where it fits', async () => {
    const { page, errors } = await clientCalendar();
    const { day } = await dayWithMorningFree(page);
    await slot(page, `${day} 17:30 prenotabile`).click();
    const dialog = page.getByRole('dialog', { name: `Prenota per il ${day} alle 17:30` });
    const option = dialog.getByLabel('Servizio').locator('option', { hasText: 'Colloquio' });
    expect(await option.textContent()).toBe('Colloquio (60 min, non c’è tempo libero a quest’ora)');
    expect(await option.isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Annulla' }).click();
    expect(errors).toEqual([]);
  });

  it('the client moves the booking with the keyboard; the professional is told', async () => {
    const { page, errors } = await clientCalendar();
    const booked = page.getByRole('button', { name: /10:30 prenotato, dalle 10:00 alle 11:00$/ });
    await booked.waitFor();
    const [weekday, date] = (await booked.getAttribute('aria-label'))!.split(' ');
    const day = `${weekday} ${date}`;
    await booked.click();
    await page.getByRole('dialog', { name: 'Il tuo appuntamento' }).getByText(`${day} dalle 10:00 alle 11:00`).waitFor();
    await page.getByRole('dialog', { name: 'Il tuo appuntamento' }).getByRole('button', { name: 'Sposta' }).click();

    const dialog = page.getByRole('dialog', { name: SCHEDULE_MSG.moveTitle });
    await dialog.getByText(`Adesso: ${day} alle 10:00, 60 minuti.`).waitFor();
    const group = dialog.getByRole('group', { name: day });
    // 17:30 cannot take an hour; 10:00 is where it is already.
    expect(await group.getByRole('button', { name: `${day} alle 17:30` }).count()).toBe(0);
    expect(await group.getByRole('button', { name: `${day} alle 10:00` }).count()).toBe(0);
    await group.getByRole('button', { name: `${day} alle 14:00` }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByText(`Nuovo orario: ${day} alle 14:00`).waitFor();
    await screenshot(page, 'agenda-move-dialog', false);
    await dialog.getByRole('button', { name: 'Sposta', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expectSuccess(page, SCHEDULE_MSG.bookingMoved);

    await slot(page, `${day} 14:00 prenotato, dalle 14:00 alle 15:00`).waitFor();
    await slot(page, `${day} 14:30 prenotato, dalle 14:00 alle 15:00`).waitFor();
    await slot(page, `${day} 10:00 prenotabile`).waitFor();
    await slot(page, `${day} 10:30 prenotabile`).waitFor();
    const moved = await waitForMail(pro.email, 'Appuntamento spostato: ');
    expect(moved.subject).toContain(`${date} alle 14:00`);
    expect(moved.text).toContain('Orario: dalle 14:00 alle 15:00 (60 minuti)');
    expect(errors).toEqual([]);
  });

  it('the professional finds Sposta in the booking details', async () => {
    const opening = await openPage(browser);
    opened.push(opening);
    const { page, errors } = opening;
    await logIn(page, pro.email, pro.password, '/op');
    const booked = page.getByRole('button', { name: /14:00 prenotato, dalle 14:00 alle 15:00: / });
    await booked.click();
    const details = page.getByRole('dialog', { name: 'Dettagli prenotazione' });
    await details.getByRole('button', { name: 'Sposta' }).click();
    await page.getByRole('dialog', { name: SCHEDULE_MSG.moveTitle }).getByText('60 minuti', { exact: false }).waitFor();
    await screenshot(page, 'agenda-long-booking-pro');
    expect(errors).toEqual([]);
  });
});
