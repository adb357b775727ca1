import { skipToken } from '@reduxjs/toolkit/query';
import { BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '../../components/Card';
import { useScope } from '../../session/useScope';
import { paths } from '../../paths';
import { useCanOpen } from '../auth';
import { useNewsQuery } from './news.api';

const SHOWN = 5;

/**
 * The staff dashboard's "news waiting for acknowledgement": the pieces shown now that ask families for an
 * acknowledgement some have not given, with their counts, each opening the piece. Nothing for a user the news
 * list refuses, nor when none waits.
 */
export function AwaitingAckCard() {
  const { t } = useTranslation();
  const scope = useScope();
  // Asked only of a user the news page opens to: a refused list would send the user to /unauthorized.
  const allowed = useCanOpen()(paths.news());
  const { currentData } = useNewsQuery(
    scope && allowed
      ? { ...scope, awaiting: 1, pageSize: SHOWN, sort: 'publishAt', order: 'desc' }
      : skipToken,
  );
  if (!currentData || currentData.total === 0) return null;
  return (
    <Card as="section" aria-labelledby="dashboard-news-ack" className="space-y-3">
      <h2
        id="dashboard-news-ack"
        className="flex items-center gap-2 text-lg font-semibold text-neutral-900 dark:text-white"
      >
        <BellRing size={18} aria-hidden="true" className="text-warning-700" />
        {t('news.dashboard.title', { count: currentData.total })}
      </h2>
      <ul className="divide-y divide-neutral-100 dark:divide-neutral-700">
        {currentData.items.map((item) => (
          <li key={item.id}>
            <Link
              to={paths.news({ awaiting: '1', id: String(item.id) })}
              className="flex min-h-11 items-center justify-between gap-3 py-2 hover:underline"
            >
              <span dir="auto" className="min-w-0 truncate font-medium">
                {item.title}
              </span>
              <span className="shrink-0 tabular-nums text-sm text-neutral-700 dark:text-neutral-300">
                {t('news.ackCount', { done: item.acknowledged, total: item.targeted })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={paths.news({ awaiting: '1' })}
        className="inline-flex min-h-11 items-center font-semibold text-primary-700 hover:underline md:min-h-0 dark:text-primary-300"
      >
        {t('news.dashboard.all')}
      </Link>
    </Card>
  );
}
