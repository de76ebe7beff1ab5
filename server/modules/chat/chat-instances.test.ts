import { io as connect } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { SOCKET_EVENTS, SOCKET_PATH, type NewMessageEvent } from '../../../common/workspace.js';
import type { App } from '../../app.js';
import { linkedPair } from '../../test/scheduling.js';
import { useTwoInstances } from '../../test/two-instances.js';

/** Two server instances on one PostgreSQL: the postgres adapter carries chat events between them. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('chat across two server instances', () => {
  const { instances, ports, testApp } = useTwoInstances();

  it('delivers a message sent through one instance to a socket on the other', async () => {
    const [a] = instances;
    const t = testApp(0);
    const { op, client } = await linkedPair(t);
    const socket = connect(`http://127.0.0.1:${ports[1]}`, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      query: { token: op.token, id: client.user.id },
    });
    await new Promise<void>((resolve, reject) => (socket.once('connect', () => resolve()), socket.once('connect_error', reject)));
    await seenFrom(a, socket.id!);
    const received = new Promise<NewMessageEvent>((resolve) => socket.once(SOCKET_EVENTS.newMessage, resolve));
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/inviamessaggio',
      payload: { id: op.user.id, testo: 'da un’altra istanza' },
      headers: { authorization: `Bearer ${client.token}` },
    });
    expect(res.statusCode).toBe(200);
    const event = await Promise.race([
      received,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('not delivered')), 5000)),
    ]);
    expect(event.message.testo).toBe('da un’altra istanza');
    socket.disconnect();
  });

  it('closes a socket held by the other instance at once when its session logs out', async () => {
    const [a] = instances;
    const t = testApp(0);
    const { op, client } = await linkedPair(t);
    const socket = connect(`http://127.0.0.1:${ports[1]}`, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      query: { token: op.token, id: client.user.id },
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => (socket.once('connect', () => resolve()), socket.once('connect_error', reject)));
    await seenFrom(a, socket.id!);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const refused = new Promise<void>((resolve) => socket.once(SOCKET_EVENTS.invalidJwt, () => resolve()));
    expect((await t.post('/api/logout', {}, op.token)).status).toBe(200);
    await refused;
    expect(await closed).toBe('io server disconnect');
  });
});

/** Resolves once instance `from` sees the socket held by the other instance: both have subscribed, each way. */
async function seenFrom(from: App, socketId: string) {
  while (!(await from.io.fetchSockets()).some((remote) => remote.id === socketId)) {
    await new Promise((resolve) => setImmediate(resolve));
  }
}
