import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Links that prove themselves: an id signed with the server's secret, so a visitor without
 * an account can act on their own record by the e-mailed link alone, and a changed id or
 * token is refused. Each purpose signs differently, so one link never opens another door.
 */

export function signId(secret: string, purpose: string, id: number): string {
  return createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url');
}

export function verifySignedId(secret: string, purpose: string, id: number, token: string): boolean {
  const expected = Buffer.from(signId(secret, purpose, id));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
