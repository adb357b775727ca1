import { numberLocale } from '../../lib/locale';

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An ISO calendar date (`YYYY-MM-DD`) in the active language, Latin digits.
 * @example formatDate('2026-11-05', 'fr') === '5 nov. 2026'
 */
export function formatDate(iso: string, language: string): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  let formatter = dateFormatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(numberLocale(language), {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dateFormatters.set(language, formatter);
  }
  return formatter.format(date);
}

export interface Names {
  firstname_fr: string;
  lastname_fr: string;
  firstname_ar: string;
  lastname_ar: string;
}

/** A person's name in the script of the interface: Arabic in Arabic, Latin otherwise. */
export function personName(names: Names, language: string): string {
  return language === 'ar'
    ? `${names.firstname_ar} ${names.lastname_ar}`
    : `${names.firstname_fr} ${names.lastname_fr}`;
}

/** The words of a payment's method: a card payment made online says so (docs/api.md "Online payments"). */
export function methodKey(payment: { method: string; online?: boolean }): string {
  return payment.online ? 'finances.online.method' : `finances.methods.${payment.method}`;
}
