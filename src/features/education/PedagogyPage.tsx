import { skipToken } from '@reduxjs/toolkit/query';
import { Save, TriangleAlert } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { apiRefusalText } from '../../api/errorText';
import { Badge } from '../../components/Badge';
import { BUTTON, INPUT } from '../../components/buttons';
import { Card } from '../../components/Card';
import { ErrorState } from '../../components/ErrorState';
import { notify } from '../../components/notify';
import { Spinner } from '../../components/Spinner';
import { MAX_ASSIGNMENT_HOURS, isHalfHours } from '../../domain/education';
import { paths } from '../../paths';
import { useScope } from '../../session/useScope';
import { useAssignSubjectMutation, usePedagogyQuery } from './education.api';
import type { Pedagogy } from './education.schemas';
import { hoursText, localName, teacherLabel } from './parts';
import { ReadOnlyNote, useWriteRight } from './writeRight';

type PedagogyClass = Pedagogy['classes'][number];

/**
 * `gestion-pedarogique`: per class, the subjects of its level, who teaches each and how many hours a week (teaching
 * assignments, saved line by line); a subject without a teacher is flagged, and each teacher's weekly load is shown
 * against their contract, with a warning when over. Without the write right (`useWriteRight`) each line is shown with
 * its fields disabled and no save button, and a note says why.
 */
export default function PedagogyPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const scope = useScope();
  const [search, setSearch] = useSearchParams();
  const gapsOnly = search.get('gaps') === '1';
  const { currentData: data, isError, refetch } = usePedagogyQuery(scope ?? skipToken);
  const classes = useMemo(
    () => (data?.classes ?? []).filter((cls) => !gapsOnly || cls.missingSubjects.length > 0),
    [data, gapsOnly],
  );
  const chosen = classes.find((cls) => String(cls.id) === search.get('class')) ?? classes[0];
  const selectId = useId();
  const canWrite = useWriteRight('gestion-pedarogique');
  const set = (name: string, value: string) =>
    setSearch(
      (params) => {
        if (value) params.set(name, value);
        else params.delete(name);
        return params;
      },
      { replace: true },
    );
  const title = t('routes.gestion-pedarogique');
  if (isError)
    return (
      <section aria-labelledby="page-title" className="space-y-4">
        <h1 id="page-title" className="text-2xl font-semibold">
          {title}
        </h1>
        <ErrorState message={t('education.loadError')} onRetry={() => void refetch()} />
      </section>
    );
  if (!data || !scope) return <Spinner />;
  const gaps = data.classes.filter((cls) => cls.missingSubjects.length > 0);
  const over = data.teachers.filter((teacher) => teacher.over);
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
        {title}
      </h1>
      {!canWrite && <ReadOnlyNote />}
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={selectId} className="mb-1 block text-sm font-semibold">
            {t('education.pedagogy.class')}
          </label>
          <select
            id={selectId}
            className={INPUT}
            value={chosen ? String(chosen.id) : ''}
            onChange={(event) => set('class', event.target.value)}
          >
            {classes.map((cls) => (
              <option key={cls.id} value={cls.id}>
                {cls.missingSubjects.length
                  ? t('education.pedagogy.classWithGaps', {
                      name: cls.name,
                      count: cls.missingSubjects.length,
                    })
                  : cls.name}
              </option>
            ))}
          </select>
        </div>
        <label className="inline-flex min-h-11 items-center gap-2 md:min-h-control">
          <input
            type="checkbox"
            className="size-4 accent-primary-600"
            checked={gapsOnly}
            onChange={(event) => set('gaps', event.target.checked ? '1' : '')}
          />
          <span className="text-sm">{t('education.pedagogy.gapsOnly', { count: gaps.length })}</span>
        </label>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {chosen ? (
            <ClassSubjects key={chosen.id} cls={chosen} data={data} year={scope.year} canWrite={canWrite} />
          ) : (
            <Card>
              <p>{gapsOnly ? t('education.pedagogy.noGaps') : t('education.classes.empty')}</p>
            </Card>
          )}
        </div>
        <Card as="section" aria-labelledby="loads-title" className="space-y-2">
          <h2 id="loads-title" className="text-lg font-semibold">
            {t('education.pedagogy.loads')}
          </h2>
          {over.length > 0 && (
            <p className="flex items-center gap-2 text-sm font-semibold text-danger-700 dark:text-danger-500">
              <TriangleAlert size={16} aria-hidden="true" />
              {t('education.pedagogy.overCount', { count: over.length })}
            </p>
          )}
          <ul className="max-h-[32rem] divide-y divide-neutral-200 overflow-y-auto dark:divide-neutral-700">
            {[...data.teachers]
              .sort((a, b) => Number(b.over) - Number(a.over) || b.load - a.load)
              .map((teacher) => (
                <li key={teacher.id} className="flex flex-wrap items-center justify-between gap-2 py-1.5">
                  <Link
                    to={paths.teachers({ id: String(teacher.id) })}
                    className="text-sm text-primary-700 underline dark:text-primary-300"
                  >
                    {teacherLabel(teacher, language)}
                  </Link>
                  <span className="flex items-center gap-1 text-sm tabular-nums">
                    {t('education.teachers.loadOf', {
                      load: hoursText(teacher.load, language),
                      contract: hoursText(teacher.weeklyHours, language),
                    })}
                    {teacher.over && <Badge tone="danger">{t('education.teachers.over')}</Badge>}
                  </span>
                </li>
              ))}
          </ul>
        </Card>
      </div>
    </section>
  );
}

/** The subjects of a class's level, each with its teacher and hours, saved one line at a time. */
function ClassSubjects({
  cls,
  data,
  year,
  canWrite,
}: {
  cls: PedagogyClass;
  data: Pedagogy;
  year: number;
  canWrite: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const subjects = new Map(data.subjects.map((subject) => [subject.id, subject]));
  const total = cls.subjects.reduce((sum, row) => sum + row.hours, 0);
  return (
    <Card as="section" aria-labelledby="subjects-title" className="space-y-3">
      <h2 id="subjects-title" className="text-lg font-semibold">
        {t('education.pedagogy.subjectsOf', { name: cls.name })}
      </h2>
      <p className="text-sm">
        <Link to={paths.classPage(cls.id)} className="text-primary-700 underline dark:text-primary-300">
          {t('education.pedagogy.openClass', { name: cls.name })}
        </Link>{' '}
        · {t('education.pedagogy.total', { hours: hoursText(total, language) })}
      </p>
      <ul className="space-y-3">
        {cls.subjects.map((row) => {
          const subject = subjects.get(row.subjectId);
          if (!subject) return null;
          return (
            <AssignmentRow
              key={row.subjectId}
              classId={cls.id}
              year={year}
              subjectId={row.subjectId}
              subjectName={localName(subject, language)}
              color={subject.color}
              teacherId={row.teacherId}
              hours={row.hours}
              teachers={data.teachers}
              canWrite={canWrite}
            />
          );
        })}
      </ul>
    </Card>
  );
}

function AssignmentRow({
  classId,
  year,
  subjectId,
  subjectName,
  color,
  teacherId,
  hours,
  teachers,
  canWrite,
}: {
  classId: number;
  year: number;
  subjectId: number;
  subjectName: string;
  color: string;
  teacherId: number | null;
  hours: number;
  teachers: Pedagogy['teachers'];
  canWrite: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const id = useId();
  const [teacher, setTeacher] = useState(teacherId === null ? '' : String(teacherId));
  const [hoursText_, setHours] = useState(String(hours));
  const [error, setError] = useState<string | null>(null);
  const [assign, saving] = useAssignSubjectMutation();
  const value = Number(hoursText_.replace(',', '.'));
  const dirty = teacher !== (teacherId === null ? '' : String(teacherId)) || value !== hours;
  const specialists = teachers.filter((candidate) => candidate.subjectIds.includes(subjectId));
  const others = teachers.filter((candidate) => !candidate.subjectIds.includes(subjectId));
  return (
    <li className="rounded-control border border-neutral-200 p-3 dark:border-neutral-700">
      <form
        aria-label={subjectName}
        className="flex flex-wrap items-end gap-3"
        onSubmit={async (event) => {
          event.preventDefault();
          if (!isHalfHours(value, MAX_ASSIGNMENT_HOURS)) {
            setError(t('apiErrors.INVALID_HOURS'));
            return;
          }
          setError(null);
          try {
            await assign({
              classId,
              subjectId,
              year,
              teacherId: teacher ? Number(teacher) : null,
              hours: value,
            }).unwrap();
            void notify('success', t('education.pedagogy.saved', { subject: subjectName }));
          } catch (failure) {
            setError(apiRefusalText(failure, t, t('education.saveError')));
          }
        }}
      >
        <p className="flex min-w-40 flex-1 items-center gap-2 font-medium">
          <span
            aria-hidden="true"
            className="size-3 shrink-0 rounded-full"
            style={{ backgroundColor: color }}
          />
          {subjectName}
          {teacherId === null && <Badge tone="warning">{t('education.noTeacher')}</Badge>}
        </p>
        <div className="min-w-48 flex-1">
          <label htmlFor={`${id}-teacher`} className="mb-1 block text-xs font-semibold">
            {t('education.pedagogy.teacherOf', { subject: subjectName })}
          </label>
          <select
            id={`${id}-teacher`}
            className={INPUT}
            value={teacher}
            disabled={!canWrite}
            onChange={(event) => setTeacher(event.target.value)}
          >
            <option value="">{t('education.noTeacher')}</option>
            <optgroup label={t('education.pedagogy.teachersOfSubject')}>
              {specialists.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {teacherLabel(candidate, language)} ({hoursText(candidate.load, language)}/
                  {hoursText(candidate.weeklyHours, language)})
                </option>
              ))}
            </optgroup>
            <optgroup label={t('education.pedagogy.otherTeachers')}>
              {others.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {teacherLabel(candidate, language)}
                </option>
              ))}
            </optgroup>
          </select>
        </div>
        <div className="w-24">
          <label htmlFor={`${id}-hours`} className="mb-1 block text-xs font-semibold">
            {t('education.pedagogy.hoursOf', { subject: subjectName })}
          </label>
          <input
            id={`${id}-hours`}
            className={`${INPUT} tabular-nums`}
            inputMode="decimal"
            dir="ltr"
            value={hoursText_}
            disabled={!canWrite}
            onChange={(event) => setHours(event.target.value)}
          />
        </div>
        {canWrite && (
          <button
            type="submit"
            className={BUTTON.primary}
            disabled={!dirty || saving.isLoading}
            aria-label={t('education.pedagogy.saveOf', { subject: subjectName })}
          >
            <Save size={16} aria-hidden="true" />
            <span>{t('education.save')}</span>
          </button>
        )}
        {error && (
          <p role="alert" className="w-full text-sm font-semibold text-danger-700 dark:text-danger-500">
            {error}
          </p>
        )}
      </form>
    </li>
  );
}
