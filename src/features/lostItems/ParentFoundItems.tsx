import { HandHelping, ListChecks, PackageSearch, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSubmission } from '../../api/useSubmission';
import { BUTTON } from '../../components/buttons';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Pagination } from '../../components/DataTable/Pagination';
import { useListController } from '../../components/DataTable/useListController';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { notify } from '../../components/notify';
import { formatDate } from '../../lib/dates';
import { paths } from '../../paths';
import { useAppSelector } from '../../store/hooks';
import { ItemPhoto } from './ItemPhoto';
import { lostItemsApi, useSendLostItemRequestMutation } from './lostItems.api';
import type { ParentQuery, RecentItem, RecentPage } from './lostItems.schemas';
import { LostItemDialog } from './LostItemDialog';

const LINK =
  'inline-flex min-h-11 items-center gap-2 font-semibold text-primary-700 hover:underline dark:text-primary-300';

/** The selected child's name, as the selector row shows it. */
export function useChildName(): string {
  const student = useAppSelector((state) => state.auth.student);
  return student ? `${student.firstname_fr} ${student.lastname_fr ?? ''}`.trim() : '';
}

/**
 * `lost-items` for a parent, on the phone: the recent found items of the selected child's school, with their photos,
 * one tap to claim one for the child, or to describe something the child lost.
 */
export function ParentFoundItems() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const child = useChildName();
  const studentId = useAppSelector((state) => state.auth.student?.studentid ?? null);
  const year = useAppSelector((state) => state.auth.year?.schoolyearid ?? null);
  const controller = useListController<RecentItem, RecentPage, ParentQuery>({
    endpoint: lostItemsApi.endpoints.recentLostItems,
    scope: 'student',
    defaults: { pageSize: 10 },
  });
  const { list, rows, data, isError, refetch, loading } = controller;
  const [claiming, setClaiming] = useState<RecentItem | null>(null);
  const [describing, setDescribing] = useState(false);
  const [send] = useSendLostItemRequestMutation();
  const submission = useSubmission();

  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <div>
        <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
          {t('routes.lost-items')}
        </h1>
        {child && (
          <p className="mt-1 text-neutral-700 dark:text-neutral-200">
            {t('lostItems.parent.for', { name: child })}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <button
          type="button"
          className={`${BUTTON.primary} w-full sm:w-auto`}
          onClick={() => setDescribing(true)}
        >
          <SearchX size={18} aria-hidden="true" />
          {t('lostItems.parent.describe')}
        </button>
        <Link to={paths.lostItemRequests()} className={LINK}>
          <ListChecks size={18} aria-hidden="true" />
          {t('lostItems.parent.myRequests')}
        </Link>
      </div>

      {isError && <ErrorState message={t('lostItems.loadError')} onRetry={() => void refetch()} />}
      {!isError && loading && !data && (
        <div
          role="status"
          aria-label={t('common.pageLoading')}
          className="grid grid-cols-2 gap-3 lg:grid-cols-4"
        >
          {[0, 1, 2, 3].map((key) => (
            <div
              key={key}
              className="aspect-[3/4] animate-pulse rounded-card bg-neutral-200 dark:bg-neutral-700"
            />
          ))}
        </div>
      )}
      {data && rows.length === 0 && <EmptyState icon={PackageSearch} message={t('lostItems.parent.empty')} />}
      {rows.length > 0 && (
        <ul
          aria-label={t('lostItems.parent.listLabel')}
          className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4"
        >
          {rows.map((item) => {
            const category = t(`lostItems.category.${item.category}`);
            return (
              <li
                key={item.id}
                className="flex flex-col overflow-hidden rounded-card border border-neutral-200 bg-white dark:border-neutral-700 dark:bg-neutral-800"
              >
                <ItemPhoto
                  itemId={item.id}
                  hasPhoto={item.hasPhoto}
                  alt={`${category} · ${item.description}`}
                  size="md"
                />
                <div className="flex flex-1 flex-col gap-1 p-3">
                  <h2 className="text-sm font-semibold text-neutral-900 dark:text-white">{category}</h2>
                  <p
                    dir="auto"
                    className="line-clamp-3 text-sm break-words text-neutral-700 dark:text-neutral-200"
                  >
                    {item.description}
                  </p>
                  <p className="text-xs text-neutral-600 dark:text-neutral-300">
                    {t('lostItems.parent.foundAt', {
                      date: formatDate(item.foundOn, language),
                      place: item.place,
                    })}
                  </p>
                  <button
                    type="button"
                    className={`${BUTTON.secondary} mt-auto w-full`}
                    aria-label={t('lostItems.parent.claimItem', { item: item.description })}
                    onClick={() => setClaiming(item)}
                  >
                    <HandHelping size={16} aria-hidden="true" />
                    {t('lostItems.parent.claim')}
                  </button>
                </div>
              </li>
            );
          })}
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

      <ConfirmDialog
        open={claiming !== null}
        title={t('lostItems.parent.claimTitle')}
        message={
          claiming ? t('lostItems.parent.claimMessage', { item: claiming.description, name: child }) : ''
        }
        confirmLabel={t('lostItems.parent.claimConfirm')}
        reason={{ label: t('lostItems.parent.claimDetail') }}
        onCancel={() => setClaiming(null)}
        onConfirm={async (detail) => {
          if (!claiming || studentId === null || year === null) return;
          const input = { kind: 'claim' as const, itemId: claiming.id, description: detail ?? '' };
          // One idempotency key per claim: a retry after a lost answer is not recorded twice.
          await submission.run(input, (idempotencyKey) =>
            send({ student: studentId, year, input, idempotencyKey }).unwrap(),
          );
          void notify('success', t('lostItems.parent.claimed'));
          setClaiming(null);
        }}
      />
      {describing && studentId !== null && year !== null && (
        <LostItemDialog student={studentId} year={year} child={child} onClose={() => setDescribing(false)} />
      )}
    </section>
  );
}
