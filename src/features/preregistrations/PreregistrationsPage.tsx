import { ClipboardList, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '../../components/buttons';
import { DataTable } from '../../components/DataTable/DataTable';
import { useOpenRecord } from '../../components/DataTable/useOpenRecord';
import { formatCount } from '../../components/DataTable/format';
import type { DataTableColumn } from '../../components/DataTable/types';
import { useListController } from '../../components/DataTable/useListController';
import { BilingualName } from '../../components/DataTable/BilingualName';
import { ListTitle } from '../../components/DataTable/ListTitle';
import { FilterSelect } from '../../components/DataTable/FilterSelect';
import { ApplicationDetail } from './ApplicationDetail';
import { ApplicationStatusBadge } from './ApplicationStatusBadge';
import { NewApplicationDialog } from './NewApplicationDialog';
import { formatDate, LEVEL_CODES } from './format';
import { preregistrationsApi } from './preregistrations.api';
import {
  PRIORITIES,
  type ApplicationPage,
  type ApplicationRow,
  type ApplicationsQuery,
} from './preregistrations.schemas';
import { StatusChips } from './StatusChips';
import { APPLICATION_STATUSES } from '../../domain/transitions';
import { paths } from '../../paths';

/** List defaults: newest applications first, the server's sortable columns. */
export const APPLICATIONS_LIST = {
  pageSize: 25,
  sort: 'submittedAt',
  order: 'desc',
  sortable: ['name', 'birthDate', 'level', 'priority', 'submittedAt', 'status'],
} as const;

/** Filters by status, level and priority: level codes are the school's (LEVEL_CODES), the same in every branch. */
export const APPLICATIONS_FILTERS = { status: {}, level: {}, priority: {} } as const;

/** `preregistrations`: the applications of the selected branch and year, their review and enrolment. */
export default function PreregistrationsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const controller = useListController<ApplicationRow, ApplicationPage, ApplicationsQuery>({
    endpoint: preregistrationsApi.endpoints.applications,
    filters: APPLICATIONS_FILTERS,
    defaults: APPLICATIONS_LIST,
  });
  const { list, data, scope } = controller;
  const [creating, setCreating] = useState(false);
  const { openId, hrefOf, setOpen } = useOpenRecord(paths.preregistrations);

  const columns = useMemo<DataTableColumn<ApplicationRow>[]>(
    () => [
      {
        id: 'name',
        header: t('preregistrations.columns.child'),
        sortable: true,
        hideable: false,
        card: 1,
        value: (a) => `${a.lastname_fr} ${a.firstname_fr} (${a.lastname_ar} ${a.firstname_ar})`,
        cell: (a) => (
          <BilingualName
            latin={`${a.lastname_fr} ${a.firstname_fr}`}
            arabic={`${a.lastname_ar} ${a.firstname_ar}`}
          />
        ),
      },
      {
        id: 'reference',
        header: t('preregistrations.columns.reference'),
        defaultHidden: true,
        value: (a) => a.reference,
        ltr: true,
        className: 'tabular-nums whitespace-nowrap',
      },
      {
        id: 'birthDate',
        header: t('preregistrations.columns.birthDate'),
        sortable: true,
        value: (a) => a.birthDate,
        cell: (a) => formatDate(a.birthDate, language),
        className: 'whitespace-nowrap tabular-nums',
      },
      {
        id: 'level',
        header: t('preregistrations.columns.level'),
        sortable: true,
        card: 3,
        value: (a) => a.level,
      },
      {
        id: 'priority',
        header: t('preregistrations.columns.priority'),
        sortable: true,
        value: (a) => t(`preregistrations.priority.${a.priority}`),
      },
      {
        id: 'submittedAt',
        header: t('preregistrations.columns.submittedAt'),
        sortable: true,
        value: (a) => a.submittedAt,
        cell: (a) => formatDate(a.submittedAt, language),
        className: 'whitespace-nowrap tabular-nums',
      },
      {
        id: 'documents',
        header: t('preregistrations.columns.documents'),
        align: 'end',
        value: (a) =>
          t('preregistrations.documentsCount', { received: a.documentsReceived, total: a.documentsTotal }),
        cell: (a) => (
          <span
            className={
              a.documentsReceived < a.documentsTotal ? 'text-warning-700 dark:text-warning-500' : undefined
            }
          >
            {t('preregistrations.documentsCount', { received: a.documentsReceived, total: a.documentsTotal })}
          </span>
        ),
      },
      {
        id: 'feePaid',
        header: t('preregistrations.columns.feePaid'),
        value: (a) => a.feePaid,
      },
      {
        id: 'status',
        header: t('preregistrations.columns.status'),
        sortable: true,
        card: 2,
        value: (a) => t(`preregistrations.status.${a.status}`),
        cell: (a) => <ApplicationStatusBadge status={a.status} />,
      },
    ],
    [t, language],
  );

  const title = t('routes.preregistrations');
  const status = list.state.filters.status ?? '';

  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <ListTitle
        title={title}
        count={
          data
            ? t('preregistrations.count', { count: data.total, formatted: formatCount(data.total, language) })
            : null
        }
      />
      <StatusChips
        counts={data?.counts}
        value={status}
        onChange={(value) => list.setFilter('status', value)}
      />
      <DataTable<ApplicationRow>
        caption={title}
        controller={controller}
        columns={columns}
        loadError={t('preregistrations.loadError')}
        getRowId={(a) => String(a.id)}
        searchLabel={t('preregistrations.search')}
        searchPlaceholder={t('preregistrations.searchPlaceholder')}
        rowHref={hrefOf}
        exportCsv={{ filename: 'preinscriptions' }}
        empty={{ message: t('preregistrations.empty'), icon: ClipboardList }}
        toolbar={
          <div className="flex flex-wrap gap-2">
            <FilterSelect
              list={list}
              name="status"
              label={t('preregistrations.columns.status')}
              all={t('preregistrations.filters.allStatuses')}
              options={APPLICATION_STATUSES.map((value) => ({
                value,
                label: t(`preregistrations.status.${value}`),
              }))}
            />
            <FilterSelect
              list={list}
              name="level"
              label={t('preregistrations.columns.level')}
              all={t('preregistrations.filters.allLevels')}
              options={LEVEL_CODES.map((code) => ({ value: code, label: code }))}
            />
            <FilterSelect
              list={list}
              name="priority"
              label={t('preregistrations.columns.priority')}
              all={t('preregistrations.filters.allPriorities')}
              options={PRIORITIES.map((value) => ({ value, label: t(`preregistrations.priority.${value}`) }))}
            />
            <button type="button" className={BUTTON.primary} onClick={() => setCreating(true)}>
              <Plus size={16} aria-hidden="true" />
              {t('preregistrations.create.open')}
            </button>
          </div>
        }
      />
      {creating && scope && (
        <NewApplicationDialog
          scope={scope}
          onClose={() => setCreating(false)}
          onCreated={(application) => {
            setCreating(false);
            // The new application opens, as one chosen in the list would.
            setOpen(application.id);
          }}
        />
      )}
      {openId !== null && <ApplicationDetail id={openId} onClose={() => setOpen(null)} />}
    </section>
  );
}
