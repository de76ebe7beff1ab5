/**
 * Security finding H-1, as an operator lives it: a professional's calendar turns hostile while the
 * server reads it. The parse runs in the worker thread, so the server keeps answering, and
 * SIGTERM stops it within the drain limit (it used to need SIGKILL: the event loop was frozen).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CalendarServer, ics } from './test/calendar-server.js';
import { freePort, killAll, request, seedDataDir, sleep, spawnServer, waitReady } from './test/server-process.js';

/** Twenty daily rules that never match (30 February): each uses its whole bound of candidate dates. */
const hostile = ics(
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Test//IT',
  ...Array.from({ length: 20 }, (_, i) => [
    'BEGIN:VEVENT',
    `UID:never-${i}`,
    'DTSTAMP:20270101T000000Z',
    'DTSTART:20270101T090000Z',
    'DURATION:PT1H',
    'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30',
    'END:VEVENT',
  ]).flat(),
  'END:VCALENDAR',
);

describe.skipIf(process.env.TEST_DATABASE_URL)('a hostile calendar being read', () => {
  let dataDir = '';
  const calendars = new CalendarServer();

  afterAll(async () => {
    await killAll();
    await calendars.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('leaves the server answering, and SIGTERM stops it', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'studio-hostile-ics-'));
    const { op, client } = await seedDataDir(dataDir);
    const base = await calendars.start();
    calendars.serve(hostile);
    const server = await spawnServer(
      dataDir,
      { EXTERNAL_CALENDARS_ALLOW_PRIVATE: 'true', SHUTDOWN_DRAIN_SECONDS: '2' },
      await freePort(),
    );
    await waitReady(server);

    const adding = request(server.port, 'POST', '/api/calendariesterni', { indirizzo: `${base}/ostile.ics` }, op.token).catch(
      (error: Error) => error,
    );
    while (calendars.requests.length === 0) await sleep(20);
    await sleep(300);

    // While the worker reads the file, another user is served at once.
    for (let i = 0; i < 5; i++) {
      const started = Date.now();
      const me = await request(server.port, 'GET', '/api/me', undefined, client.token);
      expect(me.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(1_000);
    }

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(10_000);
    await adding;
  }, 90_000);
});
