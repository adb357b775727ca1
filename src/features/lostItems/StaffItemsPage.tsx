import { PackageSearch, Plus, Settings2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '../../components/buttons';
import { DataTable } from '../../components/DataTable/DataTable';
import { useOpenRecord } from '../../components/DataTable/useOpenRecord';
import { FilterSelect } from '../../components/DataTable/FilterSelect';
import { formatCount } from '../../components/DataTable/format';
import { ListTitle } from '../../components/DataTable/ListTitle';
import type { DataTableColumn } from '../../components/DataTable/types';
import { useListController } from '../../components/DataTable/useListController';
import { Badge } from '../../components/Badge';
import { ITEM_CATEGORIES, ITEM_STATUSES } from '../../domain/lostItems';
import { formatDate } from '../../lib/dates';
import { paths } from '../../paths';
import { DisposalDelayDialog } from './DisposalDelayDialog';
import { ItemDetailDialog } from './ItemDetailDialog';
import { ItemPhoto } from './ItemPhoto';
import { lostItemsApi } from './lostItems.api';
import type { ItemPage, ItemRow, ItemsQuery } from './lostItems.schemas';
import { RecordItemDialog } from './RecordItemDialog';
import { ItemStatusBadge } from './StatusBadge';

/** List defaults: the items found last first. */
export const ITEMS_LIST = {
  pageSize: 25,
  sort: 'foundOn',
  order: 'desc',
  sortable: ['foundOn', 'category', 'status'],
} as const;

export const ITEMS_FILTERS = { status: {}, category: {}, proposed: {} } as const;

/** `lost-items` for staff: the found items of the branch and year, recording one, their states and disposal. */
export function StaffItemsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const controller = useListController<ItemRow, ItemPage, ItemsQuery>({
    endpoint: lostItemsApi.endpoints.lostItems,
    filters: ITEMS_FILTERS,
    defaults: ITEMS_LIST,
  });
  const { list, data, scope } = controller;
  const [recording, setRecording] = useState(false);
  const [settingDelay, setSettingDelay] = useState(false);
  const { openId, hrefOf, setOpen } = useOpenRecord(paths.lostItems);
  const proposedOnly = list.state.filters.proposed === '1';

  const columns = useMemo<DataTableColumn<ItemRow>[]>(
    () => [
      {
        id: 'description',
        header: t('lostItems.fields.description'),
        hideable: false,
        card: 1,
        value: (item) => item.description,
        cell: (item) => (
          <span dir="auto" className="line-clamp-2 break-words">
            {item.description}
          </span>
        ),
      },
      {
        id: 'photo',
        header: t('lostItems.fields.photo'),
        hideable: false,
        csv: false,
        cell: (item) => <ItemPhoto itemId={item.id} hasPhoto={item.hasPhoto} alt="" />,
      },
      {
        id: 'category',
        header: t('lostItems.fields.category'),
        sortable: true,
        value: (item) => t(`lostItems.category.${item.category}`),
      },
      {
        id: 'place',
        header: t('lostItems.fields.place'),
        card: 3,
        value: (item) => item.place,
        cell: (item) => <span dir="auto">{item.place}</span>,
      },
      {
        id: 'foundOn',
        header: t('lostItems.fields.foundOn'),
        sortable: true,
        value: (item) => item.foundOn,
        cell: (item) => formatDate(item.foundOn, language),
        className: 'whitespace-nowrap tabular-nums',
      },
      {
        id: 'status',
        header: t('lostItems.fields.status'),
        sortable: true,
        card: 2,
        value: (item) => t(`lostItems.status.${item.status}`),
        cell: (item) => (
          <span className="flex flex-wrap gap-1">
            <ItemStatusBadge status={item.status} />
            {item.proposedForDisposal && <Badge tone="warning">{t('lostItems.disposal.proposed')}</Badge>}
            {item.openRequests > 0 && (
              <Badge tone="primary">
                {t('lostItems.openRequests', { formatted: formatCount(item.openRequests, language) })}
              </Badge>
            )}
          </span>
        ),
      },
    ],
    [t, language],
  );

  const title = t('routes.lost-items');
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <ListTitle
        title={title}
        count={
          data
            ? t('lostItems.count', { count: data.total, formatted: formatCount(data.total, language) })
            : null
        }
      />
      {data && (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-neutral-700 dark:text-neutral-200">
          <span>{t('lostItems.disposal.rule', { days: formatCount(data.disposalDays, language) })}</span>
          <button
            type="button"
            className="inline-flex min-h-11 items-center gap-1 font-semibold text-primary-700 hover:underline md:min-h-0 dark:text-primary-300"
            onClick={() => setSettingDelay(true)}
          >
            <Settings2 size={16} aria-hidden="true" />
            {t('lostItems.disposal.change')}
          </button>
        </p>
      )}
      <DataTable<ItemRow>
        caption={title}
        controller={controller}
        columns={columns}
        loadError={t('lostItems.loadError')}
        getRowId={(item) => String(item.id)}
        rowLabel={(item) => item.description}
        searchLabel={t('lostItems.search')}
        searchPlaceholder={t('lostItems.searchPlaceholder')}
        rowHref={hrefOf}
        exportCsv={{ filename: 'objets-trouves' }}
        empty={{ message: t('lostItems.empty'), icon: PackageSearch }}
        toolbar={
          <div className="flex flex-wrap gap-2">
            <FilterSelect
              list={list}
              name="status"
              label={t('lostItems.fields.status')}
              all={t('lostItems.filters.allStatuses')}
              options={ITEM_STATUSES.map((value) => ({ value, label: t(`lostItems.status.${value}`) }))}
            />
            <FilterSelect
              list={list}
              name="category"
              label={t('lostItems.fields.category')}
              all={t('lostItems.filters.allCategories')}
              options={ITEM_CATEGORIES.map((value) => ({ value, label: t(`lostItems.category.${value}`) }))}
            />
            <button
              type="button"
              aria-pressed={proposedOnly}
              className={proposedOnly ? BUTTON.primary : BUTTON.secondary}
              onClick={() => list.setFilter('proposed', proposedOnly ? '' : '1')}
            >
              {t('lostItems.disposal.filter', { formatted: formatCount(data?.proposed ?? 0, language) })}
            </button>
            <button type="button" className={BUTTON.primary} onClick={() => setRecording(true)}>
              <Plus size={16} aria-hidden="true" />
              {t('lostItems.record.open')}
            </button>
          </div>
        }
      />
      {recording && scope && (
        <RecordItemDialog
          scope={scope}
          onClose={() => setRecording(false)}
          onRecorded={(item) => {
            setRecording(false);
            setOpen(item.id);
          }}
        />
      )}
      {settingDelay && scope && data && (
        <DisposalDelayDialog scope={scope} days={data.disposalDays} onClose={() => setSettingDelay(false)} />
      )}
      {openId !== null && <ItemDetailDialog id={openId} onClose={() => setOpen(null)} />}
    </section>
  );
}
