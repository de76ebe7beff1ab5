import { loadConfig } from './config.js';
import { backup, BackupError, restore } from './platform/backup.js';

/**
 * `npm run backup -- <folder>` writes one archive of this installation into <folder>;
 * `npm run restore -- <archive>` restores one into an empty DATA_DIR or database.
 * Both read the same environment as the server (DATA_DIR, DATABASE_URL, FILE_STORE, S3_*).
 */
const [command, target] = process.argv.slice(2);
if (!['backup', 'restore'].includes(command) || !target) {
  console.error('Usage: npm run backup -- <folder> | npm run restore -- <archive>');
  process.exit(2);
}
const config = loadConfig();
try {
  if (command === 'backup') {
    const { archive, manifest } = await backup(config, target);
    console.log(
      `Backup written: ${archive} (${manifest.database} database, ${manifest.files} files, ${manifest.bytes} bytes${manifest.fileStore === 's3' ? ' listed, kept in the S3 bucket' : ''})`,
    );
  } else {
    const { manifest, missing } = await restore(config, target);
    console.log(`Restored ${target} (${manifest.database} database of ${manifest.createdAt}, ${manifest.files} files)`);
    if (missing.length > 0) {
      console.error(
        `${missing.length} objects listed in the backup are not in the bucket, e.g. ${missing.slice(0, 5).join(', ')}`,
      );
      process.exit(1);
    }
  }
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
