import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDARS_MSG } from '../common/messages/calendars.js';
import { SCHEDULE_MSG } from '../common/messages/scheduling.js';
import { apiSession, createConfirmedAccount } from './support/api.js';
import { launchBrowser, openPage, screenshot } from './support/browser.js';
import { expectSuccess, logIn } from './support/flows.js';
import { makeClient, makeProfessional } from './support/people.js';

let browser: Browser;
const pro = makeProfessional('feed-pro');
const client = makeClient('feed-cliente');

beforeAll(async () => {
  browser = await launchBrowser();
  await Promise.all([createConfirmedAccount(pro), createConfirmedAccount(client)]);
});

afterAll(async () => {
  await browser?.close();
});

const EVERY_DAY = { l: ['09:00', '17:30'], ma: ['09:00', '17:30'], me: ['09:00', '17:30'], g: ['09:00', '17:30'] };
const WEEK = { ...EVERY_DAY, v: ['09:00', '17:30'], s: ['09:00', '17:30'], d: ['09:00', '17:30'] };

/** Tomorrow's Rome date, 'YYYY-MM-DD'. */
const romeTomorrow = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(Date.now() + 86_400_000);

describe('calendars and video', () => {
  it('the professional marks a service online, copies the feed URL, and sees the video link in the booking details; so does the client on their page', async () => {
    const { page, context, errors } = await openPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await logIn(page, pro.email, pro.password, '/op');

    const proApi = await apiSession(pro.email, pro.password);
    await proApi.post('/api/updateorario', { orario: WEEK });
    const proId = (await proApi.get<{ me: { id: number } }>('/api/me')).me.id;
    const clientApi = await apiSession(client.email, client.password);
    await clientApi.post('/api/askop', { id: proId });
    const clientId = (await clientApi.get<{ me: { id: number } }>('/api/me')).me.id;
    await proApi.post('/api/confirmcliente', { id: clientId });

    await page.goto('/account');
    await page.getByRole('button', { name: 'Nuovo servizio' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuovo servizio' });
    await dialog.getByLabel('Nome del servizio').fill('Colloquio online');
    await dialog.getByLabel('Si svolge online (videochiamata)').check();
    await dialog.getByRole('button', { name: 'Crea servizio' }).click();
    await expectSuccess(page, SCHEDULE_MSG.serviceCreated);
    await page.getByRole('table', { name: 'Servizi' }).getByText('Online', { exact: true }).waitFor();

    const { services } = await clientApi.get<{ services: { id: number; nome: string }[] }>(`/api/servizi?id=${proId}&all=true`);
    const online = services.find((s) => s.nome === 'Colloquio online')!;
    const giorno = romeTomorrow();
    await clientApi.post('/api/createprenotazione', { id: proId, giorno, ora: '1000', serviceId: online.id, note: '' });

    const feed = page.getByRole('region', { name: 'Il tuo calendario' });
    await feed.getByRole('button', { name: 'Crea l’indirizzo del calendario' }).click();
    await expectSuccess(page, CALENDARS_MSG.feedCreated);
    const url = await feed.getByLabel('Indirizzo del calendario').inputValue();
    expect(url).toMatch(/\/api\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    await feed.getByRole('button', { name: 'Copia' }).click();
    await feed.getByRole('button', { name: 'Copiato' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    expect(await feed.getByRole('link', { name: 'Apri nell’app Calendario' }).getAttribute('href')).toBe(
      url.replace(/^https?:/, 'webcal:'),
    );
    expect(await feed.getByRole('link', { name: 'Aggiungi a Google Calendar' }).getAttribute('href')).toContain(
      'https://calendar.google.com/calendar/render?cid=webcal',
    );
    await feed.scrollIntoViewIfNeeded();
    await screenshot(page, 'account-calendar-feed', false);

    const ics = await (await fetch(url)).text();
    const link = /^URL:(.+)$/m.exec(ics)?.[1].trim();
    expect(link).toMatch(/^https:\/\/meet\.jit\.si\/Studio-[0-9a-f]{32}$/);

    await page.goto('/op');
    const [year, month, day] = giorno.split('-');
    await page.getByRole('button', { name: new RegExp(`${day}/${month}/${year.slice(2)} 10:00 prenotato(: .*)?$`) }).click();
    const details = page.getByRole('dialog', { name: 'Dettagli prenotazione' });
    await details.getByText('Online, in videochiamata').waitFor();
    expect(await details.getByRole('link', { name: link! }).getAttribute('href')).toBe(link);
    expect(await details.getByRole('button', { name: 'Entra nella videochiamata' }).isDisabled()).toBe(true);
    await details.getByText('Il pulsante si attiva 10 minuti prima dell’inizio.').waitFor();
    await screenshot(page, 'booking-details-video', false);
    expect(errors).toEqual([]);
    await context.close();

    const clientPage = await openPage(browser);
    await logIn(clientPage.page, client.email, client.password, '/user');
    await clientPage.page.goto(`/user/op?id=${proId}`);
    const upcoming = clientPage.page.getByRole('region', { name: 'Il tuo prossimo appuntamento online' });
    expect(await upcoming.getByRole('link', { name: link! }).getAttribute('href')).toBe(link);
    expect(await upcoming.getByRole('button', { name: 'Entra nella videochiamata' }).isDisabled()).toBe(true);
    await upcoming.scrollIntoViewIfNeeded();
    await screenshot(clientPage.page, 'client-upcoming-video', false);
    expect(clientPage.errors).toEqual([]);
    await clientPage.context.close();
  });
});
