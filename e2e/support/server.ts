import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startS3Server } from '../../server/test/s3-server.js';

export const ADMIN_EMAIL = 'admin@studio.test';
export const ADMIN_PASSWORD = 'Admin12345';
/** Who runs the service in the browser tests (configuration). */
export const COMPANY = {
  name: 'Studio Prova S.r.l.',
  vat: '01234567890',
  address: 'Via Roma 1, 20121 Milano',
  privacyEmail: 'privacy@studioprova.it',
};

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, logs: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}:\n${logs()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not become healthy in time:\n${logs()}`);
}

/**
 * Starts the built server (`dist/server/main.js`, or `E2E_SERVER_ENTRY`) on a free port with a
 * fresh data directory; with `E2E_FILE_STORE=s3` its files go to an S3-compatible server
 * (s3rver) started beside it on loopback.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const s3 = process.env.E2E_FILE_STORE === 's3' ? await startS3Server() : undefined;
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const entry = path.resolve(repoRoot, process.env.E2E_SERVER_ENTRY ?? 'dist/server/main.js');
  const child = spawn(process.execPath, [entry], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: baseUrl,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      RATE_LIMIT_MULTIPLIER: '100',
      NODE_ENV: 'production',
      COMPANY_NAME: COMPANY.name,
      COMPANY_VAT: COMPANY.vat,
      COMPANY_ADDRESS: COMPANY.address,
      PRIVACY_EMAIL: COMPANY.privacyEmail,
      ...s3?.env,
      // The administrator's suites log in with the password alone; two-factor.e2e.ts turns this on.
      ADMIN_REQUIRE_2FA: 'false',
      // The professionals' own calendars are served by the tests on loopback (external-calendars.e2e.ts).
      EXTERNAL_CALENDARS_ALLOW_PRIVATE: 'true',
      ...env,
      ...(process.env.E2E_WEB_DIR ? { WEB_DIR: path.resolve(repoRoot, process.env.E2E_WEB_DIR) } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
    await s3?.stop();
  };

  try {
    await waitForHealth(baseUrl, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, stop };
}
