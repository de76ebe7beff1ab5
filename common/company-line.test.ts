import { describe, expect, it } from 'vitest';
import { companyLine } from './company-line.js';

describe('the company line of the footer and legal pages', () => {
  it('names the company, its VAT number and its address once they are set', () => {
    expect(companyLine({ nome: 'Studio S.r.l.', partitaIva: '01234567890', indirizzo: 'Via Roma 1, Milano' })).toBe(
      'Studio S.r.l. · P. IVA 01234567890 · Via Roma 1, Milano',
    );
  });

  it('shows a visitor no placeholder while the details are unset on a fresh install', () => {
    expect(companyLine({ nome: 'Studio (ragione sociale da impostare)', partitaIva: '', indirizzo: '' })).toBe('Studio');
  });
});
