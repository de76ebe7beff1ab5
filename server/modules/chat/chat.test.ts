import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_TIPO, SOCKET_EVENTS, SOCKET_PATH, type ChatMessage, type NewMessageEvent } from '../../../common/workspace.js';
import { WORKSPACE_MSG } from '../../../common/messages/workspace.js';
import { createSession } from '../accounts/sessions.service.js';
import { TEST_ADMIN, useTestApp } from '../../test/build-test-app.js';
import { DEFAULT_PASSWORD, makeClient, makeOperator } from '../../test/factories.js';
import { linkedPair, setRomeTime } from '../../test/scheduling.js';

const t = useTestApp();
let base = '';
const sockets: Socket[] = [];

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => sockets.forEach((s) => s.disconnect()));

function open(token: string, id: number) {
  const socket = connect(base, { path: SOCKET_PATH, transports: ['websocket'], query: { token, id }, reconnection: false });
  sockets.push(socket);
  return socket;
}
const connected = (s: Socket) =>
  new Promise<void>((resolve, reject) =>
    s.connected ? resolve() : (s.once('connect', () => resolve()), s.once('connect_error', reject)),
  );
const next = <T>(s: Socket, event: string, ms = 3000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    s.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
const send = (token: string, id: number, testo: string) => t.post('/api/inviamessaggio', { id, testo }, token);
const texts = (messages: ChatMessage[]) => messages.filter((m) => m.tipo !== MESSAGE_TIPO.divider).map((m) => m.testo);

describe('GET /api/messaggi and POST /api/inviamessaggio', () => {
  it('returns the newest 12, then the 12 before the pivot, oldest first', async () => {
    const { op, client } = await linkedPair(t);
    setRomeTime(t, '2026-11-23 09:00');
    for (let i = 1; i <= 30; i++) await send(i % 2 ? client.token : op.token, i % 2 ? op.user.id : client.user.id, `m${i}`);
    const newest = (await t.get(`/api/messaggi?id=${client.user.id}`, op.token)).body.messages as ChatMessage[];
    expect(texts(newest)).toEqual(Array.from({ length: 12 }, (_, i) => `m${i + 19}`));
    const pivot = newest.find((m) => m.tipo !== 2)!.index;
    const older = (await t.get(`/api/messaggi?id=${client.user.id}&pivot=${pivot}`, op.token)).body.messages as ChatMessage[];
    expect(texts(older)).toEqual(Array.from({ length: 12 }, (_, i) => `m${i + 7}`));
  });

  it('marks who wrote each message and when', async () => {
    const { op, client } = await linkedPair(t);
    setRomeTime(t, '2026-11-23 09:15');
    await send(client.token, op.user.id, 'dal cliente');
    await send(op.token, client.user.id, 'dal professionista');
    const messages = (await t.get(`/api/messaggi?id=${op.user.id}`, client.token)).body.messages as ChatMessage[];
    expect(messages).toEqual([
      { testo: '23 novembre 2026', tipo: 2, timestamp: expect.any(Number), index: expect.any(Number), ora: '' },
      { testo: 'dal cliente', tipo: 0, timestamp: t.clock.now().getTime(), index: expect.any(Number), ora: '09:15' },
      { testo: 'dal professionista', tipo: 1, timestamp: t.clock.now().getTime(), index: expect.any(Number), ora: '09:15' },
    ]);
  });

  it('puts a day divider before the first message of each day, once', async () => {
    const { op, client } = await linkedPair(t);
    setRomeTime(t, '2026-11-23 23:50');
    await send(client.token, op.user.id, 'lunedì');
    setRomeTime(t, '2026-11-24 00:10');
    await send(client.token, op.user.id, 'martedì');
    const messages = (await t.get(`/api/messaggi?id=${op.user.id}`, client.token)).body.messages as ChatMessage[];
    expect(messages.map((m) => [m.tipo, m.testo])).toEqual([
      [2, '23 novembre 2026'],
      [0, 'lunedì'],
      [2, '24 novembre 2026'],
      [0, 'martedì'],
    ]);
  });

  it('keeps HTML as plain text', async () => {
    const { op, client } = await linkedPair(t);
    await send(client.token, op.user.id, '<img src=x onerror=alert(1)>');
    const messages = (await t.get(`/api/messaggi?id=${op.user.id}`, client.token)).body.messages as ChatMessage[];
    expect(messages.at(-1)!.testo).toBe('<img src=x onerror=alert(1)>');
  });

  it('refuses an empty message', async () => {
    const { op, client } = await linkedPair(t);
    expect(await send(client.token, op.user.id, '   ')).toMatchObject({
      status: 400,
      body: { error: WORKSPACE_MSG.messageEmpty },
    });
  });

  it("lets no one read or write another link's messages", async () => {
    const { op, client } = await linkedPair(t);
    await send(client.token, op.user.id, 'segreto');
    const otherClient = await makeClient(t);
    const otherOp = await makeOperator(t);
    expect((await t.get(`/api/messaggi?id=${op.user.id}`, otherClient.token)).status).toBe(404);
    expect((await t.get(`/api/messaggi?id=${client.user.id}`, otherOp.token)).status).toBe(404);
    expect((await send(otherClient.token, op.user.id, 'intruso')).status).toBe(404);
    expect((await send(otherOp.token, client.user.id, 'intruso')).status).toBe(404);
  });

  it('keeps the chat when the link is removed and shows it again after a new link', async () => {
    const { op, client } = await linkedPair(t);
    await send(client.token, op.user.id, 'prima della rimozione');
    await t.post('/api/deletecliente', { id: client.user.id }, op.token);
    expect((await t.get(`/api/messaggi?id=${op.user.id}`, client.token)).status).toBe(404);
    await t.post('/api/askop', { id: op.user.id }, client.token);
    await t.post('/api/confirmcliente', { id: client.user.id }, op.token);
    const messages = (await t.get(`/api/messaggi?id=${op.user.id}`, client.token)).body.messages as ChatMessage[];
    expect(texts(messages)).toEqual(['prima della rimozione']);
  });
});

describe('the realtime socket', () => {
  it('delivers a new message at once to the other party and to the sender’s other tabs only', async () => {
    const { op, client } = await linkedPair(t);
    const stranger = await linkedPair(t);
    const opSocket = open(op.token, client.user.id);
    const clientTab2 = open(client.token, op.user.id);
    const otherConversation = open(stranger.op.token, stranger.client.user.id);
    await Promise.all([connected(opSocket), connected(clientTab2), connected(otherConversation)]);
    // Whatever the other conversation receives first: its own message, sent second, if nothing leaked.
    const firstAtOther = next<NewMessageEvent>(otherConversation, SOCKET_EVENTS.newMessage);
    const [atOp, atTab2] = await Promise.all([
      next<NewMessageEvent>(opSocket, SOCKET_EVENTS.newMessage),
      next<NewMessageEvent>(clientTab2, SOCKET_EVENTS.newMessage),
      send(client.token, op.user.id, 'in tempo reale'),
    ]);
    expect(atOp.message).toMatchObject({ testo: 'in tempo reale', tipo: 0 });
    expect(atTab2.message.index).toBe(atOp.message.index);
    await send(stranger.client.token, stranger.op.user.id, 'altra conversazione');
    expect((await firstAtOther).message.testo).toBe('altra conversazione');
  });

  it('delivers a message sent right after connect, with no wait for the room', async () => {
    const { op, client } = await linkedPair(t);
    const opSocket = open(op.token, client.user.id);
    await connected(opSocket);
    const [received] = await Promise.all([
      next<NewMessageEvent>(opSocket, SOCKET_EVENTS.newMessage),
      send(client.token, op.user.id, 'subito'),
    ]);
    expect(received.message.testo).toBe('subito');
  });

  it('takes the token from the handshake’s auth payload, keeping it out of the URL (security finding F-L12)', async () => {
    const { op, client } = await linkedPair(t);
    const socket = connect(base, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      auth: { token: op.token },
      query: { id: client.user.id },
      reconnection: false,
    });
    sockets.push(socket);
    await connected(socket);
    const [received] = await Promise.all([
      next<NewMessageEvent>(socket, SOCKET_EVENTS.newMessage),
      send(client.token, op.user.id, 'con auth'),
    ]);
    expect(received.message.testo).toBe('con auth');
  });

  it('sends invalid_jwt for a bad or revoked token', async () => {
    const { op, client } = await linkedPair(t);
    const bad = open('nonvalido', client.user.id);
    await expect(next(bad, SOCKET_EVENTS.invalidJwt)).resolves.toBeUndefined();
    await t.post('/api/logout', {}, op.token);
    const revoked = open(op.token, client.user.id);
    await expect(next(revoked, SOCKET_EVENTS.invalidJwt)).resolves.toBeUndefined();
  });

  it('closes the sockets of a session at once when it logs out', async () => {
    const { op, client } = await linkedPair(t);
    const socket = open(op.token, client.user.id);
    await connected(socket);
    const [reason] = await Promise.all([
      next<string>(socket, 'disconnect'),
      next(socket, SOCKET_EVENTS.invalidJwt),
      t.post('/api/logout', {}, op.token),
    ]);
    expect(reason).toBe('io server disconnect');
  });

  it('closes the other sessions’ sockets at once on a password change, and keeps the one in use', async () => {
    const { op, client } = await linkedPair(t);
    const current = open(op.token, client.user.id);
    const elsewhere = open(await createSession(t.ctx, op.user.id, false), client.user.id);
    await Promise.all([connected(current), connected(elsewhere)]);
    const change = { currentPassword: DEFAULT_PASSWORD, password: 'Cambiata99', passwordConfirm: 'Cambiata99' };
    await Promise.all([next(elsewhere, SOCKET_EVENTS.invalidJwt), t.post('/api/updatepassword', change, op.token)]);
    const [still] = await Promise.all([
      next<NewMessageEvent>(current, SOCKET_EVENTS.newMessage),
      send(client.token, op.user.id, 'ancora connesso'),
    ]);
    expect(still.message.testo).toBe('ancora connesso');
  });

  it('closes a session’s sockets at once when it is ended from another device', async () => {
    const { op, client } = await linkedPair(t);
    const elsewhere = await createSession(t.ctx, op.user.id, false);
    const socket = open(elsewhere, client.user.id);
    await connected(socket);
    const listed = (await t.get('/api/sessions', op.token)).body.sessions as { id: string; current: boolean }[];
    const other = listed.find((session) => !session.current)!;
    const [reason] = await Promise.all([
      next<string>(socket, 'disconnect'),
      next(socket, SOCKET_EVENTS.invalidJwt),
      t.post('/api/sessions/end', { id: other.id }, op.token),
    ]);
    expect(reason).toBe('io server disconnect');
  });

  it('closes every other session’s sockets at once when they are all ended, and keeps the one in use', async () => {
    const { op, client } = await linkedPair(t);
    const current = open(op.token, client.user.id);
    const elsewhere = open(await createSession(t.ctx, op.user.id, false), client.user.id);
    await Promise.all([connected(current), connected(elsewhere)]);
    await Promise.all([next(elsewhere, SOCKET_EVENTS.invalidJwt), t.post('/api/sessions/endothers', {}, op.token)]);
    const [still] = await Promise.all([
      next<NewMessageEvent>(current, SOCKET_EVENTS.newMessage),
      send(client.token, op.user.id, 'ancora qui'),
    ]);
    expect(still.message.testo).toBe('ancora qui');
  });

  it('closes a disabled user’s sockets at once', async () => {
    const { op, client } = await linkedPair(t);
    const socket = open(client.token, op.user.id);
    await connected(socket);
    const admin = (await t.post('/api/login', { ...TEST_ADMIN, stayLogged: true })).body.token as string;
    const detail = (await t.get(`/api/admincliente?id=${client.user.id}`, admin)).body.user as Record<string, unknown>;
    const disable = { ...detail, attivo: false };
    await Promise.all([
      next(socket, SOCKET_EVENTS.invalidJwt),
      t.post(`/api/adminupdateuser?id=${client.user.id}`, disable, admin),
    ]);
  });

  it('closes the conversation’s sockets with link_refused when the link is removed', async () => {
    const { op, client } = await linkedPair(t);
    const socket = open(client.token, op.user.id);
    await connected(socket);
    await Promise.all([next(socket, SOCKET_EVENTS.linkRefused), t.post('/api/deletecliente', { id: client.user.id }, op.token)]);
  });

  it('catches up after a reconnection with no gap and no duplicate', async () => {
    const { op, client } = await linkedPair(t);
    await send(op.token, client.user.id, 'uno');
    const first = (await t.get(`/api/messaggi?id=${op.user.id}`, client.token)).body.messages as ChatMessage[];
    const lastSeen = first.at(-1)!.index;
    await send(op.token, client.user.id, 'due');
    await send(op.token, client.user.id, 'tre');
    const missed = (await t.get(`/api/messaggi?id=${op.user.id}&after=${lastSeen}`, client.token)).body.messages as ChatMessage[];
    expect(texts(missed)).toEqual(['due', 'tre']);
    expect(missed.filter((m) => m.tipo === 2)).toHaveLength(0);
  });
});
