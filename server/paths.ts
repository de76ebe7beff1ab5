import path from 'node:path';

/** The repository root, whether running from source (tsx) or compiled into dist/server. */
export function repoRoot(): string {
  const here = import.meta.dirname;
  const compiled = path.basename(here) === 'server' && path.basename(path.dirname(here)) === 'dist';
  return path.resolve(here, compiled ? '../..' : '..');
}

export const migrationsDir = () => path.join(repoRoot(), 'server', 'db', 'migrations');
