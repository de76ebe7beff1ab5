/**
 * JavaScript the login page downloads, gzipped: the entry script of dist/web/index.html, its
 * modulepreload links, and the lazy login chunk (the asset whose name contains "login")
 * with every chunk it imports statically, transitively. Budget: 200 kB (1 kB = 1,000 bytes).
 * Run: `npx tsx bench/bundle.bench.ts` (builds first when dist/ is missing).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ensureDist } from './lib/ensure-dist.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB = path.join(ROOT, 'dist', 'web');
const BUDGET_KB = 200;

const kb = (bytes: number) => bytes / 1000;

/** `/assets/x.js` or `assets/x.js` → a path under dist/web. */
const toFile = (href: string) => path.join(WEB, href.replace(/^\//, ''));

/** Chunks a chunk imports statically (`import … from "./x.js"`, `import "./x.js"`, `export … from`), not `import()`. */
function staticImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const found = new Set<string>();
  const re = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.\.?\/[^"']+\.js)["']/g;
  for (const m of code.matchAll(re)) found.add(path.resolve(path.dirname(file), m[1]));
  return [...found];
}

function closure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

export async function run(): Promise<{ ok: boolean; summary: string[] }> {
  console.log('\n## Login page JavaScript (gzip -9)');
  await ensureDist();

  const html = readFileSync(path.join(WEB, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => toFile(m[1]));
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => toFile(m[1]));
  const assets = readdirSync(path.join(WEB, 'assets'));
  const login = assets.filter((n) => /login/i.test(n) && n.endsWith('.js')).map((n) => path.join(WEB, 'assets', n));
  const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => toFile(m[1]));
  if (entries.length === 0) throw new Error('no entry script in dist/web/index.html');

  const files = new Set([...closure([...entries, ...preloads]), ...closure(login)]);
  const why = (f: string) =>
    entries.includes(f)
      ? 'entry'
      : preloads.includes(f)
        ? 'modulepreload'
        : login.includes(f)
          ? 'login chunk'
          : 'imported by the login chunk';
  const rows = [...files]
    .map((f) => {
      const raw = readFileSync(f);
      return { name: path.relative(WEB, f), raw: raw.length, gz: gzipSync(raw, { level: 9 }).length, why: why(f) };
    })
    .sort((a, b) => b.gz - a.gz);

  const nameWidth = Math.max(...rows.map((r) => r.name.length), 5);
  console.log(`${'asset'.padEnd(nameWidth)}  ${'raw kB'.padStart(8)}  ${'gzip kB'.padStart(8)}  why`);
  for (const r of rows) {
    console.log(`${r.name.padEnd(nameWidth)}  ${kb(r.raw).toFixed(1).padStart(8)}  ${kb(r.gz).toFixed(1).padStart(8)}  ${r.why}`);
  }
  const total = rows.reduce((s, r) => s + r.gz, 0);
  const totalRaw = rows.reduce((s, r) => s + r.raw, 0);
  if (login.length === 0) console.log('(no chunk with "login" in its name: the login page is in the entry)');
  for (const f of css)
    console.log(
      `(CSS, not counted: ${path.relative(WEB, f)} ${kb(gzipSync(readFileSync(f), { level: 9 }).length).toFixed(1)} kB gzip)`,
    );

  const ok = kb(total) <= BUDGET_KB;
  const line = `login page JS: ${rows.length} files, ${kb(total).toFixed(1)} kB gzip (${kb(totalRaw).toFixed(1)} kB raw), budget ≤ ${BUDGET_KB} kB: ${ok ? 'PASS' : 'FAIL'}`;
  console.log(line);
  return { ok, summary: [line] };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { ok } = await run();
  process.exitCode = ok ? 0 : 1;
}
