import { numberLocale } from './locale';

/**
 * Makes `Intl` read its number and date data now, in a task of its own: the first number or date format of a page
 * load reads it (about 40 ms unthrottled, four times that on a throttled phone), and every later format is then
 * made in well under a millisecond. The boot (main.tsx) calls it once the signed-in page's requests are out, so the
 * reading happens while they travel, before anything is drawn, instead of in the middle of drawing a dashboard's
 * figures or a list's amounts.
 * @example readIntlDataSoon(startLanguage())
 */
export function readIntlDataSoon(language: string): void {
  setTimeout(() => {
    const locale = numberLocale(language);
    new Intl.NumberFormat(locale).format(0);
    new Intl.DateTimeFormat(locale, { timeZone: 'UTC' }).format(0);
  }, 0);
}
