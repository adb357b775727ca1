import { keptFormat, numberLocale } from '../../lib/locale';

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
 * The dashboard's formats (useFormats), each made the first time it is used, once per language, and kept: making
 * an `Intl` format is costly (the first one of a page load reads the browser's number or date data, tens of ms on a
 * phone), and a first screen should not pay for formats it does not show (budgets).
 */
export function numberFormat(language: string, kind: keyof typeof NUMBER_OPTIONS): Intl.NumberFormat {
  return keptFormat(
    numberFormats,
    `${language}|${kind}`,
    () => new Intl.NumberFormat(numberLocale(language), NUMBER_OPTIONS[kind]),
  );
}

export function dateFormat(language: string, kind: keyof typeof DATE_OPTIONS): Intl.DateTimeFormat {
  return keptFormat(
    dateFormats,
    `${language}|${kind}`,
    () => new Intl.DateTimeFormat(numberLocale(language), DATE_OPTIONS[kind]),
  );
}
