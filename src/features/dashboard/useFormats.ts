import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/money';
import { numberLocale } from '../../lib/locale';

/** Number, percentage, money and date formats of the active language (Latin digits, 24-hour clock). */
export function useFormats(currency: string) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const locale = numberLocale(language);
    const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const signed = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, signDisplay: 'exceptZero' });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    const compactMoney = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    const day = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const month = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    const dateTime = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const utcDate = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);
    return {
      language,
      number: (value: number) => integer.format(value),
      signed: (value: number) => signed.format(value),
      percent: (value: number) => percent.format(value),
      money: (amount: number) => formatMoney(amount, currency, language),
      compactMoney: (amount: number) => compactMoney.format(amount),
      /** `YYYY-MM-DD` as a long date. */
      date: (iso: string) => day.format(utcDate(iso)),
      /** The month of a `YYYY-MM-DD` date. */
      month: (iso: string) => month.format(utcDate(iso)),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
    };
  }, [language, currency]);
}

export type Formats = ReturnType<typeof useFormats>;
