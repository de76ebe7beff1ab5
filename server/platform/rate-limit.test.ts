import { describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages/it.js';
import { useTestApp } from '../test/build-test-app.js';
import { DEFAULT_PASSWORD, makeClient, uniqueEmail } from '../test/factories.js';

const t = useTestApp({ RATE_LIMIT_MULTIPLIER: '1' });

const login = (email: string, ip = '10.0.0.1') =>
  t.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'Sbagliata1' }, remoteAddress: ip });

describe('rate limits', () => {
  it('pauses password logins for one e-mail after 10 failures within 15 minutes with 429', async () => {
    const { email } = await makeClient(t);
    for (let i = 0; i < 10; i++) expect((await login(email, `10.1.0.${i}`)).statusCode).toBe(401);
    const res = await login(email, '10.1.0.99');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ success: false, error: MSG.loginLinkSent });
  });

  it('lets the right person in after the pause through the e-mailed login link (security finding F-M4)', async () => {
    const { email, user } = await makeClient(t);
    for (let i = 0; i < 10; i++) await login(email, `10.6.0.${i}`);
    const right = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: DEFAULT_PASSWORD },
      remoteAddress: '10.6.1.1',
    });
    expect(right.json()).toEqual({ success: false, error: MSG.loginLinkSent });
    await t.flushMail();
    const mail = t.mailbox.last(email);
    expect(mail.subject).toBe('Il tuo link per accedere a Studio');
    const url = new URL(/https?:\/\/\S+login-link\S+/.exec(mail.text)![0]);
    expect(Number(url.searchParams.get('id'))).toBe(user.id);
    const entered = await t.post('/api/loginlink', { id: user.id, token: url.searchParams.get('token') });
    expect(entered).toMatchObject({ status: 200, body: { success: true, isOp: false } });
    expect((await t.get('/api/me', entered.body.token as string)).status).toBe(200);
    const again = await t.post('/api/loginlink', { id: user.id, token: url.searchParams.get('token') });
    expect(again).toMatchObject({ status: 400, body: { error: MSG.invalidLink } });
  });

  it('sends one login link per pause however often the paused address is tried', async () => {
    const { email } = await makeClient(t);
    for (let i = 0; i < 15; i++) await login(email, `10.7.0.${i}`);
    await t.flushMail();
    expect(t.mailbox.to(email)).toHaveLength(1);
  });

  it('counts only failures: successful logins never pause an account', async () => {
    const { email } = await makeClient(t);
    for (let i = 0; i < 12; i++) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: DEFAULT_PASSWORD },
        remoteAddress: `10.8.0.${i}`,
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('lets the e-mail try again when the window has passed', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 11; i++) await login(email, `10.2.0.${i}`);
    t.clock.advance(15 * 60_000 + 1);
    expect((await login(email, '10.2.0.200')).statusCode).toBe(401);
  });

  it('refuses the 31st login from one IP within 10 minutes', async () => {
    for (let i = 0; i < 30; i++) expect((await login(uniqueEmail(), '10.3.0.1')).statusCode).toBe(401);
    expect((await login(uniqueEmail(), '10.3.0.1')).statusCode).toBe(429);
  });

  it('limits reset requests per e-mail', async () => {
    const { email } = await makeClient(t);
    for (let i = 0; i < 3; i++) {
      const res = await t.inject({ method: 'POST', url: '/api/resetpassword', payload: { email }, remoteAddress: `10.4.0.${i}` });
      expect(res.statusCode).toBe(200);
    }
    const res = await t.inject({ method: 'POST', url: '/api/resetpassword', payload: { email }, remoteAddress: '10.4.0.9' });
    expect(res.statusCode).toBe(429);
    await t.flushMail();
    expect(t.mailbox.to(email)).toHaveLength(3);
  });

  it('limits reset requests per IP', async () => {
    for (let i = 0; i < 10; i++) {
      await t.inject({ method: 'POST', url: '/api/resetpassword', payload: { email: uniqueEmail() }, remoteAddress: '10.5.0.1' });
    }
    const res = await t.inject({
      method: 'POST',
      url: '/api/resetpassword',
      payload: { email: uniqueEmail() },
      remoteAddress: '10.5.0.1',
    });
    expect(res.statusCode).toBe(429);
  });
});
