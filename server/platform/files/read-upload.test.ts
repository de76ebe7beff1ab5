import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '../../../common/messages/it.js';
import { multipart, TINY_PNG } from '../../test/multipart.js';
import { badRequest } from '../errors.js';
import { installErrorHandler } from '../http.js';
import { parseJsonField } from '../validation.js';
import { LocalFileStore } from './file-store.js';
import { readUpload, type UploadForm } from './read-upload.js';
import { ID_IMAGE_MIME, detectIdImageType } from './sniff.js';

const root = mkdtempSync(path.join(tmpdir(), 'studio-read-upload-'));
const files = new LocalFileStore(root);
let app: FastifyInstance;

/** The files the store holds now, partial ones included. */
const storedFiles = () =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);

const imageForm: UploadForm = {
  fileField: 'image',
  limits: { fileSize: 1000, fields: 3, fieldSize: 1000 },
  tooLarge: MSG.imageTooLarge,
  fields: { data: parseJsonField },
  sniff: {
    type: (head) => {
      const type = detectIdImageType(head);
      return type && ID_IMAGE_MIME[type];
    },
    wrongType: () => badRequest(MSG.imageWrongType),
  },
};

beforeAll(async () => {
  app = Fastify();
  await app.register(fastifyMultipart);
  installErrorHandler(app);
  // Stores the image, then keeps it only when `data.keep` is true: otherwise a failure after storing.
  app.post('/image', async (request) =>
    readUpload(files, request, imageForm, async ({ fields, file }) => {
      const stored = await file?.store();
      const data = fields.data as { keep?: boolean } | undefined;
      if (!data?.keep) throw badRequest(MSG.invalidRequest);
      return { fields, stored: stored && { type: stored.type, bytes: stored.bytes, filename: stored.filename } };
    }),
  );
  app.post('/data-first', async (request) =>
    readUpload(files, request, { ...imageForm, sniff: undefined, fieldsBeforeFile: true }, async ({ file }) => {
      const stored = await file!.store();
      await files.remove(stored.key);
      return { bytes: stored.bytes };
    }),
  );
});

beforeEach(() => {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root);
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

const post = async (url: string, parts: Parameters<typeof multipart>[0]) => {
  const body = multipart(parts);
  const res = await app.inject({ method: 'POST', url, ...body });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
};

const png = { filename: 'carta.png', contentType: 'image/png', content: TINY_PNG };

describe('reading an upload form', () => {
  it('stores the file, gives its type from its first bytes, and reads the fields sent after it', async () => {
    const res = await post('/image', { image: png, data: JSON.stringify({ keep: true }) });
    expect(res).toEqual({
      status: 200,
      body: { fields: { data: { keep: true } }, stored: { type: 'image/png', bytes: TINY_PNG.length, filename: 'carta.png' } },
    });
    expect(storedFiles().length).toBe(1);
  });

  it('removes the stored file when the use of the upload fails after storing it', async () => {
    const res = await post('/image', { data: JSON.stringify({ keep: false }), image: png });
    expect(res).toEqual({ status: 400, body: { success: false, error: MSG.invalidRequest } });
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a file whose first bytes are of no accepted type, and keeps nothing', async () => {
    const text = { filename: 'carta.png', contentType: 'image/png', content: Buffer.from('non sono una immagine') };
    const res = await post('/image', { data: JSON.stringify({ keep: true }), image: text });
    expect(res).toEqual({ status: 400, body: { success: false, error: MSG.imageWrongType } });
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a file over the limit with 413 and the form’s message, and keeps nothing', async () => {
    const big = { ...png, content: Buffer.concat([TINY_PNG, Buffer.alloc(1000)]) };
    const res = await post('/image', { data: JSON.stringify({ keep: true }), image: big });
    expect(res).toEqual({ status: 413, body: { success: false, error: MSG.imageTooLarge } });
    expect(storedFiles()).toEqual([]);
  });

  it('drains a file sent under another name and ignores fields the form does not read', async () => {
    const res = await post('/image', { altro: png, note: 'x', data: JSON.stringify({ keep: true }) });
    expect(res).toEqual({ status: 200, body: { fields: { data: { keep: true } } } });
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a file sent before the fields that must come first, as a malformed request', async () => {
    const res = await post('/data-first', { image: png, data: JSON.stringify({}) });
    expect(res).toEqual({ status: 400, body: { success: false, error: MSG.invalidRequest } });
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a field that is not valid JSON before storing anything', async () => {
    const res = await post('/data-first', { data: '{non json', image: png });
    expect(res).toEqual({ status: 400, body: { success: false, error: MSG.invalidRequest } });
    expect(storedFiles()).toEqual([]);
  });
});
