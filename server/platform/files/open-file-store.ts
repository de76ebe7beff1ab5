import path from 'node:path';
import type { Config } from '../../config.js';
import { LocalFileStore, type FileStore } from './file-store.js';
import { S3FileStore } from './s3-file-store.js';

/** The store the configuration names: `DATA_DIR/files` by default, or FILE_STORE=s3. */
export function openFileStore(config: Pick<Config, 'dataDir' | 'fileStore'>): FileStore {
  return config.fileStore.kind === 's3'
    ? new S3FileStore(config.fileStore)
    : new LocalFileStore(path.join(config.dataDir, 'files'));
}
