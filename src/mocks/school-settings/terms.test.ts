import { describe, expect, it } from 'vitest';
import { termOn, termsOf } from './terms';

describe('terms of a school year (report cards)', () => {
  const year = { startDate: '2026-09-07', endDate: '2027-06-30' };

  it('three terms split by the Christmas and spring holidays, which belong to none', () => {
    expect(termsOf(year)).toEqual([
      { index: 1, startDate: '2026-09-07', endDate: '2026-12-20' },
      { index: 2, startDate: '2027-01-04', endDate: '2027-04-04' },
      { index: 3, startDate: '2027-04-19', endDate: '2027-06-30' },
    ]);
  });

  it('finds the term of a day, and none during the holidays between two terms', () => {
    const terms = termsOf(year);
    expect(termOn(terms, '2026-11-28')?.index).toBe(1);
    expect(termOn(terms, '2026-12-28')).toBeNull();
    expect(termOn(terms, '2027-05-01')?.index).toBe(3);
  });
});
