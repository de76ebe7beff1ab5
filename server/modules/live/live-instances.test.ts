import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { LIVE_EVENTS, LIVE_NAMESPACE, type AgendaChanged } from '../../../common/live.js';
import { SOCKET_EVENTS, SOCKET_PATH } from '../../../common/workspace.js';
import { linkedPair } from '../../test/scheduling.js';
import { useTwoInstances } from '../../test/two-instances.js';

/** Two server instances on one PostgreSQL: the postgres adapter carries live events between them. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('live events across two server instances', () => {
  const { instances, ports, testApp } = useTwoInstances();
  const sockets: Socket[] = [];
  afterAll(() => sockets.forEach((s) => s.disconnect()));

  /** A live socket on instance 1, once instance 0 sees it (both have subscribed, each way). */
  async function tabOnSecondInstance(token: string) {
    const socket = connect(`http://127.0.0.1:${ports[1]}${LIVE_NAMESPACE}`, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => (socket.once('connect', () => resolve()), socket.once('connect_error', reject)));
    while (!(await instances[0].io.of(LIVE_NAMESPACE).fetchSockets()).some((remote) => remote.id === socket.id)) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    return socket;
  }

  const within = <T>(promise: Promise<T>, ms = 5000) =>
    Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('not delivered')), ms))]);

  it('tells the professional on the other instance of a booking made through this one', async () => {
    const t = testApp(0);
    const { op, client } = await linkedPair(t);
    const opTab = await tabOnSecondInstance(op.token);
    const heard = new Promise<AgendaChanged>((resolve) => opTab.once(LIVE_EVENTS.agendaChanged, resolve));
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const res = await t.post(
      '/api/createprenotazione',
      { id: op.user.id, giorno: tomorrow, ora: '1000', serviceId: 0, note: '' },
      client.token,
    );
    expect(res.status).toBe(200);
    expect(await within(heard)).toEqual({ operatorId: op.user.id, clientIds: [client.user.id] });
  });

  it('closes a live socket held by the other instance when its session logs out', async () => {
    const t = testApp(0);
    const { op } = await linkedPair(t);
    const opTab = await tabOnSecondInstance(op.token);
    const refused = new Promise<void>((resolve) => opTab.once(SOCKET_EVENTS.invalidJwt, () => resolve()));
    const closed = new Promise<string>((resolve) => opTab.once('disconnect', resolve));
    expect((await t.post('/api/logout', {}, op.token)).status).toBe(200);
    await within(refused);
    expect(await within(closed)).toBe('io server disconnect');
  });
});
