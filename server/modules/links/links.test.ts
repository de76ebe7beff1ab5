import { and, eq, isNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { clientsResponseSchema, professionalsResponseSchema } from '../../../common/links.js';
import { MSG } from '../../../common/messages/it.js';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import { messageResponseSchema } from '../../../common/validation.js';
import { TEST_ADMIN, useTestApp } from '../../test/build-test-app.js';
import { makeClient, makeOperator } from '../../test/factories.js';
import { linkedPair, setRomeTime } from '../../test/scheduling.js';
import { users } from '../accounts/accounts.table.js';
import { bookings } from '../agenda/agenda.table.js';

const t = useTestApp();
beforeEach(() => setRomeTime(t, '2026-11-23 08:00'));

describe('finding and asking professionals', () => {
  it('finds confirmed professionals by name, city or company, with their link state', async () => {
    const op = await makeOperator(t, { cognome: 'Zanetti', citta: 'Bergamo', nomeAzienda: 'Studio Zanetti' });
    const client = await makeClient(t);
    const res = await t.get('/api/ops?page=0&q=bergamo', client.token, professionalsResponseSchema);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(1);
    expect(res.body.users[0]).toEqual({
      id: op.user.id,
      nome: 'Giulia',
      cognome: 'Zanetti',
      email: op.email,
      telefono: '3331234567',
      nome_azienda: 'Studio Zanetti',
      provincia: 'RM',
      citta: 'Bergamo',
      confermato: false,
      richiesto: false,
    });
    await t.post('/api/askop', { id: op.user.id }, client.token, messageResponseSchema);
    expect((await t.get('/api/ops?q=zanetti', client.token, professionalsResponseSchema)).body.users[0]).toMatchObject({
      richiesto: true,
      confermato: false,
    });
  });

  it('hides professionals expired more than 2 days ago, but not those within the grace', async () => {
    const now = t.clock.now().getTime();
    await makeOperator(t, { cognome: 'Scadutoieri', scadenzaAbbonamento: new Date(now - 2 * 86_400_000 - 1000) });
    await makeOperator(t, { cognome: 'Graziaieri', scadenzaAbbonamento: new Date(now - 86_400_000) });
    const client = await makeClient(t);
    expect((await t.get('/api/ops?q=scadutoieri', client.token, professionalsResponseSchema)).body.total).toBe(0);
    expect((await t.get('/api/ops?q=graziaieri', client.token, professionalsResponseSchema)).body.total).toBe(1);
  });

  it.each([
    ['an unconfirmed professional', () => makeOperator(t, { cognome: 'Nascostoa', emailConfirmedAt: null })],
    ['a disabled professional', () => makeOperator(t, { cognome: 'Nascostoa', attivo: false })],
    ['a client', () => makeClient(t, { cognome: 'Nascostoa' })],
  ])('hides %s', async (_, make) => {
    await make();
    const client = await makeClient(t);
    expect((await t.get('/api/ops?q=nascostoa', client.token, professionalsResponseSchema)).body.total).toBe(0);
  });

  it('hides the administrator', async () => {
    const client = await makeClient(t);
    expect((await t.get(`/api/ops?q=${TEST_ADMIN.email}`, client.token, professionalsResponseSchema)).body.total).toBe(0);
  });

  it('pages professionals by 5', async () => {
    for (let i = 0; i < 6; i++) await makeOperator(t, { cognome: `Paginato${i}` });
    const client = await makeClient(t);
    const first = await t.get('/api/ops?page=0&q=paginato', client.token, professionalsResponseSchema);
    expect(first.body).toMatchObject({ total: 6 });
    expect(first.body.users).toHaveLength(5);
    expect((await t.get('/api/ops?page=1&q=paginato', client.token, professionalsResponseSchema)).body.users).toHaveLength(1);
  });

  it('asks once', async () => {
    const op = await makeOperator(t);
    const client = await makeClient(t);
    expect(await t.post('/api/askop', { id: op.user.id }, client.token)).toMatchObject({
      status: 200,
      body: { message: SCHEDULE_MSG.linkRequested },
    });
    expect(await t.post('/api/askop', { id: op.user.id }, client.token)).toMatchObject({
      status: 409,
      body: { error: SCHEDULE_MSG.linkExists },
    });
  });

  it('answers 404 when the id is a client', async () => {
    const other = await makeClient(t);
    const client = await makeClient(t);
    expect((await t.post('/api/askop', { id: other.user.id }, client.token)).status).toBe(404);
  });

  it('answers 404 for an unknown id', async () => {
    const client = await makeClient(t);
    expect((await t.post('/api/askop', { id: 999999 }, client.token)).status).toBe(404);
  });

  it('refuses a professional expired past the grace as unavailable', async () => {
    const expired = await makeOperator(t, { scadenzaAbbonamento: new Date(t.clock.now().getTime() - 5 * 86_400_000) });
    const client = await makeClient(t);
    expect(await t.post('/api/askop', { id: expired.user.id }, client.token)).toMatchObject({
      status: 403,
      body: { error: SCHEDULE_MSG.professionalUnavailable },
    });
  });

  it('takes an id only as a number or as digits, never true, [id] or 1e3', async () => {
    const op = await makeOperator(t);
    const client = await makeClient(t);
    for (const id of [true, [op.user.id], `${op.user.id}e0`, '', 1.5]) {
      expect(await t.post('/api/askop', { id }, client.token)).toEqual({
        status: 400,
        body: { success: false, error: MSG.invalidRequest, fields: { id: MSG.invalidRequest } },
        headers: expect.anything(),
      });
    }
    expect((await t.post('/api/askop', { id: String(op.user.id) }, client.token)).status).toBe(200);
  });
});

describe('the two lists', () => {
  it("shows the client's professionals with pending ones unconfirmed", async () => {
    const a = await makeOperator(t, { cognome: 'Alfa' });
    const b = await makeOperator(t, { cognome: 'Beta' });
    const client = await makeClient(t);
    await t.post('/api/askop', { id: a.user.id }, client.token, messageResponseSchema);
    await t.post('/api/askop', { id: b.user.id }, client.token, messageResponseSchema);
    await t.post('/api/confirmcliente', { id: client.user.id }, a.token, messageResponseSchema);
    const res = await t.get('/api/myops?page=0', client.token, professionalsResponseSchema);
    expect(res.body.total).toBe(2);
    expect(res.body.users.map((u) => [u.cognome, u.confermato])).toEqual([
      ['Alfa', true],
      ['Beta', false],
    ]);
  });

  it("shows the professional's clients with the columns of the spec, pending first", async () => {
    const op = await makeOperator(t);
    const c1 = await makeClient(t, { cognome: 'Uno' });
    const c2 = await makeClient(t, { cognome: 'Due' });
    await t.post('/api/askop', { id: op.user.id }, c1.token, messageResponseSchema);
    await t.post('/api/askop', { id: op.user.id }, c2.token, messageResponseSchema);
    await t.post('/api/confirmcliente', { id: c1.user.id }, op.token, messageResponseSchema);
    const res = await t.get('/api/clienti?page=0', op.token, clientsResponseSchema);
    expect(res.body).toEqual({
      success: true,
      error: '',
      total: 2,
      users: [
        { id: c2.user.id, nome: 'Marco', cognome: 'Due', email: c2.email, telefono: '3331234567', confermato: false },
        { id: c1.user.id, nome: 'Marco', cognome: 'Uno', email: c1.email, telefono: '3331234567', confermato: true },
      ],
    });
    expect((await t.get('/api/clienti?page=0&q=uno', op.token, clientsResponseSchema)).body.total).toBe(1);
  });

  it('finds a client by a part of their phone number', async () => {
    const op = await makeOperator(t);
    const withPhone = await makeClient(t, { cognome: 'Telefono', telefono: '347 555 0199' });
    const other = await makeClient(t);
    await t.post('/api/askop', { id: op.user.id }, withPhone.token, messageResponseSchema);
    await t.post('/api/askop', { id: op.user.id }, other.token, messageResponseSchema);
    const res = await t.get('/api/clienti?page=0&q=555%200199', op.token, clientsResponseSchema);
    expect(res.body.total).toBe(1);
    expect(res.body.users[0].cognome).toBe('Telefono');
  });

  it('accepts only its own clients', async () => {
    const op = await makeOperator(t);
    const stranger = await makeClient(t);
    expect(await t.post('/api/confirmcliente', { id: stranger.user.id }, op.token)).toMatchObject({
      status: 404,
      body: { error: SCHEDULE_MSG.linkNotFound },
    });
  });

  it('keeps the lists to their roles', async () => {
    const op = await makeOperator(t);
    const client = await makeClient(t);
    expect((await t.get('/api/clienti', client.token)).status).toBe(403);
    expect((await t.get('/api/myops', op.token)).status).toBe(403);
    expect((await t.get('/api/ops', op.token)).status).toBe(403);
  });
});

describe('removing a link', () => {
  async function bookedPair() {
    const { op, client } = await linkedPair(t);
    await t.post(
      '/api/createprenotazione',
      { id: op.user.id, giorno: '2026-11-24', ora: '0900', serviceId: 0, note: '' },
      client.token,
    );
    await t.flushMail();
    t.mailbox.clear();
    return { op, client };
  }

  const liveBookings = (opId: number) =>
    t.ctx.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.operatorId, opId), isNull(bookings.cancelledAt)));

  it('lets the professional remove a client, cancelling their future bookings with an e-mail to the client', async () => {
    const { op, client } = await bookedPair();
    expect(await t.post('/api/deletecliente', { id: client.user.id }, op.token)).toMatchObject({
      status: 200,
      body: { message: SCHEDULE_MSG.linkRemovedClient },
    });
    expect(await liveBookings(op.user.id)).toHaveLength(0);
    await t.flushMail();
    expect(t.mailbox.to(client.email).map((m) => m.subject)).toContain('Appuntamento annullato: martedì 24/11/26 alle 09:00');
    expect((await t.get('/api/clienti', op.token, clientsResponseSchema)).body.total).toBe(0);
    expect((await t.get(`/api/calendariocliente?id=${op.user.id}`, client.token)).status).toBe(404);
  });

  it('tells the removed client by e-mail, with the cancelled bookings counted', async () => {
    const { op, client } = await bookedPair();
    await t.post('/api/deletecliente', { id: client.user.id }, op.token, messageResponseSchema);
    await t.flushMail();
    const name = `${op.user.nome} ${op.user.cognome}`;
    const mail = t.mailbox.to(client.email).find((m) => m.subject === `${name} ha rimosso il collegamento con te`)!;
    expect(mail.text).toContain(
      `${name} ha rimosso il collegamento con te su Studio: non puoi più prenotare appuntamenti né scambiare documenti in questo studio, e i documenti che vi eravate scambiati sono stati eliminati.`,
    );
    expect(mail.text).toContain(
      'Il tuo appuntamento futuro è stato annullato: hai ricevuto un’email con l’annullamento per il calendario.',
    );
    expect(mail.links).toContain(`${t.ctx.config.appUrl}/user`);
  });

  it('sends no removal e-mail when the professional refuses a request not yet accepted', async () => {
    const op = await makeOperator(t);
    const client = await makeClient(t);
    await t.post('/api/askop', { id: op.user.id }, client.token, messageResponseSchema);
    await t.flushMail();
    t.mailbox.clear();
    expect((await t.post('/api/deletecliente', { id: client.user.id }, op.token)).status).toBe(200);
    await t.flushMail();
    expect(t.mailbox.to(client.email)).toHaveLength(0);
  });

  it('lets the client remove a professional, with an e-mail to the professional', async () => {
    const { op, client } = await bookedPair();
    expect((await t.post('/api/deleteop', { id: op.user.id }, client.token)).status).toBe(200);
    expect(await liveBookings(op.user.id)).toHaveLength(0);
    await t.flushMail();
    expect(t.mailbox.to(op.email)).toHaveLength(1);
    expect(t.mailbox.to(client.email)).toHaveLength(0);
  });

  it('lets the client ask again after a removal', async () => {
    const { op, client } = await bookedPair();
    await t.post('/api/deleteop', { id: op.user.id }, client.token, messageResponseSchema);
    expect((await t.post('/api/askop', { id: op.user.id }, client.token)).status).toBe(200);
  });

  it('answers 404 for a link that does not exist', async () => {
    const op = await makeOperator(t);
    const client = await makeClient(t);
    expect((await t.post('/api/deletecliente', { id: client.user.id }, op.token)).status).toBe(404);
    expect((await t.post('/api/deleteop', { id: op.user.id }, client.token)).status).toBe(404);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, client.user.id));
    expect(row.attivo).toBe(true);
  });
});
