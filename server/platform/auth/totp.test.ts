import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchingStep, totpCode, totpStep } from './totp.js';

// RFC 6238 appendix B, SHA-1: the secret is the ASCII "12345678901234567890"; codes are the last 6 of 8 digits.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP (RFC 6238)', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
    [20000000000, '353130'],
  ])('gives the RFC test vector at %i seconds', (seconds, code) => {
    expect(totpCode(RFC_SECRET, totpStep(seconds * 1000))).toBe(code);
  });

  it('decodes what it encodes, ignoring case, spaces and padding', () => {
    const bytes = Buffer.from('segreto di prova!');
    const encoded = base32Encode(bytes);
    expect(base32Decode(encoded.toLowerCase().replace(/(.{4})/g, '$1 ') + '===')).toEqual(bytes);
    expect(base32Decode('nope1')).toBeUndefined();
  });

  it('matches the previous, current and next step, only after the last used one', () => {
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, step - 1), now, 0)).toBe(step - 1);
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, step + 1), now, 0)).toBe(step + 1);
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, step - 2), now, 0)).toBeUndefined();
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, step), now, step)).toBeUndefined();
  });
});
