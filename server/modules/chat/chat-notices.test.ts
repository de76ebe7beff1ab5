import { io as connect } from 'socket.io-client';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIVE_NAMESPACE } from '../../../common/live.js';
import { WORKSPACE_MSG } from '../../../common/messages/workspace.js';
import { MINUTE, HOUR } from '../../../common/time.js';
import { SOCKET_PATH } from '../../../common/workspace.js';
import { useTestApp } from '../../test/build-test-app.js';
import { linkedPair, setRomeTime } from '../../test/scheduling.js';
import { onlineUsers } from '../live/live.socket.js';
import { queueUnreadNotices } from './chat-notices.js';

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

const send = (token: string, id: number, testo: string) => t.post('/api/inviamessaggio', { id, testo }, token);
const later = (ms: number) => t.clock.set(new Date(t.clock.now().getTime() + ms));
/** One run of the minute's scan, then the outbox is delivered. */
async function scan() {
  const queued = await queueUnreadNotices(t.ctx, (ids) => onlineUsers(t.io, ids));
  await t.flushMail();
  return queued;
}

describe('e-mails for unread messages', () => {
  it('e-mails the recipient once, 10 minutes after, with how many messages and a link, never their text', async () => {
    const { op, client } = await linkedPair(t);
    await send(client.token, op.user.id, 'Ho il referto delle analisi');
    await send(client.token, op.user.id, 'Posso portarlo domani?');
    later(9 * MINUTE);
    expect(await scan()).toBe(0);
    later(MINUTE);
    expect(await scan()).toBe(1);

    const mail = t.mailbox.last(op.user.email);
    expect(mail.subject).toBe(`Hai 2 nuovi messaggi da ${client.user.nome} ${client.user.cognome}`);
    expect(mail.text).toContain(`http://studio.test/op/customer?id=${client.user.id}`);
    expect(mail.text).toContain('Per riservatezza il testo non è riportato in questa email');
    expect(mail.text).not.toContain('referto');
    expect(t.mailbox.to(client.user.email)).toHaveLength(0);

    await send(client.token, op.user.id, 'Ancora io');
    later(30 * MINUTE);
    expect(await scan()).toBe(0);
    expect(t.mailbox.to(op.user.email)).toHaveLength(1);
  });

  it('sends nothing for messages read in time', async () => {
    const { op, client } = await linkedPair(t);
    await send(op.token, client.user.id, 'Ecco la fattura');
    later(5 * MINUTE);
    await t.post('/api/letto', { id: op.user.id }, client.token);
    later(20 * MINUTE);
    expect(await scan()).toBe(0);
    expect(t.mailbox.to(client.user.email)).toHaveLength(0);
  });

  it('e-mails again for messages after the quiet period of 3 hours', async () => {
    const { op, client } = await linkedPair(t);
    await send(client.token, op.user.id, 'Primo');
    later(10 * MINUTE);
    expect(await scan()).toBe(1);
    later(3 * HOUR);
    expect(await scan()).toBe(0);
    await send(client.token, op.user.id, 'Secondo');
    later(10 * MINUTE);
    expect(await scan()).toBe(1);
    expect(t.mailbox.last(op.user.email).subject).toBe(`Hai un nuovo messaggio da ${client.user.nome} ${client.user.cognome}`);
  });

  it('sends nothing while the recipient has the app open', async () => {
    const { op, client } = await linkedPair(t);
    const socket = connect(`${base}${LIVE_NAMESPACE}`, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      auth: { token: op.token },
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => (socket.once('connect', () => resolve()), socket.once('connect_error', reject)));
    await send(client.token, op.user.id, 'Ci sei?');
    later(15 * MINUTE);
    expect(await scan()).toBe(0);
    socket.disconnect();
    while ((await onlineUsers(t.io, [op.user.id])).size > 0) await new Promise((resolve) => setImmediate(resolve));
    expect(await scan()).toBe(1);
  });

  it('lets the user turn these e-mails off and on in the account', async () => {
    const { op, client } = await linkedPair(t);
    expect((await t.get('/api/notifiche', op.token)).body).toMatchObject({ success: true, error: '', email_messaggi: true });
    expect((await t.post('/api/notifiche', { email_messaggi: false }, op.token)).body).toMatchObject({ email_messaggi: false });
    expect((await t.get('/api/notifiche', op.token)).body).toMatchObject({ email_messaggi: false });
    await send(client.token, op.user.id, 'Non ti avviso');
    later(15 * MINUTE);
    expect(await scan()).toBe(0);
    await t.post('/api/notifiche', { email_messaggi: true }, op.token);
    expect(await scan()).toBe(1);
  });

  it('refuses a setting that is not true or false, in Italian', async () => {
    const { op } = await linkedPair(t);
    expect(await t.post('/api/notifiche', { email_messaggi: 'forse' }, op.token)).toMatchObject({
      status: 400,
      body: { success: false, error: WORKSPACE_MSG.notificationChoice },
    });
  });
});
