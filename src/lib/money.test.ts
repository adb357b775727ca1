import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, fromCents, hasCents, sumMoney, toCents } from './money';

describe('money in integer cents (money in the school currency with two decimals)', () => {
  it('converts to and from cents without binary drift', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1234.5)).toBe(123450);
    expect(toCents(-12.34)).toBe(-1234);
    expect(fromCents(123450)).toBe(1234.5);
    expect(sumMoney([0.1, 0.2, 0.3])).toBe(0.6);
  });

  it('sums exactly: the sum of amounts in cents equals the cents of the sum', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -10_000_000, max: 10_000_000 }), { maxLength: 50 }), (cents) => {
        const amounts = cents.map(fromCents);
        expect(toCents(sumMoney(amounts))).toBe(cents.reduce((a, b) => a + b, 0));
      }),
    );
  });

  it('accepts at most two decimals', () => {
    expect(hasCents(12.5)).toBe(true);
    expect(hasCents(12.25)).toBe(true);
    expect(hasCents(12.255)).toBe(false);
    expect(hasCents(Number.NaN)).toBe(false);
  });

  it('formats with the currency code, two decimals and Latin digits in every language', () => {
    expect(formatMoney(1250, 'MAD', 'fr').replace(/\s/g, ' ')).toBe('1 250,00 MAD');
    expect(formatMoney(1250.5, 'MAD', 'en').replace(/\s/g, ' ')).toBe('MAD 1,250.50');
    expect(formatMoney(1250.5, 'MAD', 'ar')).toMatch(/1,250\.50/);
  });
});
