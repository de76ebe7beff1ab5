import { describe, expect, it } from 'vitest';
import { SCHEDULE_MSG } from '../../common/messages/scheduling.js';
import { WORKSPACE_MSG } from '../../common/messages/workspace.js';
import { useTestApp } from './build-test-app.js';
import { makeClient, makeOperator } from './factories.js';
import { linkedPair, setRomeTime } from './scheduling.js';

/** Per-user limits on what a signed-in user can repeat. */
const t = useTestApp({ RATE_LIMIT_MULTIPLIER: '1' });

describe('limits on signed-in users', () => {
  it('refuses a 31st chat message within a minute', async () => {
    const { op, client } = await linkedPair(t);
    for (let i = 0; i < 30; i++)
      expect((await t.post('/api/inviamessaggio', { id: op.user.id, testo: `m${i}` }, client.token)).status).toBe(200);
    const res = await t.post('/api/inviamessaggio', { id: op.user.id, testo: 'uno di troppo' }, client.token);
    expect(res).toMatchObject({ status: 429, body: { success: false, error: WORKSPACE_MSG.tooManyMessages } });
  });

  it('refuses a 21st link request within a day', async () => {
    const client = await makeClient(t);
    for (let i = 0; i < 20; i++) {
      const op = await makeOperator(t);
      expect((await t.post('/api/askop', { id: op.user.id }, client.token)).status).toBe(200);
    }
    const last = await makeOperator(t);
    const res = await t.post('/api/askop', { id: last.user.id }, client.token);
    expect(res).toMatchObject({ status: 429, body: { error: SCHEDULE_MSG.tooManyLinkRequests } });
  });

  it('refuses a 21st booking by one client within an hour', async () => {
    setRomeTime(t, '2026-11-23 08:00');
    const { op, client } = await linkedPair(t);
    const slots = ['2026-11-24', '2026-11-25', '2026-11-26'].flatMap((giorno) =>
      ['0900', '0930', '1000', '1030', '1130', '1200', '1230'].map((ora) => ({ giorno, ora })),
    );
    for (const slot of slots.slice(0, 20)) {
      const res = await t.post('/api/createprenotazione', { id: op.user.id, ...slot, serviceId: 0, note: '' }, client.token);
      expect(res.status).toBe(200);
    }
    const res = await t.post('/api/createprenotazione', { id: op.user.id, ...slots[20], serviceId: 0, note: '' }, client.token);
    expect(res).toMatchObject({ status: 429, body: { error: SCHEDULE_MSG.tooManyBookings } });
  });
});
