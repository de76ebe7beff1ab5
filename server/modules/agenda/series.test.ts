import { and, asc, eq, isNull } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { SLOT, calendarResponseSchema } from '../../../common/agenda.js';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import { SERIES_MSG } from '../../../common/messages/series.js';
import { useTestApp } from '../../test/build-test-app.js';
import { makeClient, makeOperator } from '../../test/factories.js';
import { linkedPair, setRomeTime, slotAt } from '../../test/scheduling.js';
import { users } from '../accounts/accounts.table.js';
import { bookings } from './agenda.table.js';
import { materialiseDueSeries } from './series.service.js';
import { bookingSeries } from './series.table.js';
import { outbox } from '../../platform/mail/outbox.table.js';
import { ruleRefusal } from '../../../common/booking-rules.js';
import { saveBookingRules } from './booking-rules.js';

const t = useTestApp();

// Monday 23 November 2026, 08:00 in Rome.
// Each test starts from a quiet database: no e-mail waiting (reminders of earlier tests would
// fall due when a test moves the clock) and no series of an earlier test left for the job.
beforeEach(async () => {
  setRomeTime(t, '2026-11-23 08:00');
  await t.ctx.db.delete(outbox);
  await t.ctx.db.update(bookingSeries).set({ nextGiorno: null });
  t.mailbox.clear();
});

/** Sends what is queued and forgets it, so a test sees only the e-mails that follow. */
async function forgetMail() {
  await t.flushMail();
  t.mailbox.clear();
}

/** Wednesdays from 25 November 2026, one week apart. */
const WEDNESDAYS = [
  '2026-11-25',
  '2026-12-02',
  '2026-12-09',
  '2026-12-16',
  '2026-12-23',
  '2026-12-30',
  '2027-01-06',
  '2027-01-13',
  '2027-01-20',
  '2027-01-27',
];

const liveBookingsOf = (operatorId: number) =>
  t.ctx.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.operatorId, operatorId), isNull(bookings.cancelledAt)))
    .orderBy(asc(bookings.startsAt));

/** The VEVENTs of an .ics as ical.js reads them. */
function eventsOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return {
    method: calendar.getFirstPropertyValue('method'),
    events: calendar.getAllSubcomponents('vevent').map((v) => {
      const start = v.getFirstProperty('dtstart')!;
      const end = v.getFirstProperty('dtend')!;
      const event = new ICAL.Event(v);
      return {
        uid: event.uid,
        tzid: start.getParameter('tzid'),
        endTzid: end.getParameter('tzid'),
        start: (start.getFirstValue() as ICAL.Time).toString(),
        end: (end.getFirstValue() as ICAL.Time).toString(),
        rrule: v.getFirstPropertyValue('rrule'),
        sequence: event.sequence,
        status: v.getFirstPropertyValue('status'),
      };
    }),
  };
}

const series = (token: string, clientId: number, extra: Record<string, unknown> = {}) =>
  t.post(
    '/api/createserie',
    { clientId, giorno: '2026-11-25', ora: '0930', frequenza: 1, occorrenze: 10, note: 'Percorso settimanale', ...extra },
    token,
  );

describe('POST /api/createprenotazionecliente (the professional books for a client)', () => {
  it('books a linked client; the client sees it as their own booking', async () => {
    const { op, client } = await linkedPair(t);
    const res = await t.post(
      '/api/createprenotazionecliente',
      { clientId: client.user.id, giorno: '2026-11-25', ora: '0930', note: 'Prima seduta' },
      op.token,
    );
    expect(res).toMatchObject({ status: 200, body: { success: true, message: SERIES_MSG.clientBookingCreated } });
    const mine = (await t.get(`/api/calendariocliente?id=${op.user.id}`, client.token)).body.calendario;
    expect(slotAt(mine, '2026-11-25', '09:30')).toEqual({
      ora: '09:30',
      stato: SLOT.booked,
      servizio: '',
      note: 'Prima seduta',
      inizio: '09:30',
      fine: '10:00',
    });
    const agenda = (await t.get('/api/calendario', op.token)).body.calendario;
    expect(slotAt(agenda, '2026-11-25', '09:30')).toMatchObject({ stato: SLOT.booked, nome: client.user.nome });
  });

  it('sends both parties the usual e-mails with the same .ics (UID, DTSTART and DTEND in Europe/Rome)', async () => {
    const { op, client } = await linkedPair(t);
    await t.post('/api/createprenotazionecliente', { clientId: client.user.id, giorno: '2026-11-25', ora: '0930' }, op.token);
    await t.flushMail();
    const toClient = t.mailbox.last(client.email);
    const toOp = t.mailbox.last(op.email);
    expect(toClient.subject).toBe('Appuntamento confermato: mercoledì 25/11/26 alle 09:30');
    expect(toOp.subject).toBe('Nuova prenotazione: mercoledì 25/11/26 alle 09:30');
    expect(toOp.text).toContain(`hai prenotato per ${client.user.nome} ${client.user.cognome} un appuntamento`);
    const [booking] = await liveBookingsOf(op.user.id);
    for (const mail of [toClient, toOp]) {
      const { method, events } = eventsOf(mail.attachments[0].content);
      expect(method).toBe('REQUEST');
      expect(events).toEqual([
        expect.objectContaining({
          uid: `booking-${booking.id}@studio.test`,
          tzid: 'Europe/Rome',
          endTzid: 'Europe/Rome',
          start: '2026-11-25T09:30:00',
          end: '2026-11-25T10:00:00',
          sequence: 0,
        }),
      ]);
    }
  });

  it('books a slot the professional closed (red), but not one outside their hours', async () => {
    const { op, client } = await linkedPair(t);
    await t.post('/api/updateprenotazione', { giorno: '2026-11-25', ora: '0930', state: 1 }, op.token);
    const closed = await t.post(
      '/api/createprenotazionecliente',
      { clientId: client.user.id, giorno: '2026-11-25', ora: '0930' },
      op.token,
    );
    expect(closed.status).toBe(200);
    expect(
      await t.post('/api/createprenotazionecliente', { clientId: client.user.id, giorno: '2026-11-25', ora: '1400' }, op.token),
    ).toMatchObject({ status: 400, body: { error: SCHEDULE_MSG.slotNotInHours } });
    expect(await liveBookingsOf(op.user.id)).toHaveLength(1);
  });

  it('refuses a slot already booked, with 409 and nothing changed', async () => {
    const { op, client } = await linkedPair(t);
    const body = { clientId: client.user.id, giorno: '2026-11-25', ora: '0930' };
    await t.post('/api/createprenotazionecliente', body, op.token);
    expect(await t.post('/api/createprenotazionecliente', body, op.token)).toMatchObject({
      status: 409,
      body: { error: SCHEDULE_MSG.slotTaken },
    });
    expect(await liveBookingsOf(op.user.id)).toHaveLength(1);
  });

  it('refuses a past slot and a day beyond the 84 days', async () => {
    const { op, client } = await linkedPair(t);
    const at = (giorno: string, ora: string) =>
      t.post('/api/createprenotazionecliente', { clientId: client.user.id, giorno, ora }, op.token);
    expect(await at('2026-11-22', '0930')).toMatchObject({ status: 400, body: { error: SCHEDULE_MSG.slotPast } });
    expect(await at('2027-02-15', '0930')).toMatchObject({ status: 400, body: { error: SCHEDULE_MSG.slotNotAvailable } });
  });

  it('refuses a client who is not linked, or whose request the professional has not accepted', async () => {
    const op = await makeOperator(t);
    const stranger = await makeClient(t);
    const body = { clientId: stranger.user.id, giorno: '2026-11-25', ora: '0930' };
    expect(await t.post('/api/createprenotazionecliente', body, op.token)).toMatchObject({
      status: 404,
      body: { error: SCHEDULE_MSG.linkNotFound },
    });
    await t.post('/api/askop', { id: op.user.id }, stranger.token);
    expect(await t.post('/api/createprenotazionecliente', body, op.token)).toMatchObject({
      status: 403,
      body: { error: SCHEDULE_MSG.linkNotConfirmed },
    });
  });

  it('refuses while the professional’s subscription has lapsed', async () => {
    const { op, client } = await linkedPair(t);
    const expired = new Date(t.clock.now().getTime() - 2 * 86_400_000 - 1000);
    await t.ctx.db.update(users).set({ scadenzaAbbonamento: expired }).where(eq(users.id, op.user.id));
    expect(
      await t.post('/api/createprenotazionecliente', { clientId: client.user.id, giorno: '2026-11-25', ora: '0930' }, op.token),
    ).toMatchObject({ status: 403, body: { error: SCHEDULE_MSG.professionalUnavailable } });
  });

  it('is for professionals only', async () => {
    const { op, client } = await linkedPair(t);
    const res = await t.post(
      '/api/createprenotazionecliente',
      { clientId: client.user.id, giorno: '2026-11-25', ora: '0930' },
      client.token,
    );
    expect(res.status).toBe(403);
    expect(await liveBookingsOf(op.user.id)).toHaveLength(0);
  });
});

/** A professional and client, with the 3rd Wednesday taken by another client and the 6th closed. */
async function pairWithTwoConflicts() {
  const { op, client } = await linkedPair(t);
  const other = await makeClient(t);
  await t.post('/api/askop', { id: op.user.id }, other.token);
  await t.post('/api/confirmcliente', { id: other.user.id }, op.token);
  await t.post('/api/createprenotazione', { id: op.user.id, giorno: WEDNESDAYS[2], ora: '0930', note: '' }, other.token);
  await t.post('/api/updateprenotazione', { giorno: WEDNESDAYS[5], ora: '0930', state: 1 }, op.token);
  await forgetMail();
  return { op, client, other };
}

describe('weekly and fortnightly series', () => {
  it('previews a series of 10 with two conflicts: the dates and what each meets, booking nothing', async () => {
    const { op, client } = await pairWithTwoConflicts();
    const before = (await liveBookingsOf(op.user.id)).length;
    const res = await t.post(
      '/api/anteprimaserie',
      { clientId: client.user.id, giorno: '2026-11-25', ora: '0930', frequenza: 1, occorrenze: 10 },
      op.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.date).toEqual(
      WEDNESDAYS.map((giorno, i) => ({ giorno, ora: '09:30', esito: i === 2 ? 'occupata' : i === 5 ? 'chiusa' : 'libera' })),
    );
    expect(await liveBookingsOf(op.user.id)).toHaveLength(before);
  });

  it('books a series of 10 with two conflicts: 8 booked, 2 listed', async () => {
    const { op, client } = await pairWithTwoConflicts();
    const res = await series(op.token, client.user.id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      'Serie creata: 8 appuntamenti prenotati, 2 date non prenotabili. Tu e il cliente riceverete una email coi dettagli.',
    );
    expect(res.body.date).toEqual(
      WEDNESDAYS.map((giorno, i) => ({ giorno, ora: '09:30', esito: i === 2 ? 'occupata' : i === 5 ? 'chiusa' : 'prenotata' })),
    );
    const mine = (await liveBookingsOf(op.user.id)).filter((b) => b.clientId === client.user.id);
    expect(mine.map((b) => b.giorno)).toEqual(WEDNESDAYS.filter((_, i) => i !== 2 && i !== 5));
    expect(mine.every((b) => b.ora === '09:30' && b.note === 'Percorso settimanale')).toBe(true);
  });

  it('sends one e-mail per party for the series, with one VEVENT per booked date (UIDs of the bookings, no RRULE)', async () => {
    const { op, client } = await pairWithTwoConflicts();
    await series(op.token, client.user.id);
    await t.flushMail();
    const toClient = t.mailbox.to(client.email);
    const toOp = t.mailbox.to(op.email);
    expect(toClient).toHaveLength(1);
    expect(toOp).toHaveLength(1);
    expect(toClient[0].subject).toBe(
      'Serie di appuntamenti confermata: ogni settimana, il mercoledì alle 09:30, per 10 appuntamenti',
    );
    expect(toOp[0].subject).toBe(`Nuova serie di appuntamenti: ${client.user.nome} ${client.user.cognome}`);
    expect(toClient[0].text).toContain('• mercoledì 09/12/26 alle 09:30 (già occupato)');
    expect(toClient[0].text).toContain('• mercoledì 30/12/26 alle 09:30 (orario chiuso)');
    const mine = (await liveBookingsOf(op.user.id)).filter((b) => b.clientId === client.user.id);
    for (const mail of [toClient[0], toOp[0]]) {
      expect(mail.attachments[0].filename).toBe('serie.ics');
      const { method, events } = eventsOf(mail.attachments[0].content);
      expect(method).toBe('REQUEST');
      expect(events.map((e) => e.uid)).toEqual(mine.map((b) => `booking-${b.id}@studio.test`));
      expect(events.map((e) => e.start)).toEqual(mine.map((b) => `${b.giorno}T09:30:00`));
      expect(events.every((e) => e.tzid === 'Europe/Rome' && e.endTzid === 'Europe/Rome' && e.rrule === null)).toBe(true);
    }
  });

  it('books a fortnightly series every 14 days', async () => {
    const { op, client } = await linkedPair(t);
    const res = await series(op.token, client.user.id, { frequenza: 2, occorrenze: 3 });
    expect(res.body.date.map((d: { giorno: string }) => d.giorno)).toEqual(['2026-11-25', '2026-12-09', '2026-12-23']);
    expect((await liveBookingsOf(op.user.id)).map((b) => b.giorno)).toEqual(['2026-11-25', '2026-12-09', '2026-12-23']);
  });

  it('refuses a frequency other than 1 or 2 weeks and a count outside 2-52, booking nothing', async () => {
    const { op, client } = await linkedPair(t);
    expect(await series(op.token, client.user.id, { frequenza: 3 })).toMatchObject({
      status: 400,
      body: { error: SERIES_MSG.frequencyInvalid },
    });
    expect(await series(op.token, client.user.id, { occorrenze: 53 })).toMatchObject({
      status: 400,
      body: { error: SERIES_MSG.occurrencesInvalid },
    });
    expect(await liveBookingsOf(op.user.id)).toHaveLength(0);
  });

  it('refuses a series none of whose dates can be booked', async () => {
    const { op, client } = await linkedPair(t);
    expect(await series(op.token, client.user.id, { ora: '1400', occorrenze: 3 })).toMatchObject({
      status: 409,
      body: { error: SERIES_MSG.nothingBookable },
    });
    expect(await t.ctx.db.select().from(bookingSeries).where(eq(bookingSeries.operatorId, op.user.id))).toHaveLength(0);
  });

  it('books the dates inside the agenda and leaves the later ones for when they enter it', async () => {
    const { op, client } = await linkedPair(t);
    const res = await series(op.token, client.user.id, { occorrenze: 14 });
    // Booked up to one day past the agenda's 84 days (Monday 15 February 2027).
    expect(res.body.date.filter((d: { esito: string }) => d.esito === 'prenotata')).toHaveLength(12);
    expect(res.body.date.slice(12)).toEqual([
      { giorno: '2027-02-17', ora: '09:30', esito: 'in_attesa' },
      { giorno: '2027-02-24', ora: '09:30', esito: 'in_attesa' },
    ]);
    expect(res.body.message).toBe(
      'Serie creata: 12 appuntamenti prenotati, 2 date verranno prenotate quando entreranno nell’agenda. Tu e il cliente riceverete una email coi dettagli.',
    );
  });

  it('books a later date when the clock moves forward, once, with the usual confirmation', async () => {
    const { op, client } = await linkedPair(t);
    await series(op.token, client.user.id, { occorrenze: 14 });
    await forgetMail();
    // The job books a date one day before it enters the agenda: 17 February from 25 November.
    setRomeTime(t, '2026-11-24 23:00');
    expect(await materialiseDueSeries(t.ctx)).toBe(0);
    setRomeTime(t, '2026-11-25 00:30');
    expect(await materialiseDueSeries(t.ctx)).toBe(1);
    expect(await materialiseDueSeries(t.ctx)).toBe(0);
    const live = await liveBookingsOf(op.user.id);
    expect(live.map((b) => b.giorno)).toContain('2027-02-17');
    expect(live.map((b) => b.giorno)).not.toContain('2027-02-24');
    await t.flushMail();
    // Beside the reminder of the first date (due by now), the new date's usual confirmation.
    const subjects = t.mailbox.to(client.email).map((m) => m.subject);
    expect(subjects.filter((subject) => !subject.startsWith('Promemoria'))).toEqual([
      'Appuntamento confermato: mercoledì 17/02/27 alle 09:30',
    ]);
    setRomeTime(t, '2026-12-02 10:00');
    expect(await materialiseDueSeries(t.ctx)).toBe(1);
    expect((await liveBookingsOf(op.user.id)).filter((b) => b.giorno >= '2027-01-01')).toHaveLength(8);
    const [row] = await t.ctx.db.select().from(bookingSeries).where(eq(bookingSeries.operatorId, op.user.id));
    expect(row).toMatchObject({ nextIndex: 14, nextGiorno: null });
  });

  it('books each later date once when two runs of the job race', async () => {
    const { op, client } = await linkedPair(t);
    await series(op.token, client.user.id, { occorrenze: 14 });
    setRomeTime(t, '2026-12-09 10:00');
    const runs = await Promise.all([materialiseDueSeries(t.ctx), materialiseDueSeries(t.ctx)]);
    expect(runs[0] + runs[1]).toBe(2);
    const later = (await liveBookingsOf(op.user.id)).filter((b) => b.giorno >= '2027-02-17');
    expect(later.map((b) => b.giorno)).toEqual(['2027-02-17', '2027-02-24']);
  });

  it('skips a later date that is taken when it enters the agenda, and tells both parties', async () => {
    const { op, client } = await linkedPair(t);
    await series(op.token, client.user.id, { occorrenze: 13 });
    setRomeTime(t, '2026-12-01 10:00');
    await t.post('/api/createprenotazione', { id: op.user.id, giorno: '2027-02-17', ora: '0930', note: '' }, client.token);
    await forgetMail();
    setRomeTime(t, '2026-12-02 10:00');
    // The client took it themselves (a single booking): the series' date is skipped, not doubled.
    expect(await materialiseDueSeries(t.ctx)).toBe(1);
    await t.flushMail();
    expect(t.mailbox.last(op.email).subject).toBe('Appuntamento della serie non prenotato: mercoledì 17/02/27 alle 09:30');
    expect(t.mailbox.last(op.email).text).toContain('non è stato prenotato: già occupato.');
  });

  it('keeps the Rome wall-clock time across the change to summer time', async () => {
    setRomeTime(t, '2027-03-01 08:00');
    const { op, client } = await linkedPair(t);
    const res = await series(op.token, client.user.id, { giorno: '2027-03-17', occorrenze: 4 });
    expect(res.body.date.map((d: { esito: string }) => d.esito)).toEqual(['prenotata', 'prenotata', 'prenotata', 'prenotata']);
    const live = await liveBookingsOf(op.user.id);
    expect(live.map((b) => [b.giorno, b.ora, b.startsAt.toISOString()])).toEqual([
      ['2027-03-17', '09:30', '2027-03-17T08:30:00.000Z'],
      ['2027-03-24', '09:30', '2027-03-24T08:30:00.000Z'],
      ['2027-03-31', '09:30', '2027-03-31T07:30:00.000Z'],
      ['2027-04-07', '09:30', '2027-04-07T07:30:00.000Z'],
    ]);
    await t.flushMail();
    const { events } = eventsOf(t.mailbox.last(client.email).attachments[0].content);
    expect(events.map((e) => [e.start, e.end, e.tzid])).toEqual([
      ['2027-03-17T09:30:00', '2027-03-17T10:00:00', 'Europe/Rome'],
      ['2027-03-24T09:30:00', '2027-03-24T10:00:00', 'Europe/Rome'],
      ['2027-03-31T09:30:00', '2027-03-31T10:00:00', 'Europe/Rome'],
      ['2027-04-07T09:30:00', '2027-04-07T10:00:00', 'Europe/Rome'],
    ]);
  });
});

describe('cancelling an appointment of a series', () => {
  it('tells which series a booking belongs to, and null for a single booking', async () => {
    const { op, client } = await linkedPair(t);
    await series(op.token, client.user.id, { occorrenze: 4 });
    await t.post('/api/createprenotazionecliente', { clientId: client.user.id, giorno: '2026-11-26', ora: '0930' }, op.token);
    const res = await t.get(`/api/serieprenotazione?giorno=${WEDNESDAYS[1]}&ora=0930`, op.token);
    expect(res).toMatchObject({ status: 200, body: { serie: { frequenza: 1, occorrenze: 4, successivi: 3 } } });
    const asClient = await t.get(`/api/serieprenotazione?giorno=${WEDNESDAYS[1]}&ora=0930&id=${op.user.id}`, client.token);
    expect(asClient.body.serie).toMatchObject({ successivi: 3 });
    expect((await t.get('/api/serieprenotazione?giorno=2026-11-26&ora=0930', op.token)).body.serie).toBeNull();
    expect(await t.get('/api/serieprenotazione?giorno=2026-11-27&ora=0930', op.token)).toMatchObject({
      status: 404,
      body: { error: SCHEDULE_MSG.bookingNotFound },
    });
  });

  it("'solo questo' cancels one appointment and the series goes on", async () => {
    const { op, client } = await linkedPair(t);
    await series(op.token, client.user.id, { occorrenze: 14 });
    await forgetMail();
    const res = await t.post('/api/deleteprenotazioneserie', { giorno: WEDNESDAYS[2], ora: '0930', ambito: 'solo' }, op.token);
    expect(res).toMatchObject({ status: 200, body: { message: SCHEDULE_MSG.bookingDeleted } });
    const live = (await liveBookingsOf(op.user.id)).map((b) => b.giorno);
    expect(live).toHaveLength(11);
    expect(live).not.toContain(WEDNESDAYS[2]);
    await t.flushMail();
    expect(t.mailbox.to(client.email).map((m) => m.subject)).toEqual(['Appuntamento annullato: mercoledì 09/12/26 alle 09:30']);
    setRomeTime(t, '2026-11-25 10:00');
    expect(await materialiseDueSeries(t.ctx)).toBe(1);
  });

  it("'questo e i successivi' cancels it and every later one, one e-mail each with its cancelling .ics, and ends the series", async () => {
    const { op, client } = await linkedPair(t);
    await series(op.token, client.user.id, { occorrenze: 14 });
    const before = await liveBookingsOf(op.user.id);
    await forgetMail();
    const res = await t.post(
      '/api/deleteprenotazioneserie',
      { giorno: WEDNESDAYS[8], ora: '0930', ambito: 'successivi' },
      op.token,
    );
    expect(res).toMatchObject({ status: 200, body: { message: SERIES_MSG.seriesCancelled(4) } });
    expect((await liveBookingsOf(op.user.id)).map((b) => b.giorno)).toEqual(WEDNESDAYS.slice(0, 8));
    await t.flushMail();
    // One e-mail per cancelled appointment (sent in any order), each cancelling its own event.
    const mails = t.mailbox
      .to(client.email)
      .map((m) => ({ subject: m.subject, ...eventsOf(m.attachments[0].content) }))
      .sort((a, b) => a.events[0].start.localeCompare(b.events[0].start));
    expect(mails.map((m) => m.subject)).toEqual([
      'Appuntamento annullato: mercoledì 20/01/27 alle 09:30',
      'Appuntamento annullato: mercoledì 27/01/27 alle 09:30',
      'Appuntamento annullato: mercoledì 03/02/27 alle 09:30',
      'Appuntamento annullato: mercoledì 10/02/27 alle 09:30',
    ]);
    expect(mails.map((m) => m.method)).toEqual(['CANCEL', 'CANCEL', 'CANCEL', 'CANCEL']);
    expect(mails.map((m) => m.events[0].uid)).toEqual(before.slice(8).map((b) => `booking-${b.id}@studio.test`));
    expect(mails.every((m) => m.events[0].status === 'CANCELLED' && m.events[0].sequence === 1)).toBe(true);
    setRomeTime(t, '2026-12-09 10:00');
    expect(await materialiseDueSeries(t.ctx)).toBe(0);
    expect((await liveBookingsOf(op.user.id)).filter((b) => b.giorno > '2027-02-10')).toHaveLength(0);
  });

  it('lets the client end the series from one of their appointments', async () => {
    const { op, client } = await linkedPair(t);
    await series(op.token, client.user.id, { occorrenze: 4 });
    const res = await t.post(
      '/api/deleteprenotazioneserie',
      { id: op.user.id, giorno: WEDNESDAYS[2], ora: '0930', ambito: 'successivi' },
      client.token,
    );
    expect(res).toMatchObject({ status: 200, body: { message: SERIES_MSG.seriesCancelled(2) } });
    expect((await liveBookingsOf(op.user.id)).map((b) => b.giorno)).toEqual(WEDNESDAYS.slice(0, 2));
  });

  it("refuses 'questo e i successivi' on an appointment outside any series", async () => {
    const { op, client } = await linkedPair(t);
    await t.post('/api/createprenotazionecliente', { clientId: client.user.id, giorno: '2026-11-26', ora: '0930' }, op.token);
    expect(
      await t.post('/api/deleteprenotazioneserie', { giorno: '2026-11-26', ora: '0930', ambito: 'successivi' }, op.token),
    ).toMatchObject({ status: 400, body: { error: SERIES_MSG.notInSeries } });
    expect(await liveBookingsOf(op.user.id)).toHaveLength(1);
  });

  it('refuses an unknown scope', async () => {
    const { op, client } = await linkedPair(t);
    await series(op.token, client.user.id, { occorrenze: 2 });
    expect(
      await t.post('/api/deleteprenotazioneserie', { giorno: WEDNESDAYS[0], ora: '0930', ambito: 'tutti' }, op.token),
    ).toMatchObject({ status: 400, body: { error: SERIES_MSG.scopeInvalid } });
  });

  it('ends the series when the client is removed, booking nothing more', async () => {
    const { op, client } = await linkedPair(t);
    await series(op.token, client.user.id, { occorrenze: 14 });
    await t.post('/api/deletecliente', { id: client.user.id }, op.token);
    setRomeTime(t, '2026-12-09 10:00');
    expect(await materialiseDueSeries(t.ctx)).toBe(0);
    expect(await liveBookingsOf(op.user.id)).toHaveLength(0);
    const [row] = await t.ctx.db.select().from(bookingSeries).where(eq(bookingSeries.clientId, client.user.id));
    expect(row.nextGiorno).toBeNull();
  });
});

describe('a series of a longer service', () => {
  it('takes the whole duration on each date and skips a date whose later half hour is taken', async () => {
    const { op, client } = await linkedPair(t);
    const other = await makeClient(t);
    await t.post('/api/askop', { id: op.user.id }, other.token);
    await t.post('/api/confirmcliente', { id: other.user.id }, op.token);
    await t.post('/api/createservizio', { nome: 'Seduta lunga', testoEmail: '', durata: 60 }, op.token);
    const services = (await t.get('/api/servizi?all=true', op.token)).body.services as { id: number; nome: string }[];
    const lunga = services.find((s) => s.nome === 'Seduta lunga')!;
    const taken = { id: op.user.id, giorno: '2026-12-02', ora: '1000', serviceId: 0, note: '' };
    expect((await t.post('/api/createprenotazione', taken, other.token)).status).toBe(200);

    const res = await series(op.token, client.user.id, { occorrenze: 3, serviceId: lunga.id });
    expect(res.status).toBe(200);
    expect(res.body.date).toEqual([
      { giorno: '2026-11-25', ora: '09:30', esito: 'prenotata' },
      { giorno: '2026-12-02', ora: '09:30', esito: 'occupata' },
      { giorno: '2026-12-09', ora: '09:30', esito: 'prenotata' },
    ]);
    const mine = (await liveBookingsOf(op.user.id)).filter((b) => b.clientId === client.user.id);
    expect(mine.map((b) => [b.giorno, b.ora, b.durata])).toEqual([
      ['2026-11-25', '09:30', 60],
      ['2026-12-09', '09:30', 60],
    ]);
    const agenda = (await t.get('/api/calendario', op.token, calendarResponseSchema)).body.calendario;
    expect(slotAt(agenda, '2026-11-25', '10:00')).toMatchObject({ stato: SLOT.booked, inizio: '09:30', fine: '10:30' });
  });
});

describe('the series e-mail’s calendar file', () => {
  it('names in its Content-Type the method its file carries (RFC 6047): REQUEST', async () => {
    const { op, client } = await linkedPair(t);
    await series(op.token, client.user.id, { occorrenze: 3 });
    const queued = await t.ctx.db.select().from(outbox);
    const files = queued.flatMap((m) => m.attachments).filter((a) => a.filename === 'serie.ics');
    expect(files).toHaveLength(2);
    for (const file of files) {
      expect(eventsOf(file.content).method).toBe('REQUEST');
      expect(file.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    }
  });
});

describe('a client ending a series inside the professional’s no-changes window', () => {
  it("refuses 'questo e i successivi' with the 403 one cancellation gets, cancelling nothing", async () => {
    const { op, client } = await linkedPair(t);
    await series(op.token, client.user.id, { occorrenze: 4 });
    await saveBookingRules(t.ctx, op.user.id, { preavvisoMinuti: 0, modificheFinoMinuti: 10080, orizzonteGiorni: 84 });
    const res = await t.post(
      '/api/deleteprenotazioneserie',
      { id: op.user.id, giorno: WEDNESDAYS[0], ora: '0930', ambito: 'successivi' },
      client.token,
    );
    expect(res).toMatchObject({ status: 403, body: { success: false, error: ruleRefusal.change(10080) } });
    expect((await liveBookingsOf(op.user.id)).map((b) => b.giorno)).toEqual(WEDNESDAYS.slice(0, 4));
    const [row] = await t.ctx.db.select().from(bookingSeries).where(eq(bookingSeries.operatorId, op.user.id));
    expect(row.endedAt).toBeNull();
  });
});
