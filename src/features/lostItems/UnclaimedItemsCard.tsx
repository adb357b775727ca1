import { skipToken } from '@reduxjs/toolkit/query';
import { PackageSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cardClass } from '../../components/Card';
import { formatCount } from '../../components/DataTable/format';
import { paths } from '../../paths';
import { useScope } from '../../session/useScope';
import { useCanOpen } from '../auth';
import { useLostItemsSummaryQuery } from './lostItems.api';

/**
 * The office dashboard's "unclaimed items" (Dashboard figures): found items still waiting for their owner, with how
 * many are proposed for disposal and how many requests wait; links to the waiting items. Shown only to users who
 * may open the lost items.
 */
export function UnclaimedItemsCard() {
  const canOpen = useCanOpen();
  const allowed = canOpen(paths.lostItems());
  const scope = useScope();
  const { t, i18n } = useTranslation();
  const { currentData } = useLostItemsSummaryQuery(allowed && scope ? scope : skipToken);
  if (!allowed || !currentData) return null;
  const number = (value: number) => formatCount(value, i18n.language);
  return (
    <section aria-labelledby="dashboard-lost-items" className="space-y-3">
      <h2 id="dashboard-lost-items" className="text-lg font-semibold text-neutral-900 dark:text-white">
        {t('routes.lost-items')}
      </h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <Link
          to={paths.lostItems({ status: 'found' })}
          className={`${cardClass()} flex h-full flex-col gap-1 transition-colors hover:border-primary-400 hover:bg-primary-50/40 dark:hover:border-primary-500 dark:hover:bg-neutral-700/60`}
        >
          <span className="flex items-start justify-between gap-2">
            <span className="text-sm font-semibold text-neutral-600 dark:text-neutral-300">
              {t('lostItems.dashboard.unclaimed')}
            </span>
            <span className="rounded-control bg-info-50 p-1.5 text-info-700 dark:bg-neutral-900 dark:text-info-500">
              <PackageSearch size={20} aria-hidden="true" />
            </span>
          </span>
          <span className="block text-2xl font-semibold text-neutral-900 tabular-nums dark:text-white">
            {number(currentData.unclaimed)}
          </span>
          <span className="block text-sm text-neutral-600 dark:text-neutral-300">
            {t('lostItems.dashboard.detail', {
              proposed: number(currentData.proposedForDisposal),
              pending: number(currentData.pendingRequests),
            })}
          </span>
        </Link>
      </div>
    </section>
  );
}
