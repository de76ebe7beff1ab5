import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages/it.js';
import { loadConfig } from '../config.js';
import { clientAddress } from '../platform/rate-limit.js';
import { useTestApp } from './build-test-app.js';

/** The address every per-IP limit counts cannot be chosen by the client. */
const t = useTestApp({ RATE_LIMIT_MULTIPLIER: '1', TRUST_PROXY: '1' });

const login = (i: number, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  t.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress,
    headers,
    payload: { email: `spray${i}-${remoteAddress.length}@studio.test`, password: 'Sbagliata1' },
  });

describe('the client address behind one trusted proxy', () => {
  it('counts the address the proxy saw, whatever the client writes before it in X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await login(i, { 'x-forwarded-for': `10.0.0.${i}, 203.0.113.5` })).statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    const res = await login(99, { 'x-forwarded-for': '10.9.9.9, 203.0.113.5' });
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe(MSG.tooManyRequests);
  });

  it('counts IPv6 clients per /64, so rotating the last 64 bits gains nothing', async () => {
    for (let i = 1; i <= 30; i++) expect((await login(i, {}, `2001:db8:1:2::${i.toString(16)}`)).statusCode).toBe(401);
    expect((await login(31, {}, '2001:db8:1:2:ffff::1')).statusCode).toBe(429);
    expect((await login(32, {}, '2001:db8:1:3::1')).statusCode).toBe(401);
  });
});

describe('TRUST_PROXY', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-config-'));
  const load = (value: string) => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, TRUST_PROXY: value });

  it('refuses true, which would trust every hop', () => {
    expect(() => load('true')).toThrow(/TRUST_PROXY: trusts every hop/);
  });

  it('takes a number of proxies or a list of addresses and ranges', () => {
    expect(load('2').trustProxy).toBe(2);
    expect(load('10.0.0.0/8, 192.168.1.5,fd00::/8').trustProxy).toEqual(['10.0.0.0/8', '192.168.1.5', 'fd00::/8']);
    expect(load('false').trustProxy).toBe(false);
    expect(() => load('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
  });
});

describe('clientAddress', () => {
  it.each([
    ['203.0.113.5', '203.0.113.5'],
    ['::ffff:203.0.113.5', '203.0.113.5'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::9', '2001:db8:1:2::/64'],
  ])('counts %s as %s', (ip, key) => {
    expect(clientAddress(ip)).toBe(key);
  });
});
