import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_MSG } from '../common/messages/public.js';
import { apiSession, createConfirmedAccount } from './support/api.js';
import { launchBrowser, openPage, WIDE, type TestPage } from './support/browser.js';
import { logIn } from './support/flows.js';
import { makeClient, makeProfessional } from './support/people.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/server.js';

/*
 * axe-core on the main screens and dialogs of each role, at 1280 px and on a phone (390 px):
 * no violation of impact 'serious' or 'critical' (WCAG 2.x A/AA and axe's best practices, its default rules).
 */

const PHONE = { width: 390, height: 844 };
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const BOOKABLE = /\d\d:\d\d prenotabile$/;

let browser: Browser;
const pro = makeProfessional('axe-pro');
const client = { ...makeClient('axe-cliente'), nome: 'Marco', cognome: 'Rossi' };
const ids = { pro: 0, client: 0 };
const opened: TestPage[] = [];

/** Tomorrow in Rome, as the API writes it. */
function tomorrow() {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date(Date.now() + 86_400_000));
}

beforeAll(async () => {
  browser = await launchBrowser();
  // The public agenda is the administrator's: open every day, as the other files set it.
  const admin = await apiSession(ADMIN_EMAIL, ADMIN_PASSWORD);
  const { me } = await admin.get<{ me: { id: number } }>('/api/me');
  const hours = ['09:00', '17:30'];
  await admin.post('/api/adminupdateorario', {
    id: me.id,
    orario: { l: hours, ma: hours, me: hours, g: hours, v: hours, s: hours, d: hours },
  });
  await Promise.all([createConfirmedAccount(pro), createConfirmedAccount(client)]);
  const [proApi, clientApi] = await Promise.all([apiSession(pro.email, pro.password), apiSession(client.email, client.password)]);
  const day = ['09:00', '17:30'];
  // Sunday closed: the grid draws a closed day.
  await proApi.post('/api/updateorario', { orario: { l: day, ma: day, me: day, g: day, v: day, s: day, d: [] } });
  await proApi.post('/api/createservizio', { nome: 'Consulenza fiscale', testoEmail: '' });
  ids.pro = (await proApi.get<{ me: { id: number } }>('/api/me')).me.id;
  ids.client = (await clientApi.get<{ me: { id: number } }>('/api/me')).me.id;
  await clientApi.post('/api/askop', { id: ids.pro });
  await proApi.post('/api/confirmcliente', { id: ids.client });
  const { services } = await clientApi.get<{ services: { id: number; nome: string }[] }>(`/api/servizi?id=${ids.pro}&all=true`);
  const serviceId = services.find((s) => s.nome === 'Consulenza fiscale')!.id;
  // A booked slot in the professional's agenda, named after the client.
  await clientApi.post('/api/createprenotazione', { id: ids.pro, giorno: tomorrow(), ora: '1000', serviceId, note: '' });
});

afterAll(async () => {
  for (const { context } of opened) await context.close();
  await browser?.close();
});

async function open(viewport = WIDE): Promise<Page> {
  const opening = await openPage(browser, viewport);
  opened.push(opening);
  return opening.page;
}

async function session(email: string, password: string, home: string, viewport = WIDE): Promise<Page> {
  const page = await open(viewport);
  await logIn(page, email, password, home);
  return page;
}

/** Waits until requests, fonts and transitions (dialogs opening, drawers) are over. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

/** 'rule (impact) target: summary' for each node of a serious or critical violation on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  await settle(page);
  // Evaluated, not added as an inline <script>: the app's Content-Security-Policy (script-src 'self') would block that.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: unknown[] }> } })
      .axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return (violations as AxeViolation[])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) ${JSON.stringify(node.target)} ${node.html.slice(0, 160)}: ${violation.help}. ${node.failureSummary ?? ''}`,
      ),
    );
}

async function scan(page: Page, ready: Locator) {
  await ready.waitFor();
  expect(await seriousViolations(page)).toEqual([]);
}

describe('visitor', () => {
  it.each([WIDE, PHONE])('the landing page and the prices at $width px', async (viewport) => {
    const page = await open(viewport);
    await page.goto('/');
    await scan(page, page.getByRole('heading', { name: 'Studio', level: 1 }));
    await page.getByRole('button', { name: 'abbonamento', exact: true }).click();
    await scan(page, page.getByRole('dialog', { name: PUBLIC_MSG.pricingTitle }).getByText('29,90 €').first());
  });

  it.each([WIDE, PHONE])('the public agenda and its booking form at $width px', async (viewport) => {
    const page = await open(viewport);
    await page.goto('/');
    await page.getByRole('button', { name: 'Verifica Disponibilità' }).click();
    const agenda = page.getByRole('dialog', { name: PUBLIC_MSG.agendaTitle });
    await scan(page, agenda.getByRole('button', { name: BOOKABLE }).first());
    await agenda.getByRole('button', { name: BOOKABLE }).first().click();
    await page.getByRole('button', { name: 'Conferma' }).click();
    await scan(page, page.getByRole('dialog', { name: /^Prenota per il / }).getByRole('link', { name: PUBLIC_MSG.privacyLink }));
  });

  it('the login and the two registration forms', async () => {
    const page = await open();
    await page.goto('/login');
    await scan(page, page.getByRole('button', { name: 'Accedi', exact: true }));
    await page.goto('/register');
    await scan(page, page.getByRole('link', { name: 'Registrati come professionista' }));
    await page.goto('/register?op=true');
    await scan(page, page.getByRole('link', { name: 'Registrati come cliente' }));
  });
});

describe('professional', () => {
  it.each([WIDE, PHONE])('the agenda with a booked slot at $width px', async (viewport) => {
    const page = await session(pro.email, pro.password, '/op', viewport);
    if (viewport === PHONE) {
      // One day at a time: open the day of the booking.
      for (const tab of await page.getByRole('tab').all()) {
        if ((await page.getByRole('button', { name: / prenotato: / }).count()) > 0) break;
        await tab.click();
      }
    }
    await scan(page, page.getByRole('button', { name: /^10:00 M\. Rossi Consulenza fiscale, .* prenotato: Marco Rossi/ }));
  });

  it('ArrowDown in the agenda stays in the same day after the closed Sunday', async () => {
    const page = await session(pro.email, pro.password, '/op');
    const monday = page.getByRole('button', { name: /^lun \S+ \d\d:\d\d prenotabile$/ }).first();
    const [weekday, date, time] = (await monday.getAttribute('aria-label'))!.split(' ');
    await monday.focus();
    await page.keyboard.press('ArrowDown');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    expect(focused.startsWith(`${weekday} ${date} `)).toBe(true);
    expect(focused > `${weekday} ${date} ${time}`).toBe(true);
  });

  it('the dialog that removes a client, with its red button', async () => {
    const page = await session(pro.email, pro.password, '/op');
    await page.getByRole('button', { name: 'Elimina Marco Rossi' }).click();
    await scan(page, page.getByRole('dialog').getByRole('button', { name: 'Rimuovi cliente' }));
    await page.keyboard.press('Escape');
  });

  it("the account and a client's page", async () => {
    const page = await session(pro.email, pro.password, '/op');
    await page.goto('/account');
    await scan(page, page.getByRole('table', { name: 'Servizi' }).getByText('Consulenza fiscale'));
    await page.goto(`/op/customer?id=${ids.client}`);
    await scan(page, page.getByRole('heading', { name: 'Marco Rossi' }).first());
  });
});

describe('client', () => {
  it('the home page and the help with its guide', async () => {
    const page = await session(client.email, client.password, '/user');
    await scan(page, page.getByRole('table', { name: 'I tuoi professionisti' }));
    await page.goto('/help');
    await page.getByRole('button', { name: 'Apri la guida' }).click();
    await scan(page, page.getByRole('dialog', { name: 'Guida per i clienti' }));
  });

  it.each([WIDE, PHONE])("the professional's page with the booking dialog open at $width px", async (viewport) => {
    const page = await session(client.email, client.password, '/user', viewport);
    await page.goto(`/user/op?id=${ids.pro}`);
    const bookable = page.getByRole('button', { name: BOOKABLE }).first();
    await scan(page, bookable);
    await bookable.click();
    await scan(page, page.getByRole('dialog', { name: /^Prenota per il / }).getByRole('button', { name: 'Prenota' }));
  });
});

describe('administrator', () => {
  it('the back office', async () => {
    const page = await session(ADMIN_EMAIL, ADMIN_PASSWORD, '/op');
    await page.goto('/admin');
    await scan(page, page.getByRole('tab', { name: 'Utenti' }));
  });
});
