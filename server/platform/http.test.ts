import { describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages/it.js';
import { useTestApp } from '../test/build-test-app.js';
import { makeClient } from '../test/factories.js';

const t = useTestApp();

describe('the HTTP layer', () => {
  it('answers /api/health when the database is ready', async () => {
    const res = await t.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, status: 'ok' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    expect(await t.get('/api/nonesiste')).toMatchObject({ status: 404, body: { success: false, error: MSG.notFound } });
  });

  it('answers a malformed JSON body with 400, not 500', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: MSG.invalidRequest });
  });

  it('answers a body of the wrong shape with an Italian message', async () => {
    const res = await t.post('/api/login', [1, 2, 3]);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(MSG.invalidRequest);
  });

  it('refuses a browser POST whose anti-forgery header differs from its cookie', async () => {
    const { token } = await makeClient(t);
    const res = await t.post('/api/logout', {}, token, { cookie: 'csrf=abc', 'x-csrf-token': 'xyz' });
    expect(res).toMatchObject({ status: 403, body: { error: MSG.csrf } });
    expect((await t.get('/api/me', token)).status).toBe(200);
  });

  it('accepts a browser POST that echoes its anti-forgery cookie', async () => {
    const { token } = await makeClient(t);
    const res = await t.post('/api/logout', {}, token, { cookie: 'csrf=abc', 'x-csrf-token': 'abc' });
    expect(res.status).toBe(200);
  });

  it('judges a POST without cookies by its bearer token alone', async () => {
    const { token } = await makeClient(t);
    expect((await t.post('/api/logout', {}, token)).status).toBe(200);
  });

  it('sends nosniff on API answers', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect((await t.inject({ method: 'GET', url: '/api/nonesiste' })).headers['x-content-type-options']).toBe('nosniff');
  });
});
