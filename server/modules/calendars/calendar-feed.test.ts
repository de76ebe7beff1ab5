import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { CALENDARS_MSG } from '../../../common/messages/calendars.js';
import { MSG } from '../../../common/messages/it.js';
import { selectRows } from '../../db/client.js';
import { useTestApp } from '../../test/build-test-app.js';
import { makeClient, makeOperator, type MadeUser } from '../../test/factories.js';
import { parseCalendar } from '../../test/icalendar.js';
import { linkedPair, setRomeTime } from '../../test/scheduling.js';

const t = useTestApp();

// Monday 22 March 2027, 08:00 in Rome; the clocks go forward on Sunday 28 March.
beforeEach(() => setRomeTime(t, '2027-03-22 08:00'));

const book = (who: MadeUser, operatorId: number, giorno: string, ora: string, extra: Record<string, unknown> = {}) =>
  t.post('/api/createprenotazione', { id: operatorId, giorno, ora, serviceId: 0, note: '', ...extra }, who.token);

/** Makes the user's feed and returns its path (what a calendar app fetches). */
async function feedOf(who: MadeUser) {
  const res = await t.post('/api/feedcalendario', {}, who.token);
  expect(res.status).toBe(200);
  return new URL(res.body.url as string).pathname;
}

const fetchFeed = (path: string, headers: Record<string, string> = {}) => t.inject({ method: 'GET', url: path, headers });

async function eventsAt(path: string) {
  const res = await fetchFeed(path);
  expect(res.statusCode).toBe(200);
  return parseCalendar(res.body).events;
}

describe('POST /api/feedcalendario', () => {
  it('gives a private https URL once, with its webcal:// and Google Calendar forms', async () => {
    const { op } = await linkedPair(t);
    const res = await t.post('/api/feedcalendario', {}, op.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(CALENDARS_MSG.feedCreated);
    expect(res.body.url).toMatch(/^http:\/\/studio\.test\/api\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(res.body.webcal).toBe(res.body.url.replace('http:', 'webcal:'));
    expect(res.body.google).toBe(`https://calendar.google.com/calendar/render?cid=${encodeURIComponent(res.body.webcal)}`);
    expect(res.body.privato).toBe(false);
    const state = await t.get('/api/feedcalendario', op.token);
    expect(state.body).toEqual({ success: true, error: '', attivo: true, privato: false, creato: res.body.creato });
  });

  it('stores only a hash of the token', async () => {
    const { op } = await linkedPair(t);
    const path = await feedOf(op);
    const token = path.slice('/api/ical/'.length, -'.ics'.length);
    const rows = await selectRows<{ token_hash: string }>(
      t.ctx.db,
      sql`SELECT token_hash FROM calendar_feeds WHERE user_id = ${op.user.id}`,
    );
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].token_hash).not.toContain(token);
  });

  it('is for signed-in users only', async () => {
    expect(await t.post('/api/feedcalendario', {})).toMatchObject({ status: 401, body: { error: MSG.unauthenticated } });
    expect(await t.get('/api/feedcalendario')).toMatchObject({ status: 401, body: { error: MSG.unauthenticated } });
  });
});

describe('GET /api/ical/<token>.ics', () => {
  it("holds exactly the professional's live bookings, at the right instants on both sides of the clock change", async () => {
    const { op, client } = await linkedPair(t);
    const path = await feedOf(op);
    await book(client, op.user.id, '2027-03-27', '09:00', { note: 'Prima visita' });
    await book(client, op.user.id, '2027-03-28', '09:00');
    await book(client, op.user.id, '2027-03-29', '10:30');
    await t.post('/api/deleteprenotazione', { id: op.user.id, giorno: '2027-03-29', ora: '1030' }, client.token);
    const other = await linkedPair(t);
    await book(other.client, other.op.user.id, '2027-03-27', '10:00');

    const res = await fetchFeed(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = parseCalendar(res.body);
    expect(calendar.name).toBe(CALENDARS_MSG.feedName);
    expect(calendar.timezones).toEqual(['Europe/Rome']);
    expect(calendar.events.map((e) => [e.start.toISOString(), e.end.toISOString()])).toEqual([
      ['2027-03-27T08:00:00.000Z', '2027-03-27T08:30:00.000Z'],
      ['2027-03-28T07:00:00.000Z', '2027-03-28T07:30:00.000Z'],
    ]);
    expect(calendar.events[0]).toMatchObject({
      summary: 'Appuntamento con Marco Rossi',
      description: 'Note: Prima visita',
      location: 'Via Roma 1, 00100 Roma (RM)',
      sequence: 0,
      status: 'CONFIRMED',
    });
    expect(calendar.events[0].uid).toMatch(/^booking-\d+@studio\.test$/);
  });

  it("gives a client their own bookings with every professional, and nobody else's", async () => {
    const { op, client } = await linkedPair(t);
    const second = await makeOperator(t, { nome: 'Anna', cognome: 'Verdi' });
    await t.post(
      '/api/updateorario',
      { orario: { l: ['09:00', '12:30'], ma: [], me: [], g: [], v: [], s: [], d: [] } },
      second.token,
    );
    await t.post('/api/askop', { id: second.user.id }, client.token);
    await t.post('/api/confirmcliente', { id: client.user.id }, second.token);
    const stranger = await makeClient(t);
    await t.post('/api/askop', { id: op.user.id }, stranger.token);
    await t.post('/api/confirmcliente', { id: stranger.user.id }, op.token);

    await book(client, op.user.id, '2027-03-24', '09:00');
    await book(client, second.user.id, '2027-03-29', '09:30');
    await book(stranger, op.user.id, '2027-03-24', '09:30');

    const events = await eventsAt(await feedOf(client));
    expect(events.map((e) => [e.summary, e.start.toISOString()])).toEqual([
      ['Appuntamento con Giulia Bianchi', '2027-03-24T08:00:00.000Z'],
      ['Appuntamento con Anna Verdi', '2027-03-29T07:30:00.000Z'],
    ]);
  });

  it('uses the same UID as the e-mails’ .ics of that booking', async () => {
    const { op, client } = await linkedPair(t);
    await book(client, op.user.id, '2027-03-24', '09:00');
    await t.flushMail();
    const mailed = parseCalendar(t.mailbox.last(client.email).attachments[0].content).events[0];
    const [fed] = await eventsAt(await feedOf(client));
    expect(fed.uid).toBe(mailed.uid);
    expect(fed.sequence).toBe(mailed.sequence);
  });

  it('keeps the UID of a moved booking with a higher SEQUENCE, at its new time', async () => {
    const { op, client } = await linkedPair(t);
    const path = await feedOf(op);
    await book(client, op.user.id, '2027-03-24', '09:00');
    const [before] = await eventsAt(path);
    const moved = await t.post(
      '/api/spostaprenotazione',
      { id: op.user.id, giorno: '2027-03-24', ora: '0900', nuovoGiorno: '2027-03-29', nuovaOra: '1000' },
      client.token,
    );
    expect(moved.status).toBe(200);
    const after = await eventsAt(path);
    expect(after).toHaveLength(1);
    expect(after[0].uid).toBe(before.uid);
    expect(after[0].sequence).toBe(before.sequence + 1);
    // Monday 29 March 2027 is in summer time: 10:00 in Rome is 08:00 UTC.
    expect(after[0].start.toISOString()).toBe('2027-03-29T08:00:00.000Z');
  });

  it('drops a cancelled booking at the next fetch', async () => {
    const { op, client } = await linkedPair(t);
    const path = await feedOf(op);
    await book(client, op.user.id, '2027-03-24', '09:00');
    expect(await eventsAt(path)).toHaveLength(1);
    await t.post('/api/deleteprenotazione', { giorno: '2027-03-24', ora: '0900' }, op.token);
    expect(await eventsAt(path)).toEqual([]);
  });

  it('reaches back 30 days', async () => {
    const { op, client } = await linkedPair(t);
    const path = await feedOf(op);
    await book(client, op.user.id, '2027-03-23', '09:00');
    setRomeTime(t, '2027-04-21 08:00', '+02:00');
    expect(await eventsAt(path)).toHaveLength(1);
    setRomeTime(t, '2027-04-23 08:00', '+02:00');
    expect(await eventsAt(path)).toEqual([]);
  });

  it("shows only 'Appuntamento Studio' when the professional chose privacy", async () => {
    const { op, client } = await linkedPair(t);
    const path = await feedOf(op);
    await book(client, op.user.id, '2027-03-24', '09:00', { note: 'Dolore al ginocchio' });
    expect(await t.post('/api/feedcalendarioprivato', { privato: true }, op.token)).toMatchObject({
      status: 200,
      body: { message: CALENDARS_MSG.feedPrivacySaved },
    });
    const [event] = await eventsAt(path);
    expect(event.summary).toBe('Appuntamento Studio');
    expect(event.description).toBe('');
    expect((await fetchFeed(path)).body).not.toMatch(/Marco|Rossi|ginocchio/);
    expect((await t.get('/api/feedcalendario', op.token)).body.privato).toBe(true);
  });

  it('keeps the privacy choice when the URL is made again', async () => {
    const { op } = await linkedPair(t);
    await feedOf(op);
    await t.post('/api/feedcalendarioprivato', { privato: true }, op.token);
    expect((await t.post('/api/feedcalendario', {}, op.token)).body.privato).toBe(true);
  });

  it('refuses the privacy choice to clients and before the feed exists', async () => {
    const { op, client } = await linkedPair(t);
    expect(await t.post('/api/feedcalendarioprivato', { privato: true }, client.token)).toMatchObject({
      status: 403,
      body: { error: MSG.forbidden },
    });
    expect(await t.post('/api/feedcalendarioprivato', { privato: true }, op.token)).toMatchObject({
      status: 400,
      body: { error: CALENDARS_MSG.feedNotActive },
    });
    await feedOf(op);
    expect(await t.post('/api/feedcalendarioprivato', { privato: 'si' }, op.token)).toMatchObject({
      status: 400,
      body: { error: CALENDARS_MSG.privateInvalid },
    });
  });

  it('stops answering the old URL as soon as a new one is made', async () => {
    const { op } = await linkedPair(t);
    const old = await feedOf(op);
    const fresh = await feedOf(op);
    expect(fresh).not.toBe(old);
    const res = await fetchFeed(old);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: CALENDARS_MSG.feedNotFound });
    expect((await fetchFeed(fresh)).statusCode).toBe(200);
  });

  it('stops answering once turned off', async () => {
    const { op } = await linkedPair(t);
    const path = await feedOf(op);
    expect(await t.post('/api/disattivafeedcalendario', {}, op.token)).toMatchObject({
      status: 200,
      body: { message: CALENDARS_MSG.feedOff },
    });
    expect((await fetchFeed(path)).statusCode).toBe(404);
    expect((await t.get('/api/feedcalendario', op.token)).body).toMatchObject({ attivo: false, creato: null });
  });

  it('gives nothing for a token it did not make, whatever its shape', async () => {
    await linkedPair(t);
    for (const file of [`${'A'.repeat(43)}.ics`, 'abc.ics', `${'A'.repeat(43)}`, '..%2F..%2Fetc.ics']) {
      const res = await fetchFeed(`/api/ical/${file}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, error: CALENDARS_MSG.feedNotFound });
    }
  });

  it("shows one user's feed nothing of another user's bookings", async () => {
    const a = await linkedPair(t);
    const b = await linkedPair(t);
    await book(b.client, b.op.user.id, '2027-03-24', '09:00');
    expect(await eventsAt(await feedOf(a.op))).toEqual([]);
    expect(await eventsAt(await feedOf(a.client))).toEqual([]);
  });

  it('answers 304 to a calendar that already holds the current version, and 200 once it changes', async () => {
    const { op, client } = await linkedPair(t);
    const path = await feedOf(op);
    await book(client, op.user.id, '2027-03-24', '09:00');
    const first = await fetchFeed(path);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await fetchFeed(path, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await fetchFeed(path, { 'if-none-match': `W/${etag}` })).statusCode).toBe(304);

    await book(client, op.user.id, '2027-03-24', '09:30');
    const changed = await fetchFeed(path, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('sends the feed gzip-compressed to a calendar app that accepts it, with its own ETag', async () => {
    const { op, client } = await linkedPair(t);
    const path = await feedOf(op);
    await book(client, op.user.id, '2027-03-24', '09:00');
    const plain = await fetchFeed(path);
    const zipped = await fetchFeed(path, { 'accept-encoding': 'gzip, deflate' });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(zipped.headers.etag).toBe((plain.headers.etag as string).replace(/"$/, '-gzip"'));
    expect(
      (await fetchFeed(path, { 'accept-encoding': 'gzip', 'if-none-match': zipped.headers.etag as string })).statusCode,
    ).toBe(304);
  });

  it('stops answering the feed of an erased account', async () => {
    const client = await makeClient(t);
    const path = await feedOf(client);
    expect((await t.post('/api/eliminaaccount', { password: 'Password123' }, client.token)).status).toBe(200);
    expect((await fetchFeed(path)).statusCode).toBe(404);
  });
});
