import { hash, verify } from '@node-rs/argon2';

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
