import { and, eq, isNull, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { SLOT, calendarResponseSchema, clientCalendarResponseSchema } from '../../../common/agenda.js';
import { MSG } from '../../../common/messages/it.js';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import { EMPTY_ORARIO, servicesResponseSchema } from '../../../common/schedule.js';
import { useTestApp } from '../../test/build-test-app.js';
import { makeClient, makeOperator } from '../../test/factories.js';
import { bookWith, FULL_WEEK, linkedPair, setRomeTime, slotAt } from '../../test/scheduling.js';
import { users } from '../accounts/accounts.table.js';
import { bookings } from './agenda.table.js';

const t = useTestApp();

// Monday 23 November 2026, 08:00 in Rome.
beforeEach(() => setRomeTime(t, '2026-11-23 08:00'));

const book = bookWith(t);

describe('GET /api/calendario', () => {
  it('shows 7 days from today with one row per hour and two slots per row', async () => {
    const { op } = await linkedPair(t);
    const res = await t.get('/api/calendario?page=0', op.token, calendarResponseSchema);
    expect(res.status).toBe(200);
    const cal = res.body.calendario;
    expect(cal.map((d) => d.isoDate)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(cal[0].data).toBe('lun 23/11/26');
    expect(cal[0].ore.map((row) => row.map((s) => s.ora))).toEqual([
      ['09:00', '09:30'],
      ['10:00', '10:30'],
      ['11:00', '11:30'],
      ['12:00', '12:30'],
    ]);
    expect(cal[0].ore.flat().map((s) => s.stato)).toEqual([2, 2, 2, 2, 0, 2, 2, 2]);
  });

  it('pages by weeks up to page 11', async () => {
    const { op } = await linkedPair(t);
    const last = await t.get('/api/calendario?page=11', op.token, calendarResponseSchema);
    expect(last.body.calendario[6].isoDate).toBe('2027-02-14');
  });

  it('refuses page 12 as out of range', async () => {
    const { op } = await linkedPair(t);
    expect(await t.get('/api/calendario?page=12', op.token)).toMatchObject({
      status: 400,
      body: { error: SCHEDULE_MSG.pageOutOfRange },
    });
  });

  it.each(['-1', 'abc'])('refuses page %s', async (page) => {
    const { op } = await linkedPair(t);
    expect((await t.get(`/api/calendario?page=${page}`, op.token)).status).toBe(400);
  });

  it('makes past slots of today 0', async () => {
    const { op } = await linkedPair(t);
    setRomeTime(t, '2026-11-23 10:00');
    const cal = (await t.get('/api/calendario', op.token, calendarResponseSchema)).body.calendario;
    expect(slotAt(cal, '2026-11-23', '09:30').stato).toBe(SLOT.none);
    expect(slotAt(cal, '2026-11-23', '10:00').stato).toBe(SLOT.none);
    expect(slotAt(cal, '2026-11-23', '10:30').stato).toBe(SLOT.open);
  });

  it('has no rows when the professional has no hours', async () => {
    const op = await makeOperator(t);
    const cal = (await t.get('/api/calendario', op.token, calendarResponseSchema)).body.calendario;
    expect(cal.every((d) => d.ore.length === 0)).toBe(true);
  });

  it('is for professionals only', async () => {
    const client = await makeClient(t);
    expect((await t.get('/api/calendario', client.token)).status).toBe(403);
    expect((await t.get('/api/calendario')).status).toBe(401);
  });
});

describe('the professional changes slots', () => {
  it('closes a slot (1) and opens it again (2)', async () => {
    const { op, client } = await linkedPair(t);
    expect(await t.post('/api/updateprenotazione', { state: 1, ora: '0930', giorno: '2026-11-24' }, op.token)).toMatchObject({
      status: 200,
    });
    expect(
      slotAt((await t.get('/api/calendario', op.token, calendarResponseSchema)).body.calendario, '2026-11-24', '09:30').stato,
    ).toBe(SLOT.closed);
    expect(
      slotAt(
        (await t.get(`/api/calendariocliente?id=${op.user.id}`, client.token, clientCalendarResponseSchema)).body.calendario,
        '2026-11-24',
        '09:30',
      ).stato,
    ).toBe(SLOT.closed);
    await t.post('/api/updateprenotazione', { state: 2, ora: '0930', giorno: '2026-11-24' }, op.token);
    expect(
      slotAt((await t.get('/api/calendario', op.token, calendarResponseSchema)).body.calendario, '2026-11-24', '09:30').stato,
    ).toBe(SLOT.open);
  });

  it.each([
    ['a slot outside the hours', { state: 1, ora: '1500', giorno: '2026-11-24' }, { error: SCHEDULE_MSG.slotNotInHours }],
    ['a slot in the break', { state: 1, ora: '1100', giorno: '2026-11-24' }, { error: SCHEDULE_MSG.slotNotInHours }],
    ['a slot in the past', { state: 1, ora: '0900', giorno: '2026-11-20' }, { error: SCHEDULE_MSG.slotPast }],
    ['a slot to a state that is not 1 or 2', { state: 3, ora: '0900', giorno: '2026-11-24' }, {}],
    ['a time off the half hour', { state: 1, ora: '0915', giorno: '2026-11-24' }, { error: SCHEDULE_MSG.invalidTime }],
    ['a day that does not exist', { state: 1, ora: '0900', giorno: '2026-02-30' }, { error: SCHEDULE_MSG.invalidDay }],
  ])('refuses to change %s', async (_, change, body) => {
    const { op } = await linkedPair(t);
    expect(await t.post('/api/updateprenotazione', change, op.token)).toMatchObject({ status: 400, body });
  });

  it('marks a whole day unavailable but keeps its bookings', async () => {
    const { op, client } = await linkedPair(t);
    await book(client.token, op.user.id, '2026-11-25', '10:00');
    expect(await t.post('/api/updategiornata', { giorno: '2026-11-25' }, op.token)).toMatchObject({
      status: 200,
      body: { message: SCHEDULE_MSG.dayClosed },
    });
    const day = (await t.get('/api/calendario', op.token, calendarResponseSchema)).body.calendario[2];
    expect(day.ore.flat().map((s) => s.stato)).toEqual([1, 1, 4, 1, 0, 1, 1, 1]);
  });

  it('cancels a booking by reopening its slot, and e-mails the client', async () => {
    const { op, client } = await linkedPair(t);
    await book(client.token, op.user.id, '2026-11-25', '10:00');
    await t.flushMail();
    t.mailbox.clear();
    expect(await t.post('/api/updateprenotazione', { state: 1, ora: '1000', giorno: '2026-11-25' }, op.token)).toMatchObject({
      status: 409,
      body: { error: SCHEDULE_MSG.slotBooked },
    });
    expect(await t.post('/api/updateprenotazione', { state: 2, ora: '1000', giorno: '2026-11-25' }, op.token)).toMatchObject({
      status: 200,
      body: { message: SCHEDULE_MSG.bookingDeleted },
    });
    expect(
      slotAt((await t.get('/api/calendario', op.token, calendarResponseSchema)).body.calendario, '2026-11-25', '10:00').stato,
    ).toBe(SLOT.open);
    await t.flushMail();
    expect(t.mailbox.last(client.email).subject).toBe('Appuntamento annullato: mercoledì 25/11/26 alle 10:00');
    expect(t.mailbox.to(op.email)).toHaveLength(0);
  });
});

describe('client bookings', () => {
  it('books a free slot, which the client sees as 4 and others as 3', async () => {
    const { op, client } = await linkedPair(t);
    const other = await makeClient(t);
    await t.post('/api/askop', { id: op.user.id }, other.token);
    await t.post('/api/confirmcliente', { id: other.user.id }, op.token);
    const services = (await t.get(`/api/servizi?id=${op.user.id}&all=true`, client.token, servicesResponseSchema)).body.services;
    const res = await book(client.token, op.user.id, '2026-11-24', '0930', { serviceId: services[0].id, note: 'Prima visita' });
    expect(res).toMatchObject({ status: 200, body: { success: true, message: SCHEDULE_MSG.bookingCreated } });

    const mine = slotAt(
      (await t.get(`/api/calendariocliente?id=${op.user.id}`, client.token, clientCalendarResponseSchema)).body.calendario,
      '2026-11-24',
      '09:30',
    );
    expect(mine).toEqual({
      ora: '09:30',
      stato: 4,
      servizio: 'Altro (Specificare)',
      note: 'Prima visita',
      inizio: '09:30',
      fine: '10:00',
    });
    const theirs = slotAt(
      (await t.get(`/api/calendariocliente?id=${op.user.id}`, other.token, clientCalendarResponseSchema)).body.calendario,
      '2026-11-24',
      '09:30',
    );
    expect(theirs).toEqual({ ora: '09:30', stato: 3 });
    const opView = slotAt(
      (await t.get('/api/calendario', op.token, calendarResponseSchema)).body.calendario,
      '2026-11-24',
      '09:30',
    );
    expect(opView).toMatchObject({
      stato: 4,
      nome: 'Marco',
      cognome: 'Rossi',
      servizio: 'Altro (Specificare)',
      note: 'Prima visita',
    });
  });

  it('sends the confirmation with the service text and an .ics to both parties', async () => {
    const { op, client } = await linkedPair(t);
    const { service } = (
      await t.post('/api/createservizio', { nome: 'Visita', testoEmail: 'Porta la tessera sanitaria.' }, op.token)
    ).body;
    await book(client.token, op.user.id, '2026-11-26', '12:30', { serviceId: service.id });
    await t.flushMail();
    const toClient = t.mailbox.last(client.email);
    expect(toClient.subject).toBe('Appuntamento confermato: giovedì 26/11/26 alle 12:30');
    expect(toClient.text).toContain('Porta la tessera sanitaria.');
    expect(toClient.attachments[0].filename).toBe('appuntamento.ics');
    const ics = toClient.attachments[0].content;
    expect(ics).toContain('DTSTART;TZID=Europe/Rome:20261126T123000');
    expect(ics).toContain('DTEND;TZID=Europe/Rome:20261126T130000');
    expect(ics).toMatch(/UID:booking-\d+@studio\.test/);
    expect(t.mailbox.last(op.email).subject).toBe('Nuova prenotazione: giovedì 26/11/26 alle 12:30');
  });

  it('sends each reminder once, 24 hours before, even after a restart of the worker', async () => {
    const { op, client } = await linkedPair(t);
    await book(client.token, op.user.id, '2026-11-27', '09:00');
    await t.flushMail();
    t.mailbox.clear();
    setRomeTime(t, '2026-11-26 08:59');
    await t.flushMail();
    expect([...t.mailbox.to(client.email), ...t.mailbox.to(op.email)]).toHaveLength(0);
    setRomeTime(t, '2026-11-26 09:00');
    await t.flushMail();
    await t.flushMail();
    expect(t.mailbox.to(client.email).map((m) => m.subject)).toEqual(['Promemoria: appuntamento venerdì 27/11/26 alle 09:00']);
    expect(t.mailbox.to(op.email)).toHaveLength(1);
  });

  it('drops the reminders of a cancelled booking', async () => {
    const { op, client } = await linkedPair(t);
    await book(client.token, op.user.id, '2026-11-27', '10:00');
    await t.post('/api/deleteprenotazione', { id: op.user.id, ora: '1000', giorno: '2026-11-27' }, client.token);
    await t.flushMail();
    t.mailbox.clear();
    setRomeTime(t, '2026-11-26 10:00');
    await t.flushMail();
    expect([...t.mailbox.to(client.email), ...t.mailbox.to(op.email)]).toHaveLength(0);
  });

  it('needs a note for Altro (Specificare)', async () => {
    const { op, client } = await linkedPair(t);
    const altro = (await t.get(`/api/servizi?id=${op.user.id}&all=true`, client.token, servicesResponseSchema)).body.services[0];
    const res = await book(client.token, op.user.id, '2026-11-24', '10:00', { serviceId: altro.id, note: ' ' });
    expect(res).toMatchObject({ status: 400, body: { error: SCHEDULE_MSG.noteRequired } });
  });

  it('refuses a slot that is not 2: closed, outside hours, past, or taken', async () => {
    const { op, client } = await linkedPair(t);
    await t.post('/api/updateprenotazione', { state: 1, ora: '0900', giorno: '2026-11-24' }, op.token);
    expect(await book(client.token, op.user.id, '2026-11-24', '09:00')).toMatchObject({
      status: 400,
      body: { error: SCHEDULE_MSG.slotNotAvailable },
    });
    expect(await book(client.token, op.user.id, '2026-11-24', '15:00')).toMatchObject({
      status: 400,
      body: { error: SCHEDULE_MSG.slotNotAvailable },
    });
    expect(await book(client.token, op.user.id, '2026-11-23', '07:30')).toMatchObject({
      status: 400,
      body: { error: SCHEDULE_MSG.slotPast },
    });
    await book(client.token, op.user.id, '2026-11-24', '10:00');
    expect(await book(client.token, op.user.id, '2026-11-24', '10:00')).toMatchObject({
      status: 409,
      body: { error: SCHEDULE_MSG.slotTaken },
    });
  });

  it('refuses a client the professional has not accepted', async () => {
    const op = await makeOperator(t);
    await t.post('/api/updateorario', { orario: FULL_WEEK }, op.token);
    const client = await makeClient(t);
    expect(await book(client.token, op.user.id, '2026-11-24', '10:00')).toMatchObject({
      status: 404,
      body: { error: SCHEDULE_MSG.linkNotFound },
    });
    await t.post('/api/askop', { id: op.user.id }, client.token);
    expect(await book(client.token, op.user.id, '2026-11-24', '10:00')).toMatchObject({
      status: 403,
      body: { error: SCHEDULE_MSG.linkNotConfirmed },
    });
    expect((await t.get(`/api/calendariocliente?id=${op.user.id}`, client.token)).status).toBe(403);
  });

  it('refuses a professional whose subscription ended more than 2 days ago', async () => {
    const { op, client } = await linkedPair(t);
    const expired = new Date(t.clock.now().getTime() - 2 * 86_400_000 - 1000);
    await t.ctx.db.update(users).set({ scadenzaAbbonamento: expired }).where(eq(users.id, op.user.id));
    expect(await book(client.token, op.user.id, '2026-11-24', '10:00')).toMatchObject({
      status: 403,
      body: { error: SCHEDULE_MSG.professionalUnavailable },
    });
  });

  it('shows no open slot of a professional whose subscription ended more than 2 days ago, and says so', async () => {
    const { op, client } = await linkedPair(t);
    const open = await t.get(`/api/calendariocliente?id=${op.user.id}`, client.token, clientCalendarResponseSchema);
    expect(open.body.prenotabile).toBe(true);
    expect(slotAt(open.body.calendario, '2026-11-24', '10:00').stato).toBe(SLOT.open);
    const expired = new Date(t.clock.now().getTime() - 2 * 86_400_000 - 1000);
    await t.ctx.db.update(users).set({ scadenzaAbbonamento: expired }).where(eq(users.id, op.user.id));
    const closed = await t.get(`/api/calendariocliente?id=${op.user.id}`, client.token, clientCalendarResponseSchema);
    expect(closed.status).toBe(200);
    expect(closed.body.prenotabile).toBe(false);
    const states = closed.body.calendario.flatMap((d) => d.ore.flat().map((s) => s.stato));
    expect(states).not.toContain(SLOT.open);
    expect(slotAt(closed.body.calendario, '2026-11-24', '10:00').stato).toBe(SLOT.closed);
  });

  it('lets a client cancel only their own booking, and e-mails the professional', async () => {
    const { op, client } = await linkedPair(t);
    const other = await makeClient(t);
    await t.post('/api/askop', { id: op.user.id }, other.token);
    await t.post('/api/confirmcliente', { id: other.user.id }, op.token);
    await book(client.token, op.user.id, '2026-11-24', '10:00');
    expect(
      await t.post('/api/deleteprenotazione', { id: op.user.id, ora: '1000', giorno: '2026-11-24' }, other.token),
    ).toMatchObject({ status: 404, body: { error: SCHEDULE_MSG.bookingNotFound } });
    await t.flushMail();
    t.mailbox.clear();
    expect(
      await t.post('/api/deleteprenotazione', { id: op.user.id, ora: '1000', giorno: '2026-11-24' }, client.token),
    ).toMatchObject({ status: 200, body: { message: SCHEDULE_MSG.bookingDeleted } });
    await t.flushMail();
    expect(t.mailbox.last(op.email).subject).toBe('Appuntamento annullato: martedì 24/11/26 alle 10:00');
    expect(t.mailbox.last(op.email).attachments[0].content).toContain('METHOD:CANCEL');
    expect(t.mailbox.to(client.email)).toHaveLength(0);
  });

  it('lets the professional cancel any of their bookings', async () => {
    const { op, client } = await linkedPair(t);
    await book(client.token, op.user.id, '2026-11-24', '10:00');
    expect((await t.post('/api/deleteprenotazione', { ora: '1000', giorno: '2026-11-24' }, op.token)).status).toBe(200);
    const live = await t.ctx.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.operatorId, op.user.id), isNull(bookings.cancelledAt)));
    expect(live).toHaveLength(0);
  });

  it('lets exactly one of 50 concurrent bookings of one slot succeed, with no 5xx', async () => {
    const op = await makeOperator(t);
    await t.post('/api/updateorario', { orario: FULL_WEEK }, op.token);
    const clients = await Promise.all(Array.from({ length: 50 }, () => makeClient(t)));
    for (const c of clients) {
      await t.post('/api/askop', { id: op.user.id }, c.token);
      await t.post('/api/confirmcliente', { id: c.user.id }, op.token);
    }
    const results = await Promise.all(clients.map((c) => book(c.token, op.user.id, '2026-11-30', '09:00')));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(results.find((r) => r.status === 409)!.body.error).toBe(SCHEDULE_MSG.slotTaken);
    const rows = await t.ctx.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.operatorId, op.user.id), eq(bookings.giorno, '2026-11-30')));
    expect(rows).toHaveLength(1);
  });
});

describe('daylight saving time', () => {
  const night = { ...EMPTY_ORARIO, d: ['00:00', '04:00'] };

  it('has no 02:00 and 02:30 on the last Sunday of March, and no shifted slot', async () => {
    setRomeTime(t, '2027-03-22 08:00');
    const op = await makeOperator(t);
    await t.post('/api/updateorario', { orario: night }, op.token);
    const sunday = (await t.get('/api/calendario', op.token, calendarResponseSchema)).body.calendario.find(
      (d) => d.isoDate === '2027-03-28',
    )!;
    const slots = sunday.ore.flat();
    expect(slots.map((s) => s.ora)).toEqual([
      '00:00',
      '00:30',
      '01:00',
      '01:30',
      '02:00',
      '02:30',
      '03:00',
      '03:30',
      '04:00',
      '04:30',
    ]);
    expect(slots.map((s) => s.stato)).toEqual([2, 2, 2, 2, 0, 0, 2, 2, 2, 0]);
  });

  it('books 03:00 on the March change at the right instant', async () => {
    setRomeTime(t, '2027-03-22 08:00');
    const { op, client } = await linkedPair(t, night);
    expect((await book(client.token, op.user.id, '2027-03-28', '03:00')).status).toBe(200);
    expect((await book(client.token, op.user.id, '2027-03-28', '02:00')).status).toBe(400);
    const [row] = await t.ctx.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.operatorId, op.user.id), eq(bookings.ora, '03:00')));
    expect(row.startsAt.toISOString()).toBe('2027-03-28T01:00:00.000Z');
  });

  it('shows the repeated hour once on the last Sunday of October', async () => {
    setRomeTime(t, '2026-10-19 08:00', '+02:00');
    const { op, client } = await linkedPair(t, night);
    const sunday = (await t.get('/api/calendario', op.token, calendarResponseSchema)).body.calendario.find(
      (d) => d.isoDate === '2026-10-25',
    )!;
    expect(sunday.ore.flat().map((s) => `${s.ora}:${s.stato}`)).toEqual([
      '00:00:2',
      '00:30:2',
      '01:00:2',
      '01:30:2',
      '02:00:2',
      '02:30:2',
      '03:00:2',
      '03:30:2',
      '04:00:2',
      '04:30:0',
    ]);
    expect((await book(client.token, op.user.id, '2026-10-25', '02:30')).status).toBe(200);
    expect((await book(client.token, op.user.id, '2026-10-25', '03:00')).status).toBe(200);
    const rows = await t.ctx.db.select().from(bookings).where(eq(bookings.operatorId, op.user.id));
    const instants = rows.map((r) => r.startsAt.toISOString()).sort();
    expect(instants).toEqual(['2026-10-25T00:30:00.000Z', '2026-10-25T02:00:00.000Z']);
  });
});

describe('who may call', () => {
  it('refuses the agenda calls to visitors and to the wrong role', async () => {
    const client = await makeClient(t);
    for (const [url, body] of [
      ['/api/updateprenotazione', { state: 1, ora: '0900', giorno: '2026-11-24' }],
      ['/api/updategiornata', { giorno: '2026-11-24' }],
    ] as const) {
      expect((await t.post(url, body)).status).toBe(401);
      expect(await t.post(url, body, client.token)).toMatchObject({ status: 403, body: { error: MSG.forbidden } });
    }
    const op = await makeOperator(t);
    expect((await book(op.token, op.user.id, '2026-11-24', '10:00')).status).toBe(403);
  });
});

describe('the cost of a calendar page', () => {
  it('runs the same number of SQL statements whatever the bookings and overrides', async () => {
    const { op, client } = await linkedPair(t);
    const count = async () => {
      t.queries.length = 0;
      expect((await t.get('/api/calendario?page=0', op.token)).status).toBe(200);
      return t.queries.length;
    };
    const empty = await count();
    await t.post('/api/updategiornata', { giorno: '2026-11-24' }, op.token);
    for (const ora of ['0900', '0930', '1000', '1200']) await book(client.token, op.user.id, '2026-11-25', ora);
    expect(await count()).toBe(empty);
    expect(empty).toBeLessThanOrEqual(4);
  });
});

describe('weeks kept in memory', () => {
  const weekReads = () => t.queries.filter((statement) => statement.includes('json_agg')).length;

  it('reads an unchanged week once, then answers it from memory', async () => {
    const { op } = await linkedPair(t);
    await t.get('/api/calendario?page=0', op.token);
    t.queries.length = 0;
    expect((await t.get('/api/calendario?page=0', op.token)).status).toBe(200);
    expect(weekReads()).toBe(0);
  });

  it('shows a change written straight into the database at once, as another instance would', async () => {
    const { op } = await linkedPair(t);
    const before = (await t.get('/api/calendario', op.token, calendarResponseSchema)).body.calendario;
    expect(slotAt(before, '2026-11-24', '09:00').stato).toBe(SLOT.open);
    await t.ctx.db.execute(
      sql`INSERT INTO slot_overrides (user_id, giorno, ora, stato) VALUES (${op.user.id}, '2026-11-24', '09:00', 1)`,
    );
    const after = (await t.get('/api/calendario', op.token, calendarResponseSchema)).body.calendario;
    expect(slotAt(after, '2026-11-24', '09:00').stato).toBe(SLOT.closed);
  });

  it("shows a client's new name in the agenda right after they change it", async () => {
    const { op, client } = await linkedPair(t);
    await book(client.token, op.user.id, '2026-11-24', '10:00');
    expect(
      slotAt((await t.get('/api/calendario', op.token, calendarResponseSchema)).body.calendario, '2026-11-24', '10:00').nome,
    ).toBe(client.user.nome);
    await t.ctx.db.update(users).set({ nome: 'Rinominata', telefono: '3400000000' }).where(eq(users.id, client.user.id));
    expect(
      slotAt((await t.get('/api/calendario', op.token, calendarResponseSchema)).body.calendario, '2026-11-24', '10:00'),
    ).toMatchObject({
      nome: 'Rinominata',
      telefono: '3400000000',
    });
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'shows a new name written while a booking of that client was being made (PostgreSQL)',
    async () => {
      const { op, client } = await linkedPair(t);
      const other = await t.ctx.database.pool!.connect();
      try {
        await other.query('BEGIN');
        await other.query("UPDATE users SET nome = 'Nuovo' WHERE id = $1", [client.user.id]);
        const booking = book(client.token, op.user.id, '2026-11-24', '10:00');
        // Whether or not the booking has to wait for the rename, the agenda is read meanwhile.
        await Promise.race([booking, new Promise((resolve) => setTimeout(resolve, 300))]);
        await t.get('/api/calendario', op.token);
        await other.query('COMMIT');
        expect((await booking).status).toBe(200);
      } finally {
        other.release();
      }
      const cal = (await t.get('/api/calendario', op.token, calendarResponseSchema)).body.calendario;
      expect(slotAt(cal, '2026-11-24', '10:00').nome).toBe('Nuovo');
    },
  );

  it('shows new weekly hours at once', async () => {
    const { op } = await linkedPair(t);
    await t.get('/api/calendario', op.token);
    await t.post('/api/updateorario', { orario: EMPTY_ORARIO }, op.token);
    const cal = (await t.get('/api/calendario', op.token, calendarResponseSchema)).body.calendario;
    expect(cal.every((d) => d.ore.length === 0)).toBe(true);
  });

  it('still lets a professional with bookings be deleted', async () => {
    const { op, client } = await linkedPair(t);
    await book(client.token, op.user.id, '2026-11-24', '10:00');
    await t.ctx.db.delete(users).where(eq(users.id, op.user.id));
    expect(await t.ctx.db.select().from(bookings).where(eq(bookings.operatorId, op.user.id))).toEqual([]);
  });
});
