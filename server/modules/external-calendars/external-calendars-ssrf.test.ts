import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTERNAL_CAL_MSG } from '../../../common/messages/external-calendars.js';
import { useTestApp } from '../../test/build-test-app.js';
import { CalendarServer, ics } from '../../test/calendar-server.js';
import { makeOperator } from '../../test/factories.js';
import { fetchCalendar, isForbiddenAddress } from './calendar-fetch.js';
import { externalCalendars } from './external-calendars.table.js';

/* In production, with no EXTERNAL_CALENDARS_ALLOW_PRIVATE: a calendar address cannot reach this machine or a private network. */
const t = useTestApp({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
const server = new CalendarServer();
let base = '';

beforeAll(async () => {
  base = await server.start();
  server.serve(ics('BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//IT', 'END:VCALENDAR'));
});
afterAll(() => server.stop());

describe('in production, calendar addresses', () => {
  it.each([
    'https://127.0.0.1/cal.ics',
    'webcal://192.168.1.10/cal.ics',
    'https://10.0.0.8/cal.ics',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/cal.ics',
    'https://[fd00::1]/cal.ics',
    'https://[::ffff:127.0.0.1]/cal.ics',
  ])('to a private or loopback address are refused: %s', async (indirizzo) => {
    const op = await makeOperator(t);
    const res = await t.post('/api/calendariesterni', { indirizzo }, op.token);
    expect(res).toMatchObject({ status: 400, body: { error: EXTERNAL_CAL_MSG.fetch.privateAddress } });
    expect(res.body.fields.indirizzo).toBe(EXTERNAL_CAL_MSG.fetch.privateAddress);
    expect(await t.ctx.db.select().from(externalCalendars).where(eq(externalCalendars.userId, op.user.id))).toEqual([]);
  });

  it('are refused when a name resolves to a loopback address (the resolved address is checked)', async () => {
    const op = await makeOperator(t);
    const requests = server.requests.length;
    const res = await t.post(
      '/api/calendariesterni',
      { indirizzo: `${base.replace('http://127.0.0.1', 'https://localhost')}/cal.ics` },
      op.token,
    );
    expect(res).toMatchObject({ status: 400, body: { error: EXTERNAL_CAL_MSG.fetch.privateAddress } });
    expect(server.requests.length).toBe(requests);
  });

  it('over plain http:// are refused', async () => {
    const op = await makeOperator(t);
    const res = await t.post('/api/calendariesterni', { indirizzo: `${base}/cal.ics` }, op.token);
    expect(res).toMatchObject({ status: 400, body: { error: EXTERNAL_CAL_MSG.httpNotAllowed } });
    expect(server.requests).toHaveLength(0);
  });
});

describe('redirects', () => {
  const allowed = { allowPrivate: true, timeoutMs: 2000, maxBytes: 65536 };

  // Every hop goes through the same address check (scheme, written-out IP, resolved IP) as the first.
  it('are checked again at every hop', async () => {
    server.redirectTo = 'ftp://example.com/cal.ics';
    await expect(fetchCalendar(`${base}/cal.ics`, { etag: null, lastModified: null }, allowed)).rejects.toThrow(
      EXTERNAL_CAL_MSG.fetch.badRedirect,
    );
    server.redirectTo = undefined;
  });
});

describe('isForbiddenAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    '::ffff:10.0.0.1',
    '224.0.0.1',
  ])('refuses %s', (address) => expect(isForbiddenAddress(address)).toBe(true));
  it.each(['8.8.8.8', '142.250.180.14', '2a00:1450:4002:410::200e'])('allows %s', (address) =>
    expect(isForbiddenAddress(address)).toBe(false),
  );
});
