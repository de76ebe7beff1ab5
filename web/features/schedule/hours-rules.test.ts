import { describe, expect, it } from 'vitest';
import { EMPTY_ORARIO } from '../../../common/schedule.js';
import { withBreak, withMondayOnWeekdays, withNewBreak } from './hours-rules.js';

const halfHours = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);

describe('breaks in the weekly hours editor', () => {
  it('keeps the breaks in time order when one is added before an earlier one', () => {
    const day = ['09:00', '17:00', '13:30'];
    expect(withNewBreak(day, halfHours)).toEqual(['09:00', '17:00', '13:00', '13:30']);
  });

  it('keeps the breaks in time order when one is changed to an earlier time', () => {
    expect(withBreak(['09:00', '17:00', '12:00', '13:00'], 1, '10:00')).toEqual(['09:00', '17:00', '10:00', '12:00']);
  });
});

describe('copying Monday', () => {
  it("gives Tuesday to Friday Monday's hours and breaks, and leaves the weekend as it was", () => {
    const monday = ['09:00', '17:00', '13:00'];
    const copied = withMondayOnWeekdays({ ...EMPTY_ORARIO, l: monday, g: ['10:00', '12:00'], s: ['09:00', '12:00'] });
    expect(copied).toEqual({ l: monday, ma: monday, me: monday, g: monday, v: monday, s: ['09:00', '12:00'], d: [] });
  });
});
