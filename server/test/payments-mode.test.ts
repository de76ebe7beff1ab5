import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_MSG } from '../../common/messages/subscriptions.js';
import { loadConfig } from '../config.js';
import { useTestApp } from './build-test-app.js';
import { makeOperator } from './factories.js';

/** A deployment without Stripe never gives subscriptions away. */
const t = useTestApp({ PAYMENTS: undefined, APP_URL: 'https://studio.example' });

describe('a public deployment without a Stripe key', () => {
  it('offers bank transfer only', async () => {
    const op = await makeOperator(t);
    expect((await t.get('/api/abbonamento', op.token)).body.provider).toBe('bank');
    const res = await t.post('/api/checkout', { annuale: true }, op.token);
    expect(res).toMatchObject({ status: 409, body: { success: false, error: SUBSCRIPTION_MSG.cardUnavailable } });
  });

  it('has no simulated payment page', async () => {
    expect((await t.post('/api/checkout-simulato/paga', { session: 'x' })).status).toBe(404);
  });
});

describe('PAYMENTS', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-config-'));
  const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env }).payments;

  it('simulates payments by default only while APP_URL is local, as with npm start', () => {
    expect(load({})).toBe('offline');
    expect(load({ APP_URL: 'http://127.0.0.1:3000' })).toBe('offline');
    expect(load({ APP_URL: 'https://studio.example' })).toBe('bank');
  });

  it('simulates on a public address only when chosen, and uses Stripe with its key', () => {
    expect(load({ APP_URL: 'https://studio.example', PAYMENTS: 'offline' })).toBe('offline');
    expect(load({ APP_URL: 'https://studio.example', STRIPE_SECRET_KEY: 'sk_test_x' })).toBe('stripe');
    expect(() => load({ PAYMENTS: 'stripe' })).toThrow(/PAYMENTS: stripe needs STRIPE_SECRET_KEY/);
  });
});

describe('the company details', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-config-'));

  it('come from COMPANY_NAME, COMPANY_VAT, COMPANY_ADDRESS and PRIVACY_EMAIL', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      COMPANY_NAME: 'Studio Prova S.r.l.',
      COMPANY_VAT: '01234567890',
      COMPANY_ADDRESS: 'Via Roma 1, Milano',
      PRIVACY_EMAIL: 'privacy@studioprova.it',
    });
    expect(config.company).toEqual({
      nome: 'Studio Prova S.r.l.',
      partitaIva: '01234567890',
      indirizzo: 'Via Roma 1, Milano',
      emailPrivacy: 'privacy@studioprova.it',
      configurata: true,
    });
  });
});
