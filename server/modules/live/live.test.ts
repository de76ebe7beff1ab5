import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIVE_EVENTS, LIVE_NAMESPACE } from '../../../common/live.js';
import { SOCKET_EVENTS, SOCKET_PATH } from '../../../common/workspace.js';
import { TEST_ADMIN, useTestApp } from '../../test/build-test-app.js';
import { makeClient, makeOperator } from '../../test/factories.js';
import { multipart } from '../../test/multipart.js';
import { bookWith, FULL_WEEK, linkedPair, setRomeTime } from '../../test/scheduling.js';
import { users } from '../accounts/accounts.table.js';

const t = useTestApp();
let base = '';
const sockets: Socket[] = [];

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => sockets.forEach((s) => s.disconnect()));
// Monday 23 November 2026, 08:00 in Rome.
beforeEach(() => setRomeTime(t, '2026-11-23 08:00'));

type Heard = [event: string, payload?: unknown];

/** A live socket (a signed-in tab, or a visitor without token) that records every event it hears. */
async function tab(token?: string) {
  const socket = connect(`${base}${LIVE_NAMESPACE}`, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: token ? { token } : {},
    reconnection: false,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => (socket.once('connect', () => resolve()), socket.once('connect_error', reject)));
  // On PostgreSQL a broadcast reaches the sockets once its NOTIFY is done: an event of the
  // set-up (the link's acceptance) may still be on its way. A marker sent through the same
  // path after it lets it pass; what the socket hears is recorded from then on.
  const flushed = new Promise<void>((resolve) => socket.once('test:flushed', () => resolve()));
  t.io.of(LIVE_NAMESPACE).to(socket.id!).emit('test:flushed');
  await flushed;
  const heard: Heard[] = [];
  socket.onAny((event: string, payload?: unknown) => heard.push(payload === undefined ? [event] : [event, payload]));
  return { socket, heard };
}

/** Resolves once the socket has heard `count` events in all (3 s at most). */
function hears(listener: { socket: Socket; heard: Heard[] }, count = 1, ms = 3000) {
  return new Promise<Heard[]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`heard ${JSON.stringify(listener.heard)}, expected ${count} events`)), ms);
    const check = () => {
      if (listener.heard.length < count) return;
      clearTimeout(timer);
      listener.socket.offAny(check);
      resolve(listener.heard);
    };
    listener.socket.onAny(check);
    check();
  });
}

/**
 * That a bystander heard nothing: an event meant for it alone is sent after the others, and
 * it must be the first and only thing the bystander hears (one server keeps a socket's order).
 */
async function heardNothingBefore(bystander: Awaited<ReturnType<typeof tab>>, token: string) {
  await t.post('/api/autorinnovo', { enable: false }, token);
  expect(await hears(bystander)).toEqual([[LIVE_EVENTS.subscriptionChanged]]);
}

const book = bookWith(t);

describe('the agenda', () => {
  it('tells the professional, the client who booked and the other linked clients of a booking, and no one else', async () => {
    const { op, client } = await linkedPair(t);
    const other = await makeClient(t);
    await t.post('/api/askop', { id: op.user.id }, other.token);
    await t.post('/api/confirmcliente', { id: other.user.id }, op.token);
    const pending = await makeClient(t);
    await t.post('/api/askop', { id: op.user.id }, pending.token);
    const stranger = await makeOperator(t);
    const [opTab, clientTab, otherTab, pendingTab, strangerTab] = await Promise.all(
      [op, client, other, pending, stranger].map((u) => tab(u.token)),
    );

    expect((await book(client.token, op.user.id, '2026-11-25', '1000')).status).toBe(200);

    const event = LIVE_EVENTS.agendaChanged;
    expect(await hears(opTab)).toEqual([[event, { operatorId: op.user.id, clientIds: [client.user.id] }]]);
    expect(await hears(clientTab)).toEqual([[event, { operatorId: op.user.id, clientIds: [client.user.id] }]]);
    expect(await hears(otherTab)).toEqual([[event, { operatorId: op.user.id, clientIds: [] }]]);
    await heardNothingBefore(strangerTab, stranger.token);
    // A client whose request is still pending does not see the agenda, so hears nothing of it.
    await t.post('/api/askop', { id: stranger.user.id }, pending.token);
    expect(await hears(pendingTab)).toEqual([
      [LIVE_EVENTS.linkChanged, { operatorId: stranger.user.id, clientId: pending.user.id }],
    ]);
  });

  it('tells the professional and the client when either cancels a booking', async () => {
    const { op, client } = await linkedPair(t);
    await book(client.token, op.user.id, '2026-11-25', '1000');
    const [opTab, clientTab] = await Promise.all([tab(op.token), tab(client.token)]);
    expect(
      (await t.post('/api/deleteprenotazione', { id: op.user.id, giorno: '2026-11-25', ora: '1000' }, client.token)).status,
    ).toBe(200);
    const cancelled = [LIVE_EVENTS.agendaChanged, { operatorId: op.user.id, clientIds: [client.user.id] }];
    expect(await hears(opTab)).toEqual([cancelled]);
    expect(await hears(clientTab)).toEqual([cancelled]);
  });

  it('tells the linked clients when the professional closes or opens slots, closes a day or changes the hours', async () => {
    const { op, client } = await linkedPair(t);
    const clientTab = await tab(client.token);
    await t.post('/api/updateprenotazione', { state: 1, ora: '0930', giorno: '2026-11-24' }, op.token);
    await t.post('/api/updateprenotazione', { state: 2, ora: '0930', giorno: '2026-11-24' }, op.token);
    await t.post('/api/updategiornata', { giorno: '2026-11-26' }, op.token);
    await t.post('/api/updateorario', { orario: FULL_WEEK }, op.token);
    const changed = [LIVE_EVENTS.agendaChanged, { operatorId: op.user.id, clientIds: [] }];
    expect(await hears(clientTab, 4)).toEqual([changed, changed, changed, changed]);
  });

  it('tells the client whose booking the professional cancelled by reopening its slot', async () => {
    const { op, client } = await linkedPair(t);
    await book(client.token, op.user.id, '2026-11-25', '1000');
    const clientTab = await tab(client.token);
    await t.post('/api/updateprenotazione', { state: 2, ora: '1000', giorno: '2026-11-25' }, op.token);
    expect(await hears(clientTab)).toEqual([
      [LIVE_EVENTS.agendaChanged, { operatorId: op.user.id, clientIds: [client.user.id] }],
    ]);
  });

  it('tells visitors with the landing page open when the public agenda changes, and only then', async () => {
    const adminToken = (await t.post('/api/login', { ...TEST_ADMIN, stayLogged: true })).body.token as string;
    const [admin] = await t.ctx.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
    await t.post('/api/adminupdateorario', { id: admin.id, orario: FULL_WEEK }, adminToken);
    const visitor = await tab();
    const op = await makeOperator(t);
    await t.post('/api/updateorario', { orario: FULL_WEEK }, op.token);
    const res = await t.post('/api/createprenotazionemia', {
      nome: 'Sara',
      cognome: 'Gallo',
      email: 'sara.gallo@example.it',
      giorno: '2026-11-24',
      ora: '1000',
      serviceId: 0,
      note: '',
    });
    expect(res.status).toBe(200);
    // The other professional's change came first and was not heard.
    expect(await hears(visitor)).toEqual([[LIVE_EVENTS.publicAgendaChanged]]);
  });
});

describe('links', () => {
  it('tells the professional of a request, the client of its acceptance and both of a removal', async () => {
    const op = await makeOperator(t);
    const client = await makeClient(t);
    const [opTab, clientTab] = await Promise.all([tab(op.token), tab(client.token)]);
    const link = [LIVE_EVENTS.linkChanged, { operatorId: op.user.id, clientId: client.user.id }];
    await t.post('/api/askop', { id: op.user.id }, client.token);
    expect(await hears(opTab)).toEqual([link]);
    await t.post('/api/confirmcliente', { id: client.user.id }, op.token);
    expect(await hears(clientTab, 2)).toEqual([link, link]);
    await t.post('/api/deletecliente', { id: client.user.id }, op.token);
    expect(await hears(clientTab, 3)).toEqual([link, link, link]);
    expect(await hears(opTab, 3)).toEqual([link, link, link]);
  });

  it('lets a client whose tab was open before the acceptance hear the agenda from then on, and no more after a removal', async () => {
    const op = await makeOperator(t);
    await t.post('/api/updateorario', { orario: FULL_WEEK }, op.token);
    const client = await makeClient(t);
    await t.post('/api/askop', { id: op.user.id }, client.token);
    const clientTab = await tab(client.token);
    await t.post('/api/confirmcliente', { id: client.user.id }, op.token);
    const link = [LIVE_EVENTS.linkChanged, { operatorId: op.user.id, clientId: client.user.id }];
    expect(await hears(clientTab)).toEqual([link]);
    await t.post('/api/updategiornata', { giorno: '2026-11-26' }, op.token);
    expect(await hears(clientTab, 2)).toEqual([link, [LIVE_EVENTS.agendaChanged, { operatorId: op.user.id, clientIds: [] }]]);
    await t.post('/api/deletecliente', { id: client.user.id }, op.token);
    expect(await hears(clientTab, 3)).toEqual([
      link,
      [LIVE_EVENTS.agendaChanged, { operatorId: op.user.id, clientIds: [] }],
      link,
    ]);
    await t.post('/api/updategiornata', { giorno: '2026-11-27' }, op.token);
    // A request to another professional is the next thing it hears: the closed day was not heard.
    const other = await makeOperator(t);
    await t.post('/api/askop', { id: other.user.id }, client.token);
    expect((await hears(clientTab, 4))[3]).toEqual([
      LIVE_EVENTS.linkChanged,
      { operatorId: other.user.id, clientId: client.user.id },
    ]);
  });
});

describe('documents and notes', () => {
  it('tells the client when the professional uploads or deletes a document', async () => {
    const { op, client } = await linkedPair(t);
    const clientTab = await tab(client.token);
    const body = multipart({
      data: JSON.stringify({ filename: 'referto.pdf', id: client.user.id }),
      doc: { filename: 'referto.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7\nciao\n%%EOF') },
    });
    const res = await t.inject({
      method: 'POST',
      url: '/api/carica',
      ...body,
      headers: { ...body.headers, authorization: `Bearer ${op.token}` },
    });
    expect(res.statusCode).toBe(200);
    const documents = [LIVE_EVENTS.documentsChanged, { operatorId: op.user.id, clientId: client.user.id }];
    // The client's count of unseen documents changes with them (two events, in either order across instances).
    const unread = [LIVE_EVENTS.unreadChanged];
    expect(await hears(clientTab, 2)).toEqual(expect.arrayContaining([documents, unread]));
    const list = await t.get(`/api/documenti?id=${client.user.id}&t=1&page=0`, op.token);
    await t.post('/api/deletedocumento', { id: list.body.documents[0].id }, op.token);
    const all = await hears(clientTab, 4);
    expect(all).toHaveLength(4);
    expect(all.filter((e) => e[0] === LIVE_EVENTS.documentsChanged)).toEqual([documents, documents]);
    expect(all.filter((e) => e[0] === LIVE_EVENTS.unreadChanged)).toEqual([unread, unread]);
  });

  it('tells the professional’s other tabs of a note, and not the client', async () => {
    const { op, client } = await linkedPair(t);
    const [otherTab, clientTab] = await Promise.all([tab(op.token), tab(client.token)]);
    await t.post('/api/updatecliente', { id: client.user.id, note: 'Richiamare lunedì.' }, op.token);
    expect(await hears(otherTab)).toEqual([[LIVE_EVENTS.noteChanged, { operatorId: op.user.id, clientId: client.user.id }]]);
    await t.post('/api/askop', { id: (await makeOperator(t)).user.id }, client.token);
    expect((await hears(clientTab))[0][0]).toBe(LIVE_EVENTS.linkChanged);
  });
});

describe('the subscription', () => {
  it('tells the professional’s tabs when a payment is recorded', async () => {
    const op = await makeOperator(t);
    const opTab = await tab(op.token);
    const { url } = (await t.post('/api/checkout', { annuale: false }, op.token)).body as { url: string };
    const session = new URL(url).searchParams.get('session')!;
    await t.inject({
      method: 'POST',
      url: '/api/checkout-simulato/paga',
      payload: `session=${encodeURIComponent(session)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await hears(opTab)).toEqual([[LIVE_EVENTS.subscriptionChanged]]);
  });
});

describe('the session', () => {
  it('refuses a bad token with invalid_jwt', async () => {
    const socket = connect(`${base}${LIVE_NAMESPACE}`, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      auth: { token: 'non-valido' },
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve) => socket.once(SOCKET_EVENTS.invalidJwt, () => resolve()));
    await new Promise<void>((resolve) => (socket.connected ? socket.once('disconnect', () => resolve()) : resolve()));
    expect(socket.connected).toBe(false);
  });

  it('closes the live socket at once when its session logs out', async () => {
    const op = await makeOperator(t);
    const opTab = await tab(op.token);
    const closed = new Promise<string>((resolve) => opTab.socket.once('disconnect', resolve));
    await t.post('/api/logout', {}, op.token);
    expect(await closed).toBe('io server disconnect');
    expect(opTab.heard).toEqual([[SOCKET_EVENTS.invalidJwt]]);
  });
});
