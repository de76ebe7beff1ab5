import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MSG } from '../common/messages/it.js';
import { PUBLIC_MSG } from '../common/messages/public.js';
import { apiSession, createConfirmedAccount } from './support/api.js';
import { launchBrowser, NARROW, openPage, screenshot, WIDE, type TestPage } from './support/browser.js';
import { field, logIn, rowWithLink } from './support/flows.js';
import { makeClient, type Person } from './support/people.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/server.js';

/** Layouts that hold on every screen size, and the landing video. */
let browser: Browser;
const opened: TestPage[] = [];

/** The longest values the server accepts: 200 characters for a surname, 254 for an e-mail. */
const longSurname = `Lunghissimo${'cognome'.repeat(26)}x`.slice(0, 198);
const longClient: Person = {
  ...makeClient('lungo'),
  nome: 'Ottavia',
  cognome: longSurname,
};
longClient.email = `${'indirizzo'.repeat(24)}.${longClient.email}`.slice(-254);

beforeAll(async () => {
  browser = await launchBrowser();
  await createConfirmedAccount(longClient);
  // The team's hours, as public.e2e.ts sets them: the public agenda has free slots every day.
  const admin = await apiSession(ADMIN_EMAIL, ADMIN_PASSWORD);
  const { me } = await admin.get<{ me: { id: number } }>('/api/me');
  const hours = ['09:00', '17:30'];
  await admin.post('/api/adminupdateorario', {
    id: me.id,
    orario: { l: hours, ma: hours, me: hours, g: hours, v: hours, s: hours, d: hours },
  });
});

afterAll(async () => {
  for (const { context } of opened) await context.close();
  await browser?.close();
});

async function open(viewport = WIDE, options: { reducedMotion?: 'reduce' | 'no-preference' } = {}): Promise<TestPage> {
  const opening = await openPage(browser, viewport);
  opened.push(opening);
  if (options.reducedMotion) await opening.page.emulateMedia({ reducedMotion: options.reducedMotion });
  return opening;
}

/** The admin's users list, searched so that the long user is on it beside the administrator. */
async function adminList(viewport: { width: number; height: number }): Promise<Page> {
  const { page } = await open(viewport);
  // The administrator's home is /op (spec §2); the users list is one link away.
  await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, '/op');
  await page.goto('/admin');
  await page.getByRole('searchbox', { name: 'Cerca tra gli utenti' }).fill('Ottavia');
  await page
    .getByRole('table', { name: 'Utenti' })
    .getByRole('link', { name: `${longSurname} Ottavia`, exact: true })
    .waitFor();
  return page;
}

const realErrors = (errors: string[]) => errors.filter((error) => !/status of 404/.test(error));

describe('long values in the admin users table', () => {
  it('keep all six columns inside the card at 1280 px, with the whole value in the tooltip', async () => {
    const page = await adminList(WIDE);
    const table = page.getByRole('table', { name: 'Utenti' });
    const sizes = await table.evaluate((element) => {
      const container = element.parentElement!;
      return { scrollWidth: container.scrollWidth, clientWidth: container.clientWidth };
    });
    expect(sizes.scrollWidth).toBeLessThanOrEqual(sizes.clientWidth);
    for (const header of ['COGNOME', 'NOME', 'EMAIL', 'TELEFONO', 'TIPO', 'STATO']) {
      const box = (await table.getByRole('columnheader', { name: header, exact: true }).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(WIDE.width);
    }
    const row = rowWithLink(table, `${longSurname} Ottavia`);
    expect((await row.boundingBox())!.height).toBeLessThan(80);
    expect(await row.getByTitle(longClient.email, { exact: true }).filter({ visible: true }).count()).toBe(1);
    expect(await row.getByTitle(longSurname, { exact: true }).filter({ visible: true }).count()).toBe(1);
    await screenshot(page, 'layout-admin-long-values', false);
  });

  it('keep the state chip on screen at 390 px', async () => {
    const page = await adminList({ width: 390, height: 800 });
    const row = rowWithLink(page.getByRole('table', { name: 'Utenti' }), `${longSurname} Ottavia`);
    const chip = (await row.getByText('Attivo', { exact: true }).boundingBox())!;
    expect(chip.x + chip.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'layout-admin-long-values', false);
  });
});

describe('the not-found page', () => {
  it('answers HTTP 404 to a path the app has no page for, and 200 to a page of the app', async () => {
    const unknown = await fetch(`${inject('baseUrl')}/pagina-che-non-esiste`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('text/html');
    expect(await unknown.text()).toContain('<div id="root">');
    expect((await fetch(`${inject('baseUrl')}/why`)).status).toBe(200);
  });

  it('still shows the app’s page, with a title of its own', async () => {
    const { page, errors } = await open();
    const response = await page.goto('/pagina-che-non-esiste');
    expect(response!.status()).toBe(404);
    await page.getByRole('heading', { name: MSG.notFoundPage }).waitFor();
    await expect.poll(() => page.title()).toBe('Pagina non trovata · Studio');
    expect(realErrors(errors)).toEqual([]);
  });
});

describe('keyboard focus', () => {
  it('shows a gold ring on a focused button and on the focused link that opens a row’s record', async () => {
    const page = await adminList(WIDE);
    const link = page.getByRole('link', { name: `${longSurname} Ottavia`, exact: true });
    await link.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const linkOutline = await link.evaluate((element) => ({
      style: getComputedStyle(element).outlineStyle,
      width: getComputedStyle(element).outlineWidth,
      color: getComputedStyle(element).outlineColor,
    }));
    expect(linkOutline).toEqual({ style: 'solid', width: '2px', color: 'rgb(212, 175, 55)' });
    await screenshot(page, 'layout-focus-row', false);

    const { page: landing } = await open();
    await landing.goto('/login');
    await field(landing, 'Email').fill(ADMIN_EMAIL);
    await field(landing, 'Password').fill(ADMIN_PASSWORD);
    const focused = landing.getByRole('button', { name: 'Accedi', exact: true }).last();
    await focused.focus();
    await landing.keyboard.press('Shift+Tab');
    await landing.keyboard.press('Tab');
    const outline = await focused.evaluate((element) => ({
      style: getComputedStyle(element).outlineStyle,
      width: getComputedStyle(element).outlineWidth,
      color: getComputedStyle(element).outlineColor,
    }));
    expect(outline).toEqual({ style: 'solid', width: '2px', color: 'rgb(212, 175, 55)' });
    await screenshot(landing, 'layout-focus-button', false);
  });
});

describe('the public agenda dialog', () => {
  it('has its own address, and Back closes it on a phone', async () => {
    const { page, errors } = await open({ width: 390, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Verifica Disponibilità' }).click();
    const dialog = page.getByRole('dialog', { name: PUBLIC_MSG.agendaTitle });
    await dialog.waitFor();
    expect(new URL(page.url()).search).toBe('?agenda');
    await page.goBack();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/');
    await page.getByRole('heading', { name: 'Studio', level: 1 }).waitFor();
    expect(realErrors(errors)).toEqual([]);
  });

  it('opened from /why, closes to the bare landing page, which a reload does not reopen', async () => {
    const { page } = await open();
    await page.goto('/why');
    await page.getByRole('link', { name: 'Prenota una videochiamata' }).first().click();
    const dialog = page.getByRole('dialog', { name: PUBLIC_MSG.agendaTitle });
    await dialog.waitFor();
    expect(new URL(page.url()).search).toBe('?agenda');
    await dialog.getByRole('button', { name: 'Chiudi' }).first().click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).search).toBe('');
    await page.reload();
    await page.getByRole('heading', { name: 'Studio', level: 1 }).waitFor();
    expect(await dialog.count()).toBe(0);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/why');
  });
});

describe('booking by keyboard', () => {
  it('arrow keys move between free slots, and the booking form opens with the keyboard in its first field', async () => {
    const { page, errors } = await open();
    await page.goto('/');
    await page.getByRole('button', { name: 'Verifica Disponibilità' }).click();
    const dialog = page.getByRole('dialog', { name: PUBLIC_MSG.agendaTitle });
    const label = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    // The second week: every day has free slots from 09:00, whatever the time of the run, and
    // no other test books there.
    const slots = dialog.getByRole('button', { name: /^\S+ \d\d\/\d\d\/\d\d \d\d:\d\d/ });
    const slotDate = (label: string | null) => label!.split(' ')[1];
    await slots.first().waitFor();
    const firstWeek = new Set((await slots.evaluateAll((all) => all.map((b) => b.getAttribute('aria-label')))).map(slotDate));
    await dialog.getByRole('button', { name: 'Settimana successiva' }).click();
    await dialog.getByText('8 - 14 di 84').waitFor();
    const first = dialog.getByRole('button', { name: / 09:00 prenotabile$/ }).first();
    // The grid shows the new week once its data has come, which may be after the pager's text.
    await expect
      .poll(async () => (await first.count()) > 0 && !firstWeek.has(slotDate(await first.getAttribute('aria-label'))))
      .toBe(true);
    await first.focus();
    const [weekday, date] = (await first.getAttribute('aria-label'))!.split(' ');
    // As drawn: a row per hour, the two half hours of each day side by side.
    await page.keyboard.press('ArrowDown');
    expect(await label()).toBe(`${weekday} ${date} 10:00 prenotabile`);
    await page.keyboard.press('ArrowRight');
    expect(await label()).toBe(`${weekday} ${date} 10:30 prenotabile`);
    await page.keyboard.press('ArrowRight');
    expect(await label()).toMatch(/^\S+ \S+ 10:00 prenotabile$/);
    expect(await label()).not.toContain(date);
    await page.keyboard.press('ArrowUp');
    const target = await label();
    expect(target).toMatch(/ 09:00 prenotabile$/);
    expect(target).not.toContain(date);
    await screenshot(page, 'layout-slot-keyboard', false);

    await page.keyboard.press('Enter');
    const [day, when, time] = target.split(' ');
    const confirm = page.getByRole('dialog', { name: `Giorno ${day} ${when}, ore ${time}` });
    await confirm.getByRole('button', { name: 'Conferma' }).click();
    const form = page.getByRole('dialog', { name: `Prenota per il ${day} ${when} alle ${time}` });
    await form.waitFor();
    await expect
      .poll(() =>
        form.evaluate(
          (element) =>
            element.contains(document.activeElement) && /^(INPUT|SELECT|TEXTAREA)$/.test(document.activeElement!.tagName),
        ),
      )
      .toBe(true);
    expect(realErrors(errors)).toEqual([]);
  });
});

describe('the landing page’s tour video', () => {
  it('plays by itself in Chromium: data loaded, a finite duration, time moving', async () => {
    const { page, errors } = await open(WIDE, { reducedMotion: 'no-preference' });
    await page.goto('/');
    const video = page.getByRole('figure').locator('video');
    expect(await video.getAttribute('preload')).toBe('none');
    expect(await video.getAttribute('poster')).toBe('/video/tour-op.webp');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(2);
    const duration = await video.evaluate((element: HTMLVideoElement) => element.duration);
    expect(Number.isFinite(duration)).toBe(true);
    expect(duration).toBeGreaterThanOrEqual(30);
    expect(duration).toBeLessThanOrEqual(60);
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.5);
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    await screenshot(page, 'layout-landing-video', false);
    expect(realErrors(errors)).toEqual([]);
  });

  it('waits for the play button when the visitor prefers reduced motion, fetching nothing before', async () => {
    const { page } = await open(WIDE, { reducedMotion: 'reduce' });
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/video/tour-op.') && !request.url().endsWith('.webp')) fetched.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('load');
    const video = page.getByRole('figure').locator('video');
    await page.waitForTimeout(1500);
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    expect(fetched).toEqual([]);
    await video.evaluate((element: HTMLVideoElement) => element.play());
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(2);
  });

  it('does not start by itself on a connection in data-saver mode', async () => {
    const { page } = await open(NARROW, { reducedMotion: 'no-preference' });
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    });
    await page.goto('/');
    await page.waitForLoadState('load');
    await page.waitForTimeout(1500);
    const video = page.getByRole('figure').locator('video');
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    expect(await video.evaluate((element: HTMLVideoElement) => element.readyState)).toBe(0);
  });
});
