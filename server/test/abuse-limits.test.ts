import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages/it.js';
import { SCHEDULE_MSG } from '../../common/messages/scheduling.js';
import { SECURITY } from '../../common/messages/security.js';
import { WORKSPACE_MSG } from '../../common/messages/workspace.js';
import { users } from '../modules/accounts/accounts.table.js';
import { leads } from '../modules/analytics/analytics.table.js';
import { totpCode, totpStep, TOTP_STEP_MS } from '../platform/auth/totp.js';
import { useTestApp } from './build-test-app.js';
import { DEFAULT_PASSWORD, clientRegistration, makeClient, makeOperator } from './factories.js';
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

/** Each request of a burst from its own address, as a botnet behind a balancer would send them. */
const from = (burst: number, i: number) => `10.${burst}.${Math.floor(i / 250)}.${(i % 250) + 1}`;
const tally = (answers: { statusCode: number; json(): { error?: string } }[]) => {
  const counts: Record<string, number> = {};
  for (const res of answers) {
    const key = `${res.statusCode} ${res.json().error ?? ''}`.trim();
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
};

describe('security finding M-2: a limit holds under parallel requests', () => {
  it('evaluates at most 10 of 200 parallel wrong passwords on one account', async () => {
    const { email } = await makeClient(t);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        t.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'Sbagliata1' }, remoteAddress: from(41, i) }),
      ),
    );
    expect(tally(answers)).toEqual({ [`401 ${MSG.loginFailed}`]: 10, [`429 ${MSG.loginLinkSent}`]: 190 });
  }, 120_000);

  it('checks at most 5 of 40 parallel wrong two-factor codes sent with the right password', async () => {
    const made = await makeClient(t);
    const setup = await t.post('/api/2fa/setup', {}, made.token);
    const secret = setup.body.secret as string;
    const code = totpCode(secret, totpStep(t.clock.now().getTime()));
    expect((await t.post('/api/2fa/enable', { secret, code, password: DEFAULT_PASSWORD }, made.token)).status).toBe(200);
    t.clock.advance(3 * TOTP_STEP_MS);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: made.email, password: DEFAULT_PASSWORD, code: '000000' },
          remoteAddress: from(42, i),
        }),
      ),
    );
    const counts = tally(answers);
    expect(counts[`401 ${SECURITY.codeWrong}`]).toBe(5);
    expect(Object.keys(counts).filter((key) => !key.startsWith('429 ')).length).toBe(1);
  }, 60_000);
});

describe('security finding M-1: the login link is no way into a stranger’s registration', () => {
  it('sends no login link for a pending registration, however many wrong passwords', async () => {
    const victim = clientRegistration({
      email: 'vittima.m1@studio.test',
      password: 'Attacco2026zz',
      confirmPassword: 'Attacco2026zz',
    });
    expect((await t.post('/api/register', victim)).status).toBe(200);
    await t.flushMail();
    const before = t.mailbox.to(victim.email).length;
    const tries = (password: string, i: number) =>
      t.inject({ method: 'POST', url: '/api/login', payload: { email: victim.email, password }, remoteAddress: from(43, i) });
    for (let i = 0; i < 10; i++) expect((await tries(`Sbagliata${i}x`, i)).statusCode).toBe(401);
    const paused = await tries('Attacco2026zz', 10);
    expect(paused.json()).toEqual({ success: false, error: MSG.loginLinkSent });
    await t.flushMail();
    expect(t.mailbox.to(victim.email).length).toBe(before);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, victim.email));
    expect(row.emailConfirmedAt).toBeNull();
  }, 120_000);
});

describe('security finding L-2: no one blocks another person’s confirmation', () => {
  it('confirms with the genuine link after a stranger sent junk for the same account 20 times', async () => {
    const owner = clientRegistration({ email: 'attesa.l2@studio.test' });
    expect((await t.post('/api/register', owner)).status).toBe(200);
    await t.flushMail();
    const link = new URL(t.mailbox.last(owner.email).links[0]);
    const id = Number(link.searchParams.get('id'));
    for (let i = 0; i < 20; i++) {
      const junk = await t.inject({
        method: 'POST',
        url: '/api/confirm',
        payload: { id, token: `junk-token-${i}-abcdefghij`, password: 'junk' },
        remoteAddress: from(44, i),
      });
      expect(junk.json()).toEqual({ success: false, error: MSG.invalidLink });
    }
    const genuine = await t.post('/api/confirm', { id, token: link.searchParams.get('token'), password: owner.password });
    expect(genuine).toMatchObject({ status: 200, body: { message: MSG.emailConfirmed } });
  }, 60_000);

  it('still limits wrong passwords sent with the genuine link to 10 an hour', async () => {
    const owner = clientRegistration({ email: 'attesa2.l2@studio.test' });
    await t.post('/api/register', owner);
    await t.flushMail();
    const link = new URL(t.mailbox.last(owner.email).links[0]);
    const body = { id: Number(link.searchParams.get('id')), token: link.searchParams.get('token'), password: 'Sbagliata1' };
    for (let i = 0; i < 10; i++) expect((await t.post('/api/confirm', body)).body.error).toBe(MSG.confirmPasswordWrong);
    expect(await t.post('/api/confirm', body)).toMatchObject({ status: 429, body: { error: MSG.tooManyRequests } });
  }, 120_000);
});

describe('security finding I-5: anonymous analytics cannot grow without bound from one address', () => {
  const beat = (id: string) => ({ id, type: 'heartbeat' as const, page: '/', timestamp: Date.now() });

  it('starts at most 300 new visitors a day from one address, while known visitors and other addresses go on', async () => {
    const ids = Array.from({ length: 301 }, () => randomUUID());
    for (let i = 0; i < 300; i++) {
      // Within the 50 a second each address may send at all.
      if (i > 0 && i % 45 === 0) await sleep(1_050);
      await t.heartbeats.record(beat(ids[i]), '203.0.113.7');
    }
    await sleep(1_050);
    await expect(t.heartbeats.record(beat(ids[300]), '203.0.113.7')).rejects.toMatchObject({
      status: 429,
      message: MSG.tooManyRequests,
    });
    await t.heartbeats.record(beat(ids[0]), '203.0.113.7');
    await t.heartbeats.record(beat(randomUUID()), '203.0.113.8');
    await t.heartbeats.flush();
    const [{ n }] = await t.ctx.db.select({ n: count() }).from(leads).where(inArray(leads.id, ids));
    expect(n).toBe(300);
  }, 60_000);
});
