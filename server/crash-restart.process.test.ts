/**
 * A server killed with SIGKILL in the middle of writes (chat messages and uploads) on PGlite,
 * then started again at once on the same DATA_DIR: the start is not refused, every write the
 * clients saw acknowledged is there, and nothing the crash left in the file store remains.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, selectRows } from './db/client.js';
import { multipart } from './test/multipart.js';
import { killAll, request, seedDataDir, sleep, spawnServer, waitReady } from './test/server-process.js';
import { sql } from 'drizzle-orm';

const PDF = (n: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(150_000 + n, 7), Buffer.from('\n%%EOF')]);

describe.skipIf(process.env.TEST_DATABASE_URL)('a server killed with SIGKILL during writes (PGlite)', () => {
  let dataDir = '';

  afterAll(async () => {
    await killAll();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('starts again at once on the same DATA_DIR with every acknowledged write present and no leftover file', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'studio-crash-'));
    const { op, client } = await seedDataDir(dataDir);
    const first = await spawnServer(dataDir);
    await waitReady(first);

    const acknowledged = { messages: [] as string[], uploads: [] as string[] };
    let stop = false;
    const sendMessages = async (writer: number) => {
      for (let i = 0; !stop; i++) {
        const testo = `messaggio ${writer}.${i}`;
        const res = await request(first.port, 'POST', '/api/inviamessaggio', { id: op.user.id, testo }, client.token).catch(
          () => undefined, // cut by the kill: neither acknowledged nor refused
        );
        if (res?.status === 200) acknowledged.messages.push(testo);
      }
    };
    const upload = async (writer: number) => {
      for (let i = 0; !stop; i++) {
        const filename = `documento-${writer}-${i}.pdf`;
        const raw = multipart({
          data: JSON.stringify({ filename, id: op.user.id }),
          doc: { filename, contentType: 'application/pdf', content: PDF(i) },
        });
        const res = await request(first.port, 'POST', '/api/carica', undefined, client.token, { raw }).catch(() => undefined);
        if (res?.status === 200) acknowledged.uploads.push(filename);
      }
    };
    const writers = Promise.all([sendMessages(1), sendMessages(2), upload(1), upload(2)]);
    while (acknowledged.messages.length < 10 || acknowledged.uploads.length < 4) await sleep(20);

    first.child.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    stop = true;
    await writers;
    // What a crash in the middle of an upload leaves: a partial file, and a stored file whose
    // database row was never committed.
    const files = path.join(dataDir, 'files');
    await mkdir(path.join(files, 'ab'), { recursive: true });
    await writeFile(path.join(files, 'ab', `ab${randomUUID().slice(2)}.part`), Buffer.alloc(70_000));
    await writeFile(path.join(files, 'ab', `ab${randomUUID().slice(2)}`), Buffer.alloc(50_000));

    const killed = performance.now();
    const second = await spawnServer(dataDir);
    await waitReady(second);
    const toHealthy = performance.now() - killed;
    expect(second.output()).not.toContain('in use by another Studio process');
    // At least the two planted above (the kill itself may have cut an upload too). The log line
    // may reach the pipe after the first 200 of /api/health, so wait for it.
    await second.waitForOutput('unreferenced files (');
    expect(second.output()).toMatch(/Removed [1-9]\d* partial uploads and [1-9]\d* unreferenced files/);
    // Opening PGlite's files dominates; the lock itself costs nothing.
    expect(toHealthy).toBeLessThan(15_000);

    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });

    const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    try {
      const messages = await selectRows<{ testo: string }>(database.db, sql`SELECT testo FROM messages`);
      expect(messages.map((m) => m.testo)).toEqual(expect.arrayContaining(acknowledged.messages));
      const documents = await selectRows<{ nome: string; storage_key: string; size_kb: string }>(
        database.db,
        sql`SELECT nome, storage_key, size_kb FROM documents`,
      );
      expect(documents.map((d) => d.nome)).toEqual(expect.arrayContaining(acknowledged.uploads));
      const [used] = await selectRows<{ kb: string }>(
        database.db,
        sql`SELECT kb_utilizzati AS kb FROM users WHERE id = ${op.user.id}`,
      );
      expect(Number(used.kb)).toBe(documents.reduce((sum, d) => sum + Number(d.size_kb), 0));

      // Every stored file belongs to a document and every document has its file; nothing partial.
      const stored = (await readdir(files, { recursive: true }))
        .map(String)
        .filter((f) => /[0-9a-f-]{36}(\.part)?$/.test(f))
        .map((f) => f.split(path.sep).join('/'))
        .sort();
      expect(stored).toEqual(documents.map((d) => d.storage_key).sort());
    } finally {
      await database.close();
    }
  }, 60_000);
});
