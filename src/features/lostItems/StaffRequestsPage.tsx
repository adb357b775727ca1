import { Inbox } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable/DataTable';
import { useOpenRecord } from '../../components/DataTable/useOpenRecord';
import { FilterSelect } from '../../components/DataTable/FilterSelect';
import { formatCount } from '../../components/DataTable/format';
import { ListTitle } from '../../components/DataTable/ListTitle';
import type { DataTableColumn } from '../../components/DataTable/types';
import { useListController } from '../../components/DataTable/useListController';
import { REQUEST_KINDS, REQUEST_STATUSES } from '../../domain/lostItems';
import { formatDateTime } from '../../lib/dates';
import { paths } from '../../paths';
import { ItemPhoto } from './ItemPhoto';
import { lostItemsApi } from './lostItems.api';
import type { ParentQuery, RequestPage, RequestRow } from './lostItems.schemas';
import { RequestDialog } from './RequestDialog';
import { RequestStatusBadge } from './StatusBadge';

export const REQUESTS_LIST = { pageSize: 25 } as const;
export const REQUESTS_FILTERS = { status: {}, kind: {} } as const;

/** `lost-item-requests` for staff: the families' claims and descriptions, newest first; each opens its dialog. */
export function StaffRequestsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const controller = useListController<RequestRow, RequestPage, ParentQuery>({
    endpoint: lostItemsApi.endpoints.lostItemRequests,
    filters: REQUESTS_FILTERS,
    defaults: REQUESTS_LIST,
  });
  const { list, data } = controller;
  const { openId, hrefOf, setOpen } = useOpenRecord(paths.lostItemRequests);

  const columns = useMemo<DataTableColumn<RequestRow>[]>(
    () => [
      {
        id: 'student',
        header: t('lostItems.requests.student'),
        hideable: false,
        card: 1,
        value: (request) => `${request.student.firstname_fr} ${request.student.lastname_fr}`,
      },
      {
        id: 'kind',
        header: t('lostItems.requests.kindLabel'),
        value: (request) => t(`lostItems.kind.${request.kind}`),
      },
      {
        id: 'description',
        header: t('lostItems.fields.description'),
        card: 3,
        value: (request) => request.description,
        cell: (request) => (
          <span dir="auto" className="line-clamp-2 break-words">
            {request.description}
          </span>
        ),
      },
      {
        id: 'item',
        header: t('lostItems.requests.item'),
        csv: false,
        cell: (request) =>
          request.item ? (
            <span className="flex items-center gap-2">
              <ItemPhoto itemId={request.item.id} hasPhoto={request.item.hasPhoto} alt="" />
              <span dir="auto" className="line-clamp-2 break-words">
                {request.item.description}
              </span>
            </span>
          ) : (
            '—'
          ),
      },
      {
        id: 'guardian',
        header: t('lostItems.requests.guardian'),
        defaultHidden: true,
        value: (request) => request.guardianName,
      },
      {
        id: 'createdAt',
        header: t('lostItems.requests.createdAt'),
        value: (request) => request.createdAt,
        cell: (request) => formatDateTime(request.createdAt, language),
        className: 'whitespace-nowrap tabular-nums',
      },
      {
        id: 'status',
        header: t('lostItems.fields.status'),
        card: 2,
        value: (request) => t(`lostItems.requestStatus.${request.status}`),
        cell: (request) => <RequestStatusBadge status={request.status} />,
      },
    ],
    [t, language],
  );

  const title = t('routes.lost-item-requests');
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <ListTitle
        title={title}
        count={
          data
            ? t('lostItems.requests.count', {
                count: data.total,
                formatted: formatCount(data.total, language),
              })
            : null
        }
      />
      <DataTable<RequestRow>
        caption={title}
        controller={controller}
        columns={columns}
        loadError={t('lostItems.requests.loadError')}
        getRowId={(request) => String(request.id)}
        rowLabel={(request) => `${request.student.firstname_fr} ${request.student.lastname_fr}`}
        searchLabel={t('lostItems.requests.search')}
        searchPlaceholder={t('lostItems.requests.searchPlaceholder')}
        rowHref={hrefOf}
        exportCsv={{ filename: 'demandes-objets-perdus' }}
        empty={{ message: t('lostItems.requests.empty'), icon: Inbox }}
        toolbar={
          <div className="flex flex-wrap gap-2">
            <FilterSelect
              list={list}
              name="status"
              label={t('lostItems.fields.status')}
              all={t('lostItems.filters.allStatuses')}
              options={REQUEST_STATUSES.map((value) => ({
                value,
                label: `${t(`lostItems.requestStatus.${value}`)} (${formatCount(data?.counts[value] ?? 0, language)})`,
              }))}
            />
            <FilterSelect
              list={list}
              name="kind"
              label={t('lostItems.requests.kindLabel')}
              all={t('lostItems.filters.allKinds')}
              options={REQUEST_KINDS.map((value) => ({ value, label: t(`lostItems.kind.${value}`) }))}
            />
          </div>
        }
      />
      {openId !== null && <RequestDialog id={openId} onClose={() => setOpen(null)} />}
    </section>
  );
}
