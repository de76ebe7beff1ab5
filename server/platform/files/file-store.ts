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

/** Bytes `start` to `end` of a stored file, both included (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

/** Every stored key: two hex characters, then a UUID (the same on every store). */
export const FILE_KEY = /^[0-9a-f]{2}\/[0-9a-f-]{36}$/;

export function newFileKey() {
  const id = randomUUID();
  return `${id.slice(0, 2)}/${id}`;
}

/** Where uploads live: local disk by default, or an S3-compatible store (s3-file-store.ts). */
export interface FileStore {
  /** Streams `source` into a new object under a generated key; never buffers it whole. */
  put(source: Readable): Promise<StoredFile>;
  /** The whole file, or only `range`; a missing file fails the stream. */
  read(key: string, range?: ByteRange): Readable;
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
  constructor(readonly root: string) {}

  private pathOf(key: string) {
    if (!FILE_KEY.test(key)) throw new Error(`Invalid file key: ${key}`);
    return path.join(this.root, key);
  }

  async put(source: Readable): Promise<StoredFile> {
    const key = newFileKey();
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

  read(key: string, range?: ByteRange): Readable {
    return createReadStream(this.pathOf(key), range);
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
