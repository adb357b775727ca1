import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/money';
import { numberLocale } from '../../lib/locale';

const NUMBER_OPTIONS = {
  integer: { maximumFractionDigits: 0 },
  signed: { maximumFractionDigits: 0, signDisplay: 'exceptZero' },
  percent: { style: 'percent', maximumFractionDigits: 0 },
  compactMoney: { notation: 'compact', maximumFractionDigits: 1 },
} satisfies Record<string, Intl.NumberFormatOptions>;

const DATE_OPTIONS = {
  day: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  month: { month: 'long', timeZone: 'UTC' },
  dateTime: { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Each format is made the first time it is used, once per language, and kept: making an `Intl` format is costly
 * (the locale's data is read), and a phone's first screen should not pay for formats it does not show (budgets).
 */
function numberFormat(language: string, kind: keyof typeof NUMBER_OPTIONS): Intl.NumberFormat {
  const key = `${language}|${kind}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(numberLocale(language), NUMBER_OPTIONS[kind]);
    numberFormats.set(key, format);
  }
  return format;
}

function dateFormat(language: string, kind: keyof typeof DATE_OPTIONS): Intl.DateTimeFormat {
  const key = `${language}|${kind}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(numberLocale(language), DATE_OPTIONS[kind]);
    dateFormats.set(key, format);
  }
  return format;
}

const utcDate = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);

/** Number, percentage, money and date formats of the active language (Latin digits, 24-hour clock). */
export function useFormats(currency: string) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      language,
      number: (value: number) => numberFormat(language, 'integer').format(value),
      signed: (value: number) => numberFormat(language, 'signed').format(value),
      percent: (value: number) => numberFormat(language, 'percent').format(value),
      money: (amount: number) => formatMoney(amount, currency, language),
      compactMoney: (amount: number) => numberFormat(language, 'compactMoney').format(amount),
      /** `YYYY-MM-DD` as a long date. */
      date: (iso: string) => dateFormat(language, 'day').format(utcDate(iso)),
      /** The month of a `YYYY-MM-DD` date. */
      month: (iso: string) => dateFormat(language, 'month').format(utcDate(iso)),
      dateTime: (iso: string) => dateFormat(language, 'dateTime').format(new Date(iso)),
    }),
    [language, currency],
  );
}

export type Formats = ReturnType<typeof useFormats>;
