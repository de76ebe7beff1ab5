import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SCHEDULE_MSG } from '../common/messages/scheduling.js';
import { WORKSPACE_MSG } from '../common/messages/workspace.js';
import { createConfirmedAccount } from './support/api.js';
import { launchBrowser, NARROW, openPage, screenshot, WIDE, type TestPage } from './support/browser.js';
import { expectSuccess, logIn } from './support/flows.js';
import { makeClient, makeProfessional } from './support/people.js';

let browser: Browser;
const pro = makeProfessional('ws-pro');
const client = makeClient('ws-cliente');
const ids = { pro: 0, client: 0 };
const tokens = { pro: '', client: '' };
let pro$: TestPage;
let client$: TestPage;
const files = mkdtempSync(path.join(tmpdir(), 'studio-ws-'));

async function call<T>(method: 'GET' | 'POST', route: string, token: string, body?: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}${route}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body && JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function apiLogin(email: string, password: string): Promise<{ token: string; id: number }> {
  const { token } = await call<{ token: string }>('POST', '/api/login', '', { email, password, stayLogged: false });
  const { me } = await call<{ me: { id: number } }>('GET', '/api/me', token);
  return { token, id: me.id };
}

/** A small PDF with binary bytes in it, so a download that re-encodes would show. */
function writePdf(name: string): string {
  const file = path.join(files, name);
  const body = Buffer.concat([
    Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1'),
    randomBytes(3000),
    Buffer.from('\n%%EOF\n'),
  ]);
  writeFileSync(file, body);
  return file;
}

const realErrors = (errors: string[]) => errors.filter((error) => !/status of 40[134]/.test(error));
const chatLog = (page: Page) => page.getByRole('log', { name: 'Messaggi' });
const documentsTable = (page: Page) => page.getByRole('table', { name: 'Documenti' });

async function send(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Messaggio' }).fill(text);
  await page.getByRole('textbox', { name: 'Messaggio' }).press('Enter');
  await chatLog(page).getByText(text, { exact: true }).waitFor();
}

async function upload(page: Page, file: string): Promise<void> {
  await page.getByLabel('Carica documento').setInputFiles(file);
  await expectSuccess(page, WORKSPACE_MSG.documentSent);
}

async function downloadBytes(page: Page, name: string): Promise<{ bytes: Buffer; fileName: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Scarica ${name}` }).click(),
  ]);
  return { bytes: readFileSync((await download.path())!), fileName: download.suggestedFilename() };
}

/** The box's button; 'Ricevuti' also names its count of documents not seen yet. */
async function openBox(page: Page, box: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${box}`) }).click();
}

beforeAll(async () => {
  browser = await launchBrowser();
  await Promise.all([createConfirmedAccount(pro), createConfirmedAccount(client)]);
  const [p, c] = await Promise.all([apiLogin(pro.email, pro.password), apiLogin(client.email, client.password)]);
  Object.assign(ids, { pro: p.id, client: c.id });
  Object.assign(tokens, { pro: p.token, client: c.token });
  await call('POST', '/api/askop', tokens.client, { id: ids.pro });
  await call('POST', '/api/confirmcliente', tokens.pro, { id: ids.client });
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

describe('workspace: client record, chat and documents', () => {
  it('in I tuoi Clienti, Tab reaches the client’s name as a link and Enter opens the client page', async () => {
    const { page, errors } = pro$;
    const link = page
      .getByRole('table', { name: 'I tuoi clienti' })
      .getByRole('link', { name: `${client.cognome} ${client.nome}`, exact: true });
    await page.getByRole('searchbox', { name: 'Cerca tra i clienti' }).focus();
    const focused = () => link.evaluate((element) => element === document.activeElement);
    for (let presses = 0; presses < 10 && !(await focused()); presses++) await page.keyboard.press('Tab');
    expect(await focused()).toBe(true);
    // One tab stop per row: from the name, Tab goes on to the row's own button, not to the row.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `Elimina ${client.nome} ${client.cognome}`,
    );
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/op/customer?id=${ids.client}`);
    await page.getByRole('heading', { name: `${client.nome} ${client.cognome}`, level: 1 }).waitFor();
    // Opened once: Back returns to the list.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/op');
    await link.waitFor();
    expect(realErrors(errors)).toEqual([]);
  });

  it('the professional opens the client from /op, sees the private fields and saves a note', async () => {
    const { page, errors } = pro$;
    await page.getByRole('link', { name: `${client.cognome} ${client.nome}`, exact: true }).click();
    await page.waitForURL(`**/op/customer?id=${ids.client}`);
    await page.getByRole('heading', { name: `${client.nome} ${client.cognome}`, level: 1 }).waitFor();
    const info = page.getByRole('region', { name: 'Informazioni' });
    await info.getByText(client.codiceFiscale).waitFor();
    await info.getByText(WORKSPACE_MSG.noAppointment).waitFor();

    const save = info.getByRole('button', { name: 'Salva' });
    expect(await save.isDisabled()).toBe(true);
    await info.getByRole('textbox', { name: 'Note' }).fill('Preferisce essere contattata il mattino.');
    await save.click();
    await expectSuccess(page, WORKSPACE_MSG.noteSaved);
    await page.reload();
    expect(await page.getByRole('textbox', { name: 'Note' }).inputValue()).toBe('Preferisce essere contattata il mattino.');
    expect(realErrors(errors)).toEqual([]);
  });

  it('the client sees the professional without codice fiscale or notes, with the booking calendar', async () => {
    const { page, errors } = client$;
    await page.getByRole('link', { name: `${pro.nome} ${pro.cognome}`, exact: true }).click();
    await page.waitForURL(`**/user/op?id=${ids.pro}`);
    await page.getByRole('heading', { name: `${pro.nome} ${pro.cognome}`, level: 1 }).waitFor();
    const info = page.getByRole('region', { name: 'Informazioni' });
    await info.getByText(pro.nomeAzienda).waitFor();
    expect(await info.getByText('Codice fiscale').count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Note' }).count()).toBe(0);
    await page.getByRole('heading', { name: 'Prenota un appuntamento' }).waitFor();
    expect(realErrors(errors)).toEqual([]);
  });

  it('a booking from the calendar shows as the next appointment on both sides', async () => {
    const day = ['09:00', '17:30'];
    await call('POST', '/api/updateorario', tokens.pro, { orario: { l: day, ma: day, me: day, g: day, v: day, s: day, d: day } });
    const { page, errors } = client$;
    await page.reload();
    const bookable = page.getByRole('button', { name: /\d\d:\d\d prenotabile$/ }).first();
    const [weekday, date, time] = (await bookable.getAttribute('aria-label'))!.split(' ');
    await bookable.click();
    const dialog = page.getByRole('dialog', { name: `Prenota per il ${weekday} ${date} alle ${time}` });
    await dialog.getByLabel('Descrizione').fill('Firma del contratto');
    await dialog.getByRole('button', { name: 'Prenota' }).click();
    const info = page.getByRole('region', { name: 'Informazioni' });
    await info.getByText(new RegExp(`^Prossimo appuntamento: \\S+ ${date} alle ${time}`)).waitFor();

    await pro$.page.reload();
    await pro$.page.getByRole('region', { name: 'Informazioni' }).getByText(`${date} alle ${time}`, { exact: false }).waitFor();
    expect(realErrors(errors)).toEqual([]);
  });

  it('chat: live both ways, newlines kept, HTML shown as text, send disabled while empty', async () => {
    const sendButton = (page: Page) => page.getByRole('button', { name: 'Invia', exact: true });
    expect(await sendButton(pro$.page).isDisabled()).toBe(true);
    await pro$.page.getByRole('textbox', { name: 'Messaggio' }).fill('   ');
    expect(await sendButton(pro$.page).isDisabled()).toBe(true);

    await send(pro$.page, 'Buongiorno, mi manda il contratto firmato?');
    await chatLog(client$.page).getByText('Buongiorno, mi manda il contratto firmato?').waitFor();

    const box = client$.page.getByRole('textbox', { name: 'Messaggio' });
    await box.fill('Certo,');
    await box.press('Shift+Enter');
    await box.pressSequentially('lo carico subito.');
    expect(await box.inputValue()).toBe('Certo,\nlo carico subito.');
    await box.press('Enter');
    const reply = chatLog(pro$.page).getByRole('article').filter({ hasText: 'lo carico subito.' });
    await reply.waitFor();
    expect(await reply.locator('p').first().innerText()).toBe('Certo,\nlo carico subito.');
    // The socket can deliver before the sender's own HTTP answer clears the box.
    await expect.poll(() => box.inputValue()).toBe('');
    await client$.page.getByRole('article').filter({ hasText: 'lo carico subito.' }).waitFor();
    expect(await client$.page.getByRole('article').filter({ hasText: 'lo carico subito.' }).getAttribute('data-own')).toBe(
      'true',
    );
    expect(await reply.getAttribute('data-own')).toBe('false');

    const html = '<b>grassetto</b> <img src=x onerror="window.__xss=1">';
    await send(client$.page, html);
    await chatLog(pro$.page).getByText(html, { exact: true }).waitFor();
    expect(await chatLog(pro$.page).locator('b, img').count()).toBe(0);
    expect(await pro$.page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(realErrors(pro$.errors)).toEqual([]);
    expect(realErrors(client$.errors)).toEqual([]);
  });

  it('chat: older messages load when scrolling to the top', async () => {
    for (let n = 1; n <= 14; n++) {
      await call('POST', '/api/inviamessaggio', tokens.pro, { id: ids.client, testo: `Promemoria numero ${n}` });
    }
    const { page } = client$;
    await chatLog(page).getByText('Promemoria numero 14', { exact: true }).waitFor();
    await page.reload();
    const log = chatLog(page);
    await log.getByText('Promemoria numero 14', { exact: true }).waitFor();
    expect(await log.getByText('Promemoria numero 2', { exact: true }).count()).toBe(0);
    await log.evaluate((element) => element.scrollTo({ top: 0 }));
    await log.getByText('Promemoria numero 2', { exact: true }).waitFor();
    await log.getByText('Buongiorno, mi manda il contratto firmato?').waitFor();
    expect(await log.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    await log.getByText('Inizio della conversazione').waitFor();
    await log.evaluate((element) => element.scrollTo({ top: 0 }));
    await page
      .getByRole('region', { name: 'Chat' })
      .screenshot({ path: path.join(import.meta.dirname, '..', '.tmp', 'screens', 'workspace-chat-top-1280.png') });
  });

  it('chat: what was sent while the connection was down arrives on reconnection, once', async () => {
    const page = await client$.context.newPage();
    const sockets: WebSocketRoute[] = [];
    let blocked = false;
    await page.routeWebSocket(/\/api\/socket\.io\//, async (socket) => {
      if (blocked) return socket.close();
      socket.connectToServer();
      sockets.push(socket);
    });
    await page.goto(`/user/op?id=${ids.pro}`);
    await page.getByText('In tempo reale').waitFor();

    blocked = true;
    await Promise.all(sockets.map((socket) => socket.close()));
    await page.getByText('Connessione…').waitFor();
    await call('POST', '/api/inviamessaggio', tokens.pro, { id: ids.client, testo: 'Scritto mentre eri offline' });
    blocked = false;

    const missed = chatLog(page).getByText('Scritto mentre eri offline', { exact: true });
    await missed.waitFor({ timeout: 20_000 });
    await page.getByText('In tempo reale').waitFor();
    await send(page, 'Di nuovo in linea');
    expect(await missed.count()).toBe(1);
    expect(await chatLog(page).getByText('Di nuovo in linea', { exact: true }).count()).toBe(1);
    await page.close();
  });

  it('documents: a PDF each way, downloaded intact; only the professional deletes', async () => {
    const contract = writePdf('contratto firmato.pdf');
    const invoice = writePdf('fattura-2026.pdf');

    await upload(client$.page, contract);
    await documentsTable(client$.page).getByText('contratto firmato.pdf').waitFor();
    expect(await client$.page.getByRole('button', { name: WORKSPACE_MSG.sent, pressed: true }).count()).toBe(1);
    expect(await client$.page.getByRole('button', { name: 'Elimina contratto firmato.pdf' }).count()).toBe(0);

    await pro$.page.reload();
    await documentsTable(pro$.page).getByText('contratto firmato.pdf').waitFor();
    await pro$.page.getByText('1 - 1 di 1').waitFor();
    const received = await downloadBytes(pro$.page, 'contratto firmato.pdf');
    expect(received.fileName).toBe('contratto firmato.pdf');
    expect(received.bytes.equals(readFileSync(contract))).toBe(true);

    await upload(pro$.page, invoice);
    await documentsTable(pro$.page).getByText('fattura-2026.pdf').waitFor();
    await openBox(client$.page, WORKSPACE_MSG.received);
    await documentsTable(client$.page).getByText('fattura-2026.pdf').waitFor();
    const sent = await downloadBytes(client$.page, 'fattura-2026.pdf');
    expect(sent.fileName).toBe('fattura-2026.pdf');
    expect(sent.bytes.equals(readFileSync(invoice))).toBe(true);

    await client$.page.getByRole('searchbox', { name: 'Cerca tra i documenti' }).fill('nessuno');
    await client$.page.getByText(WORKSPACE_MSG.noDocumentsFound).waitFor();
    await client$.page.getByRole('searchbox', { name: 'Cerca tra i documenti' }).fill('fattura');
    await documentsTable(client$.page).getByText('fattura-2026.pdf').waitFor();

    await openBox(pro$.page, WORKSPACE_MSG.received);
    await pro$.page.getByRole('button', { name: 'Elimina contratto firmato.pdf' }).click();
    const dialog = pro$.page.getByRole('dialog', { name: 'Eliminare contratto firmato.pdf?' });
    await dialog.getByText(WORKSPACE_MSG.documentDeleteWarning).waitFor();
    await dialog.getByRole('button', { name: 'Elimina documento' }).click();
    await expectSuccess(pro$.page, WORKSPACE_MSG.documentDeleted);
    await pro$.page.getByText(WORKSPACE_MSG.noDocumentsReceived).waitFor();

    await client$.page.getByRole('searchbox', { name: 'Cerca tra i documenti' }).fill('');
    await openBox(client$.page, WORKSPACE_MSG.sent);
    await client$.page.getByText(WORKSPACE_MSG.noDocumentsSent).waitFor();
    expect(realErrors(pro$.errors)).toEqual([]);
    expect(realErrors(client$.errors)).toEqual([]);
  });

  it('a missing or still pending link goes back home, which says why', async () => {
    const pending = makeClient('ws-attesa');
    await createConfirmedAccount(pending);
    const { token, id } = await apiLogin(pending.email, pending.password);
    await call('POST', '/api/askop', token, { id: ids.pro });
    await pro$.page.goto(`/op/customer?id=${id}`);
    await pro$.page.waitForURL((url) => url.pathname === '/op');
    await pro$.page.goto('/op/customer?id=999999');
    await pro$.page.waitForURL((url) => url.pathname === '/op');
    await pro$.page.getByText(SCHEDULE_MSG.linkGone).waitFor();
    await client$.page.goto('/user/op?id=999999');
    await client$.page.waitForURL((url) => url.pathname === '/user');
    await client$.page.getByText(SCHEDULE_MSG.linkGone).waitFor();
    await screenshot(client$.page, 'link-gone-notice');
  });

  it('screenshots of both views, wide and narrow', async () => {
    await client$.page.goto(`/user/op?id=${ids.pro}`);
    await upload(client$.page, writePdf('carta-identita.pdf'));
    await send(client$.page, 'Grazie, a presto!');
    for (const viewport of [WIDE, NARROW]) {
      for (const [{ page }, route, name] of [
        [pro$, `/op/customer?id=${ids.client}`, 'workspace-op'],
        [client$, `/user/op?id=${ids.pro}`, 'workspace-user'],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.goto(route);
        await chatLog(page).getByText('Grazie, a presto!').waitFor();
        await documentsTable(page).getByRole('row').nth(1).waitFor();
        await screenshot(page, name);
      }
    }
  });
});
