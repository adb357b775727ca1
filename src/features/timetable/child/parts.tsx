import { MapPin, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/Badge';
import { Ltr } from '../../../components/Ltr';
import { numberLocale } from '../../../lib/locale';
import {
  isUnderWay,
  safeColor,
  subjectName,
  teacherName,
  type ChildDay,
  type ChildLesson,
} from './childWeek';

/**
 * A day as "mardi 24 novembre" in the language of the interface (Latin digits, the same day everywhere: the date
 * has no time zone), the way lib/dates.ts `formatDate` writes a date, with its weekday.
 */
export function formatDayTitle(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(numberLocale(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** The subject's colour as a small dot beside its name: the name says it, the dot only helps find it. */
function SubjectDot({ color }: { color: string }) {
  const shown = safeColor(color);
  return (
    <span
      aria-hidden="true"
      className="inline-block size-3 shrink-0 rounded-full border border-neutral-300 dark:border-neutral-600"
      style={shown ? { backgroundColor: shown } : undefined}
    />
  );
}

function LessonItem({ lesson, current }: { lesson: ChildLesson; current: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const teacher = teacherName(lesson, language);
  return (
    <li
      aria-current={current ? 'time' : undefined}
      className={`flex gap-3 py-2 ${current ? '-mx-2 rounded-control bg-primary-50 px-2 ring-2 ring-primary-500 dark:bg-primary-950' : ''}`}
    >
      <span className="w-24 shrink-0 pt-0.5 text-sm font-semibold whitespace-nowrap text-neutral-800 tabular-nums dark:text-neutral-100">
        <Ltr>
          {lesson.start}–{lesson.end}
        </Ltr>
      </span>
      <div className="min-w-0 flex-1 space-y-0.5">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-neutral-900 dark:text-white">
          <SubjectDot color={lesson.color} />
          <span dir="auto">{subjectName(lesson, language)}</span>
          {current && <Badge tone="primary">{t('childTimetable.now')}</Badge>}
        </p>
        {(teacher || lesson.room) && (
          <p className="flex flex-wrap gap-x-3 text-sm text-neutral-700 dark:text-neutral-200">
            {teacher && (
              <span className="inline-flex items-center gap-1">
                <UserRound size={14} aria-hidden="true" className="shrink-0" />
                <span className="sr-only">{t('childTimetable.teacher')}</span>
                <span dir="auto">{teacher}</span>
              </span>
            )}
            {lesson.room && (
              <span className="inline-flex items-center gap-1">
                <MapPin size={14} aria-hidden="true" className="shrink-0" />
                <span className="sr-only">{t('childTimetable.room')}</span>
                <span dir="auto">{lesson.room}</span>
              </span>
            )}
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * A day's lessons in time order, or why there are none (the school calendar's reason, or "no lessons"); the lesson
 * under way at `now` (a wall clock, `YYYY-MM-DDTHH:MM`) is marked "en cours".
 */
export function DayLessons({ day, now, label }: { day: ChildDay; now: string; label: string }) {
  const { t } = useTranslation();
  if (day.closed || day.lessons.length === 0) {
    return (
      <p className="text-sm font-medium text-neutral-700 dark:text-neutral-200">
        {t(`childTimetable.closed.${day.closed ?? 'noLessons'}`)}
      </p>
    );
  }
  const lessons = [...day.lessons].sort((a, b) => a.start.localeCompare(b.start));
  return (
    <ul aria-label={label} className="divide-y divide-neutral-200 dark:divide-neutral-700">
      {lessons.map((lesson) => (
        <LessonItem
          key={`${lesson.slotId}-${lesson.subjectId}`}
          lesson={lesson}
          current={isUnderWay(lesson, day.date, now)}
        />
      ))}
    </ul>
  );
}
