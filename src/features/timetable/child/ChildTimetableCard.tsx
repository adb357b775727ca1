import { skipToken } from '@reduxjs/toolkit/query';
import { CalendarRange, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '../../../components/Card';
import { ErrorState } from '../../../components/ErrorState';
import { addDays } from '../../../domain/canteen';
import { childFirstName } from '../../../lib/childName';
import { paths } from '../../../paths';
import { useSelectedChild } from '../../../session/useScope';
import { useCanOpen } from '../../auth';
import { useGetChildTimetableQuery } from '../timetable.api';
import { useWallClock, type ChildDay } from './childWeek';
import { DayLessons, formatDayTitle } from './parts';

const BLOCK = 'rounded bg-neutral-200 dark:bg-neutral-700';

function CardSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('childTimetable.loading')} className="animate-pulse space-y-3">
      {[0, 1].map((key) => (
        <div key={key} className="space-y-2">
          <div className={`${BLOCK} h-4 w-1/2`} />
          <div className={`${BLOCK} h-10`} />
          <div className={`${BLOCK} h-10`} />
        </div>
      ))}
    </div>
  );
}

function DayPart({ day, when, now }: { day: ChildDay; when: 'today' | 'tomorrow'; now: string }) {
  const { t, i18n } = useTranslation();
  const id = `parent-timetable-${when}`;
  const title = t(`childTimetable.card.${when}`, { date: formatDayTitle(day.date, i18n.language) });
  return (
    <section aria-labelledby={id} className="space-y-1">
      <h3 id={id} className="font-semibold text-neutral-900 dark:text-white">
        {title}
      </h3>
      <DayLessons day={day} now={now} label={title} />
    </section>
  );
}

/**
 * The selected child's lessons on the parent's dashboard, one-handed at 390 px: today's and tomorrow's, each with its
 * times, subject, teacher and room, the lesson under way marked; a closed day says why (holidays, no lessons); a
 * link to the whole week (docs/api.md "Timetable", `timetable/children/{id}`).
 */
export function ChildTimetableCard() {
  const { t, i18n } = useTranslation();
  const canOpen = useCanOpen();
  const { child, year } = useSelectedChild();
  const now = useWallClock();
  const today = now.slice(0, 10);
  const tomorrow = addDays(today, 1);
  const { currentData, isError, refetch } = useGetChildTimetableQuery(
    child && year !== null ? { student: child.studentid, year, from: today, to: tomorrow } : skipToken,
  );
  if (!child) return null;
  const name = childFirstName(child, i18n.language);
  const dayOf = (date: string) => currentData?.days.find((day) => day.date === date);
  const todays = dayOf(today);
  const tomorrows = dayOf(tomorrow);
  return (
    <Card as="section" aria-labelledby="parent-timetable" className="space-y-3">
      <h2
        id="parent-timetable"
        className="flex items-center gap-2 text-lg font-semibold text-neutral-900 dark:text-white"
      >
        <CalendarRange size={20} aria-hidden="true" />
        {t('childTimetable.card.title', { name })}
      </h2>
      {isError ? (
        <ErrorState message={t('childTimetable.loadError')} onRetry={() => void refetch()} />
      ) : !currentData ? (
        <CardSkeleton />
      ) : (
        <>
          {todays && <DayPart day={todays} when="today" now={now} />}
          {tomorrows && <DayPart day={tomorrows} when="tomorrow" now={now} />}
        </>
      )}
      {canOpen(paths.childTimetable()) && (
        <Link
          to={paths.childTimetable()}
          className="inline-flex min-h-11 items-center gap-1 font-semibold text-primary-700 hover:underline md:min-h-0 dark:text-primary-300"
        >
          {t('childTimetable.card.week')}
          <ChevronRight size={16} aria-hidden="true" className="rtl:rotate-180" />
        </Link>
      )}
    </Card>
  );
}
