import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe token for e-mail links; only its hash is stored. */
export function newLinkToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');
