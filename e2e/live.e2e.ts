import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../common/messages/it.js';
import { SCHEDULE_MSG } from '../common/messages/scheduling.js';
import { PUBLIC_MSG } from '../common/messages/public.js';
import { WORKSPACE_MSG } from '../common/messages/workspace.js';
import { apiSession, createConfirmedAccount, type ApiSession } from './support/api.js';
import { launchBrowser, NARROW, openPage, screenshot, WIDE, type TestPage } from './support/browser.js';
import { expectError, expectSuccess, logIn } from './support/flows.js';
import { waitForMail } from './support/mailbox.js';
import { makeClient, makeProfessional } from './support/people.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/server.js';

/** What another person does shows on the open screen without a reload, within 2 s. */
const LIVE = { timeout: 2000 };
/** The phone the screenshots are taken on. */
const PHONE = { width: 390, height: 844 };

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

    await client$.page.getByRole('link', { name: `${pro.nome} ${pro.cognome}`, exact: true }).waitFor(LIVE);
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
    await pro$.page
      .getByRole('button', { name: new RegExp(`^${time} .*, ${when} prenotato: ${client.nome} ${client.cognome}`) })
      .waitFor(LIVE);

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

    await pro$.page.getByRole('link', { name: `${client.cognome} ${client.nome}`, exact: true }).click();
    await pro$.page.getByRole('log', { name: 'Messaggi' }).getByText('Quando possiamo sentirci?').waitFor();
    await expect.poll(() => pro$.page.title(), LIVE).toBe('Studio');
    // The same reader on another device: cleared there too, without a reload.
    await expect.poll(() => phone.page.getByLabel('2 messaggi non letti').count(), LIVE).toBe(0);
    await expect.poll(() => phone.page.title(), LIVE).toBe('Studio');
    await phone.context.close();
  });
});

describe('unseen documents', () => {
  it('a document rises the badge on the other’s list, in the top bar and the tab title; seeing the documents panel clears them', async () => {
    await client$.page.goto(`/user/op?id=${ids.pro}`);
    await pro$.page.goto('/op');
    const clients = pro$.page.getByRole('table', { name: 'I tuoi clienti' });
    await clients.getByRole('cell', { name: client.email, exact: true }).waitFor();
    expect(await pro$.page.title()).not.toMatch(/^\(/);

    const file = path.join(files, 'esami del sangue.pdf');
    writeFileSync(file, Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(3000), Buffer.from('\n%%EOF\n')]));
    await client$.page.getByLabel('Carica documento').setInputFiles(file);
    await expectSuccess(client$.page, WORKSPACE_MSG.documentSent);

    await clients.getByLabel('1 documento nuovo').waitFor(LIVE);
    await pro$.page.getByRole('link', { name: '1 documento nuovo' }).waitFor(LIVE);
    await expect.poll(() => pro$.page.title(), LIVE).toBe('(1) Studio');
    await screenshot(pro$.page, 'live-document-badges', false);

    const phone = await openPage(browser, PHONE);
    await logIn(phone.page, pro.email, pro.password, '/op');
    await phone.page.getByRole('table', { name: 'I tuoi clienti' }).getByLabel('1 documento nuovo').waitFor();
    await screenshot(phone.page, 'live-document-badges', false);

    // The client record opens with the documents panel below the fold: not seen until it is on screen.
    await pro$.page.getByRole('link', { name: `${client.cognome} ${client.nome}`, exact: true }).click();
    const panel = pro$.page.getByRole('region', { name: 'Documenti', exact: true });
    await panel.getByRole('button', { name: `${WORKSPACE_MSG.received} 1 documento nuovo` }).waitFor();
    await panel.scrollIntoViewIfNeeded();
    await panel.getByText('esami del sangue.pdf').waitFor();
    await expect.poll(() => pro$.page.title(), LIVE).toBe('Studio');
    // The same reader on another device: cleared there too, without a reload.
    await expect.poll(() => phone.page.getByLabel('1 documento nuovo').count(), LIVE).toBe(0);
    await phone.context.close();
  });
});

describe('public agenda', () => {
  it('a slot booked elsewhere turns taken on a visitor’s open agenda without a reload', async () => {
    const admin = await apiSession(ADMIN_EMAIL, ADMIN_PASSWORD);
    const { me } = await admin.get<{ me: { id: number } }>('/api/me');
    const hours = ['09:00', '17:30'];
    await admin.post('/api/adminupdateorario', {
      id: me.id,
      orario: { l: hours, ma: hours, me: hours, g: hours, v: hours, s: hours, d: hours },
    });

    const visitor = await openPage(browser, WIDE);
    await visitor.page.goto('/');
    await visitor.page.getByRole('button', { name: 'Verifica Disponibilità' }).click();
    const agenda = visitor.page.getByRole('dialog', { name: PUBLIC_MSG.agendaTitle });
    await agenda.getByText('1 - 7 di 84').waitFor();
    const free = agenda.getByRole('button', { name: /\d\d:\d\d prenotabile$/ }).nth(5);
    await free.waitFor();
    const [weekday, date, time] = (await free.getAttribute('aria-label'))!.split(' ');

    await admin.post('/api/createprenotazionemia', {
      nome: 'Altra',
      cognome: 'Persona',
      email: `altra.persona.${randomBytes(3).toString('hex')}@example.it`,
      giorno: isoDate(date),
      ora: time.replace(':', ''),
      note: '',
    });
    await slot(visitor.page, `${weekday} ${date} ${time} occupato`).waitFor(LIVE);
    expect(realErrors(visitor.errors)).toEqual([]);
    await visitor.context.close();
  });
});

describe('offline', () => {
  it('shows a banner while offline, and an action fails at once instead of being sent later', async () => {
    for (const viewport of [WIDE, PHONE]) {
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

describe('notification e-mails', () => {
  it('the acceptance e-mail unsubscribes in one click without login, from its own header, for its kind only', async () => {
    const mail = await waitForMail(client.email, `${pro.nome} ${pro.cognome} ha accettato la tua richiesta`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const url = /^<([^>]+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1] ?? '';
    expect(url).toContain('/api/disiscrizione?token=');
    expect(mail.links).toContain(url);

    for (const viewport of [WIDE, PHONE]) {
      const visitor = await openPage(browser, viewport);
      await visitor.page.goto(url);
      await visitor.page.getByRole('heading', { name: 'Annulla l’iscrizione' }).waitFor();
      await visitor.page.getByText(`Vuoi smettere di ricevere a ${client.email.toLowerCase()}`).waitFor();
      await screenshot(visitor.page, 'unsubscribe-confirm', false);
      if (viewport === PHONE) {
        await visitor.page.getByRole('button', { name: 'Annulla l’iscrizione' }).click();
        await visitor.page
          .getByText('Fatto: non riceverai più le email per le richieste di collegamento, le loro accettazioni e le rimozioni.')
          .waitFor();
        await screenshot(visitor.page, 'unsubscribe-done', false);
      }
      await visitor.context.close();
    }
    expect(await clientApi.get('/api/notifiche')).toMatchObject({
      email_messaggi: true,
      email_documenti: true,
      email_collegamenti: false,
      email_prenotazioni: true,
    });
  });

  it('the account page shows one switch per kind, and the unsubscribed kind turns back on there', async () => {
    for (const viewport of [WIDE, PHONE]) {
      const opened = await openPage(browser, viewport);
      await logIn(opened.page, client.email, client.password, '/user');
      await opened.page.goto('/account');
      const links = opened.page.getByRole('switch', { name: 'Richieste di collegamento, accettazioni e rimozioni' });
      await links.waitFor();
      expect(await opened.page.getByRole('switch', { name: 'Messaggi non letti' }).isChecked()).toBe(true);
      expect(await opened.page.getByRole('switch', { name: 'Nuovi documenti ricevuti' }).isChecked()).toBe(true);
      expect(
        await opened.page.getByRole('switch', { name: 'Appuntamenti prenotati o annullati dall’altra parte' }).isChecked(),
      ).toBe(true);
      if (viewport === PHONE) {
        expect(await links.isChecked()).toBe(false);
        await links.click();
        await expectSuccess(opened.page, WORKSPACE_MSG.notificationsSaved);
        expect(await links.isChecked()).toBe(true);
      }
      await opened.page.getByRole('region', { name: 'Notifiche' }).scrollIntoViewIfNeeded();
      await screenshot(opened.page, 'account-notifications', false);
      await opened.context.close();
    }
    expect(await clientApi.get('/api/notifiche')).toMatchObject({ email_collegamenti: true });
  });
});

describe('feedback where the user is looking', () => {
  it('an error stays until closed with “Chiudi”; a success vanishes after 5 seconds', async () => {
    const opened = await openPage(browser, WIDE);
    await logIn(opened.page, pro.email, pro.password, '/op');
    await opened.page.goto(`/op/customer?id=${ids.client}`);
    const note = opened.page.getByRole('textbox', { name: 'Note' });
    await note.waitFor();
    await note.fill('Richiamare giovedì.');
    await opened.context.setOffline(true);
    await opened.page.getByRole('button', { name: 'Salva' }).click();
    const error = opened.page.getByRole('alert').filter({ hasText: MSG.unexpected });
    await error.waitFor();
    await opened.context.setOffline(false);
    await opened.page.waitForTimeout(6000);
    expect(await error.isVisible()).toBe(true);
    await error.getByRole('button', { name: 'Chiudi' }).click();
    await expect.poll(() => error.count()).toBe(0);

    await opened.page.getByRole('button', { name: 'Salva' }).click();
    const success = opened.page.getByRole('status').filter({ hasText: WORKSPACE_MSG.noteSaved });
    await success.waitFor();
    const shownAt = Date.now();
    await success.waitFor({ state: 'detached', timeout: 8000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4000);
    await opened.context.close();
  });
});

/** '24/11/26' → '2026-11-24'. */
function isoDate(date: string) {
  const [d, m, y] = date.split('/');
  return `20${y}-${m}-${d}`;
}
