import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_EVENTS, LIVE_NAMESPACE } from '../../../common/live.js';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import { SOCKET_PATH } from '../../../common/workspace.js';
import { useTestApp } from '../../test/build-test-app.js';
import { DEFAULT_PASSWORD, makeClient } from '../../test/factories.js';
import { linkClient, linkedPair } from '../../test/scheduling.js';

const t = useTestApp();
let base = '';
const sockets: Socket[] = [];

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => sockets.forEach((s) => s.disconnect()));

const send = (token: string, id: number, testo: string) => t.post('/api/inviamessaggio', { id, testo }, token);
const unread = async (token: string) => (await t.get('/api/nonletti', token)).body;

describe('GET /api/nonletti and POST /api/letto', () => {
  it('counts, per link, the messages from the other party not read yet; one’s own never count', async () => {
    const { op, client } = await linkedPair(t);
    const second = await linkClient(t, op);
    await send(client.token, op.user.id, 'uno');
    await send(client.token, op.user.id, 'due');
    await send(second.token, op.user.id, 'tre');
    await send(op.token, client.user.id, 'risposta');

    expect(await unread(op.token)).toEqual({
      success: true,
      error: '',
      total: 3,
      conversazioni: [
        { id: client.user.id, messaggi: 2 },
        { id: second.user.id, messaggi: 1 },
      ],
      documenti_totale: 0,
      documenti: [],
    });
    expect(await unread(client.token)).toEqual({
      success: true,
      error: '',
      total: 1,
      conversazioni: [{ id: op.user.id, messaggi: 1 }],
      documenti_totale: 0,
      documenti: [],
    });
  });

  it('clears a conversation once read, on every device of the reader, and counts again from the next message', async () => {
    const { op, client } = await linkedPair(t);
    await send(client.token, op.user.id, 'ciao');
    expect((await t.post('/api/letto', { id: client.user.id }, op.token)).body).toMatchObject({ success: true });
    const otherDevice = (await t.post('/api/login', { email: op.user.email, password: DEFAULT_PASSWORD, stayLogged: false })).body
      .token as string;
    expect(await unread(otherDevice)).toEqual({
      success: true,
      error: '',
      total: 0,
      conversazioni: [],
      documenti_totale: 0,
      documenti: [],
    });
    // The client's own count is the client's: reading on one side does not clear the other.
    await send(op.token, client.user.id, 'ciao a te');
    await send(client.token, op.user.id, 'ancora io');
    expect(await unread(op.token)).toMatchObject({ total: 1, conversazioni: [{ id: client.user.id, messaggi: 1 }] });
    expect(await unread(client.token)).toMatchObject({ total: 1 });
  });

  it('leaves out links not accepted or removed', async () => {
    const { op, client } = await linkedPair(t);
    await send(client.token, op.user.id, 'prima della rimozione');
    await t.post('/api/deletecliente', { id: client.user.id }, op.token);
    expect(await unread(op.token)).toEqual({
      success: true,
      error: '',
      total: 0,
      conversazioni: [],
      documenti_totale: 0,
      documenti: [],
    });
  });

  it('refuses to mark read a conversation without an accepted link, or a bad id', async () => {
    const { op } = await linkedPair(t);
    const stranger = await makeClient(t);
    expect(await t.post('/api/letto', { id: stranger.user.id }, op.token)).toMatchObject({
      status: 404,
      body: { success: false, error: SCHEDULE_MSG.linkNotFound },
    });
    expect((await t.post('/api/letto', { id: 'abc' }, op.token)).status).toBe(400);
    expect((await t.get('/api/nonletti')).status).toBe(401);
  });

  it('tells the recipient’s tabs that a message arrived, and the reader’s other tabs that it was read', async () => {
    const { op, client } = await linkedPair(t);
    const socket = connect(`${base}${LIVE_NAMESPACE}`, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      auth: { token: op.token },
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => (socket.once('connect', () => resolve()), socket.once('connect_error', reject)));
    const arrived = new Promise<void>((resolve) => socket.once(LIVE_EVENTS.unreadChanged, () => resolve()));
    await send(client.token, op.user.id, 'nuovo');
    await arrived;
    const read = new Promise<void>((resolve) => socket.once(LIVE_EVENTS.unreadChanged, () => resolve()));
    await t.post('/api/letto', { id: client.user.id }, op.token);
    await read;
    expect(await unread(op.token)).toMatchObject({ total: 0 });
  });
});
