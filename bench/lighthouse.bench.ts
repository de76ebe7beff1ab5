/**
 * Lighthouse performance score of the landing page, measured with Debian's Chromium
 * (mobile emulation, simulated throttling). Budget: 90 or more. Run after `npm run build`:
 * `npx tsx bench/lighthouse.bench.ts` (fetches lighthouse@12 through npx on first use).
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const PORT = 4556;
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic';

export async function run() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'studio-lh-'));
  const root = path.resolve(import.meta.dirname, '..');
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'Admin12345',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  try {
    for (let i = 0; i < 100; i++) {
      if (
        await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const report = path.join(dataDir, 'report.json');
    await promisify(execFile)(
      'npx',
      [
        '--yes',
        'lighthouse@12',
        `http://127.0.0.1:${PORT}/`,
        '--only-categories=performance',
        `--chrome-flags=${CHROME_FLAGS}`,
        '--output=json',
        `--output-path=${report}`,
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 1 << 24 },
    );
    const result = JSON.parse(await readFile(report, 'utf8')) as {
      categories: { performance: { score: number } };
      audits: Record<string, { displayValue?: string }>;
    };
    const score = Math.round(result.categories.performance.score * 100);
    const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']
      .map((k) => `${k} ${result.audits[k].displayValue}`)
      .join(', ');
    const summary = [`Lighthouse performance of /: ${score} (${metrics}) (budget >= 90) ${score >= 90 ? 'PASS' : 'FAIL'}`];
    summary.forEach((l) => console.log(l));
    return { ok: score >= 90, summary };
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await run();
