import { skipToken } from '@reduxjs/toolkit/query';
import { ClipboardCheck, PackageOpen, Soup } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/Card';
import { paths } from '../../paths';
import { useScope } from '../../session/useScope';
import { FigureLink, useCanOpen } from '../auth';
import { useCanteenSummaryQuery } from './canteen.api';
import {} from './parts';
import { formatDay } from './format';

/**
 * The office's canteen figures: meals booked this week (per day), ingredients below their minimum (a link to the
 * filtered list), requests waiting (a link to them). Shown to whoever may open a canteen page.
 */
export function CanteenDashboardCard() {
  const { t, i18n } = useTranslation();
  const canOpen = useCanOpen();
  const scope = useScope();
  const allowed = [
    paths.ingredients(),
    paths.purchases(),
    paths.meals(),
    paths.programs(),
    paths.canteenRequests(),
  ].some((path) => canOpen(path));
  const { currentData: summary } = useCanteenSummaryQuery(allowed && scope ? scope : skipToken);
  if (!allowed || !summary) return null;
  const days = summary.portions.map((count, index) => {
    const date = new Date(Date.parse(`${summary.weekStart}T00:00:00Z`) + index * 86_400_000)
      .toISOString()
      .slice(0, 10);
    return { date, count };
  });
  return (
    <section aria-labelledby="dashboard-canteen" className="space-y-3">
      <h2 id="dashboard-canteen" className="text-lg font-semibold text-neutral-900 dark:text-white">
        {t('canteen.dashboard.title')}
      </h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <Card as="section" aria-labelledby="dashboard-canteen-meals" className="space-y-2">
          <h3 id="dashboard-canteen-meals" className="flex items-center gap-2 font-semibold">
            <Soup size={18} aria-hidden="true" />
            {t('canteen.dashboard.mealsBooked')}
          </h3>
          <p className="text-2xl font-bold tabular-nums">
            <FigureLink to={paths.programs()}>
              {t('canteen.dashboard.meals', { count: summary.mealsBooked })}
            </FigureLink>
          </p>
          <ul className="grid grid-cols-5 gap-1 text-center text-xs">
            {days.map((day) => (
              <li key={day.date}>
                <span className="block capitalize">{formatDay(day.date, i18n.language).split(' ')[0]}</span>
                <span className="tabular-nums">{day.count}</span>
              </li>
            ))}
          </ul>
        </Card>
        <Card as="section" aria-labelledby="dashboard-canteen-stock" className="space-y-2">
          <h3 id="dashboard-canteen-stock" className="flex items-center gap-2 font-semibold">
            <PackageOpen size={18} aria-hidden="true" className="text-warning-700 dark:text-warning-500" />
            {t('canteen.dashboard.stock')}
          </h3>
          <p className="text-2xl font-bold tabular-nums">
            <FigureLink to={paths.ingredients({ low: '1' })}>
              {t('canteen.dashboard.belowMinimum', { count: summary.belowMinimum })}
            </FigureLink>
          </p>
        </Card>
        <Card as="section" aria-labelledby="dashboard-canteen-requests" className="space-y-2">
          <h3 id="dashboard-canteen-requests" className="flex items-center gap-2 font-semibold">
            <ClipboardCheck size={18} aria-hidden="true" />
            {t('canteen.dashboard.requests')}
          </h3>
          <p className="text-2xl font-bold tabular-nums">
            <FigureLink to={paths.canteenRequests({ status: 'pending' })}>
              {t('canteen.dashboard.pending', { count: summary.pendingRequests })}
            </FigureLink>
          </p>
        </Card>
      </div>
    </section>
  );
}
