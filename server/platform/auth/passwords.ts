import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import { repoRoot } from '../../paths.js';

/** argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum. */
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Compared against when the e-mail is unknown, so a failed login takes the same time either way. */
export const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$HOgBNXXBRPHtgAkS+ntETQ$zCCIbO/jaG8L3294IPsAhiRFsPBLf2ZToqSoqR48vmU';

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(path.join(repoRoot(), 'server', 'platform', 'auth', 'common-passwords.txt'), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#')),
  );
  return common;
}

/** Digits people append or prepend without thinking: a run from 0 or 1, one digit repeated, a year. */
const TRIVIAL_DIGITS = /^(?:0?1?2?3?4?5?6?7?8?9?0?|(\d)\1*|(?:19|20)\d\d)$/;

/**
 * Whether a new password is one attackers try first: on the list of
 * common passwords, a listed word with trivial digits before or after it ('Password1',
 * 'qwerty123', '2024juventus'), trivial digits with a letter or two ('12345678a'), or hardly
 * more than one character repeated ('aaaaaaa1'). Case does not matter.
 */
export function isCommonPassword(password: string): boolean {
  const p = password.toLowerCase();
  const words = commonPasswords();
  if (words.has(p)) return true;
  if (new Set(p).size <= 2) return true;
  const split = /^(\d*)(\D+)(\d*)$/.exec(p);
  if (!split) return false;
  const [, before, word, after] = split;
  if (!TRIVIAL_DIGITS.test(before) || !TRIVIAL_DIGITS.test(after)) return false;
  return words.has(word) || word.length <= 2;
}
