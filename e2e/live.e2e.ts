import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../common/messages/it.js';
import { SCHEDULE_MSG } from '../common/messages/scheduling.js';
import { WORKSPACE_MSG } from '../common/messages/workspace.js';
import { apiSession, createConfirmedAccount, type ApiSession } from './support/api.js';
import { launchBrowser, NARROW, openPage, screenshot, WIDE, type TestPage } from './support/browser.js';
import { expectError, expectSuccess, logIn } from './support/flows.js';
import { makeClient, makeProfessional } from './support/people.js';

/** What another person does shows on the open screen without a reload, within 2 s (issue 13). */
const LIVE = { timeout: 2000 };

let browser: Browser;
const pro = makeProfessional('live-pro');
const client = makeClient('live-cliente');
let pro$: TestPage;
let client$: TestPage;
let proApi: ApiSession;
let clientApi: ApiSession;
const ids = { pro: 0, client: 0 };
const files = mkdtempSync(path.join(tmpdir(), 'studio-live-'));

const slot = (page: Page, label: string) => page.getByRole('button', { name: label, exact: true });
const realErrors = (errors: string[]) => errors.filter((error) => !/status of 40[134]/.test(error));

beforeAll(async () => {
  browser = await launchBrowser();
  await Promise.all([createConfirmedAccount(pro), createConfirmedAccount(client)]);
  [proApi, clientApi] = await Promise.all([apiSession(pro.email, pro.password), apiSession(client.email, client.password)]);
  const day = ['09:00', '17:30'];
  await proApi.post('/api/updateorario', { orario: { l: day, ma: day, me: day, g: day, v: day, s: day, d: day } });
  await proApi.post('/api/createservizio', { nome: 'Visita', testoEmail: 'A presto.' });
  ids.pro = (await proApi.get<{ me: { id: number } }>('/api/me')).me.id;
  ids.client = (await clientApi.get<{ me: { id: number } }>('/api/me')).me.id;
  pro$ = await openPage(browser, WIDE);
  client$ = await openPage(browser, WIDE);
  await logIn(pro$.page, pro.email, pro.password, '/op');
  await logIn(client$.page, client.email, client.password, '/user');
});

afterAll(async () => {
  for (const opened of [pro$, client$]) await opened?.context.close();
  await browser?.close();
  rmSync(files, { recursive: true, force: true });
});

describe('live screens: two people at once, no reload', () => {
  it('a link request appears in the professional’s clients, and its acceptance on the client’s list', async () => {
    const clients = pro$.page.getByRole('table', { name: 'I tuoi clienti' });
    await clients.waitFor();
    await client$.page.getByRole('searchbox', { name: 'Cerca un professionista' }).fill(pro.email);
    const add = client$.page.getByRole('button', { name: `Aggiungi ${pro.nome} ${pro.cognome}` });
    await expect.poll(() => add.count(), { timeout: 10_000 }).toBe(1);
    await add.click();
    await expectSuccess(client$.page, SCHEDULE_MSG.linkRequested);

    await clients.getByRole('cell', { name: client.email, exact: true }).waitFor(LIVE);
    await pro$.page.getByRole('button', { name: `Accetta ${client.nome} ${client.cognome}` }).click();
    await expectSuccess(pro$.page, SCHEDULE_MSG.linkAccepted);

    await client$.page.getByRole('row', { name: `Apri ${pro.nome} ${pro.cognome}` }).waitFor(LIVE);
    expect(realErrors([...pro$.errors, ...client$.errors])).toEqual([]);
  });

  it('a booking by the client appears on the professional’s open agenda; the professional’s cancellation on the client’s calendar', async () => {
    await client$.page.goto(`/user/op?id=${ids.pro}`);
    const bookable = client$.page.getByRole('button', { name: /\d\d:\d\d prenotabile$/ }).first();
    await bookable.waitFor();
    const [weekday, date, time] = (await bookable.getAttribute('aria-label'))!.split(' ');
    const when = `${weekday} ${date} ${time}`;
    await slot(pro$.page, `${when} prenotabile`).waitFor();

    await bookable.click();
    const dialog = client$.page.getByRole('dialog', { name: `Prenota per il ${weekday} ${date} alle ${time}` });
    await dialog.getByRole('button', { name: 'Prenota' }).click();
    await expectSuccess(client$.page, SCHEDULE_MSG.bookingCreated);
    await slot(pro$.page, `${when} prenotato`).waitFor(LIVE);

    const [giorno, ora] = [isoDate(date), time.replace(':', '')];
    await proApi.post('/api/updateprenotazione', { state: 2, giorno, ora });
    await slot(client$.page, `${when} prenotabile`).waitFor(LIVE);
    await slot(pro$.page, `${when} prenotabile`).waitFor(LIVE);
  });

  it('a document uploaded by the professional appears in the client’s open documents panel', async () => {
    await pro$.page.goto(`/op/customer?id=${ids.client}`);
    await client$.page.goto(`/user/op?id=${ids.pro}`);
    await client$.page.getByRole('button', { name: WORKSPACE_MSG.received, exact: true }).click();
    await client$.page.getByText(WORKSPACE_MSG.noDocumentsReceived).waitFor();

    const file = path.join(files, 'referto live.pdf');
    writeFileSync(file, Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(2000), Buffer.from('\n%%EOF\n')]));
    await pro$.page.getByLabel('Carica documento').setInputFiles(file);
    await expectSuccess(pro$.page, WORKSPACE_MSG.documentSent);

    await client$.page.getByRole('table', { name: 'Documenti' }).getByText('referto live.pdf').waitFor(LIVE);
  });
});

describe('unread messages', () => {
  it('a message rises the badge on the other’s list, in the top bar and the tab title; opening the chat clears them', async () => {
    await pro$.page.goto('/op');
    const clients = pro$.page.getByRole('table', { name: 'I tuoi clienti' });
    await clients.getByRole('cell', { name: client.email, exact: true }).waitFor();

    await clientApi.post('/api/inviamessaggio', { id: ids.pro, testo: 'Buongiorno, ho una domanda.' });
    await clientApi.post('/api/inviamessaggio', { id: ids.pro, testo: 'Quando possiamo sentirci?' });
    await clients.getByLabel('2 messaggi non letti').waitFor(LIVE);
    await pro$.page.getByRole('link', { name: '2 messaggi non letti' }).waitFor(LIVE);
    await expect.poll(() => pro$.page.title(), LIVE).toBe('(2) Studio');
    await screenshot(pro$.page, 'live-unread-badges', false);

    const phone = await openPage(browser, NARROW);
    await logIn(phone.page, pro.email, pro.password, '/op');
    await phone.page.getByRole('table', { name: 'I tuoi clienti' }).getByLabel('2 messaggi non letti').waitFor();
    await screenshot(phone.page, 'live-unread-badges', false);

    await pro$.page.getByRole('row', { name: `Apri ${client.nome} ${client.cognome}` }).click();
    await pro$.page.getByRole('log', { name: 'Messaggi' }).getByText('Quando possiamo sentirci?').waitFor();
    await expect.poll(() => pro$.page.title(), LIVE).toBe('Studio');
    // The same reader on another device: cleared there too, without a reload.
    await expect.poll(() => phone.page.getByLabel('2 messaggi non letti').count(), LIVE).toBe(0);
    await expect.poll(() => phone.page.title(), LIVE).toBe('Studio');
    await phone.context.close();
  });
});

describe('offline', () => {
  it('shows a banner while offline, and an action fails at once instead of being sent later', async () => {
    for (const viewport of [WIDE, NARROW]) {
      const opened = await openPage(browser, viewport);
      await logIn(opened.page, pro.email, pro.password, '/op');
      await opened.page.goto(`/op/customer?id=${ids.client}`);
      const note = opened.page.getByRole('textbox', { name: 'Note' });
      await note.waitFor();
      await opened.context.setOffline(true);
      const banner = opened.page.getByText('Sei offline: le modifiche non verranno inviate finché la connessione non torna.');
      await banner.waitFor();
      await note.fill('Scritta offline');
      await opened.page.getByRole('button', { name: 'Salva' }).click();
      await expectError(opened.page, MSG.unexpected);
      await screenshot(opened.page, 'live-offline', false);
      await opened.context.setOffline(false);
      await expect.poll(() => banner.count()).toBe(0);
      // Back online, nothing was replayed behind the user's back.
      const record = await proApi.get<{ user: { note: string } }>(`/api/cliente?id=${ids.client}`);
      expect(record.user.note).not.toBe('Scritta offline');
      await opened.context.close();
    }
  });
});

/** '24/11/26' → '2026-11-24'. */
function isoDate(date: string) {
  const [d, m, y] = date.split('/');
  return `20${y}-${m}-${d}`;
}
