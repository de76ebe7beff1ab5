import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../common/messages/it.js';
import { apiSession, createConfirmedAccount } from './support/api.js';
import { launchBrowser, openPage, screenshot, WIDE } from './support/browser.js';
import { logIn } from './support/flows.js';
import { makeClient, makeProfessional } from './support/people.js';
import { startServer, type RunningServer } from './support/server.js';

/** The recovery screen's words (web/components/error-boundary.tsx). */
const RECOVERY = {
  title: 'Qualcosa non ha funzionato',
  chunk:
    'Non è stato possibile caricare questa parte di Studio: la connessione potrebbe essersi interrotta, oppure è disponibile una nuova versione. Ricarica la pagina per continuare.',
};
const CHUNK_RELOAD_KEY = 'studio:chunk-reload';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the app when its server cannot be reached', () => {
  let server: RunningServer | undefined;
  const pro = makeProfessional('down-pro');
  const client = makeClient('down-cliente');
  let clientId = 0;

  beforeAll(async () => {
    // A server of this test's own, so stopping it leaves the other tests alone.
    server = await startServer();
    await Promise.all([createConfirmedAccount(pro, server), createConfirmedAccount(client, server)]);
    const [proApi, clientApi] = await Promise.all([
      apiSession(pro.email, pro.password, server),
      apiSession(client.email, client.password, server),
    ]);
    const [{ me: proMe }, { me: clientMe }] = await Promise.all([
      proApi.get<{ me: { id: number } }>('/api/me'),
      clientApi.get<{ me: { id: number } }>('/api/me'),
    ]);
    clientId = clientMe.id;
    await clientApi.post('/api/askop', { id: proMe.id });
    await proApi.post('/api/confirmcliente', { id: clientId });
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('the first message sent after the server stopped shows the Italian network error and keeps the typed text', async () => {
    const context = await browser.newContext({
      baseURL: server!.baseUrl,
      viewport: WIDE,
      locale: 'it-IT',
      timezoneId: 'Europe/Rome',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));

    await logIn(page, pro.email, pro.password, '/op');
    await page.goto(`/op/customer?id=${clientId}`);
    await page.getByRole('heading', { name: `${client.nome} ${client.cognome}`, level: 1 }).waitFor();
    await page.getByRole('log', { name: 'Messaggi' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);

    await server!.stop();
    const box = page.getByRole('textbox', { name: 'Messaggio' });
    await box.fill('Ci vediamo domani alle 10?');
    await box.press('Enter');

    const chat = page.getByRole('region', { name: 'Chat' });
    await chat.getByRole('alert').filter({ hasText: MSG.unexpected }).waitFor();
    expect(await box.inputValue()).toBe('Ci vediamo domani alle 10?');
    await page.getByRole('heading', { name: `${client.nome} ${client.cognome}`, level: 1 }).waitFor();
    expect(uncaught).toEqual([]);
    await screenshot(page, 'server-down-chat');
    await context.close();
  });
});

describe('a page whose code cannot be loaded', () => {
  /** Every load of the page's document, automatic reloads included. */
  function countDocumentLoads(page: Page): { count: number } {
    const loads = { count: 0 };
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.count += 1;
    });
    return loads;
  }

  it('reloads once by itself, then shows the Italian recovery screen with Ricarica inside the layout, and does not loop', async () => {
    const { page, context } = await openPage(browser, WIDE);
    // The chunk of the terms page is missing, as after a deploy that renamed it.
    await page.route('**/assets/terms-page-*.js', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    const loads = countDocumentLoads(page);

    await page.goto('/termini');
    const recovery = page.getByRole('alert').filter({ hasText: RECOVERY.title });
    await recovery.waitFor();
    expect(await recovery.getByText(RECOVERY.chunk).count()).toBe(1);
    await recovery.getByRole('button', { name: 'Ricarica' }).waitFor();
    expect(loads.count).toBe(2);
    expect(Number(await page.evaluate((key) => sessionStorage.getItem(key), CHUNK_RELOAD_KEY))).toBeGreaterThan(0);
    // The layout survives around the failed page.
    await page.getByRole('banner').waitFor();
    await page.getByRole('contentinfo').waitFor();
    await screenshot(page, 'missing-chunk-recovery');

    // 'Ricarica' loads the page again; the chunk is still missing, so the screen comes back with no automatic reload.
    await recovery.getByRole('button', { name: 'Ricarica' }).click();
    await page.waitForURL('**/termini');
    await page.getByRole('alert').filter({ hasText: RECOVERY.title }).waitFor();
    expect(loads.count).toBe(3);
    await context.close();
  });

  it('a page navigated to inside the app, whose chunk is missing, also ends on the recovery screen after one reload', async () => {
    const { page, context } = await openPage(browser, WIDE);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Accedi', exact: true }).waitFor();
    await page.route('**/assets/privacy-page-*.js', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    const loads = countDocumentLoads(page);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await page.getByRole('alert').filter({ hasText: RECOVERY.title }).waitFor();
    expect(page.url()).toMatch(/\/privacy$/);
    expect(loads.count).toBe(1);
    await page.getByRole('banner').waitFor();
    await context.close();
  });

  it('a dialog whose code cannot be loaded while the server is out of reach shows the recovery above the page, and the typed text stays', async () => {
    const { page, context } = await openPage(browser, WIDE);
    // Before the page loads, so that the background fetch of the dialog fails too.
    await page.route('**/assets/forgot-password-dialog-*.js', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill('mario.rossi@example.test');
    await page.route('**/api/health', (route) => route.abort('connectionrefused'));
    const loads = countDocumentLoads(page);

    await page.getByRole('button', { name: 'Password dimenticata?' }).click();
    const recovery = page.getByRole('alert').filter({ hasText: RECOVERY.title });
    await recovery.waitFor();
    await recovery.getByRole('button', { name: 'Ricarica' }).waitFor();
    expect(loads.count).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe('mario.rossi@example.test');
    await screenshot(page, 'missing-dialog-chunk-recovery');
    await context.close();
  });
});
