import { skipToken } from '@reduxjs/toolkit/query';
import { CalendarOff, CalendarRange, ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Badge } from '../../../components/Badge';
import { ChildPageFrame, ParentOnly } from '../../../components/ChildPage';
import { BUTTON } from '../../../components/buttons';
import { Card, cardClass } from '../../../components/Card';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { addDays, weekStartOf } from '../../../domain/canteen';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../paths';
import { useSelectedChild } from '../../../session/useScope';
import { useGetChildTimetableQuery } from '../timetable.api';
import type { ChildTimetable } from '../timetable.schemas';
import { useWallClock, weekRange, weekToShow, type ChildDay } from './childWeek';
import { DayLessons, formatDayTitle } from './parts';

/** One day of the week: its date, "today" marked, its lessons or why there are none. */
function DaySection({ day, now, today }: { day: ChildDay; now: string; today: boolean }) {
  const { t, i18n } = useTranslation();
  const place = useRef<HTMLElement>(null);
  // Today's lessons first in view on a phone, where the week is one long column (once per week shown).
  useEffect(() => {
    if (today) place.current?.scrollIntoView?.({ block: 'start' });
  }, [today]);
  const id = `child-day-${day.date}`;
  const title = formatDayTitle(day.date, i18n.language);
  return (
    <li>
      <Card
        as="section"
        ref={place}
        padding="sm"
        aria-labelledby={id}
        aria-current={today ? 'date' : undefined}
        className={today ? 'scroll-mt-24 space-y-1 ring-2 ring-primary-500' : 'scroll-mt-24 space-y-1'}
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={id} className="font-semibold text-neutral-900 first-letter:uppercase dark:text-white">
            {title}
          </h2>
          {today && <Badge tone="primary">{t('childTimetable.today')}</Badge>}
        </div>
        <DayLessons day={day} now={now} label={t('childTimetable.dayLessons', { date: title })} />
      </Card>
    </li>
  );
}

function Week({ data, now }: { data: ChildTimetable; now: string }) {
  const { t } = useTranslation();
  const today = now.slice(0, 10);
  const hasLessons = data.days.some((day) => day.lessons.length > 0);
  const holiday = data.days.some((day) => day.closed !== null && day.closed !== 'noLessons');
  if (!hasLessons && !holiday) {
    return <EmptyState icon={CalendarOff} message={t('childTimetable.empty')} />;
  }
  // A week without lessons because of the holidays says so first, before seven closed days.
  const reasons = hasLessons
    ? []
    : [
        ...new Set(
          data.days.flatMap((day) => (day.closed && day.closed !== 'noLessons' ? [day.closed] : [])),
        ),
      ];
  return (
    <>
      {reasons.length > 0 && (
        <p
          role="note"
          className="flex gap-2 rounded-card border border-info-500 bg-info-50 px-3 py-2 text-sm text-neutral-900 dark:bg-info-700/20 dark:text-neutral-100"
        >
          <CalendarOff size={18} aria-hidden="true" className="mt-0.5 shrink-0" />
          {t('childTimetable.closedWeek', {
            reasons: reasons.map((reason) => t(`childTimetable.closed.${reason}`)).join(', '),
          })}
        </p>
      )}
      <ul aria-label={t('childTimetable.days')} className="space-y-2">
        {data.days.map((day) => (
          <DaySection key={day.date} day={day} now={now} today={day.date === today} />
        ))}
      </ul>
    </>
  );
}

/** The week's buttons: the one before, this week, the one after (each a thumb's tap on a phone). */
function WeekNavigation({
  monday,
  thisWeek,
  goTo,
}: {
  monday: string;
  thisWeek: string;
  goTo: (monday: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { from, to } = weekRange(monday);
  return (
    <div className="space-y-2">
      <p className="font-semibold text-neutral-800 dark:text-neutral-100" aria-live="polite">
        {t('childTimetable.week.label', {
          from: formatDate(from, language, 'long'),
          to: formatDate(to, language, 'long'),
        })}
      </p>
      <div role="group" aria-label={t('childTimetable.week.choose')} className="grid grid-cols-3 gap-2">
        <button
          type="button"
          className={`${BUTTON.secondary} px-2`}
          onClick={() => goTo(addDays(monday, -7))}
        >
          <ChevronLeft size={16} aria-hidden="true" className="shrink-0 rtl:rotate-180" />
          {t('childTimetable.week.previous')}
        </button>
        <button
          type="button"
          className={`${BUTTON.secondary} px-2`}
          disabled={monday === thisWeek}
          onClick={() => goTo(thisWeek)}
        >
          {t('childTimetable.week.this')}
        </button>
        <button type="button" className={`${BUTTON.secondary} px-2`} onClick={() => goTo(addDays(monday, 7))}>
          {t('childTimetable.week.next')}
          <ChevronRight size={16} aria-hidden="true" className="shrink-0 rtl:rotate-180" />
        </button>
      </div>
    </div>
  );
}

/** The selected child's week, Monday to Sunday (docs/api.md "Timetable", `timetable/children/{id}`). */
function ParentView() {
  const { t } = useTranslation();
  const { child: student, year } = useSelectedChild();
  const [search, setSearch] = useSearchParams();
  const now = useWallClock();
  const today = now.slice(0, 10);
  const thisWeek = weekStartOf(today);
  const monday = weekToShow(search.get('week'), today);
  const args =
    student && year !== null ? { student: student.studentid, year, ...weekRange(monday) } : skipToken;
  const { currentData: data, isError, refetch } = useGetChildTimetableQuery(args);
  const child = student ? `${student.firstname_fr} ${student.lastname_fr ?? ''}`.trim() : '';
  // This week is the address without `?week`: the dashboard's link and a bookmark of it always open the current one.
  const goTo = (target: string) =>
    setSearch((params) => {
      if (target === thisWeek) params.delete('week');
      else params.set('week', target);
      return params;
    });

  let body: ReactNode;
  if (isError) {
    body = <ErrorState message={t('childTimetable.loadError')} onRetry={() => void refetch()} />;
  } else if (!data) {
    body = (
      <div role="status" aria-label={t('childTimetable.loading')} className="space-y-2">
        {[0, 1, 2, 3, 4].map((key) => (
          <div key={key} className={`${cardClass('sm')} h-28 animate-pulse`} />
        ))}
      </div>
    );
  } else {
    body = <Week data={data} now={now} />;
  }

  const forWhom = !child
    ? ''
    : data?.classname
      ? t('childTimetable.forInClass', { name: child, classname: data.classname })
      : t('childTimetable.for', { name: child });
  return (
    <ChildPageFrame title={t('routes.timetable/child')} forWhom={forWhom}>
      <WeekNavigation monday={monday} thisWeek={thisWeek} goTo={goTo} />
      {body}
    </ChildPageFrame>
  );
}

/**
 * `timetable/child`: a parent's view of the selected child's week on the phone first: one section per day (a list,
 * not a wide grid), today's marked and scrolled to, a closed day with its reason; the week in the address
 * (`?week=YYYY-MM-DD`, any day of it; without it, this week).
 */
export default function ChildTimetablePage() {
  const { t } = useTranslation();
  return (
    <ParentOnly
      staff={{
        title: t('routes.timetable/child'),
        message: t('childTimetable.staff.message'),
        to: paths.timetable(),
        link: (
          <>
            <CalendarRange size={16} aria-hidden="true" />
            {t('childTimetable.staff.link')}
          </>
        ),
      }}
    >
      <ParentView />
    </ParentOnly>
  );
}
