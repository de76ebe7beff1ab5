/**
 * Uploads when the server's disk is full, with a file store limited to a few hundred kB:
 * the uploader gets a 507 with an Italian message, nothing partial stays, the database keeps
 * working, uploads work again once space is freed, and a keep-alive connection that carried a
 * failed or refused upload serves the next request at once.
 */
import { mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../common/messages/it.js';
import { WORKSPACE_MSG } from '../../../common/messages/workspace.js';
import { useTestApp } from '../../test/build-test-app.js';
import { reloadUser, type MadeUser } from '../../test/factories.js';
import { multipart } from '../../test/multipart.js';
import { linkedPair } from '../../test/scheduling.js';
import { request } from '../../test/server-process.js';
import { LocalFileStore, type FileStore, type StoredFile } from './file-store.js';

/** A local store on a "disk" of `capacity` bytes: writing past it fails with ENOSPC, mid-stream. */
class SmallDiskStore implements FileStore {
  private used = new Map<string, number>();
  constructor(
    private readonly inner: LocalFileStore,
    public capacity: number,
  ) {}

  private get total() {
    return [...this.used.values()].reduce((a, b) => a + b, 0);
  }

  async put(source: Readable): Promise<StoredFile> {
    let written = this.total;
    const disk = new Transform({
      transform: (chunk: Buffer, _encoding, callback) => {
        written += chunk.length;
        if (written > this.capacity) {
          callback(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }));
          return;
        }
        callback(null, chunk);
      },
    });
    // Like a file write stream, a failing disk destroys the source it was reading.
    disk.on('error', () => source.destroy());
    const stored = await this.inner.put(source.pipe(disk));
    this.used.set(stored.key, stored.bytes);
    return stored;
  }

  read = (key: string) => this.inner.read(key);
  size = (key: string) => this.inner.size(key);
  async remove(key: string) {
    this.used.delete(key);
    await this.inner.remove(key);
  }
}

const root = mkdtempSync(path.join(tmpdir(), 'studio-small-disk-'));
let store: SmallDiskStore;
const t = useTestApp({}, () => {
  store = new SmallDiskStore(new LocalFileStore(root), 300_000);
  return { files: store };
});

const pdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(bytes, 7), Buffer.from('\n%%EOF')]);

describe('uploads on a full disk', () => {
  let port = 0;
  let op: MadeUser;
  let client: MadeUser;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
    ({ op, client } = await linkedPair(t));
  });

  afterAll(async () => {
    agent.destroy();
    await rm(root, { recursive: true, force: true });
  });

  const upload = (bytes: number, token = client.token) => {
    const raw = multipart({
      data: JSON.stringify({ filename: 'referto.pdf', id: op.user.id }),
      doc: { filename: 'referto.pdf', contentType: 'application/pdf', content: pdf(bytes) },
    });
    return request(port, 'POST', '/api/carica', undefined, token, { agent, raw });
  };

  /** The next request on the same keep-alive agent, timed. */
  const timedHealth = async () => {
    const started = performance.now();
    const res = await request(port, 'GET', '/api/health', undefined, undefined, { agent });
    return { ...res, ms: performance.now() - started };
  };

  const partials = async () => (await readdir(root, { recursive: true })).map(String).filter((f) => f.endsWith('.part'));

  it('answers 507 with an Italian message, keeps nothing partial and counts no space', async () => {
    expect((await upload(200_000)).status).toBe(200);
    const full = await upload(2_000_000);
    expect(full.status).toBe(507);
    expect(full.body).toEqual({ success: false, error: MSG.diskFull });
    expect(await partials()).toEqual([]);
    expect((await reloadUser(t, op.user.id)).kbUtilizzati).toBe(Math.ceil(pdf(200_000).length / 1000));
    const me = await t.get('/api/me', op.token);
    expect(me.status).toBe(200);
  });

  it('serves the next request on the same keep-alive connection at once after the failed upload', async () => {
    expect((await upload(2_000_000)).status).toBe(507);
    const next = await timedHealth();
    expect(next.status).toBe(200);
    expect(next.ms).toBeLessThan(1000);
  });

  it('serves the next request at once after an upload refused before its body was read', async () => {
    const refused = await upload(2_000_000, 'not-a-token');
    expect(refused.status).toBe(401);
    const next = await timedHealth();
    expect(next.status).toBe(200);
    expect(next.ms).toBeLessThan(1000);
  });

  it('keeps the database usable while the disk is full', async () => {
    const sent = await t.post('/api/inviamessaggio', { id: op.user.id, testo: 'disco pieno' }, client.token);
    expect(sent.status).toBe(200);
  });

  it('accepts uploads again once space is freed', async () => {
    store.capacity = 5_000_000;
    const res = await upload(2_000_000);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: WORKSPACE_MSG.documentSent });
  });
});
