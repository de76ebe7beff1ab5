import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../common/messages/it.js';
import { TEST_ADMIN, useTestApp } from '../../test/build-test-app.js';
import { FULL_WEEK, setRomeTime } from '../../test/scheduling.js';
import { users } from '../accounts/accounts.table.js';

const t = useTestApp({ RATE_LIMIT_MULTIPLIER: '1' });

beforeAll(async () => {
  setRomeTime(t, '2026-11-23 08:00');
  const token = (await t.post('/api/login', { ...TEST_ADMIN, stayLogged: true })).body.token;
  const [admin] = await t.ctx.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
  await t.post('/api/adminupdateorario', { id: admin.id, orario: FULL_WEEK }, token);
});

const book = (email: string, giorno: string, ip: string) =>
  t.inject({
    method: 'POST',
    url: '/api/createprenotazionemia',
    remoteAddress: ip,
    payload: { nome: 'A', cognome: 'B', email, giorno, ora: '0900', serviceId: 0, note: '' },
  });

describe('limits on the public booking', () => {
  it('refuses a fourth booking for one e-mail within a day', async () => {
    for (const [i, day] of ['2026-11-24', '2026-11-25', '2026-11-26'].entries())
      expect((await book('uno@example.it', day, `10.9.0.${i}`)).statusCode).toBe(200);
    const res = await book('UNO@example.it', '2026-11-27', '10.9.0.9');
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe(MSG.tooManyRequests);
  });

  it('refuses a sixth booking from one IP within an hour', async () => {
    for (let i = 0; i < 5; i++) await book(`ip${i}@example.it`, `2026-12-0${i + 1}`, '10.8.0.1');
    expect((await book('ip9@example.it', '2026-12-08', '10.8.0.1')).statusCode).toBe(429);
  });
});
