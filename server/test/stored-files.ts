import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { FILE_KEY, LocalFileStore, type FileStore } from '../platform/files/file-store.js';
import { S3FileStore } from '../platform/files/s3-file-store.js';

/** Every key a store holds, sorted: files on local disk, objects in an S3 bucket. */
export async function storedFileKeys(store: FileStore): Promise<string[]> {
  const keys: string[] = [];
  if (store instanceof S3FileStore) {
    for await (const object of store.list()) keys.push(object.key);
  } else if (store instanceof LocalFileStore) {
    const root = store.root;
    for (const name of await readdir(root, { recursive: true }).catch(() => [] as string[])) {
      const key = String(name).split(path.sep).join('/');
      if (FILE_KEY.test(key)) keys.push(key);
    }
  } else {
    throw new Error('storedFileKeys knows local disk and S3 stores');
  }
  return keys.sort();
}
