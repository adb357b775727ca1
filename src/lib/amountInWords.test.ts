import { describe, expect, it } from 'vitest';
import { amountInWords, arabicNumber, englishNumber, frenchNumber } from './amountInWords';

describe('amountInWords: the amount a receipt states in words, with the currency’s units', () => {
  it('French, traditional spelling', () => {
    expect(amountInWords(23480, 'MAD', 'fr')).toBe('vingt-trois mille quatre cent quatre-vingts dirhams');
    expect(amountInWords(1, 'MAD', 'fr')).toBe('un dirham');
    expect(amountInWords(0, 'MAD', 'fr')).toBe('zéro dirham');
    expect(amountInWords(0.5, 'MAD', 'fr')).toBe('cinquante centimes');
    expect(amountInWords(1250.01, 'MAD', 'fr')).toBe('mille deux cent cinquante dirhams et un centime');
    expect(amountInWords(2_000_000, 'MAD', 'fr')).toBe('deux millions de dirhams');
    expect(amountInWords(999_999_999.99, 'MAD', 'fr')).toBe(
      'neuf cent quatre-vingt-dix-neuf millions neuf cent quatre-vingt-dix-neuf mille neuf cent quatre-vingt-dix-neuf dirhams et quatre-vingt-dix-neuf centimes',
    );
    expect(amountInWords(15.3, 'EUR', 'fr')).toBe('quinze euros et trente centimes');
  });

  it('French numbers: "et un", "soixante et onze", the plural of "cent" and "quatre-vingt"', () => {
    expect(frenchNumber(21)).toBe('vingt et un');
    expect(frenchNumber(71)).toBe('soixante et onze');
    expect(frenchNumber(80)).toBe('quatre-vingts');
    expect(frenchNumber(81)).toBe('quatre-vingt-un');
    expect(frenchNumber(91)).toBe('quatre-vingt-onze');
    expect(frenchNumber(200)).toBe('deux cents');
    expect(frenchNumber(201)).toBe('deux cent un');
    expect(frenchNumber(80_000)).toBe('quatre-vingt mille');
    expect(frenchNumber(200_000)).toBe('deux cent mille');
    expect(frenchNumber(200_000_000)).toBe('deux cents millions');
    expect(frenchNumber(1_001_000)).toBe('un million mille');
  });

  it('English', () => {
    expect(amountInWords(23480, 'MAD', 'en')).toBe('twenty-three thousand four hundred eighty dirhams');
    expect(amountInWords(1.01, 'MAD', 'en')).toBe('one dirham and one centime');
    expect(englishNumber(1_000_015)).toBe('one million fifteen');
  });

  it('Arabic: parts joined by "و", the counted noun in the form its number asks for', () => {
    expect(amountInWords(23480, 'MAD', 'ar')).toBe('ثلاثة وعشرون ألفا وأربعمائة وثمانون درهما');
    expect(amountInWords(1, 'MAD', 'ar')).toBe('درهم واحد');
    expect(amountInWords(2, 'MAD', 'ar')).toBe('درهمان');
    expect(amountInWords(5, 'MAD', 'ar')).toBe('خمسة دراهم');
    expect(amountInWords(100, 'MAD', 'ar')).toBe('مائة درهم');
    expect(amountInWords(3000, 'MAD', 'ar')).toBe('ثلاثة آلاف درهم');
    expect(amountInWords(1500.5, 'MAD', 'ar')).toBe('ألف وخمسمائة درهم وخمسون سنتيما');
    expect(arabicNumber(200_000)).toBe('مائتا ألف');
    expect(arabicNumber(2_000_000)).toBe('مليونان');
    expect(arabicNumber(999_999_999)).toBe(
      'تسعمائة وتسعة وتسعون مليونا وتسعمائة وتسعة وتسعون ألفا وتسعمائة وتسعة وتسعون',
    );
  });

  it('refuses an amount outside 0 to 999,999,999.99', () => {
    expect(() => amountInWords(1_000_000_000, 'MAD', 'fr')).toThrow(RangeError);
    expect(() => amountInWords(-1, 'MAD', 'fr')).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN, 'MAD', 'fr')).toThrow(RangeError);
  });
});
