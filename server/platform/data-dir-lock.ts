import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { link, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/** Who holds the lock: a process, told apart from a later one with the same pid. */
interface Owner {
  pid: number;
  /** The process's start time in clock ticks since boot (Linux /proc), when known. */
  start?: string;
  /** The kernel's boot id (Linux), so a lock from before a reboot is known stale. */
  boot?: string;
}

const readText = (file: string) => {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
};

/** Field 22 of /proc/<pid>/stat (after the command name, which may hold spaces). */
function startOf(pid: number): string | undefined {
  const statLine = readText(`/proc/${pid}/stat`);
  return statLine?.slice(statLine.lastIndexOf(')') + 2).split(' ')[19];
}

const bootId = () => readText('/proc/sys/kernel/random/boot_id');

/** Whether the process that wrote `owner` still runs (not merely a process with its pid). */
function alive(owner: Owner): boolean {
  const boot = bootId();
  if (owner.boot && boot && owner.boot !== boot) return false;
  // Our own pid in the lock: written by an earlier life of this container or machine.
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as { code?: string }).code === 'ESRCH') return false;
  }
  const start = startOf(owner.pid);
  return !(owner.start && start && owner.start !== start);
}

/** A lock directory of the previous format (proper-lockfile): stale once not refreshed for 15 s. */
const OLD_FORMAT_STALE_MS = 15_000;

/**
 * PGlite does not lock its directory and two processes on one directory lose writes; the
 * uploads and the outbox folder live in DATA_DIR too. So the server holds an exclusive lock on
 * DATA_DIR for its whole life: the file DATA_DIR/.lock names the owning process. A lock whose
 * process is gone (kill -9, a power cut, a crash) is taken over at once; one whose process
 * still runs refuses the start.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = path.join(dataDir, '.lock');
  const me: Owner = { pid: process.pid, start: startOf(process.pid), boot: bootId() };
  const mine = JSON.stringify(me);
  // Written whole first and then linked into place: link() fails if the lock exists, so two
  // processes can never both create it, and nobody ever reads a half-written lock.
  const draft = `${lockPath}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, mine);
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        await link(draft, lockPath);
        return async () => {
          if ((await readFile(lockPath, 'utf8').catch(() => '')) === mine) await rm(lockPath, { force: true });
        };
      } catch (error) {
        if ((error as { code?: string }).code !== 'EEXIST') throw error;
      }
      const info = await stat(lockPath).catch(() => undefined);
      if (!info) continue;
      if (info.isDirectory()) {
        if (Date.now() - info.mtimeMs < OLD_FORMAT_STALE_MS) throw locked(dataDir);
        await rm(lockPath, { recursive: true, force: true });
        continue;
      }
      const text = await readFile(lockPath, 'utf8').catch(() => undefined);
      if (text === undefined) continue;
      let owner: Owner | undefined;
      try {
        owner = JSON.parse(text) as Owner;
      } catch {
        owner = undefined; // not ours to read: written by nothing we know, so stale
      }
      if (owner && typeof owner.pid === 'number' && alive(owner)) throw locked(dataDir, owner.pid);
      // Stale: move it aside (atomic), then check that what moved is what was judged. If another
      // starting process took the lock in between, put its lock back and give way to it.
      const aside = `${lockPath}.stale.${process.pid}`;
      try {
        await rename(lockPath, aside);
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') continue;
        throw error;
      }
      const moved = await readFile(aside, 'utf8').catch(() => undefined);
      if (moved !== text) {
        await link(aside, lockPath).catch(() => undefined);
        await rm(aside, { force: true });
        throw locked(dataDir);
      }
      await rm(aside, { force: true });
    }
    throw locked(dataDir);
  } finally {
    await rm(draft, { force: true });
  }
}

const locked = (dataDir: string, pid?: number) =>
  new DataDirLockedError(
    `The data directory ${dataDir} is in use by another Studio process${pid ? ` (pid ${pid})` : ''}. ` +
      'Stop that process, or start this one with a different DATA_DIR.',
  );
