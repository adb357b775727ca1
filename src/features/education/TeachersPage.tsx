import { skipToken } from '@reduxjs/toolkit/query';
import { Pencil, Plus, UsersRound } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { BUTTON } from '../../components/buttons';
import { BilingualName } from '../../components/DataTable/BilingualName';
import { DataTable } from '../../components/DataTable/DataTable';
import { FilterSelect } from '../../components/DataTable/FilterSelect';
import { formatCount } from '../../components/DataTable/format';
import { ListTitle } from '../../components/DataTable/ListTitle';
import type { DataTableColumn } from '../../components/DataTable/types';
import { useListController } from '../../components/DataTable/useListController';
import { useOpenRecord } from '../../components/DataTable/useOpenRecord';
import { ICON_BUTTON } from '../../components/RowActions';
import { formatDate } from '../../lib/dates';
import { paths } from '../../paths';
import { educationApi, useSubjectsQuery } from './education.api';
import type { EducationQuery, Teacher, TeacherPage } from './education.schemas';
import { hoursText, localName, teacherLabel } from './parts';
import { TeacherDetail } from './TeacherDetail';
import { TeacherDialog } from './TeacherDialog';
import { TeacherPhoto } from './TeacherPhoto';

export const TEACHERS_LIST = {
  pageSize: 25,
  sort: 'name',
  order: 'asc',
  sortable: ['name', 'load', 'contractEnd'],
} as const;
/** `subject`: a subject id; `flag`: `ending` (contract ending within 30 days) or `over` (load above the contract). */
export const TEACHERS_FILTERS = { subject: { scoped: true }, flag: {} } as const;

/**
 * `teachers-profiles`: the teaching staff of the branch, their subjects, contract and weekly load against it; a
 * contract ending within 30 days and a load above the contract are flagged; create, edit, and a teacher's classes and
 * hours in a dialog (`?id=`).
 */
export default function TeachersPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const controller = useListController<Teacher, TeacherPage, EducationQuery>({
    endpoint: educationApi.endpoints.teachers,
    filters: TEACHERS_FILTERS,
    defaults: TEACHERS_LIST,
  });
  const { list, data, scope } = controller;
  const { data: subjects } = useSubjectsQuery(scope ?? skipToken);
  const subjectName = useMemo(
    () => new Map((subjects?.items ?? []).map((subject) => [subject.id, localName(subject, language)])),
    [subjects, language],
  );
  const { openId, hrefOf, setOpen } = useOpenRecord(paths.teachers);
  const [editing, setEditing] = useState<Teacher | 'new' | null>(null);
  const columns = useMemo<DataTableColumn<Teacher>[]>(
    () => [
      {
        id: 'name',
        header: t('education.teachers.name'),
        sortable: true,
        hideable: false,
        card: 1,
        value: (row) => `${row.lastname_fr} ${row.firstname_fr}`,
        cell: (row) => (
          <span className="flex items-center gap-3">
            {scope && <TeacherPhoto teacher={row} year={scope.year} />}
            <BilingualName
              latin={`${row.lastname_fr} ${row.firstname_fr}`}
              arabic={`${row.lastname_ar} ${row.firstname_ar}`}
            />
          </span>
        ),
      },
      {
        id: 'subjects',
        header: t('education.teachers.subjects'),
        card: 2,
        value: (row) => row.subjectIds.map((id) => subjectName.get(id) ?? '').join(', '),
      },
      {
        id: 'contractEnd',
        header: t('education.teachers.contract'),
        sortable: true,
        value: (row) =>
          `${t(`education.contract.${row.contractType}`)}${row.contractEnd ? ` · ${row.contractEnd}` : ''}`,
        cell: (row) => (
          <span className="flex flex-wrap items-center gap-1">
            {t(`education.contract.${row.contractType}`)}
            {row.contractEnd && (
              <span className="text-sm">
                {t('education.teachers.until', { date: formatDate(row.contractEnd, language) })}
              </span>
            )}
            {row.endsSoon && <Badge tone="warning">{t('education.teachers.endsSoon')}</Badge>}
          </span>
        ),
      },
      {
        id: 'load',
        header: t('education.teachers.load'),
        sortable: true,
        card: 3,
        value: (row) => `${row.load}/${row.weeklyHours}`,
        cell: (row) => (
          <span className="flex flex-wrap items-center gap-1">
            <span className="tabular-nums">
              {t('education.teachers.loadOf', {
                load: hoursText(row.load, language),
                contract: hoursText(row.weeklyHours, language),
              })}
            </span>
            {row.over && <Badge tone="danger">{t('education.teachers.over')}</Badge>}
          </span>
        ),
      },
      {
        id: 'contact',
        header: t('education.teachers.phone'),
        defaultHidden: true,
        value: (row) => row.phone,
        ltr: true,
      },
      {
        id: 'actions',
        header: t('education.actions'),
        csv: false,
        hideable: false,
        cell: (row) => (
          <button
            type="button"
            className={ICON_BUTTON}
            aria-label={t('education.teachers.edit', { name: teacherLabel(row, language) })}
            onClick={() => setEditing(row)}
          >
            <Pencil size={16} aria-hidden="true" />
          </button>
        ),
      },
    ],
    [t, language, subjectName, scope],
  );
  const title = t('routes.teachers-profiles');
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <ListTitle
        title={title}
        count={
          data
            ? t('education.teachers.count', {
                count: data.total,
                formatted: formatCount(data.total, language),
              })
            : null
        }
      />
      {data && (data.endingCount > 0 || data.overCount > 0) && (
        <p className="flex flex-wrap gap-2" aria-live="polite">
          {data.endingCount > 0 && (
            <Badge tone="warning">{t('education.teachers.endingCount', { count: data.endingCount })}</Badge>
          )}
          {data.overCount > 0 && (
            <Badge tone="danger">{t('education.teachers.overCount', { count: data.overCount })}</Badge>
          )}
        </p>
      )}
      <DataTable<Teacher>
        caption={title}
        controller={controller}
        columns={columns}
        loadError={t('education.loadError')}
        getRowId={(row) => String(row.id)}
        rowLabel={(row) => `${row.firstname_fr} ${row.lastname_fr}`}
        rowHref={hrefOf}
        searchLabel={t('education.teachers.search')}
        searchPlaceholder={t('education.teachers.searchPlaceholder')}
        exportCsv={{ filename: 'enseignants' }}
        empty={{ message: t('education.teachers.empty'), icon: UsersRound }}
        toolbar={
          <div className="flex flex-wrap items-center gap-2">
            <FilterSelect
              list={list}
              name="subject"
              label={t('education.teachers.subject')}
              all={t('education.teachers.allSubjects')}
              options={(subjects?.items ?? []).map((subject) => ({
                value: String(subject.id),
                label: localName(subject, language),
              }))}
            />
            <FilterSelect
              list={list}
              name="flag"
              label={t('education.teachers.flag')}
              all={t('education.teachers.allTeachers')}
              options={[
                { value: 'ending', label: t('education.teachers.endsSoon') },
                { value: 'over', label: t('education.teachers.over') },
              ]}
            />
            <button type="button" className={BUTTON.primary} onClick={() => setEditing('new')}>
              <Plus size={16} aria-hidden="true" />
              {t('education.teachers.new')}
            </button>
          </div>
        }
      />
      {openId !== null && scope && (
        <TeacherDetail
          id={openId}
          year={scope.year}
          subjectName={subjectName}
          onClose={() => setOpen(null)}
          onEdit={(teacher) => {
            setOpen(null);
            setEditing(teacher);
          }}
        />
      )}
      {editing && scope && (
        <TeacherDialog
          scope={scope}
          teacher={editing === 'new' ? null : editing}
          subjects={subjects?.items ?? []}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
