import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {}

/**
 * PGlite does not lock its directory and two processes on one directory lose writes,
 * so the server holds an exclusive lock on DATA_DIR for its whole life.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: `${dataDir}/.lock`,
      stale: 15_000,
      update: 5_000,
      onCompromised: (err) => console.error('Data directory lock compromised:', err.message),
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') {
      throw new DataDirLockedError(
        `The data directory ${dataDir} is in use by another Studio process. ` +
          'Stop that process, or start this one with a different DATA_DIR (or with DATABASE_URL for PostgreSQL).',
      );
    }
    throw error;
  }
}
