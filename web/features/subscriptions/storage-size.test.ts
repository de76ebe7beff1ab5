import { describe, expect, it } from 'vitest';
import { formatStorage } from './storage-size.js';

describe('formatStorage', () => {
  it('shows megabytes below 1 GB, so a first upload is seen', () => {
    expect(formatStorage(31_500)).toBe('31,5 MB');
    expect(formatStorage(0)).toBe('0,0 MB');
  });

  it('shows gigabytes from 1 GB', () => {
    expect(formatStorage(1_000_000)).toBe('1,0 GB');
    expect(formatStorage(10_000_000)).toBe('10,0 GB');
  });
});
