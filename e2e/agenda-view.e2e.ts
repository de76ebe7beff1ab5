import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MSG, RULES_MSG } from '../common/messages/agenda-view.js';
import { apiSession, createConfirmedAccount, type ApiSession } from './support/api.js';
import { launchBrowser, openPage, screenshot, WIDE, type TestPage } from './support/browser.js';
import { expectSuccess, logIn } from './support/flows.js';
import { makeClient, makeProfessional } from './support/people.js';

/* Names on booked slots, the lists of coming appointments, the phone layout, booking rules. */

const PHONE = { width: 390, height: 844 };

let browser: Browser;
const pro = makeProfessional('vista-pro');
const client = { ...makeClient('vista-cliente'), nome: 'Giulia', cognome: 'Bianchi' };
let proApi: ApiSession;
let clientApi: ApiSession;
const ids = { pro: 0, client: 0 };
const opened: TestPage[] = [];

/** A Rome date `days` from today, as the API and the labels write it. */
function romeDay(days: number) {
  const date = new Date(Date.now() + days * 86_400_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  const weekday = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', weekday: 'short' }).format(date).replace('.', '');
  return {
    iso: `${parts.year}-${parts.month}-${parts.day}`,
    label: `${weekday} ${parts.day}/${parts.month}/${parts.year.slice(2)}`,
  };
}

const tomorrow = romeDay(1);
const inTwoDays = romeDay(2);

/** Logged in (landing on the role's home), then on `path`. */
async function session(email: string, password: string, path: string, viewport = WIDE): Promise<TestPage> {
  const opening = await openPage(browser, viewport);
  opened.push(opening);
  const home = email === pro.email ? '/op' : '/user';
  await logIn(opening.page, email, password, home);
  if (path !== home) await opening.page.goto(path);
  return opening;
}

const realErrors = (errors: string[]) => errors.filter((error) => !/status of 40[134]/.test(error));

/** The page scrolls only vertically: nothing wider than the viewport. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

beforeAll(async () => {
  browser = await launchBrowser();
  await Promise.all([createConfirmedAccount(pro), createConfirmedAccount(client)]);
  [proApi, clientApi] = await Promise.all([apiSession(pro.email, pro.password), apiSession(client.email, client.password)]);
  const day = ['09:00', '17:30'];
  // Sunday closed: the agenda says 'Chiuso'.
  await proApi.post('/api/updateorario', { orario: { l: day, ma: day, me: day, g: day, v: day, s: day, d: [] } });
  await proApi.post('/api/createservizio', { nome: 'Consulenza fiscale e contabile annuale', testoEmail: '' });
  ids.pro = (await proApi.get<{ me: { id: number } }>('/api/me')).me.id;
  ids.client = (await clientApi.get<{ me: { id: number } }>('/api/me')).me.id;
  await clientApi.post('/api/askop', { id: ids.pro });
  await proApi.post('/api/confirmcliente', { id: ids.client });
  const { services } = await clientApi.get<{ services: { id: number; nome: string }[] }>(`/api/servizi?id=${ids.pro}&all=true`);
  const serviceId = services.find((s) => s.nome.startsWith('Consulenza'))!.id;
  for (const giorno of [tomorrow.iso, inTwoDays.iso]) {
    await clientApi.post('/api/createprenotazione', { id: ids.pro, giorno, ora: '1000', serviceId, note: 'Porto il 730' });
  }
});

afterAll(async () => {
  for (const { context } of opened) await context.close();
  await browser?.close();
});

describe('the professional sees the day', () => {
  it('booked cells show the client and the service, and the details link to the client', async () => {
    const { page, errors } = await session(pro.email, pro.password, '/op');
    const name = `10:00 G. Bianchi Consulenza fiscale e contabile annuale, ${tomorrow.label} 10:00 prenotato: Giulia Bianchi, Consulenza fiscale e contabile annuale`;
    const cell = page.getByRole('button', { name, exact: true });
    await cell.waitFor();
    expect(await cell.innerText()).toContain('G. Bianchi');
    expect(await cell.innerText()).toContain('Consulenza fiscale');
    await cell.hover();
    await page.getByRole('tooltip').filter({ hasText: 'Giulia Bianchi, Consulenza fiscale e contabile annuale' }).waitFor();
    await screenshot(page, 'agview-op');

    await cell.click();
    const details = page.getByRole('dialog', { name: 'Dettagli prenotazione' });
    await details.getByRole('link', { name: 'Apri la scheda del cliente' }).click();
    await page.waitForURL(`**/op/customer?id=${ids.client}`);
    expect(realErrors(errors)).toEqual([]);
  });

  it("lists today's and the coming days' appointments with name, service, note and a link", async () => {
    const { page } = await session(pro.email, pro.password, '/op');
    const list = page.getByRole('region', { name: 'Oggi e prossimi appuntamenti' });
    await list.getByText('Nessun appuntamento oggi.').waitFor();
    const links = list.getByRole('link', { name: /^Giulia Bianchi, / });
    await links.nth(1).waitFor();
    expect(await links.count()).toBe(2);
    expect(await links.first().getAttribute('aria-label')).toBe(`Giulia Bianchi, ${tomorrow.label} alle 10:00: apri la scheda`);
    await list.getByText('Note: Porto il 730').first().waitFor();
    await links.first().click();
    await page.waitForURL(`**/op/customer?id=${ids.client}`);
  });

  it('a closed day says Chiuso, and a day closed in one action is reopened in one action', async () => {
    const { page } = await session(pro.email, pro.password, '/op');
    const agenda = page.getByRole('region', { name: 'Agenda' });
    await agenda.getByText('Chiuso').first().waitFor();
    await agenda.getByRole('button', { name: `Rendi non disponibile ${inTwoDays.label}` }).click();
    await page
      .getByRole('dialog', { name: `Rendere non disponibile ${inTwoDays.label}?` })
      .getByRole('button', { name: 'Conferma' })
      .click();
    await expectSuccess(page, 'Giornata segnata come non disponibile.');
    await agenda.getByRole('button', { name: `${inTwoDays.label} 09:00 non prenotabile`, exact: true }).waitFor();

    // Keyboard only: focus the day's reopen button, Enter, then confirm with Enter.
    await agenda.getByRole('button', { name: `Rendi di nuovo prenotabile ${inTwoDays.label}` }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: `Rendere di nuovo prenotabile ${inTwoDays.label}?` });
    await confirm.getByText(DAY_MSG.reopenDayQuestion).waitFor();
    await confirm.getByRole('button', { name: 'Conferma' }).focus();
    await page.keyboard.press('Enter');
    await expectSuccess(page, DAY_MSG.dayReopened);
    await agenda.getByRole('button', { name: `${inTwoDays.label} 09:00 prenotabile`, exact: true }).waitFor();
    // The booking stayed.
    await agenda
      .getByRole('button', { name: new RegExp(`^10:00 .*, ${inTwoDays.label} 10:00 prenotato: Giulia Bianchi`) })
      .waitFor();
  });

  it('a booked cell opens its details with the keyboard, and Escape closes them', async () => {
    const { page } = await session(pro.email, pro.password, '/op');
    const cell = page.getByRole('button', { name: new RegExp(`^10:00 .*, ${tomorrow.label} 10:00 prenotato: `) });
    await cell.focus();
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name: 'Dettagli prenotazione' });
    await details.getByText('Giulia Bianchi').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => details.count()).toBe(0);
    expect(await cell.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});

describe('the client sees their appointments', () => {
  it('/user lists the coming appointments with the professional and a link to their page', async () => {
    const { page, errors } = await session(client.email, client.password, '/user');
    const list = page.getByRole('region', { name: 'I miei appuntamenti' });
    const link = list.getByRole('link', {
      name: `${pro.nome} ${pro.cognome}, ${tomorrow.label} alle 10:00: apri la pagina del professionista`,
    });
    await link.waitFor();
    await screenshot(page, 'agview-user');
    await link.click();
    await page.waitForURL(`**/user/op?id=${ids.pro}`);
    expect(realErrors(errors)).toEqual([]);
  });
});

describe('a phone-sized agenda (390 px)', () => {
  it('/op shows one day at a time with day tabs, no sideways scroll, 44 px targets, and a jump link to the agenda', async () => {
    const { page, errors } = await session(pro.email, pro.password, '/op', PHONE);
    await page.getByRole('link', { name: 'Agenda', exact: true }).click();
    const agenda = page.getByRole('region', { name: 'Agenda' });
    const tabs = agenda.getByRole('tab');
    await tabs.first().waitFor();
    expect(await tabs.count()).toBe(7);
    await expect.poll(() => agenda.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    await agenda.getByRole('tab', { name: tomorrow.label }).click();
    const cell = agenda.getByRole('button', { name: new RegExp(`^10:00 .*, ${tomorrow.label} 10:00 prenotato: Giulia Bianchi`) });
    await cell.waitFor();
    // Only the chosen day's slots are on screen.
    expect(await agenda.getByRole('button', { name: new RegExp(`(^|, )${inTwoDays.label} `) }).count()).toBe(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    for (const slot of await agenda.getByRole('button', { name: / (prenotabile|prenotato|non prenotabile)/ }).all()) {
      expect((await slot.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await screenshot(page, 'agview-op-phone');
    // The tabs stay under the top bar while the day scrolls: scrolled 400 px past the agenda's top, they are still in view.
    await agenda.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY + 400));
    const tabsTop = await tabs.first().evaluate((el) => el.getBoundingClientRect().top);
    expect(tabsTop).toBeGreaterThanOrEqual(60);
    expect(tabsTop).toBeLessThan(140);
    await screenshot(page, 'agview-op-phone-scrolled', false);
    expect(realErrors(errors)).toEqual([]);
  });

  it("a day the professional closed says Chiuso in the client's calendar", async () => {
    // A working day of next week, with no booking on it.
    const closed = [8, 9, 10].map(romeDay).find((d) => !d.label.startsWith('dom'))!;
    await proApi.post('/api/updategiornata', { giorno: closed.iso });
    const { page } = await session(client.email, client.password, `/user/op?id=${ids.pro}`, PHONE);
    const calendar = page.getByRole('region', { name: 'Prenota un appuntamento' });
    await calendar.getByRole('button', { name: 'Settimana successiva' }).click();
    await calendar.getByRole('tab', { name: closed.label }).click();
    await calendar
      .getByRole('group', { name: `Orari di ${closed.label}` })
      .getByText('Chiuso', { exact: true })
      .waitFor();
    expect(await calendar.getByRole('button', { name: new RegExp(`^${closed.label} `) }).count()).toBe(0);
  });

  it("the client's calendar shows one day at a time too", async () => {
    const { page } = await session(client.email, client.password, `/user/op?id=${ids.pro}`, PHONE);
    const calendar = page.getByRole('region', { name: 'Prenota un appuntamento' });
    await calendar.getByRole('tab', { name: tomorrow.label }).click();
    expect(await calendar.getByRole('tab').count()).toBe(7);
    await calendar.getByRole('button', { name: `${tomorrow.label} 10:00 prenotato`, exact: true }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'agview-client-phone');
  });
});

describe('booking rules', () => {
  it('the professional sets a minimum notice in /account and the client sees the slots inside it as not bookable', async () => {
    const { page } = await session(pro.email, pro.password, '/account');
    const rules = page.getByRole('region', { name: 'Regole di prenotazione' });
    await rules.getByLabel('Preavviso minimo per prenotare').selectOption({ label: 'Almeno 2 giorni prima' });
    await rules.getByRole('button', { name: 'Salva regole' }).click();
    await expectSuccess(page, RULES_MSG.saved);
    await screenshot(page, 'agview-account-rules');

    const client$ = await session(client.email, client.password, `/user/op?id=${ids.pro}`);
    const blocked = client$.page.getByRole('button', {
      name: `${tomorrow.label} 11:00 non prenotabile: Preavviso minimo 2 giorni`,
      exact: true,
    });
    await blocked.waitFor();
    expect(await blocked.isDisabled()).toBe(true);
    // The client is told the rule beside the calendar, before choosing.
    const told = client$.page.getByRole('region', { name: 'Regole di prenotazione' });
    expect(await told.getByRole('listitem').allTextContents()).toEqual(['Si prenota online con almeno 2 giorni di preavviso.']);
    await screenshot(client$.page, 'agview-client-rules');
    await proApi.post('/api/updateregoleprenotazione', { preavvisoMinuti: 0, modificheFinoMinuti: 0, orizzonteGiorni: 84 });
  });
});
