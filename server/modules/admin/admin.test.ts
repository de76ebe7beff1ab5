import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '../../../common/messages/public.js';
import { MSG } from '../../../common/messages/it.js';
import { EMPTY_ORARIO } from '../../../common/schedule.js';
import { TEST_ADMIN, useTestApp } from '../../test/build-test-app.js';
import { makeClient, makeOperator, operatorRegistration, reloadUser } from '../../test/factories.js';
import { TINY_PNG, multipart } from '../../test/multipart.js';
import { FULL_WEEK } from '../../test/scheduling.js';
import { users } from '../accounts/accounts.table.js';
import { payments } from '../subscriptions/subscriptions.table.js';

const t = useTestApp();
let admin = '';
beforeAll(async () => {
  admin = (await t.post('/api/login', { ...TEST_ADMIN, stayLogged: true })).body.token;
});

const DAY = 86_400_000;
const fields = (over: Record<string, unknown> = {}) => ({
  nome: 'Nuovo',
  cognome: 'Nome',
  telefono: '06123',
  cod_fiscale: 'X',
  partita_iva: '',
  nome_azienda: 'Studio Nuovo',
  indirizzo: 'Via A 1',
  citta: 'Roma',
  cap: '00100',
  provincia: 'RM',
  attivo: true,
  ...over,
});

describe('the back office', () => {
  it('lists users 15 a page with search', async () => {
    for (let i = 0; i < 16; i++) await makeClient(t, { cognome: `Elenco${String(i).padStart(2, '0')}` });
    const first = await t.get('/api/adminclienti?page=0&q=elenco', admin);
    expect(first.body.total).toBe(16);
    expect(first.body.users).toHaveLength(15);
    expect(first.body.users[0]).toEqual({
      id: expect.any(Number),
      cognome: 'Elenco00',
      nome: 'Marco',
      email: expect.any(String),
      telefono: '3331234567',
      op: false,
      attivo: true,
    });
    expect((await t.get('/api/adminclienti?page=1&q=elenco', admin)).body.users).toHaveLength(1);
  });

  it('shows a user in detail, storage in KB', async () => {
    const op = await makeOperator(t, { kbUtilizzati: 2500 });
    const res = await t.get(`/api/admincliente?id=${op.user.id}`, admin);
    expect(res.body.user).toMatchObject({
      id: op.user.id,
      op: true,
      kb_utilizzati: 2500,
      nome_azienda: 'Studio Bianchi',
      scadenza_abbonamento: op.user.scadenzaAbbonamento!.getTime(),
      documento: false,
    });
  });

  it("edits a user's fields", async () => {
    const op = await makeOperator(t);
    expect(await t.post(`/api/adminupdateuser?id=${op.user.id}`, fields(), admin)).toMatchObject({
      status: 200,
      body: { message: ADMIN_MSG.userUpdated },
    });
    expect(await reloadUser(t, op.user.id)).toMatchObject({ nome: 'Nuovo', nomeAzienda: 'Studio Nuovo' });
  });

  it('disables an account and ends its sessions at once', async () => {
    const client = await makeClient(t);
    await t.post(`/api/adminupdateuser?id=${client.user.id}`, fields({ attivo: false }), admin);
    expect((await t.get('/api/me', client.token)).status).toBe(401);
    expect((await t.post('/api/login', { email: client.email, password: 'Password123' })).body.error).toBe(MSG.accountDisabled);
  });

  it('records a bank transfer when it moves the expiry forward', async () => {
    const op = await makeOperator(t);
    const until = op.user.scadenzaAbbonamento!.getTime() + 365 * DAY;
    await t.post(`/api/adminupdateuser?id=${op.user.id}`, fields({ scadenza_abbonamento: until }), admin);
    expect((await reloadUser(t, op.user.id)).scadenzaAbbonamento!.getTime()).toBe(until);
    const [payment] = await t.ctx.db.select().from(payments).where(eq(payments.userId, op.user.id));
    expect(payment).toMatchObject({ metodo: 'bonifico', amountCents: 28000 });
    expect((await t.get('/api/pagamenti', op.token)).body.payments[0]).toMatchObject({ metodo: 'bonifico', fine: until });
  });

  it('refuses to remove the expiry of a professional', async () => {
    const op = await makeOperator(t);
    expect(await t.post(`/api/adminupdateuser?id=${op.user.id}`, fields({ scadenza_abbonamento: null }), admin)).toMatchObject({
      status: 400,
      body: { error: ADMIN_MSG.expiryRequired },
    });
    expect((await reloadUser(t, op.user.id)).scadenzaAbbonamento).toEqual(op.user.scadenzaAbbonamento);
  });

  it("edits a professional's hours and services", async () => {
    const op = await makeOperator(t);
    await t.post('/api/adminupdateorario', { id: op.user.id, orario: FULL_WEEK }, admin);
    expect((await t.get(`/api/adminorario?id=${op.user.id}`, admin)).body.orario).toEqual(FULL_WEEK);
    const { service } = (await t.post(`/api/admincreateservizio?id=${op.user.id}`, { nome: 'Da admin', testoEmail: '' }, admin))
      .body;
    await t.post(`/api/adminupdateservizio?id=${op.user.id}`, { id: service.id, nome: 'Rinominato', testoEmail: 'x' }, admin);
    expect((await t.get('/api/servizi?all=true', op.token)).body.services[0].nome).toBe('Rinominato');
    await t.post(`/api/admindeleteservizio?id=${op.user.id}`, { id: service.id }, admin);
    expect((await t.get('/api/servizi?all=true', op.token)).body.total).toBe(1);
  });

  it("downloads a professional's ID document", async () => {
    const email = 'conid@example.it';
    const data = operatorRegistration({ email });
    const body = multipart({
      data: JSON.stringify(data),
      image: { filename: 'carta.png', contentType: 'image/png', content: TINY_PNG },
    });
    await t.inject({ method: 'POST', url: '/api/register', ...body });
    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    const res = await t.inject({
      method: 'GET',
      url: `/api/admindocumento?id=${user.id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(TINY_PNG)).toBe(true);
    expect(res.headers['content-disposition']).toContain('carta.png');
  });

  it('refuses every admin call to visitors, clients and professionals, and changes nothing', async () => {
    const client = await makeClient(t);
    const op = await makeOperator(t);
    const target = await makeOperator(t);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/adminclienti?page=0'],
      ['GET', `/api/admincliente?id=${target.user.id}`],
      ['POST', `/api/adminupdateuser?id=${target.user.id}`, fields({ attivo: false })],
      ['GET', `/api/admindocumento?id=${target.user.id}`],
      ['GET', `/api/adminorario?id=${target.user.id}`],
      ['POST', '/api/adminupdateorario', { id: target.user.id, orario: EMPTY_ORARIO }],
      ['POST', `/api/admincreateservizio?id=${target.user.id}`, { nome: 'Intruso' }],
      ['POST', `/api/adminupdateservizio?id=${target.user.id}`, { id: 1, nome: 'Intruso' }],
      ['POST', `/api/admindeleteservizio?id=${target.user.id}`, { id: 1 }],
      ['GET', '/api/adminleads'],
      ['GET', '/api/adminregistro?page=0'],
    ];
    for (const [method, url, body] of calls) {
      for (const [token, status] of [
        [undefined, 401],
        [client.token, 403],
        [op.token, 403],
      ] as const) {
        const res = await t.inject({
          method: method as 'GET',
          url,
          payload: body as object,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        expect(`${method} ${url} ${res.statusCode}`).toBe(`${method} ${url} ${status}`);
      }
    }
    expect(await reloadUser(t, target.user.id)).toEqual(target.user);
    expect((await t.get('/api/servizi?all=true', target.token)).body.total).toBe(1);
  });
});
