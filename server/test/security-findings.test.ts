/**
 * One regression test (or a few) per finding of the security reviews of 2026-11-23 and 2026-11-26
 * (each finding is described in `docs/security.md`, "Findings and the tests that replay them"): each
 * repeats the review's proof and now fails to reproduce it.
 * The 2026-11-26 findings that need the real rate limits (M-1's pause, M-2, L-2) are in
 * `abuse-limits.test.ts`; the backup ones in `server/platform/backup.test.ts`.
 */
import { randomUUID } from 'node:crypto';
import { connect, type AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages/it.js';
import { WORKSPACE_MSG } from '../../common/messages/workspace.js';
import { uploadsInProgress } from '../platform/files/upload-slots.js';
import { redactTokens } from '../app.js';
import { loadConfig } from '../config.js';
import { startMetricsServer } from '../platform/metrics.js';
import { loggableError } from '../db/client.js';
import { DAY, MINUTE } from '../../common/time.js';
import { ensureAdmin, purgeUnconfirmed } from '../modules/accounts/account-lifecycle.service.js';
import { pruneAnalytics } from '../modules/analytics/analytics.service.js';
import { leadEvents, leads } from '../modules/analytics/analytics.table.js';
import { users, userTokens } from '../modules/accounts/accounts.table.js';
import { newLinkToken } from '../platform/auth/secrets.js';
import { verifyPassword } from '../platform/auth/passwords.js';
import { bookings } from '../modules/agenda/agenda.table.js';
import { outbox } from '../platform/mail/outbox.table.js';
import { TEST_ADMIN, useTestApp } from './build-test-app.js';
import { DEFAULT_PASSWORD, clientRegistration, makeClient, operatorRegistration } from './factories.js';
import { TINY_PNG, multipart } from './multipart.js';
import { FULL_WEEK, linkedPair, setRomeTime } from './scheduling.js';

const t = useTestApp();

beforeAll(async () => {
  setRomeTime(t, '2026-11-23 08:00');
  const token = (await t.post('/api/login', { ...TEST_ADMIN, stayLogged: true })).body.token;
  const [admin] = await t.ctx.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
  await t.post('/api/adminupdateorario', { id: admin.id, orario: FULL_WEEK }, token);
});

const visitor = (over: Record<string, unknown>) => ({
  nome: 'Gentile cliente',
  cognome: 'Gallo',
  email: 'sara.gallo@example.it',
  giorno: '2026-11-30',
  ora: '0800',
  serviceId: 0,
  note: '',
  ...over,
});
const rowsOf = async (table: typeof bookings | typeof outbox) => (await t.ctx.db.select({ n: count() }).from(table))[0].n;

describe('security finding F-M2: the public booking is no mail relay', () => {
  it.each([
    ['a list of addresses', 'victim1@example.org, victim2@example.net'],
    ['a display name', '"Banca" <victim3@example.com>'],
    ['a line break with a hidden recipient', 'a@example.org\r\nBcc: hidden@evil.test'],
  ])('refuses %s as the visitor’s e-mail, booking and sending nothing', async (_, email) => {
    const [bookingsBefore, mailsBefore] = [await rowsOf(bookings), await rowsOf(outbox)];
    const res = await t.post('/api/createprenotazionemia', visitor({ email }));
    expect(res.status).toBe(400);
    expect(res.body.fields.email).toBe(email.includes('\r') ? MSG.controlCharacters : MSG.invalidEmail);
    expect([await rowsOf(bookings), await rowsOf(outbox)]).toEqual([bookingsBefore, mailsBefore]);
  });
});

describe('security finding F-L2: no calendar injection', () => {
  it('escapes a bare CR in a booking note, so the .ics gains no property', async () => {
    const { op, client } = await linkedPair(t);
    const note = 'ok\rORGANIZER:mailto:ceo@evil.example\rURL:https://evil.example';
    const res = await t.post(
      '/api/createprenotazione',
      { id: op.user.id, giorno: '2026-12-02', ora: '1000', note },
      client.token,
    );
    expect(res.status).toBe(200);
    await t.flushMail();
    const ics = String(t.mailbox.last(op.email).attachments[0].content);
    const lines = ics.split('\r\n');
    // The file has its own ORGANIZER (the professional); none of the note's lines became a property.
    expect(lines.some((line) => /^(ORGANIZER|URL)[:;].*evil\.example/.test(line))).toBe(false);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const unfolded = ics.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('DESCRIPTION:Note: ok\\nORGANIZER:mailto:ceo@evil.example\\nURL:https://evil.example');
  });

  it('refuses a control character in a single-line field such as a surname', async () => {
    const res = await t.post('/api/createprenotazionemia', visitor({ cognome: 'Gallo\rBEGIN:VEVENT', ora: '0830' }));
    expect(res).toMatchObject({
      status: 400,
      body: { error: MSG.controlCharacters, fields: { cognome: MSG.controlCharacters } },
    });
  });
});

describe('security finding F-L5: a NUL byte', () => {
  it.each([
    ['POST', '/api/login', { email: 'a\u0000@x.it', password: 'x' }],
    ['POST', '/api/createprenotazionemia', visitor({ nome: 'Ma\u0000rio' })],
    ['GET', '/api/ops?page=0&q=a%00', undefined],
  ] as const)('is a 400 with the Italian message on %s %s', async (method, url, body) => {
    const { client } = await linkedPair(t);
    const res = method === 'GET' ? await t.get(url, client.token) : await t.post(url, body);
    expect(res).toMatchObject({ status: 400, body: { success: false, error: MSG.controlCharacters } });
  });

  it('never puts a failed statement’s parameters in the log', async () => {
    const secret = '$argon2id$v=19$m=19456,t=2,p=1$segreto';
    const failure = await t.ctx.db
      .insert(users)
      .values({ email: 'nul@studio.test', passwordHash: secret, nome: 'Ma\u0000rio' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    const logged = JSON.stringify(loggableError(failure));
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain('nul@studio.test');
    expect(logged).not.toContain('insert into');
  });
});

describe('security finding F-L1: the administrator account is never a stranger’s', () => {
  it('resets a pending registration under ADMIN_EMAIL from ADMIN_PASSWORD at start', async () => {
    const attacker = await t.post(
      '/api/register',
      clientRegistration({ email: 'boss@studio.test', password: 'AttackPass1', confirmPassword: 'AttackPass1' }),
    );
    expect(attacker.status).toBe(200);
    const config = { ...t.config, adminEmail: 'boss@studio.test', adminPassword: 'BossPass123' };
    await ensureAdmin({ ...t.ctx, config });
    const [boss] = await t.ctx.db.select().from(users).where(eq(users.email, 'boss@studio.test'));
    expect(boss).toMatchObject({ op: true, attivo: true, scadenzaAbbonamento: null });
    expect(boss.emailConfirmedAt).not.toBeNull();
    expect(await verifyPassword(boss.passwordHash, 'BossPass123')).toBe(true);
    expect(await verifyPassword(boss.passwordHash, 'AttackPass1')).toBe(false);
  });

  it('adopts the administrator as it is on a later start', async () => {
    const [before] = await t.ctx.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
    await ensureAdmin(t.ctx);
    const [after] = await t.ctx.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
    expect(after).toEqual(before);
  });
});

describe('security finding F-L7: common passwords', () => {
  it.each(['password1', 'Password1', 'qwerty123', '12345678a', 'aaaaaaa1'])('refuses %s at registration', async (password) => {
    const res = await t.post('/api/register', clientRegistration({ password, confirmPassword: password }));
    expect(res).toMatchObject({ status: 400, body: { error: MSG.commonPassword, fields: { password: MSG.commonPassword } } });
  });

  it('refuses a common password on a password change', async () => {
    const { token } = await makeClient(t);
    const change = { currentPassword: DEFAULT_PASSWORD, password: 'Juventus2024', passwordConfirm: 'Juventus2024' };
    expect(await t.post('/api/updatepassword', change, token)).toMatchObject({
      status: 400,
      body: { error: MSG.commonPassword },
    });
  });
});

const event = (id: string) => ({ id, type: 'event' as const, event: 'agenda_aperta', page: '/', timestamp: Date.now() });

describe('security finding F-L9: nothing anonymous grows without bound', () => {
  it('purges a registration, and its ID image, once its confirmation link has expired', async () => {
    const data = operatorRegistration();
    const body = multipart({
      data: JSON.stringify(data),
      image: { filename: 'id.png', contentType: 'image/png', content: TINY_PNG },
    });
    expect((await t.inject({ method: 'POST', url: '/api/register', ...body })).statusCode).toBe(200);
    const [pending] = await t.ctx.db
      .select()
      .from(users)
      .where(eq(users.email, data.email as string));
    const confirmed = await makeClient(t);
    t.clock.advance(7 * DAY - MINUTE);
    await purgeUnconfirmed(t.ctx);
    expect((await t.ctx.db.select().from(users).where(eq(users.id, pending.id))).length).toBe(1);
    t.clock.advance(2 * MINUTE);
    await purgeUnconfirmed(t.ctx);
    expect((await t.ctx.db.select().from(users).where(eq(users.id, pending.id))).length).toBe(0);
    await expect(t.ctx.files.size(pending.idDocumentKey!)).rejects.toThrow();
    expect((await t.ctx.db.select().from(users).where(eq(users.id, confirmed.user.id))).length).toBe(1);
    t.clock.advance(-(7 * DAY + MINUTE));
  });

  it('keeps at most 500 events for one lead id', async () => {
    const id = randomUUID();
    await t.heartbeats.record(event(id), '10.1.0.1');
    const at = t.clock.now();
    await t.ctx.db.insert(leadEvents).values(Array.from({ length: 499 }, () => ({ leadId: id, at, event: 'agenda_aperta' })));
    await t.heartbeats.record(event(id), '10.1.0.2');
    const [{ n }] = await t.ctx.db.select({ n: count() }).from(leadEvents).where(eq(leadEvents.leadId, id));
    expect(n).toBe(500);
  });

  it('forgets leads not seen for the retention period, with their events', async () => {
    const old = randomUUID();
    const recent = randomUUID();
    await t.heartbeats.record(event(old), '10.2.0.1');
    t.clock.advance(30 * DAY);
    await t.heartbeats.record(event(recent), '10.2.0.2');
    t.clock.advance(t.config.analyticsRetentionDays * DAY - 15 * DAY);
    await pruneAnalytics(t.ctx);
    const left = await t.ctx.db
      .select({ id: leads.id })
      .from(leads)
      .where(inArray(leads.id, [old, recent]));
    expect(left.map((l) => l.id)).toEqual([recent]);
    const events = await t.ctx.db.select({ id: leadEvents.leadId }).from(leadEvents).where(eq(leadEvents.leadId, old));
    expect(events).toEqual([]);
    t.clock.advance(-(t.config.analyticsRetentionDays * DAY + 15 * DAY));
  });
});

describe('security finding F-M1: no takeover before confirmation', () => {
  const confirmLinkOf = async (email: string) => {
    await t.flushMail();
    const link = new URL(t.mailbox.last(email).links[0]);
    return { id: Number(link.searchParams.get('id')), token: link.searchParams.get('token')! };
  };

  it('never lets a second registration replace the password of a pending one', async () => {
    const email = 'victim58016@studio.test';
    const victim = { email, password: 'VictimPass1', confirmPassword: 'VictimPass1' };
    expect((await t.post('/api/register', clientRegistration(victim))).status).toBe(200);
    const victimLink = await confirmLinkOf(email);
    const attacker = { email, password: 'AttackPass1', confirmPassword: 'AttackPass1' };
    expect((await t.post('/api/register', clientRegistration(attacker))).status).toBe(200);
    const resent = await confirmLinkOf(email);
    expect(resent.id).toBe(victimLink.id);
    expect(await t.post('/api/confirm', { ...victimLink, password: 'AttackPass1' })).toMatchObject({
      status: 400,
      body: { error: MSG.confirmPasswordWrong, fields: { password: MSG.confirmPasswordWrong } },
    });
    expect((await t.post('/api/confirm', { ...victimLink, password: 'VictimPass1' })).status).toBe(200);
    expect((await t.post('/api/login', { email, password: 'AttackPass1' })).status).toBe(401);
    expect((await t.post('/api/login', { email, password: 'VictimPass1' })).status).toBe(200);
  });

  it('never lets the mailbox owner confirm a stranger’s registration by clicking the link', async () => {
    const email = 'owner-of-mailbox@studio.test';
    const stranger = { email, nome: 'Finto', cognome: 'Titolare', password: 'AttackPass1', confirmPassword: 'AttackPass1' };
    await t.post('/api/register', clientRegistration(stranger));
    const link = await confirmLinkOf(email);
    const info = await t.get(`/api/confirm?id=${link.id}&token=${link.token}`);
    expect(info).toMatchObject({ status: 200, body: { nome: 'Finto', cognome: 'Titolare', email, op: false } });
    expect((await t.post('/api/confirm', { ...link, password: 'IlMioSegreto9' })).status).toBe(400);
    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(user.emailConfirmedAt).toBeNull();
  });
});

describe('security finding F-L6: link tokens stay out of the logs', () => {
  it('keeps no usable token in the outbox once the e-mail is sent', async () => {
    const user = await makeClient(t);
    expect((await t.post('/api/resetpassword', { email: user.email })).status).toBe(200);
    await t.flushMail();
    const token = new URL(t.mailbox.last(user.email).links[0]).searchParams.get('token')!;
    expect(token).toMatch(/^[\w-]{20,}$/);
    const [row] = await t.ctx.db.select().from(outbox).where(eq(outbox.to, user.email));
    expect(row.sentAt).not.toBeNull();
    expect(row.text + row.html).not.toContain(token);
    expect(row.text).toContain('token=[rimosso]');
  });

  it('cuts the token out of every URL the access log keeps', () => {
    expect(redactTokens('/reset-password?id=1&token=SECRETRESETTOKEN123')).toBe('/reset-password?id=1&token=[rimosso]');
    expect(redactTokens('/api/confirm?token=abc&id=4')).toBe('/api/confirm?token=[rimosso]&id=4');
    expect(redactTokens('/login-link?id=2&TOKEN=x#y')).toBe('/login-link?id=2&TOKEN=[rimosso]#y');
  });
});

describe('security finding M-1: a login link never confirms an account', () => {
  it('refuses a login link of a pending registration, leaves it pending and the link unspent', async () => {
    const email = 'vittima.link@studio.test';
    const stranger = { email, password: 'Attacco2026zz', confirmPassword: 'Attacco2026zz' };
    expect((await t.post('/api/register', clientRegistration(stranger))).status).toBe(200);
    const [pending] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    const { token, hash } = newLinkToken();
    const expiresAt = new Date(t.clock.now().getTime() + 15 * MINUTE);
    await t.ctx.db.insert(userTokens).values({ userId: pending.id, kind: 'login', tokenHash: hash, expiresAt });
    expect(await t.post('/api/loginlink', { id: pending.id, token })).toMatchObject({
      status: 400,
      body: { error: MSG.invalidLink },
    });
    const [after] = await t.ctx.db.select().from(users).where(eq(users.id, pending.id));
    expect(after.emailConfirmedAt).toBeNull();
    const [link] = await t.ctx.db.select().from(userTokens).where(eq(userTokens.tokenHash, hash));
    expect(link.usedAt).toBeNull();
    expect((await t.post('/api/login', { email, password: 'Attacco2026zz' })).status).toBe(403);
  });
});

describe('security finding L-1: calendar feed tokens stay out of the logs', () => {
  it('cuts the feed token, which is the path itself, out of the URL the access log keeps', () => {
    const token = 'ASGOJOXWGvWVt_dCeoZN67pfOW2NknU_b2NLdDXkupM';
    expect(redactTokens(`/api/ical/${token}.ics`)).toBe('/api/ical/[rimosso]');
    expect(redactTokens(`/api/ICAL/${token}.ics?x=1`)).toBe('/api/ical/[rimosso]?x=1');
    expect(redactTokens(`/api/%69cal/${token}.ics`)).toBe('/api/ical/[rimosso]');
  });
});

describe('security finding L-6: the metrics port listens on its own address', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp', JWT_SECRET: 'x'.repeat(40), METRICS_PORT: '4199' };

  it('is loopback unless METRICS_HOST says otherwise, whatever HOST is', () => {
    expect(loadConfig({ ...base, HOST: '0.0.0.0' }).metricsHost).toBe('127.0.0.1');
    expect(loadConfig({ ...base, METRICS_HOST: '10.0.0.5' }).metricsHost).toBe('10.0.0.5');
  });

  it('binds the metrics server to that address', async () => {
    const server = await startMetricsServer(t.ctx.metrics, 0, loadConfig({ ...base, HOST: '0.0.0.0' }).metricsHost);
    try {
      expect(server.address()).toMatchObject({ address: '127.0.0.1' });
    } finally {
      server.close();
    }
  });
});

describe('security finding I-10: slow headers are cut as docs/operations.md says', () => {
  it('closes a connection whose headers are still dripping in after 15 s, not after 45 s', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const started = Date.now();
    const closedAfter = await new Promise<number>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('GET /api/health HTTP/1.1\r\nHost: studio.test\r\n'));
      const drip = setInterval(() => socket.write('X-Lento: a\r\n'), 1000);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(drip);
        resolve(Date.now() - started);
      });
    });
    expect(closedAfter).toBeGreaterThanOrEqual(14_900);
    // 15 s and at most one 2 s check later; the margin is for a loaded machine, far below the 45 s of the finding.
    expect(closedAfter).toBeLessThan(20_000);
  }, 30_000);
});

describe('security finding L-5: one user cannot hold many uploads at once', () => {
  const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4000, 5), Buffer.from('\n%%EOF')]);

  it('refuses a fourth upload with an Italian 429 while three are in progress, and accepts one again once they end', async () => {
    const { op, client } = await linkedPair(t);
    const upload = (payload: Buffer | PassThrough, headers: Record<string, string>) =>
      t.inject({
        method: 'POST',
        url: '/api/carica',
        payload,
        headers: { ...headers, authorization: `Bearer ${client.token}` },
      });
    const body = () =>
      multipart({
        data: JSON.stringify({ filename: 'referto.pdf', id: op.user.id }),
        doc: { filename: 'referto.pdf', contentType: 'application/pdf', content: PDF },
      });
    const slow = () => {
      const { payload, headers } = body();
      const stream = new PassThrough();
      stream.write(payload.subarray(0, payload.length - 100));
      return { answer: upload(stream, headers), finish: () => stream.end(payload.subarray(payload.length - 100)) };
    };
    const owner = `user:${client.user.id}`;
    const slowOnes = [slow(), slow(), slow()];
    for (let waited = 0; uploadsInProgress(t.ctx.files, owner) < 3 && waited < 10_000; waited += 20) await sleep(20);
    expect(uploadsInProgress(t.ctx.files, owner)).toBe(3);
    const fourth = body();
    const refused = await upload(fourth.payload, fourth.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, error: WORKSPACE_MSG.tooManyUploads });
    for (const one of slowOnes) one.finish();
    for (const one of slowOnes) expect((await one.answer).statusCode).toBe(200);
    expect(uploadsInProgress(t.ctx.files, owner)).toBe(0);
    const again = body();
    expect((await upload(again.payload, again.headers)).statusCode).toBe(200);
  }, 60_000);
});
