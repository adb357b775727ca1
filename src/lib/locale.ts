/**
 * The locale tag for numbers, dates and times: the active language with Latin digits (Moroccan usage in Arabic,
 * the same digits everywhere in the portal).
 * @example new Intl.NumberFormat(numberLocale('ar')).format(1234) === '1,234'
 */
export function numberLocale(language: string): string {
  return `${language}-u-nu-latn`;
}
