/**
 * `npm run backup` and `npm run restore`, run as commands: a populated installation (PGlite in
 * its DATA_DIR, or PostgreSQL with TEST_DATABASE_URL) is backed up, restored into a fresh one,
 * and the restored server has its users, bookings, messages and documents with their bytes.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { chmod, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, isNull } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { bookings } from '../modules/agenda/agenda.table.js';
import { repoRoot } from '../paths.js';
import { useTestApp } from '../test/build-test-app.js';
import { DEFAULT_PASSWORD } from '../test/factories.js';
import { multipart } from '../test/multipart.js';
import { linkedPair, setRomeTime } from '../test/scheduling.js';
import { HELD_BY_RESTORE } from './mail/hold-queued.js';
import { outbox } from './mail/outbox.table.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const dirs = {
  source: mkdtempSync(path.join(tmpdir(), 'studio-backup-source-')),
  restored: mkdtempSync(path.join(tmpdir(), 'studio-backup-restored-')),
  archives: mkdtempSync(path.join(tmpdir(), 'studio-backups-')),
};
const suffix = `${process.pid}_${Date.now()}`;
const databaseUrl = (name: string) => {
  if (!serverUrl) return undefined;
  const url = new URL(serverUrl);
  url.pathname = `/studio_${name}_${suffix}`;
  return url.toString();
};
const urls = { source: databaseUrl('backup_source'), restored: databaseUrl('backup_restored') };

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/** Runs `npm run backup|restore -- <target>` (as package.json does) on an installation. */
async function cli(
  command: 'backup' | 'restore',
  target: string,
  installation: 'source' | 'restored',
  extraEnv: NodeJS.ProcessEnv = {},
) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dirs[installation], NODE_ENV: 'production', LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  if (urls[installation]) env.DATABASE_URL = urls[installation];
  Object.assign(env, extraEnv);
  const tsx = path.join(repoRoot(), 'node_modules', '.bin', 'tsx');
  return promisify(execFile)(tsx, [path.join(repoRoot(), 'server', 'backup-cli.ts'), command, target], { env }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

let source: Database;
beforeAll(async () => {
  if (serverUrl) {
    await admin(`CREATE DATABASE ${new URL(urls.source!).pathname.slice(1)}`);
    await admin(`CREATE DATABASE ${new URL(urls.restored!).pathname.slice(1)}`);
  }
  source = await openDatabase({ url: urls.source, dataDir: path.join(dirs.source, 'db') });
  await source.migrate();
});
const t = useTestApp({ DATA_DIR: dirs.source }, () => ({ database: source }));

let restored: App | undefined;
afterAll(async () => {
  await restored?.app.close();
  await restored?.ctx.database.close();
  if (serverUrl) {
    for (const url of Object.values(urls)) await admin(`DROP DATABASE IF EXISTS ${new URL(url!).pathname.slice(1)} WITH (FORCE)`);
  }
  for (const dir of Object.values(dirs)) await rm(dir, { recursive: true, force: true });
});

describe(`backup and restore on ${serverUrl ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('restores a populated installation into a fresh one: logins, bookings, messages and documents with their bytes', async () => {
    setRomeTime(t, '2026-11-23 08:00');
    const { op, client } = await linkedPair(t);
    expect(
      (
        await t.post(
          '/api/createprenotazione',
          { id: op.user.id, giorno: '2026-11-25', ora: '10:00', serviceId: 0, note: '' },
          client.token,
        )
      ).status,
    ).toBe(200);
    expect((await t.post('/api/inviamessaggio', { id: op.user.id, testo: 'Ci vediamo mercoledì' }, client.token)).status).toBe(
      200,
    );
    const content = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200_000, 3), Buffer.from('\n%%EOF')]);
    const body = multipart({
      data: JSON.stringify({ filename: 'referto.pdf', id: op.user.id }),
      doc: { filename: 'referto.pdf', contentType: 'application/pdf', content },
    });
    const upload = await t.inject({
      method: 'POST',
      url: '/api/carica',
      ...body,
      headers: { ...body.headers, authorization: `Bearer ${client.token}` },
    });
    expect(upload.statusCode).toBe(200);
    // PGlite allows one process on its DATA_DIR: the server stops for the backup.
    if (!serverUrl) await source.close();

    const backedUp = await cli('backup', dirs.archives, 'source');
    expect(backedUp.stderr).toBe('');
    expect(backedUp.code).toBe(0);
    const [archive] = await readdir(dirs.archives);
    expect(archive).toMatch(/^studio-backup-.*\.tar\.gz$/);
    const done = await cli('restore', path.join(dirs.archives, archive), 'restored');
    expect(done.code).toBe(0);
    expect(done.stdout).toContain('1 files');

    const database = await openDatabase({ url: urls.restored, dataDir: path.join(dirs.restored, 'db') });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dirs.restored,
      ...(urls.restored ? { DATABASE_URL: urls.restored } : {}),
      APP_URL: 'http://studio.test',
      PAYMENTS: 'offline',
      RATE_LIMIT_MULTIPLIER: '1000',
    });
    restored = await buildApp(config, { database, startWorkers: false });
    const login = await restored.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: op.email, password: DEFAULT_PASSWORD, stayLogged: true },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().token as string;
    const get = (url: string) => restored!.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

    const booked = await database.db.select().from(bookings).where(eq(bookings.operatorId, op.user.id));
    expect(booked).toHaveLength(1);
    const chat = (await get(`/api/messaggi?id=${client.user.id}`)).json();
    expect(chat.messages.map((m: { testo: string }) => m.testo)).toContain('Ci vediamo mercoledì');
    const docs = (await get(`/api/documenti?id=${client.user.id}&t=0`)).json();
    expect(docs.documents).toMatchObject([{ nome: 'referto.pdf' }]);
    const download = await get(`/api/scarica?id=${docs.documents[0].id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);
  }, 120_000);

  it('holds the e-mails queued before the backup, so the restored instance sends none of them', async () => {
    const queued = await restored!.ctx.database.db.select().from(outbox).where(isNull(outbox.sentAt));
    expect(queued.length).toBeGreaterThan(0);
    expect(queued.map((row) => row.lastError)).toEqual(queued.map(() => HELD_BY_RESTORE));
    expect(await restored!.ctx.mail.runOnce()).toBe(0);
  }, 60_000);

  it('refuses to restore over an installation that already has its data', async () => {
    const [archive] = await readdir(dirs.archives);
    const again = await cli('restore', path.join(dirs.archives, archive), 'restored');
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(serverUrl ? /is not empty/ : /already holds a database/);
  }, 60_000);

  it('writes the archive readable by its owner only, in a folder only its owner enters (security finding M-3)', async () => {
    const [archive] = await readdir(dirs.archives);
    expect((await stat(path.join(dirs.archives, archive))).mode & 0o777).toBe(0o600);
    expect((await stat(dirs.archives)).mode & 0o777).toBe(0o700);
  });

  it('leaves the session-signing secret out of the archive (security finding M-3)', async () => {
    const [archive] = await readdir(dirs.archives);
    const { stdout } = await promisify(execFile)('tar', ['-tzf', path.join(dirs.archives, archive)]);
    expect(stdout.split('\n').filter(Boolean).sort()).not.toContain('./jwt-secret');
    expect(stdout).not.toMatch(/jwt-secret/);
  });
});

describe('the database password during a backup (security finding M-3)', () => {
  it('reaches pg_dump in its environment, never in its argument list or a message', async () => {
    const shim = mkdtempSync(path.join(tmpdir(), 'studio-pgdump-shim-'));
    const folder = mkdtempSync(path.join(tmpdir(), 'studio-backups-shim-'));
    await writeFile(
      path.join(shim, 'pg_dump'),
      `#!/bin/sh\nprintf '%s\\n' "$@" > "${shim}/argv"\nprintf '%s' "$PGPASSWORD" > "${shim}/password"\nfor a in "$@"; do case "$a" in --file=*) : > "\${a#--file=}";; esac; done\n`,
    );
    await chmod(path.join(shim, 'pg_dump'), 0o755);
    const done = await cli('backup', folder, 'source', {
      DATABASE_URL: 'postgres://studio:S3cretDbPassw0rd@127.0.0.1:5432/studio_shim',
      PATH: `${shim}:${process.env.PATH}`,
    });
    const argv = await readFile(path.join(shim, 'argv'), 'utf8');
    try {
      expect(done.code).toBe(0);
      expect(argv).not.toContain('S3cretDbPassw0rd');
      expect(argv).toContain('postgres://studio@127.0.0.1:5432/studio_shim');
      expect(argv).toContain('--exclude-table-data=app_settings');
      expect(await readFile(path.join(shim, 'password'), 'utf8')).toBe('S3cretDbPassw0rd');
      expect(done.stdout + done.stderr).not.toContain('S3cretDbPassw0rd');
    } finally {
      await rm(shim, { recursive: true, force: true });
      await rm(folder, { recursive: true, force: true });
    }
  }, 60_000);

  it('names the failing tool, not the address with its password, when pg_dump fails', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'studio-backups-fail-'));
    const done = await cli('backup', folder, 'source', {
      DATABASE_URL: 'postgres://studio:S3cretDbPassw0rd@127.0.0.1:1/nowhere',
    });
    await rm(folder, { recursive: true, force: true });
    expect(done.code).toBe(1);
    expect(done.stderr).toMatch(/^pg_dump failed/);
    expect(done.stderr).not.toContain('S3cretDbPassw0rd');
  }, 60_000);
});
