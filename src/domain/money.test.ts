import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInputText, parseAmount, type AmountLocale } from './money';

const cents = (value: number) => ({ kind: 'amount', cents: value });
const refused = (problem: string) => ({ kind: 'refused', problem });

describe('money is read exactly as the user means it (parseAmount)', () => {
  it('French: comma decimals, space, no-break space, narrow no-break space or dot thousands', () => {
    expect(parseAmount('150,50', 'fr')).toEqual(cents(15050));
    expect(parseAmount('12 345', 'fr')).toEqual(cents(1234500));
    expect(parseAmount('12\u00a0345,5', 'fr')).toEqual(cents(1234550));
    expect(parseAmount('1\u202f250\u202f000,05', 'fr')).toEqual(cents(125000005));
    expect(parseAmount('12.345,60', 'fr')).toEqual(cents(1234560));
    expect(parseAmount('1.250.000', 'fr')).toEqual(cents(125000000));
    expect(parseAmount('150.50', 'fr')).toEqual(cents(15050));
    expect(parseAmount(' 42 ', 'fr')).toEqual(cents(4200));
    expect(parseAmount(',5', 'fr')).toEqual(cents(50));
  });

  it('French: "12,345" has three decimals and "100.999" could be two amounts: both refused, never guessed', () => {
    expect(parseAmount('12,345', 'fr')).toEqual(refused('too-many-decimals'));
    expect(parseAmount('100.999', 'fr')).toEqual(refused('ambiguous-grouping'));
    expect(parseAmount('1.250', 'fr')).toEqual(refused('ambiguous-grouping'));
    expect(parseAmount('1,250.50', 'fr')).toEqual(refused('ambiguous-grouping'));
    expect(parseAmount('1 23', 'fr')).toEqual(refused('ambiguous-grouping'));
    expect(parseAmount('1.234 567', 'fr')).toEqual(refused('ambiguous-grouping'));
  });

  it('English: dot decimals, comma or space thousands', () => {
    expect(parseAmount('1,250.50', 'en')).toEqual(cents(125050));
    expect(parseAmount('12,345', 'en')).toEqual(cents(1234500));
    expect(parseAmount('150,50', 'en')).toEqual(cents(15050));
    expect(parseAmount('100.999', 'en')).toEqual(refused('too-many-decimals'));
    expect(parseAmount('1.250,50', 'en')).toEqual(refused('ambiguous-grouping'));
    expect(parseAmount('12,34,567', 'en')).toEqual(refused('ambiguous-grouping'));
  });

  it('Arabic: Arabic-Indic digits, ٫ decimals and ٬ thousands, or Latin digits', () => {
    expect(parseAmount('١٢٬٣٤٥٫٥٠', 'ar')).toEqual(cents(1234550));
    expect(parseAmount('١٥٠٫٥', 'ar')).toEqual(cents(15050));
    expect(parseAmount('۱۲۳', 'ar')).toEqual(cents(12300));
    expect(parseAmount('1,250.50', 'ar')).toEqual(cents(125050));
    expect(parseAmount('١٢٫٣٤٥', 'ar')).toEqual(refused('too-many-decimals'));
    expect(parseAmount('١٬٢٣', 'ar')).toEqual(refused('ambiguous-grouping'));
  });

  it('says what is wrong: not a number, negative, too large; empty is empty', () => {
    for (const locale of ['fr', 'en', 'ar'] as const) {
      expect(parseAmount('1e12', locale)).toEqual(refused('not-a-number'));
      expect(parseAmount('abc', locale)).toEqual(refused('not-a-number'));
      expect(parseAmount('12..5', locale)).toEqual(refused('not-a-number'));
      expect(parseAmount('-5', locale)).toEqual(refused('negative'));
      expect(parseAmount('1000000000000', locale)).toEqual(refused('too-large'));
      expect(parseAmount('', locale)).toEqual({ kind: 'empty' });
      expect(parseAmount('   ', locale)).toEqual({ kind: 'empty' });
    }
  });

  const locales = fc.constantFrom<AmountLocale>('fr', 'en', 'ar');
  const anyCents = fc.integer({ min: 0, max: 99_999_999_999_999 });

  it('reads back what it writes, in every language', () => {
    fc.assert(
      fc.property(anyCents, locales, (value, locale) => {
        expect(parseAmount(amountInputText(value, locale), locale)).toEqual(cents(value));
      }),
    );
  });

  it('reads the amounts the portal formats (grouped, two decimals), in every language', () => {
    fc.assert(
      fc.property(anyCents, locales, (value, locale) => {
        const text = new Intl.NumberFormat(`${locale}-u-nu-latn`, {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        }).format(value / 100);
        expect(parseAmount(text, locale)).toEqual(cents(value));
      }),
    );
  });

  it('reads Arabic-Indic digits as their Latin twins', () => {
    fc.assert(
      fc.property(anyCents, (value) => {
        const latin = new Intl.NumberFormat('ar-u-nu-latn', { minimumFractionDigits: 2 }).format(value / 100);
        const arabic = new Intl.NumberFormat('ar-u-nu-arab', { minimumFractionDigits: 2 }).format(
          value / 100,
        );
        expect(parseAmount(arabic, 'ar')).toEqual(parseAmount(latin, 'ar'));
      }),
    );
  });

  it('never gives more than two decimals: a third decimal digit is always refused', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999 }),
        fc.integer({ min: 0, max: 999 }),
        locales,
        (whole, thousandths, locale) => {
          const mark = locale === 'fr' ? ',' : locale === 'ar' ? '\u066b' : '.';
          const text = `${whole}${mark}${String(thousandths).padStart(3, '0')}`;
          expect(parseAmount(text, locale)).toEqual(refused('too-many-decimals'));
        },
      ),
    );
  });
});
