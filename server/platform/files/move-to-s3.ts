import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { FILE_KEY, type LocalFileStore } from './file-store.js';
import type { S3FileStore } from './s3-file-store.js';

export interface MoveResult {
  copied: number;
  /** Already in the bucket with the same size (an earlier, interrupted run). */
  skipped: number;
  bytes: number;
}

/**
 * Copies every file of a local store into an S3 bucket under the same key, so the database
 * needs no change. Idempotent and resumable: a key already in the bucket with the local size
 * is skipped; any other is uploaded (again) and its size checked against the local file.
 * Local files are left in place: remove DATA_DIR/files once the instances run with FILE_STORE=s3.
 */
export async function moveFilesToS3(
  local: LocalFileStore,
  s3: S3FileStore,
  progress: (done: number, total: number) => void = () => undefined,
): Promise<MoveResult> {
  const inBucket = new Map<string, number>();
  for await (const object of s3.list()) inBucket.set(object.key, object.bytes);
  const names = await readdir(local.root, { recursive: true }).catch(() => [] as string[]);
  const keys = names.map((name) => String(name).split(path.sep).join('/')).filter((key) => FILE_KEY.test(key));
  const result: MoveResult = { copied: 0, skipped: 0, bytes: 0 };
  for (const [index, key] of keys.entries()) {
    const file = path.join(local.root, key);
    const size = (await stat(file)).size;
    if (inBucket.get(key) === size) {
      result.skipped++;
    } else {
      await s3.putAs(key, createReadStream(file));
      const stored = await s3.size(key);
      if (stored !== size) throw new Error(`${key}: ${size} bytes on disk but ${stored} in the bucket`);
      result.copied++;
      result.bytes += size;
    }
    progress(index + 1, keys.length);
  }
  return result;
}
