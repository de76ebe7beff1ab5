import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { SLOT, calendarResponseSchema, clientCalendarResponseSchema, type CalendarDay } from '../../../common/agenda.js';
import { loginResponseSchema } from '../../../common/accounts.js';
import { DAY_MSG } from '../../../common/appointments.js';
import { RULES_MSG } from '../../../common/booking-rules.js';
import { MSG } from '../../../common/messages/it.js';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import { TEST_ADMIN, useTestApp } from '../../test/build-test-app.js';
import { makeClient, type MadeUser } from '../../test/factories.js';
import { bookWith, FULL_WEEK, linkedPair, setRomeTime, slotAt } from '../../test/scheduling.js';
import { users } from '../accounts/accounts.table.js';

const t = useTestApp();

// Monday 23 November 2026, 08:00 in Rome.
beforeEach(() => setRomeTime(t, '2026-11-23 08:00'));

const book = bookWith(t);
const cancel = (token: string, id: number | undefined, giorno: string, ora: string) =>
  t.post('/api/deleteprenotazione', { id, giorno, ora }, token);
const setRules = (op: MadeUser, rules: Record<string, unknown>) =>
  t.post(
    '/api/updateregoleprenotazione',
    { preavvisoMinuti: 0, modificheFinoMinuti: 0, orizzonteGiorni: 84, ...rules },
    op.token,
  );
const clientCalendar = async (client: MadeUser, op: MadeUser, page = 0) =>
  (await t.get(`/api/calendariocliente?id=${op.user.id}&page=${page}`, client.token, clientCalendarResponseSchema)).body
    .calendario;

describe('booking rules: GET /api/regoleprenotazione and POST /api/updateregoleprenotazione', () => {
  it("starts from defaults that keep today's behaviour: no notice, changes until the start, 84 days", async () => {
    const { op } = await linkedPair(t);
    expect(await t.get('/api/regoleprenotazione', op.token)).toMatchObject({
      status: 200,
      body: { success: true, regole: { preavvisoMinuti: 0, modificheFinoMinuti: 0, orizzonteGiorni: 84 }, salvate: false },
    });
  });

  it('says the rules are saved once the professional saves them, even unchanged from the defaults', async () => {
    const { op } = await linkedPair(t);
    await setRules(op, {});
    expect(await t.get('/api/regoleprenotazione', op.token)).toMatchObject({
      status: 200,
      body: { success: true, regole: { preavvisoMinuti: 0, modificheFinoMinuti: 0, orizzonteGiorni: 84 }, salvate: true },
    });
  });

  it('saves the three rules and reads them back', async () => {
    const { op } = await linkedPair(t);
    const res = await setRules(op, { preavvisoMinuti: 1440, modificheFinoMinuti: 120, orizzonteGiorni: 28 });
    expect(res).toMatchObject({
      status: 200,
      body: {
        success: true,
        message: RULES_MSG.saved,
        regole: { preavvisoMinuti: 1440, modificheFinoMinuti: 120, orizzonteGiorni: 28 },
      },
    });
    expect((await t.get('/api/regoleprenotazione', op.token)).body.regole).toEqual({
      preavvisoMinuti: 1440,
      modificheFinoMinuti: 120,
      orizzonteGiorni: 28,
    });
  });

  it.each([
    [{ preavvisoMinuti: -1 }, 'preavvisoMinuti', RULES_MSG.invalidNotice],
    [{ preavvisoMinuti: 10081 }, 'preavvisoMinuti', RULES_MSG.invalidNotice],
    [{ modificheFinoMinuti: 'tanto' }, 'modificheFinoMinuti', RULES_MSG.invalidChange],
    [{ orizzonteGiorni: 0 }, 'orizzonteGiorni', RULES_MSG.invalidHorizon],
    [{ orizzonteGiorni: 85 }, 'orizzonteGiorni', RULES_MSG.invalidHorizon],
  ])('refuses %o with an Italian message and changes nothing', async (bad, field, message) => {
    const { op } = await linkedPair(t);
    expect(await setRules(op, bad)).toMatchObject({ status: 400, body: { error: message, fields: { [field]: message } } });
    expect((await t.get('/api/regoleprenotazione', op.token)).body.regole.orizzonteGiorni).toBe(84);
  });

  it('tells the linked client no rule while they are the defaults', async () => {
    const { op, client } = await linkedPair(t);
    expect((await t.get(`/api/calendariocliente?id=${op.user.id}`, client.token)).body.regole).toEqual([]);
  });

  it('tells the linked client, with the calendar, every rule that differs from the defaults', async () => {
    const { op, client } = await linkedPair(t);
    await setRules(op, { preavvisoMinuti: 1440, modificheFinoMinuti: 2880, orizzonteGiorni: 28 });
    expect((await t.get(`/api/calendariocliente?id=${op.user.id}`, client.token)).body.regole).toEqual([
      'Si prenota online con almeno 24 ore di preavviso.',
      'Si prenota online al massimo 28 giorni in anticipo.',
      'Puoi annullare o spostare online un appuntamento fino a 2 giorni prima dell’inizio; più tardi, scrivi al professionista.',
    ]);
  });

  it('is for professionals only', async () => {
    const { client } = await linkedPair(t);
    expect(await t.get('/api/regoleprenotazione', client.token)).toMatchObject({ status: 403, body: { error: MSG.forbidden } });
    expect(await setRules(client, {})).toMatchObject({ status: 403, body: { error: MSG.forbidden } });
  });
});

describe('minimum notice for client bookings', () => {
  it('accepts a slot exactly at the notice and refuses one a minute inside it, with a 403', async () => {
    const { op, client } = await linkedPair(t);
    await setRules(op, { preavvisoMinuti: 120 });
    expect(await book(client.token, op.user.id, '2026-11-23', '09:30')).toMatchObject({
      status: 403,
      body: {
        error: 'Questo professionista accetta prenotazioni online con almeno 2 ore di preavviso. Scegli un orario successivo.',
      },
    });
    expect((await book(client.token, op.user.id, '2026-11-23', '10:00')).status).toBe(200);
    setRomeTime(t, '2026-11-23 08:31');
    expect((await book(client.token, op.user.id, '2026-11-23', '10:30')).status).toBe(403);
  });

  it("shows the slots inside the notice as not bookable in the client's calendar, with the reason", async () => {
    const { op, client } = await linkedPair(t);
    await setRules(op, { preavvisoMinuti: 1440 });
    setRomeTime(t, '2026-11-23 09:45');
    const cal = await clientCalendar(client, op);
    expect(slotAt(cal, '2026-11-24', '09:30')).toEqual({ ora: '09:30', stato: SLOT.closed, motivo: 'Preavviso minimo 24 ore' });
    expect(slotAt(cal, '2026-11-24', '10:00')).toEqual({ ora: '10:00', stato: SLOT.open });
    // The professional's own agenda is not affected.
    const agenda = (await t.get('/api/calendario', op.token, calendarResponseSchema)).body.calendario;
    expect(slotAt(agenda, '2026-11-24', '09:30').stato).toBe(SLOT.open);
  });

  it('keeps a taken slot inside the notice as taken (3), not as closed', async () => {
    const { op, client } = await linkedPair(t);
    const other = await makeClient(t);
    await t.post('/api/askop', { id: op.user.id }, other.token);
    await t.post('/api/confirmcliente', { id: other.user.id }, op.token);
    await book(other.token, op.user.id, '2026-11-23', '09:00');
    await setRules(op, { preavvisoMinuti: 240 });
    expect(slotAt(await clientCalendar(client, op), '2026-11-23', '09:00').stato).toBe(SLOT.taken);
  });
});

describe('how far ahead clients may book', () => {
  it('accepts the last day of the horizon and refuses the next one, with a 403', async () => {
    const { op, client } = await linkedPair(t);
    await setRules(op, { orizzonteGiorni: 7 });
    expect((await book(client.token, op.user.id, '2026-11-29', '12:30')).status).toBe(200);
    expect(await book(client.token, op.user.id, '2026-11-30', '09:00')).toMatchObject({
      status: 403,
      body: {
        error: 'Questo professionista accetta prenotazioni online al massimo 7 giorni in anticipo. Scegli una data più vicina.',
      },
    });
  });

  it('moves with the clock: the refused day becomes bookable the next day', async () => {
    const { op, client } = await linkedPair(t);
    await setRules(op, { orizzonteGiorni: 7 });
    expect((await book(client.token, op.user.id, '2026-11-30', '09:00')).status).toBe(403);
    setRomeTime(t, '2026-11-24 00:00');
    expect((await book(client.token, op.user.id, '2026-11-30', '09:00')).status).toBe(200);
  });

  it('shows the days beyond the horizon as not bookable, with the reason', async () => {
    const { op, client } = await linkedPair(t);
    await setRules(op, { orizzonteGiorni: 7 });
    expect(slotAt(await clientCalendar(client, op), '2026-11-29', '12:30').stato).toBe(SLOT.open);
    const next = await clientCalendar(client, op, 1);
    expect(next.flatMap((d) => d.ore.flat()).every((s) => s.stato !== SLOT.open)).toBe(true);
    expect(slotAt(next, '2026-11-30', '09:00')).toEqual({
      ora: '09:00',
      stato: SLOT.closed,
      motivo: 'Prenotabile al massimo 7 giorni in anticipo',
    });
  });
});

describe('how late a client may cancel', () => {
  it('lets the client cancel exactly at the limit', async () => {
    const { op, client } = await linkedPair(t);
    await setRules(op, { modificheFinoMinuti: 1440 });
    await book(client.token, op.user.id, '2026-11-24', '09:00');
    setRomeTime(t, '2026-11-23 09:00');
    expect(await cancel(client.token, op.user.id, '2026-11-24', '0900')).toMatchObject({
      status: 200,
      body: { message: SCHEDULE_MSG.bookingDeleted },
    });
  });

  it('refuses the client a minute after the limit, tells them to write to the professional, and keeps the booking', async () => {
    const { op, client } = await linkedPair(t);
    await setRules(op, { modificheFinoMinuti: 1440 });
    await book(client.token, op.user.id, '2026-11-24', '09:00');
    setRomeTime(t, '2026-11-23 09:01');
    expect(await cancel(client.token, op.user.id, '2026-11-24', '0900')).toMatchObject({
      status: 403,
      body: {
        error:
          'Non è più possibile annullare o spostare online questo appuntamento: si può fare fino a 24 ore prima dell’inizio. Scrivi al professionista per accordarvi.',
      },
    });
    const agenda = (await t.get('/api/calendario', op.token, calendarResponseSchema)).body.calendario;
    expect(slotAt(agenda, '2026-11-24', '09:00').stato).toBe(SLOT.booked);
  });

  it('still lets the professional cancel after the limit', async () => {
    const { op, client } = await linkedPair(t);
    await setRules(op, { modificheFinoMinuti: 1440 });
    await book(client.token, op.user.id, '2026-11-24', '09:00');
    setRomeTime(t, '2026-11-24 08:00');
    expect((await cancel(op.token, undefined, '2026-11-24', '0900')).status).toBe(200);
  });

  it("marks the client's own booking inside the limit with the refusal, and not before", async () => {
    const { op, client } = await linkedPair(t);
    await setRules(op, { modificheFinoMinuti: 1440 });
    await book(client.token, op.user.id, '2026-11-24', '09:00');
    setRomeTime(t, '2026-11-23 09:00');
    expect(slotAt(await clientCalendar(client, op), '2026-11-24', '09:00').nonModificabile).toBeUndefined();
    setRomeTime(t, '2026-11-23 09:01');
    const calendario = await clientCalendar(client, op);
    const refusal =
      'Non è più possibile annullare o spostare online questo appuntamento: si può fare fino a 24 ore prima dell’inizio. Scrivi al professionista per accordarvi.';
    expect(slotAt(calendario, '2026-11-24', '09:00').nonModificabile).toBe(refusal);
  });

  it('with the default rule lets the client cancel until the start', async () => {
    const { op, client } = await linkedPair(t);
    await book(client.token, op.user.id, '2026-11-23', '09:00');
    setRomeTime(t, '2026-11-23 08:59');
    expect((await cancel(client.token, op.user.id, '2026-11-23', '0900')).status).toBe(200);
  });
});

describe("the team's public intro-call agenda", () => {
  it('has a default minimum notice of 2 hours: refused inside it, accepted at it, shown as not bookable', async () => {
    const adminToken = (await t.post('/api/login', { ...TEST_ADMIN, stayLogged: true }, undefined, loginResponseSchema)).body
      .token;
    const [admin] = await t.ctx.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
    await t.post('/api/adminupdateorario', { id: admin.id, orario: FULL_WEEK }, adminToken);
    const visitor = {
      nome: 'Sara',
      cognome: 'Gallo',
      email: 'sara.gallo@example.it',
      giorno: '2026-11-23',
      serviceId: 0,
      note: '',
    };
    const cal = (await t.get('/api/calendariomio?page=0')).body.calendario as CalendarDay[];
    expect(slotAt(cal, '2026-11-23', '09:30')).toEqual({ ora: '09:30', stato: SLOT.closed, motivo: 'Preavviso minimo 2 ore' });
    expect(slotAt(cal, '2026-11-23', '10:00').stato).toBe(SLOT.open);
    expect(await t.post('/api/createprenotazionemia', { ...visitor, ora: '0930' })).toMatchObject({
      status: 403,
      body: { error: 'Le chiamate conoscitive si prenotano con almeno 2 ore di preavviso. Scegli un orario successivo.' },
    });
    expect((await t.post('/api/createprenotazionemia', { ...visitor, ora: '1000' })).status).toBe(200);
  });

  it("uses the team's own rules once saved: no notice lets a visitor book a slot an hour away", async () => {
    const adminToken = (await t.post('/api/login', { ...TEST_ADMIN, stayLogged: true }, undefined, loginResponseSchema)).body
      .token;
    const [admin] = await t.ctx.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
    await t.post('/api/adminupdateorario', { id: admin.id, orario: FULL_WEEK }, adminToken);
    const saved = await t.post(
      '/api/updateregoleprenotazione',
      { preavvisoMinuti: 0, modificheFinoMinuti: 0, orizzonteGiorni: 84 },
      adminToken,
    );
    expect(saved.status).toBe(200);
    const visitor = { nome: 'Ugo', cognome: 'Neri', email: 'ugo.neri@example.it', giorno: '2026-11-23', serviceId: 0, note: '' };
    expect((await t.post('/api/createprenotazionemia', { ...visitor, ora: '0900' })).status).toBe(200);
  });
});

describe('GET /api/prossimiappuntamenti', () => {
  it("lists today's and the next 6 days' live bookings in time order, with name, service, note and client id", async () => {
    const { op, client } = await linkedPair(t);
    await t.post('/api/createservizio', { nome: 'Consulenza fiscale', testoEmail: '', durata: 60 }, op.token);
    const services = (await t.get('/api/servizi?all=true', op.token)).body.services as { id: number; nome: string }[];
    const fiscale = services.find((s) => s.nome === 'Consulenza fiscale')!;
    // 60 minutes: one entry from 10:00 to 11:00, not one per half hour.
    await book(client.token, op.user.id, '2026-11-24', '10:00', { serviceId: fiscale.id, note: 'Porto il 730' });
    await book(client.token, op.user.id, '2026-11-23', '09:00');
    await book(client.token, op.user.id, '2026-11-29', '12:30');
    await book(client.token, op.user.id, '2026-11-30', '09:00'); // the 8th day: not listed
    await book(client.token, op.user.id, '2026-11-25', '09:00');
    await cancel(client.token, op.user.id, '2026-11-25', '0900'); // cancelled: not listed
    setRomeTime(t, '2026-11-23 09:10');
    const res = await t.get('/api/prossimiappuntamenti', op.token);
    expect(res.status).toBe(200);
    expect(res.body.oggi).toBe('2026-11-23');
    const who = { nome: client.user.nome, cognome: client.user.cognome, clientId: client.user.id };
    expect(res.body.appuntamenti).toEqual([
      { giorno: '2026-11-23', ora: '09:00', fine: '09:30', data: 'lun 23/11/26', servizio: '', note: '', passato: true, ...who },
      {
        giorno: '2026-11-24',
        ora: '10:00',
        fine: '11:00',
        data: 'mar 24/11/26',
        servizio: 'Consulenza fiscale',
        note: 'Porto il 730',
        passato: false,
        ...who,
      },
      { giorno: '2026-11-29', ora: '12:30', fine: '13:00', data: 'dom 29/11/26', servizio: '', note: '', passato: false, ...who },
    ]);
  });

  it('is for professionals only', async () => {
    const { client } = await linkedPair(t);
    expect(await t.get('/api/prossimiappuntamenti', client.token)).toMatchObject({ status: 403, body: { error: MSG.forbidden } });
  });
});

describe('GET /api/imieiappuntamenti', () => {
  it("lists the client's coming appointments with every professional, in time order, without past or cancelled ones", async () => {
    const first = await linkedPair(t);
    const second = await linkedPair(t);
    const client = first.client;
    await t.post('/api/askop', { id: second.op.user.id }, client.token);
    await t.post('/api/confirmcliente', { id: client.user.id }, second.op.token);
    await book(client.token, first.op.user.id, '2026-11-23', '09:00');
    await book(client.token, second.op.user.id, '2026-12-10', '10:00', { note: 'Seconda visita' });
    await book(client.token, first.op.user.id, '2026-11-26', '12:00');
    await book(client.token, first.op.user.id, '2026-11-27', '12:00');
    await cancel(client.token, first.op.user.id, '2026-11-27', '1200');
    await book(second.client.token, second.op.user.id, '2026-11-24', '09:00'); // someone else's
    setRomeTime(t, '2026-11-23 09:00');
    const res = await t.get('/api/imieiappuntamenti', client.token);
    expect(res.status).toBe(200);
    const op = (made: MadeUser) => ({
      opId: made.user.id,
      opNome: made.user.nome,
      opCognome: made.user.cognome,
      nomeAzienda: made.user.nomeAzienda,
    });
    expect(res.body.appuntamenti).toEqual([
      { giorno: '2026-11-26', ora: '12:00', fine: '12:30', data: 'gio 26/11/26', servizio: '', note: '', ...op(first.op) },
      {
        giorno: '2026-12-10',
        ora: '10:00',
        fine: '10:30',
        data: 'gio 10/12/26',
        servizio: '',
        note: 'Seconda visita',
        ...op(second.op),
      },
    ]);
  });

  it('is for clients only', async () => {
    const { op } = await linkedPair(t);
    expect((await t.get('/api/imieiappuntamenti', op.token)).status).toBe(403);
  });
});

describe('POST /api/riaprigiornata', () => {
  it('makes every closed slot of a day bookable again in one action, keeping bookings', async () => {
    const { op, client } = await linkedPair(t);
    await book(client.token, op.user.id, '2026-11-24', '10:00');
    await t.post('/api/updategiornata', { giorno: '2026-11-24' }, op.token);
    const res = await t.post('/api/riaprigiornata', { giorno: '2026-11-24' }, op.token);
    expect(res).toMatchObject({ status: 200, body: { success: true, message: DAY_MSG.dayReopened } });
    const day = (await t.get('/api/calendario', op.token, calendarResponseSchema)).body.calendario[1];
    expect(day.ore.flat().map((s) => s.stato)).toEqual([2, 2, 4, 2, 0, 2, 2, 2]);
  });

  it('leaves the slots of today that have already started closed', async () => {
    const { op } = await linkedPair(t);
    await t.post('/api/updategiornata', { giorno: '2026-11-23' }, op.token);
    setRomeTime(t, '2026-11-23 10:00');
    await t.post('/api/riaprigiornata', { giorno: '2026-11-23' }, op.token);
    setRomeTime(t, '2026-11-23 08:00');
    const day = (await t.get('/api/calendario', op.token, calendarResponseSchema)).body.calendario[0];
    expect(day.ore.flat().map((s) => s.stato)).toEqual([1, 1, 1, 2, 0, 2, 2, 2]);
  });

  it('says so when there is nothing to reopen', async () => {
    const { op } = await linkedPair(t);
    expect(await t.post('/api/riaprigiornata', { giorno: '2026-11-24' }, op.token)).toMatchObject({
      status: 200,
      body: { success: true, message: DAY_MSG.nothingToReopen },
    });
  });

  it('refuses a day outside the agenda and a client', async () => {
    const { op, client } = await linkedPair(t);
    expect(await t.post('/api/riaprigiornata', { giorno: '2026-11-22' }, op.token)).toMatchObject({
      status: 400,
      body: { error: SCHEDULE_MSG.slotNotAvailable },
    });
    expect((await t.post('/api/riaprigiornata', { giorno: '2026-11-24' }, client.token)).status).toBe(403);
  });
});

describe('POST /api/updategiornata says what happened', () => {
  it('on a day with no working hours says so instead of claiming success, and changes nothing', async () => {
    const { op } = await linkedPair(t, { ...FULL_WEEK, d: [] });
    expect(await t.post('/api/updategiornata', { giorno: '2026-11-29' }, op.token)).toMatchObject({
      status: 200,
      body: { success: true, message: DAY_MSG.noHoursToClose },
    });
  });

  it('on a day already closed says nothing changed', async () => {
    const { op } = await linkedPair(t);
    expect((await t.post('/api/updategiornata', { giorno: '2026-11-24' }, op.token)).body.message).toBe(SCHEDULE_MSG.dayClosed);
    expect((await t.post('/api/updategiornata', { giorno: '2026-11-24' }, op.token)).body.message).toBe(DAY_MSG.nothingToClose);
  });
});

describe("the professional's agenda names the client of a booked slot", () => {
  it('with the client id for the link to their page', async () => {
    const { op, client } = await linkedPair(t);
    await book(client.token, op.user.id, '2026-11-24', '10:00', { note: 'Prima visita' });
    const cal = (await t.get('/api/calendario', op.token, calendarResponseSchema)).body.calendario;
    expect(slotAt(cal, '2026-11-24', '10:00')).toMatchObject({
      stato: SLOT.booked,
      nome: client.user.nome,
      cognome: client.user.cognome,
      note: 'Prima visita',
      clientId: client.user.id,
    });
  });
});
