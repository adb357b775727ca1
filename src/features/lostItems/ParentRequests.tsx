import { Inbox, PackageSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Pagination } from '../../components/DataTable/Pagination';
import { useListController } from '../../components/DataTable/useListController';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { formatDate, formatDateTime } from '../../lib/dates';
import { paths } from '../../paths';
import { ItemPhoto } from './ItemPhoto';
import { lostItemsApi } from './lostItems.api';
import type { ParentQuery, RequestPage, RequestRow } from './lostItems.schemas';
import { useChildName } from './ParentFoundItems';
import { RequestStatusBadge } from './StatusBadge';

/** `lost-item-requests` for a parent: the selected child's claims and descriptions, their state and the item found. */
export function ParentRequests() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const child = useChildName();
  const controller = useListController<RequestRow, RequestPage, ParentQuery>({
    endpoint: lostItemsApi.endpoints.lostItemRequests,
    scope: 'student',
    defaults: { pageSize: 10 },
  });
  const { list, rows, data, isError, refetch, loading } = controller;
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <div>
        <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
          {t('routes.lost-item-requests')}
        </h1>
        {child && (
          <p className="mt-1 text-neutral-700 dark:text-neutral-200">
            {t('lostItems.parent.for', { name: child })}
          </p>
        )}
      </div>
      <Link
        to={paths.lostItems()}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary-700 hover:underline dark:text-primary-300"
      >
        <PackageSearch size={18} aria-hidden="true" />
        {t('lostItems.parent.browse')}
      </Link>
      {isError && <ErrorState message={t('lostItems.requests.loadError')} onRetry={() => void refetch()} />}
      {!isError && loading && !data && (
        <div role="status" aria-label={t('common.pageLoading')} className="space-y-3">
          {[0, 1].map((key) => (
            <div key={key} className="h-28 animate-pulse rounded-card bg-neutral-200 dark:bg-neutral-700" />
          ))}
        </div>
      )}
      {data && rows.length === 0 && <EmptyState icon={Inbox} message={t('lostItems.parent.noRequests')} />}
      {rows.length > 0 && (
        <ul aria-label={t('routes.lost-item-requests')} className="space-y-3">
          {rows.map((request) => (
            <li
              key={request.id}
              className="space-y-2 rounded-card border border-neutral-200 bg-white p-4 dark:border-neutral-700 dark:bg-neutral-800"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="font-semibold text-neutral-900 dark:text-white">
                  {t(`lostItems.kind.${request.kind}`)}
                </h2>
                <RequestStatusBadge status={request.status} />
              </div>
              {request.description && (
                <p dir="auto" className="text-sm break-words text-neutral-700 dark:text-neutral-200">
                  {request.description}
                </p>
              )}
              {request.item && (
                <div className="flex items-center gap-3 rounded-control bg-neutral-50 p-2 dark:bg-neutral-900">
                  <ItemPhoto itemId={request.item.id} hasPhoto={request.item.hasPhoto} alt="" />
                  <div className="min-w-0 text-sm">
                    <p dir="auto" className="font-medium break-words">
                      {request.item.description}
                    </p>
                    <p className="text-neutral-600 dark:text-neutral-300">
                      {t('lostItems.parent.foundAt', {
                        date: formatDate(request.item.foundOn, language),
                        place: request.item.place,
                      })}
                    </p>
                  </div>
                </div>
              )}
              {request.status === 'matched' && (
                <p className="text-sm font-medium text-primary-800 dark:text-primary-200">
                  {t('lostItems.parent.matchedHint')}
                </p>
              )}
              {request.status === 'rejected' && request.reason && (
                <p className="text-sm text-danger-700 dark:text-danger-500">
                  <span className="font-medium">{t('lostItems.requests.reasonLabel')}</span>{' '}
                  <span dir="auto">{request.reason}</span>
                </p>
              )}
              <p className="text-xs text-neutral-600 dark:text-neutral-300">
                <time dateTime={request.createdAt}>{formatDateTime(request.createdAt, language)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      {data && data.total > list.state.pageSize && (
        <Pagination
          page={list.state.page}
          pageSize={list.state.pageSize}
          total={data.total}
          pageSizes={list.defaults.pageSizes}
          onPage={(page) => list.setPage(page)}
          onPageSize={(size) => list.setPageSize(size)}
        />
      )}
    </section>
  );
}
