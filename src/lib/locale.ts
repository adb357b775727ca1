/**
 * The locale tag for numbers, dates and times: the active language with Latin digits (Moroccan usage in Arabic,
 * the same digits everywhere in the portal).
 * @example new Intl.NumberFormat(numberLocale('ar')).format(1234) === '1,234'
 */
export function numberLocale(language: string): string {
  return `${language}-u-nu-latn`;
}

/**
 * The format kept under `key` in `formats`, made with `make` the first time: making an `Intl` format is costly (the
 * first one of a page load reads the browser's number or date data), and a list or a dashboard formats many values.
 * @example keptFormat(counts, language, () => new Intl.NumberFormat(numberLocale(language))).format(1234)
 */
export function keptFormat<T>(formats: Map<string, T>, key: string, make: () => T): T {
  let format = formats.get(key);
  if (format === undefined) {
    format = make();
    formats.set(key, format);
  }
  return format;
}
