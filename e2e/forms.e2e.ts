import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MSG } from '../common/messages/it.js';
import { PUBLIC_MSG } from '../common/messages/public.js';
import { SCHEDULE_MSG } from '../common/messages/scheduling.js';
import { apiSession, createConfirmedAccount } from './support/api.js';
import { launchBrowser, NARROW, openPage, screenshot, WIDE } from './support/browser.js';
import { acceptTerms, confirmEmail, expectSuccess, field, fillPersonalFields, logIn, registerClient } from './support/flows.js';
import { waitForMail } from './support/mailbox.js';
import { waitForLink } from './support/outbox.js';
import { makeClient, makeProfessional, uniqueEmail } from './support/people.js';
import { writeTinyPng } from './support/png.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/server.js';

/* Forms that never freeze and the visitor's cancel link. */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const registerButton = (page: Page) => page.getByRole('button', { name: 'Registrati', exact: true });

const HOURS = ['09:00', '17:30'];
const EVERY_DAY = { l: HOURS, ma: HOURS, me: HOURS, g: HOURS, v: HOURS, s: HOURS, d: HOURS };

/** The team's agenda (the administrator's) open every day from 09:00 to 17:30. */
async function openTheTeamAgenda() {
  const admin = await apiSession(ADMIN_EMAIL, ADMIN_PASSWORD);
  const { me } = await admin.get<{ me: { id: number } }>('/api/me');
  await admin.post('/api/adminupdateorario', { id: me.id, orario: EVERY_DAY });
}

/** The name of the focused field (react-hook-form's setFocus moves it on a timer: poll it). */
const focusedField = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name'));

/** Clicks the first bookable slot in `scope` and returns its dialog's 'Prenota per il … alle …' title. */
async function clickFirstBookable(scope: Page | Locator) {
  const button = scope.getByRole('button', { name: /\d\d:\d\d prenotabile$/ }).first();
  await button.waitFor();
  const [weekday, date, time] = (await button.getAttribute('aria-label'))!.split(' ');
  await button.click();
  return { day: `${weekday} ${date}`, time, title: `Prenota per il ${weekday} ${date} alle ${time}` };
}

describe('the registration form, filled in any order', () => {
  it('says the e-mails differ when the terms box is ticked after a typo in Conferma email', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/register');
    const person = makeClient();
    await fillPersonalFields(page, person);
    await field(page, 'Conferma email').fill(person.email.replace('@', 'x@'));
    await field(page, 'Telefono').click();
    await acceptTerms(page);
    await page.getByText(MSG.emailMismatch).waitFor();
    expect(await registerButton(page).isDisabled()).toBe(true);
    await screenshot(page, 'register-mismatch-after-terms');
    await context.close();
  });

  it('says the passwords differ when the terms box is ticked last', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/register');
    await fillPersonalFields(page, makeClient());
    await field(page, 'Conferma password').fill('Diversa12345');
    await acceptTerms(page);
    await page.getByText(MSG.passwordMismatch).waitFor();
    await context.close();
  });

  it('says the e-mails differ when the terms box was ticked first', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/register');
    await acceptTerms(page);
    const person = makeClient();
    await fillPersonalFields(page, { ...person });
    await field(page, 'Conferma email').fill(`altro.${person.email}`);
    await field(page, 'Telefono').click();
    await page.getByText(MSG.emailMismatch).waitFor();
    await context.close();
  });

  it("marks a professional's skipped business fields once the terms box is ticked", async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/register?op=true');
    await fillPersonalFields(page, makeProfessional());
    await page.getByLabel("Carica documento d'identità").setInputFiles(writeTinyPng());
    await acceptTerms(page);
    for (const label of ['Nome azienda o studio', 'Indirizzo', 'Città', 'CAP', 'Provincia']) {
      await expect.poll(() => field(page, label).getAttribute('aria-invalid')).toBe('true');
    }
    expect(await page.getByText(MSG.required, { exact: true }).count()).toBe(5);
    expect(await page.getByRole('button', { name: 'Registrati come professionista' }).isDisabled()).toBe(true);
    await screenshot(page, 'register-op-business-skipped');
    await context.close();
  });

  it('shows every message and moves to the first wrong field when Enter is pressed', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/register');
    await field(page, 'Nome').fill('Mario');
    await field(page, 'Nome').press('Enter');
    await page.getByText(MSG.termsRequired).waitFor();
    expect(await page.getByText(MSG.required, { exact: true }).count()).toBe(7);
    await expect.poll(() => focusedField(page)).toBe('cognome');
    await context.close();
  });

  it('shows the password rule before typing, and the password on request', async () => {
    const { page, context } = await openPage(browser, NARROW);
    await page.goto('/register');
    await page.getByText('Almeno 8 caratteri, con almeno una lettera e un numero.').waitFor();
    await field(page, 'Password').fill('Segreta123');
    expect(await field(page, 'Password').getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Mostra password', exact: true }).click();
    expect(await field(page, 'Password').getAttribute('type')).toBe('text');
    await screenshot(page, 'register-password-shown');
    await page.getByRole('button', { name: 'Nascondi password', exact: true }).click();
    expect(await field(page, 'Password').getAttribute('type')).toBe('password');
    await context.close();
  });

  it('gives way to the success state after registering', async () => {
    const { page, context } = await openPage(browser);
    await registerClient(page, makeClient('successo'));
    await page.getByRole('heading', { name: 'Controlla la tua email' }).waitFor();
    expect(await field(page, 'Nome').count()).toBe(0);
    await screenshot(page, 'register-success');
    await page.getByRole('button', { name: 'Ho sbagliato l’email: ripeti la registrazione' }).click();
    await field(page, 'Nome').waitFor();
    expect(await field(page, 'Nome').inputValue()).toBe('');
    await context.close();
  });
});

describe('login and confirmation wording', () => {
  it('opens the forgot-password dialog without turning the login form red, with the e-mail already typed', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Password dimenticata?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Password dimenticata?' });
    await field(dialog, 'Email').waitFor();
    await page.waitForTimeout(300);
    await expect.poll(() => page.getByText(MSG.required, { exact: true }).count(), { timeout: 5000 }).toBe(0);
    await dialog.getByRole('button', { name: 'Annulla' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await field(page, 'Email').fill('mario.rossi@example.it');
    await page.getByRole('button', { name: 'Password dimenticata?' }).click();
    await field(dialog, 'Email').waitFor();
    await expect.poll(() => field(dialog, 'Email').inputValue()).toBe('mario.rossi@example.it');
    await context.close();
  });

  it('says the address is already confirmed when the confirmation link is opened again', async () => {
    const { page, context } = await openPage(browser);
    const client = makeClient('doppio');
    await registerClient(page, client);
    await confirmEmail(page, client.email, client.password);
    const link = await waitForLink(client.email, '/confirm-email');
    await page.goto(link);
    await expectSuccess(page, MSG.emailAlreadyConfirmed);
    await context.close();
  });

  it("leads to the page of an e-mail's link after the login it asked for", async () => {
    const client = makeClient('collegamento');
    await createConfirmedAccount(client);
    const { page, context, errors } = await openPage(browser);
    await page.goto('/help');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText('Per vedere la pagina che hai aperto devi prima accedere.').waitFor();
    await field(page, 'Email').fill(client.email);
    await field(page, 'Password').fill(client.password);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/help');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('unsaved edits', () => {
  it('asks before leaving the profile with unsaved changes, and stays when told to', async () => {
    const client = makeClient('modifiche');
    await createConfirmedAccount(client);
    const { page, context, errors } = await openPage(browser);
    await logIn(page, client.email, client.password, '/user');
    await page.goto('/account');
    await field(page, 'Nome').fill('Giuliana');
    await page.getByRole('banner').getByRole('link', { name: 'Aiuto' }).click();
    const asked = page.getByRole('dialog', { name: 'Uscire senza salvare?' });
    await asked.getByText('Hai delle modifiche non salvate').waitFor();
    await screenshot(page, 'unsaved-profile');
    await asked.getByRole('button', { name: 'Annulla' }).click();
    await asked.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/account');
    expect(await field(page, 'Nome').inputValue()).toBe('Giuliana');

    await page.getByRole('banner').getByRole('link', { name: 'Aiuto' }).click();
    await asked.getByRole('button', { name: 'Esci senza salvare' }).click();
    await page.waitForURL('**/help');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("asks on the browser's Back button too, stays when told to, and goes back when told to leave", async () => {
    const client = makeClient('indietro');
    await createConfirmedAccount(client);
    const { page, context, errors } = await openPage(browser);
    await logIn(page, client.email, client.password, '/user');
    await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
    await page.waitForURL('**/account');
    await field(page, 'Nome').fill('Giuliana');
    await page.goBack();
    const asked = page.getByRole('dialog', { name: 'Uscire senza salvare?' });
    await asked.getByText('Hai delle modifiche non salvate').waitFor();
    await asked.getByRole('button', { name: 'Annulla' }).click();
    await asked.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/account');
    expect(await field(page, 'Nome').inputValue()).toBe('Giuliana');

    await page.goBack();
    await asked.getByRole('button', { name: 'Esci senza salvare' }).click();
    await page.waitForURL('**/user');
    await asked.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Enter on a form whose button is still grey', () => {
  it('shows the missing password on the login page and moves to it', async () => {
    const { page, context, errors } = await openPage(browser, NARROW);
    await page.goto('/login');
    await field(page, 'Email').fill('mario.rossi@example.it');
    await field(page, 'Email').press('Enter');
    await page.getByText(MSG.required, { exact: true }).waitFor();
    expect(await page.getByText(MSG.required, { exact: true }).count()).toBe(1);
    await expect.poll(() => focusedField(page)).toBe('password');
    expect(new URL(page.url()).pathname).toBe('/login');
    await screenshot(page, 'login-enter');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows every message of the visitor's booking form and moves to the missing description", async () => {
    await openTheTeamAgenda();
    const { page, context, errors } = await openPage(browser);
    await page.goto('/?agenda');
    const agenda = page.getByRole('dialog', { name: PUBLIC_MSG.agendaTitle });
    const slot = await clickFirstBookable(agenda);
    await page
      .getByRole('dialog', { name: `Giorno ${slot.day}, ore ${slot.time}` })
      .getByRole('button', { name: 'Conferma' })
      .click();
    const form = page.getByRole('dialog', { name: slot.title });
    await form.getByLabel('Servizio').selectOption({ label: 'Altro (Specificare)' });
    await field(form, 'Nome').fill('Paola');
    await field(form, 'Nome').press('Enter');
    // Typing Nome already showed the skipped description's message; Enter adds the rest.
    await form.getByText(SCHEDULE_MSG.noteRequired).waitFor();
    await expect.poll(() => form.getByText(MSG.required, { exact: true }).count()).toBe(2);
    await expect.poll(() => focusedField(page)).toBe('note');
    await screenshot(page, 'public-booking-enter');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the service's missing name in the new service dialog", async () => {
    const pro = makeProfessional('servizio-invio');
    await createConfirmedAccount(pro);
    const { page, context, errors } = await openPage(browser);
    await logIn(page, pro.email, pro.password, '/op');
    await page.goto('/account');
    await page.getByRole('button', { name: 'Nuovo servizio' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuovo servizio' });
    await dialog.getByLabel('Nome del servizio').press('Enter');
    await dialog.getByText(MSG.required, { exact: true }).waitFor();
    await expect.poll(() => focusedField(page)).toBe('nome');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says the client's booking needs a description once 'Altro (Specificare)' is chosen after the note was left empty", async () => {
    const pro = makeProfessional('prenota-altro');
    const client = makeClient('prenota-altro');
    await Promise.all([createConfirmedAccount(pro), createConfirmedAccount(client)]);
    const proApi = await apiSession(pro.email, pro.password);
    await proApi.post('/api/updateorario', { orario: EVERY_DAY });
    await proApi.post('/api/createservizio', { nome: 'Colloquio', testoEmail: '', durata: 30 });
    const proId = (await proApi.get<{ me: { id: number } }>('/api/me')).me.id;
    const clientApi = await apiSession(client.email, client.password);
    await clientApi.post('/api/askop', { id: proId });
    const clientId = (await clientApi.get<{ me: { id: number } }>('/api/me')).me.id;
    await proApi.post('/api/confirmcliente', { id: clientId });

    const { page, context, errors } = await openPage(browser);
    await logIn(page, client.email, client.password, '/user');
    await page.goto(`/user/op?id=${proId}`);
    const slot = await clickFirstBookable(page);
    const form = page.getByRole('dialog', { name: slot.title });
    await field(form, 'Note').focus();
    await field(form, 'Note').press('Shift+Tab');
    await form.getByLabel('Servizio').selectOption({ label: 'Altro (Specificare)' });
    await form.getByText(SCHEDULE_MSG.noteRequired).waitFor();
    expect(await form.getByRole('button', { name: 'Prenota' }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('weekly hours', () => {
  it("copies Monday's hours and break to Tuesday–Friday in one click, and keeps breaks in time order", async () => {
    const pro = makeProfessional('copia-orari');
    await createConfirmedAccount(pro);
    const { page, context, errors } = await openPage(browser);
    await logIn(page, pro.email, pro.password, '/op');
    await page.goto('/account');
    await page.getByLabel('Lunedì, dalle').selectOption('09:00');
    await page.getByLabel('Lunedì, alle').selectOption('17:30');
    await page.getByRole('button', { name: 'Lunedì, aggiungi pausa' }).click();
    await page.getByLabel('Lunedì, pausa 1').selectOption('14:00');
    await page.getByRole('button', { name: 'Lunedì, aggiungi pausa' }).click();
    expect(await page.getByLabel('Lunedì, pausa 1').inputValue()).toBe('13:00');
    expect(await page.getByLabel('Lunedì, pausa 2').inputValue()).toBe('14:00');
    await page.getByRole('button', { name: 'Copia il lunedì da martedì a venerdì' }).click();
    for (const day of ['Martedì', 'Mercoledì', 'Giovedì', 'Venerdì']) {
      expect(await page.getByLabel(`${day}, dalle`).inputValue()).toBe('09:00');
      expect(await page.getByLabel(`${day}, alle`).inputValue()).toBe('17:30');
      expect(await page.getByLabel(`${day}, pausa 2`).inputValue()).toBe('14:00');
    }
    expect(await page.getByLabel('Sabato, alle').isDisabled()).toBe(true);
    await screenshot(page, 'hours-copied');
    await page.getByRole('button', { name: 'Salva orari' }).click();
    await expectSuccess(page, SCHEDULE_MSG.hoursSaved);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the visitor's cancel link", () => {
  const visitor = { nome: 'Elena', cognome: 'Blu', email: uniqueEmail('annulla') };
  let link = '';
  let day = '';

  beforeAll(async () => {
    await openTheTeamAgenda();
    // A slot far from the weeks the other browser tests book.
    const page = (await (await fetch(`${inject('baseUrl')}/api/calendariomio?page=10`)).json()) as {
      calendario: { isoDate: string; ore: { ora: string; stato: number }[][] }[];
    };
    const free = page.calendario.flatMap((d) => d.ore.flat().map((s) => ({ d: d.isoDate, ...s }))).find((s) => s.stato === 2)!;
    day = free.d;
    const booked = await fetch(`${inject('baseUrl')}/api/createprenotazionemia`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...visitor, giorno: free.d, ora: free.ora.replace(':', ''), note: 'Vorrei una demo.' }),
    });
    expect(booked.status).toBe(200);
    link = await waitForLink(visitor.email, '/appuntamento');
  });

  it('lets the visitor cancel the intro call without an account, then offers another time', async () => {
    const { page, context, errors } = await openPage(browser, WIDE);
    await page.goto(link);
    await page.getByText(/la tua videochiamata con il team di Studio è fissata per/).waitFor();
    await screenshot(page, 'intro-call-link');
    await page.getByRole('button', { name: 'Annulla l’appuntamento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Annullare la videochiamata?' });
    await dialog.getByRole('button', { name: 'Annulla l’appuntamento' }).click();
    await expectSuccess(page, PUBLIC_MSG.introCallCancelled);
    await page.getByText(/è stata annullata/).waitFor();
    await screenshot(page, 'intro-call-cancelled');
    await page.getByRole('link', { name: 'Scegli un altro orario' }).click();
    await page.getByRole('dialog', { name: PUBLIC_MSG.agendaTitle }).waitFor();

    // The visitor's e-mail confirms the cancellation, and its link opens the agenda again.
    const mail = await waitForMail(visitor.email, 'Appuntamento annullato: ');
    expect(mail.text).toContain('come hai chiesto, abbiamo annullato la tua videochiamata conoscitiva con il team di Studio');
    const again = new URL(mail.links.find((l) => l.endsWith('/?agenda'))!);
    await page.goto('/');
    await page.goto(again.pathname + again.search);
    await page.getByRole('dialog', { name: PUBLIC_MSG.agendaTitle }).waitFor();
    expect(errors).toEqual([]);
    expect(day).not.toBe('');
    await context.close();
  });

  it('refuses a changed link', async () => {
    const { page, context } = await openPage(browser, NARROW);
    const url = new URL(link);
    const token = url.searchParams.get('token')!;
    // Another first character (a signature starting with 'x' would stay unchanged otherwise).
    url.searchParams.set('token', `${token.startsWith('x') ? 'y' : 'x'}${token.slice(1)}`);
    await page.goto(url.pathname + url.search);
    await page.getByText(PUBLIC_MSG.introCallLinkInvalid).waitFor();
    await screenshot(page, 'intro-call-bad-link');
    await context.close();
  });
});
