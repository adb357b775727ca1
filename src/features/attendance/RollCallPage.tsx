import { skipToken } from '@reduxjs/toolkit/query';
import { CalendarX, Users } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ApiError } from '../../api/baseQuery';
import { BUTTON, INPUT } from '../../components/buttons';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { hasSession, isSession, rollCallNow, SESSIONS, type Session } from '../../domain/attendance';
import { todayIso } from '../../domain/dates';
import { numberLocale } from '../../lib/locale';
import { nameIn } from '../../lib/nameIn';
import { useScope } from '../../session/useScope';
import { useGetAttendanceClassesQuery, useGetRollCallQuery } from './attendance.api';
import type { RollCallLesson } from './attendance.schemas';
import { RollCallForm } from './RollCallForm';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** `lesson=all`: the whole half-day, chosen (without `lesson`, a teacher's lesson under way is opened). */
const ALL_LESSONS = 'all';

/** A day written out with its weekday ("lundi 3 novembre 2026"), the same day everywhere. */
function longDate(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(numberLocale(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** Why there is no roll call to take for that half-day, or null. */
function noRollCall(date: string, session: Session, error: unknown): 'notSchoolDay' | 'futureDate' | null {
  const code = (error as Partial<ApiError> | undefined)?.code;
  if (code === 'FUTURE_DATE' || date > todayIso()) return 'futureDate';
  if (code === 'NOT_A_SCHOOL_DAY' || !hasSession(date, session)) return 'notSchoolDay';
  return null;
}

function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="py-6 text-center text-neutral-600 dark:text-neutral-300">
      {t('attendance.rollCall.loading')}
    </p>
  );
}

/** A lesson's hours and subject (and its teacher, for the lesson field), in the reader's script. */
function lessonText(lesson: RollCallLesson, language: string, withTeacher: boolean): string {
  const teacher = withTeacher ? nameIn(lesson.teacher, lesson.teacher_ar, language) : '';
  return [`${lesson.start}–${lesson.end}`, nameIn(lesson.subject, lesson.subject_ar, language), teacher]
    .filter(Boolean)
    .join(' · ');
}

/**
 * `attendance?class&date&session[&lesson]`: a class's roll call of one half-day, or of one lesson of it where the
 * class has a timetable (docs/api.md "Attendance"). Opens on the current half-day (domain/attendance.ts
 * `rollCallNow`) and the first class the user may call; the choice is kept in the address. Everyone is present
 * until marked otherwise; the save says when and by whom it was taken. A lesson's roll call is its teacher's; the
 * half-day's marks follow the lessons called (`halfDayFromLessons`). A teacher opening today's roll call while one of
 * her lessons is under way gets that lesson.
 */
export default function RollCallPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const scope = useScope();
  const [search, setSearch] = useSearchParams();
  const now = useMemo(() => rollCallNow(new Date()), []);
  /** The school's wall clock when the page opened, `HH:MM`. */
  const clock = useMemo(() => new Date().toTimeString().slice(0, 5), []);
  const classFieldId = useId();
  const dateFieldId = useId();
  const sessionFieldId = useId();
  const lessonFieldId = useId();

  const classes = useGetAttendanceClassesQuery(scope ?? skipToken);
  const askedDate = search.get('date') ?? '';
  const date = ISO_DATE.test(askedDate) ? askedDate : now.date;
  const askedSession = search.get('session');
  const session: Session = isSession(askedSession)
    ? askedSession
    : date === now.date
      ? now.session
      : 'morning';
  const askedClass = Number(search.get('class'));
  const classList = classes.data ?? [];
  const classId =
    classList.find((candidate) => candidate.classid === askedClass)?.classid ?? classList[0]?.classid;

  const blocked = noRollCall(date, session, undefined);
  const query = scope && classId !== undefined ? { ...scope, class: classId, date, session } : undefined;
  const halfDay = useGetRollCallQuery(query && !blocked ? query : skipToken);
  const lessons = halfDay.currentData?.lessons ?? [];
  // Without a choice in the address, a teacher's own lesson under way now (`mine`); `lesson=all`: the half-day.
  const askedLesson = search.get('lesson');
  const lessonNow =
    date === now.date
      ? lessons.find((item) => item.mine && item.start <= clock && clock < item.end)
      : undefined;
  const lesson =
    askedLesson === null ? lessonNow : lessons.find((candidate) => String(candidate.slotid) === askedLesson);
  const lessonQuery = query && lesson ? { ...query, lesson: lesson.slotid } : undefined;
  const lessonCall = useGetRollCallQuery(lessonQuery && !blocked ? lessonQuery : skipToken);
  const rollCall = lesson ? lessonCall : halfDay;
  const reason = blocked ?? (rollCall.isError ? noRollCall(date, session, rollCall.error) : null);

  const choose = (values: Record<string, string>) =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      Object.entries(values).forEach(([name, value]) => (value ? next.set(name, value) : next.delete(name)));
      return next;
    });

  const sessionText = t(`attendance.sessions.${session}`);
  let body;
  if (classes.isError) {
    body = (
      <ErrorState message={t('attendance.rollCall.classesError')} onRetry={() => void classes.refetch()} />
    );
  } else if (!classes.data) {
    body = <Loading />;
  } else if (classList.length === 0 || !query) {
    body = <EmptyState icon={Users} message={t('attendance.rollCall.noClasses')} />;
  } else if (reason) {
    body = (
      <EmptyState
        icon={CalendarX}
        message={t(`attendance.rollCall.${reason}`, { date: longDate(date, language), session: sessionText })}
        action={
          <button
            type="button"
            className={BUTTON.secondary}
            onClick={() => choose({ date: '', session: '', lesson: '' })}
          >
            {t('attendance.rollCall.today')}
          </button>
        }
      />
    );
  } else if (rollCall.isError) {
    body = (
      <ErrorState message={t('attendance.rollCall.loadError')} onRetry={() => void rollCall.refetch()} />
    );
  } else if (!rollCall.currentData) {
    body = <Loading />;
  } else if (rollCall.currentData.students.length === 0) {
    body = <EmptyState icon={Users} message={t('attendance.rollCall.empty')} />;
  } else {
    const current = rollCall.currentData;
    body = (
      <section aria-labelledby="roll-call-title" className="space-y-4">
        <h2 id="roll-call-title" className="text-xl font-semibold">
          {t('attendance.rollCall.heading', {
            class: current.classname,
            date: longDate(current.date, language),
            session: current.lesson
              ? lessonText(current.lesson, language, false)
              : t(`attendance.sessions.${current.session}`),
          })}
        </h2>
        {current.lesson && (
          <p className="text-sm text-neutral-600 dark:text-neutral-300">
            {t('attendance.rollCall.lessonNote', {
              teacher: nameIn(current.lesson.teacher, current.lesson.teacher_ar, language),
            })}
          </p>
        )}
        {/* One form per roll call: another class, day, half-day or lesson starts from its own marks. */}
        <RollCallForm
          key={`${current.classid}|${current.date}|${current.session}|${current.lesson?.slotid ?? ''}`}
          rollCall={current}
          query={lessonQuery ?? query}
        />
      </section>
    );
  }

  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
        {t('routes.attendance')}
      </h1>
      <Card
        as="fieldset"
        className={`grid grid-cols-1 gap-3 sm:grid-cols-3 ${lessons.length ? 'lg:grid-cols-4' : ''}`}
      >
        <legend className="sr-only">{t('attendance.rollCall.choose')}</legend>
        <div>
          <label htmlFor={classFieldId} className="mb-1 block text-sm font-semibold">
            {t('attendance.rollCall.class')}
          </label>
          <select
            id={classFieldId}
            className={INPUT}
            value={classId ?? ''}
            disabled={classList.length === 0}
            onChange={(event) => choose({ class: event.target.value, lesson: '' })}
          >
            {classList.map((item) => (
              <option key={item.classid} value={item.classid}>
                {item.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={dateFieldId} className="mb-1 block text-sm font-semibold">
            {t('attendance.rollCall.date')}
          </label>
          <input
            id={dateFieldId}
            type="date"
            className={`${INPUT} tabular-nums`}
            value={date}
            max={todayIso()}
            onChange={(event) => {
              if (ISO_DATE.test(event.target.value)) choose({ date: event.target.value, lesson: '' });
            }}
          />
        </div>
        <div>
          <label htmlFor={sessionFieldId} className="mb-1 block text-sm font-semibold">
            {t('attendance.rollCall.session')}
          </label>
          <select
            id={sessionFieldId}
            className={INPUT}
            value={session}
            onChange={(event) => choose({ session: event.target.value, lesson: '' })}
          >
            {SESSIONS.map((value) => (
              <option key={value} value={value}>
                {t(`attendance.sessions.${value}`)}
              </option>
            ))}
          </select>
        </div>
        {lessons.length > 0 && (
          <div className="sm:col-span-3 lg:col-span-1">
            <label htmlFor={lessonFieldId} className="mb-1 block text-sm font-semibold">
              {t('attendance.rollCall.lesson')}
            </label>
            <select
              id={lessonFieldId}
              className={INPUT}
              value={lesson?.slotid ?? ''}
              onChange={(event) => choose({ lesson: event.target.value || ALL_LESSONS })}
            >
              <option value="">{t('attendance.rollCall.lessonAll')}</option>
              {lessons.map((item) => (
                <option key={item.slotid} value={item.slotid}>
                  {item.taken
                    ? t('attendance.rollCall.lessonTaken', { lesson: lessonText(item, language, true) })
                    : lessonText(item, language, true)}
                </option>
              ))}
            </select>
          </div>
        )}
      </Card>
      {body}
    </section>
  );
}
