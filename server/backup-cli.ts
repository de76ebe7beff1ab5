import { stat } from 'node:fs/promises';
import { loadConfig } from './config.js';
import { cliFailure, redactedCause, redactSecrets } from './platform/cli-failure.js';
import { backup, BackupError, restore } from './platform/backup.js';
import { holdQueuedMail } from './platform/mail/hold-queued.js';

/**
 * `npm run backup -- <folder>` writes one archive of this installation into <folder>;
 * `npm run restore -- <archive>` restores one into an empty DATA_DIR or database.
 * Both read the same environment as the server (DATA_DIR, DATABASE_URL, FILE_STORE, S3_*).
 */
const [command, target, ...flags] = process.argv.slice(2);
/** Restore only: send the e-mails that were queued when the backup was taken (a real recovery, not a drill). */
const sendQueued = flags.includes('--send-queued');
if (!['backup', 'restore'].includes(command) || !target) {
  console.error('Usage: npm run backup -- <folder> | npm run restore -- <archive> [--send-queued]');
  process.exit(2);
}
/** Something wrong with the archive given, said as the end of 'Cannot restore <archive>: …'. */
class ArchiveProblem extends Error {}

const config = loadConfig();
const secrets = [
  config.databaseUrl,
  process.env.DATABASE_URL,
  config.fileStore.kind === 's3' ? config.fileStore.secretAccessKey : undefined,
];
try {
  if (command === 'backup') {
    const { archive, manifest } = await backup(config, target);
    console.log(
      `Backup written: ${archive} (${manifest.database} database, ${manifest.files} files, ${manifest.bytes} bytes${manifest.fileStore === 's3' ? ' listed, kept in the S3 bucket' : ''})`,
    );
  } else {
    await checkArchive(target);
    const { manifest, missing } = await restore(config, target);
    console.log(`Restored ${target} (${manifest.database} database of ${manifest.createdAt}, ${manifest.files} files)`);
    if (!sendQueued) {
      const held = await holdQueuedMail(config);
      if (held > 0) {
        console.log(
          `${held} e-mails queued before the backup are held and will not be sent (a drill mails nobody); restore with --send-queued to send them.`,
        );
      }
    }
    if (missing.length > 0) {
      console.error(
        `${missing.length} objects listed in the backup are not in the bucket, e.g. ${missing.slice(0, 5).join(', ')}`,
      );
      process.exit(1);
    }
  }
} catch (error) {
  console.error(describe(error));
  process.exit(1);
}

/** One sentence naming the file and the cause; never a stack trace, a temporary folder or a password. */
function describe(error: unknown) {
  if (error instanceof BackupError) return redactSecrets(error.message, secrets);
  if (error instanceof ArchiveProblem) return `Cannot restore ${target}: ${error.message}.`;
  return command === 'backup'
    ? cliFailure(`Backup into ${target} failed`, error, secrets)
    : `Cannot restore ${target}: it is not a Studio backup archive, or it is damaged (${redactedCause(error, secrets)}).`;
}

/** The archive must be a file that exists, before anything is unpacked next to it. */
async function checkArchive(archive: string) {
  const found = await stat(archive).catch(() => undefined);
  if (!found) throw new ArchiveProblem('the file does not exist');
  if (!found.isFile()) throw new ArchiveProblem('it is a folder, not a backup archive');
}
