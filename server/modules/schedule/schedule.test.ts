import { describe, expect, it } from 'vitest';
import { OTHER_SERVICE_NAME } from '../../../common/constants.js';
import { MSG } from '../../../common/messages/it.js';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import { EMPTY_ORARIO } from '../../../common/schedule.js';
import { useTestApp } from '../../test/build-test-app.js';
import { makeClient, makeOperator } from '../../test/factories.js';

const t = useTestApp();

const week = { ...EMPTY_ORARIO, l: ['09:00', '12:30', '10:30'], me: ['14:00', '18:00'] };

describe('working hours', () => {
  it('starts empty and saves a week', async () => {
    const { token } = await makeOperator(t);
    expect((await t.get('/api/orario', token)).body.orario).toEqual(EMPTY_ORARIO);
    expect(await t.post('/api/updateorario', { orario: week }, token)).toMatchObject({
      status: 200,
      body: { message: SCHEDULE_MSG.hoursSaved },
    });
    expect((await t.get('/api/orario', token)).body.orario).toEqual(week);
  });

  it.each([
    ['a time that is not a half hour', { l: ['09:15', '12:00'] }, SCHEDULE_MSG.hoursInvalidTime],
    ['a time outside the day', { l: ['24:00', '12:00'] }, SCHEDULE_MSG.hoursInvalidTime],
    ['a last time before the first', { l: ['12:00', '09:00'] }, SCHEDULE_MSG.hoursLastBeforeFirst],
    ['a break outside the day', { l: ['09:00', '12:00', '13:00'] }, SCHEDULE_MSG.hoursBreakOutside],
    ['a first time without a last', { l: ['09:00'] }, SCHEDULE_MSG.hoursIncomplete],
  ])('refuses %s and keeps the old hours', async (_case, day, message) => {
    const { token } = await makeOperator(t);
    await t.post('/api/updateorario', { orario: week }, token);
    const res = await t.post('/api/updateorario', { orario: { ...EMPTY_ORARIO, ...day } }, token);
    expect(res).toMatchObject({ status: 400, body: { success: false, error: message } });
    expect((await t.get('/api/orario', token)).body.orario).toEqual(week);
  });

  it('refuses a week with a day missing', async () => {
    const { token } = await makeOperator(t);
    const { d: _d, ...six } = EMPTY_ORARIO;
    expect((await t.post('/api/updateorario', { orario: six }, token)).status).toBe(400);
  });

  it('is for professionals only', async () => {
    const { token } = await makeClient(t);
    expect(await t.get('/api/orario', token)).toMatchObject({ status: 403, body: { error: MSG.forbidden } });
    expect((await t.post('/api/updateorario', { orario: week }, token)).status).toBe(403);
  });
});

describe('services', () => {
  it('always lists the built-in Altro (Specificare) last', async () => {
    const { token } = await makeOperator(t);
    await t.post('/api/createservizio', { nome: 'Visita', testoEmail: 'Porta i documenti.\nGrazie' }, token);
    await t.post('/api/createservizio', { nome: 'Consulenza', testoEmail: '' }, token);
    const res = await t.get('/api/servizi?all=true', token);
    expect(res.body.services.map((s: { nome: string }) => s.nome)).toEqual(['Consulenza', 'Visita', OTHER_SERVICE_NAME]);
    expect(res.body.services[1]).toMatchObject({
      testoEmail: 'Porta i documenti.\nGrazie',
      testo_email: 'Porta i documenti.\nGrazie',
      altro: false,
    });
    expect(res.body.total).toBe(3);
  });

  it('gives every new professional Altro (Specificare) at once, so reading the services writes nothing', async () => {
    const op = await makeOperator(t);
    t.queries.length = 0;
    const res = await t.get('/api/servizi?all=true', op.token);
    expect(res.body.services).toEqual([
      {
        id: expect.any(Number),
        nome: OTHER_SERVICE_NAME,
        testo_email: '',
        testoEmail: '',
        altro: true,
        durata: 30,
        online: false,
      },
    ]);
    expect(t.queries.filter((statement) => !/^\s*select\b/i.test(statement))).toEqual([]);
  });

  it('pages by 5 and searches by name', async () => {
    const { token } = await makeOperator(t);
    for (const nome of ['A1', 'A2', 'A3', 'A4', 'A5', 'B1']) await t.post('/api/createservizio', { nome }, token);
    const first = await t.get('/api/servizi?page=0', token);
    expect(first.body.services).toHaveLength(5);
    expect(first.body.total).toBe(7);
    const second = await t.get('/api/servizi?page=1', token);
    expect(second.body.services.map((s: { nome: string }) => s.nome)).toEqual(['B1', OTHER_SERVICE_NAME]);
    const search = await t.get('/api/servizi?page=0&q=a', token);
    expect(search.body.total).toBe(6);
  });

  it('requires a name', async () => {
    const { token } = await makeOperator(t);
    expect(await t.post('/api/createservizio', { nome: '  ', testoEmail: 'x' }, token)).toMatchObject({
      status: 400,
      body: { error: MSG.required },
    });
  });

  it('refuses a second service with the same name', async () => {
    const { token } = await makeOperator(t);
    await t.post('/api/createservizio', { nome: 'Visita' }, token);
    expect(await t.post('/api/createservizio', { nome: 'visita' }, token)).toMatchObject({
      status: 409,
      body: { error: SCHEDULE_MSG.serviceDuplicate },
    });
  });

  it('updates and deletes a service', async () => {
    const { token } = await makeOperator(t);
    const { service } = (await t.post('/api/createservizio', { nome: 'Visita' }, token)).body;
    expect(
      (await t.post('/api/updateservizio', { id: service.id, nome: 'Visita lunga', testoEmail: 'Nuovo testo' }, token)).status,
    ).toBe(200);
    expect((await t.get('/api/servizi?all=true', token)).body.services[0]).toMatchObject({
      nome: 'Visita lunga',
      testoEmail: 'Nuovo testo',
    });
    expect(await t.post('/api/deleteservizio', { id: service.id }, token)).toMatchObject({
      status: 200,
      body: { message: SCHEDULE_MSG.serviceDeleted },
    });
    expect((await t.get('/api/servizi?all=true', token)).body.total).toBe(1);
  });

  it('never renames or deletes Altro (Specificare)', async () => {
    const { token } = await makeOperator(t);
    const altro = (await t.get('/api/servizi?all=true', token)).body.services[0];
    expect(await t.post('/api/updateservizio', { id: altro.id, nome: 'Altro' }, token)).toMatchObject({
      status: 403,
      body: { error: SCHEDULE_MSG.serviceBuiltIn },
    });
    expect((await t.post('/api/deleteservizio', { id: altro.id }, token)).status).toBe(403);
  });

  it("does not let a professional touch another's service", async () => {
    const a = await makeOperator(t);
    const b = await makeOperator(t);
    const { service } = (await t.post('/api/createservizio', { nome: 'Privato' }, a.token)).body;
    expect((await t.post('/api/updateservizio', { id: service.id, nome: 'Rubato' }, b.token)).status).toBe(404);
    expect((await t.post('/api/deleteservizio', { id: service.id }, b.token)).status).toBe(404);
    expect((await t.get('/api/servizi?all=true', a.token)).body.services[0].nome).toBe('Privato');
  });

  it("shows a client the services of a professional who accepted them, and no one else's", async () => {
    const op = await makeOperator(t);
    const client = await makeClient(t);
    expect((await t.get(`/api/servizi?id=${op.user.id}&all=true`, client.token)).status).toBe(404);
    await t.post('/api/askop', { id: op.user.id }, client.token);
    expect((await t.get(`/api/servizi?id=${op.user.id}&all=true`, client.token)).status).toBe(403);
    await t.post('/api/confirmcliente', { id: client.user.id }, op.token);
    expect((await t.get(`/api/servizi?id=${op.user.id}&all=true`, client.token)).body.services).toHaveLength(1);
  });
});
