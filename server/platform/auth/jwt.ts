import { createHmac, timingSafeEqual } from 'node:crypto';

/** A compact HS256 JWT: the token only carries the session id; the session row decides. */
export interface TokenClaims {
  sid: string;
  sub: number;
  iat: number;
  exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(input: string, secret: string) {
  return createHmac('sha256', secret).update(input).digest();
}

export function signToken(claims: TokenClaims, secret: string): string {
  const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${sign(body, secret).toString('base64url')}`;
}

export function verifyToken(token: string, secret: string, nowMs: number): TokenClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return undefined;
  const expected = sign(`${parts[0]}.${parts[1]}`, secret);
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as TokenClaims;
    if (typeof claims.sid !== 'string' || typeof claims.exp !== 'number') return undefined;
    if (claims.exp * 1000 <= nowMs) return undefined;
    return claims;
  } catch {
    return undefined;
  }
}

export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}
