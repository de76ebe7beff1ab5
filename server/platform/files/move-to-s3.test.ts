import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../test/s3-server.js';
import { storedFileKeys } from '../../test/stored-files.js';
import { LocalFileStore } from './file-store.js';
import { moveFilesToS3 } from './move-to-s3.js';
import { S3FileStore } from './s3-file-store.js';

let server: TestS3Server;
let root: string;
let local: LocalFileStore;
let s3: S3FileStore;
const contents = [Buffer.from('primo'), Buffer.alloc(12 * 1024 * 1024, 9), Buffer.from('terzo')];
const keys: string[] = [];

async function readAll(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  server = await startS3Server('moved-files');
  root = await mkdtemp(path.join(tmpdir(), 'studio-move-'));
  local = new LocalFileStore(root);
  s3 = new S3FileStore({
    endpoint: server.env.S3_ENDPOINT,
    region: server.env.S3_REGION,
    bucket: server.bucket,
    accessKeyId: server.env.S3_ACCESS_KEY_ID,
    secretAccessKey: server.env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: true,
  });
  for (const content of contents) keys.push((await local.put(Readable.from([content]))).key);
});
afterAll(async () => {
  await server?.stop();
  await rm(root, { recursive: true, force: true });
});

describe('moving local files to S3 (npm run files:to-s3)', () => {
  it('copies every file under the same key, byte for byte', async () => {
    expect(await moveFilesToS3(local, s3)).toEqual({
      copied: 3,
      skipped: 0,
      bytes: contents.reduce((sum, c) => sum + c.length, 0),
    });
    expect(await storedFileKeys(s3)).toEqual([...keys].sort());
    for (const [i, key] of keys.entries()) expect((await readAll(s3.read(key))).equals(contents[i])).toBe(true);
  });

  it('skips what is already there when run again', async () => {
    expect(await moveFilesToS3(local, s3)).toEqual({ copied: 0, skipped: 3, bytes: 0 });
  });

  it('copies again a file whose object has another size (an interrupted run)', async () => {
    await s3.putAs(keys[2], Readable.from([Buffer.from('ter')]));
    expect(await moveFilesToS3(local, s3)).toEqual({ copied: 1, skipped: 2, bytes: contents[2].length });
    expect((await readAll(s3.read(keys[2]))).equals(contents[2])).toBe(true);
  });
});
