import { describe, expect, it } from 'vitest';
import { CALENDARS_MSG } from '../../../common/messages/calendars.js';
import { HOUR } from '../../../common/time.js';
import { useTestApp } from '../../test/build-test-app.js';
import { makeClient } from '../../test/factories.js';

// The real limits: no multiplier.
const t = useTestApp({ RATE_LIMIT_MULTIPLIER: '1' });

describe('GET /api/ical/<token>.ics limits', () => {
  it('refuses the 61st fetch of one feed within an hour, and answers again the next hour', async () => {
    const client = await makeClient(t);
    const path = new URL((await t.post('/api/feedcalendario', {}, client.token)).body.url).pathname;
    for (let i = 0; i < 60; i++) expect((await t.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    const refused = await t.inject({ method: 'GET', url: path });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, error: CALENDARS_MSG.tooManyFeedRequests });
    t.clock.set(new Date(t.clock.now().getTime() + HOUR + 1));
    expect((await t.inject({ method: 'GET', url: path })).statusCode).toBe(200);
  });

  it('tells a refused calendar app when to come back (Retry-After, in seconds)', async () => {
    const client = await makeClient(t);
    const path = new URL((await t.post('/api/feedcalendario', {}, client.token)).body.url).pathname;
    for (let i = 0; i < 60; i++) expect((await t.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    t.clock.set(new Date(t.clock.now().getTime() + 20 * 60_000));
    const refused = await t.inject({ method: 'GET', url: path });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('2400');
  });
});
