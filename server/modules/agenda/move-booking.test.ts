import { and, eq, isNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { SLOT } from '../../../common/agenda.js';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import { TEST_ADMIN, useTestApp } from '../../test/build-test-app.js';
import { makeClient, type MadeUser } from '../../test/factories.js';
import { parseIcs } from '../../test/icalendar.js';
import { bookWith, FULL_WEEK, linkClient, linkedPair, setRomeTime, slotAt } from '../../test/scheduling.js';
import { users } from '../accounts/accounts.table.js';
import { bookingSlots, bookings } from './agenda.table.js';

const t = useTestApp();

// Monday 23 November 2026, 08:00 in Rome. The hours (FULL_WEEK): 09:00–12:30, break at 11:00.
beforeEach(() => setRomeTime(t, '2026-11-23 08:00'));

const book = bookWith(t);

const move = (token: string, body: Record<string, unknown>) => t.post('/api/spostaprenotazione', body, token);

const slotsOf = (operatorId: number) =>
  t.ctx.db
    .select({ giorno: bookingSlots.giorno, ora: bookingSlots.ora, bookingId: bookingSlots.bookingId })
    .from(bookingSlots)
    .where(eq(bookingSlots.operatorId, operatorId))
    .orderBy(bookingSlots.giorno, bookingSlots.ora);

describe('the client moves a booking', () => {
  it('frees the old slot, takes the new one and tells the professional once, with the same event one sequence up', async () => {
    const { op, client } = await linkedPair(t);
    await book(client.token, op.user.id, '2026-11-24', '0930', { note: 'Prima visita' });
    await t.flushMail();
    const uid = parseIcs(t.mailbox.last(client.email).attachments[0].content).uid;
    t.mailbox.clear();

    const res = await move(client.token, {
      id: op.user.id,
      giorno: '2026-11-24',
      ora: '0930',
      nuovoGiorno: '2026-11-26',
      nuovaOra: '1200',
    });
    expect(res).toMatchObject({ status: 200, body: { success: true, message: SCHEDULE_MSG.bookingMoved } });

    const cal = (await t.get(`/api/calendariocliente?id=${op.user.id}`, client.token)).body.calendario;
    expect(slotAt(cal, '2026-11-24', '09:30').stato).toBe(SLOT.open);
    expect(slotAt(cal, '2026-11-26', '12:00')).toMatchObject({
      stato: SLOT.booked,
      note: 'Prima visita',
      inizio: '12:00',
      fine: '12:30',
    });
    await t.flushMail();
    expect(t.mailbox.to(client.email)).toHaveLength(0);
    const mails = t.mailbox.to(op.email);
    expect(mails.map((m) => m.subject)).toEqual(['Appuntamento spostato: giovedì 26/11/26 alle 12:00']);
    expect(mails[0].text).toContain(
      `l’appuntamento di martedì 24/11/26 alle 09:30 tra ${client.user.nome} ${client.user.cognome} e ${op.user.nome} ${op.user.cognome} è stato spostato da ${client.user.nome} ${client.user.cognome} a giovedì 26/11/26 alle 12:00.`,
    );
    expect(parseIcs(mails[0].attachments[0].content)).toMatchObject({
      method: 'REQUEST',
      uid,
      sequence: 1,
      start: '2026-11-26T12:00:00',
      startTzid: 'Europe/Rome',
      end: '2026-11-26T12:30:00',
      endTzid: 'Europe/Rome',
    });
  });

  it('moves a 60-minute booking by half an hour over its own second slot', async () => {
    const { op, client } = await linkedPair(t);
    const service = (await t.post('/api/createservizio', { nome: 'Colloquio', testoEmail: '', durata: 60 }, op.token)).body
      .service;
    await book(client.token, op.user.id, '2026-11-24', '0900', { serviceId: service.id });
    expect(
      (
        await move(client.token, {
          id: op.user.id,
          giorno: '2026-11-24',
          ora: '0930',
          nuovoGiorno: '2026-11-24',
          nuovaOra: '0930',
        })
      ).status,
    ).toBe(200);
    expect((await slotsOf(op.user.id)).map((s) => s.ora)).toEqual(['09:30', '10:00']);
  });

  it('refuses a taken, closed, past, too distant or unchanged target, and changes nothing', async () => {
    const { op, client } = await linkedPair(t);
    const other = await linkClient(t, op);
    await book(client.token, op.user.id, '2026-11-24', '0930');
    await book(other.token, op.user.id, '2026-11-24', '1000');
    await t.post('/api/updateprenotazione', { state: 1, ora: '1030', giorno: '2026-11-24' }, op.token);
    const from = { id: op.user.id, giorno: '2026-11-24', ora: '0930' };
    const cases: [Record<string, string>, number, string][] = [
      [{ nuovoGiorno: '2026-11-24', nuovaOra: '1000' }, 409, SCHEDULE_MSG.slotTaken],
      [{ nuovoGiorno: '2026-11-24', nuovaOra: '1030' }, 400, SCHEDULE_MSG.slotNotAvailable],
      [{ nuovoGiorno: '2026-11-24', nuovaOra: '1500' }, 400, SCHEDULE_MSG.slotNotAvailable],
      [{ nuovoGiorno: '2026-11-23', nuovaOra: '0730' }, 400, SCHEDULE_MSG.slotPast],
      [{ nuovoGiorno: '2027-02-15', nuovaOra: '0900' }, 400, SCHEDULE_MSG.slotNotAvailable],
      [{ nuovoGiorno: '2026-11-24', nuovaOra: '0930' }, 400, SCHEDULE_MSG.moveSameSlot],
      [{ nuovoGiorno: '2026-11-31', nuovaOra: '0930' }, 400, SCHEDULE_MSG.invalidDay],
    ];
    for (const [to, status, error] of cases) {
      expect(await move(client.token, { ...from, ...to })).toMatchObject({ status, body: { success: false, error } });
    }
    expect((await slotsOf(op.user.id)).map((s) => `${s.giorno} ${s.ora}`)).toEqual(['2026-11-24 09:30', '2026-11-24 10:00']);
  });

  it("refuses to move another client's booking, or a booking that has started", async () => {
    const { op, client } = await linkedPair(t);
    const other = await linkClient(t, op);
    await book(client.token, op.user.id, '2026-11-23', '0900');
    await book(client.token, op.user.id, '2026-11-24', '0930');
    const to = { nuovoGiorno: '2026-11-25', nuovaOra: '0900' };
    expect(await move(other.token, { id: op.user.id, giorno: '2026-11-24', ora: '0930', ...to })).toMatchObject({
      status: 404,
      body: { error: SCHEDULE_MSG.bookingNotFound },
    });
    setRomeTime(t, '2026-11-23 09:10');
    expect(await move(client.token, { id: op.user.id, giorno: '2026-11-23', ora: '0900', ...to })).toMatchObject({
      status: 400,
      body: { error: SCHEDULE_MSG.slotPast },
    });
  });

  it('refuses a client whose link is not accepted, and a professional who cannot be booked', async () => {
    const { op, client } = await linkedPair(t);
    await book(client.token, op.user.id, '2026-11-24', '0930');
    const stranger = await makeClient(t);
    const body = { id: op.user.id, giorno: '2026-11-24', ora: '0930', nuovoGiorno: '2026-11-25', nuovaOra: '0900' };
    expect(await move(stranger.token, body)).toMatchObject({ status: 404, body: { error: SCHEDULE_MSG.linkNotFound } });
    const expired = new Date(t.clock.now().getTime() - 2 * 86_400_000 - 1000);
    await t.ctx.db.update(users).set({ scadenzaAbbonamento: expired }).where(eq(users.id, op.user.id));
    expect(await move(client.token, body)).toMatchObject({ status: 403, body: { error: SCHEDULE_MSG.professionalUnavailable } });
  });

  it('sends the reminders for the new time only', async () => {
    const { op, client } = await linkedPair(t);
    await book(client.token, op.user.id, '2026-11-27', '0900');
    await move(client.token, { id: op.user.id, giorno: '2026-11-27', ora: '0900', nuovoGiorno: '2026-11-27', nuovaOra: '1200' });
    await t.flushMail();
    t.mailbox.clear();
    setRomeTime(t, '2026-11-26 09:00');
    await t.flushMail();
    expect(t.mailbox.to(client.email)).toHaveLength(0);
    setRomeTime(t, '2026-11-26 12:00');
    await t.flushMail();
    expect(t.mailbox.to(client.email).map((m) => m.subject)).toEqual(['Promemoria: appuntamento venerdì 27/11/26 alle 12:00']);
    expect(t.mailbox.to(op.email)).toHaveLength(1);
  });
});

describe('the professional moves a booking', () => {
  it('tells the client, raises the sequence at each move, and cancels with the same event one higher', async () => {
    const { op, client } = await linkedPair(t);
    await book(client.token, op.user.id, '2026-11-24', '0930');
    await t.flushMail();
    t.mailbox.clear();
    expect(
      (await move(op.token, { giorno: '2026-11-24', ora: '0930', nuovoGiorno: '2026-11-25', nuovaOra: '0900' })).status,
    ).toBe(200);
    expect(
      (await move(op.token, { giorno: '2026-11-25', ora: '0900', nuovoGiorno: '2026-11-25', nuovaOra: '1000' })).status,
    ).toBe(200);
    await t.flushMail();
    expect(t.mailbox.to(op.email)).toHaveLength(0);
    // The mail worker sends in parallel: the order of arrival is not the order of the moves.
    const moved = t.mailbox.to(client.email).sort((a, b) => a.subject.localeCompare(b.subject));
    expect(moved.map((m) => m.subject)).toEqual([
      'Appuntamento spostato: mercoledì 25/11/26 alle 09:00',
      'Appuntamento spostato: mercoledì 25/11/26 alle 10:00',
    ]);
    const events = moved.map((m) => parseIcs(m.attachments[0].content));
    expect(events.map((e) => [e.sequence, e.start])).toEqual([
      [1, '2026-11-25T09:00:00'],
      [2, '2026-11-25T10:00:00'],
    ]);
    await t.post('/api/deleteprenotazione', { ora: '1000', giorno: '2026-11-25' }, op.token);
    await t.flushMail();
    const cancel = parseIcs(t.mailbox.last(client.email).attachments[0].content);
    expect(cancel).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: events[0].uid, sequence: 3 });
    expect(events[1].uid).toBe(events[0].uid);
  });

  it("moves a visitor's intro call and tells the visitor", async () => {
    const adminToken = (await t.post('/api/login', { ...TEST_ADMIN, stayLogged: true })).body.token;
    const [admin] = await t.ctx.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
    await t.post('/api/adminupdateorario', { id: admin.id, orario: FULL_WEEK }, adminToken);
    const visitor = { nome: 'Sara', cognome: 'Gallo', email: 'sara.gallo@example.it', serviceId: 0, note: '' };
    expect((await t.post('/api/createprenotazionemia', { ...visitor, giorno: '2026-11-24', ora: '1000' })).status).toBe(200);
    await t.flushMail();
    t.mailbox.clear();
    const res = await move(adminToken, { giorno: '2026-11-24', ora: '1000', nuovoGiorno: '2026-11-24', nuovaOra: '1200' });
    expect(res).toMatchObject({ status: 200, body: { message: SCHEDULE_MSG.bookingMoved } });
    const cal = (await t.get('/api/calendariomio')).body.calendario;
    expect(slotAt(cal, '2026-11-24', '10:00').stato).toBe(SLOT.open);
    expect(slotAt(cal, '2026-11-24', '12:00').stato).toBe(SLOT.taken);
    await t.flushMail();
    const mail = t.mailbox.last(visitor.email);
    expect(mail.subject).toBe('Appuntamento spostato: martedì 24/11/26 alle 12:00');
    expect(mail.text).toContain(
      'l’appuntamento di martedì 24/11/26 alle 10:00 tra Sara Gallo e il team di Studio è stato spostato dal team di Studio a martedì 24/11/26 alle 12:00.',
    );
    expect(mail.text).not.toContain('/op');
    expect(parseIcs(mail.attachments[0].content)).toMatchObject({ sequence: 1, start: '2026-11-24T12:00:00' });
  });
});

describe('a move racing a booking of its target', () => {
  it('lets exactly one win each round; the old slot is free only when the move won', async () => {
    const { op, client } = await linkedPair(t);
    const other = await linkClient(t, op);
    const days = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30', '2026-12-01'];
    const outcomes: string[] = [];
    for (const giorno of days) {
      await book(client.token, op.user.id, giorno, '0900');
      const [moved, booked] = await Promise.all([
        move(client.token, { id: op.user.id, giorno, ora: '0900', nuovoGiorno: giorno, nuovaOra: '1200' }),
        book(other.token, op.user.id, giorno, '1200'),
      ]);
      expect([moved.status, booked.status].sort()).toEqual([200, 409]);
      expect((moved.status === 409 ? moved : booked).body.error).toBe(SCHEDULE_MSG.slotTaken);
      const live = await t.ctx.db
        .select({ ora: bookings.ora, clientId: bookings.clientId })
        .from(bookings)
        .where(and(eq(bookings.operatorId, op.user.id), eq(bookings.giorno, giorno), isNull(bookings.cancelledAt)))
        .orderBy(bookings.ora);
      const slots = (await slotsOf(op.user.id)).filter((s) => s.giorno === giorno).map((s) => s.ora);
      if (moved.status === 200) {
        expect(live).toEqual([{ ora: '12:00', clientId: client.user.id }]);
        expect(slots).toEqual(['12:00']);
      } else {
        expect(live).toEqual([
          { ora: '09:00', clientId: client.user.id },
          { ora: '12:00', clientId: other.user.id },
        ]);
        expect(slots).toEqual(['09:00', '12:00']);
      }
      outcomes.push(moved.status === 200 ? 'move' : 'booking');
    }
    expect(outcomes).toHaveLength(days.length);
  });
});

describe("a move under the professional's booking rules", () => {
  const setRules = (op: MadeUser, rules: Record<string, unknown>) =>
    t.post(
      '/api/updateregoleprenotazione',
      { preavvisoMinuti: 0, modificheFinoMinuti: 0, orizzonteGiorni: 84, ...rules },
      op.token,
    );
  const startOf = async (operatorId: number) =>
    (
      await t.ctx.db
        .select({ giorno: bookings.giorno, ora: bookings.ora })
        .from(bookings)
        .where(and(eq(bookings.operatorId, operatorId), isNull(bookings.cancelledAt)))
    )[0];

  it('refuses a client moving an appointment later than the rules allow changes, while the professional still may', async () => {
    const { op, client } = await linkedPair(t);
    await book(client.token, op.user.id, '2026-11-24', '0930');
    expect((await setRules(op, { modificheFinoMinuti: 24 * 60 })).status).toBe(200);
    setRomeTime(t, '2026-11-23 10:00');
    const body = { giorno: '2026-11-24', ora: '0930', nuovoGiorno: '2026-11-26', nuovaOra: '1200' };

    expect(await move(client.token, { id: op.user.id, ...body })).toMatchObject({
      status: 403,
      body: {
        error:
          'Non è più possibile annullare o spostare online questo appuntamento: si può fare fino a 24 ore prima dell’inizio. Scrivi al professionista per accordarvi.',
      },
    });
    expect(await startOf(op.user.id)).toEqual({ giorno: '2026-11-24', ora: '09:30' });

    expect((await move(op.token, body)).status).toBe(200);
    expect(await startOf(op.user.id)).toEqual({ giorno: '2026-11-26', ora: '12:00' });
  });

  it("refuses a client's new time inside the minimum notice or beyond the horizon, and changes nothing", async () => {
    const { op, client } = await linkedPair(t);
    expect((await setRules(op, { preavvisoMinuti: 48 * 60, orizzonteGiorni: 7 })).status).toBe(200);
    expect((await book(client.token, op.user.id, '2026-11-26', '1200')).status).toBe(200);
    const from = { id: op.user.id, giorno: '2026-11-26', ora: '1200' };

    expect(await move(client.token, { ...from, nuovoGiorno: '2026-11-24', nuovaOra: '0930' })).toMatchObject({
      status: 403,
      body: {
        error: 'Questo professionista accetta prenotazioni online con almeno 2 giorni di preavviso. Scegli un orario successivo.',
      },
    });
    expect(await move(client.token, { ...from, nuovoGiorno: '2026-12-10', nuovaOra: '0930' })).toMatchObject({
      status: 403,
      body: {
        error: 'Questo professionista accetta prenotazioni online al massimo 7 giorni in anticipo. Scegli una data più vicina.',
      },
    });
    expect(await startOf(op.user.id)).toEqual({ giorno: '2026-11-26', ora: '12:00' });
    expect((await move(client.token, { ...from, nuovoGiorno: '2026-11-27', nuovaOra: '0930' })).status).toBe(200);
  });
});
