import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SCHEDULE_MSG } from '../common/messages/scheduling.js';
import { SUBSCRIPTION_MSG } from '../common/messages/subscriptions.js';
import { formatShortDate } from '../web/lib/dates.js';
import { apiSession, createConfirmedAccount } from './support/api.js';
import { launchBrowser, NARROW, openPage, screenshot } from './support/browser.js';
import { expectSuccess, logIn } from './support/flows.js';
import { makeClient, makeProfessional } from './support/people.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/server.js';

const DAY = 86_400_000;

let browser: Browser;
const pro = makeProfessional('abbonamento');
const client = makeClient('abbonamento');
const lapsed = makeProfessional('scaduto');
/** Stays in the free trial: no card subscription. */
const trial = makeProfessional('prova');

beforeAll(async () => {
  browser = await launchBrowser();
  await createConfirmedAccount(pro);
  await createConfirmedAccount(client);
  await createConfirmedAccount(lapsed);
  await createConfirmedAccount(trial);
});

afterAll(async () => {
  await browser?.close();
});

/** The expiry as the server has it, read with the page's own session. */
function readExpiry(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const response = await fetch('/api/me', { headers: { Authorization: `Bearer ${sessionStorage.getItem('jwt') ?? ''}` } });
    const { me } = (await response.json()) as { me: { scadenza_abbonamento: number } };
    return me.scadenza_abbonamento;
  });
}

async function call<T>(path: string, token: string, body?: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const tokenOf = async (email: string, password: string) =>
  (await call<{ token: string }>('/api/login', '', { email, password, stayLogged: false })).token;

/** The server's clock cannot move, so the administrator moves the expiry back instead. */
async function expireDaysAgo(email: string, password: string, days: number): Promise<number> {
  const { me } = await call<{ me: { id: number } }>('/api/me', await tokenOf(email, password));
  const admin = await tokenOf(ADMIN_EMAIL, ADMIN_PASSWORD);
  const { user } = await call<{ user: Record<string, unknown> }>(`/api/admincliente?id=${me.id}`, admin);
  const expiry = Date.now() - days * DAY;
  const fields = [
    'nome',
    'cognome',
    'telefono',
    'cod_fiscale',
    'partita_iva',
    'nome_azienda',
    'indirizzo',
    'citta',
    'cap',
    'provincia',
    'attivo',
  ];
  await call(`/api/adminupdateuser?id=${me.id}`, admin, {
    ...Object.fromEntries(fields.map((key) => [key, user[key]])),
    scadenza_abbonamento: expiry,
  });
  return expiry;
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

describe('the subscription', () => {
  it('is paid for a month on the offline provider: a subscription that renews on the new expiry, payment in the history', async () => {
    const { page, context, errors } = await openPage(browser);
    await logIn(page, pro.email, pro.password, '/op');
    const trialEnd = await readExpiry(page);

    await page.getByRole('link', { name: 'Gestisci abbonamento' }).click();
    await page.waitForURL('**/subscription');
    await page.getByText(SUBSCRIPTION_MSG.offlineBanner).waitFor();
    await page.getByText(`${SUBSCRIPTION_MSG.validUntil} ${formatShortDate(trialEnd)}`).waitFor();
    await page.getByText(SUBSCRIPTION_MSG.noPayments).waitFor();
    await page.getByRole('note').filter({ hasText: SUBSCRIPTION_MSG.autoRenewFromFirstCard }).waitFor();
    await settle(page);
    await screenshot(page, 'subscription');

    await page.getByRole('button', { name: 'Paga il mese con carta' }).click();
    await page.waitForURL('**/api/checkout-simulato?**');
    await page.getByText('29,90 €').waitFor();
    await page.getByRole('button', { name: 'Paga ora' }).click();

    await page.waitForURL((url) => url.pathname === '/subscription/success');
    await page.getByRole('heading', { name: 'Abbonamento a Studio' }).waitFor();
    await expectSuccess(page, SUBSCRIPTION_MSG.paymentOk);
    const paidUntil = await readExpiry(page);
    expect(paidUntil - trialEnd).toBe(30 * DAY);
    await page.getByText(`${SUBSCRIPTION_MSG.renewsOn} ${formatShortDate(paidUntil)}`).waitFor();
    await settle(page);
    await screenshot(page, 'subscription-success');

    await page.getByRole('link', { name: 'home', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/op');
    await page.getByRole('status').filter({ hasText: SUBSCRIPTION_MSG.active }).waitFor();
    await settle(page);
    await screenshot(page, 'subscription-banner', false);

    await page.goto('/subscription');
    await page.getByText(`${SUBSCRIPTION_MSG.renewsOn} ${formatShortDate(paidUntil)}`).waitFor();
    await page.getByText('Attivo', { exact: true }).waitFor();
    expect(await page.getByRole('switch', { name: 'Rinnovo automatico' }).isChecked()).toBe(true);
    expect(await page.getByText(SUBSCRIPTION_MSG.autoRenewFromFirstCard).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Paga il mese con carta' }).count()).toBe(0);
    const row = page.getByRole('table', { name: 'Storico pagamenti' }).getByRole('row').nth(1);
    await row.getByRole('cell', { name: 'Abbonamento mensile', exact: true }).waitFor();
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells.slice(1)).toEqual([formatShortDate(paidUntil), 'Carta (simulato)', 'Abbonamento mensile', '29,90 €']);
    expect(cells[0]).toBe(formatShortDate(trialEnd));
    await page.getByText('1 - 1 di 1').waitFor();
    await settle(page);
    await screenshot(page, 'subscription-active');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('buys a 10 GB block: the success page shows the new space and the expiry does not move', async () => {
    const { page, context, errors } = await openPage(browser);
    await logIn(page, pro.email, pro.password, '/op');
    const before = await readExpiry(page);
    await page.goto('/subscription');
    await page.getByRole('button', { name: /Acquista 10 GB in più/ }).click();
    await page.waitForURL('**/api/checkout-simulato?**');
    await page.getByText('15,00 €').waitFor();
    await page.getByRole('button', { name: 'Paga ora' }).click();

    await page.waitForURL((url) => url.pathname === '/subscription/success');
    await expectSuccess(page, SUBSCRIPTION_MSG.paymentOk);
    await page.getByText('Il tuo spazio di archiviazione è di 20,0 GB, di cui 20,0 GB liberi.').waitFor();
    expect(await page.getByText(SUBSCRIPTION_MSG.validUntil).count()).toBe(0);
    expect(await readExpiry(page)).toBe(before);
    await settle(page);
    await screenshot(page, 'subscription-success-storage');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('comes back from a cancelled payment with the red message and nothing paid', async () => {
    const { page, context, errors } = await openPage(browser);
    await logIn(page, trial.email, trial.password, '/op');
    const before = await readExpiry(page);
    await page.goto('/subscription');
    await page.getByRole('button', { name: 'Paga l’anno con carta' }).click();
    await page.waitForURL('**/api/checkout-simulato?**');
    await page.getByText('286,80 €').waitFor();
    await page.getByRole('button', { name: 'Annulla' }).click();

    await page.waitForURL((url) => url.pathname === '/subscription/cancel');
    await page.getByRole('alert').filter({ hasText: SUBSCRIPTION_MSG.paymentCancelled }).waitFor();
    await page.getByText('Ora puoi tornare alla home').waitFor();
    expect(await readExpiry(page)).toBe(before);
    await settle(page);
    await screenshot(page, 'subscription-cancel');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('turns auto-renew on at once during the trial, saying nothing renews before the first card payment, and asks before turning it off', async () => {
    const { page, context, errors } = await openPage(browser);
    await logIn(page, trial.email, trial.password, '/op');
    await page.goto('/subscription');
    const toggle = page.getByRole('switch', { name: 'Rinnovo automatico' });
    const note = page.getByRole('note').filter({ hasText: SUBSCRIPTION_MSG.autoRenewFromFirstCard });
    await note.waitFor();
    expect(await toggle.isChecked()).toBe(false);

    await toggle.click();
    await expectSuccess(page, SUBSCRIPTION_MSG.autoRenewUpdated);
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await note.waitFor();
    expect(await toggle.getAttribute('aria-describedby')).toBe(await note.getAttribute('id'));
    await page.getByText(SUBSCRIPTION_MSG.validUntil).waitFor();
    await page.getByText('Valido', { exact: true }).waitFor();
    await settle(page);
    await screenshot(page, 'subscription-trial-auto-renew');

    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Disattivare il rinnovo automatico?' });
    await dialog.getByText(SUBSCRIPTION_MSG.autoRenewOffConfirm).waitFor();
    await screenshot(page, 'subscription-dialog', false);
    await dialog.getByRole('button', { name: 'Annulla' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await toggle.isChecked()).toBe(true);

    await toggle.click();
    await dialog.getByRole('button', { name: 'Disattiva' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await page.reload();
    await page.getByRole('switch', { name: 'Rinnovo automatico' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Rinnovo automatico' }).isChecked()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tells a professional expired more than 2 days ago why clients cannot find them, and how to renew', async () => {
    const expiry = await expireDaysAgo(lapsed.email, lapsed.password, 3);
    const { page, context, errors } = await openPage(browser);
    await logIn(page, lapsed.email, lapsed.password, '/op');
    await page.getByRole('status').filter({ hasText: SUBSCRIPTION_MSG.expiredHidden }).waitFor();
    await page.getByRole('link', { name: 'Rinnova', exact: true }).click();

    await page.waitForURL('**/subscription');
    await page.getByText(`${SUBSCRIPTION_MSG.expiredOn} ${formatShortDate(expiry)}`).waitFor();
    await page.getByText(SUBSCRIPTION_MSG.hiddenNotice).waitFor();
    await page.getByRole('button', { name: 'Paga il mese con carta' }).waitFor();
    await settle(page);
    await screenshot(page, 'subscription-expired', false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a client no open slot of a professional past the grace, and tells them why', async () => {
    const pro2 = makeProfessional('scadutoagenda');
    const client2 = makeClient('scadutoagenda');
    await createConfirmedAccount(pro2);
    await createConfirmedAccount(client2);
    const proApi = await apiSession(pro2.email, pro2.password);
    const clientApi = await apiSession(client2.email, client2.password);
    const { me: proMe } = await proApi.get<{ me: { id: number } }>('/api/me');
    const { me: clientMe } = await clientApi.get<{ me: { id: number } }>('/api/me');
    const allDay = ['09:00', '17:30'];
    await proApi.post('/api/updateorario', {
      orario: { l: allDay, ma: allDay, me: allDay, g: allDay, v: allDay, s: allDay, d: allDay },
    });
    await clientApi.post('/api/askop', { id: proMe.id });
    await proApi.post('/api/confirmcliente', { id: clientMe.id });
    await expireDaysAgo(pro2.email, pro2.password, 3);

    const { page, context, errors } = await openPage(browser);
    await logIn(page, client2.email, client2.password, '/user');
    await page.goto(`/user/op?id=${proMe.id}`);
    await page.getByText(SCHEDULE_MSG.professionalUnavailable).waitFor();
    const days = await clientApi.get<{ calendario: { ore: { stato: number }[][] }[] }>(
      `/api/calendariocliente?id=${proMe.id}&page=1`,
    );
    expect(days.calendario.flatMap((d) => d.ore.flat().map((slot) => slot.stato))).not.toContain(2);
    await settle(page);
    await screenshot(page, 'client-calendar-unavailable');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers no bank transfer, and shows no sample IBAN, when the server has no BANK_IBAN', async () => {
    const { page, context, errors } = await openPage(browser);
    // The trial professional: 'pro' has paid by card above, which hides the plan choices.
    await logIn(page, trial.email, trial.password, '/op');
    const info = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/abbonamento');
    await page.goto('/subscription');
    expect((await info).status()).toBe(200);
    await page.getByRole('button', { name: 'Paga l’anno con carta' }).waitFor();
    await page.getByText('Causale').waitFor({ state: 'detached' });
    expect(await page.getByRole('article', { name: 'Bonifico bancario' }).count()).toBe(0);
    expect(await page.getByText('IBAN').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is only for professionals', async () => {
    const { page, context } = await openPage(browser);
    await logIn(page, client.email, client.password, '/user');
    await page.goto('/subscription');
    await page.waitForURL('**/login');
    await context.close();
  });

  it('renders on a phone', async () => {
    const { page, context, errors } = await openPage(browser, NARROW);
    await logIn(page, pro.email, pro.password, '/op');
    await page.getByRole('status').filter({ hasText: SUBSCRIPTION_MSG.active }).waitFor();
    await settle(page);
    await screenshot(page, 'subscription-banner', false);

    await expireDaysAgo(lapsed.email, lapsed.password, 3);
    const other = await openPage(browser, NARROW);
    await logIn(other.page, lapsed.email, lapsed.password, '/op');
    await other.page.getByRole('status').filter({ hasText: SUBSCRIPTION_MSG.expiredHidden }).waitFor();
    await settle(other.page);
    await screenshot(other.page, 'subscription-expired-banner', false);
    await other.context.close();

    const trialPage = await openPage(browser, NARROW);
    await logIn(trialPage.page, trial.email, trial.password, '/op');
    await trialPage.page.goto('/subscription');
    await trialPage.page.getByRole('note').filter({ hasText: SUBSCRIPTION_MSG.autoRenewFromFirstCard }).waitFor();
    await settle(trialPage.page);
    await screenshot(trialPage.page, 'subscription');
    expect(trialPage.errors).toEqual([]);
    await trialPage.context.close();

    await page.goto('/subscription');
    await page.getByRole('table', { name: 'Storico pagamenti' }).getByText('29,90 €').waitFor();
    await page.getByText(SUBSCRIPTION_MSG.renewsOn).waitFor();
    await settle(page);
    await screenshot(page, 'subscription-active');

    await page.getByRole('switch', { name: 'Rinnovo automatico' }).click();
    await page.getByRole('dialog').waitFor();
    await screenshot(page, 'subscription-dialog', false);
    await page.getByRole('dialog').getByRole('button', { name: 'Disattiva' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.getByText(SUBSCRIPTION_MSG.endsOn).waitFor();
    await page.getByRole('switch', { name: 'Rinnovo automatico' }).click();
    await expectSuccess(page, SUBSCRIPTION_MSG.autoRenewUpdated);
    await page.getByText(SUBSCRIPTION_MSG.renewsOn).waitFor();

    for (const [path, name] of [
      ['/subscription/success', 'subscription-success'],
      ['/subscription/cancel', 'subscription-cancel'],
    ]) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Abbonamento a Studio' }).waitFor();
      await settle(page);
      await screenshot(page, name);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
