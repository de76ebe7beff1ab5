import { describe, expect, it } from 'vitest';
import { fileNameOf } from './file-name.js';

describe('the file name of a download', () => {
  it('reads the UTF-8 file name first, then the plain one, else documento', () => {
    expect(fileNameOf(`attachment; filename="contratto_.pdf"; filename*=UTF-8''contratto%20%C3%A8.pdf`)).toBe('contratto è.pdf');
    expect(fileNameOf('attachment; filename="fattura.pdf"')).toBe('fattura.pdf');
    expect(fileNameOf('attachment')).toBe('documento');
    expect(fileNameOf(null)).toBe('documento');
  });

  it('falls back to the plain name when the UTF-8 name has a malformed escape', () => {
    expect(fileNameOf(`attachment; filename="carta.pdf"; filename*=UTF-8''carta%E0%A4.pdf`)).toBe('carta.pdf');
    expect(fileNameOf(`attachment; filename*=UTF-8''%ZZ.pdf`)).toBe('documento');
  });
});
