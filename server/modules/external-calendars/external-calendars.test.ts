import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SLOT } from '../../../common/agenda.js';
import { EXTERNAL_CAL_MSG } from '../../../common/messages/external-calendars.js';
import { MSG } from '../../../common/messages/it.js';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import { MINUTE } from '../../../common/time.js';
import { TEST_ADMIN, useTestApp } from '../../test/build-test-app.js';
import { CalendarServer, ics, ROME_VTIMEZONE } from '../../test/calendar-server.js';
import { DEFAULT_PASSWORD, makeOperator, type MadeUser } from '../../test/factories.js';
import { exportData } from '../privacy/privacy.service.js';
import { bookWith, FULL_WEEK, linkedPair, setRomeTime, slotAt } from '../../test/scheduling.js';
import { agendaVersions, bookings } from '../agenda/agenda.table.js';
import { users } from '../accounts/accounts.table.js';
import { manyTimezones, minutelyTimezone } from '../../test/hostile-calendars.js';
import { externalBusy, externalCalendars } from './external-calendars.table.js';
import { runDueFetches } from './external-calendars.service.js';

const t = useTestApp({
  EXTERNAL_CALENDARS_ALLOW_PRIVATE: 'true',
  EXTERNAL_CALENDARS_TIMEOUT_SECONDS: '1',
  EXTERNAL_CALENDARS_MAX_KB: '64',
});
const server = new CalendarServer();
let base = '';

beforeAll(async () => {
  base = await server.start();
});
afterAll(() => server.stop());

/*
 * Monday 15 March 2027, 08:00 in Rome (CET). The agenda's 12 weeks cross the change to summer
 * time on Sunday 28 March: a series at 10:00 Rome time must stay at 10:00 after it.
 */
beforeEach(async () => {
  setRomeTime(t, '2027-03-15 08:00');
  // Each test counts the fetches of its own calendar only.
  await t.ctx.db.delete(externalCalendars);
});

/**
 * Every Tuesday 10:00-11:00 in Rome from 2 March 2027, as Google writes it; not on Tuesday
 * 30 March (EXDATE); the one of Tuesday 6 April moved to Thursday 8 April 12:00-12:30
 * (RECURRENCE-ID).
 */
const WEEKLY = [
  'BEGIN:VEVENT',
  'UID:settimanale@example.com',
  'DTSTAMP:20270301T090000Z',
  'DTSTART;TZID=Europe/Rome:20270302T100000',
  'DTEND;TZID=Europe/Rome:20270302T110000',
  'RRULE:FREQ=WEEKLY;BYDAY=TU',
  'EXDATE;TZID=Europe/Rome:20270330T100000',
  'SUMMARY:Dentista',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:settimanale@example.com',
  'DTSTAMP:20270301T090000Z',
  'RECURRENCE-ID;TZID=Europe/Rome:20270406T100000',
  'DTSTART;TZID=Europe/Rome:20270408T120000',
  'DTEND;TZID=Europe/Rome:20270408T123000',
  'SUMMARY:Dentista (spostato)',
  'END:VEVENT',
];
const calendarFile = (...events: string[][]) =>
  ics(
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    'X-WR-TIMEZONE:Europe/Rome',
    ...ROME_VTIMEZONE,
    ...events.flat(),
    'END:VCALENDAR',
  );
/** One event on Thursday 18 March 09:00-09:30 Rome time, written in UTC. */
const THURSDAY_MEETING = [
  'BEGIN:VEVENT',
  'UID:riunione@example.com',
  'DTSTAMP:20270301T090000Z',
  'DTSTART:20270318T080000Z',
  'DTEND:20270318T083000Z',
  'SUMMARY:Riunione',
  'END:VEVENT',
];

/** Page of the agenda holding `isoDate`, counted from Monday 15 March. */
const pageOf = (isoDate: string) => Math.floor((Date.parse(isoDate) - Date.parse('2027-03-15')) / (7 * 86_400_000));

async function clientSees(client: MadeUser, op: MadeUser, isoDate: string, ora: string) {
  const res = await t.get(`/api/calendariocliente?id=${op.user.id}&page=${pageOf(isoDate)}`, client.token);
  expect(res.status).toBe(200);
  return slotAt(res.body.calendario, isoDate, ora);
}
async function professionalSees(op: MadeUser, isoDate: string, ora: string) {
  const res = await t.get(`/api/calendario?page=${pageOf(isoDate)}`, op.token);
  expect(res.status).toBe(200);
  return slotAt(res.body.calendario, isoDate, ora);
}

async function connect(op: MadeUser, body = calendarFile(WEEKLY), extra: Record<string, unknown> = {}) {
  server.serve(body);
  const res = await t.post(
    '/api/calendariesterni',
    { indirizzo: `${base}/calendar/ical/segreto123/basic.ics`, ...extra },
    op.token,
  );
  expect(res.status).toBe(200);
  return res.body.calendario as { id: number };
}

const book = bookWith(t);

const versionOf = async (userId: number) =>
  (await t.ctx.db.select().from(agendaVersions).where(eq(agendaVersions.userId, userId)))[0]?.version ?? 0;

describe('connecting a calendar (POST /api/calendariesterni)', () => {
  it('fetches it at once and lists it without the secret part of its address', async () => {
    const { op } = await linkedPair(t);
    server.serve(calendarFile(WEEKLY));
    const res = await t.post(
      '/api/calendariesterni',
      { indirizzo: `${base}/calendar/ical/segreto123/basic.ics`, nome: 'Personale' },
      op.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(EXTERNAL_CAL_MSG.added);
    const list = await t.get('/api/calendariesterni', op.token);
    expect(list.body).toEqual({
      success: true,
      error: '',
      intervalloMinuti: 10,
      calendari: [
        {
          id: res.body.calendario.id,
          nome: 'Personale',
          indirizzo: `${base}/…/basic.ics`,
          mostraTitoli: false,
          ultimoAggiornamento: t.clock.now().toISOString(),
          ultimoTentativo: t.clock.now().toISOString(),
          errore: null,
          // Tuesdays from 16 March to 15 June less 30 March and 6 April, the moved one, and a day back.
          impegni: 13,
          sospeso: false,
        },
      ],
    });
  });

  it('fetches a webcal:// address over https://, and names a calendar after its server when no name is given', async () => {
    const op = await makeOperator(t);
    server.serve(calendarFile(WEEKLY));
    // webcal:// is fetched over https://, which this plain-http test server does not speak.
    const res = await t.post('/api/calendariesterni', { indirizzo: base.replace('http:', 'webcal:') + '/x.ics' }, op.token);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(EXTERNAL_CAL_MSG.fetch.unreachable);
    expect(await t.ctx.db.select().from(externalCalendars).where(eq(externalCalendars.userId, op.user.id))).toEqual([]);
    const named = await t.post('/api/calendariesterni', { indirizzo: `${base}/x.ics` }, op.token);
    expect(named.body.calendario.nome).toBe('127.0.0.1');
  });

  it('refuses an address that is not a calendar address, with the reason on the field', async () => {
    const op = await makeOperator(t);
    for (const indirizzo of ['', 'calendario', 'ftp://example.com/cal.ics', 'https://utente:pw@example.com/cal.ics']) {
      const res = await t.post('/api/calendariesterni', { indirizzo }, op.token);
      expect(res).toMatchObject({ status: 400, body: { error: EXTERNAL_CAL_MSG.invalidUrl } });
      expect(res.body.fields.indirizzo).toBe(EXTERNAL_CAL_MSG.invalidUrl);
    }
  });

  it('refuses a file that is not iCalendar, adding nothing', async () => {
    const op = await makeOperator(t);
    server.serve('<html>Accedi a Google</html>');
    const res = await t.post('/api/calendariesterni', { indirizzo: `${base}/cal.ics` }, op.token);
    expect(res).toMatchObject({ status: 400, body: { error: EXTERNAL_CAL_MSG.fetch.notIcal } });
    expect(await t.ctx.db.select().from(externalCalendars).where(eq(externalCalendars.userId, op.user.id))).toEqual([]);
  });

  it('refuses a calendar over the size limit, adding nothing', async () => {
    const op = await makeOperator(t);
    const filler = Array.from({ length: 1200 }, (_, i) => `X-RIEMPITIVO-${i}:${'a'.repeat(60)}`);
    server.serve(calendarFile(WEEKLY, filler));
    const res = await t.post('/api/calendariesterni', { indirizzo: `${base}/grande.ics` }, op.token);
    expect(res).toMatchObject({ status: 400, body: { error: EXTERNAL_CAL_MSG.fetch.tooLarge('64 KB') } });
    expect(await t.ctx.db.select().from(externalCalendars).where(eq(externalCalendars.userId, op.user.id))).toEqual([]);
  });

  it('refuses the same address twice', async () => {
    const op = await makeOperator(t);
    await connect(op);
    const again = await t.post('/api/calendariesterni', { indirizzo: `${base}/calendar/ical/segreto123/basic.ics` }, op.token);
    expect(again).toMatchObject({ status: 409, body: { error: EXTERNAL_CAL_MSG.duplicate } });
  });

  it('is for professionals only', async () => {
    const { client } = await linkedPair(t);
    expect((await t.get('/api/calendariesterni', client.token)).status).toBe(403);
    expect((await t.post('/api/calendariesterni', { indirizzo: `${base}/x.ics` }, client.token)).status).toBe(403);
  });
});

describe('busy slots from the calendar', () => {
  it('are taken for the client on the weekly event, at 10:00 Rome time also after the change to summer time', async () => {
    const { op, client } = await linkedPair(t);
    await connect(op);
    // Before the change (CET) and after it (CEST): 10:00 and 10:30 taken, 09:30 and 11:30 free.
    for (const day of ['2027-03-16', '2027-03-23', '2027-04-13', '2027-06-01']) {
      expect((await clientSees(client, op, day, '10:00')).stato).toBe(SLOT.taken);
      expect((await clientSees(client, op, day, '10:30')).stato).toBe(SLOT.taken);
      expect((await clientSees(client, op, day, '09:30')).stato).toBe(SLOT.open);
      expect((await clientSees(client, op, day, '11:30')).stato).toBe(SLOT.open);
    }
  });

  it('are free on the excluded date (EXDATE) and on the moved occurrence’s old date, and taken at its new time', async () => {
    const { op, client } = await linkedPair(t);
    await connect(op);
    expect((await clientSees(client, op, '2027-03-30', '10:00')).stato).toBe(SLOT.open);
    expect((await clientSees(client, op, '2027-04-06', '10:00')).stato).toBe(SLOT.open);
    expect((await clientSees(client, op, '2027-04-08', '12:00')).stato).toBe(SLOT.taken);
    expect((await clientSees(client, op, '2027-04-08', '12:30')).stato).toBe(SLOT.open);
  });

  it('show the professional their own setting marked busy, without the title unless they chose it', async () => {
    const { op } = await linkedPair(t);
    const calendar = await connect(op);
    expect(await professionalSees(op, '2027-04-13', '10:00')).toEqual({ ora: '10:00', stato: SLOT.open, occupato: true });
    expect(await professionalSees(op, '2027-04-13', '09:30')).toEqual({ ora: '09:30', stato: SLOT.open });

    const shown = await t.post('/api/calendariesterni/titoli', { id: calendar.id, mostraTitoli: true }, op.token);
    expect(shown.body).toMatchObject({ message: EXTERNAL_CAL_MSG.titlesShown, calendario: { mostraTitoli: true } });
    expect(await professionalSees(op, '2027-04-13', '10:00')).toEqual({
      ora: '10:00',
      stato: SLOT.open,
      occupato: true,
      evento: 'Dentista',
    });
    expect((await professionalSees(op, '2027-04-08', '12:00')).evento).toBe('Dentista (spostato)');

    await t.post('/api/calendariesterni/titoli', { id: calendar.id, mostraTitoli: false }, op.token);
    expect(await professionalSees(op, '2027-04-13', '10:00')).toEqual({ ora: '10:00', stato: SLOT.open, occupato: true });
    const stored = await t.ctx.db.select().from(externalBusy).where(eq(externalBusy.calendarId, calendar.id));
    expect(stored.every((row) => row.title === null)).toBe(true);
  });

  it('cannot be booked by the client: the Italian message of a taken slot', async () => {
    const { op, client } = await linkedPair(t);
    await connect(op);
    expect(await book(client.token, op.user.id, '2027-04-13', '10:30')).toMatchObject({
      status: 409,
      body: { success: false, error: SCHEDULE_MSG.slotTaken },
    });
    expect((await book(client.token, op.user.id, '2027-03-30', '10:00')).status).toBe(200);
  });

  it('free again when the calendar is removed', async () => {
    const { op, client } = await linkedPair(t);
    const calendar = await connect(op);
    const res = await t.post('/api/calendariesterni/elimina', { id: calendar.id }, op.token);
    expect(res.body.message).toBe(EXTERNAL_CAL_MSG.removed);
    expect((await clientSees(client, op, '2027-04-13', '10:00')).stato).toBe(SLOT.open);
    expect((await t.get('/api/calendariesterni', op.token)).body.calendari).toEqual([]);
  });

  it("another professional's calendar cannot be touched", async () => {
    const { op } = await linkedPair(t);
    const other = await makeOperator(t);
    const calendar = await connect(op);
    for (const path of ['aggiorna', 'elimina']) {
      expect(await t.post(`/api/calendariesterni/${path}`, { id: calendar.id }, other.token)).toMatchObject({
        status: 404,
        body: { error: EXTERNAL_CAL_MSG.notFound },
      });
    }
  });
});

describe('visitors (the public agenda)', () => {
  it('see the team’s busy slots as taken and cannot book them', async () => {
    const adminToken = (await t.post('/api/login', { ...TEST_ADMIN, stayLogged: true })).body.token as string;
    const [admin] = await t.ctx.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
    await t.post('/api/adminupdateorario', { id: admin.id, orario: FULL_WEEK }, adminToken);
    await connect({ user: admin, token: adminToken, email: admin.email });
    const page = await t.get(`/api/calendariomio?page=${pageOf('2027-03-16')}`);
    expect(slotAt(page.body.calendario, '2027-03-16', '10:00').stato).toBe(SLOT.taken);
    expect(slotAt(page.body.calendario, '2027-03-16', '09:30').stato).toBe(SLOT.open);
    const res = await t.post('/api/createprenotazionemia', {
      nome: 'Sara',
      cognome: 'Gallo',
      email: 'sara.gallo@example.it',
      giorno: '2027-03-16',
      ora: '1000',
      serviceId: 0,
      note: 'Chiamatemi',
    });
    expect(res).toMatchObject({ status: 409, body: { error: SCHEDULE_MSG.slotTaken } });
  });
});

describe('bookings already made', () => {
  it('are kept when a new event overlaps them, and the professional gets one e-mail about it', async () => {
    const { op, client } = await linkedPair(t);
    const calendar = await connect(op);
    expect((await book(client.token, op.user.id, '2027-03-18', '09:00')).status).toBe(200);
    await t.flushMail();
    t.mailbox.clear();

    server.serve(calendarFile(WEEKLY, THURSDAY_MEETING));
    const res = await t.post('/api/calendariesterni/aggiorna', { id: calendar.id }, op.token);
    expect(res.body.message).toBe(EXTERNAL_CAL_MSG.refreshed);
    const [booking] = await t.ctx.db.select().from(bookings).where(eq(bookings.operatorId, op.user.id));
    expect(booking).toMatchObject({ giorno: '2027-03-18', ora: '09:00', cancelledAt: null });
    expect((await professionalSees(op, '2027-03-18', '09:00')).stato).toBe(SLOT.booked);
    expect((await clientSees(client, op, '2027-03-18', '09:00')).stato).toBe(SLOT.booked);

    await t.flushMail();
    const mail = t.mailbox.last(op.email);
    expect(mail.subject).toBe('Un impegno del tuo calendario si sovrappone a un appuntamento');
    expect(mail.text).toContain('• giovedì 18/03/27 alle 09:00 · Marco Rossi');
    expect(t.mailbox.to(client.email)).toHaveLength(0);

    // The same calendar again: nothing new, no second e-mail.
    server.serve(calendarFile(WEEKLY, THURSDAY_MEETING));
    await t.post('/api/calendariesterni/aggiorna', { id: calendar.id }, op.token);
    await t.flushMail();
    expect(t.mailbox.to(op.email)).toHaveLength(1);
  });
});

describe('fetching again', () => {
  it('happens every 10 minutes with the ETag; a 304 keeps the busy times and the agenda version', async () => {
    const { op, client } = await linkedPair(t);
    await connect(op);
    const version = await versionOf(op.user.id);
    expect(await runDueFetches(t.ctx)).toBe(0);

    t.clock.advance(10 * MINUTE);
    const requests = server.requests.length;
    expect(await runDueFetches(t.ctx)).toBe(1);
    expect(server.requests.length).toBe(requests + 1);
    expect(server.requests.at(-1)).toMatchObject({ 'if-none-match': server.etag, 'if-modified-since': expect.any(String) });
    expect(server.answered.at(-1)).toBe(304);
    expect(await versionOf(op.user.id)).toBe(version);
    const [calendar] = (await t.get('/api/calendariesterni', op.token)).body.calendari;
    expect(calendar).toMatchObject({ ultimoAggiornamento: t.clock.now().toISOString(), errore: null, impegni: 13 });
    expect((await clientSees(client, op, '2027-04-13', '10:00')).stato).toBe(SLOT.taken);
  });

  it('brings changes into the agenda at once, weeks already seen included', async () => {
    const { op, client } = await linkedPair(t);
    await connect(op);
    expect((await clientSees(client, op, '2027-03-16', '10:00')).stato).toBe(SLOT.taken);
    const version = await versionOf(op.user.id);

    server.serve(calendarFile(THURSDAY_MEETING));
    t.clock.advance(10 * MINUTE);
    await runDueFetches(t.ctx);
    expect(await versionOf(op.user.id)).toBeGreaterThan(version);
    expect((await clientSees(client, op, '2027-03-16', '10:00')).stato).toBe(SLOT.open);
    expect((await clientSees(client, op, '2027-03-18', '09:00')).stato).toBe(SLOT.taken);
  });

  it('is done once per calendar and period, whichever instance runs first', async () => {
    const { op } = await linkedPair(t);
    await connect(op);
    t.clock.advance(10 * MINUTE);
    const requests = server.requests.length;
    const runs = await Promise.all([runDueFetches(t.ctx), runDueFetches(t.ctx), runDueFetches(t.ctx)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(server.requests.length).toBe(requests + 1);
  });

  it('after a crash: a calendar left claimed by a stopped instance is fetched once its lease runs out', async () => {
    const { op } = await linkedPair(t);
    const calendar = await connect(op);
    t.clock.advance(10 * MINUTE);
    // An instance claimed it and stopped before answering.
    await t.ctx.db
      .update(externalCalendars)
      .set({ leaseUntil: new Date(t.clock.now().getTime() + 61_000) })
      .where(eq(externalCalendars.id, calendar.id));
    expect(await runDueFetches(t.ctx)).toBe(0);
    t.clock.advance(61_000);
    expect(await runDueFetches(t.ctx)).toBe(1);
    const [row] = await t.ctx.db.select().from(externalCalendars).where(eq(externalCalendars.id, calendar.id));
    expect(row).toMatchObject({ leaseUntil: null, lastError: null, lastSuccessAt: t.clock.now() });
  });

  it('after a 500 keeps the last good busy times and shows the error with the last successful time', async () => {
    const { op, client } = await linkedPair(t);
    const calendar = await connect(op);
    const lastGood = t.clock.now().toISOString();
    server.status = 500;
    t.clock.advance(3 * MINUTE);
    const res = await t.post('/api/calendariesterni/aggiorna', { id: calendar.id }, op.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(EXTERNAL_CAL_MSG.fetch.status(500));
    const [listed] = (await t.get('/api/calendariesterni', op.token)).body.calendari;
    expect(listed).toMatchObject({
      ultimoAggiornamento: lastGood,
      ultimoTentativo: t.clock.now().toISOString(),
      errore: 'Il server del calendario ha risposto con un errore (500).',
      impegni: 13,
    });
    expect((await clientSees(client, op, '2027-04-13', '10:00')).stato).toBe(SLOT.taken);
    expect((await clientSees(client, op, '2027-04-13', '09:30')).stato).toBe(SLOT.open);

    // Working again: the error goes away.
    server.serve(calendarFile(WEEKLY));
    const again = await t.post('/api/calendariesterni/aggiorna', { id: calendar.id }, op.token);
    expect(again.body.calendario).toMatchObject({ errore: null, ultimoAggiornamento: t.clock.now().toISOString() });
  });

  it('after a timeout keeps the last good busy times and says the server did not answer', async () => {
    const { op, client } = await linkedPair(t);
    const calendar = await connect(op);
    server.hang = true;
    t.clock.advance(10 * MINUTE);
    expect(await runDueFetches(t.ctx)).toBe(1);
    const [listed] = (await t.get('/api/calendariesterni', op.token)).body.calendari;
    expect(listed.errore).toBe('Il server del calendario non ha risposto entro 1 secondi.');
    expect(listed.impegni).toBe(13);
    expect((await clientSees(client, op, '2027-04-13', '10:00')).stato).toBe(SLOT.taken);
    server.hang = false;
    const again = await t.post('/api/calendariesterni/aggiorna', { id: calendar.id }, op.token);
    expect(again.body.calendario.errore).toBeNull();
  });

  it('refuses a second "Aggiorna ora" while one is running', async () => {
    const { op } = await linkedPair(t);
    const calendar = await connect(op);
    server.hang = true;
    const first = t.post('/api/calendariesterni/aggiorna', { id: calendar.id }, op.token);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const second = await t.post('/api/calendariesterni/aggiorna', { id: calendar.id }, op.token);
    expect(second).toMatchObject({ status: 409, body: { error: EXTERNAL_CAL_MSG.busyRefreshing } });
    expect((await first).status).toBe(200);
    server.hang = false;
  });
});

describe('a calendar too complex to read (security finding H-1)', () => {
  it('is refused when added, with the limit in Italian on the address, adding nothing', async () => {
    const op = await makeOperator(t);
    server.serve(minutelyTimezone);
    const res = await t.post('/api/calendariesterni', { indirizzo: `${base}/ostile.ics` }, op.token);
    expect(res).toMatchObject({ status: 400, body: { error: EXTERNAL_CAL_MSG.tooComplex.timezoneRule } });
    expect(res.body.fields.indirizzo).toBe(EXTERNAL_CAL_MSG.tooComplex.timezoneRule);
    expect(await t.ctx.db.select().from(externalCalendars).where(eq(externalCalendars.userId, op.user.id))).toEqual([]);
  });

  it('keeps the last good busy times and shows why beside the calendar', async () => {
    const { op, client } = await linkedPair(t);
    const calendar = await connect(op);
    server.serve(manyTimezones(60));
    t.clock.advance(3 * MINUTE);
    const res = await t.post('/api/calendariesterni/aggiorna', { id: calendar.id }, op.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Il calendario è troppo complesso: contiene più di 50 fusi orari.');
    const [listed] = (await t.get('/api/calendariesterni', op.token)).body.calendari;
    expect(listed).toMatchObject({
      errore: 'Il calendario è troppo complesso: contiene più di 50 fusi orari.',
      impegni: 13,
      sospeso: false,
    });
    expect((await clientSees(client, op, '2027-04-13', '10:00')).stato).toBe(SLOT.taken);
  });

  it('is tried again later each time (10, 20 minutes), then paused after three refusals until the professional retries', async () => {
    const op = await makeOperator(t);
    const calendar = await connect(op);
    server.serve(minutelyTimezone);
    const row = async () => (await t.ctx.db.select().from(externalCalendars).where(eq(externalCalendars.id, calendar.id)))[0];

    t.clock.advance(10 * MINUTE);
    expect(await runDueFetches(t.ctx)).toBe(1);
    expect((await row()).nextFetchAt).toEqual(new Date(t.clock.now().getTime() + 10 * MINUTE));
    t.clock.advance(10 * MINUTE);
    expect(await runDueFetches(t.ctx)).toBe(1);
    expect((await row()).nextFetchAt).toEqual(new Date(t.clock.now().getTime() + 20 * MINUTE));
    t.clock.advance(20 * MINUTE);
    expect(await runDueFetches(t.ctx)).toBe(1);
    expect(await row()).toMatchObject({ failures: 3, refusals: 3, pausedAt: t.clock.now() });

    // Paused: no automatic fetch however long it waits (the state is in the row, so a restart changes nothing).
    const requests = server.requests.length;
    t.clock.advance(24 * 60 * MINUTE);
    expect(await runDueFetches(t.ctx)).toBe(0);
    expect(server.requests.length).toBe(requests);
    const [listed] = (await t.get('/api/calendariesterni', op.token)).body.calendari;
    expect(listed).toMatchObject({ sospeso: true, errore: EXTERNAL_CAL_MSG.tooComplex.timezoneRule, impegni: 13 });

    // The professional fixes the calendar and presses 'Riprova': read again, and automatic reading resumes.
    server.serve(calendarFile(WEEKLY));
    const again = await t.post('/api/calendariesterni/aggiorna', { id: calendar.id }, op.token);
    expect(again.body).toMatchObject({ message: EXTERNAL_CAL_MSG.refreshed, calendario: { sospeso: false, errore: null } });
    expect(await row()).toMatchObject({ failures: 0, refusals: 0, pausedAt: null });
  });

  it('an unreachable server backs off too but is never paused', async () => {
    const op = await makeOperator(t);
    const calendar = await connect(op);
    server.status = 500;
    for (let i = 0; i < 4; i++) {
      t.clock.advance(24 * 60 * MINUTE);
      expect(await runDueFetches(t.ctx)).toBe(1);
    }
    const [stored] = await t.ctx.db.select().from(externalCalendars).where(eq(externalCalendars.id, calendar.id));
    expect(stored).toMatchObject({ failures: 4, refusals: 0, pausedAt: null });
    expect(stored.nextFetchAt).toEqual(new Date(t.clock.now().getTime() + 80 * MINUTE));
  });
});

describe("the professional's data", () => {
  it('the export holds the connected calendars with their addresses', async () => {
    const op = await makeOperator(t);
    await connect(op);
    const { data } = await exportData(t.ctx, op.user);
    expect(data.calendariEsterni).toEqual([
      {
        nome: '127.0.0.1',
        indirizzo: `${base}/calendar/ical/segreto123/basic.ics`,
        mostraTitoli: false,
        collegatoIl: t.clock.now().toISOString(),
        ultimoAggiornamento: t.clock.now().toISOString(),
      },
    ]);
  });

  it('erasing the account deletes the calendars and their busy times', async () => {
    const op = await makeOperator(t);
    await connect(op);
    expect((await t.post('/api/eliminaaccount', { password: DEFAULT_PASSWORD }, op.token)).status).toBe(200);
    expect(await t.ctx.db.select().from(externalCalendars).where(eq(externalCalendars.userId, op.user.id))).toEqual([]);
    expect(await t.ctx.db.select().from(externalBusy).where(eq(externalBusy.userId, op.user.id))).toEqual([]);
  });
});

describe('bad input', () => {
  it('gets an Italian 400 for a malformed id', async () => {
    const op = await makeOperator(t);
    expect(await t.post('/api/calendariesterni/aggiorna', { id: 'x' }, op.token)).toMatchObject({
      status: 400,
      body: { error: MSG.invalidRequest },
    });
  });
});
