import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './paths.js';
import { cliFailure, redactSecrets } from './platform/cli-failure.js';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'studio-cli-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Runs `npm run restore -- <archive>` as package.json does, on an empty DATA_DIR. */
async function restoreCli(archive: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: path.join(dir, 'data'),
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
  };
  delete env.DATABASE_URL;
  const tsx = path.join(repoRoot(), 'node_modules', '.bin', 'tsx');
  return promisify(execFile)(tsx, [path.join(repoRoot(), 'server', 'backup-cli.ts'), 'restore', archive], { env }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe('npm run restore of an archive it cannot use', () => {
  it('says in one sentence that a missing archive does not exist', async () => {
    const archive = path.join(dir, 'nessuna-cartella', 'studio-backup.tar.gz');
    const result = await restoreCli(archive);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`Cannot restore ${archive}: the file does not exist.\n`);
  }, 60_000);

  it('says in one sentence that a damaged archive is not a Studio backup, with no stack trace or temporary folder', async () => {
    const archive = path.join(dir, 'rovinato.tar.gz');
    await writeFile(archive, Buffer.from('questo non è un archivio'));
    const result = await restoreCli(archive);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      new RegExp(
        `^Cannot restore ${archive.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: it is not a Studio backup archive, or it is damaged \\(.+\\)\\.\\n$`,
      ),
    );
    expect(result.stderr).not.toContain('.studio-restore-');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);
});

describe('a command-line failure never shows a secret', () => {
  const url = 'postgres://studio:S3gret0-Pass@db.example:5432/studio';

  it('hides the password of a database URL in any text', () => {
    expect(redactSecrets(`Command failed: pg_dump --format=custom ${url}`, [])).toBe(
      'Command failed: pg_dump --format=custom postgres://studio:***@db.example:5432/studio',
    );
  });

  it('reports a pg_dump version mismatch by its cause and the fix, without the DATABASE_URL', async () => {
    // A real failed command, carrying the URL among its arguments as pg_dump's would.
    const error = await promisify(execFile)('sh', [
      '-c',
      'echo "pg_dump: error: aborting because of server version mismatch" >&2; echo "pg_dump: detail: server version: 17.10; pg_dump version: 15.14" >&2; exit 1',
      url,
    ]).catch((e: unknown) => e);
    expect(cliFailure('Backup into /var/backups/studio failed', error, [url])).toBe(
      'Backup into /var/backups/studio failed: pg_dump: error: aborting because of server version mismatch; pg_dump: detail: server version: 17.10; pg_dump version: 15.14 (install a pg_dump of the server’s major version or newer).',
    );
  });
});
