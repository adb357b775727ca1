import { skipToken } from '@reduxjs/toolkit/query';
import { ArrowLeft, ArrowRightLeft, Download, Printer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Badge } from '../../components/Badge';
import { BUTTON } from '../../components/buttons';
import { Card } from '../../components/Card';
import { toCsv } from '../../components/DataTable/csv';
import { DetailField } from '../../components/DetailParts';
import { ErrorState } from '../../components/ErrorState';
import { PrintSheet } from '../../components/PrintSheet';
import { Spinner } from '../../components/Spinner';
import { formatDate } from '../../lib/dates';
import { saveFile } from '../../lib/saveFile';
import { paths } from '../../paths';
import { useScope } from '../../session/useScope';
import { StudentPhoto } from '../students';
import { useClassDetailQuery } from './education.api';
import type { ClassDetail } from './education.schemas';
import { MoveDialog } from './MoveDialog';
import { FillBar, hoursText, localName, teacherLabel } from './parts';
import { ReadOnlyNote, useWriteRight } from './writeRight';
import { ScriptName } from '../../components/ScriptName';

type Student = ClassDetail['roster'][number];

/**
 * `classePage?id=`: one class, its roster with photos (each a link to the student), its teachers per subject with
 * their weekly hours, its evaluation campaigns and how complete they are; print the roster alone on A4, export it,
 * move a student to another class of the level (with the write right only, `useWriteRight`: else read-only, with a
 * note saying why).
 */
export default function ClassPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const scope = useScope();
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const {
    currentData: cls,
    isError,
    refetch,
  } = useClassDetailQuery(scope && valid ? { id, year: scope.year } : skipToken);
  const [moving, setMoving] = useState<Student | null>(null);
  const canWrite = useWriteRight('classePage');
  const back = (
    <Link to={paths.classes()} className={BUTTON.secondary}>
      <ArrowLeft size={16} aria-hidden="true" className="rtl:rotate-180" />
      {t('education.classPage.back')}
    </Link>
  );
  if (!valid || isError) {
    return (
      <section aria-labelledby="page-title" className="space-y-4">
        <h1 id="page-title" className="text-2xl font-semibold">
          {t('routes.classePage')}
        </h1>
        {back}
        <ErrorState
          message={valid ? t('education.loadError') : t('education.classPage.notFound')}
          onRetry={valid ? () => void refetch() : undefined}
        />
      </section>
    );
  }
  if (!cls || !scope) return <Spinner />;
  const studentName = (student: Student) =>
    language === 'ar'
      ? `${student.lastname_ar} ${student.firstname_ar}`
      : `${student.lastname_fr} ${student.firstname_fr}`;
  const exportRoster = () => {
    const csv = toCsv(
      [
        { header: t('education.classPage.lastName'), value: (s: Student) => s.lastname_fr },
        { header: t('education.classPage.firstName'), value: (s: Student) => s.firstname_fr },
        { header: t('education.classPage.lastNameAr'), value: (s: Student) => s.lastname_ar },
        { header: t('education.classPage.firstNameAr'), value: (s: Student) => s.firstname_ar },
        { header: t('education.classPage.birthDate'), value: (s: Student) => s.birthDate },
        { header: t('education.classPage.massar'), value: (s: Student) => s.massar },
        { header: t('education.classPage.status'), value: (s: Student) => t(`education.status.${s.status}`) },
      ],
      cls.roster,
    );
    saveFile(`${cls.name}.csv`, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  };
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
          {t('education.classPage.title', { name: cls.name })}
        </h1>
        <div className="flex flex-wrap gap-2">
          {back}
          <button type="button" className={BUTTON.secondary} onClick={() => window.print()}>
            <Printer size={16} aria-hidden="true" />
            {t('education.classPage.print')}
          </button>
          <button type="button" className={BUTTON.secondary} onClick={exportRoster}>
            <Download size={16} aria-hidden="true" />
            {t('education.classPage.export')}
          </button>
        </div>
      </div>
      {!canWrite && <ReadOnlyNote />}
      <Card>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
          <DetailField label={t('education.level')}>{cls.levelCode}</DetailField>
          <DetailField label={t('education.classes.mainTeacher')}>
            {cls.mainTeacher ? teacherLabel(cls.mainTeacher, language) : t('education.none')}
          </DetailField>
          <DetailField label={t('education.classes.room')}>{cls.room || t('education.none')}</DetailField>
          <DetailField label={t('education.classes.seats')}>
            <FillBar enrolled={cls.enrolled} capacity={cls.capacity} />
          </DetailField>
          <DetailField label={t('education.classes.nextClass')}>
            {cls.nextClass?.name ?? t('education.classes.lastLevel')}
          </DetailField>
        </dl>
      </Card>
      <div className="grid gap-4 lg:grid-cols-3">
        <Card as="section" aria-labelledby="roster-title" className="space-y-2 lg:col-span-2">
          <h2 id="roster-title" className="text-lg font-semibold">
            {t('education.classPage.roster', { count: cls.roster.length })}
          </h2>
          {cls.roster.length === 0 ? (
            <p>{t('education.classPage.noStudents')}</p>
          ) : (
            <ul className="divide-y divide-neutral-200 dark:divide-neutral-700">
              {cls.roster.map((student) => (
                <li key={student.studentid} className="flex flex-wrap items-center gap-3 py-2">
                  <StudentPhoto
                    studentId={student.studentid}
                    year={scope.year}
                    hasPhoto={student.hasPhoto}
                    firstname={student.firstname_fr}
                    lastname={student.lastname_fr}
                  />
                  <Link
                    to={paths.studentDetails(student.studentid)}
                    className="min-w-0 flex-1 font-medium text-primary-700 underline dark:text-primary-300"
                  >
                    {studentName(student)}
                  </Link>
                  {student.status === 'expected' && (
                    <Badge tone="info">{t('education.status.expected')}</Badge>
                  )}
                  <span dir="ltr" className="text-sm text-neutral-600 tabular-nums dark:text-neutral-300">
                    {student.massar}
                  </span>
                  {canWrite && (
                    <button
                      type="button"
                      className={BUTTON.secondary}
                      aria-label={t('education.classPage.moveStudent', { name: studentName(student) })}
                      onClick={() => setMoving(student)}
                      disabled={cls.sameLevel.length === 0}
                    >
                      <ArrowRightLeft size={16} aria-hidden="true" />
                      <span className="max-sm:sr-only">{t('education.classPage.move')}</span>
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Card>
        <div className="space-y-4">
          <Card as="section" aria-labelledby="teachers-title" className="space-y-2">
            <h2 id="teachers-title" className="text-lg font-semibold">
              {t('education.classPage.teachers')}
            </h2>
            <ul className="space-y-2">
              {cls.teachers.map((row) => (
                <li key={row.subject.id} className="flex items-start gap-2">
                  <span
                    aria-hidden="true"
                    className="mt-1.5 size-3 shrink-0 rounded-full"
                    style={{ backgroundColor: row.subject.color }}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium">{localName(row.subject, language)}</span>
                    {row.teacher ? (
                      <span className="text-sm">{teacherLabel(row.teacher, language)}</span>
                    ) : (
                      <Badge tone="warning">{t('education.noTeacher')}</Badge>
                    )}
                  </span>
                  <span className="text-sm tabular-nums">
                    {t('education.hoursWeek', { hours: hoursText(row.hours, language) })}
                  </span>
                </li>
              ))}
            </ul>
          </Card>
          <Card as="section" aria-labelledby="campaigns-title" className="space-y-2">
            <h2 id="campaigns-title" className="text-lg font-semibold">
              {t('education.classPage.campaigns')}
            </h2>
            {cls.campaigns.length === 0 ? (
              <p>{t('education.classPage.noCampaigns')}</p>
            ) : (
              <ul className="space-y-2">
                {cls.campaigns.map((campaign) => (
                  <li key={campaign.id}>
                    <span className="block font-medium">{campaign.name}</span>
                    <span className="flex flex-wrap items-center gap-2 text-sm">
                      {formatDate(campaign.date, language)}
                      <Badge tone={campaign.closed ? 'success' : 'info'}>
                        {campaign.closed ? t('education.campaign.closed') : t('education.campaign.running')}
                      </Badge>
                      {t('education.campaign.completion', { percent: campaign.completion })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      </div>
      {canWrite && moving && (
        <MoveDialog
          classId={cls.id}
          year={scope.year}
          student={{ id: moving.studentid, name: studentName(moving) }}
          targets={cls.sameLevel}
          onClose={() => setMoving(null)}
        />
      )}
      <PrintSheet>
        <h1>{t('education.classPage.printTitle', { name: cls.name })}</h1>
        <p>
          {cls.mainTeacher ? teacherLabel(cls.mainTeacher, language) : ''} · {cls.room} ·{' '}
          {t('education.classPage.roster', { count: cls.roster.length })}
        </p>
        <table>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('education.classPage.student')}</th>
              <th scope="col">{t('education.classPage.birthDate')}</th>
              <th scope="col">{t('education.classPage.massar')}</th>
            </tr>
          </thead>
          <tbody>
            {cls.roster.map((student, index) => (
              <tr key={student.studentid}>
                <td>{index + 1}</td>
                <td>
                  {student.lastname_fr} {student.firstname_fr}{' '}
                  <ScriptName text={`${student.lastname_ar} ${student.firstname_ar}`} />
                </td>
                <td>{formatDate(student.birthDate, language)}</td>
                <td dir="ltr">{student.massar}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </PrintSheet>
    </section>
  );
}
