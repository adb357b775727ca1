import { CalendarCheck, X } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '../../../components/buttons';
import { BilingualName } from '../../../components/DataTable/BilingualName';
import { DataTable } from '../../../components/DataTable/DataTable';
import { DateFilter } from '../../../components/DataTable/DateFilter';
import { FilterSelect } from '../../../components/DataTable/FilterSelect';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { useListController, type ListController } from '../../../components/DataTable/useListController';
import { useOpenRecord } from '../../../components/DataTable/useOpenRecord';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../paths';
import { attendanceApi, useGetAttendanceClassesQuery } from '../attendance.api';
import {
  ABSENCE_KINDS,
  JUSTIFICATIONS,
  type Absence,
  type AbsencePage,
  type AttendanceListQuery,
} from '../attendance.schemas';
import { JustificationDialog } from './JustificationDialog';
import { arabicName, JustificationBadge, kindText, latinName, sessionText } from './parts';

/** List defaults: the newest marks first (docs/api.md "Attendance"). */
export const ABSENCES_LIST = {
  pageSize: 25,
  sort: 'date',
  order: 'desc',
  sortable: ['date', 'student', 'class', 'kind', 'state'],
} as const;

/**
 * The list's filters: a class and a student belong to the selected branch and year (dropped when it changes); the
 * kind, the justification state and the period do not.
 */
export const ABSENCES_FILTERS = {
  class: { scoped: true },
  student: { scoped: true },
  kind: {},
  state: {},
  from: {},
  to: {},
} as const;

const CHIP =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-primary-300 bg-primary-50 px-3 text-sm font-semibold text-primary-800 md:min-h-control dark:border-primary-700 dark:bg-primary-950 dark:text-primary-200';

/** The list of the page: its controller, for the page's heading count. */
export type AbsencesController = ListController<Absence, AbsencePage>;

export function useAbsencesController(): AbsencesController {
  return useListController<Absence, AbsencePage, AttendanceListQuery>({
    endpoint: attendanceApi.endpoints.getAbsences,
    filters: ABSENCES_FILTERS,
    defaults: ABSENCES_LIST,
  });
}

/**
 * The absences and lateness of the branch and year: filters (class, kind, justification, period, search, one
 * student), a card per mark on phones, CSV export; a mark opens its decision (justify, refuse, undo) over the list.
 */
export function AbsencesList({ controller, title }: { controller: AbsencesController; title: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { list, scope, scopeArg, rows } = controller;
  const { data: classes } = useGetAttendanceClassesQuery(scopeArg);
  const { openId, hrefOf, setOpen } = useOpenRecord(paths.absences);
  const student = list.state.filters.student ?? '';
  const studentRow = student ? rows.find((row) => String(row.studentid) === student) : undefined;

  const columns = useMemo<DataTableColumn<Absence>[]>(
    () => [
      {
        id: 'student',
        header: t('absences.columns.student'),
        sortable: true,
        hideable: false,
        card: 1,
        value: (row) => latinName(row),
        cell: (row) => <BilingualName latin={latinName(row)} arabic={arabicName(row)} />,
      },
      {
        id: 'class',
        header: t('absences.columns.class'),
        sortable: true,
        value: (row) => row.classname,
      },
      {
        id: 'date',
        header: t('absences.columns.date'),
        sortable: true,
        card: 2,
        value: (row) => row.date,
        cell: (row) => `${formatDate(row.date, language)} · ${sessionText(t, row.session)}`,
        className: 'whitespace-nowrap tabular-nums',
      },
      {
        id: 'session',
        header: t('absences.columns.session'),
        defaultHidden: true,
        value: (row) => sessionText(t, row.session),
      },
      {
        id: 'kind',
        header: t('absences.columns.kind'),
        sortable: true,
        value: (row) => kindText(t, row, language),
      },
      {
        id: 'state',
        header: t('absences.columns.state'),
        sortable: true,
        card: 3,
        value: (row) => t(`absences.state.${row.state}`),
        cell: (row) => (
          <span className="flex flex-wrap items-center gap-1">
            {row.kind === 'late' && (
              <span className="text-neutral-700 md:hidden dark:text-neutral-200">
                {kindText(t, row, language)}
              </span>
            )}
            <JustificationBadge state={row.state} />
          </span>
        ),
      },
      {
        id: 'reason',
        header: t('absences.columns.reason'),
        value: (row) => row.reason ?? '',
        cell: (row) =>
          row.reason ? (
            <span dir="auto" className="line-clamp-2 break-words">
              {row.reason}
            </span>
          ) : null,
      },
      {
        id: 'actions',
        header: t('absences.columns.actions'),
        hideable: false,
        csv: false,
        cell: (row) => (
          <button
            type="button"
            className={BUTTON.secondary}
            aria-label={t('absences.action.label', {
              name: latinName(row),
              date: formatDate(row.date, language),
              session: sessionText(t, row.session),
            })}
            onClick={() => setOpen(row.id)}
          >
            {t('absences.action.open')}
          </button>
        ),
      },
    ],
    [t, language, setOpen],
  );

  return (
    <>
      {student && (
        <p className="flex flex-wrap items-center gap-2">
          <span className={CHIP}>
            {studentRow
              ? t('absences.filters.studentNamed', { name: latinName(studentRow) })
              : t('absences.filters.student')}
            <button
              type="button"
              className="inline-flex size-8 items-center justify-center rounded-full hover:bg-primary-100 dark:hover:bg-primary-900"
              aria-label={t('absences.filters.clearStudent')}
              onClick={() => list.setFilter('student', null)}
            >
              <X size={16} aria-hidden="true" />
            </button>
          </span>
        </p>
      )}
      <DataTable<Absence>
        caption={title}
        controller={controller}
        columns={columns}
        loadError={t('absences.loadError')}
        getRowId={(row) => String(row.id)}
        rowLabel={(row) => latinName(row)}
        rowHref={hrefOf}
        searchLabel={t('absences.search')}
        searchPlaceholder={t('absences.searchPlaceholder')}
        exportCsv={{ filename: 'absences' }}
        empty={{ message: t('absences.empty'), icon: CalendarCheck }}
        toolbar={
          <div className="flex flex-wrap items-center gap-2">
            <FilterSelect
              list={list}
              name="class"
              label={t('absences.columns.class')}
              all={t('absences.filters.allClasses')}
              options={(classes ?? []).map((item) => ({ value: String(item.classid), label: item.name }))}
            />
            <FilterSelect
              list={list}
              name="kind"
              label={t('absences.columns.kind')}
              all={t('absences.filters.allKinds')}
              options={ABSENCE_KINDS.map((value) => ({ value, label: t(`absences.kind.${value}`) }))}
            />
            <FilterSelect
              list={list}
              name="state"
              label={t('absences.columns.state')}
              all={t('absences.filters.allStates')}
              options={JUSTIFICATIONS.map((value) => ({ value, label: t(`absences.state.${value}`) }))}
            />
            <DateFilter list={list} name="from" label={t('absences.filters.from')} />
            <DateFilter list={list} name="to" label={t('absences.filters.to')} />
          </div>
        }
      />
      {openId !== null && scope && (
        <JustificationDialog id={openId} year={scope.year} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
