import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meResponseSchema, type Me } from '../../common/accounts.js';
import { adminUsersResponseSchema } from '../../common/admin.js';
import { SLOT, calendarResponseSchema, type CalendarResponse } from '../../common/agenda.js';
import { MSG } from '../../common/messages/it.js';
import { buildApp, type App } from '../app.js';
import { loadConfig } from '../config.js';
import { badRequest } from '../platform/errors.js';
import { ok } from '../platform/http.js';
import { useTestApp } from './build-test-app.js';
import { freshDatabase } from './database.js';
import { makeOperator } from './factories.js';
import { linkedPair, setRomeTime } from './scheduling.js';

const me: Me = {
  id: 7,
  op: false,
  admin: false,
  nome: 'Marco',
  cognome: 'Rossi',
  telefono: '3331234567',
  cod_fiscale: 'RSSMRC85M01H501Z',
  partita_iva: '',
  nome_azienda: '',
  indirizzo: '',
  citta: '',
  cap: '',
  provincia: '',
  pec: '',
  email: 'marco.rossi@example.it',
  scadenza_abbonamento: null,
  rinnovo_auto: false,
  stripe_sub_id: null,
  twoFactor: false,
  twoFactorRequired: false,
};

/**
 * Calls that break their declared contract in the ways types cannot see: a count that
 * PostgreSQL returns as text behind a typed raw query, a record carrying a column the
 * contract does not name, and a refusal.
 */
const contractBreakers: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/test/count-as-text', { schema: { response: { 200: adminUsersResponseSchema } } }, async () => {
    const [row] = [{ total: '3' }] as unknown as { total: number }[];
    return ok({ users: [], total: row.total });
  });
  app.get('/api/test/extra-column', { schema: { response: { 200: meResponseSchema } } }, async () => {
    const record = { ...me, password_hash: '$argon2id$…' };
    return ok({ me: record });
  });
  app.get('/api/test/refusal', { schema: { response: { 200: meResponseSchema } } }, async () => {
    throw badRequest(MSG.required, { nome: MSG.required });
  });
};

/** The app as main.ts builds it (same serialiser, same error handler), with those three calls added. */
let built: App;
let dataDir = '';
let drop: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'studio-test-'));
  const fresh = await freshDatabase();
  drop = fresh.drop;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'Admin12345',
    JWT_SECRET: 'test-secret-test-secret-test-secret-1234',
  });
  built = await buildApp(config, { database: fresh.database, startWorkers: false });
  await built.app.register(contractBreakers);
  await built.app.ready();
}, 60_000);

afterAll(async () => {
  await built?.app.close();
  await drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('a declared response schema', () => {
  it('turns an answer that breaks it into a 500 with the Italian message, never the wrong body', async () => {
    const res = await built.app.inject({ method: 'GET', url: '/api/test/count-as-text' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, error: MSG.unexpected });
  });

  it('sends only the fields it names', async () => {
    const res = await built.app.inject({ method: 'GET', url: '/api/test/extra-column' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, error: '', me });
  });

  it('leaves refusals as they are: success false, the message and the fields', async () => {
    const res = await built.app.inject({ method: 'GET', url: '/api/test/refusal' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: MSG.required, fields: { nome: MSG.required } });
  });
});

const t = useTestApp();

describe('the answers typed by their schema but not serialised through it', () => {
  it('GET /api/me answers exactly what meResponseSchema describes', async () => {
    const { token } = await makeOperator(t);
    const res = await t.get('/api/me', token);
    expect(res.status).toBe(200);
    expect(meResponseSchema.parse(res.body)).toEqual(res.body);
  });

  it('GET /api/calendario answers exactly what calendarResponseSchema describes, booked slots included', async () => {
    setRomeTime(t, '2026-11-23 08:00');
    const { op, client } = await linkedPair(t);
    const booking = await t.post(
      '/api/createprenotazione',
      { id: op.user.id, giorno: '2026-11-24', ora: '0930', serviceId: 0, note: 'Prima visita' },
      client.token,
    );
    expect(booking.status).toBe(200);
    const res = await t.get('/api/calendario?page=0', op.token);
    expect(res.status).toBe(200);
    expect(calendarResponseSchema.parse(res.body)).toEqual(res.body);
    const cells = (res.body as CalendarResponse).calendario.flatMap((day) => day.ore.flat());
    expect(cells.filter((cell) => cell.stato === SLOT.booked)).toHaveLength(1);
  });
});
