import { describe, expect, it } from 'vitest';
import { timeRange } from './appointments.js';

describe('timeRange', () => {
  it('writes a half-hour appointment as its start only', () => {
    expect(timeRange({ ora: '09:30', fine: '10:00' })).toBe('09:30');
  });

  it('writes a longer appointment from its start to its end', () => {
    expect(timeRange({ ora: '09:00', fine: '10:30' })).toBe('09:00–10:30');
  });

  it('writes an appointment that ends at midnight with 24:00', () => {
    expect(timeRange({ ora: '23:00', fine: '24:00' })).toBe('23:00–24:00');
    expect(timeRange({ ora: '23:30', fine: '24:00' })).toBe('23:30');
  });
});
