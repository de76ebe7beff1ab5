import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_MSG } from '../../../common/messages/notifications.js';
import { WORKSPACE_MSG } from '../../../common/messages/workspace.js';
import { DAY, MINUTE } from '../../../common/time.js';
import { useTestApp } from '../../test/build-test-app.js';
import { makeClient, makeOperator } from '../../test/factories.js';
import { FULL_WEEK, linkedPair, setRomeTime } from '../../test/scheduling.js';
import { fileTransport } from '../../platform/mail/transport.js';
import { notificationChoices, unsubscribeToken } from './notifications.service.js';

const t = useTestApp();

// Monday 23 November 2026, 08:00 in Rome.
beforeEach(() => {
  setRomeTime(t, '2026-11-23 08:00');
  t.mailbox.clear();
});

const later = (ms: number) => t.clock.set(new Date(t.clock.now().getTime() + ms));
const book = (token: string, id: number, giorno: string, ora: string) =>
  t.post('/api/createprenotazione', { id, giorno, ora, serviceId: 0, note: '', state: 1 }, token);
/** A client's request accepted by a professional, the acceptance e-mail left in the mailbox. */
async function acceptedPair() {
  const op = await makeOperator(t);
  const client = await makeClient(t);
  await t.post('/api/updateorario', { orario: FULL_WEEK }, op.token);
  await t.post('/api/askop', { id: op.user.id }, client.token);
  await t.post('/api/confirmcliente', { id: client.user.id }, op.token);
  return { op, client };
}

/** What a browser sends when it follows a link or posts a form. */
const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const ALL_ON = { email_messaggi: true, email_documenti: true, email_collegamenti: true, email_prenotazioni: true };

/** The unsubscribe URL of an e-mail, from its List-Unsubscribe header. */
const unsubscribeUrlOf = (mail: { headers: Record<string, string> }) =>
  /^<([^>]+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1] ?? '';
const pathOf = (url: string) => url.replace('http://studio.test', '');
/** The RFC 8058 one-click request a mail provider sends: a POST of `List-Unsubscribe=One-Click`, no session. */
const oneClick = (url: string, headers: Record<string, string> = {}) =>
  t.inject({
    method: 'POST',
    url: pathOf(url),
    payload: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });

describe('GET and POST /api/notifiche: the choice per kind', () => {
  it('has every kind on by default', async () => {
    const op = await makeOperator(t);
    expect((await t.get('/api/notifiche', op.token)).body).toEqual({ success: true, error: '', ...ALL_ON });
  });

  it('changes only the kinds named, and keeps them on every device', async () => {
    const op = await makeOperator(t);
    expect((await t.post('/api/notifiche', { email_documenti: false }, op.token)).body).toEqual({
      success: true,
      error: '',
      ...ALL_ON,
      email_documenti: false,
    });
    await t.post('/api/notifiche', { email_prenotazioni: false, email_messaggi: false }, op.token);
    expect((await t.get('/api/notifiche', op.token)).body).toEqual({
      success: true,
      error: '',
      email_messaggi: false,
      email_documenti: false,
      email_collegamenti: true,
      email_prenotazioni: false,
    });
  });

  it('refuses a body naming no kind, or a value that is not true or false, in Italian', async () => {
    const op = await makeOperator(t);
    expect(await t.post('/api/notifiche', {}, op.token)).toMatchObject({
      status: 400,
      body: { error: WORKSPACE_MSG.notificationChoice },
    });
    expect(await t.post('/api/notifiche', { email_documenti: 'no' }, op.token)).toMatchObject({
      status: 400,
      body: { error: WORKSPACE_MSG.notificationChoice },
    });
    expect((await t.get('/api/notifiche', op.token)).body).toMatchObject(ALL_ON);
    expect((await t.get('/api/notifiche')).status).toBe(401);
  });
});

describe('e-mails for link requests and acceptances', () => {
  it('tells the professional of a request still unanswered after 10 minutes, with a link to the clients list', async () => {
    const op = await makeOperator(t);
    const client = await makeClient(t);
    await t.post('/api/askop', { id: op.user.id }, client.token);
    await t.flushMail();
    expect(t.mailbox.to(op.user.email)).toHaveLength(0);
    later(10 * MINUTE);
    await t.flushMail();
    const mail = t.mailbox.last(op.user.email);
    expect(mail.subject).toBe(`Nuova richiesta di collegamento da ${client.user.nome} ${client.user.cognome}`);
    expect(mail.text).toContain('http://studio.test/op\n');
    expect(t.mailbox.to(op.user.email)).toHaveLength(1);
  });

  it('sends nothing to the professional who answered the request within the 10 minutes', async () => {
    const op = await makeOperator(t);
    const accepted = await makeClient(t);
    const refused = await makeClient(t);
    await t.post('/api/askop', { id: op.user.id }, accepted.token);
    await t.post('/api/askop', { id: op.user.id }, refused.token);
    later(4 * MINUTE);
    await t.post('/api/confirmcliente', { id: accepted.user.id }, op.token);
    await t.post('/api/deletecliente', { id: refused.user.id }, op.token);
    later(20 * MINUTE);
    await t.flushMail();
    expect(t.mailbox.to(op.user.email)).toHaveLength(0);
  });

  it('tells the client at once that the request was accepted, once, with a link to the professional’s page', async () => {
    const op = await makeOperator(t);
    const client = await makeClient(t);
    await t.post('/api/askop', { id: op.user.id }, client.token);
    await t.post('/api/confirmcliente', { id: client.user.id }, op.token);
    await t.post('/api/confirmcliente', { id: client.user.id }, op.token);
    await t.flushMail();
    const mails = t.mailbox.to(client.user.email);
    expect(mails.map((m) => m.subject)).toEqual([`${op.user.nome} ${op.user.cognome} ha accettato la tua richiesta`]);
    expect(mails[0].text).toContain(`http://studio.test/user/op?id=${op.user.id}`);
  });

  it('sends neither to users who turned these e-mails off', async () => {
    const op = await makeOperator(t);
    const client = await makeClient(t);
    await t.post('/api/notifiche', { email_collegamenti: false }, op.token);
    await t.post('/api/notifiche', { email_collegamenti: false }, client.token);
    await t.post('/api/askop', { id: op.user.id }, client.token);
    later(10 * MINUTE);
    await t.flushMail();
    await t.post('/api/confirmcliente', { id: client.user.id }, op.token);
    await t.flushMail();
    expect(t.mailbox.to(op.user.email)).toHaveLength(0);
    expect(t.mailbox.to(client.user.email)).toHaveLength(0);
  });
});

describe('bookings made or cancelled by the other side', () => {
  it('does not tell a professional who turned them off, while the client still gets the confirmation', async () => {
    const { op, client } = await linkedPair(t);
    await t.post('/api/notifiche', { email_prenotazioni: false }, op.token);
    await t.flushMail();
    t.mailbox.clear();
    expect((await book(client.token, op.user.id, '2026-11-24', '09:30')).status).toBe(200);
    await t.post('/api/deleteprenotazione', { id: op.user.id, giorno: '2026-11-24', ora: '09:30' }, client.token);
    await t.flushMail();
    expect(t.mailbox.to(op.user.email)).toHaveLength(0);
    expect(t.mailbox.last(client.user.email).subject).toBe('Appuntamento confermato: martedì 24/11/26 alle 09:30');
  });

  it('does not tell a client who turned them off that the professional cancelled', async () => {
    const { op, client } = await linkedPair(t);
    await book(client.token, op.user.id, '2026-11-24', '10:00');
    await t.post('/api/notifiche', { email_prenotazioni: false }, client.token);
    await t.flushMail();
    t.mailbox.clear();
    await t.post('/api/deleteprenotazione', { giorno: '2026-11-24', ora: '10:00' }, op.token);
    await t.flushMail();
    expect(t.mailbox.to(client.user.email)).toHaveLength(0);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('puts List-Unsubscribe and List-Unsubscribe-Post in the message, and the same link in its text and HTML', async () => {
    const { op, client } = await acceptedPair();
    await t.flushMail();
    const mail = t.mailbox.last(client.user.email);
    const url = unsubscribeUrlOf(mail);
    expect(url).toMatch(/^http:\/\/studio\.test\/api\/disiscrizione\?token=[\w-]+$/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(`${NOTIFICATIONS_MSG.emailLine(NOTIFICATIONS_MSG.about.collegamenti)} ${url}`);
    expect(mail.html).toContain(`href="${url}"`);
    // A transactional e-mail (the client's own booking confirmation) carries no unsubscribe.
    await book(client.token, op.user.id, '2026-11-24', '09:00');
    await t.flushMail();
    expect(t.mailbox.last(client.user.email).headers['list-unsubscribe']).toBeUndefined();
    expect(unsubscribeUrlOf(t.mailbox.last(op.user.email))).toContain('/api/disiscrizione?token=');
  });

  it('shows an Italian confirmation page on GET without changing anything', async () => {
    const client = await makeClient(t);
    const res = await t.inject({
      method: 'GET',
      url: `/api/disiscrizione?token=${unsubscribeToken(t.ctx, client.user.id, 'documenti')}`,
      headers: { accept: BROWSER },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain(NOTIFICATIONS_MSG.confirmQuestion(NOTIFICATIONS_MSG.about.documenti, client.user.email));
    expect(res.body).toContain(`<button`);
    expect(res.body).toContain(NOTIFICATIONS_MSG.confirmButton);
    expect((await t.get('/api/notifiche', client.token)).body).toMatchObject(ALL_ON);
  });

  it('turns off only that kind for that user, without logging in, from the e-mail’s own link', async () => {
    const { op, client } = await acceptedPair();
    await t.flushMail();
    const url = unsubscribeUrlOf(t.mailbox.last(client.user.email));
    const res = await oneClick(url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      error: '',
      message: NOTIFICATIONS_MSG.done(NOTIFICATIONS_MSG.about.collegamenti),
    });
    expect((await t.get('/api/notifiche', client.token)).body).toEqual({
      success: true,
      error: '',
      ...ALL_ON,
      email_collegamenti: false,
    });
    expect((await t.get('/api/notifiche', op.token)).body).toMatchObject(ALL_ON);
    // Clicked again (a second click, a provider retrying): the same answer, nothing else changes.
    expect((await oneClick(url)).statusCode).toBe(200);
    expect((await t.get('/api/notifiche', client.token)).body).toMatchObject({ ...ALL_ON, email_collegamenti: false });
  });

  it('works from the confirmation page’s button in a browser that carries the anti-forgery cookie', async () => {
    const client = await makeClient(t);
    const url = `/api/disiscrizione?token=${unsubscribeToken(t.ctx, client.user.id, 'prenotazioni')}`;
    const res = await oneClick(url, { cookie: 'csrf=qualcosa', accept: BROWSER });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain(NOTIFICATIONS_MSG.done(NOTIFICATIONS_MSG.about.prenotazioni));
    expect((await t.get('/api/notifiche', client.token)).body).toMatchObject({ ...ALL_ON, email_prenotazioni: false });
  });

  it('refuses a tampered link with a clear Italian page and changes nothing', async () => {
    const client = await makeClient(t);
    const other = await makeClient(t);
    const token = unsubscribeToken(t.ctx, client.user.id, 'messaggi');
    const forged = token.replace(/^\d+_messaggi/, `${other.user.id}_messaggi`);
    const otherKind = token.replace('_messaggi_', '_documenti_');
    for (const bad of [forged, otherKind, `${token.slice(0, -1)}A`, 'abc', '']) {
      const get = await t.inject({ method: 'GET', url: `/api/disiscrizione?token=${bad}`, headers: { accept: BROWSER } });
      expect(get.statusCode).toBe(400);
      expect(get.body).toContain(NOTIFICATIONS_MSG.invalid);
      const post = await oneClick(`/api/disiscrizione?token=${bad}`);
      expect(post.statusCode).toBe(400);
      expect(post.json()).toEqual({ success: false, error: NOTIFICATIONS_MSG.invalid });
    }
    expect((await t.get('/api/notifiche', client.token)).body).toMatchObject(ALL_ON);
    expect((await t.get('/api/notifiche', other.token)).body).toMatchObject(ALL_ON);
  });

  it('refuses a link older than 180 days with the Italian “expired” page and changes nothing', async () => {
    const client = await makeClient(t);
    const url = `/api/disiscrizione?token=${unsubscribeToken(t.ctx, client.user.id, 'messaggi')}`;
    later(180 * DAY + MINUTE);
    const res = await oneClick(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: NOTIFICATIONS_MSG.expired });
    const get = await t.inject({ method: 'GET', url, headers: { accept: BROWSER } });
    expect(get.statusCode).toBe(400);
    expect(get.body).toContain(NOTIFICATIONS_MSG.expired);
    expect(await notificationChoices(t.ctx.db, client.user.id)).toEqual({
      messaggi: true,
      documenti: true,
      collegamenti: true,
      prenotazioni: true,
    });
  });

  it('does not keep the link in the outbox once the e-mail is sent', async () => {
    const { client } = await acceptedPair();
    await t.flushMail();
    const rows = await t.ctx.db.query.outbox.findMany();
    const sent = rows.filter((r) => r.to === client.user.email && r.subject.includes('accettato'));
    expect(sent).toHaveLength(1);
    expect(sent[0].headers['List-Unsubscribe']).toBe('<http://studio.test/api/disiscrizione?token=[rimosso]>');
    expect(sent[0].text).toContain('/api/disiscrizione?token=[rimosso]');
  });

  it('writes the headers into the .eml file when there is no SMTP server', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'studio-eml-'));
    const transport = fileTransport(dir);
    await transport.send({
      id: 1,
      from: 'Studio <noreply@studio.test>',
      to: 'mario@example.it',
      subject: 'Prova',
      text: 'testo',
      html: '<p>testo</p>',
      attachments: [],
      headers: {
        'List-Unsubscribe': '<https://studio.test/api/disiscrizione?token=x>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    transport.close();
    const [file] = await readdir(dir);
    const eml = await readFile(path.join(dir, file), 'utf8');
    expect(eml).toContain('List-Unsubscribe: <https://studio.test/api/disiscrizione?token=x>\n');
    expect(eml).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click\n');
  });
});
