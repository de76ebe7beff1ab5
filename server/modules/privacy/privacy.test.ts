import { eq, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { MSG } from '../../../common/messages/it.js';
import { PRIVACY_MSG } from '../../../common/messages/privacy.js';
import { SECURITY } from '../../../common/messages/security.js';
import { newTotpSecret, totpCode, totpStep } from '../../platform/auth/totp.js';
import { TEST_ADMIN, useTestApp } from '../../test/build-test-app.js';
import { DEFAULT_PASSWORD, makeClient, makeOperator } from '../../test/factories.js';
import { multipart } from '../../test/multipart.js';
import { linkedPair, setRomeTime } from '../../test/scheduling.js';
import { users } from '../accounts/accounts.table.js';
import { documents } from '../documents/documents.table.js';
import { payments } from '../subscriptions/subscriptions.table.js';
import { outbox } from '../../platform/mail/outbox.table.js';

const t = useTestApp();

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 7), Buffer.from('\n%%EOF')]);

async function upload(token: string, otherId: number, filename: string) {
  const body = multipart({
    data: JSON.stringify({ filename, id: otherId }),
    doc: { filename, contentType: 'application/pdf', content: PDF },
  });
  const res = await t.inject({
    method: 'POST',
    url: '/api/carica',
    ...body,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
}

/** The entries of a ZIP, name → content. */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, Buffer>();
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.readEntry();
    });
  });
}

async function exportOf(token: string) {
  const res = await t.inject({ method: 'GET', url: '/api/esportadati', headers: { authorization: `Bearer ${token}` } });
  return { res, entries: await unzip(res.rawPayload) };
}

/** A linked pair with a booking tomorrow, a message each way and a document each way. */
async function busyPair() {
  setRomeTime(t, '2026-11-23 08:00');
  const pair = await linkedPair(t);
  const { op, client } = pair;
  expect((await t.post('/api/updatecliente', { id: client.user.id, note: 'Preferisce le mattine' }, op.token)).status).toBe(200);
  expect(
    (
      await t.post(
        '/api/createprenotazione',
        { id: op.user.id, giorno: '2026-11-24', ora: '0900', serviceId: 0, note: '' },
        client.token,
      )
    ).status,
  ).toBe(200);
  await t.post('/api/inviamessaggio', { id: op.user.id, testo: 'Buongiorno' }, client.token);
  await t.post('/api/inviamessaggio', { id: client.user.id, testo: 'Buongiorno a lei' }, op.token);
  await upload(client.token, op.user.id, 'dichiarazione.pdf');
  await upload(op.token, client.user.id, 'preventivo.pdf');
  await t.flushMail();
  return pair;
}

describe('GET /api/esportadati', () => {
  it('gives a client a ZIP with their data as JSON and the files they sent and received', async () => {
    const { op, client } = await busyPair();
    const { res, entries } = await exportOf(client.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="studio-dati-\d{4}-\d{2}-\d{2}\.zip"/);
    const data = JSON.parse(entries.get('dati.json')!.toString('utf8'));
    expect(data.profilo).toMatchObject({ id: client.user.id, email: client.email, op: false });
    expect(data.collegamenti).toEqual([expect.objectContaining({ ruolo: 'professionista', email: op.email, accettato: true })]);
    expect(data.collegamenti[0].note).toBeUndefined();
    expect(data.prenotazioni).toEqual([
      expect.objectContaining({ giorno: '2026-11-24', ora: '09:00', professionista: op.user.id, annullata: null }),
    ]);
    expect(data.messaggi.map((m: { testo: string; scrittoDaTe: boolean }) => [m.testo, m.scrittoDaTe])).toEqual([
      ['Buongiorno', true],
      ['Buongiorno a lei', false],
    ]);
    expect(data.pagamenti).toBeUndefined();
    expect(data.notificheEmail).toEqual({ messaggi: true, documenti: true, collegamenti: true, prenotazioni: true });
    const files = [...entries.keys()].filter((name) => name.startsWith('documenti/')).sort();
    expect(files).toEqual([
      expect.stringMatching(/^documenti\/inviati\/\d+-dichiarazione\.pdf$/),
      expect.stringMatching(/^documenti\/ricevuti\/\d+-preventivo\.pdf$/),
    ]);
    expect(entries.get(files[0])!.equals(PDF)).toBe(true);
  });

  it('includes, for a professional, the clients’ records and their private notes', async () => {
    const { op, client } = await busyPair();
    const { entries } = await exportOf(op.token);
    const data = JSON.parse(entries.get('dati.json')!.toString('utf8'));
    expect(data.collegamenti).toEqual([
      expect.objectContaining({
        ruolo: 'cliente',
        email: client.email,
        codiceFiscale: client.user.codFiscale,
        note: 'Preferisce le mattine',
      }),
    ]);
    expect(data.pagamenti).toEqual([]);
  });

  it('says whether the calendar feed is on and the meeting link, never the feed’s address', async () => {
    const { op } = await linkedPair(t);
    const { url } = (await t.post('/api/feedcalendario', {}, op.token)).body;
    await t.post('/api/videochiamata', { link: 'https://zoom.us/j/1234567890' }, op.token);
    const { entries } = await exportOf(op.token);
    const json = entries.get('dati.json')!.toString('utf8');
    expect(JSON.parse(json).calendario).toEqual({
      feedAttivo: true,
      feedCreatoIl: expect.any(String),
      feedPrivato: false,
      collegamentoVideo: 'https://zoom.us/j/1234567890',
    });
    expect(json).not.toContain(new URL(url).pathname.slice('/api/ical/'.length, -'.ics'.length));
  });

  it('refuses a visitor', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/esportadati' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/eliminaaccount', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const { client } = await busyPair();
    const res = await t.post('/api/eliminaaccount', { password: 'Sbagliata99' }, client.token);
    expect(res).toMatchObject({
      status: 400,
      body: { error: PRIVACY_MSG.wrongPassword, fields: { password: PRIVACY_MSG.wrongPassword } },
    });
    expect((await t.get('/api/me', client.token)).status).toBe(200);
  });

  it('erases a client: bookings cancelled with an e-mail to the professional, documents and chat gone, personal data erased', async () => {
    const { op, client } = await busyPair();
    const res = await t.post('/api/eliminaaccount', { password: DEFAULT_PASSWORD }, client.token);
    expect(res).toMatchObject({ status: 200, body: { success: true, message: PRIVACY_MSG.accountErased } });
    expect((await t.get('/api/me', client.token)).status).toBe(401);
    expect((await t.post('/api/login', { email: client.email, password: DEFAULT_PASSWORD })).status).toBe(401);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, client.user.id));
    expect(row).toMatchObject({
      email: `eliminato-${client.user.id}@eliminato.invalid`,
      nome: 'Account',
      cognome: 'eliminato',
      telefono: '',
      codFiscale: '',
      attivo: false,
    });
    await t.flushMail();
    expect(t.mailbox.last(op.email).subject).toMatch(/^Appuntamento annullato/);
    expect((await t.get('/api/clienti?page=0', op.token)).body.total).toBe(0);
    expect((await t.get(`/api/messaggi?id=${client.user.id}`, op.token)).status).toBe(404);
    const [professional] = await t.ctx.db.select().from(users).where(eq(users.id, op.user.id));
    expect(professional.kbUtilizzati).toBe(0);
  });

  it('removes the e-mails to and from the erased user still in the outbox, sent or not (security finding I-6)', async () => {
    const { op, client } = await busyPair();
    expect((await t.post('/api/assistenza', { subject: 'Aiuto', content: 'Una domanda' }, client.token)).status).toBe(200);
    await t.flushMail();
    await t.ctx.mail.enqueue(t.ctx.db, { to: client.email, subject: 'In attesa', text: 'Ciao Marco', html: '<p>Ciao Marco</p>' });
    const mailOf = () =>
      t.ctx.db
        .select({ id: outbox.id })
        .from(outbox)
        .where(or(eq(outbox.to, client.email), eq(outbox.replyTo, client.email)));
    expect((await mailOf()).length).toBeGreaterThanOrEqual(2);
    expect((await t.post('/api/eliminaaccount', { password: DEFAULT_PASSWORD }, client.token)).status).toBe(200);
    expect(await mailOf()).toEqual([]);
    expect((await t.ctx.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.to, op.email))).length).toBeGreaterThan(0);
  });

  it('erases a professional but keeps their payments, which the law requires', async () => {
    const { op, client } = await busyPair();
    await t.ctx.db.insert(payments).values({
      userId: op.user.id,
      plan: 'mensile',
      metodo: 'carta',
      amountCents: 2990,
      inizio: t.clock.now(),
      fine: t.clock.now(),
      createdAt: t.clock.now(),
    });
    expect((await t.post('/api/eliminaaccount', { password: DEFAULT_PASSWORD }, op.token)).status).toBe(200);
    await t.flushMail();
    expect(t.mailbox.last(client.email).subject).toMatch(/^Appuntamento annullato/);
    expect(await t.ctx.db.select().from(payments).where(eq(payments.userId, op.user.id))).toHaveLength(1);
    expect((await t.get('/api/myops?page=0', client.token)).body.total).toBe(0);
  });

  it('asks a user with two-factor login for a code too', async () => {
    const { client } = await busyPair();
    const secret = newTotpSecret();
    await t.ctx.db.update(users).set({ totpSecret: secret }).where(eq(users.id, client.user.id));
    const res = await t.post('/api/eliminaaccount', { password: DEFAULT_PASSWORD }, client.token);
    expect(res).toMatchObject({ status: 400, body: { error: SECURITY.codeNeeded, fields: { code: SECURITY.codeNeeded } } });
    const code = totpCode(secret, totpStep(t.clock.now().getTime()));
    expect((await t.post('/api/eliminaaccount', { password: DEFAULT_PASSWORD, code }, client.token)).status).toBe(200);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, client.user.id));
    expect(row.totpSecret).toBeNull();
  });

  it('never erases the administrator', async () => {
    const admin = (await t.post('/api/login', { ...TEST_ADMIN, stayLogged: true })).body.token as string;
    const res = await t.post('/api/eliminaaccount', { password: TEST_ADMIN.password }, admin);
    expect(res).toMatchObject({ status: 400, body: { error: PRIVACY_MSG.adminCannotErase } });
  });

  it('refuses a visitor', async () => {
    expect((await t.post('/api/eliminaaccount', { password: DEFAULT_PASSWORD })).status).toBe(401);
  });

  it('needs the password', async () => {
    const { client } = await busyPair();
    expect(await t.post('/api/eliminaaccount', {}, client.token)).toMatchObject({ status: 400, body: { error: MSG.required } });
  });
});

describe('GET /api/esportadati, edge cases', () => {
  it('holds, for a request the professional never accepted, only what the clients list shows', async () => {
    const op = await makeOperator(t);
    const client = await makeClient(t, { indirizzo: 'Via Po 3', citta: 'Torino', cap: '10100', provincia: 'TO' });
    expect((await t.post('/api/askop', { id: op.user.id }, client.token)).status).toBe(200);
    await t.flushMail();
    const { entries } = await exportOf(op.token);
    const data = JSON.parse(entries.get('dati.json')!.toString('utf8'));
    expect(data.collegamenti).toEqual([
      {
        ruolo: 'cliente',
        nome: 'Marco',
        cognome: 'Rossi',
        email: client.email,
        telefono: '3331234567',
        accettato: false,
        note: '',
      },
    ]);
  });

  it('skips a document whose file is missing, says so in the ZIP, and keeps serving', async () => {
    const { op, client } = await linkedPair(t);
    await upload(client.token, op.user.id, 'perso.pdf');
    await upload(client.token, op.user.id, 'presente.pdf');
    const [lost] = await t.ctx.db.select().from(documents).where(eq(documents.nome, 'perso.pdf'));
    await t.ctx.files.remove(lost.storageKey);
    const { res, entries } = await exportOf(client.token);
    expect(res.statusCode).toBe(200);
    expect([...entries.keys()].sort()).toEqual([
      'dati.json',
      'documenti/FILE-MANCANTI.txt',
      expect.stringMatching(/^documenti\/inviati\/\d+-presente\.pdf$/),
    ]);
    expect(entries.get('documenti/FILE-MANCANTI.txt')!.toString('utf8')).toBe(`${PRIVACY_MSG.exportFileMissing('perso.pdf')}\n`);
    expect(PRIVACY_MSG.exportFileMissing('perso.pdf')).toBe(
      'Il file del documento «perso.pdf» non è stato trovato nell’archivio di Studio e non è incluso in questa esportazione.',
    );
    expect((await t.get('/api/health')).status).toBe(200);
  });
});
