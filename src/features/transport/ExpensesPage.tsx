import { skipToken } from '@reduxjs/toolkit/query';
import { Plus, Receipt } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '../../components/buttons';
import { DataTable } from '../../components/DataTable/DataTable';
import { DateFilter } from '../../components/DataTable/DateFilter';
import { FilterSelect } from '../../components/DataTable/FilterSelect';
import { formatCount } from '../../components/DataTable/format';
import { ListTitle } from '../../components/DataTable/ListTitle';
import type { DataTableColumn } from '../../components/DataTable/types';
import { useListController } from '../../components/DataTable/useListController';
import { EXPENSE_TYPES } from '../../domain/transport';
import { ChartCard } from '../dashboard';
import { ExpenseDialog } from './ExpenseDialog';
import { formatDate, formatMoney, formatMonth } from './format';
import { transportApi, useExpenseSummaryQuery } from './transport.api';
import type { Expense, ExpensePage, TransportQuery } from './transport.schemas';

export const EXPENSES_LIST = {
  pageSize: 25,
  sort: 'date',
  order: 'desc',
  sortable: ['date', 'amount', 'type', 'plate'],
} as const;
/** Period (`from`, `to`, dates), car and type. */
export const EXPENSES_FILTERS = { car: {}, type: {}, from: {}, to: {} } as const;
const TYPE_TONE = {
  fuel: 'primary',
  repair: 'warning',
  insurance: 'info',
  salary: 'success',
  other: 'muted',
} as const;

/** `expenses`: the transport expenses of the branch over a period, monthly totals per type and per car, CSV. */
export default function ExpensesPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const controller = useListController<Expense, ExpensePage, TransportQuery>({
    endpoint: transportApi.endpoints.expenses,
    filters: EXPENSES_FILTERS,
    defaults: EXPENSES_LIST,
  });
  const { list, data, scope } = controller;
  const filters = list.state.filters;
  const summaryArgs = scope
    ? {
        branch: scope.branch,
        year: scope.year,
        ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value)),
      }
    : skipToken;
  const { currentData: summary } = useExpenseSummaryQuery(summaryArgs);
  const [creating, setCreating] = useState(false);
  const money = (amount: number) => formatMoney(amount, language);
  const columns = useMemo<DataTableColumn<Expense>[]>(
    () => [
      {
        id: 'date',
        header: t('transport.expenses.date'),
        sortable: true,
        card: 2,
        value: (e) => e.date,
        cell: (e) => formatDate(e.date, language),
        className: 'whitespace-nowrap tabular-nums',
      },
      { id: 'plate', header: t('transport.expenses.car'), sortable: true, ltr: true, value: (e) => e.plate },
      {
        id: 'type',
        header: t('transport.expenses.type'),
        sortable: true,
        card: 3,
        value: (e) => t(`transport.expenseType.${e.type}`),
      },
      {
        id: 'amount',
        header: t('transport.expenses.amount'),
        sortable: true,
        hideable: false,
        card: 1,
        align: 'end',
        ltr: true,
        value: (e) => e.amount,
        cell: (e) => formatMoney(e.amount, language),
      },
      { id: 'note', header: t('transport.expenses.note'), value: (e) => e.note },
      {
        id: 'receipt',
        header: t('transport.expenses.receipt'),
        value: (e) => e.receipt?.name ?? '',
      },
    ],
    [t, language],
  );
  const cars = summary?.cars ?? [];
  const months = summary?.months ?? [];
  const title = t('routes.expenses');
  // Each chart's one-sentence summary (ChartCard, docs/accessibility.md): the period's total and its largest part.
  const largest = (totals: Array<[string, number]>) =>
    totals.reduce<[string, number]>((top, item) => (item[1] > top[1] ? item : top), ['', 0]);
  const periodTotal = months.reduce(
    (sum, row) => sum + Object.values(row.byType).reduce((a, b) => a + (b ?? 0), 0),
    0,
  );
  const [topType, topTypeAmount] = largest(
    EXPENSE_TYPES.map((type) => [type, months.reduce((sum, row) => sum + (row.byType[type] ?? 0), 0)]),
  );
  const [topCar, topCarAmount] = largest(
    cars.map((car) => [car.plate, months.reduce((sum, row) => sum + (row.byCar[String(car.id)] ?? 0), 0)]),
  );
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <ListTitle
        title={title}
        count={
          data
            ? t('transport.expenses.count', {
                count: data.total,
                formatted: formatCount(data.total, language),
                total: money(data.totalAmount),
              })
            : null
        }
      />
      {months.length > 0 && (
        <div className="grid gap-4 lg:grid-cols-2">
          <ChartCard
            headingLevel={2}
            title={t('transport.expenses.perType')}
            summary={t('transport.expenses.summaryType', {
              total: money(periodTotal),
              type: topType ? t(`transport.expenseType.${topType}`) : '',
              amount: money(topTypeAmount),
            })}
            categoryLabel={t('transport.expenses.month')}
            labels={months.map((row) => formatMonth(row.month, language))}
            series={EXPENSE_TYPES.map((type) => ({
              name: t(`transport.expenseType.${type}`),
              tone: TYPE_TONE[type],
              values: months.map((row) => row.byType[type] ?? 0),
            }))}
            formatValue={money}
            horizontal="narrow"
          />
          <ChartCard
            headingLevel={2}
            title={t('transport.expenses.perCar')}
            summary={t('transport.expenses.summaryCar', {
              total: money(periodTotal),
              car: topCar,
              amount: money(topCarAmount),
            })}
            categoryLabel={t('transport.expenses.month')}
            labels={months.map((row) => formatMonth(row.month, language))}
            series={cars.map((car, index) => ({
              name: car.plate,
              tone: (['primary', 'info', 'success', 'warning', 'danger', 'muted'] as const)[index % 6]!,
              values: months.map((row) => row.byCar[String(car.id)] ?? 0),
            }))}
            formatValue={money}
            horizontal="narrow"
          />
        </div>
      )}
      <DataTable<Expense>
        caption={title}
        controller={controller}
        columns={columns}
        loadError={t('transport.loadError')}
        getRowId={(e) => String(e.id)}
        searchLabel={t('transport.expenses.search')}
        searchPlaceholder={t('transport.expenses.searchPlaceholder')}
        exportCsv={{ filename: 'depenses-transport' }}
        empty={{ message: t('transport.expenses.empty'), icon: Receipt }}
        toolbar={
          <div className="flex flex-wrap items-center gap-2">
            <FilterSelect
              list={list}
              name="car"
              label={t('transport.expenses.car')}
              all={t('transport.expenses.allCars')}
              options={cars.map((car) => ({ value: String(car.id), label: car.plate }))}
            />
            <FilterSelect
              list={list}
              name="type"
              label={t('transport.expenses.type')}
              all={t('transport.expenses.allTypes')}
              options={EXPENSE_TYPES.map((value) => ({ value, label: t(`transport.expenseType.${value}`) }))}
            />
            <DateFilter list={list} name="from" label={t('transport.expenses.from')} />
            <DateFilter list={list} name="to" label={t('transport.expenses.to')} />
            <button type="button" className={BUTTON.primary} onClick={() => setCreating(true)}>
              <Plus size={16} aria-hidden="true" />
              {t('transport.expenses.new')}
            </button>
          </div>
        }
      />
      {creating && scope && <ExpenseDialog scope={scope} cars={cars} onClose={() => setCreating(false)} />}
    </section>
  );
}
