import { numberLocale } from '../../lib/locale';

/** `YYYY-MM-DD` of a school day as "lun. 30 nov." in the active language. */
export function formatDay(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(numberLocale(language), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
