import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_MSG } from '../common/messages/scheduling.js';
import { createConfirmedAccount } from './support/api.js';
import { launchBrowser, NARROW, openPage, screenshot, WIDE, type TestPage } from './support/browser.js';
import { expectSuccess, logIn, rowWithLink } from './support/flows.js';
import { mailsTo, waitForMail } from './support/mailbox.js';
import { makeClient, makeProfessional, type Person } from './support/people.js';

const screensDir = path.resolve(import.meta.dirname, '..', '.tmp', 'screens');
const WEEK = ['Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Venerdì', 'Sabato', 'Domenica'];

let browser: Browser;
const pro = makeProfessional('agenda-pro');
const client: Person = makeClient('agenda-cliente');
const other: Person = { ...makeClient('agenda-altro'), nome: 'Luca', cognome: 'Verdi' };
const opened: TestPage[] = [];
let professionalId = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  await Promise.all([createConfirmedAccount(pro), createConfirmedAccount(client), createConfirmedAccount(other)]);
});

afterAll(async () => {
  for (const { context } of opened) await context.close();
  await browser?.close();
});

async function session(person: Person, home: string, viewport = WIDE): Promise<TestPage> {
  const opening = await openPage(browser, viewport);
  opened.push(opening);
  await logIn(opening.page, person.email, person.password, home);
  return opening;
}

const BOOKABLE = /\d\d:\d\d prenotabile$/;

const slot = (page: Page, label: string) => page.getByRole('button', { name: label, exact: true });

/** The aria-label of a slot is '<day> <time> <state>', e.g. 'mar 24/11/26 09:30 prenotabile'. */
function parseSlotLabel(label: string) {
  const [weekday, date, time] = label.split(' ');
  return { day: `${weekday} ${date}`, date, time };
}

async function firstBookable(page: Page, skip = 0) {
  const button = page.getByRole('button', { name: BOOKABLE }).nth(skip);
  await button.waitFor();
  return parseSlotLabel((await button.getAttribute('aria-label'))!);
}

const realErrors = (errors: string[]) => errors.filter((error) => !/status of 40[134]/.test(error));

describe('scheduling: hours, services, links and bookings', () => {
  it('the professional sets weekly hours and a service in /account', async () => {
    const { page, errors } = await session(pro, '/op');
    await page.getByText(SCHEDULE_MSG.noHoursAgenda).waitFor();

    await page.goto('/account');
    await page.getByText(SCHEDULE_MSG.hoursFirstTimeHint).waitFor();
    for (const day of WEEK) {
      await page.getByLabel(`${day}, dalle`).selectOption('09:00');
      await page.getByLabel(`${day}, alle`).selectOption('17:30');
    }
    const save = page.getByRole('button', { name: 'Salva orari' });

    await page.getByLabel('Lunedì, alle').selectOption('-');
    await page.getByText(SCHEDULE_MSG.hoursIncomplete).waitFor();
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel('Lunedì, alle').selectOption('17:30');

    await page.getByRole('button', { name: 'Lunedì, aggiungi pausa' }).click();
    expect(await page.getByLabel('Lunedì, pausa 1').inputValue()).toBe('13:00');
    await page.getByLabel('Lunedì, pausa 1').selectOption('-');
    expect(await page.getByLabel('Lunedì, pausa 1').count()).toBe(0);
    await page.getByRole('button', { name: 'Lunedì, aggiungi pausa' }).click();
    await page.getByLabel('Lunedì, pausa 1').selectOption('13:00');

    await page.getByLabel('Domenica, dalle').selectOption('-');
    expect(await page.getByLabel('Domenica, alle').isDisabled()).toBe(true);
    await page.getByLabel('Domenica, dalle').selectOption('09:00');
    await page.getByLabel('Domenica, alle').selectOption('17:30');

    await save.click();
    await expectSuccess(page, SCHEDULE_MSG.hoursSaved);
    await page.getByText(SCHEDULE_MSG.hoursFirstTimeHint).waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Nuovo servizio' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuovo servizio' });
    expect(await dialog.getByRole('button', { name: 'Crea servizio' }).isDisabled()).toBe(true);
    await dialog.getByText(SCHEDULE_MSG.serviceEmailHelp).waitFor();
    await dialog.getByLabel('Nome del servizio').fill('Consulenza fiscale');
    await dialog.getByLabel('Testo email').fill('Porta con te il modello 730 dell’anno scorso.');
    await dialog.getByRole('button', { name: 'Crea servizio' }).click();
    await expectSuccess(page, SCHEDULE_MSG.serviceCreated);
    const services = page.getByRole('table', { name: 'Servizi' });
    await services.getByText('Consulenza fiscale').waitFor();
    await services.getByText('Altro (Specificare)').waitFor();
    expect(await page.getByRole('button', { name: 'Modifica Altro (Specificare)' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Modifica Consulenza fiscale' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifica servizio' });
    await edit.getByText(SCHEDULE_MSG.serviceEditWarning).waitFor();
    await edit.getByRole('button', { name: 'Annulla' }).click();

    await page.goto('/op');
    await page.getByRole('button', { name: BOOKABLE }).first().waitFor();
    expect(realErrors(errors)).toEqual([]);
  });

  it('clients ask to link; the professional accepts them on /op', async () => {
    for (const person of [client, other]) {
      const { page, errors } = await session(person, '/user');
      await page.getByRole('searchbox', { name: 'Cerca un professionista' }).fill(pro.email);
      // Other tests' professionals share the name: wait until the search has narrowed the list.
      const add = page.getByRole('button', { name: `Aggiungi ${pro.nome} ${pro.cognome}` });
      await expect.poll(() => add.count(), { timeout: 10_000 }).toBe(1);
      await add.click();
      await expectSuccess(page, SCHEDULE_MSG.linkRequested);
      await page.getByRole('button', { name: SCHEDULE_MSG.linkAlreadyRequested }).waitFor();
      const pending = page.getByRole('row', { name: `${pro.nome} ${pro.cognome}: ${SCHEDULE_MSG.linkPending}` });
      await pending.waitFor();
      // Not a disabled control to assistive technology: its own 'Rimuovi' stays usable.
      expect(await pending.getAttribute('aria-disabled')).toBeNull();
      expect(await pending.getAttribute('tabindex')).toBeNull();
      expect(await pending.getByRole('button', { name: `Rimuovi ${pro.nome} ${pro.cognome}` }).isEnabled()).toBe(true);
      await pending.click({ force: true });
      expect(new URL(page.url()).pathname).toBe('/user');
      expect(realErrors(errors)).toEqual([]);
    }

    const { page, errors } = await session(pro, '/op');
    const clients = page.getByRole('table', { name: 'I tuoi clienti' });
    await clients.getByRole('cell', { name: client.email, exact: true }).waitFor();
    await page.getByRole('searchbox', { name: 'Cerca tra i clienti' }).fill(other.cognome);
    await expect.poll(() => clients.getByRole('cell', { name: client.email, exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: `Accetta ${other.nome} ${other.cognome}` }).click();
    await expectSuccess(page, SCHEDULE_MSG.linkAccepted);
    await page.getByRole('searchbox', { name: 'Cerca tra i clienti' }).fill('');
    await page.getByRole('button', { name: `Accetta ${client.nome} ${client.cognome}` }).click();
    await expectSuccess(page, SCHEDULE_MSG.linkAccepted);
    await expect.poll(() => page.getByRole('button', { name: /^Accetta / }).count()).toBe(0);
    expect(await page.getByText('1 - 2 di 2').count()).toBe(1);

    await page.getByRole('button', { name: `Elimina ${client.nome} ${client.cognome}` }).click();
    const remove = page.getByRole('dialog', { name: `Rimuovere ${client.nome} ${client.cognome}?` });
    await remove.getByText(SCHEDULE_MSG.removeClientWarning).waitFor();
    await remove.getByRole('button', { name: 'Annulla' }).click();
    expect(realErrors(errors)).toEqual([]);
  });

  it('a client books, sees the slot orange; another client sees it red; the professional sees who booked', async () => {
    const { page, errors } = await session(client, '/user');
    // The mouse may click anywhere on the row, here its city, not only the name's link.
    const table = page.getByRole('table', { name: 'I tuoi professionisti' });
    await rowWithLink(table, `${pro.nome} ${pro.cognome}`).getByRole('cell').nth(1).click();
    await page.waitForURL('**/user/op?id=*');
    professionalId = Number(new URL(page.url()).searchParams.get('id'));
    await page.getByRole('heading', { name: `${pro.nome} ${pro.cognome}` }).waitFor();

    const target = await firstBookable(page);
    await slot(page, `${target.day} ${target.time} prenotabile`).click();
    const dialog = page.getByRole('dialog', { name: `Prenota per il ${target.day} alle ${target.time}` });
    const service = dialog.getByLabel('Servizio');
    await expect.poll(() => service.locator('option:checked').textContent()).toBe('Consulenza fiscale');
    await service.selectOption({ label: 'Altro (Specificare)' });
    await dialog.getByLabel('Descrizione').waitFor();
    expect(await dialog.getByRole('button', { name: 'Prenota' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Descrizione').fill('Controllo documenti');
    expect(await dialog.getByRole('button', { name: 'Prenota' }).isDisabled()).toBe(false);
    await service.selectOption({ label: 'Consulenza fiscale' });
    await dialog.getByLabel('Note').fill('Prima visita');
    await dialog.getByRole('button', { name: 'Prenota' }).click();
    await expectSuccess(page, SCHEDULE_MSG.bookingCreated);
    await slot(page, `${target.day} ${target.time} prenotato`).waitFor();

    const when = `${target.date} alle ${target.time}`;
    const confirmation = await waitForMail(client.email, 'Appuntamento confermato: ');
    expect(confirmation.subject).toContain(when);
    expect(confirmation.text).toContain('Porta con te il modello 730');
    expect((await waitForMail(pro.email, 'Nuova prenotazione: ')).subject).toContain(when);

    const second = await session(other, '/user');
    await second.page.goto(`/user/op?id=${professionalId}`);
    const taken = slot(second.page, `${target.day} ${target.time} occupato`);
    await taken.waitFor();
    expect(await taken.isDisabled()).toBe(true);

    const agenda = await session(pro, '/op');
    // The professional's cell names the client and the service.
    await slot(
      agenda.page,
      `${target.time} ${client.nome[0]}. ${client.cognome} Consulenza fiscale, ${target.day} ${target.time} prenotato: ${client.nome} ${client.cognome}, Consulenza fiscale`,
    ).click();
    const details = agenda.page.getByRole('dialog', { name: 'Dettagli prenotazione' });
    await details.getByText(`${client.nome} ${client.cognome}`).waitFor();
    await details.getByText('Consulenza fiscale').waitFor();
    await details.getByText('Prima visita').waitFor();
    await details.getByText(client.email).waitFor();
    await details.getByRole('button', { name: 'Chiudi' }).click();

    await page.reload();
    await slot(page, `${target.day} ${target.time} prenotato`).click();
    await page.getByRole('dialog', { name: 'Il tuo appuntamento' }).getByRole('button', { name: 'Elimina prenotazione' }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminare la prenotazione?' });
    await confirm.getByText(SCHEDULE_MSG.bookingDeleteWarning).waitFor();
    await confirm.getByRole('button', { name: 'Elimina prenotazione' }).click();
    await expectSuccess(page, SCHEDULE_MSG.bookingDeleted);
    await slot(page, `${target.day} ${target.time} prenotabile`).waitFor();
    expect((await waitForMail(pro.email, 'Appuntamento annullato: ')).subject).toContain(when);
    expect(mailsTo(client.email).filter((mail) => mail.subject.startsWith('Appuntamento annullato'))).toEqual([]);

    for (const opening of [{ page, errors }, second, agenda]) expect(realErrors(opening.errors)).toEqual([]);
  });

  it('the professional opens and closes slots and cancels a booking, and the client is told', async () => {
    const booking = await session(client, '/user');
    await booking.page.goto(`/user/op?id=${professionalId}`);
    const target = await firstBookable(booking.page, 1);
    await slot(booking.page, `${target.day} ${target.time} prenotabile`).click();
    await booking.page.getByRole('dialog').getByRole('button', { name: 'Prenota' }).click();
    await expectSuccess(booking.page, SCHEDULE_MSG.bookingCreated);

    const { page, errors } = await session(pro, '/op');
    const free = await firstBookable(page);
    await slot(page, `${free.day} ${free.time} prenotabile`).click();
    await page
      .getByRole('dialog', { name: `Giorno ${free.day}, ore ${free.time}` })
      .getByText(SCHEDULE_MSG.slotCloseQuestion)
      .waitFor();
    await page.getByRole('button', { name: 'Conferma' }).click();
    await expectSuccess(page, SCHEDULE_MSG.slotUpdated);
    await slot(page, `${free.day} ${free.time} non prenotabile`).click();
    await page.getByRole('dialog').getByText(SCHEDULE_MSG.slotOpenQuestion).waitFor();
    await page.getByRole('button', { name: 'Conferma' }).click();
    await slot(page, `${free.day} ${free.time} prenotabile`).waitFor();

    await page.getByRole('button', { name: `Guida per ${free.day}` }).click();
    await page.getByRole('dialog').getByText(SCHEDULE_MSG.tutorialDay).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Chiudi' }).click();

    await page
      .getByRole('button', {
        name: new RegExp(`^${target.time} .*, ${target.day} ${target.time} prenotato: ${client.nome} ${client.cognome}`),
      })
      .click();
    await page
      .getByRole('dialog', { name: 'Dettagli prenotazione' })
      .getByRole('button', { name: 'Elimina prenotazione' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Eliminare la prenotazione?' });
    await confirm.getByText(SCHEDULE_MSG.bookingDeleteWarning).waitFor();
    await confirm.getByRole('button', { name: 'Elimina prenotazione' }).click();
    await expectSuccess(page, SCHEDULE_MSG.bookingDeleted);
    await slot(page, `${target.day} ${target.time} prenotabile`).waitFor();
    expect((await waitForMail(client.email, 'Appuntamento annullato: ')).subject).toContain(`${target.date} alle ${target.time}`);

    await page.getByRole('button', { name: 'Settimana successiva' }).click();
    await page.getByText('8 - 14 di 84').waitFor();
    expect(await page.getByRole('button', { name: 'Settimana precedente' }).isDisabled()).toBe(false);
    const lastDay = page.getByRole('columnheader').last();
    const dayLabel = (await lastDay.getByRole('button', { name: /^Rendi non disponibile / }).getAttribute('aria-label'))!.replace(
      'Rendi non disponibile ',
      '',
    );
    await lastDay.getByRole('button', { name: /^Rendi non disponibile / }).click();
    await page
      .getByRole('dialog', { name: `Rendere non disponibile ${dayLabel}?` })
      .getByRole('button', { name: 'Conferma' })
      .click();
    await expectSuccess(page, SCHEDULE_MSG.dayClosed);
    await expect
      .poll(() => page.getByRole('button', { name: new RegExp(`^${dayLabel} \\d\\d:\\d\\d prenotabile$`) }).count())
      .toBe(0);

    await booking.page.reload();
    const kept = await firstBookable(booking.page, 2);
    await slot(booking.page, `${kept.day} ${kept.time} prenotabile`).click();
    await booking.page.getByRole('dialog').getByLabel('Note').fill('Secondo incontro: revisione del bilancio');
    await booking.page.getByRole('dialog').getByRole('button', { name: 'Prenota' }).click();
    await expectSuccess(booking.page, SCHEDULE_MSG.bookingCreated);

    await page.getByRole('button', { name: 'Settimana precedente' }).click();
    await page.getByText('1 - 7 di 84').waitFor();
    const closed = await firstBookable(page, 5);
    await slot(page, `${closed.day} ${closed.time} prenotabile`).click();
    await page.getByRole('button', { name: 'Conferma' }).click();
    await slot(page, `${closed.day} ${closed.time} non prenotabile`).waitFor();

    expect(realErrors(errors)).toEqual([]);
    expect(realErrors(booking.errors)).toEqual([]);
  });

  it('a client without a link is sent back to /user', async () => {
    const stranger = makeClient('agenda-estraneo');
    await createConfirmedAccount(stranger);
    const { page } = await session(stranger, '/user');
    await page.goto(`/user/op?id=${professionalId}`);
    await page.waitForURL((url) => url.pathname === '/user');
    await page.goto('/user/op');
    await page.waitForURL((url) => url.pathname === '/user');
  });
});

/** Dialogs are shot as the viewport shows them: a full-page shot would misplace the sticky bar. */
async function shootViewport(page: Page, name: string) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(screensDir, `${name}-${page.viewportSize()!.width}.png`) });
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

describe.each([
  ['wide', WIDE],
  ['narrow', NARROW],
])('scheduling screens (%s)', (_label, viewport) => {
  it('professional: /account and /op', async () => {
    const { page, errors } = await session(pro, '/op', viewport);
    await page.getByRole('button', { name: BOOKABLE }).first().waitFor();
    await settle(page);
    await screenshot(page, 'sched-op');
    await page.getByRole('button', { name: BOOKABLE }).first().click();
    await page.getByRole('dialog').waitFor();
    await shootViewport(page, 'sched-op-slot-dialog');
    await page.keyboard.press('Escape');
    // On a phone one day shows at a time: open the day that holds a booking.
    for (const tab of await page.getByRole('tab').all()) {
      if ((await page.getByRole('button', { name: / prenotato: / }).count()) > 0) break;
      await tab.click();
    }
    await page
      .getByRole('button', { name: / prenotato: / })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Dettagli prenotazione' }).waitFor();
    await shootViewport(page, 'sched-op-booking-dialog');
    await page.keyboard.press('Escape');
    await page.goto('/account');
    await page.getByRole('table', { name: 'Servizi' }).getByText('Consulenza fiscale').waitFor();
    await settle(page);
    await screenshot(page, 'sched-account-pro');
    await page.getByRole('button', { name: 'Modifica Consulenza fiscale' }).click();
    await page.getByRole('dialog').waitFor();
    await shootViewport(page, 'sched-service-dialog');
    expect(realErrors(errors)).toEqual([]);
  });

  it('client: /user and /user/op', async () => {
    const { page, errors } = await session(other, '/user', viewport);
    await page.getByRole('link', { name: `${pro.nome} ${pro.cognome}`, exact: true }).waitFor();
    await settle(page);
    await screenshot(page, 'sched-user');
    await page.goto(`/user/op?id=${professionalId}`);
    await page.getByRole('button', { name: BOOKABLE }).first().waitFor();
    await settle(page);
    await screenshot(page, 'sched-user-op');
    await page.getByRole('button', { name: BOOKABLE }).first().click();
    await page.getByRole('dialog').getByLabel('Servizio').waitFor();
    await shootViewport(page, 'sched-booking-dialog');
    expect(realErrors(errors)).toEqual([]);
  });
});
