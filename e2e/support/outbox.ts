import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { parseEmail, type ParsedEmail } from './mime.js';

/** The e-mails of the run's server, or of the server whose data directory is given. */
export function readOutbox(dataDir = inject('dataDir')): ParsedEmail[] {
  const dir = path.join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => parseEmail(readFileSync(path.join(dir, name), 'utf8')));
}

/** Waits for an e-mail to `to` carrying a link to `linkPath`, and returns that link. */
export async function waitForLink(
  to: string,
  linkPath: string,
  timeoutMs = 20_000,
  dataDir = inject('dataDir'),
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const address = to.toLowerCase();
  while (Date.now() < deadline) {
    const links = readOutbox(dataDir)
      .filter((mail) => mail.to.toLowerCase().includes(address))
      .flatMap((mail) => mail.links)
      .filter((link) => new URL(link).pathname === linkPath);
    if (links.length > 0) return links[links.length - 1];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const seen = readOutbox(dataDir).map((mail) => `${mail.to}: ${mail.subject}`);
  throw new Error(`No e-mail to ${to} with a link to ${linkPath}. Outbox: ${seen.join(' | ') || 'empty'}`);
}
