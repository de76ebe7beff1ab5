import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../common/messages/it.js';
import { SECURITY } from '../../../common/messages/security.js';
import { TEST_ADMIN, useTestApp } from '../../test/build-test-app.js';
import { DEFAULT_PASSWORD, makeClient, makeOperator, type MadeUser } from '../../test/factories.js';
import { totpCode, totpStep, TOTP_STEP_MS } from '../../platform/auth/totp.js';
import { accessLog } from '../audit/audit.table.js';
import { recoveryCodes, userTokens, users } from './accounts.table.js';
import { sealClearTotpSecrets } from './account-lifecycle.service.js';

// Real limits (multiplier 1), so the code limit is the one in force; each call comes from its own address.
const t = useTestApp({ RATE_LIMIT_MULTIPLIER: '1', ADMIN_REQUIRE_2FA: 'true' });

async function post(url: string, body: unknown, token?: string) {
  const res = await t.inject({
    method: 'POST',
    url,
    payload: body as object,
    remoteAddress: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, body: res.json() as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const codeAt = (secret: string, stepsFromNow: number) => totpCode(secret, totpStep(t.clock.now().getTime()) + stepsFromNow);

/** Turns two-factor login on through the API, as /account does; the clock then moves past the step used. */
async function enrol(made: MadeUser, password = DEFAULT_PASSWORD) {
  const setup = await post('/api/2fa/setup', {}, made.token);
  const secret = setup.body.secret as string;
  const enabled = await post('/api/2fa/enable', { secret, code: codeAt(secret, 0), password }, made.token);
  expect(enabled.status).toBe(200);
  t.clock.advance(3 * TOTP_STEP_MS);
  return { secret, recoveryCodes: enabled.body.recoveryCodes as string[] };
}

const login = (email: string, extra: Record<string, unknown> = {}) =>
  post('/api/login', { email, password: DEFAULT_PASSWORD, stayLogged: true, ...extra });

describe('turning two-factor login on', () => {
  it('gives a secret to type, its otpauth address and a QR code drawn by the server', async () => {
    const client = await makeClient(t);
    const res = await post('/api/2fa/setup', {}, client.token);
    expect(res.status).toBe(200);
    expect(res.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(res.body.otpauthUrl).toBe(
      `otpauth://totp/Studio%3A${encodeURIComponent(client.email)}?secret=${res.body.secret}&issuer=Studio&algorithm=SHA1&digits=6&period=30`,
    );
    expect(Buffer.from(res.body.qr.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toContain('<svg');
    expect((await t.ctx.db.select().from(users).where(eq(users.id, client.user.id)))[0].totpSecret).toBeNull();
  });

  it('turns on with the first code and the password, and shows ten recovery codes once, stored hashed', async () => {
    const client = await makeClient(t);
    const setup = await post('/api/2fa/setup', {}, client.token);
    const res = await post(
      '/api/2fa/enable',
      { secret: setup.body.secret, code: codeAt(setup.body.secret, 0), password: DEFAULT_PASSWORD },
      client.token,
    );
    expect(res).toMatchObject({ status: 200, body: { success: true, message: SECURITY.enabled } });
    expect(res.body.recoveryCodes).toHaveLength(10);
    for (const code of res.body.recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const stored = await t.ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, client.user.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await t.get('/api/me', client.token)).body.me).toMatchObject({ twoFactor: true, twoFactorRequired: false });
  });

  it('refuses a wrong first code and leaves it off', async () => {
    const client = await makeClient(t);
    const setup = await post('/api/2fa/setup', {}, client.token);
    const res = await post(
      '/api/2fa/enable',
      { secret: setup.body.secret, code: codeAt(setup.body.secret, -3), password: DEFAULT_PASSWORD },
      client.token,
    );
    expect(res).toMatchObject({ status: 400, body: { error: SECURITY.codeWrong, fields: { code: SECURITY.codeWrong } } });
    expect((await t.get('/api/me', client.token)).body.me.twoFactor).toBe(false);
  });

  it('refuses a wrong password', async () => {
    const client = await makeClient(t);
    const setup = await post('/api/2fa/setup', {}, client.token);
    const res = await post(
      '/api/2fa/enable',
      { secret: setup.body.secret, code: codeAt(setup.body.secret, 0), password: 'Sbagliata99' },
      client.token,
    );
    expect(res).toMatchObject({ status: 400, body: { error: MSG.wrongCurrentPassword } });
  });

  it('refuses a second enrolment while it is on', async () => {
    const client = await makeClient(t);
    await enrol(client);
    expect(await post('/api/2fa/setup', {}, client.token)).toMatchObject({ status: 409, body: { error: SECURITY.alreadyOn } });
  });
});

describe('logging in with two-factor login on', () => {
  it('asks for the code with 401 and twoFactor: true after the right password, without a session', async () => {
    const client = await makeClient(t);
    await enrol(client);
    const res = await login(client.email);
    expect(res).toEqual({ status: 401, body: { success: false, error: SECURITY.codeNeeded, twoFactor: true } });
  });

  it('still answers a wrong password as before, without mentioning a code', async () => {
    const client = await makeClient(t);
    await enrol(client);
    const res = await post('/api/login', { email: client.email, password: 'Sbagliata99' });
    expect(res).toEqual({ status: 401, body: { success: false, error: MSG.loginFailed } });
  });

  it('accepts the codes of the previous, current and next step, each once', async () => {
    const client = await makeClient(t);
    const { secret } = await enrol(client);
    for (const step of [-1, 0, 1]) {
      const code = codeAt(secret, step);
      const res = await login(client.email, { code });
      expect(res).toMatchObject({ status: 200, body: { success: true, isOp: false } });
      expect((await t.get('/api/me', res.body.token)).status).toBe(200);
      expect(await login(client.email, { code })).toMatchObject({
        status: 401,
        body: { error: SECURITY.codeWrong, twoFactor: true, fields: { code: SECURITY.codeWrong } },
      });
    }
  });

  it('refuses the code of two steps ago and of two steps ahead', async () => {
    const client = await makeClient(t);
    const { secret } = await enrol(client);
    expect(await login(client.email, { code: codeAt(secret, -2) })).toMatchObject({
      status: 401,
      body: { error: SECURITY.codeWrong },
    });
    expect(await login(client.email, { code: codeAt(secret, 2) })).toMatchObject({
      status: 401,
      body: { error: SECURITY.codeWrong },
    });
  });

  it('refuses a code older than the last one accepted, even within the tolerance', async () => {
    const client = await makeClient(t);
    const { secret } = await enrol(client);
    expect((await login(client.email, { code: codeAt(secret, 1) })).status).toBe(200);
    expect(await login(client.email, { code: codeAt(secret, 0) })).toMatchObject({
      status: 401,
      body: { error: SECURITY.codeWrong },
    });
  });

  it('accepts a code typed with a space and refuses one that is not 6 digits with its message', async () => {
    const client = await makeClient(t);
    const { secret } = await enrol(client);
    const code = codeAt(secret, 0);
    expect((await login(client.email, { code: `${code.slice(0, 3)} ${code.slice(3)}` })).status).toBe(200);
    expect(await login(client.email, { code: '12345' })).toMatchObject({ status: 400, body: { error: SECURITY.codeFormat } });
  });

  it('accepts each recovery code once, whatever its case and dash', async () => {
    const client = await makeClient(t);
    const { recoveryCodes: codes } = await enrol(client);
    expect((await login(client.email, { recoveryCode: codes[0].toUpperCase().replace('-', ' ') })).status).toBe(200);
    expect(await login(client.email, { recoveryCode: codes[0] })).toMatchObject({
      status: 401,
      body: { error: SECURITY.recoveryWrong, twoFactor: true, fields: { recoveryCode: SECURITY.recoveryWrong } },
    });
    expect((await login(client.email, { recoveryCode: codes[1] })).status).toBe(200);
  });

  it('refuses codes with an Italian 429 after 5 wrong ones in 15 minutes, the right one too', async () => {
    const client = await makeClient(t);
    const { secret } = await enrol(client);
    const wrong = codeAt(secret, 0) === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await login(client.email, { code: wrong })).status).toBe(401);
    expect(await login(client.email, { code: codeAt(secret, 0) })).toEqual({
      status: 429,
      body: { success: false, error: SECURITY.tooManyCodes },
    });
    t.clock.advance(15 * 60_000 + 1000);
    expect((await login(client.email, { code: codeAt(secret, 0) })).status).toBe(200);
  });

  it('asks the e-mailed login link for the code too, and spends the link only with it', async () => {
    const client = await makeClient(t);
    const { secret } = await enrol(client);
    const { token: linkToken } = await issueLoginLink(client.user.id);
    const link = { id: client.user.id, token: linkToken };
    expect(await post('/api/loginlink', link)).toEqual({
      status: 401,
      body: { success: false, error: SECURITY.codeNeeded, twoFactor: true },
    });
    expect(await post('/api/loginlink', { ...link, code: codeAt(secret, -2) })).toMatchObject({
      status: 401,
      body: { error: SECURITY.codeWrong },
    });
    const entered = await post('/api/loginlink', { ...link, code: codeAt(secret, 0) });
    expect(entered).toMatchObject({ status: 200, body: { success: true, isOp: false } });
    expect(await post('/api/loginlink', { ...link, code: codeAt(secret, 1) })).toMatchObject({
      status: 400,
      body: { error: MSG.invalidLink },
    });
  });
});

/** A login link as the paused-login e-mail carries it, issued through the same path (ten failures). */
async function issueLoginLink(userId: number) {
  const [user] = await t.ctx.db.select().from(users).where(eq(users.id, userId));
  for (let i = 0; i < 10; i++) await post('/api/login', { email: user.email, password: 'Sbagliata99' });
  expect(await post('/api/login', { email: user.email, password: DEFAULT_PASSWORD })).toMatchObject({ status: 429 });
  await t.flushMail();
  const url = new URL(/https?:\/\/\S+login-link\S+/.exec(t.mailbox.last(user.email).text)![0]);
  const rows = await t.ctx.db.select().from(userTokens).where(eq(userTokens.userId, userId));
  expect(rows.some((row) => row.kind === 'login')).toBe(true);
  return { token: url.searchParams.get('token')! };
}

describe('the two-factor secret at rest (security finding M-3)', () => {
  const storedSecret = async (userId: number) =>
    (await t.ctx.db.select({ secret: users.totpSecret }).from(users).where(eq(users.id, userId)))[0].secret!;

  it('is stored sealed with the configured key, never in clear', async () => {
    const client = await makeClient(t);
    const { secret } = await enrol(client);
    const stored = await storedSecret(client.user.id);
    expect(stored).toMatch(/^v1:[\w-]{60,}$/);
    expect(stored).not.toContain(secret);
    expect(await login(client.email, { code: codeAt(secret, 0) })).toMatchObject({ status: 200 });
  });

  it('seals on start a secret written in clear before, and its owner keeps two-factor login', async () => {
    const client = await makeClient(t);
    const { secret } = await enrol(client);
    await t.ctx.db.update(users).set({ totpSecret: secret }).where(eq(users.id, client.user.id));
    await sealClearTotpSecrets(t.ctx);
    expect(await storedSecret(client.user.id)).toMatch(/^v1:/);
    expect(await login(client.email)).toMatchObject({ status: 401, body: { twoFactor: true } });
    expect(await login(client.email, { code: codeAt(secret, 0) })).toMatchObject({ status: 200 });
  });

  it('accepts a code of a secret still in clear and seals it as it is used', async () => {
    const client = await makeClient(t);
    const { secret } = await enrol(client);
    await t.ctx.db.update(users).set({ totpSecret: secret }).where(eq(users.id, client.user.id));
    expect(await login(client.email, { code: codeAt(secret, 0) })).toMatchObject({ status: 200 });
    expect(await storedSecret(client.user.id)).toMatch(/^v1:/);
  });

  it('does not open a sealed secret copied onto another user’s row', async () => {
    const victim = await makeClient(t);
    const attacker = await makeClient(t);
    const { secret } = await enrol(attacker);
    await enrol(victim);
    await t.ctx.db
      .update(users)
      .set({ totpSecret: await storedSecret(attacker.user.id) })
      .where(eq(users.id, victim.user.id));
    expect(await login(victim.email, { code: codeAt(secret, 0) })).toMatchObject({
      status: 401,
      body: { error: SECURITY.codeWrong },
    });
  });
});

describe('turning two-factor login off', () => {
  it('needs the password and a code, then logins need the password only', async () => {
    const client = await makeClient(t);
    const { secret } = await enrol(client);
    expect(await post('/api/2fa/disable', { password: DEFAULT_PASSWORD }, client.token)).toMatchObject({
      status: 400,
      body: { error: SECURITY.codeNeeded },
    });
    expect(await post('/api/2fa/disable', { password: 'Sbagliata99', code: codeAt(secret, 0) }, client.token)).toMatchObject({
      status: 400,
      body: { error: MSG.wrongCurrentPassword },
    });
    expect(await post('/api/2fa/disable', { password: DEFAULT_PASSWORD, code: codeAt(secret, -3) }, client.token)).toMatchObject({
      status: 400,
      body: { error: SECURITY.codeWrong },
    });
    expect(await post('/api/2fa/disable', { password: DEFAULT_PASSWORD, code: codeAt(secret, 0) }, client.token)).toEqual({
      status: 200,
      body: { success: true, error: '', message: SECURITY.disabled },
    });
    expect(await t.ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, client.user.id))).toEqual([]);
    expect((await login(client.email)).status).toBe(200);
  });

  it('accepts a recovery code instead of the code', async () => {
    const client = await makeClient(t);
    const { recoveryCodes: codes } = await enrol(client);
    const res = await post('/api/2fa/disable', { password: DEFAULT_PASSWORD, recoveryCode: codes[3] }, client.token);
    expect(res.status).toBe(200);
  });

  it('answers 409 when it is not on', async () => {
    const op = await makeOperator(t);
    expect(await post('/api/2fa/disable', { password: DEFAULT_PASSWORD, code: '123456' }, op.token)).toMatchObject({
      status: 409,
      body: { error: SECURITY.notOn },
    });
  });
});

describe('the administrator under ADMIN_REQUIRE_2FA', () => {
  const adminLogin = (extra: Record<string, unknown> = {}) => post('/api/login', { ...TEST_ADMIN, stayLogged: true, ...extra });

  it('is told by /api/me to enrol, and every other call is refused until then', async () => {
    const { body } = await adminLogin();
    const token = body.token as string;
    expect((await t.get('/api/me', token)).body.me).toMatchObject({ admin: true, twoFactor: false, twoFactorRequired: true });
    expect(await t.get('/api/adminclienti', token)).toMatchObject({ status: 403, body: { error: SECURITY.enrolFirst } });
    expect(await post('/api/assistenza', { subject: 'Aiuto', content: 'Prova' }, token)).toMatchObject({
      status: 403,
      body: { error: SECURITY.enrolFirst },
    });
    expect((await t.get('/api/sessions', token)).status).toBe(200);
  });

  it('enrols, then works, and cannot turn it off', async () => {
    const token = (await adminLogin()).body.token as string;
    const { secret } = await enrol({ token } as MadeUser, TEST_ADMIN.password);
    expect((await t.get('/api/me', token)).body.me).toMatchObject({ twoFactor: true, twoFactorRequired: false });
    expect((await t.get('/api/adminclienti', token)).status).toBe(200);
    expect(await post('/api/2fa/disable', { password: TEST_ADMIN.password, code: codeAt(secret, 0) }, token)).toMatchObject({
      status: 403,
      body: { error: SECURITY.adminMustKeep },
    });
    expect((await adminLogin()).body).toMatchObject({ twoFactor: true });
    expect((await adminLogin({ code: codeAt(secret, 0) })).status).toBe(200);
  });
});

describe('who may call the two-factor routes', () => {
  it('refuses visitors with 401', async () => {
    const bodies = {
      '/api/2fa/setup': {},
      '/api/2fa/enable': { secret: 'A'.repeat(32), code: '123456', password: DEFAULT_PASSWORD },
      '/api/2fa/disable': { password: DEFAULT_PASSWORD, code: '123456' },
    };
    for (const [url, body] of Object.entries(bodies)) {
      expect(await post(url, body)).toMatchObject({ status: 401, body: { error: MSG.unauthenticated } });
    }
  });

  it('lets clients and professionals enrol only themselves', async () => {
    const client = await makeClient(t);
    const op = await makeOperator(t);
    await enrol(op);
    expect((await post('/api/2fa/setup', {}, client.token)).status).toBe(200);
    expect((await t.get('/api/me', client.token)).body.me.twoFactor).toBe(false);
    expect((await t.get('/api/me', op.token)).body.me.twoFactor).toBe(true);
  });
});

describe('the access log', () => {
  it('records turning two-factor login on and off', async () => {
    const client = await makeClient(t);
    const { secret } = await enrol(client);
    const off = await post('/api/2fa/disable', { password: DEFAULT_PASSWORD, code: codeAt(secret, 0) }, client.token);
    expect(off.status).toBe(200);
    const rows = await t.ctx.db.select().from(accessLog).where(eq(accessLog.ownerId, client.user.id));
    expect(rows.map((r) => r.action)).toEqual(['two_factor.enabled', 'two_factor.disabled']);
  });
});
