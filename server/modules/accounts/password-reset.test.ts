import { describe, expect, it } from 'vitest';
import { MSG } from '../../../common/messages/it.js';
import { useTestApp } from '../../test/build-test-app.js';
import { DEFAULT_PASSWORD, makeClient, uniqueEmail } from '../../test/factories.js';

const t = useTestApp();

async function requestLink(email: string) {
  const res = await t.post('/api/resetpassword', { email });
  await t.flushMail();
  const link = new URL(t.mailbox.last(email).links[0]);
  return { res, id: Number(link.searchParams.get('id')), token: link.searchParams.get('token')!, url: link };
}

describe('password reset', () => {
  it('answers the same whether or not the e-mail exists', async () => {
    const { email } = await makeClient(t);
    const known = await t.post('/api/resetpassword', { email });
    const unknown = await t.post('/api/resetpassword', { email: uniqueEmail() });
    expect(known).toMatchObject({ status: 200, body: { success: true, message: MSG.resetRequested } });
    expect(unknown.body).toEqual(known.body);
    await t.flushMail();
    expect(t.mailbox.to(email)).toHaveLength(1);
  });

  it('sends a link to /reset-password with id and token', async () => {
    const { email } = await makeClient(t);
    const { url } = await requestLink(email);
    expect(url.origin + url.pathname).toBe('http://studio.test/reset-password');
    expect(t.mailbox.last(email).subject).toBe('Imposta una nuova password su Studio');
  });

  it('sets the new password, ends every session and works once', async () => {
    const { email, token } = await makeClient(t);
    const link = await requestLink(email);
    const body = { id: link.id, token: link.token, password: 'NuovaPass9', confirmPassword: 'NuovaPass9' };
    expect(await t.post('/api/resetpasswordconfirm', body)).toMatchObject({ status: 200, body: { message: MSG.passwordSet } });
    expect((await t.get('/api/me', token)).status).toBe(401);
    expect((await t.post('/api/login', { email, password: DEFAULT_PASSWORD })).status).toBe(401);
    expect((await t.post('/api/login', { email, password: 'NuovaPass9' })).status).toBe(200);
    expect(await t.post('/api/resetpasswordconfirm', body)).toMatchObject({ status: 400, body: { error: MSG.invalidLink } });
  });

  it('refuses a link older than one hour', async () => {
    const { email } = await makeClient(t);
    const link = await requestLink(email);
    t.clock.advance(3_600_001);
    try {
      const res = await t.post('/api/resetpasswordconfirm', {
        id: link.id,
        token: link.token,
        password: 'NuovaPass9',
        confirmPassword: 'NuovaPass9',
      });
      expect(res).toMatchObject({ status: 400, body: { error: MSG.invalidLink } });
    } finally {
      t.clock.advance(-3_600_001);
    }
  });

  it('applies the password rule and the match rule on reset', async () => {
    const { email } = await makeClient(t);
    const link = await requestLink(email);
    const weak = await t.post('/api/resetpasswordconfirm', {
      id: link.id,
      token: link.token,
      password: 'debole',
      confirmPassword: 'debole',
    });
    expect(weak).toMatchObject({ status: 400, body: { error: MSG.passwordRule } });
    const mismatch = await t.post('/api/resetpasswordconfirm', {
      id: link.id,
      token: link.token,
      password: 'NuovaPass9',
      confirmPassword: 'NuovaPass8',
    });
    expect(mismatch).toMatchObject({ status: 400, body: { error: MSG.passwordMismatch } });
    expect((await t.post('/api/login', { email, password: DEFAULT_PASSWORD })).status).toBe(200);
  });
});
