import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { meResponseSchema } from '../../../common/accounts.js';
import { MSG } from '../../../common/messages/it.js';
import { messageResponseSchema } from '../../../common/validation.js';
import { TEST_ADMIN, useTestApp } from '../../test/build-test-app.js';
import { DEFAULT_PASSWORD, clientRegistration, makeClient, makeOperator, uniqueEmail } from '../../test/factories.js';
import { sessions, userTokens, users } from './accounts.table.js';

const t = useTestApp();

async function registerAndConfirmLink(email: string) {
  await t.post('/api/register', clientRegistration({ nome: 'Luca', cognome: 'Neri', email }), undefined, messageResponseSchema);
  await t.flushMail();
  const link = new URL(t.mailbox.last(email).links[0]);
  return { id: Number(link.searchParams.get('id')), token: link.searchParams.get('token')!, password: 'AgendaVerde7' };
}

describe('POST /api/confirm and login before confirmation', () => {
  it('refuses to log in before the e-mail is confirmed', async () => {
    const email = uniqueEmail();
    await registerAndConfirmLink(email);
    const res = await t.post('/api/login', { email, password: 'AgendaVerde7', stayLogged: true });
    expect(res).toMatchObject({ status: 403, body: { success: false, error: MSG.emailNotConfirmed } });
  });

  it('confirms the e-mail once, then lets the user log in', async () => {
    const email = uniqueEmail();
    const link = await registerAndConfirmLink(email);
    expect(await t.post('/api/confirm', link)).toMatchObject({
      status: 200,
      body: { success: true, message: MSG.emailConfirmed },
    });
    expect(await t.post('/api/confirm', link)).toMatchObject({ status: 409, body: { error: MSG.emailAlreadyConfirmed } });
    const res = await t.post('/api/login', { email, password: 'AgendaVerde7', stayLogged: true });
    expect(res).toMatchObject({ status: 200, body: { success: true, isOp: false } });
    expect(res.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('says the address is already confirmed when the used link is opened again', async () => {
    const email = uniqueEmail();
    const link = await registerAndConfirmLink(email);
    await t.post('/api/confirm', link);
    expect(await t.get(`/api/confirm?id=${link.id}&token=${link.token}`)).toMatchObject({
      status: 409,
      body: { success: false, error: MSG.emailAlreadyConfirmed },
    });
  });

  it('still calls a wrong token invalid once the address is confirmed', async () => {
    const email = uniqueEmail();
    const link = await registerAndConfirmLink(email);
    await t.post('/api/confirm', link);
    expect(await t.get(`/api/confirm?id=${link.id}&token=${'x'.repeat(43)}`)).toMatchObject({
      status: 400,
      body: { error: MSG.invalidLink },
    });
  });

  it('refuses a confirmation link after 7 days', async () => {
    const email = uniqueEmail();
    const link = await registerAndConfirmLink(email);
    t.clock.advance(7 * 86_400_000 + 1000);
    try {
      expect(await t.post('/api/confirm', link)).toMatchObject({ status: 400, body: { error: MSG.invalidLink } });
    } finally {
      t.clock.advance(-(7 * 86_400_000 + 1000));
    }
  });

  it('refuses a wrong confirmation token', async () => {
    const email = uniqueEmail();
    const link = await registerAndConfirmLink(email);
    const res = await t.post('/api/confirm', { ...link, token: 'x'.repeat(43) });
    expect(res).toMatchObject({ status: 400, body: { error: MSG.invalidLink } });
  });

  it('stores link tokens hashed, never as sent', async () => {
    const email = uniqueEmail();
    const link = await registerAndConfirmLink(email);
    const rows = await t.ctx.db.select().from(userTokens).where(eq(userTokens.userId, link.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(link.token);
  });
});

describe('POST /api/login', () => {
  it('logs a professional in and says so', async () => {
    const { email } = await makeOperator(t);
    const res = await t.post('/api/login', { email: email.toUpperCase(), password: DEFAULT_PASSWORD, stayLogged: false });
    expect(res).toMatchObject({ status: 200, body: { success: true, isOp: true } });
  });

  it('refuses a wrong password with one message for both cases', async () => {
    const { email } = await makeClient(t);
    const wrong = await t.post('/api/login', { email, password: 'Sbagliata1', stayLogged: true });
    const unknown = await t.post('/api/login', { email: uniqueEmail(), password: 'Sbagliata1', stayLogged: true });
    expect(wrong).toMatchObject({ status: 401, body: { success: false, error: MSG.loginFailed } });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses a disabled account', async () => {
    const { email, user } = await makeClient(t);
    await t.ctx.db.update(users).set({ attivo: false }).where(eq(users.id, user.id));
    const res = await t.post('/api/login', { email, password: DEFAULT_PASSWORD, stayLogged: true });
    expect(res).toMatchObject({ status: 403, body: { error: MSG.accountDisabled } });
  });

  it('requires e-mail and password', async () => {
    const res = await t.post('/api/login', { email: '', password: '' });
    expect(res).toMatchObject({
      status: 400,
      body: { error: MSG.required, fields: { email: MSG.required, password: MSG.required } },
    });
  });

  it('makes a 30-day session with stay logged in and a 12-hour one without', async () => {
    const { email, user } = await makeClient(t);
    await t.ctx.db.delete(sessions).where(eq(sessions.userId, user.id));
    const long = await t.post('/api/login', { email, password: DEFAULT_PASSWORD, stayLogged: true });
    t.clock.advance(13 * 3_600_000);
    const short = await t.post('/api/login', { email, password: DEFAULT_PASSWORD, stayLogged: false });
    t.clock.advance(12 * 3_600_000 + 1000);
    try {
      expect((await t.get('/api/me', short.body.token)).status).toBe(401);
      expect((await t.get('/api/me', long.body.token)).status).toBe(200);
    } finally {
      t.clock.advance(-(25 * 3_600_000 + 1000));
    }
  });

  it('logs the administrator in from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const res = await t.post('/api/login', { ...TEST_ADMIN, stayLogged: true });
    expect(res).toMatchObject({ status: 200, body: { isOp: true } });
    const me = await t.get('/api/me', res.body.token, meResponseSchema);
    expect(me.body.me).toMatchObject({ email: TEST_ADMIN.email, admin: true, op: true, scadenza_abbonamento: null });
  });
});

describe('GET /api/me and POST /api/logout', () => {
  it('returns the profile with the fields of spec §3', async () => {
    const { token, user } = await makeOperator(t);
    const res = await t.get('/api/me', token, meResponseSchema);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      error: '',
      me: {
        id: user.id,
        op: true,
        admin: false,
        nome: 'Giulia',
        cognome: 'Bianchi',
        telefono: '3331234567',
        cod_fiscale: 'BNCGLI80A41H501X',
        partita_iva: '',
        nome_azienda: 'Studio Bianchi',
        indirizzo: 'Via Roma 1',
        citta: 'Roma',
        cap: '00100',
        provincia: 'RM',
        pec: '',
        email: user.email,
        scadenza_abbonamento: user.scadenzaAbbonamento!.getTime(),
        rinnovo_auto: false,
        stripe_sub_id: null,
        twoFactor: false,
        twoFactorRequired: false,
      },
    });
  });

  it('answers 401 without a token, with an empty one, or with a forged one', async () => {
    for (const header of [undefined, 'Bearer ', 'Bearer abc.def.ghi']) {
      const res = await t.inject({ method: 'GET', url: '/api/me', headers: header ? { authorization: header } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, error: MSG.unauthenticated });
    }
  });

  it('ends the session at once on logout, though it was in use a moment before', async () => {
    const { token } = await makeClient(t);
    expect((await t.get('/api/me', token)).status).toBe(200);
    expect((await t.post('/api/logout', {}, token)).status).toBe(200);
    expect((await t.get('/api/me', token)).status).toBe(401);
  });

  it('ends every session when the account is disabled', async () => {
    const { token, user } = await makeClient(t);
    expect((await t.get('/api/me', token)).status).toBe(200);
    await t.ctx.db.update(users).set({ attivo: false }).where(eq(users.id, user.id));
    expect((await t.get('/api/me', token)).status).toBe(401);
  });
});
