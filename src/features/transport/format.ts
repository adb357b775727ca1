import { numberLocale } from '../../lib/locale';
import { formatMoney as money } from '../../lib/money';

/** A calendar date of the API (`YYYY-MM-DD`) in the active language, read in UTC so that it never shifts a day. */
export function formatDate(iso: string, language: string): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(numberLocale(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    date,
  );
}

/** An amount in MAD in the active language. */
export function formatMoney(amount: number, language: string): string {
  return money(amount, 'MAD', language);
}

/** `2026-11` as "nov. 2026". */
export function formatMonth(month: string, language: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return new Intl.DateTimeFormat(numberLocale(language), {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
