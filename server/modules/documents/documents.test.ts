import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../common/constants.js';
import { MSG } from '../../../common/messages/it.js';
import { WORKSPACE_MSG } from '../../../common/messages/workspace.js';
import { documentsResponseSchema } from '../../../common/workspace.js';
import { useTestApp } from '../../test/build-test-app.js';
import { makeClient, makeOperator, reloadUser } from '../../test/factories.js';
import { multipart, uploadDocument } from '../../test/multipart.js';
import { linkedPair } from '../../test/scheduling.js';
import { users } from '../accounts/accounts.table.js';

const t = useTestApp();

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4000, 7), Buffer.from('\n%%EOF')]);

const upload = (token: string, otherId: number, content: Buffer = PDF, filename = 'contratto.pdf') =>
  uploadDocument(t, token, otherId, filename, content);

/** On local disk, or in the S3 bucket when the suite runs with TEST_FILE_STORE=s3. */
const storedFiles = () => t.storedFiles();

describe('documents', () => {
  it('uploads a document, counts its space and lists it as sent by the professional', async () => {
    const { op, client } = await linkedPair(t);
    expect(await upload(op.token, client.user.id)).toMatchObject({
      status: 200,
      body: { success: true, message: WORKSPACE_MSG.documentSent },
    });
    expect((await reloadUser(t, op.user.id)).kbUtilizzati).toBe(5);
    const sentByOp = await t.get(`/api/documenti?id=${client.user.id}&t=1&page=0`, op.token, documentsResponseSchema);
    expect(sentByOp.body).toMatchObject({
      total: 1,
      documents: [{ nome: 'contratto.pdf', size_kb: 5, timestamp: expect.any(Number), id: expect.any(Number) }],
    });
    expect((await t.get(`/api/documenti?id=${client.user.id}&t=0&page=0`, op.token, documentsResponseSchema)).body.total).toBe(0);
    // The client sees the same file among what the professional sent (t=1), i.e. their 'Ricevuti'.
    expect((await t.get(`/api/documenti?id=${op.user.id}&t=1&page=0`, client.token, documentsResponseSchema)).body.total).toBe(1);
  });

  it('counts a client upload against the professional’s space', async () => {
    const { op, client } = await linkedPair(t);
    await upload(client.token, op.user.id);
    expect((await reloadUser(t, op.user.id)).kbUtilizzati).toBe(5);
    expect((await reloadUser(t, client.user.id)).kbUtilizzati).toBe(0);
    expect((await t.get(`/api/documenti?id=${client.user.id}&t=0`, op.token, documentsResponseSchema)).body.total).toBe(1);
  });

  it('downloads the file intact as an attachment with a UTF-8 name', async () => {
    const { op, client } = await linkedPair(t);
    await upload(client.token, op.user.id, PDF, 'fattura è 2026.pdf');
    const [doc] = (await t.get(`/api/documenti?id=${client.user.id}&t=0`, op.token, documentsResponseSchema)).body.documents;
    for (const token of [op.token, client.token]) {
      const res = await t.inject({
        method: 'GET',
        url: `/api/scarica?id=${doc.id}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PDF)).toBe(true);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="fattura _ 2026.pdf"; filename*=UTF-8''fattura%20%C3%A8%202026.pdf`,
      );
      expect(res.headers['content-type']).toBe('application/octet-stream');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['accept-ranges']).toBe('bytes');
    }
  });

  it("keeps an apostrophe, brackets and a star in the downloaded name (Dell'Acqua stays Dell'Acqua)", async () => {
    const { op, client } = await linkedPair(t);
    await upload(client.token, op.user.id, PDF, "Dell'Acqua (copia) – bozza*.pdf");
    const [doc] = (await t.get(`/api/documenti?id=${client.user.id}&t=0`, op.token)).body.documents;
    const res = await t.inject({
      method: 'GET',
      url: `/api/scarica?id=${doc.id}`,
      headers: { authorization: `Bearer ${op.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Dell'Acqua (copia) _ bozza*.pdf"; filename*=UTF-8''Dell%27Acqua%20%28copia%29%20%E2%80%93%20bozza%2A.pdf`,
    );
  });

  it('resumes a download: a byte range answers 206 with only those bytes and the same headers', async () => {
    const { op, client } = await linkedPair(t);
    await upload(client.token, op.user.id);
    const [doc] = (await t.get(`/api/documenti?id=${client.user.id}&t=0`, op.token, documentsResponseSchema)).body.documents;
    const download = (range: string) =>
      t.inject({
        method: 'GET',
        url: `/api/scarica?id=${doc.id}`,
        headers: { authorization: `Bearer ${op.token}`, range },
      });
    const middle = await download('bytes=9-1008');
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 9-1008/${PDF.length}`);
    expect(middle.headers['content-length']).toBe('1000');
    expect(middle.rawPayload.equals(PDF.subarray(9, 1009))).toBe(true);
    expect(middle.headers['content-disposition']).toBe(`attachment; filename="contratto.pdf"; filename*=UTF-8''contratto.pdf`);
    expect(middle.headers['x-content-type-options']).toBe('nosniff');
    const rest = await download('bytes=4000-');
    expect(rest.statusCode).toBe(206);
    expect(rest.rawPayload.equals(PDF.subarray(4000))).toBe(true);
    const last = await download('bytes=-6');
    expect(last.statusCode).toBe(206);
    expect(last.rawPayload.toString()).toBe('\n%%EOF');
  });

  it('answers a range past the end with 416 and the file size', async () => {
    const { op, client } = await linkedPair(t);
    await upload(client.token, op.user.id);
    const [doc] = (await t.get(`/api/documenti?id=${client.user.id}&t=0`, op.token, documentsResponseSchema)).body.documents;
    const res = await t.inject({
      method: 'GET',
      url: `/api/scarica?id=${doc.id}`,
      headers: { authorization: `Bearer ${op.token}`, range: `bytes=${PDF.length}-` },
    });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 416,
      body: { success: false, error: WORKSPACE_MSG.rangeNotSatisfiable },
    });
    expect(res.headers['content-range']).toBe(`bytes */${PDF.length}`);
  });

  it('keeps only a clean file name: no path parts, no control characters', async () => {
    const { op, client } = await linkedPair(t);
    await upload(client.token, op.user.id, PDF, '../../etc/pa\u0000ss\u202ewd.pdf');
    const [doc] = (await t.get(`/api/documenti?id=${client.user.id}&t=0`, op.token, documentsResponseSchema)).body.documents;
    expect(doc.nome).toBe('passwd.pdf');
  });

  it('refuses 100 MB + 1 byte with 413 and keeps nothing', async () => {
    const { op, client } = await linkedPair(t);
    const before = await storedFiles();
    const res = await upload(client.token, op.user.id, Buffer.alloc(LIMITS.documentBytes + 1, 1));
    expect(res).toEqual({ status: 413, body: { success: false, error: WORKSPACE_MSG.documentTooLarge } });
    expect(await storedFiles()).toEqual(before);
    expect((await reloadUser(t, op.user.id)).kbUtilizzati).toBe(0);
  });

  it('refuses an empty file and keeps nothing', async () => {
    const { op, client } = await linkedPair(t);
    const before = await storedFiles();
    const res = await upload(client.token, op.user.id, Buffer.alloc(0));
    expect(res).toEqual({ status: 400, body: { success: false, error: WORKSPACE_MSG.documentEmpty } });
    expect(await storedFiles()).toEqual(before);
    expect((await t.get(`/api/documenti?id=${op.user.id}&t=0&page=0`, client.token, documentsResponseSchema)).body.total).toBe(0);
  });

  it('refuses two files in one upload as a malformed request, not as too large, and keeps nothing', async () => {
    const { op, client } = await linkedPair(t);
    const before = await storedFiles();
    const body = multipart({
      data: JSON.stringify({ filename: 'a.pdf', id: op.user.id }),
      doc: { filename: 'a.pdf', contentType: 'application/pdf', content: PDF },
      secondo: { filename: 'b.pdf', contentType: 'application/pdf', content: PDF },
    });
    const res = await t.inject({
      method: 'POST',
      url: '/api/carica',
      ...body,
      headers: { ...body.headers, authorization: `Bearer ${client.token}` },
    });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 400,
      body: { success: false, error: MSG.invalidRequest },
    });
    expect(await storedFiles()).toEqual(before);
    expect((await reloadUser(t, op.user.id)).kbUtilizzati).toBe(0);
  });

  it('refuses an upload beyond the quota, even when several run at once', async () => {
    const { op, client } = await linkedPair(t);
    await t.ctx.db
      .update(users)
      .set({ kbUtilizzati: LIMITS.includedStorageKb - 12 })
      .where(eq(users.id, op.user.id));
    const before = await storedFiles();
    const results = await Promise.all([1, 2, 3].map(() => upload(client.token, op.user.id, Buffer.alloc(10_000, 1))));
    expect(results.map((r) => r.status).sort()).toEqual([200, 413, 413]);
    expect(results.find((r) => r.status === 413)!.body.error).toBe(WORKSPACE_MSG.quotaExceeded);
    expect((await reloadUser(t, op.user.id)).kbUtilizzati).toBe(LIMITS.includedStorageKb - 2);
    expect((await storedFiles()).length).toBe(before.length + 1);
  });

  it('lets only the professional delete, and frees the space', async () => {
    const { op, client } = await linkedPair(t);
    await upload(client.token, op.user.id);
    const [doc] = (await t.get(`/api/documenti?id=${client.user.id}&t=0`, op.token, documentsResponseSchema)).body.documents;
    expect(await t.post('/api/deletedocumento', { id: doc.id }, client.token)).toMatchObject({
      status: 403,
      body: { error: WORKSPACE_MSG.onlyOperatorDeletes },
    });
    expect(await t.post('/api/deletedocumento', { id: doc.id }, op.token)).toMatchObject({
      status: 200,
      body: { message: WORKSPACE_MSG.documentDeleted },
    });
    expect((await reloadUser(t, op.user.id)).kbUtilizzati).toBe(0);
    expect(
      (await t.inject({ method: 'GET', url: `/api/scarica?id=${doc.id}`, headers: { authorization: `Bearer ${op.token}` } }))
        .statusCode,
    ).toBe(404);
  });

  it('pages by 15 and searches by name', async () => {
    const { op, client } = await linkedPair(t);
    for (let i = 0; i < 16; i++) await upload(op.token, client.user.id, PDF, `doc${i}.pdf`);
    await upload(op.token, client.user.id, PDF, 'speciale.pdf');
    const first = await t.get(`/api/documenti?id=${client.user.id}&t=1&page=0`, op.token, documentsResponseSchema);
    expect(first.body.documents).toHaveLength(15);
    expect(first.body.total).toBe(17);
    expect(
      (await t.get(`/api/documenti?id=${client.user.id}&t=1&page=1`, op.token, documentsResponseSchema)).body.documents,
    ).toHaveLength(2);
    expect(
      (await t.get(`/api/documenti?id=${client.user.id}&t=1&q=speciale`, op.token, documentsResponseSchema)).body.total,
    ).toBe(1);
  });

  it("lets no one list, download, upload or delete another link's documents", async () => {
    const { op, client } = await linkedPair(t);
    await upload(client.token, op.user.id);
    const [doc] = (await t.get(`/api/documenti?id=${client.user.id}&t=0`, op.token, documentsResponseSchema)).body.documents;
    const otherClient = await makeClient(t);
    const otherOp = await makeOperator(t);
    for (const outsider of [otherClient, otherOp]) {
      const other = outsider === otherClient ? op.user.id : client.user.id;
      expect((await t.get(`/api/documenti?id=${other}&t=0`, outsider.token)).status).toBe(404);
      expect(
        (
          await t.inject({
            method: 'GET',
            url: `/api/scarica?id=${doc.id}`,
            headers: { authorization: `Bearer ${outsider.token}` },
          })
        ).statusCode,
      ).toBe(404);
      expect((await upload(outsider.token, other)).status).toBe(404);
    }
    expect((await t.post('/api/deletedocumento', { id: doc.id }, otherOp.token)).status).toBe(404);
    expect((await t.inject({ method: 'GET', url: `/api/scarica?id=${doc.id}` })).statusCode).toBe(401);
  });

  it('deletes the documents of a removed link and frees their space', async () => {
    const { op, client } = await linkedPair(t);
    await upload(client.token, op.user.id);
    await upload(op.token, client.user.id);
    const before = await storedFiles();
    await t.post('/api/deleteop', { id: op.user.id }, client.token);
    expect((await reloadUser(t, op.user.id)).kbUtilizzati).toBe(0);
    expect((await storedFiles()).length).toBe(before.length - 2);
  });
});
