import { keptFormat, numberLocale } from '../../lib/locale';
import type { CellValue } from './csv';

export { numberLocale };

const counts = new Map<string, Intl.NumberFormat>();
const dates = new Map<string, Intl.DateTimeFormat>();
// One format per language, kept: a list formats every cell of every row drawn.

/**
 * A count in the active language: `1 234` (narrow no-break space) in French, `1,234` in English and Arabic.
 * @example formatCount(1234, 'fr') === new Intl.NumberFormat('fr').format(1234)
 */
export function formatCount(value: number, language: string): string {
  return keptFormat(counts, language, () => new Intl.NumberFormat(numberLocale(language))).format(value);
}

/** Default display of a raw cell value: numbers and dates in the active language, booleans translated. */
export function formatCell(value: CellValue, language: string, yesNo: { yes: string; no: string }): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? formatCount(value, language) : '';
  if (typeof value === 'boolean') return value ? yesNo.yes : yesNo.no;
  if (value instanceof Date) {
    return Number.isNaN(value.getTime())
      ? ''
      : keptFormat(
          dates,
          language,
          () => new Intl.DateTimeFormat(numberLocale(language), { dateStyle: 'medium' }),
        ).format(value);
  }
  return value;
}

/** Plain text of a raw value, for labels (a row's checkbox name). */
export function plainText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  return String(value);
}
