import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { parseEmail, type ParsedEmail } from './mime.js';

export function readOutbox(): ParsedEmail[] {
  const dir = path.join(inject('dataDir'), 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => parseEmail(readFileSync(path.join(dir, name), 'utf8')));
}

/** Waits for an e-mail to `to` carrying a link to `linkPath`, and returns that link. */
export async function waitForLink(to: string, linkPath: string, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const address = to.toLowerCase();
  while (Date.now() < deadline) {
    const links = readOutbox()
      .filter((mail) => mail.to.toLowerCase().includes(address))
      .flatMap((mail) => mail.links)
      .filter((link) => new URL(link).pathname === linkPath);
    if (links.length > 0) return links[links.length - 1];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const seen = readOutbox().map((mail) => `${mail.to}: ${mail.subject}`);
  throw new Error(`No e-mail to ${to} with a link to ${linkPath}. Outbox: ${seen.join(' | ') || 'empty'}`);
}
