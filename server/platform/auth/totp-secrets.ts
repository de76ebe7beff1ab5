import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { Config } from '../../config.js';

/**
 * Two-factor secrets are kept sealed (AES-256-GCM) with a key that is not in the database, so a
 * copy of the database or of a backup does not give anyone the codes (security finding
 * M-3). The key is TOTP_KEY when set, else derived from the signing secret
 * (JWT_SECRET or the generated one), which backups leave out. Each sealed value is bound to its
 * user (associated data), so moving one to another row does not open it.
 * Stored form: `v1:` + base64url(iv 12 bytes, tag 16 bytes, ciphertext). A value without the
 * prefix is a secret written in clear before this change: it is still read, and sealed on start.
 */
const PREFIX = 'v1:';

export function totpKey(config: Pick<Config, 'totpKey' | 'jwtSecret'>): Buffer {
  if (config.totpKey) return createHash('sha256').update(config.totpKey).digest();
  return Buffer.from(hkdfSync('sha256', config.jwtSecret, 'studio', 'totp-secrets/1', 32));
}

export const isSealed = (stored: string) => stored.startsWith(PREFIX);

const associated = (userId: number) => Buffer.from(`studio-totp:user:${userId}`);

export function sealTotpSecret(key: Buffer, secret: string, userId: number): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(associated(userId));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The clear secret, or undefined when it was sealed with another key (or for another user). */
export function openTotpSecret(key: Buffer, stored: string, userId: number): string | undefined {
  if (!isSealed(stored)) return stored;
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
  if (raw.length < 29) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAAD(associated(userId));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
