import { keptFormat, numberLocale } from './locale';

/**
 * Money of the school (DESIGN-SYSTEM.md "Type, numbers and dates"): the API sends amounts in the major unit with
 * at most two decimals; sums and allocations are computed in integer cents so that totals always add up.
 */

/** 1234.5 -> 123450; absorbs binary fractions (0.1 + 0.2 -> 30). Amounts have at most two decimals. */
export function toCents(amount: number): number {
  const cents = Math.round(Math.abs(amount) * 100);
  return amount < 0 ? -cents : cents;
}

/** True when the amount has at most two decimals (what the API and the forms accept). */
export function hasCents(amount: number): boolean {
  return Number.isFinite(amount) && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}

/** 123450 -> 1234.5 */
export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/** Exact sum of amounts in the major unit. */
export function sumMoney(amounts: readonly number[]): number {
  return fromCents(amounts.reduce((total, amount) => total + toCents(amount), 0));
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The amount in the active language and the school's currency, always two decimals.
 * @example formatMoney(1250, 'MAD', 'fr') // "1 250,00 MAD"
 */
export function formatMoney(amount: number, currency: string, language: string): string {
  const formatter = keptFormat(
    formatters,
    `${language}|${currency}`,
    () =>
      new Intl.NumberFormat(numberLocale(language), {
        style: 'currency',
        currency,
        currencyDisplay: 'code',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  );
  return formatter.format(amount);
}
