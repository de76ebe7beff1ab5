import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { ruleRefusal } from '../common/booking-rules.js';
import { SECURITY } from '../common/messages/security.js';
import { totpCode, totpStep } from '../server/platform/auth/totp.js';
import { apiSession, createConfirmedAccount, type ApiSession } from './support/api.js';
import { launchBrowser, openPage, WIDE, type TestPage } from './support/browser.js';
import { expectSuccess, field, logIn } from './support/flows.js';
import { makeClient, makeProfessional } from './support/people.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer, type RunningServer } from './support/server.js';

/* What a first-time user meets first, at a phone's and a desktop's width. */

let browser: Browser;
const PHONE = { width: 390, height: 844 };
const WIDTHS = [
  ['390', PHONE],
  ['1280', WIDE],
] as const;
const pro = makeProfessional('first-pro');
const client = makeClient('first-cliente');
const ids = { pro: 0, client: 0 };
let proApi: ApiSession;
let clientApi: ApiSession;

/** Today in Rome plus `days`, as 'YYYY-MM-DD'. */
function romeDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The slot of a day's time, whatever it shows ('ven 27/11/26 10:00 …'); on a phone, after picking its day's tab. */
async function slotOf(page: Page, isoDate: string, time: string) {
  const [, month, day] = isoDate.split('-');
  if (page.viewportSize()!.width < 600) await page.getByRole('tab', { name: new RegExp(`${day}/${month}`) }).click();
  return page.getByRole('button', { name: new RegExp(`^\\S+ ${day}/${month}\\S* ${time} `) });
}

/** Saves /tmp/firstuse/<name>-<width>.png once dialogs have finished appearing. */
async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/firstuse/${name}-${page.viewportSize()!.width}.png`, fullPage });
}

async function openAsClient(viewport: { width: number; height: number }): Promise<TestPage> {
  const opened = await openPage(browser, viewport);
  await logIn(opened.page, client.email, client.password, '/user');
  await opened.page.goto(`/user/op?id=${ids.pro}`);
  await opened.page.getByRole('heading', { name: `${pro.nome} ${pro.cognome}`, level: 1 }).waitFor();
  return opened;
}

beforeAll(async () => {
  browser = await launchBrowser();
  await Promise.all([createConfirmedAccount(pro), createConfirmedAccount(client)]);
  [proApi, clientApi] = await Promise.all([apiSession(pro.email, pro.password), apiSession(client.email, client.password)]);
  ids.pro = (await proApi.get<{ me: { id: number } }>('/api/me')).me.id;
  ids.client = (await clientApi.get<{ me: { id: number } }>('/api/me')).me.id;
  await clientApi.post('/api/askop', { id: ids.pro });
  await proApi.post('/api/confirmcliente', { id: ids.client });
  const day = ['09:00', '17:30'];
  await proApi.post('/api/updateorario', { orario: { l: day, ma: day, me: day, g: day, v: day, s: day, d: day } });
});

afterAll(async () => {
  await browser?.close();
});

describe("the client's page of a professional leads with booking", () => {
  it.each(WIDTHS)('at %s px the booking calendar is the first section, before chat and documents', async (_w, viewport) => {
    const { page, context, errors } = await openAsClient(viewport);
    const booking = page.getByRole('heading', { name: 'Prenota un appuntamento', level: 2 });
    await booking.waitFor();
    await page
      .getByRole('button', { name: /prenotabile$/ })
      .first()
      .waitFor();
    const top = async (name: string) => (await page.getByRole('region', { name, exact: true }).boundingBox())!.y;
    const bookingTop = await top('Prenota un appuntamento');
    expect(bookingTop).toBeLessThan(await top('Informazioni'));
    expect(bookingTop).toBeLessThan(await top('Chat'));
    expect(bookingTop).toBeLessThan(await top('Documenti'));
    // In the first screen, not below the fold.
    expect((await booking.boundingBox())!.y).toBeLessThan(viewport.height);
    await shot(page, 'client-workspace', true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the client inside the cancellation limit', () => {
  const soon = romeDay(1);
  const later = romeDay(4);

  beforeAll(async () => {
    await proApi.post('/api/updateregoleprenotazione', { preavvisoMinuti: 0, modificheFinoMinuti: 2880, orizzonteGiorni: 84 });
    await clientApi.post('/api/createprenotazione', { id: ids.pro, giorno: soon, ora: '1000', serviceId: 0, note: '' });
    await clientApi.post('/api/createprenotazione', { id: ids.pro, giorno: later, ora: '1000', serviceId: 0, note: '' });
  });

  it.each(WIDTHS)(
    'at %s px a booking inside the limit shows the rule, no Sposta or Elimina, and a way to the chat',
    async (_w, viewport) => {
      const { page, context, errors } = await openAsClient(viewport);
      await (await slotOf(page, soon, '10:00')).click();
      const dialog = page.getByRole('dialog', { name: 'Il tuo appuntamento' });
      await dialog.getByText(ruleRefusal.change(2880)).waitFor();
      expect(await dialog.getByRole('button', { name: 'Sposta' }).count()).toBe(0);
      expect(await dialog.getByRole('button', { name: 'Elimina prenotazione' }).count()).toBe(0);
      await shot(page, 'cutoff-dialog');
      await dialog.getByRole('button', { name: 'Scrivi in chat' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Messaggio');
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('a booking outside the limit still offers Sposta and Elimina, without the rule', async () => {
    const { page, context, errors } = await openAsClient(WIDE);
    await (await slotOf(page, later, '10:00')).click();
    const dialog = page.getByRole('dialog', { name: 'Il tuo appuntamento' });
    await dialog.getByRole('button', { name: 'Sposta' }).waitFor();
    await dialog.getByRole('button', { name: 'Elimina prenotazione' }).waitFor();
    expect(await dialog.getByText(ruleRefusal.change(2880)).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** Enrols from the section on screen; answers the recovery codes shown. */
async function enrol(page: Page, password: string): Promise<string[]> {
  const section = page.getByRole('region', { name: 'Verifica in due passaggi' });
  await section.getByRole('button', { name: 'Attiva la verifica in due passaggi' }).click();
  const secret = (await section.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
  await field(section, 'Codice a 6 cifre').fill(totpCode(secret, totpStep(Date.now())));
  await field(section, 'Password').fill(password);
  await section.getByRole('button', { name: 'Conferma e attiva' }).click();
  await section.getByText(SECURITY.enabled).waitFor();
  return section.getByRole('list', { name: 'Codici di recupero' }).getByRole('listitem').allInnerTexts();
}

/** The codes' heading has focus and is inside the viewport. */
async function expectCodesInView(page: Page): Promise<void> {
  const heading = page.getByRole('heading', { name: 'I tuoi codici di recupero' });
  await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
  const box = (await heading.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
}

describe('the recovery codes after turning on two-factor login', () => {
  let server: RunningServer | undefined;

  beforeAll(async () => {
    server = await startServer({ ADMIN_REQUIRE_2FA: 'true' });
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('at 1280 px the administrator forced to enrol keeps the codes in view, copies and downloads them, and stays until saved', async () => {
    const context = await browser.newContext({
      baseURL: server!.baseUrl,
      viewport: WIDE,
      locale: 'it-IT',
      timezoneId: 'Europe/Rome',
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, '/account');
    const codes = await enrol(page, ADMIN_PASSWORD);
    expect(codes).toHaveLength(10);
    await expectCodesInView(page);
    // Nothing was added above the codes: the profile form stays away until they are saved.
    expect(await page.getByRole('region', { name: 'Profilo' }).count()).toBe(0);
    await shot(page, 'recovery-codes');

    await page.getByRole('button', { name: 'Copia' }).click();
    await expectSuccess(page, SECURITY.codesCopied);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    for (const code of codes) expect(copied).toContain(code);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Scarica .txt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(SECURITY.codesFileName);
    const text = readFileSync((await download.path())!, 'utf8');
    for (const code of codes) expect(text).toContain(code);

    // The top bar is unlocked now, but leaving asks first.
    await page.getByRole('link', { name: 'Amministrazione' }).click();
    const leave = page.getByRole('dialog', { name: 'Uscire senza salvare?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Annulla' }).click();
    expect(new URL(page.url()).pathname).toBe('/account');

    await page.getByRole('button', { name: 'Ho salvato i codici' }).click();
    await page.getByRole('region', { name: 'Profilo' }).waitFor();
    await page.getByRole('link', { name: 'Amministrazione' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await context.close();
  });

  it('at 390 px a client who turns it on sees the codes at once, with the heading focused', async () => {
    const person = makeClient('first-2fa');
    await createConfirmedAccount(person);
    const { page, context, errors } = await openPage(browser, PHONE);
    await logIn(page, person.email, person.password, '/user');
    await page.goto('/account');
    expect(await enrol(page, person.password)).toHaveLength(10);
    await expectCodesInView(page);
    await page.getByRole('button', { name: 'Scarica .txt' }).waitFor();
    await shot(page, 'recovery-codes');
    await page.getByRole('button', { name: 'Ho salvato i codici' }).click();
    await page.getByRole('button', { name: 'Disattiva' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('/account has an address for each section', () => {
  const newPro = makeProfessional('first-nuovo');

  beforeAll(async () => {
    await createConfirmedAccount(newPro);
  });

  /** The focused element is the heading `name`, inside the viewport. */
  async function expectFocusOnHeading(page: Page, name: string): Promise<void> {
    const heading = page.getByRole('heading', { name, level: 2 });
    await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
    const box = (await heading.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  }

  it.each(WIDTHS)(
    "at %s px the agenda's 'Imposta orari' opens /account#orari on the hours, and the menu reaches the rules",
    async (_w, viewport) => {
      const { page, context, errors } = await openPage(browser, viewport);
      await logIn(page, newPro.email, newPro.password, '/op');
      await page.getByRole('link', { name: 'Imposta orari' }).click();
      await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/account#orari');
      await expectFocusOnHeading(page, 'Orari di lavoro');
      await shot(page, 'account-orari');

      const menu = page.getByRole('navigation', { name: 'Sezioni dell’account' });
      await menu.getByRole('link', { name: 'Regole di prenotazione' }).click();
      await expect.poll(() => new URL(page.url()).hash).toBe('#regole');
      await expectFocusOnHeading(page, 'Regole di prenotazione');

      // The address alone lands there too.
      await page.goto('/account#servizi');
      await expectFocusOnHeading(page, 'Servizi');
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
