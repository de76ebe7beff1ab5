import { describe, expect, it } from 'vitest';
import { nextPlace, placesByDay, type GridCell } from './slot-grid-keys.js';

/**
 * A week of three days as the table draws it, two half hours per hour: Monday open, Tuesday closed
 * (one cell spanning every row, in the first row only), Wednesday open. Places are named by day and time.
 */
const cell = (day: number, ...places: string[]): GridCell<string> => ({ day, places });
const week = placesByDay([
  [cell(0, 'lun 09:00', 'lun 09:30'), cell(1, 'Chiuso'), cell(2, 'mer 09:00', 'mer 09:30')],
  [cell(0, 'lun 10:00', 'lun 10:30'), cell(2, 'mer 10:00', 'mer 10:30')],
  [cell(0, 'lun 11:00', 'lun 11:30'), cell(2, 'mer 11:00', 'mer 11:30')],
]);
const slotsOnly = (place: string | undefined): place is string => place !== undefined && place !== 'Chiuso';
const move = (from: string, key: 'down' | 'up' | 'right' | 'left', usable = slotsOnly) =>
  nextPlace(
    week,
    from,
    { down: { row: 1, column: 0 }, up: { row: -1, column: 0 }, right: { row: 0, column: 1 }, left: { row: 0, column: -1 } }[key],
    usable,
  );

describe('arrow keys in a slot grid with a closed day', () => {
  it('ArrowDown stays in the same day after a closed day', () => {
    expect(move('mer 09:30', 'down')).toBe('mer 10:30');
    expect(move('mer 10:00', 'down')).toBe('mer 11:00');
  });

  it('ArrowUp stays in the same day after a closed day', () => {
    expect(move('mer 11:30', 'up')).toBe('mer 10:30');
  });

  it('ArrowRight skips the closed day to the next open one', () => {
    expect(move('lun 10:30', 'right')).toBe('mer 10:00');
    expect(move('lun 09:30', 'right')).toBe('mer 09:00');
  });

  it('ArrowLeft skips the closed day back to the previous open one', () => {
    expect(move('mer 11:00', 'left')).toBe('lun 11:30');
  });

  it('skips slots that cannot be chosen and stops at the edge', () => {
    const notTen = (place: string | undefined): place is string => slotsOnly(place) && place !== 'mer 10:00';
    expect(move('mer 09:00', 'down', notTen)).toBe('mer 11:00');
    expect(move('mer 11:30', 'right')).toBeUndefined();
    expect(move('lun 09:00', 'up')).toBeUndefined();
  });
});
