import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.js';
import { outbox } from './outbox.table.js';
import { renderEmail } from './render.js';
import { MailWorker, messageIdOf, pruneOutbox, retryDelayMs } from './mail-worker.js';
import { smtpTransport } from './transport.js';

const t = useTestApp();

const message = (to: string) => ({ to, ...renderEmail({ subject: 'Prova', greeting: 'Ciao,', paragraphs: ['corpo'] }) });

describe('the mail outbox', () => {
  it('delivers a queued message over SMTP with text and HTML', async () => {
    await t.ctx.mail.enqueue(t.ctx.db, message('uno@example.it'));
    expect(await t.flushMail()).toBe(1);
    const mail = t.mailbox.last('uno@example.it');
    expect(mail).toMatchObject({ subject: 'Prova', from: 'noreply@studio.example' });
    expect(mail.text).toContain('corpo');
    expect(mail.html).toContain('<p');
  });

  it('keeps a message the SMTP server refused and retries it with backoff', async () => {
    await t.ctx.mail.enqueue(t.ctx.db, message('due@example.it'));
    t.mailbox.refuse = true;
    expect(await t.flushMail()).toBe(0);
    t.mailbox.refuse = false;
    const [row] = await t.ctx.db.select().from(outbox).where(eq(outbox.to, 'due@example.it'));
    expect(row).toMatchObject({ attempts: 1, sentAt: null });
    expect(row.lastError).toContain('451');
    expect(await t.flushMail()).toBe(0);
    t.clock.advance(retryDelayMs(1));
    expect(await t.flushMail()).toBe(1);
    expect(t.mailbox.to('due@example.it')).toHaveLength(1);
  });

  it('does not send a message before its time', async () => {
    const later = new Date(t.clock.now().getTime() + 3_600_000);
    await t.ctx.mail.enqueue(t.ctx.db, { ...message('tre@example.it'), sendAfter: later, dedupeKey: 'reminder:test' });
    expect(await t.flushMail()).toBe(0);
    t.clock.set(later);
    expect(await t.flushMail()).toBe(1);
  });

  it('queues a message with a dedupe key only once', async () => {
    expect(await t.ctx.mail.enqueue(t.ctx.db, { ...message('quattro@example.it'), dedupeKey: 'once' })).toBe(true);
    expect(await t.ctx.mail.enqueue(t.ctx.db, { ...message('quattro@example.it'), dedupeKey: 'once' })).toBe(false);
  });

  it('gives every attempt of a message the same Message-ID, made from its outbox row', async () => {
    await t.ctx.mail.enqueue(t.ctx.db, message('cinque@example.it'));
    t.mailbox.refuse = true;
    expect(await t.flushMail()).toBe(0);
    t.mailbox.refuse = false;
    t.clock.advance(retryDelayMs(1));
    await t.flushMail();
    expect(t.mailbox.to('cinque@example.it')).toHaveLength(1);
    const [row] = await t.ctx.db.select().from(outbox).where(eq(outbox.to, 'cinque@example.it'));
    expect(t.mailbox.last('cinque@example.it').messageId).toBe(messageIdOf(row, t.config.mailFrom));
    expect(messageIdOf(row, t.config.mailFrom)).toBe(`<outbox-${row.id}-${row.createdAt.getTime()}@studio.example>`);
  });

  it('a stopping worker finishes the message being sent and gives the rest of its batch back at once', async () => {
    const recipients = ['sei.a@example.it', 'sei.b@example.it', 'sei.c@example.it'];
    for (const to of recipients) await t.ctx.mail.enqueue(t.ctx.db, message(to));
    t.mailbox.holding = true;
    const worker = new MailWorker(t.ctx.db, smtpTransport(t.config.smtpUrl!), t.clock, t.config.mailFrom, t.ctx.log);
    worker.start();
    await t.mailbox.nextHeld();
    const stopping = worker.stop();
    t.mailbox.releaseAll();
    await stopping;

    const rows = await t.ctx.db.select().from(outbox);
    const mine = rows.filter((r) => recipients.includes(r.to));
    expect(mine.filter((r) => r.sentAt !== null)).toHaveLength(1);
    expect(mine.filter((r) => r.sentAt === null).map((r) => r.lockedUntil)).toEqual([null, null]);
    // Due again at once: another instance (here the test's worker) sends them now.
    await t.flushMail();
    for (const to of recipients) expect(t.mailbox.to(to)).toHaveLength(1);
  });

  it('backs off from 5 seconds up to one hour', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([5000, 10_000, 20_000]);
    expect(retryDelayMs(40)).toBe(3_600_000);
  });

  it('sends the message that fell due first before one queued earlier that fell due later', async () => {
    const start = t.clock.now().getTime();
    await t.ctx.mail.enqueue(t.ctx.db, { ...message('sette.b@example.it'), sendAfter: new Date(start + 2 * 3_600_000) });
    await t.ctx.mail.enqueue(t.ctx.db, { ...message('sette.a@example.it'), sendAfter: new Date(start + 3_600_000) });
    t.clock.advance(3 * 3_600_000);
    t.mailbox.clear();
    expect(await t.flushMail()).toBe(2);
    expect(t.mailbox.received.map((m) => m.to)).toEqual(['sette.a@example.it', 'sette.b@example.it']);
  });

  it('deletes sent e-mails once they are older than the retention period, and never an unsent one', async () => {
    const recipients = ['otto.a@example.it', 'otto.b@example.it', 'otto.c@example.it'];
    await t.ctx.mail.enqueue(t.ctx.db, message(recipients[0]));
    await t.flushMail();
    t.clock.advance(10 * 86_400_000);
    await t.ctx.mail.enqueue(t.ctx.db, message(recipients[1]));
    await t.flushMail();
    await t.ctx.mail.enqueue(t.ctx.db, {
      ...message(recipients[2]),
      sendAfter: new Date(t.clock.now().getTime() + 365 * 86_400_000),
    });
    t.clock.advance(t.config.outboxRetentionDays * 86_400_000 - 5 * 86_400_000);

    expect(await pruneOutbox(t.ctx.db, t.clock, t.config.outboxRetentionDays)).toBeGreaterThanOrEqual(1);
    const left = await t.ctx.db.select().from(outbox).where(inArray(outbox.to, recipients));
    expect(left.map((r) => r.to).sort()).toEqual([recipients[1], recipients[2]]);
    t.clock.advance(-(t.config.outboxRetentionDays * 86_400_000 + 5 * 86_400_000));
  });
});
