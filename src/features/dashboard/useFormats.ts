import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/money';
import { dateFormat, numberFormat } from './formats';

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
