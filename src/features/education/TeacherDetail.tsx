import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge } from '../../components/Badge';
import { BUTTON } from '../../components/buttons';
import { DetailField, DetailSection } from '../../components/DetailParts';
import { ErrorState } from '../../components/ErrorState';
import { Ltr } from '../../components/Ltr';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { formatDate } from '../../lib/dates';
import { paths } from '../../paths';
import { useTeacherDetailQuery } from './education.api';
import type { TeacherDetail as Detail } from './education.schemas';
import { hoursText, localName, teacherLabel } from './parts';
import { TeacherPhotoEditor } from './TeacherPhoto';

/** A teacher's profile, contract and weekly load: the classes and subjects they teach, hours each. */
export function TeacherDetail({
  id,
  year,
  subjectName,
  onClose,
  onEdit,
}: {
  id: number;
  year: number;
  subjectName: ReadonlyMap<number, string>;
  onClose: () => void;
  onEdit: (teacher: Detail) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { currentData: teacher, isError, refetch } = useTeacherDetailQuery({ id, year });
  const name = teacher ? teacherLabel(teacher, language) : t('education.teachers.profile');
  return (
    <Modal open title={name} onClose={onClose} size="lg">
      {isError ? (
        <ErrorState message={t('education.loadError')} onRetry={() => void refetch()} />
      ) : !teacher ? (
        <Spinner />
      ) : (
        <div className="space-y-4">
          <TeacherPhotoEditor teacher={teacher} year={year} />
          <p dir="rtl" lang="ar" className="text-lg">
            {teacher.firstname_ar} {teacher.lastname_ar}
          </p>
          <dl className="grid gap-3 sm:grid-cols-2">
            <DetailField label={t('education.teachers.phone')}>
              <Ltr>{teacher.phone}</Ltr>
            </DetailField>
            <DetailField label={t('education.teachers.email')}>
              <Ltr>{teacher.email}</Ltr>
            </DetailField>
            <DetailField label={t('education.teachers.subjects')}>
              {teacher.subjectIds.map((subject) => subjectName.get(subject) ?? '').join(', ')}
            </DetailField>
            <DetailField label={t('education.teachers.contract')}>
              {t(`education.contract.${teacher.contractType}`)} ·{' '}
              {t('education.teachers.since', { date: formatDate(teacher.contractStart, language) })}
              {teacher.contractEnd &&
                ` · ${t('education.teachers.until', { date: formatDate(teacher.contractEnd, language) })}`}
              {teacher.endsSoon && (
                <>
                  {' '}
                  <Badge tone="warning">{t('education.teachers.endsSoon')}</Badge>
                </>
              )}
            </DetailField>
            <DetailField label={t('education.teachers.qualifications')}>
              {teacher.qualifications.length ? teacher.qualifications.join(' · ') : t('education.none')}
            </DetailField>
            <DetailField label={t('education.teachers.load')}>
              {t('education.teachers.loadOf', {
                load: hoursText(teacher.load, language),
                contract: hoursText(teacher.weeklyHours, language),
              })}{' '}
              {teacher.over && <Badge tone="danger">{t('education.teachers.over')}</Badge>}
            </DetailField>
          </dl>
          <DetailSection title={t('education.teachers.timetable')}>
            {teacher.assignments.length === 0 ? (
              <p>{t('education.teachers.noClasses')}</p>
            ) : (
              <table className="w-full text-sm">
                <caption className="sr-only">{t('education.teachers.timetable')}</caption>
                <thead>
                  <tr className="text-start">
                    <th scope="col" className="py-1 text-start">
                      {t('education.classes.name')}
                    </th>
                    <th scope="col" className="py-1 text-start">
                      {t('education.teachers.subject')}
                    </th>
                    <th scope="col" className="py-1 text-end">
                      {t('education.hours')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {teacher.assignments.map((row) => (
                    <tr
                      key={`${row.classId}-${row.subject.id}`}
                      className="border-t border-neutral-200 dark:border-neutral-700"
                    >
                      <td className="py-1">
                        <Link
                          to={paths.classPage(row.classId)}
                          className="text-primary-700 underline dark:text-primary-300"
                        >
                          {row.className}
                        </Link>
                        {teacher.mainOf.some((cls) => cls.id === row.classId) && (
                          <>
                            {' '}
                            <Badge tone="info">{t('education.teachers.mainTeacher')}</Badge>
                          </>
                        )}
                      </td>
                      <td className="py-1">{localName(row.subject, language)}</td>
                      <td className="py-1 text-end tabular-nums">{hoursText(row.hours, language)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </DetailSection>
          <div className="flex justify-end">
            <button type="button" className={BUTTON.secondary} onClick={() => onEdit(teacher)}>
              <Pencil size={16} aria-hidden="true" />
              {t('education.teachers.editProfile')}
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
