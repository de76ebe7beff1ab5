import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../common/constants.js';
import { MSG } from '../../../common/messages/it.js';
import { useTestApp } from '../../test/build-test-app.js';
import { clientRegistration, operatorRegistration } from '../../test/factories.js';
import { TINY_PNG, multipart } from '../../test/multipart.js';
import { users } from './accounts.table.js';

const t = useTestApp();

async function register(data: Record<string, unknown>, image?: { content: Buffer; filename?: string; contentType?: string }) {
  const body = multipart({
    data: JSON.stringify(data),
    ...(image
      ? { image: { filename: image.filename ?? 'id.png', contentType: image.contentType ?? 'image/png', content: image.content } }
      : {}),
  });
  const res = await t.inject({ method: 'POST', url: '/api/register', ...body });
  return { status: res.statusCode, body: res.json() };
}

const storedFiles = async () =>
  (await readdir(path.join(t.config.dataDir, 'files'), { recursive: true }).catch(() => []))
    .filter((f) => String(f).includes('-'))
    .sort();

const countUsers = async (email: string) =>
  (await t.ctx.db.select().from(users).where(eq(users.email, email.toLowerCase()))).length;

describe('POST /api/register', () => {
  it('registers a client and sends the confirmation e-mail', async () => {
    const data = clientRegistration();
    const res = await register(data);
    expect(res).toEqual({ status: 200, body: { success: true, error: '', message: MSG.registered } });
    await t.flushMail();
    const mail = t.mailbox.last(data.email);
    expect(mail.subject).toBe('Conferma la tua email su Studio');
    expect(mail.links[0]).toMatch(/^http:\/\/studio\.test\/confirm-email\?id=\d+&token=[\w-]{43}$/);
    expect(mail.html).toContain('Conferma la mia email');
  });

  it('accepts a client registration sent as plain JSON', async () => {
    const data = clientRegistration();
    const res = await t.post('/api/register', data);
    expect(res.status).toBe(200);
    expect(await countUsers(data.email)).toBe(1);
  });

  it('registers a professional with an ID image and a 30-day trial', async () => {
    const data = operatorRegistration();
    const res = await register(data, { content: TINY_PNG });
    expect(res.status).toBe(200);
    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, data.email));
    expect(user.op).toBe(true);
    expect(user.idDocumentType).toBe('image/png');
    expect(user.idDocumentName).toBe('id.png');
    expect(user.scadenzaAbbonamento!.getTime() - t.clock.now().getTime()).toBe(30 * 86_400_000);
    await t.flushMail();
    expect(t.mailbox.last(data.email).subject).toBe('Benvenuto su Studio: conferma la tua email');
  });

  it('refuses a professional without an ID image', async () => {
    const data = operatorRegistration();
    const res = await register(data);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(MSG.missingImage);
    expect(await countUsers(data.email)).toBe(0);
  });

  it('refuses an ID image over 10 MB with 413 and keeps nothing', async () => {
    const data = operatorRegistration();
    const before = await storedFiles();
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(LIMITS.idImageBytes)]);
    const res = await register(data, { content: big });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe(MSG.imageTooLarge);
    expect(await countUsers(data.email)).toBe(0);
    expect(await storedFiles()).toEqual(before);
  });

  it('judges the ID image by its content, not its name', async () => {
    const data = operatorRegistration();
    const res = await register(data, {
      content: Buffer.from('MZ not really an image'),
      filename: 'id.png',
      contentType: 'image/png',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(MSG.imageWrongType);
    expect(await countUsers(data.email)).toBe(0);
  });

  it.each([
    ['PDF', Buffer.from('%PDF-1.7\n%\u00e2\u00e3')],
    ['JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
    ['GIF', Buffer.from('GIF89a\x01\x00\x01\x00')],
    ['EPS', Buffer.from('%!PS-Adobe-3.0 EPSF-3.0\n')],
  ])('accepts a %s ID document', async (_kind, content) => {
    const res = await register(operatorRegistration(), {
      content,
      filename: 'documento.bin',
      contentType: 'application/octet-stream',
    });
    expect(res.status).toBe(200);
  });

  it('requires the professional-only fields', async () => {
    const data = operatorRegistration({ nomeAzienda: '', cap: ' ' });
    const res = await register(data, { content: TINY_PNG });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(MSG.required);
    expect(res.body.fields).toMatchObject({ nomeAzienda: MSG.required, cap: MSG.required });
  });

  it.each(['nome', 'cognome', 'email', 'confirmEmail', 'password', 'confirmPassword', 'telefono', 'codiceFiscale'])(
    'requires %s',
    async (field) => {
      const res = await register(clientRegistration({ [field]: '' }));
      expect(res.status).toBe(400);
      expect(res.body.fields[field]).toBe(MSG.required);
    },
  );

  it('leaves partita IVA optional', async () => {
    const res = await register(clientRegistration({ partitaIva: undefined }));
    expect(res.status).toBe(200);
  });

  it('refuses an e-mail that differs from its confirmation', async () => {
    const res = await register(clientRegistration({ confirmEmail: 'altro@example.it' }));
    expect(res).toMatchObject({ status: 400, body: { success: false, error: MSG.emailMismatch } });
  });

  it.each(['corta1', 'solamenteLettere', '123456789'])('refuses the weak password %s', async (password) => {
    const res = await register(clientRegistration({ password, confirmPassword: password }));
    expect(res).toMatchObject({ status: 400, body: { error: MSG.passwordRule } });
  });

  it('writes caratteri correctly in the password rule', () => {
    expect(MSG.passwordRule).toBe('La password deve essere lunga almeno 8 caratteri e contenere almeno una lettera e un numero.');
  });

  it('refuses passwords that do not match', async () => {
    const res = await register(clientRegistration({ confirmPassword: 'Diversa123' }));
    expect(res).toMatchObject({ status: 400, body: { error: MSG.passwordMismatch } });
  });

  it('refuses a registration without accepting the terms', async () => {
    const data = clientRegistration({ termini: false });
    const res = await register(data);
    expect(res).toMatchObject({ status: 400, body: { error: MSG.termsRequired } });
    expect(await countUsers(data.email)).toBe(0);
  });

  it('registers an e-mail once, whatever its case, answering as for a new one and telling the owner (security finding F-L8)', async () => {
    const data = clientRegistration();
    await register(data);
    await t.flushMail();
    await t.ctx.db.update(users).set({ emailConfirmedAt: t.clock.now() }).where(eq(users.email, data.email));
    const upper = data.email.toUpperCase();
    const res = await register(clientRegistration({ email: upper, confirmEmail: upper, nome: 'Intruso' }));
    expect(res).toEqual({ status: 200, body: { success: true, error: '', message: MSG.registered } });
    expect(await countUsers(data.email)).toBe(1);
    await t.flushMail();
    expect(t.mailbox.last(data.email).subject).toBe('Hai già un account su Studio');
  });

  it('keeps a pending registration when the address registers again, and sends its link again (security finding F-M1)', async () => {
    const data = clientRegistration();
    await register(data);
    await t.flushMail();
    const res = await register({ ...data, nome: 'Annalisa', password: 'AltraChiave42', confirmPassword: 'AltraChiave42' });
    expect(res).toEqual({ status: 200, body: { success: true, error: '', message: MSG.registered } });
    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, data.email));
    expect(user.nome).toBe('Anna');
    await t.flushMail();
    const mail = t.mailbox.last(data.email);
    expect(mail.text).toContain('a nome di Anna Verdi (cliente)');
    expect(mail.links[0]).toMatch(new RegExp(`/confirm-email\\?id=${user.id}&token=`));
  });

  it('keeps nothing of a repeated professional registration, not even its ID image', async () => {
    const data = operatorRegistration();
    await register(data, { content: TINY_PNG });
    const before = await storedFiles();
    expect((await register(data, { content: TINY_PNG })).status).toBe(200);
    expect(await storedFiles()).toEqual(before);
  });

  it('answers malformed JSON in data with a 400, not a 500', async () => {
    const body = multipart({ data: '{not json' });
    const res = await t.inject({ method: 'POST', url: '/api/register', ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: MSG.invalidRequest });
  });
});
