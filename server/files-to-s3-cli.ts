import path from 'node:path';
import { loadConfig } from './config.js';
import { cliFailure } from './platform/cli-failure.js';
import { LocalFileStore } from './platform/files/file-store.js';
import { moveFilesToS3 } from './platform/files/move-to-s3.js';
import { S3FileStore } from './platform/files/s3-file-store.js';

/**
 * `npm run files:to-s3`: copies DATA_DIR/files into the bucket that FILE_STORE=s3 and S3_*
 * name, under the same keys. Safe to run again (done files are skipped) and while the old
 * server still runs; run it once more after stopping it, then start with FILE_STORE=s3.
 */
const config = loadConfig();
if (config.fileStore.kind !== 's3') {
  console.error('Set FILE_STORE=s3 and the S3_* variables of the bucket to copy the files to.');
  process.exit(2);
}
const root = path.join(config.dataDir, 'files');
let last = 0;
try {
  const result = await moveFilesToS3(new LocalFileStore(root), new S3FileStore(config.fileStore), (done, total) => {
    if (Date.now() - last > 2000 || done === total) {
      last = Date.now();
      console.log(`${done}/${total} files`);
    }
  });
  console.log(
    `Files in ${root} are in bucket ${config.fileStore.bucket}: ${result.copied} copied (${result.bytes} bytes, sizes checked), ${result.skipped} already there.`,
  );
} catch (error) {
  // One sentence naming the folder, the bucket and the cause; never a stack trace or the secret key.
  console.error(
    cliFailure(`Copying ${root} to bucket ${config.fileStore.bucket} failed`, error, [config.fileStore.secretAccessKey]),
  );
  process.exit(1);
}
