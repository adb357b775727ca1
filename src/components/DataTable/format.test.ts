import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCell, formatCount } from './format';

afterEach(() => {
  vi.restoreAllMocks();
});

const YES_NO = { yes: 'Oui', no: 'Non' };

describe('DataTable formats (Type, numbers and dates; budgets: a list of 10,000 rows stays smooth)', () => {
  it('counts and dates in the language, Latin digits in Arabic', () => {
    expect(formatCount(1234, 'fr')).toBe('1\u202f234');
    expect(formatCount(1234, 'en')).toBe('1,234');
    expect(formatCount(1234, 'ar')).toMatch(/^1.234$/);
    expect(formatCell(new Date('2026-09-01T12:00:00Z'), 'fr', YES_NO)).toBe('1 sept. 2026');
    expect(formatCell(true, 'fr', YES_NO)).toBe('Oui');
    expect(formatCell(Number.NaN, 'fr', YES_NO)).toBe('');
  });

  it('makes one number and one date format per language, whatever the number of cells', async () => {
    const { NumberFormat, DateTimeFormat } = Intl;
    const numbers = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function number(...args) {
      return new NumberFormat(...args);
    });
    const dates = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function date(...args) {
      return new DateTimeFormat(...args);
    });
    // A fresh module: none of the formats the other test made is kept.
    vi.resetModules();
    const fresh = await import('./format');
    for (let row = 0; row < 500; row += 1) {
      fresh.formatCell(row, 'ar', YES_NO);
      fresh.formatCell(new Date(Date.UTC(2026, 0, 1 + (row % 28))), 'ar', YES_NO);
      fresh.formatCount(row, 'ar');
    }
    expect(numbers).toHaveBeenCalledTimes(1);
    expect(dates).toHaveBeenCalledTimes(1);
    fresh.formatCount(1, 'fr');
    expect(numbers).toHaveBeenCalledTimes(2);
  });
});
