import { AppError } from '../errors.js';
import type { FileStore } from './file-store.js';

/**
 * Uploads one owner may have in progress at once on this instance (security finding
 * L-5): an upload to S3 holds its current part in memory until the part is full, so many slow
 * uploads of one user could pin memory for up to the 15-minute request limit. The count lives
 * in this process on purpose: the memory it protects is this process's.
 */
export const UPLOADS_PER_OWNER = 3;

const inProgress = new WeakMap<FileStore, Map<string, number>>();

/**
 * Takes one of `owner`'s upload places on `store`, or refuses with a 429 and `message`;
 * returns the function that gives it back (call it once, when the upload ends either way).
 */
export function takeUploadSlot(store: FileStore, owner: string, message: string): () => void {
  let counts = inProgress.get(store);
  if (!counts) inProgress.set(store, (counts = new Map()));
  const used = counts.get(owner) ?? 0;
  if (used >= UPLOADS_PER_OWNER) throw new AppError(429, message);
  counts.set(owner, used + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (counts.get(owner) ?? 1) - 1;
    if (left > 0) counts.set(owner, left);
    else counts.delete(owner);
  };
}

/** How many uploads `owner` has in progress on `store` (for the tests). */
export const uploadsInProgress = (store: FileStore, owner: string) => inProgress.get(store)?.get(owner) ?? 0;
