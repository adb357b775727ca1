import { numberLocale } from '../../lib/locale';

/**
 * A calendar date of the API (`YYYY-MM-DD`) in the active language, read in UTC so that it never shifts a day.
 * @example formatDate('2023-05-02', 'fr') === '2 mai 2023'
 */
export function formatDate(iso: string, language: string): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(numberLocale(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    date,
  );
}

/** Levels of the school in order (docs/api.md "GET school/levels"); codes are shown as they are in every language. */
export const LEVEL_CODES = [
  'PS',
  'MS',
  'GS',
  'CP',
  'CE1',
  'CE2',
  'CM1',
  'CM2',
  '6e',
  '5e',
  '4e',
  '3e',
] as const;
