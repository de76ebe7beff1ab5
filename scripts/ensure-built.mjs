// Builds the web app and the server when dist/ is missing or older than the sources,
// so `npm start` works on a fresh clone and stays fast once built.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outputs = ['dist/web/index.html', 'dist/server/main.js'].map((p) => path.join(root, p));
const sources = ['web', 'server', 'common', 'vite.config.ts', 'tsconfig.server.json', 'package-lock.json'];

function newest(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = 0;
  for (const name of readdirSync(full, { recursive: true })) {
    if (String(name).endsWith('.test.ts')) continue;
    const s = statSync(path.join(full, String(name)));
    if (s.isFile() && s.mtimeMs > max) max = s.mtimeMs;
  }
  return max;
}

export function needsBuild() {
  if (!outputs.every((o) => existsSync(o))) return true;
  const built = Math.min(...outputs.map((o) => statSync(o).mtimeMs));
  return sources.some((s) => newest(s) > built);
}

export function ensureBuilt() {
  if (!needsBuild()) return;
  console.log('Building Studio (web app and server)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuilt();
