import { skipToken } from '@reduxjs/toolkit/query';
import { FileSpreadsheet, Plus, ShieldCheck, UsersRound } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BUTTON } from '../../components/buttons';
import { DataTable } from '../../components/DataTable/DataTable';
import { formatCount } from '../../components/DataTable/format';
import type { DataTableColumn } from '../../components/DataTable/types';
import { StudentPhoto } from './photo/StudentPhoto';
import { useListController } from '../../components/DataTable/useListController';
import { BilingualName } from '../../components/DataTable/BilingualName';
import { ListTitle } from '../../components/DataTable/ListTitle';
import { FilterSelect } from '../../components/DataTable/FilterSelect';
import { formatMoney } from '../../lib/money';
import { useAfterFirstScreen } from '../../lib/useAfterFirstScreen';
import { useLevelsQuery } from '../school-settings';
import { studentsApi } from './students.api';
import type { StudentPage, StudentRow, StudentsQuery, StudentStatus } from './students.schemas';
import { paths } from '../../paths';
import { STUDENTS_FILTERS, STUDENTS_LIST } from './list';
import { SettingsLinks, useCanOpen } from '../auth';

const STATUS_CLASS: Record<StudentStatus, string> = {
  active: 'bg-success-100 text-success-700',
  expected: 'bg-info-100 text-info-700',
  left: 'bg-neutral-200 text-neutral-700',
};

/** `fullstudents`: the students of the selected branch and year. */
export default function StudentsPage() {
  const { t, i18n } = useTranslation();
  const controller = useListController<StudentRow, StudentPage, StudentsQuery>({
    endpoint: studentsApi.endpoints.students,
    filters: STUDENTS_FILTERS,
    defaults: STUDENTS_LIST,
  });
  const { list, data } = controller;
  const year = controller.scope?.year ?? 0;
  // The levels only fill the level and class filters: asked for once the first screen is shown (lib/afterFirstScreen),
  // so the rows come first, unless the address already filters by one, whose name the filter shows.
  const shown = useAfterFirstScreen();
  const needsLevels = shown || list.state.filters.level !== '' || list.state.filters.class !== '';
  const { data: levels } = useLevelsQuery(needsLevels ? controller.scopeArg : skipToken);
  const canOpen = useCanOpen();
  const canSeeFinances = canOpen(paths.studentEngagements());
  // The import's own write right (docs/api.md "Student imports"): the link only for those who hold it.
  // The finance pages' money format (lib/money.ts): one currency label in every list.
  const money = useMemo(
    () => ({ format: (amount: number) => formatMoney(amount, 'MAD', i18n.language) }),
    [i18n.language],
  );

  const columns = useMemo<DataTableColumn<StudentRow>[]>(
    () => [
      {
        id: 'name',
        header: t('students.columns.name'),
        sortable: true,
        hideable: false,
        card: 1,
        value: (s) => `${s.lastname_fr} ${s.firstname_fr}`,
        cell: (s) => (
          <span className="flex items-center gap-3">
            <StudentPhoto
              studentId={s.studentid}
              year={year}
              hasPhoto={s.hasPhoto}
              firstname={s.firstname_fr}
              lastname={s.lastname_fr}
            />
            <BilingualName
              latin={`${s.lastname_fr} ${s.firstname_fr}`}
              arabic={`${s.lastname_ar} ${s.firstname_ar}`}
            />
          </span>
        ),
      },
      {
        id: 'massar',
        header: t('students.columns.massar'),
        sortable: true,
        value: (s) => s.massar,
        ltr: true,
        className: 'tabular-nums',
      },
      { id: 'level', header: t('students.columns.level'), sortable: true, card: 2, value: (s) => s.level },
      {
        id: 'className',
        header: t('students.columns.class'),
        sortable: true,
        value: (s) => s.className ?? '',
      },
      {
        id: 'status',
        header: t('students.columns.status'),
        sortable: true,
        card: 3,
        value: (s) => t(`students.status.${s.status}`),
        cell: (s) => (
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[s.status]}`}>
            {t(`students.status.${s.status}`)}
          </span>
        ),
      },
      { id: 'family', header: t('students.columns.family'), value: (s) => s.familyName },
      // The balance is the finance module's: shown only to users who may open it (the API sends null otherwise).
      ...(canSeeFinances
        ? [
            {
              id: 'balance',
              header: t('students.columns.balance'),
              align: 'end',
              value: (s) => s.balance ?? '',
              cell: (s) => (s.balance === null ? '' : money.format(s.balance)),
              ltr: true,
            } satisfies DataTableColumn<StudentRow>,
          ]
        : []),
    ],
    [t, money, year, canSeeFinances],
  );

  const level = list.state.filters.level ?? '';
  const classes = levels?.items.find((item) => String(item.id) === level)?.classes ?? [];
  const title = t('routes.fullstudents');

  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <ListTitle
        title={title}
        count={
          data
            ? t('students.count', {
                count: data.total,
                formatted: formatCount(data.total, i18n.language),
              })
            : null
        }
      />
      {/* Its settings, the documents the office issued this year and whether a paper is genuine (docs/api.md "School
          documents"), and the spreadsheet import (docs/architecture.md "Student import"). */}
      <SettingsLinks
        links={[
          paths.studentSettings(),
          paths.documentTypes(),
          { to: paths.verifyDocument(), icon: ShieldCheck },
          { to: paths.studentImport(), icon: FileSpreadsheet },
        ]}
      />
      <DataTable<StudentRow>
        caption={title}
        controller={controller}
        columns={columns}
        loadError={t('students.loadError')}
        getRowId={(s) => String(s.studentid)}
        resultsLabel={(count) => t('students.count', { count, formatted: formatCount(count, i18n.language) })}
        searchLabel={t('students.search')}
        searchPlaceholder={t('students.searchPlaceholder')}
        rowHref={(s) => paths.studentDetails(s.studentid)}
        exportCsv={{ filename: 'eleves' }}
        empty={{ message: t('students.empty'), icon: UsersRound }}
        toolbar={
          <div className="flex flex-wrap gap-2">
            <FilterSelect
              list={list}
              name="level"
              label={t('students.columns.level')}
              all={t('students.filters.allLevels')}
              options={(levels?.items ?? []).map((item) => ({ value: String(item.id), label: item.code }))}
            />
            <FilterSelect
              list={list}
              name="class"
              label={t('students.columns.class')}
              all={t('students.filters.allClasses')}
              options={classes.map((item) => ({ value: String(item.id), label: item.name }))}
            />
            <FilterSelect
              list={list}
              name="status"
              label={t('students.columns.status')}
              all={t('students.filters.allStatuses')}
              options={(['active', 'expected', 'left'] as const).map((status) => ({
                value: status,
                label: t(`students.status.${status}`),
              }))}
            />
            <Link to={paths.newStudent()} className={BUTTON.primary}>
              <Plus size={16} aria-hidden="true" />
              {t('studentDetails.form.newStudent')}
            </Link>
          </div>
        }
      />
    </section>
  );
}
