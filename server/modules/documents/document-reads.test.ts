import { io as connect } from 'socket.io-client';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIVE_EVENTS, LIVE_NAMESPACE } from '../../../common/live.js';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import { MINUTE } from '../../../common/time.js';
import { SOCKET_PATH } from '../../../common/workspace.js';
import { useTestApp } from '../../test/build-test-app.js';
import { DEFAULT_PASSWORD, makeClient } from '../../test/factories.js';
import { uploadDocument } from '../../test/multipart.js';
import { linkClient, linkedPair, setRomeTime } from '../../test/scheduling.js';
import { onlineUsers } from '../live/live.socket.js';
import { queueDocumentNotices } from './document-notices.js';

const t = useTestApp();
let base = '';

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
beforeEach(() => {
  setRomeTime(t, '2026-11-23 09:00');
  t.mailbox.clear();
});

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2_400_000, 7), Buffer.from('\n%%EOF')]);
const SMALL = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(840_000, 7), Buffer.from('\n%%EOF')]);

async function upload(token: string, otherId: number, filename = 'referto.pdf', content = PDF) {
  const res = await uploadDocument(t, token, otherId, filename, content);
  expect(res.status).toBe(200);
  return res.body.id;
}
const unread = async (token: string) => (await t.get('/api/nonletti', token)).body;
const seen = (token: string, id: number) => t.post('/api/documentiletti', { id }, token);
const later = (ms: number) => t.clock.set(new Date(t.clock.now().getTime() + ms));
const documentMails = (email: string) => t.mailbox.to(email).filter((m) => /document/.test(m.subject));
/** One run of the minute's scan, then the outbox is delivered; the document e-mails `email` has received so far. */
async function scan(email: string) {
  await queueDocumentNotices(t.ctx, (ids) => onlineUsers(t.io, ids));
  await t.flushMail();
  return documentMails(email).length;
}

describe('unseen documents per link (GET /api/nonletti, POST /api/documentiletti)', () => {
  it('counts, per link, the documents the other party uploaded and the user has not seen; one’s own never count', async () => {
    const { op, client } = await linkedPair(t);
    const second = await linkClient(t, op);
    await upload(client.token, op.user.id, 'uno.pdf');
    await upload(client.token, op.user.id, 'due.pdf');
    await upload(second.token, op.user.id, 'tre.pdf');
    await upload(op.token, client.user.id, 'fattura.pdf');

    expect(await unread(op.token)).toEqual({
      success: true,
      error: '',
      total: 0,
      conversazioni: [],
      documenti_totale: 3,
      documenti: [
        { id: client.user.id, documenti: 2 },
        { id: second.user.id, documenti: 1 },
      ],
    });
    expect(await unread(client.token)).toMatchObject({ documenti_totale: 1, documenti: [{ id: op.user.id, documenti: 1 }] });
  });

  it('clears a link’s documents once its panel is opened, on every device, and counts again from the next upload', async () => {
    const { op, client } = await linkedPair(t);
    await upload(client.token, op.user.id);
    expect((await seen(op.token, client.user.id)).body).toEqual({ success: true, error: '' });
    const otherDevice = (await t.post('/api/login', { email: op.user.email, password: DEFAULT_PASSWORD, stayLogged: false })).body
      .token as string;
    expect(await unread(otherDevice)).toMatchObject({ documenti_totale: 0, documenti: [] });
    // Seeing one's documents does not clear the other party's count.
    await upload(op.token, client.user.id, 'fattura.pdf');
    await upload(client.token, op.user.id, 'secondo.pdf');
    expect(await unread(op.token)).toMatchObject({ documenti_totale: 1, documenti: [{ id: client.user.id, documenti: 1 }] });
    expect(await unread(client.token)).toMatchObject({ documenti_totale: 1 });
  });

  it('leaves out a link that is not accepted, and refuses to mark one as seen, or a bad id', async () => {
    const { op } = await linkedPair(t);
    const stranger = await makeClient(t);
    expect(await seen(op.token, stranger.user.id)).toMatchObject({
      status: 404,
      body: { success: false, error: SCHEDULE_MSG.linkNotFound },
    });
    expect((await seen(op.token, 'abc' as unknown as number)).status).toBe(400);
    expect((await t.post('/api/documentiletti', { id: stranger.user.id })).status).toBe(401);
  });

  it('tells the recipient’s open app that the count rose, and the reader’s other tabs that it cleared', async () => {
    const { op, client } = await linkedPair(t);
    const socket = connect(`${base}${LIVE_NAMESPACE}`, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      auth: { token: op.token },
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => (socket.once('connect', () => resolve()), socket.once('connect_error', reject)));
    try {
      const rose = new Promise<void>((resolve) => socket.once(LIVE_EVENTS.unreadChanged, () => resolve()));
      await upload(client.token, op.user.id);
      await rose;
      const cleared = new Promise<void>((resolve) => socket.once(LIVE_EVENTS.unreadChanged, () => resolve()));
      await seen(op.token, client.user.id);
      await cleared;
    } finally {
      socket.disconnect();
    }
  });
});

describe('e-mails for new documents', () => {
  it('e-mails the recipient 10 minutes after, once, with the names and sizes and a link to the panel, never the content', async () => {
    const { op, client } = await linkedPair(t);
    await upload(client.token, op.user.id, 'referto analisi.pdf');
    await upload(client.token, op.user.id, 'ricetta.pdf', SMALL);
    later(9 * MINUTE);
    expect(await scan(op.user.email)).toBe(0);
    later(MINUTE);
    expect(await scan(op.user.email)).toBe(1);

    const mail = t.mailbox.last(op.user.email);
    expect(mail.subject).toBe(`2 nuovi documenti da ${client.user.nome} ${client.user.cognome}`);
    expect(mail.text).toContain('• ricetta.pdf (841 KB)\n• referto analisi.pdf (2,4 MB)');
    expect(mail.text).toContain(`http://studio.test/op/customer?id=${client.user.id}#documenti`);
    expect(mail.html).toContain('referto analisi.pdf (2,4 MB)');
    expect(mail.attachments).toEqual([]);
    expect(documentMails(client.user.email)).toHaveLength(0);

    later(30 * MINUTE);
    expect(await scan(op.user.email)).toBe(1);
  });

  it('e-mails again for a document uploaded after the last e-mail, naming only that one', async () => {
    const { op, client } = await linkedPair(t);
    await upload(op.token, client.user.id, 'preventivo.pdf');
    later(10 * MINUTE);
    expect(await scan(client.user.email)).toBe(1);
    await upload(op.token, client.user.id, 'fattura.pdf', SMALL);
    later(10 * MINUTE);
    expect(await scan(client.user.email)).toBe(2);
    const mail = t.mailbox.last(client.user.email);
    expect(mail.subject).toBe(`Nuovo documento da ${op.user.nome} ${op.user.cognome}`);
    expect(mail.text).toContain('• fattura.pdf (841 KB)');
    expect(mail.text).not.toContain('preventivo.pdf');
    expect(mail.text).toContain(`http://studio.test/user/op?id=${op.user.id}#documenti`);
  });

  it('sends nothing for documents seen in the panel before the delay', async () => {
    const { op, client } = await linkedPair(t);
    await upload(client.token, op.user.id);
    later(5 * MINUTE);
    await seen(op.token, client.user.id);
    later(20 * MINUTE);
    expect(await scan(op.user.email)).toBe(0);
    expect(documentMails(op.user.email)).toHaveLength(0);
  });

  it('sends nothing while the recipient has the app open, and sends once they leave', async () => {
    const { op, client } = await linkedPair(t);
    const socket = connect(`${base}${LIVE_NAMESPACE}`, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      auth: { token: op.token },
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => (socket.once('connect', () => resolve()), socket.once('connect_error', reject)));
    await upload(client.token, op.user.id);
    later(15 * MINUTE);
    expect(await scan(op.user.email)).toBe(0);
    socket.disconnect();
    while ((await onlineUsers(t.io, [op.user.id])).size > 0) await new Promise((resolve) => setImmediate(resolve));
    expect(await scan(op.user.email)).toBe(1);
  });

  it('sends nothing to a user who turned document e-mails off, and sends again once turned on', async () => {
    const { op, client } = await linkedPair(t);
    await t.post('/api/notifiche', { email_documenti: false }, op.token);
    await upload(client.token, op.user.id);
    later(15 * MINUTE);
    expect(await scan(op.user.email)).toBe(0);
    await t.post('/api/notifiche', { email_documenti: true }, op.token);
    expect(await scan(op.user.email)).toBe(1);
  });
});
