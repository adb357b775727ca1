import { skipToken } from '@reduxjs/toolkit/query';
import { AlarmClock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { cardClass } from '../../components/Card';
import { formatCount } from '../../components/DataTable/format';
import { paths } from '../../paths';
import { useScope } from '../../session/useScope';
import { useCanOpen } from '../auth';
import { useRequestSummaryQuery } from './requests.api';

/**
 * The dashboard's "open requests past their target delay" (../shared/DOMAIN.md "Dashboard figures"): shown only to
 * staff who may open the queue, linking to it filtered on the overdue ones.
 */
export function OverdueRequestsCard() {
  const { t, i18n } = useTranslation();
  const scope = useScope();
  const canOpen = useCanOpen();
  const to = paths.requests({ overdue: '1' });
  const allowed = canOpen(to);
  const { data } = useRequestSummaryQuery(allowed && scope ? scope : skipToken);
  if (!allowed || !data) return null;
  return (
    <section aria-labelledby="dashboard-requests" className="space-y-3">
      <h2 id="dashboard-requests" className="text-lg font-semibold text-neutral-900 dark:text-white">
        {t('requests.dashboard.section')}
      </h2>
      <Link
        to={to}
        className={`${cardClass()} block max-w-sm space-y-1 hover:border-primary-300 focus-visible:outline-2`}
        data-testid="overdue-requests-card"
      >
        <span className="flex items-start justify-between gap-2">
          <span className="text-sm font-semibold text-neutral-600 dark:text-neutral-300">
            {t('requests.dashboard.overdue')}
          </span>
          <span
            className={`rounded-control p-1.5 ${data.overdue > 0 ? 'bg-danger-50 text-danger-700 dark:bg-neutral-900 dark:text-danger-500' : 'bg-success-50 text-success-700 dark:bg-neutral-900 dark:text-success-500'}`}
          >
            <AlarmClock size={20} aria-hidden="true" />
          </span>
        </span>
        <span className="block text-2xl font-semibold tabular-nums text-neutral-900 dark:text-white">
          {formatCount(data.overdue, i18n.language)}
        </span>
        <span className="block text-sm text-neutral-600 dark:text-neutral-300">
          {t('requests.dashboard.open', {
            count: data.open,
            formatted: formatCount(data.open, i18n.language),
          })}
        </span>
      </Link>
    </section>
  );
}
