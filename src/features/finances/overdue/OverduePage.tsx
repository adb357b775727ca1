import { BellRing, PartyPopper } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agingBucketLabel } from '../../../lib/agingBuckets';
import { useSubmission } from '../../../api/useSubmission';
import { Badge } from '../../../components/Badge';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable } from '../../../components/DataTable/DataTable';
import { FilterSelect } from '../../../components/DataTable/FilterSelect';
import { formatCount } from '../../../components/DataTable/format';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { useListController } from '../../../components/DataTable/useListController';
import { notify } from '../../../components/notify';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { BucketTotals } from './BucketTotals';
import { BUCKET_TONE } from './buckets';
import { ReminderHistory } from './ReminderHistory';
import { overdueApi, useSendRemindersMutation } from './overdue.api';
import {
  BUCKETS,
  REMINDER_LEVELS,
  type OverduePage as OverdueAnswer,
  type OverdueQuery,
  type OverdueRow,
} from './overdue.schemas';
import { paths } from '../../../paths';
import { SettingsLinks } from '../../auth';

/** List defaults: sortable by amount, days late and name (docs/api.md). */
export const OVERDUE_LIST = {
  pageSize: 25,
  sort: 'days',
  order: 'desc',
  sortable: ['name', 'amount', 'days'],
} as const;

const BULK_BUTTON =
  'inline-flex min-h-11 items-center gap-2 rounded-control bg-primary-600 px-3 text-sm font-semibold text-white hover:bg-primary-700 md:min-h-control';

/**
 * The bucket of the URL; an unencoded `?bucket=60+` reads as "60 " (a `+` is a space in a query string), so it is
 * taken for `60+`; anything else is no filter.
 */
function bucketOf(value: string | undefined): string {
  const trimmed = (value ?? '').trim();
  if (trimmed === '60') return '60+';
  return (BUCKETS as readonly string[]).includes(trimmed) ? trimmed : '';
}

/** Filters by age bucket and reminder level: the same in every branch and year. */
const OVERDUE_FILTERS = { bucket: { normalize: bucketOf }, level: {} } as const;

/** `overdueList`: families with unpaid installments past their due date, by age, and their reminders. */
export default function OverduePage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const controller = useListController<OverdueRow, OverdueAnswer, OverdueQuery>({
    endpoint: overdueApi.endpoints.overdue,
    filters: OVERDUE_FILTERS,
    defaults: OVERDUE_LIST,
  });
  const { list, data, scope } = controller;
  const bucket = list.state.filters.bucket ?? '';
  const [sendReminders] = useSendRemindersMutation();
  const reminders = useSubmission();
  const [confirming, setConfirming] = useState<{ ids: string[]; clear: () => void } | null>(null);
  const [history, setHistory] = useState<{ id: number; name: string } | null>(null);
  const currency = data?.currency ?? 'MAD';

  const columns = useMemo<DataTableColumn<OverdueRow>[]>(
    () => [
      {
        id: 'name',
        header: t('overdue.columns.family'),
        sortable: true,
        hideable: false,
        card: 1,
        value: (row) => row.familyName,
        cell: (row) => (
          <span>
            <span className="block font-semibold">{row.familyName}</span>
            <span className="block text-xs text-neutral-600 dark:text-neutral-400" lang="ar" dir="rtl">
              {row.familyName_ar}
            </span>
            <span className="block text-xs text-neutral-600 dark:text-neutral-400">
              {row.students.map((student) => student.name).join(', ')}
            </span>
          </span>
        ),
      },
      {
        id: 'amount',
        header: t('overdue.columns.amount'),
        sortable: true,
        align: 'end',
        card: 2,
        value: (row) => row.amount,
        cell: (row) => <span className="font-semibold">{formatMoney(row.amount, currency, language)}</span>,
        ltr: true,
      },
      {
        id: 'installments',
        header: t('overdue.columns.installments'),
        align: 'end',
        value: (row) => row.installments,
      },
      {
        id: 'oldestDueDate',
        header: t('overdue.columns.oldestDueDate'),
        value: (row) => row.oldestDueDate,
        cell: (row) => formatDate(row.oldestDueDate, language),
        className: 'whitespace-nowrap',
      },
      {
        id: 'days',
        header: t('overdue.columns.daysLate'),
        sortable: true,
        align: 'end',
        card: 3,
        value: (row) => row.daysLate,
        cell: (row) => (
          <span className="inline-flex items-center gap-2 whitespace-nowrap">
            <span className="tabular-nums">
              {t('overdue.days', { count: row.daysLate, formatted: formatCount(row.daysLate, language) })}
            </span>
            <Badge tone={BUCKET_TONE[row.bucket]}>{agingBucketLabel(t, row.bucket)}</Badge>
          </span>
        ),
      },
      {
        id: 'bucket',
        header: t('overdue.columns.bucket'),
        defaultHidden: true,
        value: (row) => agingBucketLabel(t, row.bucket),
      },
      {
        id: 'guardians',
        header: t('overdue.columns.guardians'),
        value: (row) => row.guardians.map((guardian) => `${guardian.name} (${guardian.phone})`).join(', '),
        cell: (row) => (
          <ul className="space-y-0.5">
            {row.guardians.map((guardian) => (
              <li key={guardian.id}>
                <span className="block">{guardian.name}</span>
                <span
                  className="block text-xs whitespace-nowrap text-neutral-600 tabular-nums dark:text-neutral-400"
                  dir="ltr"
                >
                  {guardian.phone}
                </span>
              </li>
            ))}
          </ul>
        ),
      },
      {
        id: 'lastReminder',
        header: t('overdue.columns.lastReminder'),
        value: (row) =>
          row.lastReminder
            ? `${row.lastReminder.date} (${t('overdue.level', { level: row.lastReminder.level })})`
            : '',
        cell: (row) =>
          row.lastReminder ? (
            <button
              type="button"
              onClick={() => setHistory({ id: row.familyId, name: row.familyName })}
              className="inline-flex min-h-11 flex-wrap items-center gap-2 rounded-control px-1 text-start whitespace-nowrap underline-offset-2 hover:underline md:min-h-0"
            >
              {formatDate(row.lastReminder.date, language)}
              <Badge tone={row.lastReminder.level >= 3 ? 'danger' : 'info'}>
                {t('overdue.level', { level: row.lastReminder.level })}
              </Badge>
              <span className="sr-only">{t('overdue.history.open', { name: row.familyName })}</span>
            </button>
          ) : (
            <span className="text-neutral-600 dark:text-neutral-400">{t('overdue.noReminder')}</span>
          ),
      },
    ],
    [t, language, currency],
  );

  const title = t('routes.overdueList');

  const send = async (ids: string[], clear: () => void) => {
    if (!scope) return;
    const familyIds = ids.map(Number);
    const answer = await reminders.run({ scope, familyIds }, (idempotencyKey) =>
      sendReminders({ ...scope, familyIds, idempotencyKey }).unwrap(),
    );
    // Undefined: a second click while the first is sent.
    if (!answer) return;
    clear();
    setConfirming(null);
    notify(
      'success',
      t('overdue.remind.sent', {
        count: answer.sent.length,
        formatted: formatCount(answer.sent.length, language),
      }),
    );
    // One reminder per family per day: the families already reminded today were left out, and the user is told.
    const left = answer.remindedToday?.length ?? 0;
    if (left > 0) {
      notify(
        'info',
        t('overdue.remind.remindedToday', { count: left, formatted: formatCount(left, language) }),
      );
    }
  };

  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <div className="flex flex-wrap items-baseline gap-2">
        <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
          {title}
        </h1>
        {data && (
          <p className="text-base text-neutral-600 dark:text-neutral-300">
            {t('overdue.count', { count: data.total, formatted: formatCount(data.total, language) })}
            {' · '}
            {t('overdue.asOf', { date: formatDate(data.asOf, language, 'long') })}
          </p>
        )}
      </div>
      <SettingsLinks links={[paths.financeSettings()]} />
      <BucketTotals
        totals={data?.totals ?? null}
        currency={currency}
        selected={bucket}
        onSelect={(value) => list.setFilter('bucket', value)}
      />
      <DataTable<OverdueRow>
        caption={title}
        controller={controller}
        columns={columns}
        loadError={t('overdue.loadError')}
        getRowId={(row) => String(row.familyId)}
        rowLabel={(row) => row.familyName}
        rowHref={(row) => paths.familyFinances(row.familyId)}
        searchLabel={t('overdue.search')}
        searchPlaceholder={t('overdue.searchPlaceholder')}
        exportCsv={{ filename: 'impayes' }}
        empty={{ message: t('overdue.empty'), icon: PartyPopper }}
        bulkActions={(ids, clear) => (
          <button type="button" className={BULK_BUTTON} onClick={() => setConfirming({ ids, clear })}>
            <BellRing size={16} aria-hidden="true" />
            {t('overdue.remind.action')}
          </button>
        )}
        toolbar={
          <div className="flex flex-wrap gap-2">
            <FilterSelect
              list={list}
              name="bucket"
              label={t('overdue.columns.bucket')}
              all={t('overdue.filters.allBuckets')}
              options={BUCKETS.map((value) => ({ value, label: agingBucketLabel(t, value) }))}
            />
            <FilterSelect
              list={list}
              name="level"
              label={t('overdue.columns.lastReminder')}
              all={t('overdue.filters.allLevels')}
              options={[
                { value: '0', label: t('overdue.noReminder') },
                ...REMINDER_LEVELS.map((level) => ({
                  value: String(level),
                  label: t('overdue.level', { level }),
                })),
              ]}
            />
          </div>
        }
      />
      <ConfirmDialog
        open={confirming !== null}
        title={t('overdue.remind.title')}
        message={t('overdue.remind.message', {
          count: confirming?.ids.length ?? 0,
          formatted: formatCount(confirming?.ids.length ?? 0, language),
        })}
        confirmLabel={t('overdue.remind.confirm')}
        tone="primary"
        onConfirm={() => (confirming ? send(confirming.ids, confirming.clear) : undefined)}
        onCancel={() => setConfirming(null)}
      />
      {history && <ReminderHistory family={history} onClose={() => setHistory(null)} />}
    </section>
  );
}
