import { describe, expect, it } from 'vitest';
import { ageOn, compareIso, daysBetween, todayIso } from './dates';

describe('calendar dates', () => {
  it('counts whole years, the birthday included', () => {
    expect(ageOn('2017-03-14', '2026-03-13')).toBe(8);
    expect(ageOn('2017-03-14', '2026-03-14')).toBe(9);
    expect(ageOn('2016-02-29', '2026-02-28')).toBe(9);
  });

  it('today is the local calendar day', () => {
    expect(todayIso(new Date(2026, 10, 2))).toBe('2026-11-02');
    expect(todayIso(new Date(2026, 0, 31, 23, 59))).toBe('2026-01-31');
  });

  it('counts days across months and orders dates', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(daysBetween('2026-03-02', '2026-02-27')).toBe(-3);
    expect(['2026-10-05', '2025-12-31', '2026-01-01'].sort(compareIso)).toEqual([
      '2025-12-31',
      '2026-01-01',
      '2026-10-05',
    ]);
  });
});
