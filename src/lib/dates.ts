import { keptFormat, numberLocale } from './locale';
import { foldText } from './text';

/**
 * Date and time in the active language, 24-hour clock (DESIGN-SYSTEM.md), in the user's time zone.
 * @example formatDateTime('2026-11-21T16:20:00Z', 'fr') === '21 nov. 2026, 17:20' (in Africa/Casablanca)
 */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

/**
 * A calendar date (`YYYY-MM-DD`, no time zone) in the active language with Latin digits, the same day everywhere.
 * @example formatDate('2026-10-05', 'fr') === '5 oct. 2026'
 */
export function formatDate(isoDate: string, language: string, style: 'medium' | 'long' = 'medium'): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  const locale = numberLocale(language);
  return keptFormat(
    dateFormats,
    `${locale} ${style}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' }),
  ).format(date);
}

/** formatDate's formats, one per locale and style: a list of dates builds each once (lib/locale.ts keptFormat). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The labels worth showing beside a due date: a label that is only the date's month ("Décembre" due on
 * 5 December, in French, English or Arabic) would repeat the month and is left out.
 * @example labelsBesideDate(['Décembre', 'Transport'], '2026-12-05') // ['Transport']
 */
export function labelsBesideDate(labels: readonly string[], isoDate: string): string[] {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return [...labels];
  const months = new Set(
    ['fr', 'en', 'ar'].map((language) =>
      foldText(new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(date)),
    ),
  );
  return labels.filter((label) => !months.has(foldText(label)));
}
