import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

/** A pid that certainly belonged to a process now gone. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

describe('the DATA_DIR lock', () => {
  let dir = '';
  const lock = () => path.join(dir, '.lock');

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'studio-lock-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is taken on a new directory, names this process, and is gone once released', async () => {
    const release = await lockDataDir(dir);
    expect(JSON.parse(await readFile(lock(), 'utf8'))).toMatchObject({ pid: process.pid });
    await release();
    expect(existsSync(lock())).toBe(false);
  });

  it('refuses while the owner lives', async () => {
    await writeFile(lock(), JSON.stringify({ pid: process.ppid }));
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    await expect(lockDataDir(dir)).rejects.toThrow(`is in use by another Studio process (pid ${process.ppid})`);
  });

  it('takes over at once a lock whose process is gone (kill -9)', async () => {
    await writeFile(lock(), JSON.stringify({ pid: deadPid() }));
    const release = await lockDataDir(dir);
    expect(JSON.parse(await readFile(lock(), 'utf8'))).toMatchObject({ pid: process.pid });
    await release();
  });

  it('takes over a lock whose pid now belongs to another process (a different start time)', async () => {
    await writeFile(lock(), JSON.stringify({ pid: process.ppid, start: '1' }));
    const release = await lockDataDir(dir);
    await release();
  });

  it('takes over a lock written before the machine restarted (another boot id)', async () => {
    await writeFile(lock(), JSON.stringify({ pid: process.ppid, boot: 'an-earlier-boot' }));
    const release = await lockDataDir(dir);
    await release();
  });

  it('refuses a lock of the previous format still refreshed, takes it over once stale', async () => {
    await mkdir(lock());
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    const old = new Date(Date.now() - 60_000);
    await utimes(lock(), old, old);
    const release = await lockDataDir(dir);
    await release();
  });
});
