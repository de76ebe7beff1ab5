import { execFile } from 'node:child_process';
import { chmod, cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Config } from '../config.js';
import { openDatabase } from '../db/client.js';
import { lockDataDir } from './data-dir-lock.js';
import { FILE_KEY } from './files/file-store.js';
import { openFileStore } from './files/open-file-store.js';
import { S3FileStore } from './files/s3-file-store.js';

const run = promisify(execFile);

/** What an archive holds, in `manifest.json` at its root. */
export interface BackupManifest {
  format: 'studio-backup/1';
  createdAt: string;
  /** `database.pglite.tar.gz` (PGlite's own dump) or `database.pgdump` (pg_dump, custom format). */
  database: 'pglite' | 'postgres';
  /** `files/` holds the uploads, or `s3-objects.tsv` lists the keys that stay in the bucket. */
  fileStore: 'local' | 's3';
  files: number;
  bytes: number;
  /**
   * DATA_DIR/jwt-secret is in the archive. Only archives made before 2026-11-26 have it: the
   * signing secret is now left out (security finding M-3), so sessions end after a restore unless
   * JWT_SECRET is set the same on the restored instance.
   */
  jwtSecret: boolean;
}

export class BackupError extends Error {}

const PGLITE_DUMP = 'database.pglite.tar.gz';
const PG_DUMP = 'database.pgdump';
const S3_LIST = 's3-objects.tsv';

/**
 * Writes one archive (`studio-backup-<time>.tar.gz`) into `folder`: the database (pg_dump on
 * PostgreSQL, with the server running; PGlite's data-directory dump, which needs the server
 * stopped as PGlite has one process on DATA_DIR), then the uploads on local disk, or the list
 * of object keys on S3 (the bucket is backed up by its own versioning or replication).
 * The archive holds every account's data, so it is readable by its owner only (0600, in a
 * folder made 0700), and the session-signing secret stays out of it (security finding M-3).
 */
export async function backup(config: Config, folder: string): Promise<{ archive: string; manifest: BackupManifest }> {
  await mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER });
  await chmod(folder, PRIVATE_FOLDER);
  const staging = await mkdtemp(path.join(path.resolve(folder), '.studio-backup-'));
  try {
    const manifest: BackupManifest = {
      format: 'studio-backup/1',
      createdAt: new Date().toISOString(),
      database: config.databaseUrl ? 'postgres' : 'pglite',
      fileStore: config.fileStore.kind,
      files: 0,
      bytes: 0,
      jwtSecret: false,
    };
    let release: (() => Promise<void>) | undefined;
    try {
      if (config.databaseUrl) {
        const { url, env } = withoutPassword(config.databaseUrl);
        await runQuiet(
          'pg_dump',
          [
            '--format=custom',
            '--no-owner',
            '--no-privileges',
            // The generated signing secret (JWT_SECRET unset) lives there: it stays out of the archive.
            `--exclude-table-data=${SETTINGS_TABLE}`,
            `--file=${path.join(staging, PG_DUMP)}`,
            url,
          ],
          env,
        );
      } else {
        release = await lockDataDir(config.dataDir).catch((error: Error) => {
          throw new BackupError(
            `${error.message}\nPGlite allows one process on DATA_DIR: stop the server, back up, start it again.`,
          );
        });
        const database = await openDatabase({ dataDir: path.join(config.dataDir, 'db') });
        try {
          await writeFile(path.join(staging, PGLITE_DUMP), await database.dump!());
        } finally {
          await database.close();
        }
      }
      // After the dump: a file uploaded meanwhile is only extra (swept after a restore); a file
      // deleted in between is the one thing a live backup on local disk can miss.
      if (config.fileStore.kind === 'local') {
        const root = path.join(config.dataDir, 'files');
        for (const key of await localKeys(root)) {
          await mkdir(path.join(staging, 'files', path.dirname(key)), { recursive: true });
          await cp(path.join(root, key), path.join(staging, 'files', key));
          manifest.files++;
          manifest.bytes += (await stat(path.join(root, key))).size;
        }
      } else {
        const store = openFileStore(config) as S3FileStore;
        const lines: string[] = [];
        for await (const object of store.list()) {
          lines.push(`${object.key}\t${object.bytes}`);
          manifest.files++;
          manifest.bytes += object.bytes;
        }
        await writeFile(path.join(staging, S3_LIST), lines.map((l) => `${l}\n`).join(''));
      }
    } finally {
      await release?.();
    }
    await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const archive = path.join(path.resolve(folder), `studio-backup-${manifest.createdAt.replace(/[:.]/g, '-')}.tar.gz`);
    // Made 0600 before tar writes into it, so it is never readable by others, whatever the umask.
    await writeFile(archive, '', { mode: PRIVATE_FILE, flag: 'wx' });
    await chmod(archive, PRIVATE_FILE);
    await run('tar', ['-czf', archive, '-C', staging, '.']);
    return { archive, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Restores an archive into an empty installation: a DATA_DIR without a database (PGlite) or an
 * empty PostgreSQL database (DATABASE_URL), and the uploads into DATA_DIR/files. On S3 the
 * objects are where they were: the restore checks that every listed key is in the bucket.
 */
export async function restore(config: Config, archive: string): Promise<{ manifest: BackupManifest; missing: string[] }> {
  const staging = await mkdtemp(path.join(path.dirname(path.resolve(archive)), '.studio-restore-'));
  let release: (() => Promise<void>) | undefined;
  try {
    await run('tar', ['-xzf', path.resolve(archive), '-C', staging]);
    const manifest = JSON.parse(await readFile(path.join(staging, 'manifest.json'), 'utf8')) as BackupManifest;
    if (manifest.format !== 'studio-backup/1') throw new BackupError(`${archive} is not a Studio backup`);
    const target = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database !== target) {
      throw new BackupError(
        `The archive holds a ${manifest.database} database and this installation uses ${target}: ${
          target === 'pglite' ? 'set DATABASE_URL to an empty PostgreSQL database' : 'unset DATABASE_URL to restore into DATA_DIR'
        }.`,
      );
    }
    if (manifest.fileStore !== config.fileStore.kind) {
      throw new BackupError(`The archive's files are on ${manifest.fileStore} and FILE_STORE is ${config.fileStore.kind}.`);
    }
    release = await lockDataDir(config.dataDir);
    if (target === 'postgres') {
      await assertEmptyPostgres(config.databaseUrl!);
      const { url, env } = withoutPassword(config.databaseUrl!);
      await runQuiet(
        'pg_restore',
        ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${url}`, path.join(staging, PG_DUMP)],
        env,
      );
    } else {
      const dbDir = path.join(config.dataDir, 'db');
      if ((await readdir(dbDir).catch(() => [])).length > 0) {
        throw new BackupError(`${dbDir} already holds a database: restore into an empty DATA_DIR.`);
      }
      const dump = await readFile(path.join(staging, PGLITE_DUMP));
      const database = await openDatabase({ dataDir: dbDir, loadDataDir: new Blob([dump]) });
      await database.close();
      // A fresh DATA_DIR's secret was only just generated (by loadConfig): the archive's replaces it.
      if (manifest.jwtSecret) await cp(path.join(staging, 'jwt-secret'), path.join(config.dataDir, 'jwt-secret'));
    }
    const missing: string[] = [];
    if (manifest.fileStore === 'local') {
      const root = path.join(config.dataDir, 'files');
      for (const key of await localKeys(path.join(staging, 'files'))) {
        await mkdir(path.join(root, path.dirname(key)), { recursive: true });
        await cp(path.join(staging, 'files', key), path.join(root, key), { force: false });
      }
    } else {
      const store = openFileStore(config) as S3FileStore;
      const present = new Set<string>();
      for await (const object of store.list()) present.add(object.key);
      const listed = (await readFile(path.join(staging, S3_LIST), 'utf8')).split('\n').filter(Boolean);
      for (const line of listed) {
        const [key] = line.split('\t');
        if (!present.has(key)) missing.push(key);
      }
    }
    return { manifest, missing };
  } finally {
    await release?.();
    await rm(staging, { recursive: true, force: true });
  }
}

async function assertEmptyPostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    if (rows[0].n > 0) throw new BackupError('The database of DATABASE_URL is not empty: restore into a new, empty one.');
  } finally {
    await client.end();
  }
}

/** The stored keys under a local files folder (no partial uploads). */
async function localKeys(root: string) {
  const names = await readdir(root, { recursive: true }).catch(() => [] as string[]);
  return names.map((name) => String(name).split(path.sep).join('/')).filter((key) => FILE_KEY.test(key));
}

const PRIVATE_FOLDER = 0o700;
const PRIVATE_FILE = 0o600;
const SETTINGS_TABLE = 'app_settings';

/**
 * The database address without its password, and the password in PGPASSWORD for the child's
 * environment: an argument list is visible to every local user (`ps`), an environment is not.
 */
export function withoutPassword(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password) || url.searchParams.get('password') || undefined;
  url.password = '';
  url.searchParams.delete('password');
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a database tool; its failure says what failed with its own words, never the command line (which names the database). */
async function runQuiet(command: string, args: string[], env: NodeJS.ProcessEnv) {
  try {
    await run(command, args, { env });
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
    throw new BackupError(`${command} failed${stderr ? `: ${stderr}` : ''}`);
  }
}
