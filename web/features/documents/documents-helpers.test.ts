import { describe, expect, it } from 'vitest';
import { uploaderOf } from './document-boxes.js';
import { formatSize } from './format-size.js';

describe('documents helpers', () => {
  it('swaps Ricevuti and Inviati for the client (t 0: client uploads, t 1: professional)', () => {
    expect(uploaderOf('op', 'received')).toBe(0);
    expect(uploaderOf('op', 'sent')).toBe(1);
    expect(uploaderOf('client', 'received')).toBe(1);
    expect(uploaderOf('client', 'sent')).toBe(0);
  });

  it('shows KB below 1000 and MB above, as the server counts', () => {
    expect(formatSize(850)).toBe('850 KB');
    expect(formatSize(12_400)).toBe('12,4 MB');
    expect(formatSize(1000)).toBe('1 MB');
  });
});
