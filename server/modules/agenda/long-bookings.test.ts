import { and, eq, isNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { SLOT } from '../../../common/agenda.js';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import { createServiceResponseSchema, EMPTY_ORARIO, type Orario } from '../../../common/schedule.js';
import { useTestApp } from '../../test/build-test-app.js';
import { parseIcs } from '../../test/icalendar.js';
import { bookWith, linkClient, linkedPair, setRomeTime, slotAt } from '../../test/scheduling.js';
import type { MadeUser } from '../../test/factories.js';
import { bookingSlots, bookings } from './agenda.table.js';

const t = useTestApp();

// Monday 23 November 2026, 08:00 in Rome. The hours (FULL_WEEK): 09:00–12:30, break at 11:00.
beforeEach(() => setRomeTime(t, '2026-11-23 08:00'));

const book = bookWith(t);

async function serviceOf(op: MadeUser, nome: string, durata: number) {
  const res = await t.post('/api/createservizio', { nome, testoEmail: '', durata }, op.token, createServiceResponseSchema);
  expect(res.status).toBe(200);
  return res.body.service.id;
}

const liveSlots = (operatorId: number, giorno: string) =>
  t.ctx.db
    .select({ ora: bookingSlots.ora, bookingId: bookingSlots.bookingId })
    .from(bookingSlots)
    .where(and(eq(bookingSlots.operatorId, operatorId), eq(bookingSlots.giorno, giorno)))
    .orderBy(bookingSlots.ora);

describe('services have a duration', () => {
  it('creates a service of 60 minutes and lists it with its duration; a service without one lasts 30', async () => {
    const { op } = await linkedPair(t);
    await t.post('/api/createservizio', { nome: 'Colloquio', testoEmail: '', durata: 60 }, op.token);
    await t.post('/api/createservizio', { nome: 'Breve', testoEmail: '' }, op.token);
    const { services } = (await t.get('/api/servizi?all=true', op.token)).body;
    expect(services.map((s: { nome: string; durata: number }) => [s.nome, s.durata])).toEqual([
      ['Breve', 30],
      ['Colloquio', 60],
      ['Altro (Specificare)', 30],
    ]);
  });

  it('keeps the duration when an update does not name it, and changes it when it does', async () => {
    const { op } = await linkedPair(t);
    const id = await serviceOf(op, 'Consulenza', 90);
    await t.post('/api/updateservizio', { id, nome: 'Consulenza fiscale', testoEmail: '' }, op.token);
    expect((await t.get('/api/servizi?all=true', op.token)).body.services[0]).toMatchObject({
      nome: 'Consulenza fiscale',
      durata: 90,
    });
    await t.post('/api/updateservizio', { id, nome: 'Consulenza fiscale', testoEmail: '', durata: 120 }, op.token);
    expect((await t.get('/api/servizi?all=true', op.token)).body.services[0].durata).toBe(120);
  });

  it('refuses a duration other than 30, 60, 90 or 120 minutes', async () => {
    const { op } = await linkedPair(t);
    for (const durata of [45, 0, 150, 'lunga']) {
      expect(await t.post('/api/createservizio', { nome: `S ${durata}`, testoEmail: '', durata }, op.token)).toMatchObject({
        status: 400,
        body: { error: SCHEDULE_MSG.serviceDurationInvalid, fields: { durata: SCHEDULE_MSG.serviceDurationInvalid } },
      });
    }
  });
});

describe('a longer booking takes consecutive slots', () => {
  it('shows a 90-minute booking on its three slots: 4 with start and end for both parties, 3 for others', async () => {
    const { op, client } = await linkedPair(t);
    const other = await linkClient(t, op);
    const id = await serviceOf(op, 'Consulenza', 90);
    expect(await book(client.token, op.user.id, '2026-11-24', '0900', { serviceId: id })).toMatchObject({
      status: 200,
      body: { message: SCHEDULE_MSG.bookingCreated },
    });
    const opCal = (await t.get('/api/calendario', op.token)).body.calendario;
    const mine = (await t.get(`/api/calendariocliente?id=${op.user.id}`, client.token)).body.calendario;
    const theirs = (await t.get(`/api/calendariocliente?id=${op.user.id}`, other.token)).body.calendario;
    for (const ora of ['09:00', '09:30', '10:00']) {
      expect(slotAt(opCal, '2026-11-24', ora)).toMatchObject({
        stato: SLOT.booked,
        servizio: 'Consulenza',
        inizio: '09:00',
        fine: '10:30',
      });
      expect(slotAt(mine, '2026-11-24', ora)).toMatchObject({ stato: SLOT.booked, inizio: '09:00', fine: '10:30' });
      expect(slotAt(theirs, '2026-11-24', ora)).toEqual({ ora, stato: SLOT.taken });
    }
    expect(slotAt(opCal, '2026-11-24', '10:30').stato).toBe(SLOT.open);
    expect((await liveSlots(op.user.id, '2026-11-24')).map((s) => s.ora)).toEqual(['09:00', '09:30', '10:00']);
  });

  it('refuses a start where the whole duration does not fit: a break, the end of the day, or another booking', async () => {
    const { op, client } = await linkedPair(t);
    const other = await linkClient(t, op);
    const id = await serviceOf(op, 'Consulenza', 90);
    // 10:00 + 90 minutes crosses the 11:00 break; 12:00 runs past the last slot (12:30).
    expect(await book(client.token, op.user.id, '2026-11-24', '1000', { serviceId: id })).toMatchObject({
      status: 400,
      body: { error: SCHEDULE_MSG.durationDoesNotFit },
    });
    expect(await book(client.token, op.user.id, '2026-11-24', '1200', { serviceId: id })).toMatchObject({
      status: 400,
      body: { error: SCHEDULE_MSG.durationDoesNotFit },
    });
    await book(other.token, op.user.id, '2026-11-24', '0930');
    expect(await book(client.token, op.user.id, '2026-11-24', '0900', { serviceId: id })).toMatchObject({
      status: 409,
      body: { error: SCHEDULE_MSG.durationDoesNotFit },
    });
    await t.post('/api/updateprenotazione', { state: 1, ora: '1230', giorno: '2026-11-25' }, op.token);
    expect(await book(client.token, op.user.id, '2026-11-25', '1130', { serviceId: id })).toMatchObject({
      status: 400,
      body: { error: SCHEDULE_MSG.durationDoesNotFit },
    });
    const live = await t.ctx.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.operatorId, op.user.id), isNull(bookings.cancelledAt)));
    expect(live).toHaveLength(1);
  });

  it('puts the real end time in the e-mails and in the .ics', async () => {
    const { op, client } = await linkedPair(t);
    const id = await serviceOf(op, 'Consulenza', 90);
    await book(client.token, op.user.id, '2026-11-26', '0900', { serviceId: id });
    await t.flushMail();
    const toClient = t.mailbox.last(client.email);
    expect(toClient.subject).toBe('Appuntamento confermato: giovedì 26/11/26 alle 09:00');
    expect(toClient.text).toContain('Orario: dalle 09:00 alle 10:30 (90 minuti)');
    expect(t.mailbox.last(op.email).text).toContain('Orario: dalle 09:00 alle 10:30 (90 minuti)');
    const event = parseIcs(toClient.attachments[0].content);
    expect(event).toMatchObject({
      method: 'REQUEST',
      sequence: 0,
      start: '2026-11-26T09:00:00',
      startTzid: 'Europe/Rome',
      end: '2026-11-26T10:30:00',
      endTzid: 'Europe/Rome',
      startUtc: '2026-11-26T08:00:00.000Z',
      endUtc: '2026-11-26T09:30:00.000Z',
    });
    expect(event.uid).toMatch(/^booking-\d+@studio\.test$/);
  });

  it('cancels the whole booking from any of its slots and frees every slot', async () => {
    const { op, client } = await linkedPair(t);
    const id = await serviceOf(op, 'Colloquio', 60);
    await book(client.token, op.user.id, '2026-11-24', '0900', { serviceId: id });
    expect(
      await t.post('/api/deleteprenotazione', { id: op.user.id, ora: '0930', giorno: '2026-11-24' }, client.token),
    ).toMatchObject({ status: 200, body: { message: SCHEDULE_MSG.bookingDeleted } });
    expect(await liveSlots(op.user.id, '2026-11-24')).toEqual([]);
    const cal = (await t.get('/api/calendario', op.token)).body.calendario;
    expect([slotAt(cal, '2026-11-24', '09:00').stato, slotAt(cal, '2026-11-24', '09:30').stato]).toEqual([SLOT.open, SLOT.open]);
  });

  it('refuses to close a slot a longer booking covers, and reopening it cancels that booking', async () => {
    const { op, client } = await linkedPair(t);
    const id = await serviceOf(op, 'Colloquio', 60);
    await book(client.token, op.user.id, '2026-11-24', '0900', { serviceId: id });
    expect(await t.post('/api/updateprenotazione', { state: 1, ora: '0930', giorno: '2026-11-24' }, op.token)).toMatchObject({
      status: 409,
      body: { error: SCHEDULE_MSG.slotBooked },
    });
    expect(await t.post('/api/updateprenotazione', { state: 2, ora: '0930', giorno: '2026-11-24' }, op.token)).toMatchObject({
      status: 200,
      body: { message: SCHEDULE_MSG.bookingDeleted },
    });
    expect(await liveSlots(op.user.id, '2026-11-24')).toEqual([]);
  });
});

describe('races between bookings of different lengths', () => {
  it('lets exactly one of a 90-minute booking and a 30-minute booking of its second slot win, round after round', async () => {
    const { op, client } = await linkedPair(t);
    const other = await linkClient(t, op);
    const id = await serviceOf(op, 'Consulenza', 90);
    const days = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30', '2026-12-01'];
    const winners: string[] = [];
    for (const giorno of days) {
      const [long, short] = await Promise.all([
        book(client.token, op.user.id, giorno, '0900', { serviceId: id }),
        book(other.token, op.user.id, giorno, '0930'),
      ]);
      expect([long.status, short.status].sort()).toEqual([200, 409]);
      const loser = long.status === 409 ? long : short;
      expect([SCHEDULE_MSG.slotTaken, SCHEDULE_MSG.durationDoesNotFit]).toContain(loser.body.error);
      winners.push(long.status === 200 ? 'long' : 'short');
      const slots = await liveSlots(op.user.id, giorno);
      expect(slots.map((s) => s.ora)).toEqual(long.status === 200 ? ['09:00', '09:30', '10:00'] : ['09:30']);
      expect(new Set(slots.map((s) => s.bookingId)).size).toBe(1);
    }
    expect(winners).toHaveLength(days.length);
  });

  it('lets the database refuse an overlap that no check before it saw', async () => {
    const { op, client } = await linkedPair(t);
    const [first] = await t.ctx.db
      .insert(bookings)
      .values({
        operatorId: op.user.id,
        clientId: client.user.id,
        giorno: '2026-12-02',
        ora: '09:00',
        startsAt: new Date('2026-12-02T08:00:00Z'),
        serviceName: '',
        durata: 120,
      })
      .returning();
    await expect(
      t.ctx.db.insert(bookings).values({
        operatorId: op.user.id,
        clientId: client.user.id,
        giorno: '2026-12-02',
        ora: '10:30',
        startsAt: new Date('2026-12-02T09:30:00Z'),
        serviceName: '',
      }),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    await t.ctx.db.update(bookings).set({ cancelledAt: new Date() }).where(eq(bookings.id, first.id));
    expect(await liveSlots(op.user.id, '2026-12-02')).toEqual([]);
  });
});

describe('daylight saving time and long services', () => {
  const night: Orario = { ...EMPTY_ORARIO, d: ['00:00', '04:00'] };

  it('refuses a 90-minute booking across the hour skipped on the last Sunday of March, and books one after it', async () => {
    setRomeTime(t, '2027-03-22 08:00');
    const { op, client } = await linkedPair(t, night);
    const id = await serviceOf(op, 'Consulenza', 90);
    for (const ora of ['0100', '0130']) {
      expect(await book(client.token, op.user.id, '2027-03-28', ora, { serviceId: id })).toMatchObject({
        status: 400,
        body: { error: SCHEDULE_MSG.durationDoesNotFit },
      });
    }
    expect((await book(client.token, op.user.id, '2027-03-28', '0300', { serviceId: id })).status).toBe(200);
    await t.flushMail();
    const event = parseIcs(t.mailbox.last(client.email).attachments[0].content);
    expect(event).toMatchObject({
      start: '2027-03-28T03:00:00',
      end: '2027-03-28T04:30:00',
      startUtc: '2027-03-28T01:00:00.000Z',
      endUtc: '2027-03-28T02:30:00.000Z',
    });
  });

  it('books 90 minutes over the repeated hour of the last Sunday of October as the agenda shows it', async () => {
    setRomeTime(t, '2026-10-19 08:00', '+02:00');
    const { op, client } = await linkedPair(t, night);
    const id = await serviceOf(op, 'Consulenza', 90);
    expect((await book(client.token, op.user.id, '2026-10-25', '0130', { serviceId: id })).status).toBe(200);
    expect((await liveSlots(op.user.id, '2026-10-25')).map((s) => s.ora)).toEqual(['01:30', '02:00', '02:30']);
    const [row] = await t.ctx.db.select().from(bookings).where(eq(bookings.operatorId, op.user.id));
    expect(row.startsAt.toISOString()).toBe('2026-10-24T23:30:00.000Z');
    await t.flushMail();
    const event = parseIcs(t.mailbox.last(client.email).attachments[0].content);
    expect(event).toMatchObject({ start: '2026-10-25T01:30:00', end: '2026-10-25T03:00:00', endTzid: 'Europe/Rome' });
    const cal = (await t.get('/api/calendario', op.token)).body.calendario;
    expect(['01:30', '02:00', '02:30', '03:00'].map((ora) => slotAt(cal, '2026-10-25', ora).stato)).toEqual([4, 4, 4, 2]);
  });
});
