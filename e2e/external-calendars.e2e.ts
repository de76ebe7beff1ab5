import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTERNAL_CAL_MSG } from '../common/messages/external-calendars.js';
import { EMPTY_ORARIO } from '../common/schedule.js';
import { PAUSE_AFTER_REFUSALS } from '../common/external-calendars.js';
import { CalendarServer, ics, ROME_VTIMEZONE } from '../server/test/calendar-server.js';
import { minutelyTimezone } from '../server/test/hostile-calendars.js';
import { apiSession, createConfirmedAccount } from './support/api.js';
import { launchBrowser, openPage, screenshot, WIDE, type TestPage } from './support/browser.js';
import { expectSuccess, field, logIn } from './support/flows.js';
import { makeProfessional } from './support/people.js';

const screenshotPath = (name: string) => path.resolve(import.meta.dirname, '..', '.tmp', 'screens', `${name}-1280.png`);

let browser: Browser;
const pro = makeProfessional('calendario-esterno');
const calendars = new CalendarServer();
let calendarBase = '';
const opened: TestPage[] = [];

/** Tomorrow's date in Rome, as 'YYYYMMDD' and as the agenda's 'dd/mm/yy'. */
function tomorrowInRome() {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' })
    .format(new Date(Date.now() + 24 * 3600 * 1000))
    .split('-');
  return { compact: `${year}${month}${day}`, label: `${day}/${month}/${year.slice(2)}` };
}

beforeAll(async () => {
  browser = await launchBrowser();
  calendarBase = await calendars.start();
  await createConfirmedAccount(pro);
  const api = await apiSession(pro.email, pro.password);
  const orario = Object.fromEntries(Object.keys(EMPTY_ORARIO).map((key) => [key, ['09:00', '12:30', '11:00']]));
  await api.post('/api/updateorario', { orario });
});

afterAll(async () => {
  for (const { context } of opened) await context.close();
  await browser?.close();
  await calendars.stop();
});

describe('busy times from the professional’s own calendar', () => {
  it('the professional adds a calendar address in /account and sees its event as a busy slot in the agenda', async () => {
    const tomorrow = tomorrowInRome();
    const good = ics(
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
      ...ROME_VTIMEZONE,
      'BEGIN:VEVENT',
      'UID:dentista@example.com',
      'DTSTAMP:20260101T090000Z',
      `DTSTART;TZID=Europe/Rome:${tomorrow.compact}T100000`,
      `DTEND;TZID=Europe/Rome:${tomorrow.compact}T103000`,
      'SUMMARY:Dentista',
      'END:VEVENT',
      'END:VCALENDAR',
    );
    calendars.serve(good);
    const opening = await openPage(browser);
    opened.push(opening);
    const { page, errors } = opening;
    await logIn(page, pro.email, pro.password, '/op');
    await page.goto('/account');

    await field(page, 'Indirizzo segreto in formato iCal').fill(`${calendarBase}/calendar/ical/segreto/basic.ics`);
    await field(page, 'Nome (facoltativo)').fill('Personale');
    await page.getByRole('button', { name: 'Collega calendario' }).click();
    await expectSuccess(page, EXTERNAL_CAL_MSG.added);
    const list = page.getByRole('list', { name: 'Calendari collegati' });
    await list.getByText('Personale').waitFor();
    await list.getByText(`${calendarBase}/…/basic.ics`).waitFor();
    await list.getByText(/1 impegno nelle prossime settimane/).waitFor();
    await screenshot(page, 'external-calendars-account');

    await page.goto('/op');
    const busy = page.getByRole('button', { name: new RegExp(`${tomorrow.label} 10:00 ${EXTERNAL_CAL_MSG.busyLabel}$`) });
    await busy.waitFor();
    await expect(page.getByRole('button', { name: new RegExp(`${tomorrow.label} 10:30 prenotabile$`) }).count()).resolves.toBe(1);
    await screenshot(page, 'external-calendars-agenda');

    // The calendar's server fails: /account says why and since when; the agenda keeps the busy slot.
    calendars.status = 500;
    await page.goto('/account');
    await page.getByRole('button', { name: 'Aggiorna ora' }).click();
    const section = page.getByRole('list', { name: 'Calendari collegati' });
    await section.getByText(EXTERNAL_CAL_MSG.fetch.status(500)).waitFor();
    await section.getByText(/^Ultimo aggiornamento riuscito: /).waitFor();
    await section.screenshot({ path: screenshotPath('external-calendars-error') });
    await page.goto('/op');
    await busy.waitFor();

    // The file turns too complex to read (security finding H-1): refused with the limit in words beside the
    // calendar; after three refusals in a row automatic reading stops and the button says 'Riprova'.
    calendars.serve(minutelyTimezone);
    await page.goto('/account');
    for (let i = 0; i < PAUSE_AFTER_REFUSALS; i++) {
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/calendariesterni/aggiorna'));
      await page.getByRole('button', { name: i === 0 ? 'Aggiorna ora' : /^(Aggiorna ora|Riprova)$/ }).click();
      await answered;
      await section.getByText(EXTERNAL_CAL_MSG.tooComplex.timezoneRule).waitFor();
    }
    await section.getByText(EXTERNAL_CAL_MSG.paused(PAUSE_AFTER_REFUSALS)).waitFor();
    await screenshot(page, 'external-calendars-paused');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'external-calendars-paused');
    await page.setViewportSize(WIDE);
    await page.goto('/op');
    await busy.waitFor();

    // Fixed: 'Riprova' reads it again and the warning goes away.
    calendars.serve(good);
    await page.goto('/account');
    await page.getByRole('button', { name: 'Riprova' }).click();
    await expectSuccess(page, EXTERNAL_CAL_MSG.refreshed);
    await expect(section.getByText(EXTERNAL_CAL_MSG.paused(PAUSE_AFTER_REFUSALS)).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });
});
