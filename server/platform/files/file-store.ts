import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredFile {
  key: string;
  bytes: number;
}

/** Where uploads live. Local disk by default; an S3-compatible store fits the same shape. */
export interface FileStore {
  /** Streams `source` into a new object under a generated key; never buffers it whole. */
  put(source: Readable): Promise<StoredFile>;
  read(key: string): Readable;
  size(key: string): Promise<number>;
  remove(key: string): Promise<void>;
  /**
   * Removes what interrupted work left behind, older than `graceMs` (so an upload in flight is
   * never touched): partial uploads, and stored objects whose key is not in `referenced`.
   */
  sweep?(referenced: Set<string>, graceMs: number): Promise<SweepResult>;
}

export interface SweepResult {
  partial: number;
  unreferenced: number;
  bytes: number;
}

export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string) {
    if (!/^[0-9a-f]{2}\/[0-9a-f-]{36}$/.test(key)) throw new Error(`Invalid file key: ${key}`);
    return path.join(this.root, key);
  }

  async put(source: Readable): Promise<StoredFile> {
    const id = randomUUID();
    const key = `${id.slice(0, 2)}/${id}`;
    const final = this.pathOf(key);
    const partial = `${final}.part`;
    await mkdir(path.dirname(final), { recursive: true });
    let bytes = 0;
    source.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    try {
      await pipeline(source, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, final);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return { key, bytes };
  }

  read(key: string): Readable {
    return createReadStream(this.pathOf(key));
  }

  async size(key: string) {
    return (await stat(this.pathOf(key))).size;
  }

  async remove(key: string) {
    await rm(this.pathOf(key), { force: true });
  }

  async sweep(referenced: Set<string>, graceMs: number): Promise<SweepResult> {
    const result: SweepResult = { partial: 0, unreferenced: 0, bytes: 0 };
    const cutoff = Date.now() - graceMs;
    const dirs = await readdir(this.root).catch(() => [] as string[]);
    for (const dir of dirs.filter((d) => /^[0-9a-f]{2}$/.test(d))) {
      for (const name of await readdir(path.join(this.root, dir)).catch(() => [] as string[])) {
        const partial = /^[0-9a-f-]{36}\.part$/.test(name);
        const key = `${dir}/${name}`;
        if (!partial && (!/^[0-9a-f-]{36}$/.test(name) || referenced.has(key))) continue;
        const file = path.join(this.root, dir, name);
        const info = await stat(file).catch(() => undefined);
        if (!info || info.mtimeMs > cutoff) continue;
        await rm(file, { force: true });
        result.bytes += info.size;
        if (partial) result.partial++;
        else result.unreferenced++;
      }
    }
    return result;
  }
}
