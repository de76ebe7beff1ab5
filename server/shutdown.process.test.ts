/**
 * A deploy as users live it: SIGTERM with chat sockets open and a request in flight (PGlite).
 * The request finishes, a request arriving during the drain gets an Italian 503 that closes its
 * connection, the process exits 0, and the sockets reconnect by themselves to the next server
 * (started on the same port and DATA_DIR) and catch up on what was written meanwhile.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '../common/messages/it.js';
import { SOCKET_EVENTS, SOCKET_PATH, type NewMessageEvent } from '../common/workspace.js';
import { clientRegistration } from './test/factories.js';
import { Mailbox } from './test/mailbox.js';
import { freePort, killAll, request, seedDataDir, sleep, spawnServer, startHeldPost, waitReady } from './test/server-process.js';

describe.skipIf(process.env.TEST_DATABASE_URL)('a deploy: SIGTERM with chat sockets open and a request in flight', () => {
  let dataDir = '';
  const sockets: Socket[] = [];

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await killAll();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('finishes the request, answers newcomers 503 in Italian, exits 0, and the sockets reconnect to the next server and catch up', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'studio-deploy-'));
    const { op, client } = await seedDataDir(dataDir);
    const port = await freePort();
    const first = await spawnServer(dataDir, {}, port);
    await waitReady(first);

    const reasons: string[] = [];
    let connects = 0;
    for (let i = 0; i < 3; i++) {
      const socket = connect(`http://127.0.0.1:${port}`, {
        path: SOCKET_PATH,
        transports: ['websocket'],
        query: { token: op.token, id: client.user.id },
        reconnectionDelay: 200,
        reconnectionDelayMax: 1000,
      });
      socket.on('connect', () => connects++);
      socket.on('disconnect', (reason) => reasons.push(reason));
      sockets.push(socket);
    }
    while (connects < 3) await sleep(20);

    const held = await startHeldPost(first, '/api/inviamessaggio', { id: op.user.id, testo: 'in volo' }, client.token);
    first.child.kill('SIGTERM');
    await first.waitForOutput('SIGTERM received');

    const newcomer = await request(port, 'GET', '/api/me', undefined, op.token);
    expect(newcomer.status).toBe(503);
    expect(newcomer.body).toEqual({ success: false, error: MSG.serverRestarting });
    expect(newcomer.headers.connection).toBe('close');
    expect(newcomer.headers['retry-after']).toBe('5');

    held.finish();
    const inFlight = await held.response();
    expect(inFlight.status).toBe(200);
    expect(inFlight.body).toMatchObject({ success: true });
    expect(await first.exited).toEqual({ code: 0, signal: null });
    // Closed as a lost transport, which Socket.IO clients retry by themselves.
    expect(reasons).toEqual(['transport close', 'transport close', 'transport close']);

    const second = await spawnServer(dataDir, {}, port);
    await waitReady(second);
    while (connects < 6) await sleep(20);

    // Catching up, as the web app does on every (re)connection.
    const missed = await request(port, 'GET', `/api/messaggi?id=${client.user.id}&after=0`, undefined, op.token);
    expect(missed.status).toBe(200);
    expect((missed.body.messages as { testo: string }[]).map((m) => m.testo)).toContain('in volo');

    const live = sockets.map(
      (s) => new Promise<string>((resolve) => s.once(SOCKET_EVENTS.newMessage, (e: NewMessageEvent) => resolve(e.message.testo))),
    );
    const sent = await request(port, 'POST', '/api/inviamessaggio', { id: op.user.id, testo: 'dopo il riavvio' }, client.token);
    expect(sent.status).toBe(200);
    expect(await Promise.all(live)).toEqual(['dopo il riavvio', 'dopo il riavvio', 'dopo il riavvio']);

    for (const s of sockets) s.disconnect();
    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
  }, 60_000);

  it('exits 0 within the drain limit while the SMTP server holds a message unanswered', async () => {
    const mailbox = new Mailbox();
    const smtpUrl = await mailbox.start();
    const dir = await mkdtemp(path.join(tmpdir(), 'studio-deploy-mail-'));
    try {
      await seedDataDir(dir);
      const server = await spawnServer(dir, { SMTP_URL: smtpUrl, SHUTDOWN_DRAIN_SECONDS: '2' });
      await waitReady(server);
      mailbox.holding = true;
      // A registration queues its confirmation e-mail; the worker hands it to SMTP at once.
      expect((await request(server.port, 'POST', '/api/register', clientRegistration())).status).toBe(200);
      await mailbox.nextHeld();

      const signalled = performance.now();
      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(performance.now() - signalled).toBeLessThan(4000);
      expect(server.output()).toContain('is left to its lease');
    } finally {
      mailbox.releaseAll();
      await mailbox.stop();
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
