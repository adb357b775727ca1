import { skipToken } from '@reduxjs/toolkit/query';
import { Bell, CheckCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { notify } from '../../components/notify';
import { formatDateTime } from '../../lib/dates';
import { useScope } from '../../session/useScope';
import {
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  useNotificationsQuery,
} from './notifications.api';

/** `/notifications` (Product): the user's notifications, unread first in weight, mark one or all as read. */
export default function NotificationsPage() {
  const { t, i18n } = useTranslation();
  const scope = useScope();
  const { data, isLoading, isError, refetch, isFetching } = useNotificationsQuery(scope ?? skipToken);
  const [markRead] = useMarkNotificationReadMutation();
  const [markAll, { isLoading: markingAll }] = useMarkAllNotificationsReadMutation();

  const failed = () => void notify('error', t('notifications.updateError'));

  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
          {t('routes.notifications')}
          {data && (
            <span className="ms-2 text-base font-normal text-neutral-600 dark:text-neutral-300">
              {t('notifications.unreadCount', { count: data.unread })}
            </span>
          )}
        </h1>
        {data && data.unread > 0 && scope && (
          <button
            type="button"
            disabled={markingAll}
            onClick={() => void markAll(scope).unwrap().catch(failed)}
            className="inline-flex min-h-11 items-center gap-2 rounded-control bg-primary-600 px-4 font-semibold text-white hover:bg-primary-700 disabled:opacity-60 md:min-h-control"
          >
            <CheckCheck size={18} aria-hidden="true" />
            {t('notifications.markAll')}
          </button>
        )}
      </div>
      {isLoading && (
        <div role="status" aria-label={t('common.pageLoading')} className="space-y-3">
          {[0, 1, 2].map((key) => (
            <div key={key} className="h-20 animate-pulse rounded-card bg-neutral-200 dark:bg-neutral-700" />
          ))}
        </div>
      )}
      {isError && !isFetching && (
        <ErrorState message={t('notifications.loadError')} onRetry={() => void refetch()} />
      )}
      {data && data.items.length === 0 && <EmptyState icon={Bell} message={t('notifications.empty')} />}
      {data && data.items.length > 0 && (
        <ul className="space-y-3">
          {data.items.map((item) => (
            <li
              key={item.id}
              className={`rounded-card border-s-4 bg-white p-4 dark:bg-neutral-800 ${
                item.read ? 'border-transparent' : 'border-primary-600'
              }`}
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0 flex-1">
                  <h2 className="font-semibold">
                    {!item.read && <span className="sr-only">{t('notifications.unread')} </span>}
                    {item.title}
                  </h2>
                  <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-200">{item.body}</p>
                  <p className="mt-2 text-xs text-neutral-600 dark:text-neutral-400">
                    <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, i18n.language)}</time>
                  </p>
                </div>
                {!item.read && (
                  <button
                    type="button"
                    aria-label={t('notifications.markReadNamed', { title: item.title })}
                    onClick={() => void markRead(item.id).unwrap().catch(failed)}
                    className="min-h-11 rounded-control border border-neutral-300 px-3 text-sm font-semibold hover:bg-neutral-100 md:min-h-control dark:border-neutral-600 dark:hover:bg-neutral-700"
                  >
                    {t('notifications.markRead')}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
