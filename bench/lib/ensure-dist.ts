import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * Builds (scripts/ensure-built.mjs) only when dist/ is missing; when it is merely older than
 * the sources, says so and measures what is there (`npm run build` refreshes it).
 */
export async function ensureDist() {
  const script = path.join(ROOT, 'scripts', 'ensure-built.mjs');
  const { needsBuild } = (await import(pathToFileURL(script).href)) as { needsBuild(): boolean };
  const missing =
    !existsSync(path.join(ROOT, 'dist', 'server', 'main.js')) || !existsSync(path.join(ROOT, 'dist', 'web', 'index.html'));
  if (missing) {
    const build = spawnSync(process.execPath, [script], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the build failed');
  } else if (needsBuild()) {
    console.log('note: dist/ is older than the sources; measuring it as built (run `npm run build` to refresh)');
  }
}
