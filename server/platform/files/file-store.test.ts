/**
 * The FileStore contract, run on both stores: local disk, and S3 against a real S3-compatible
 * server (s3rver) started on loopback. Then two instances sharing one bucket.
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CreateMultipartUploadCommand, UploadPartCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { useTestApp } from '../../test/build-test-app.js';
import { multipart } from '../../test/multipart.js';
import { startS3Server, type TestS3Server } from '../../test/s3-server.js';
import { linkedPair } from '../../test/scheduling.js';
import { storedFileKeys } from '../../test/stored-files.js';
import { LocalFileStore, newFileKey, type FileStore } from './file-store.js';
import { S3FileStore, type S3Settings } from './s3-file-store.js';

const MB = 1024 * 1024;

/** `bytes` of varied content, produced 1 MB at a time; fails with `failAt` bytes sent, if given. */
function generated(bytes: number, failAt?: number) {
  const hash = createHash('sha256');
  let sent = 0;
  const stream = new Readable({
    read() {
      if (failAt !== undefined && sent >= failAt) return this.destroy(new Error('connessione interrotta'));
      if (sent >= bytes) return this.push(null);
      const chunk = Buffer.alloc(Math.min(MB, bytes - sent), (sent / MB) % 251);
      chunk.writeUInt32BE(sent, 0);
      hash.update(chunk);
      sent += chunk.length;
      this.push(chunk);
    },
  });
  return { stream, digest: () => hash.digest('hex') };
}

async function readAll(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const s3Settings = (server: TestS3Server): S3Settings => ({
  endpoint: server.env.S3_ENDPOINT,
  region: server.env.S3_REGION,
  bucket: server.bucket,
  accessKeyId: server.env.S3_ACCESS_KEY_ID,
  secretAccessKey: server.env.S3_SECRET_ACCESS_KEY,
  forcePathStyle: true,
});

interface StoreUnderTest {
  store: FileStore;
  /** Interrupted uploads the store still holds (local `.part` files, S3 incomplete multipart uploads). */
  partials(): Promise<number>;
  /** Leaves an interrupted upload behind, as a crash would. */
  leavePartial(): Promise<void>;
  stop(): Promise<void>;
}

const stores: Record<string, () => Promise<StoreUnderTest>> = {
  'local disk': async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'studio-files-'));
    return {
      store: new LocalFileStore(root),
      partials: async () => (await readdir(root, { recursive: true })).filter((name) => String(name).endsWith('.part')).length,
      leavePartial: async () => {
        const [dir, id] = newFileKey().split('/');
        await mkdir(path.join(root, dir), { recursive: true });
        const file = path.join(root, dir, `${id}.part`);
        await writeFile(file, 'metà');
        await utimes(file, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
      },
      stop: () => rm(root, { recursive: true, force: true }),
    };
  },
  S3: async () => {
    const server = await startS3Server();
    const store = new S3FileStore(s3Settings(server));
    return {
      store,
      partials: async () => (await store.incompleteUploads()).length,
      leavePartial: async () => {
        const Key = newFileKey();
        const { UploadId } = await store.client.send(new CreateMultipartUploadCommand({ Bucket: store.bucket, Key }));
        await store.client.send(
          new UploadPartCommand({
            Bucket: store.bucket,
            Key,
            UploadId,
            PartNumber: 1,
            Body: Buffer.from('metà'),
          }),
        );
      },
      stop: () => server.stop(),
    };
  },
};

describe.each(Object.keys(stores))('the file store on %s', (name) => {
  let s: StoreUnderTest;
  beforeAll(async () => {
    s = await stores[name]();
  });
  afterAll(() => s?.stop());

  it('stores a streamed file and gives it back whole, with its size', async () => {
    const source = generated(3 * MB + 17);
    const stored = await s.store.put(source.stream);
    expect(stored.bytes).toBe(3 * MB + 17);
    expect(await s.store.size(stored.key)).toBe(3 * MB + 17);
    const back = await readAll(s.store.read(stored.key));
    expect(createHash('sha256').update(back).digest('hex')).toBe(source.digest());
  });

  it('stores 100 MB through a multipart upload, byte for byte', async () => {
    const source = generated(100 * MB);
    const stored = await s.store.put(source.stream);
    expect(stored.bytes).toBe(100 * MB);
    const hash = createHash('sha256');
    for await (const chunk of s.store.read(stored.key)) hash.update(chunk as Buffer);
    expect(hash.digest('hex')).toBe(source.digest());
    await s.store.remove(stored.key);
  }, 120_000);

  it('reads a byte range: both ends included', async () => {
    const stored = await s.store.put(Readable.from([Buffer.from('0123456789abcdef')]));
    expect((await readAll(s.store.read(stored.key, { start: 3, end: 7 }))).toString()).toBe('34567');
    expect((await readAll(s.store.read(stored.key, { start: 10, end: 15 }))).toString()).toBe('abcdef');
  });

  it('leaves no object and no incomplete upload when the upload fails midway', async () => {
    const before = await storedFileKeys(s.store);
    const source = generated(40 * MB, 20 * MB);
    await expect(s.store.put(source.stream)).rejects.toThrow('connessione interrotta');
    expect(await storedFileKeys(s.store)).toEqual(before);
    expect(await s.partials()).toBe(0);
  });

  it('removes a file, and removing it again is no error', async () => {
    const stored = await s.store.put(Readable.from([Buffer.from('da eliminare')]));
    await s.store.remove(stored.key);
    expect(await storedFileKeys(s.store)).not.toContain(stored.key);
    await expect(s.store.remove(stored.key)).resolves.toBeUndefined();
  });

  it('fails the stream of a file that is not there', async () => {
    await expect(readAll(s.store.read(newFileKey()))).rejects.toThrow();
  });

  it('refuses a key that is not one of its own', () => {
    expect(() => s.store.read('../../etc/passwd')).toThrow('Invalid file key');
  });

  it('sweeps unreferenced files and interrupted uploads past the grace period, and nothing younger', async () => {
    const kept = await s.store.put(Readable.from([Buffer.from('referenced')]));
    const orphan = await s.store.put(Readable.from([Buffer.from('orphan')]));
    await s.leavePartial();
    const everything = new Set(await storedFileKeys(s.store));
    expect(await s.store.sweep!(new Set([kept.key]), 60 * 60 * 1000)).toEqual({ partial: 0, unreferenced: 0, bytes: 0 });
    expect(new Set(await storedFileKeys(s.store))).toEqual(everything);

    everything.delete(kept.key);
    const swept = await s.store.sweep!(new Set([kept.key]), 0);
    expect(swept.partial).toBe(1);
    expect(swept.unreferenced).toBe(everything.size);
    expect(await storedFileKeys(s.store)).toEqual([kept.key]);
    expect(await s.partials()).toBe(0);
    expect(everything.has(orphan.key)).toBe(true);
  });
});

describe('two instances with their own disks and one S3 bucket', () => {
  let server: TestS3Server;
  let second: App;
  let secondDir: string;
  beforeAll(async () => {
    server = await startS3Server('shared-bucket');
  });
  // The first instance is the test app; the second shares its database and bucket, not its DATA_DIR.
  const t = useTestApp({}, () => ({ files: new S3FileStore(s3Settings(server)) }));
  beforeAll(async () => {
    secondDir = await mkdtemp(path.join(tmpdir(), 'studio-second-'));
    second = await buildApp(
      { ...t.config, dataDir: secondDir, fileStore: { kind: 's3', ...s3Settings(server) } },
      { database: t.ctx.database, startWorkers: false },
    );
    await second.app.ready();
  });
  afterAll(async () => {
    await second?.app.close();
    await server?.stop();
    await rm(secondDir, { recursive: true, force: true });
  });
  it('downloads through one a document uploaded through the other', async () => {
    const { op, client } = await linkedPair(t);
    const content = Buffer.from('%PDF-1.7\ncondiviso\n%%EOF');
    const body = multipart({
      data: JSON.stringify({ filename: 'condiviso.pdf', id: op.user.id }),
      doc: { filename: 'condiviso.pdf', contentType: 'application/pdf', content },
    });
    const sent = await t.inject({
      method: 'POST',
      url: '/api/carica',
      ...body,
      headers: { ...body.headers, authorization: `Bearer ${client.token}` },
    });
    expect(sent.statusCode).toBe(200);
    const res = await second.app.inject({
      method: 'GET',
      url: `/api/scarica?id=${sent.json().id}`,
      headers: { authorization: `Bearer ${op.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(content)).toBe(true);
    expect(await readdir(path.join(secondDir))).not.toContain('files');
  });
});
