import type { TFunction } from 'i18next';
import { formatDate } from '../../lib/dates';
import { numberLocale } from '../../lib/locale';
import type { CanteenRequest } from './canteen.schemas';

/** The school days of a subscription in the active language ("lun., mar., jeu., ven."). */
export function dayNames(days: readonly number[], language: string): string {
  const format = new Intl.DateTimeFormat(numberLocale(language), { weekday: 'short', timeZone: 'UTC' });
  // 2026-11-30 is a Monday.
  return days.map((day) => format.format(new Date(Date.UTC(2026, 10, 29 + day)))).join(', ');
}

/** What a request covers: a day, or a period and its days of the week. */
export function requestPeriod(
  request: Pick<CanteenRequest, 'kind' | 'startDate' | 'endDate' | 'days'>,
  language: string,
  t: TFunction,
): string {
  if (request.kind === 'meal')
    return t('canteen.requests.onDay', { date: formatDate(request.startDate, language) });
  return t('canteen.requests.fromTo', {
    from: formatDate(request.startDate, language),
    to: formatDate(request.endDate, language),
    days: request.days.length === 5 ? t('canteen.requests.everyDay') : dayNames(request.days, language),
  });
}
