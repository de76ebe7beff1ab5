import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_MSG } from '../common/messages/setup-checklist.js';
import { SCHEDULE_MSG } from '../common/messages/scheduling.js';
import { apiSession, createConfirmedAccount, type ApiSession } from './support/api.js';
import { launchBrowser, openPage, screenshot, WIDE } from './support/browser.js';
import { expectSuccess, logIn, logOut } from './support/flows.js';
import { makeClient, makeProfessional, type Professional } from './support/people.js';

/* The /op setup checklist of a new professional (review 2026-11-26 M2), at a phone's and a desktop's width. */

let browser: Browser;
const PHONE = { width: 390, height: 844 };
const WIDTHS = [
  ['390', PHONE],
  ['1280', WIDE],
] as const;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A confirmed professional with nothing set up, and their API session. */
async function newProfessional(prefix: string): Promise<{ pro: Professional; api: ApiSession }> {
  const pro = makeProfessional(prefix);
  await createConfirmedAccount(pro);
  return { pro, api: await apiSession(pro.email, pro.password) };
}

/** Everything but the first client, through the API. */
async function setUpAllButClients(api: ApiSession): Promise<void> {
  const day = ['09:00', '17:30'];
  await api.post('/api/updateorario', { orario: { l: day, ma: day, me: day, g: day, v: day, s: [], d: [] } });
  await api.post('/api/createservizio', { nome: 'Consulenza fiscale', testoEmail: '' });
  await api.post('/api/updateregoleprenotazione', { preavvisoMinuti: 0, modificheFinoMinuti: 0, orizzonteGiorni: 84 });
  await api.post('/api/feedcalendario', {});
}

/** A client who asks `pro` for the link; accepted too unless `pending`. */
async function linkClient(proApi: ApiSession, prefix: string, pending = false): Promise<void> {
  const client = makeClient(prefix);
  await createConfirmedAccount(client);
  const clientApi = await apiSession(client.email, client.password);
  const proId = (await proApi.get<{ me: { id: number } }>('/api/me')).me.id;
  const clientId = (await clientApi.get<{ me: { id: number } }>('/api/me')).me.id;
  await clientApi.post('/api/askop', { id: proId });
  if (!pending) await proApi.post('/api/confirmcliente', { id: clientId });
}

const checklist = (page: Page) => page.getByRole('region', { name: SETUP_MSG.title });
const step = (page: Page, title: string) => checklist(page).getByRole('listitem', { name: title });
const progress = (page: Page) => checklist(page).getByTestId('setup-progress');

/** Call before opening /op: resolves once the five requests the checklist is made of have been answered and drawn. */
function checklistData(page: Page): () => Promise<void> {
  const paths = ['/api/orario', '/api/servizi', '/api/regoleprenotazione', '/api/feedcalendario', '/api/clienti'];
  const answered = Promise.all(
    paths.map((path) => page.waitForResponse((response) => new URL(response.url()).pathname === path)),
  );
  return async () => {
    await answered;
    await page.getByRole('region', { name: 'I tuoi Clienti' }).waitFor();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  };
}

describe('the setup checklist on /op', () => {
  it.each(WIDTHS)(
    'at %s px a new professional sees 0 di 5 at the top, sets the hours from "Orari di lavoro" and comes back to 1 di 5',
    async (_w, viewport) => {
      const { pro } = await newProfessional(`check-new-${viewport.width}`);
      const { page, context, errors } = await openPage(browser, viewport);
      await logIn(page, pro.email, pro.password, '/op');
      await checklist(page).waitFor();
      expect(await progress(page).innerText()).toBe('0 di 5');
      expect(await checklist(page).getByRole('listitem').allInnerTexts()).toHaveLength(5);
      // In the first screen, not below the fold.
      expect((await checklist(page).boundingBox())!.y).toBeLessThan(viewport.height);
      await step(page, 'Il primo cliente').getByText(SETUP_MSG.steps.cliente.text).waitFor();
      await screenshot(page, 'setup-checklist-new', false);

      await step(page, 'Orari di lavoro').getByRole('link', { name: SETUP_MSG.steps.orari.action }).click();
      await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/account#orari');
      const heading = page.getByRole('heading', { name: 'Orari di lavoro', level: 2 });
      await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.getByLabel('Lunedì, dalle').selectOption('09:00');
      await page.getByLabel('Lunedì, alle').selectOption('17:30');
      await page.getByRole('button', { name: 'Salva orari' }).click();
      await expectSuccess(page, SCHEDULE_MSG.hoursSaved);

      await page.goBack();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/op');
      await step(page, 'Orari di lavoro').getByText(SETUP_MSG.done, { exact: true }).waitFor();
      expect(await progress(page).innerText()).toBe('1 di 5');
      expect(await step(page, 'Orari di lavoro').getByRole('link').count()).toBe(0);
      expect(await step(page, 'Servizi').getByText(SETUP_MSG.done, { exact: true }).count()).toBe(0);
      await screenshot(page, 'setup-checklist-hours-done', false);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('counts 4 di 5 when only the first client is missing, and points to a pending request', async () => {
    const { pro, api } = await newProfessional('check-four');
    await setUpAllButClients(api);
    await linkClient(api, 'check-four-cliente', true);
    const { page, context, errors } = await openPage(browser, WIDE);
    await logIn(page, pro.email, pro.password, '/op');
    await checklist(page).waitFor();
    expect(await progress(page).innerText()).toBe('4 di 5');
    for (const title of ['Orari di lavoro', 'Servizi', 'Regole di prenotazione', 'Calendario']) {
      await step(page, title).getByText(SETUP_MSG.done, { exact: true }).waitFor();
    }
    await step(page, 'Il primo cliente').getByText(SETUP_MSG.steps.cliente.pending).waitFor();
    expect(
      await step(page, 'Il primo cliente').getByRole('link', { name: SETUP_MSG.steps.cliente.action }).getAttribute('href'),
    ).toBe('#clienti');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(WIDTHS)('at %s px the checklist is gone once every step is done', async (_w, viewport) => {
    const { pro, api } = await newProfessional(`check-done-${viewport.width}`);
    await setUpAllButClients(api);
    await linkClient(api, `check-done-cliente-${viewport.width}`);
    const { page, context, errors } = await openPage(browser, viewport);
    const loaded = checklistData(page);
    await logIn(page, pro.email, pro.password, '/op');
    await loaded();
    expect(await checklist(page).count()).toBe(0);
    await screenshot(page, 'setup-checklist-all-done', false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('"Nascondi" hides it for this user: it stays hidden after a reload and a new login, while another professional sees theirs', async () => {
    const [first, other] = await Promise.all([newProfessional('check-hide'), newProfessional('check-hide-altro')]);
    const { page, context, errors } = await openPage(browser, WIDE);
    await logIn(page, first.pro.email, first.pro.password, '/op');
    await checklist(page).getByRole('button', { name: SETUP_MSG.hideLabel }).click();
    await checklist(page).waitFor({ state: 'detached' });
    const reloaded = checklistData(page);
    await page.reload();
    await reloaded();
    expect(await checklist(page).count()).toBe(0);

    await logOut(page);
    await logIn(page, other.pro.email, other.pro.password, '/op');
    await checklist(page).waitFor();

    await logOut(page);
    const loaded = checklistData(page);
    await logIn(page, first.pro.email, first.pro.password, '/op');
    await loaded();
    expect(await checklist(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
