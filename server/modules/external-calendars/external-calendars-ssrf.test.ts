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

/* Security finding L-4: the addresses that passed the filter, and the rest of IANA's special-purpose ranges. */
describe('isForbiddenAddress, special-purpose ranges (security finding L-4)', () => {
  it.each([
    ['NAT64 64:ff9b::/96 embedding loopback', '64:ff9b::7f00:1'],
    ['NAT64 embedding the cloud metadata address', '64:ff9b::a9fe:a9fe'],
    ['NAT64 embedding a private address', '64:ff9b::a00:1'],
    ['NAT64 written with a dotted IPv4 tail', '64:ff9b::192.168.1.1'],
    ['local-use NAT64 64:ff9b:1::/48', '64:ff9b:1::808:808'],
    ['IPv4-compatible ::/96, loopback', '::7f00:1'],
    ['IPv4-compatible ::/96, cloud metadata', '::a9fe:a9fe'],
    ['IPv4-mapped ::ffff:0:0/96', '::ffff:7f00:1'],
    ['IPv4-translated ::ffff:0:0:0/96', '::ffff:0:7f00:1'],
    ['Teredo 2001::/32', '2001::7f00:1'],
    ['benchmarking 2001:2::/48', '2001:2::1'],
    ['ORCHID 2001:10::/28', '2001:10::1'],
    ['ORCHIDv2 2001:20::/28', '2001:20::1'],
    ['6to4 2002::/16 embedding loopback', '2002:7f00:1::1'],
    ['6to4 2002::/16 embedding a private address', '2002:c0a8:101::1'],
    ['documentation 2001:db8::/32', '2001:db8::1'],
    ['documentation 3fff::/20', '3fff::1'],
    ['discard-only 100::/64', '100::1'],
    ['SRv6 SIDs 5f00::/16', '5f00::1'],
    ['site-local fec0::/10', 'fec0::1'],
    ['multicast ff00::/8', 'ff02::1'],
    ['6to4 relay anycast 192.88.99.0/24', '192.88.99.1'],
    ['AS112 192.31.196.0/24', '192.31.196.1'],
    ['AMT 192.52.193.0/24', '192.52.193.1'],
    ['AS112 direct delegation 192.175.48.0/24', '192.175.48.1'],
    ['IETF protocol assignments 192.0.0.0/24', '192.0.0.9'],
    ['benchmarking 198.18.0.0/15', '198.19.255.1'],
    ['reserved 240.0.0.0/4', '240.0.0.1'],
    ['limited broadcast', '255.255.255.255'],
  ])('refuses %s: %s', (_range, address) => expect(isForbiddenAddress(address)).toBe(true));

  it.each([
    ['NAT64 of a public IPv4 address (an IPv6-only server reaching it)', '64:ff9b::808:808'],
    ['global unicast IPv6', '2606:4700:4700::1111'],
    ['global unicast in 2001::/16 beyond the special /23', '2001:4860:4860::8888'],
  ])('allows %s: %s', (_range, address) => expect(isForbiddenAddress(address)).toBe(false));

  it.each(['https://[64:ff9b::a9fe:a9fe]/latest/meta-data/', 'https://[::7f00:1]/x.ics'])(
    'refuses the written-out address %s before any connection',
    async (indirizzo) => {
      const op = await makeOperator(t);
      const res = await t.post('/api/calendariesterni', { indirizzo }, op.token);
      expect(res).toMatchObject({ status: 400, body: { error: EXTERNAL_CAL_MSG.fetch.privateAddress } });
    },
  );
});
