import { afterEach, describe, expect, it, vi } from 'vitest';
import { readIntlDataSoon } from './intlData';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readIntlDataSoon (budgets: no Intl data read while the first screen is drawn)', () => {
  it('makes a number and a date format of the language, with Latin digits, in a task after the caller’s', async () => {
    const { NumberFormat, DateTimeFormat } = Intl;
    const made: string[] = [];
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(function number(locale, options) {
      made.push(`number ${String(locale)}`);
      return new NumberFormat(locale, options);
    });
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function date(locale, options) {
      made.push(`date ${String(locale)}`);
      return new DateTimeFormat(locale, options);
    });

    readIntlDataSoon('ar');
    expect(made).toEqual([]); // not in the boot's own task, which starts the requests
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(made).toEqual(['number ar-u-nu-latn', 'date ar-u-nu-latn']);
  });
});
