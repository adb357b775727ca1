import { AlarmClock, Wallet } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable/DataTable';
import { formatCount } from '../../components/DataTable/format';
import type { DataTableColumn } from '../../components/DataTable/types';
import { useListController } from '../../components/DataTable/useListController';
import { ListTitle } from '../../components/DataTable/ListTitle';
import { FilterSelect } from '../../components/DataTable/FilterSelect';
import { formatMoney } from '../../lib/money';
import { Ltr } from '../../components/Ltr';
import { useLevelsQuery } from '../school-settings';
import { BalanceBadge, balanceStateText } from './FinanceBadges';
import { financesApi } from './finances.api';
import type { EngagementPage, EngagementRow, EngagementsQuery } from './finances.schemas';
import { personName } from './format';
import { FEE_KINDS } from '../../domain/ledger';
import { SettingsLinks } from '../auth';
import { paths } from '../../paths';

/** List defaults: sortable columns are the server's (docs/api.md "Finances"). */
export const ENGAGEMENTS_LIST = {
  pageSize: 25,
  sort: 'family',
  sortable: ['family', 'total', 'paid', 'balance', 'overdue', 'daysLate'],
} as const;

/** Filters by status, fee and level; the fees and levels are the branch's and year's (dropped when they change). */
export const ENGAGEMENTS_FILTERS = {
  status: {},
  feeType: { scoped: true },
  level: { scoped: true },
} as const;

/** Staff list of `studentengagment`: one row per family of the branch and year (docs/api.md `GET engagements`). */
export function EngagementsList({ familyHref }: { familyHref: (familyId: number) => string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // The overdue list is reached from here too, not only from the dashboard's cards (for users who may open it).

  const controller = useListController<EngagementRow, EngagementPage, EngagementsQuery>({
    endpoint: financesApi.endpoints.engagements,
    filters: ENGAGEMENTS_FILTERS,
    defaults: ENGAGEMENTS_LIST,
  });
  const { list, data } = controller;
  const { data: levels } = useLevelsQuery(controller.scopeArg);
  const currency = data?.currency ?? 'MAD';

  const columns = useMemo<DataTableColumn<EngagementRow>[]>(() => {
    const money = (amount: number) => <Ltr>{formatMoney(amount, currency, language)}</Ltr>;
    return [
      {
        id: 'family',
        header: t('finances.columns.family'),
        sortable: true,
        hideable: false,
        card: 1,
        value: (row) =>
          `${row.familyName} — ${row.students.map((s) => `${s.firstname_fr} ${s.lastname_fr}`).join(', ')}`,
        cell: (row) => (
          <span>
            <span className="block font-semibold">
              {language === 'ar' ? row.familyName_ar : row.familyName}
            </span>
            <span className="block text-xs text-neutral-600 dark:text-neutral-400">
              {row.students.map((s) => `${personName(s, language)} (${s.level})`).join(', ')}
            </span>
          </span>
        ),
      },
      {
        id: 'feeKinds',
        header: t('finances.columns.feeKinds'),
        value: (row) => row.feeKinds.map((kind) => t(`finances.feeKinds.${kind}`)).join(', '),
      },
      {
        id: 'total',
        header: t('finances.columns.total'),
        sortable: true,
        align: 'end',
        value: (row) => row.total,
        cell: (row) => money(row.total),
      },
      {
        id: 'paid',
        header: t('finances.columns.paid'),
        sortable: true,
        align: 'end',
        value: (row) => row.paid,
        cell: (row) => money(row.paid),
      },
      {
        id: 'balance',
        header: t('finances.columns.balance'),
        sortable: true,
        align: 'end',
        card: 2,
        value: (row) => row.balance,
        cell: (row) => money(row.balance),
      },
      {
        id: 'overdue',
        header: t('finances.columns.overdue'),
        sortable: true,
        align: 'end',
        value: (row) => row.overdue,
        cell: (row) => money(row.overdue),
        defaultHidden: true,
      },
      {
        id: 'daysLate',
        header: t('finances.columns.status'),
        sortable: true,
        card: 3,
        // Every row's state, as its badge says it (the CSV export writes this value).
        value: (row) => balanceStateText(t, row),
        cell: (row) => <BalanceBadge balance={row.balance} overdue={row.overdue} bucket={row.bucket} />,
      },
    ];
  }, [t, language, currency]);

  const title = t('routes.studentengagment');
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <ListTitle
        title={title}
        count={
          data
            ? t('finances.count', { count: data.total, formatted: formatCount(data.total, language) })
            : null
        }
      />
      <SettingsLinks links={[{ to: paths.overdue(), icon: AlarmClock }, paths.financeSettings()]} />
      <DataTable<EngagementRow>
        caption={title}
        controller={controller}
        columns={columns}
        loadError={t('finances.loadError')}
        getRowId={(row) => String(row.familyId)}
        searchLabel={t('finances.search')}
        searchPlaceholder={t('finances.searchPlaceholder')}
        rowHref={(row) => familyHref(row.familyId)}
        exportCsv={{ filename: 'engagements' }}
        empty={{ message: t('finances.empty'), icon: Wallet }}
        toolbar={
          <div className="flex flex-wrap gap-2">
            <FilterSelect
              list={list}
              name="status"
              label={t('finances.columns.status')}
              all={t('finances.filters.allStatuses')}
              options={(['overdue', 'due', 'paid'] as const).map((status) => ({
                value: status,
                label: t(`finances.filters.status.${status}`),
              }))}
            />
            <FilterSelect
              list={list}
              name="feeType"
              label={t('finances.columns.feeKinds')}
              all={t('finances.filters.allFees')}
              options={FEE_KINDS.map((kind) => ({ value: kind, label: t(`finances.feeKinds.${kind}`) }))}
            />
            <FilterSelect
              list={list}
              name="level"
              label={t('finances.filters.level')}
              all={t('finances.filters.allLevels')}
              options={(levels?.items ?? []).map((item) => ({ value: String(item.id), label: item.code }))}
            />
          </div>
        }
      />
    </section>
  );
}
