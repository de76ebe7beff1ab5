import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCESS_ACTION_LABELS } from '../../../common/audit.js';
import { DAY } from '../../../common/time.js';
import { TEST_ADMIN, useTestApp } from '../../test/build-test-app.js';
import { DEFAULT_PASSWORD, makeClient, makeOperator } from '../../test/factories.js';
import { multipart } from '../../test/multipart.js';
import { linkedPair } from '../../test/scheduling.js';
import { pruneAccessLog } from './audit.service.js';
import { accessLog } from './audit.table.js';

const t = useTestApp();
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(500, 7), Buffer.from('\n%%EOF')]);

async function upload(token: string, otherId: number, filename: string): Promise<number> {
  const body = multipart({
    data: JSON.stringify({ filename, id: otherId }),
    doc: { filename, contentType: 'application/pdf', content: PDF },
  });
  await t.inject({ method: 'POST', url: '/api/carica', ...body, headers: { ...body.headers, authorization: `Bearer ${token}` } });
  const list = await t.get(`/api/documenti?id=${otherId}&t=1&page=0`, token);
  return list.body.documents?.[0]?.id as number;
}

const download = (token: string, id: number) =>
  t.inject({ method: 'GET', url: `/api/scarica?id=${id}`, headers: { authorization: `Bearer ${token}` } });

describe('the access log of a professional’s documents', () => {
  it('lists every download of their documents, by the client and by themselves, newest first', async () => {
    const { op, client } = await linkedPair(t);
    const id = await upload(op.token, client.user.id, 'bilancio.pdf');
    expect((await download(client.token, id)).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await download(op.token, id)).statusCode).toBe(200);
    const res = await t.get('/api/registroaccessi?page=0', op.token);
    expect(res).toMatchObject({ status: 200, body: { total: 2 } });
    expect(res.body.items.map((i: { chi: string; documento: string }) => [i.chi, i.documento])).toEqual([
      ['Tu', 'bilancio.pdf'],
      [`${client.user.nome} ${client.user.cognome}`, 'bilancio.pdf'],
    ]);
  });

  it('is the professional’s only', async () => {
    const client = await makeClient(t);
    expect((await t.get('/api/registroaccessi?page=0', client.token)).status).toBe(403);
    expect((await t.get('/api/registroaccessi?page=0')).status).toBe(401);
    const admin = (await t.post('/api/login', { ...TEST_ADMIN, stayLogged: true })).body.token as string;
    expect((await t.get('/api/registroaccessi?page=0', admin)).body.total).toBe(0);
    expect((await t.get('/api/adminregistro?page=0', client.token)).status).toBe(403);
    expect((await t.get('/api/adminregistro?page=0')).status).toBe(401);
    const other = await makeOperator(t);
    expect((await t.get('/api/registroaccessi?page=0', other.token)).body.total).toBe(0);
  });
});

describe('the log of the administrator’s actions', () => {
  it('records each change to a user with the fields changed', async () => {
    const admin = (await t.post('/api/login', { ...TEST_ADMIN, stayLogged: true })).body.token as string;
    const target = await makeClient(t);
    const detail = (await t.get(`/api/admincliente?id=${target.user.id}`, admin)).body.user as Record<string, unknown>;
    await t.post(`/api/adminupdateuser?id=${target.user.id}`, { ...detail, telefono: '0612345', attivo: false }, admin);
    const res = await t.get('/api/adminregistro?page=0', admin);
    expect(res.status).toBe(200);
    expect(res.body.items[0]).toMatchObject({
      azione: ACCESS_ACTION_LABELS['admin.user_update'],
      utente: `${target.user.nome} ${target.user.cognome} (${target.email})`,
      dettaglio: 'telefono, attivo',
    });
  });
});

describe('the log of the administrator’s changes to a professional’s hours and services', () => {
  const adminToken = async () => (await t.post('/api/login', { ...TEST_ADMIN, stayLogged: true })).body.token as string;
  const lastAction = async (admin: string) => (await t.get('/api/adminregistro?page=0', admin)).body.items[0];

  it('records the weekly hours the administrator changed', async () => {
    const admin = await adminToken();
    const op = await makeOperator(t);
    const orario = (await t.get(`/api/adminorario?id=${op.user.id}`, admin)).body.orario;
    expect((await t.post('/api/adminupdateorario', { id: op.user.id, orario }, admin)).status).toBe(200);
    expect(await lastAction(admin)).toMatchObject({
      azione: 'Orari settimanali modificati',
      utente: `${op.user.nome} ${op.user.cognome} (${op.email})`,
      dettaglio: '',
    });
  });

  it('records a service the administrator added, with its name', async () => {
    const admin = await adminToken();
    const op = await makeOperator(t);
    const res = await t.post(`/api/admincreateservizio?id=${op.user.id}`, { nome: 'Consulenza fiscale' }, admin);
    expect(res.status).toBe(200);
    expect(await lastAction(admin)).toMatchObject({
      azione: 'Servizio aggiunto',
      utente: `${op.user.nome} ${op.user.cognome} (${op.email})`,
      dettaglio: 'Consulenza fiscale',
    });
  });

  it('records a service the administrator changed, with its new name', async () => {
    const admin = await adminToken();
    const op = await makeOperator(t);
    const { service } = (await t.post(`/api/admincreateservizio?id=${op.user.id}`, { nome: 'Consulenza' }, admin)).body;
    const res = await t.post(`/api/adminupdateservizio?id=${op.user.id}`, { id: service.id, nome: 'Consulenza lunga' }, admin);
    expect(res.status).toBe(200);
    expect(await lastAction(admin)).toMatchObject({ azione: 'Servizio modificato', dettaglio: 'Consulenza lunga' });
  });

  it('records a service the administrator deleted, with its name', async () => {
    const admin = await adminToken();
    const op = await makeOperator(t);
    const { service } = (await t.post(`/api/admincreateservizio?id=${op.user.id}`, { nome: 'Visita' }, admin)).body;
    expect((await t.post(`/api/admindeleteservizio?id=${op.user.id}`, { id: service.id }, admin)).status).toBe(200);
    expect(await lastAction(admin)).toMatchObject({ azione: 'Servizio eliminato', dettaglio: 'Visita' });
  });
});

describe('logins', () => {
  it('records a successful login and a failed one with the address', async () => {
    const user = await makeClient(t);
    await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: 'Sbagliata1' },
      remoteAddress: '10.20.0.1',
    });
    await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: DEFAULT_PASSWORD },
      remoteAddress: '10.20.0.2',
    });
    const rows = await t.ctx.db.select().from(accessLog).where(eq(accessLog.ownerId, user.user.id));
    expect(rows.map((r) => [r.action, r.actorId, r.ip])).toEqual([
      ['login.failure', null, '10.20.0.1'],
      ['login.success', user.user.id, '10.20.0.2'],
    ]);
  });
});

describe('retention', () => {
  it('forgets lines older than 12 months', async () => {
    const user = await makeClient(t);
    await t.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: DEFAULT_PASSWORD } });
    t.clock.advance(366 * DAY);
    await pruneAccessLog(t.ctx);
    t.clock.advance(-366 * DAY);
    const left = await t.ctx.db
      .select()
      .from(accessLog)
      .where(and(eq(accessLog.ownerId, user.user.id), eq(accessLog.action, 'login.success')));
    expect(left).toEqual([]);
  });
});
