import { beforeEach, describe, expect, it } from 'vitest';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import { WORKSPACE_MSG } from '../../../common/messages/workspace.js';
import { useTestApp } from '../../test/build-test-app.js';
import { makeClient, makeOperator } from '../../test/factories.js';
import { linkedPair, setRomeTime } from '../../test/scheduling.js';

const t = useTestApp();
beforeEach(() => setRomeTime(t, '2026-11-23 08:00'));

describe('the client record', () => {
  it('shows the professional the client with codice fiscale, notes and the next appointment', async () => {
    const { op, client } = await linkedPair(t);
    await t.post(
      '/api/createprenotazione',
      { id: op.user.id, giorno: '2026-11-25', ora: '1000', serviceId: 0, note: '' },
      client.token,
    );
    await t.post(
      '/api/createprenotazione',
      { id: op.user.id, giorno: '2026-11-24', ora: '0930', serviceId: 0, note: '' },
      client.token,
    );
    await t.post('/api/updatecliente', { id: client.user.id, note: 'Preferisce il mattino.' }, op.token);
    const res = await t.get(`/api/cliente?id=${client.user.id}`, op.token);
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({
      id: client.user.id,
      nome: 'Marco',
      cognome: 'Rossi',
      email: client.email,
      pec: '',
      telefono: '3331234567',
      partitaIva: '',
      codiceFiscale: 'RSSMRC85M01H501Z',
      nomeAzienda: '',
      indirizzo: '',
      citta: '',
      cap: '',
      provincia: '',
      note: 'Preferisce il mattino.',
      appuntamento: 'martedì 24/11/26 alle 09:30',
    });
  });

  it('shows the client the professional without codice fiscale or notes', async () => {
    const { op, client } = await linkedPair(t);
    await t.post('/api/updatecliente', { id: client.user.id, note: 'Privata' }, op.token);
    const res = await t.get(`/api/op?id=${op.user.id}`, client.token);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ nome: 'Giulia', nomeAzienda: 'Studio Bianchi', appuntamento: '' });
    expect(res.body.user).not.toHaveProperty('codiceFiscale');
    expect(res.body.user).not.toHaveProperty('note');
    expect(JSON.stringify(res.body)).not.toContain('Privata');
  });

  it('saves the notes', async () => {
    const { op, client } = await linkedPair(t);
    expect(await t.post('/api/updatecliente', { id: client.user.id, note: 'Nota' }, op.token)).toMatchObject({
      status: 200,
      body: { message: WORKSPACE_MSG.noteSaved },
    });
  });

  it('refuses a pending or missing link, and the wrong role', async () => {
    const op = await makeOperator(t);
    const client = await makeClient(t);
    expect(await t.get(`/api/cliente?id=${client.user.id}`, op.token)).toMatchObject({
      status: 404,
      body: { error: SCHEDULE_MSG.linkNotFound },
    });
    await t.post('/api/askop', { id: op.user.id }, client.token);
    expect((await t.get(`/api/cliente?id=${client.user.id}`, op.token)).status).toBe(403);
    expect((await t.get(`/api/op?id=${op.user.id}`, client.token)).status).toBe(403);
    expect((await t.get(`/api/cliente?id=${client.user.id}`, client.token)).status).toBe(403);
    expect((await t.post('/api/updatecliente', { id: client.user.id, note: 'x' }, op.token)).status).toBe(403);
  });
});
