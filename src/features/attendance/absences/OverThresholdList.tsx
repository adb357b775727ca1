import { Mail, PartyPopper } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BUTTON } from '../../../components/buttons';
import { BilingualName } from '../../../components/DataTable/BilingualName';
import { DataTable } from '../../../components/DataTable/DataTable';
import { FilterSelect } from '../../../components/DataTable/FilterSelect';
import { formatCount } from '../../../components/DataTable/format';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { useListController } from '../../../components/DataTable/useListController';
import { useMedia } from '../../../lib/useMedia';
import { paths } from '../../../paths';
import { attendanceApi, useGetAttendanceClassesQuery } from '../attendance.api';
import type { AttendanceListQuery, AttendanceStudent, AttendanceStudentPage } from '../attendance.schemas';
import { arabicName, latinName } from './parts';
import { ThresholdLetterDialog } from './ThresholdLetter';

/** The students most absent without a justification first. */
export const THRESHOLD_LIST = {
  pageSize: 25,
  sort: 'unjustified',
  order: 'desc',
  sortable: ['student', 'class', 'unjustified', 'absent', 'late'],
} as const;

/** Always the students at or over the threshold (`overThreshold=1`), by class if chosen. */
export const THRESHOLD_FILTERS = {
  overThreshold: { default: '1', normalize: () => '1' },
  class: { scoped: true },
} as const;

/** The absences list on one student's marks. */
export function studentAbsencesHref(student: { studentid: number }): string {
  return paths.absences({ student: String(student.studentid) });
}

/** Tailwind's `md`, where the list is a table (DataTable): below, a card per student. */
const WIDE_QUERY = '(min-width: 48rem)';

/**
 * "Au-dessus du seuil": the students whose unjustified half-days reached the threshold (docs/api.md "Attendance"),
 * each leading to the absences list on that student's marks.
 */
export function OverThresholdList({ threshold }: { threshold: number | null }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const controller = useListController<AttendanceStudent, AttendanceStudentPage, AttendanceListQuery>({
    endpoint: attendanceApi.endpoints.getAttendanceStudents,
    filters: THRESHOLD_FILTERS,
    defaults: THRESHOLD_LIST,
  });
  const { list, data, scope, scopeArg } = controller;
  const { data: classes } = useGetAttendanceClassesQuery(scopeArg);
  const [letterOf, setLetterOf] = useState<AttendanceStudent | null>(null);
  // A phone's card cannot be a link holding the letter's button: there the name alone leads to the marks.
  const wide = useMedia(WIDE_QUERY) === true;

  const columns = useMemo<DataTableColumn<AttendanceStudent>[]>(
    () => [
      {
        id: 'student',
        header: t('absences.columns.student'),
        sortable: true,
        hideable: false,
        card: 1,
        value: (row) => latinName(row),
        cell: (row) => {
          const name = <BilingualName latin={latinName(row)} arabic={arabicName(row)} />;
          return wide ? (
            name
          ) : (
            <Link
              to={studentAbsencesHref(row)}
              className="font-semibold text-primary-700 hover:underline dark:text-primary-300"
            >
              {name}
            </Link>
          );
        },
      },
      {
        id: 'class',
        header: t('absences.columns.class'),
        sortable: true,
        value: (row) => row.classname,
      },
      {
        id: 'unjustified',
        header: t('absences.threshold.unjustified'),
        sortable: true,
        align: 'end',
        card: 2,
        value: (row) => row.unjustifiedHalfDays,
      },
      {
        id: 'absent',
        header: t('absences.threshold.absent'),
        sortable: true,
        align: 'end',
        value: (row) => row.absentHalfDays,
      },
      {
        id: 'late',
        header: t('absences.threshold.late'),
        sortable: true,
        align: 'end',
        value: (row) => row.lateCount,
      },
      {
        id: 'letter',
        header: t('absences.columns.actions'),
        hideable: false,
        csv: false,
        card: 3,
        cell: (row) => (
          <button
            type="button"
            className={BUTTON.secondary}
            aria-label={t('absences.letter.openLabel', { name: latinName(row) })}
            onClick={() => setLetterOf(row)}
          >
            <Mail size={16} aria-hidden="true" />
            {t('absences.letter.open')}
          </button>
        ),
      },
    ],
    [t, wide],
  );

  const caption = t('absences.tabs.threshold');
  return (
    <div className="space-y-3">
      <p className="text-sm text-neutral-700 dark:text-neutral-200">
        {threshold !== null && t('absences.threshold.rule', { formatted: formatCount(threshold, language) })}
        {data && (
          <>
            {threshold !== null && ' · '}
            {t('absences.threshold.count', {
              count: data.total,
              formatted: formatCount(data.total, language),
            })}
          </>
        )}
      </p>
      <DataTable<AttendanceStudent>
        caption={caption}
        controller={controller}
        columns={columns}
        loadError={t('absences.threshold.loadError')}
        getRowId={(row) => String(row.studentid)}
        rowLabel={(row) => latinName(row)}
        rowHref={wide ? studentAbsencesHref : undefined}
        searchLabel={t('absences.search')}
        searchPlaceholder={t('absences.searchPlaceholder')}
        exportCsv={{ filename: 'absences-au-dessus-du-seuil' }}
        empty={{ message: t('absences.threshold.empty'), icon: PartyPopper }}
        toolbar={
          <FilterSelect
            list={list}
            name="class"
            label={t('absences.columns.class')}
            all={t('absences.filters.allClasses')}
            options={(classes ?? []).map((item) => ({ value: String(item.classid), label: item.name }))}
          />
        }
      />
      {letterOf && scope && (
        <ThresholdLetterDialog
          studentid={letterOf.studentid}
          year={scope.year}
          studentName={latinName(letterOf)}
          onClose={() => setLetterOf(null)}
        />
      )}
    </div>
  );
}
