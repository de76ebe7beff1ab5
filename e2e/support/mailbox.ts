import { readOutbox } from './outbox.js';
import type { ParsedEmail } from './mime.js';

/** Waits for an e-mail to `to` whose subject starts with `subject`. */
export async function waitForMail(to: string, subject: string, timeoutMs = 20_000): Promise<ParsedEmail> {
  const deadline = Date.now() + timeoutMs;
  const address = to.toLowerCase();
  while (Date.now() < deadline) {
    const found = readOutbox().find((mail) => mail.to.toLowerCase().includes(address) && mail.subject.startsWith(subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const seen = readOutbox().map((mail) => `${mail.to}: ${mail.subject}`);
  throw new Error(`No e-mail to ${to} with subject '${subject}…'. Outbox: ${seen.join(' | ') || 'empty'}`);
}

export const mailsTo = (to: string) => readOutbox().filter((mail) => mail.to.toLowerCase().includes(to.toLowerCase()));
