import { skipToken } from '@reduxjs/toolkit/query';
import { Plus, School } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge } from '../../components/Badge';
import { BUTTON } from '../../components/buttons';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable/DataTable';
import { FilterSelect } from '../../components/DataTable/FilterSelect';
import { formatCount } from '../../components/DataTable/format';
import { ListTitle } from '../../components/DataTable/ListTitle';
import type { DataTableColumn } from '../../components/DataTable/types';
import { useListController } from '../../components/DataTable/useListController';
import { notify } from '../../components/notify';
import { RowActions } from '../../components/RowActions';
import { paths } from '../../paths';
import { useLevelsQuery } from '../school-settings';
import { ClassDialog } from './ClassDialog';
import { educationApi, useDeleteClassMutation } from './education.api';
import type { ClassPage, EducationQuery, SchoolClass } from './education.schemas';
import { FillBar, teacherLabel } from './parts';
import { ReadOnlyNote, useWriteRight } from './writeRight';

export const CLASSES_LIST = {
  pageSize: 50,
  sort: 'name',
  order: 'asc',
  sortable: ['name', 'room', 'fill'],
} as const;
/** `level`: a level id; `gaps=1`: classes without a teacher for a subject of their level. */
export const CLASSES_FILTERS = { level: {}, gaps: {} } as const;

/**
 * `classesPage`: the classes of the branch and year, with their level, main teacher, room, seats against capacity,
 * the class they go to next year and the subjects still without a teacher; create, edit, delete (refused while
 * children are enrolled), CSV. Without the write right (`useWriteRight`) the page is read-only: no create, edit or
 * delete control, and a note says why.
 */
export default function ClassesPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const controller = useListController<SchoolClass, ClassPage, EducationQuery>({
    endpoint: educationApi.endpoints.classes,
    filters: CLASSES_FILTERS,
    defaults: CLASSES_LIST,
  });
  const { list, data, scope } = controller;
  const { data: levels } = useLevelsQuery(scope ?? skipToken);
  const [editing, setEditing] = useState<SchoolClass | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SchoolClass | null>(null);
  const [remove] = useDeleteClassMutation();
  const canWrite = useWriteRight('classesPage');
  const columns = useMemo<DataTableColumn<SchoolClass>[]>(
    () => [
      {
        id: 'name',
        header: t('education.classes.name'),
        sortable: true,
        hideable: false,
        card: 1,
        value: (row) => row.name,
        cell: (row) => (
          <Link
            to={paths.classPage(row.id)}
            className="font-semibold text-primary-700 underline dark:text-primary-300"
          >
            {row.name}
          </Link>
        ),
      },
      {
        id: 'teacher',
        header: t('education.classes.mainTeacher'),
        card: 2,
        value: (row) => (row.mainTeacher ? teacherLabel(row.mainTeacher, language) : ''),
        cell: (row) => (row.mainTeacher ? teacherLabel(row.mainTeacher, language) : t('education.none')),
      },
      {
        id: 'room',
        header: t('education.classes.room'),
        sortable: true,
        value: (row) => row.room,
      },
      {
        id: 'fill',
        header: t('education.classes.seats'),
        sortable: true,
        card: 3,
        value: (row) => `${row.enrolled}/${row.capacity}`,
        cell: (row) => <FillBar enrolled={row.enrolled} capacity={row.capacity} />,
      },
      {
        id: 'next',
        header: t('education.classes.nextClass'),
        value: (row) => row.nextClass?.name ?? '',
        cell: (row) => row.nextClass?.name ?? t('education.classes.lastLevel'),
      },
      {
        id: 'gaps',
        header: t('education.classes.gaps'),
        value: (row) => row.missingSubjects.length,
        cell: (row) =>
          row.missingSubjects.length ? (
            <Badge tone="warning">
              {t('education.classes.missing', { count: row.missingSubjects.length })}
            </Badge>
          ) : (
            <Badge tone="success">{t('education.classes.complete')}</Badge>
          ),
      },
      ...(canWrite
        ? [
            {
              id: 'actions',
              header: t('education.actions'),
              csv: false,
              hideable: false,
              cell: (row: SchoolClass) => (
                <RowActions
                  editLabel={t('education.classes.edit', { name: row.name })}
                  deleteLabel={t('education.classes.delete', { name: row.name })}
                  onEdit={() => setEditing(row)}
                  onDelete={() => setDeleting(row)}
                />
              ),
            },
          ]
        : []),
    ],
    [t, language, canWrite],
  );
  const title = t('routes.classesPage');
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <ListTitle
        title={title}
        count={
          data
            ? t('education.classes.count', {
                count: data.total,
                formatted: formatCount(data.total, language),
                seats: data.seats,
                capacity: data.capacity,
              })
            : null
        }
      />
      {!canWrite && <ReadOnlyNote />}
      <DataTable<SchoolClass>
        caption={title}
        controller={controller}
        columns={columns}
        loadError={t('education.loadError')}
        getRowId={(row) => String(row.id)}
        rowLabel={(row) => row.name}
        searchLabel={t('education.classes.search')}
        searchPlaceholder={t('education.classes.searchPlaceholder')}
        exportCsv={{ filename: 'classes' }}
        empty={{ message: t('education.classes.empty'), icon: School }}
        toolbar={
          <div className="flex flex-wrap items-center gap-2">
            <FilterSelect
              list={list}
              name="level"
              label={t('education.level')}
              all={t('education.allLevels')}
              options={(levels?.items ?? []).map((level) => ({ value: String(level.id), label: level.code }))}
            />
            <FilterSelect
              list={list}
              name="gaps"
              label={t('education.classes.gaps')}
              all={t('education.classes.allClasses')}
              options={[{ value: '1', label: t('education.classes.withGaps') }]}
            />
            {canWrite && (
              <button type="button" className={BUTTON.primary} onClick={() => setEditing('new')}>
                <Plus size={16} aria-hidden="true" />
                {t('education.classes.new')}
              </button>
            )}
          </div>
        }
      />
      {canWrite && editing && scope && (
        <ClassDialog
          scope={scope}
          record={editing === 'new' ? null : editing}
          levels={levels?.items ?? []}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('education.classes.deleteTitle')}
        message={deleting ? t('education.classes.deleteMessage', { name: deleting.name }) : ''}
        confirmLabel={t('education.classes.deleteConfirm')}
        tone="danger"
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting || !scope) return;
          await remove({ id: deleting.id, year: scope.year }).unwrap();
          void notify('success', t('education.classes.deleted', { name: deleting.name }));
          setDeleting(null);
        }}
      />
    </section>
  );
}
