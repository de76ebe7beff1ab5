import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../common/messages/it.js';
import { SECURITY } from '../../../common/messages/security.js';
import { MINUTE } from '../../../common/time.js';
import { TEST_ADMIN, useTestApp } from '../../test/build-test-app.js';
import { DEFAULT_PASSWORD, makeClient, makeOperator } from '../../test/factories.js';
import { sessions } from './accounts.table.js';
import { describeDevice } from './user-agent.js';

const t = useTestApp();

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

async function loginFrom(email: string, userAgent: string, ip: string) {
  const res = await t.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: DEFAULT_PASSWORD, stayLogged: true },
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
  });
  return res.json<{ token: string }>().token;
}

const listOf = async (token: string) => (await t.get('/api/sessions', token)).body.sessions as Record<string, unknown>[];

describe('GET /api/sessions', () => {
  it('lists the caller’s sessions with device, address, times, the one in use marked, most recent first', async () => {
    const client = await makeClient(t);
    const start = t.clock.now().getTime();
    t.clock.advance(MINUTE);
    const onPhone = await loginFrom(client.email, SAFARI_IPHONE, '203.0.113.7');
    t.clock.advance(5 * MINUTE);
    const onDesktop = await loginFrom(client.email, CHROME_WINDOWS, '198.51.100.20');
    const list = await listOf(onDesktop);
    expect(list).toEqual([
      {
        id: expect.any(String),
        device: 'Chrome su Windows',
        ip: '198.51.100.20',
        createdAt: start + 6 * MINUTE,
        lastUsedAt: start + 6 * MINUTE,
        current: true,
      },
      {
        id: expect.any(String),
        device: 'Safari su iPhone',
        ip: '203.0.113.7',
        createdAt: start + MINUTE,
        lastUsedAt: start + MINUTE,
        current: false,
      },
      // The factory's session: no browser told us who it was.
      {
        id: expect.any(String),
        device: 'Browser sconosciuto su sistema sconosciuto',
        ip: '',
        createdAt: start,
        lastUsedAt: start,
        current: false,
      },
    ]);
    expect((await listOf(onPhone)).filter((s) => s.current).map((s) => s.ip)).toEqual(['203.0.113.7']);
  });

  it('does not list expired sessions nor anyone else’s', async () => {
    const client = await makeClient(t);
    const other = await makeClient(t);
    const [row] = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, other.user.id));
    const short = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: client.email, password: DEFAULT_PASSWORD, stayLogged: false },
    });
    expect(short.statusCode).toBe(200);
    t.clock.advance(24 * 60 * MINUTE);
    const list = await listOf(client.token);
    expect(list).toHaveLength(1);
    expect(list.map((s) => s.id)).not.toContain(row.id);
  });
});

describe('the last use of a session', () => {
  it('is written at most once a minute, however many calls', async () => {
    const client = await makeClient(t);
    const created = t.clock.now().getTime();
    t.clock.advance(30_000);
    await t.get('/api/me', client.token);
    expect((await listOf(client.token))[0].lastUsedAt).toBe(created);
    t.clock.advance(31_000);
    await t.get('/api/me', client.token);
    const stamped = t.clock.now().getTime();
    t.clock.advance(59_000);
    await t.get('/api/me', client.token);
    expect((await listOf(client.token))[0].lastUsedAt).toBe(stamped);
  });

  it.runIf(!process.env.TEST_DATABASE_URL)('does not empty the PGlite session cache', async () => {
    const client = await makeClient(t);
    await t.get('/api/me', client.token);
    t.clock.advance(MINUTE);
    t.queries.length = 0;
    await t.get('/api/me', client.token);
    expect(t.queries).toEqual(['update "sessions" set "last_used_at" = $1 where "sessions"."id" = $2']);
    t.queries.length = 0;
    expect((await t.get('/api/me', client.token)).status).toBe(200);
    expect(t.queries).toEqual([]);
  });
});

describe('ending sessions', () => {
  it('ends one of the caller’s other sessions: its token stops working at once', async () => {
    const client = await makeClient(t);
    const phone = await loginFrom(client.email, SAFARI_IPHONE, '203.0.113.8');
    const target = (await listOf(client.token)).find((s) => s.device === 'Safari su iPhone')!;
    expect(await t.post('/api/sessions/end', { id: target.id }, client.token)).toEqual({
      status: 200,
      body: { success: true, error: '', message: SECURITY.sessionEnded },
      headers: expect.anything(),
    });
    expect((await t.get('/api/me', phone)).status).toBe(401);
    expect((await t.get('/api/me', client.token)).status).toBe(200);
  });

  it('ends the session in use when asked to', async () => {
    const client = await makeClient(t);
    const current = (await listOf(client.token)).find((s) => s.current)!;
    expect((await t.post('/api/sessions/end', { id: current.id }, client.token)).status).toBe(200);
    expect((await t.get('/api/me', client.token)).status).toBe(401);
  });

  it('answers 404 for another user’s session and leaves it alone', async () => {
    const client = await makeClient(t);
    const other = await makeOperator(t);
    const [theirs] = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, other.user.id));
    expect(await t.post('/api/sessions/end', { id: theirs.id }, client.token)).toMatchObject({
      status: 404,
      body: { success: false, error: SECURITY.sessionNotFound },
    });
    expect((await t.get('/api/me', other.token)).status).toBe(200);
  });

  it('refuses an id that is not a session id with its Italian message', async () => {
    const client = await makeClient(t);
    expect(await t.post('/api/sessions/end', { id: 'abc' }, client.token)).toMatchObject({
      status: 400,
      body: { success: false, error: SECURITY.sessionInvalid },
    });
  });

  it('ends every other session and keeps the one in use', async () => {
    const client = await makeClient(t);
    const phone = await loginFrom(client.email, SAFARI_IPHONE, '203.0.113.9');
    const desktop = await loginFrom(client.email, CHROME_WINDOWS, '198.51.100.21');
    expect(await t.post('/api/sessions/endothers', {}, desktop)).toMatchObject({
      status: 200,
      body: { message: SECURITY.otherSessionsEnded },
    });
    expect((await t.get('/api/me', phone)).status).toBe(401);
    expect((await t.get('/api/me', client.token)).status).toBe(401);
    expect((await listOf(desktop)).map((s) => s.current)).toEqual([true]);
  });
});

describe('who may see and end sessions', () => {
  it('refuses visitors with 401', async () => {
    expect(await t.get('/api/sessions')).toMatchObject({ status: 401, body: { error: MSG.unauthenticated } });
    expect(await t.post('/api/sessions/end', { id: crypto.randomUUID() })).toMatchObject({ status: 401 });
    expect(await t.post('/api/sessions/endothers', {})).toMatchObject({ status: 401 });
  });

  it('shows clients, professionals and the administrator their own sessions only', async () => {
    const client = await makeClient(t);
    const op = await makeOperator(t);
    const admin = (await t.post('/api/login', { ...TEST_ADMIN, stayLogged: true })).body.token as string;
    for (const token of [client.token, op.token, admin]) {
      const list = await listOf(token);
      const ids = new Set(
        (await t.ctx.db.select({ id: sessions.id, userId: sessions.userId }).from(sessions))
          .filter((s) => list.some((l) => l.id === s.id))
          .map((s) => s.userId),
      );
      expect(ids.size).toBe(1);
    }
  });
});

describe('describing a device from its user agent', () => {
  it.each([
    [CHROME_WINDOWS, 'Chrome su Windows'],
    [SAFARI_IPHONE, 'Safari su iPhone'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox su Linux'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge su macOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome su Android',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Chrome su Linux',
    ],
    ['curl/8.5.0', 'Browser sconosciuto su sistema sconosciuto'],
  ])('%s is %s', (userAgent, label) => {
    expect(describeDevice(userAgent)).toBe(label);
  });
});
