import { describe, expect, it } from 'vitest';
import { SLOT, type CalendarDay, type Slot } from '../../../common/agenda.js';
import { fitsOnDay, freeStarts } from './slot-fit.js';

const slot = (ora: string, stato: Slot['stato'], extra: Partial<Slot> = {}): Slot => ({ ora, stato, ...extra });
const day: CalendarDay = {
  isoDate: '2026-11-24',
  data: 'mar 24/11/26',
  ore: [
    [slot('09:00', SLOT.open), slot('09:30', SLOT.open)],
    [
      slot('10:00', SLOT.booked, { inizio: '10:00', fine: '11:00' }),
      slot('10:30', SLOT.booked, { inizio: '10:00', fine: '11:00' }),
    ],
    [slot('11:00', SLOT.open), slot('11:30', SLOT.closed)],
  ],
};

describe('fitsOnDay', () => {
  it('fits a booking only where every half hour it takes is open', () => {
    expect(fitsOnDay(day, '09:00', 60)).toBe(true);
    expect(fitsOnDay(day, '09:30', 60)).toBe(false);
    expect(fitsOnDay(day, '11:00', 60)).toBe(false);
    expect(fitsOnDay(day, '11:00', 30)).toBe(true);
  });

  it('lets a booking being moved overlap its own slots, but not start where it already starts', () => {
    expect(fitsOnDay(day, '10:30', 60, '10:00')).toBe(true);
    expect(fitsOnDay(day, '09:30', 60, '10:00')).toBe(true);
    expect(freeStarts(day, 60, '10:00')).toEqual(['09:00', '09:30', '10:30']);
    expect(freeStarts(day, 60)).toEqual(['09:00']);
  });
});
