import { describe, expect, it } from 'vitest';
import { cleanFileName } from './file-names.js';

describe('cleanFileName', () => {
  it('keeps the extension when a long name is cut to 200 characters', () => {
    const name = `Contratto_di_locazione_${'molto_lungo_'.repeat(20)}.pdf`;
    const clean = cleanFileName(name);
    expect(Array.from(clean)).toHaveLength(200);
    expect(clean.endsWith('.pdf')).toBe(true);
    expect(clean.startsWith('Contratto_di_locazione_molto_lungo_')).toBe(true);
  });

  it('cuts a long name without an extension at 200 characters', () => {
    expect(cleanFileName('a'.repeat(250))).toBe('a'.repeat(200));
  });

  it('never splits a character made of two code units', () => {
    const clean = cleanFileName(`${'📄'.repeat(210)}.txt`);
    expect(Array.from(clean)).toHaveLength(200);
    expect(clean.endsWith('📄.txt')).toBe(true);
  });

  it('leaves a short name as it is', () => {
    expect(cleanFileName('Dichiarazione 2025.pdf')).toBe('Dichiarazione 2025.pdf');
  });
});
