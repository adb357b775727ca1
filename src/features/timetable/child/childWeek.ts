import { useEffect, useState } from 'react';
import { addDays, wallClock, weekStartOf } from '../../../domain/canteen';
import type { ChildTimetable } from '../timetable.schemas';

/** One day of the child's timetable, as `timetable/children/{id}` answers it (docs/api.md "Timetable"). */
export type ChildDay = ChildTimetable['days'][number];
export type ChildLesson = ChildDay['lessons'][number];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written `YYYY-MM-DD` (not 2026-02-30). */
export function isIsoDate(value: string): boolean {
  return ISO_DATE.test(value) && addDays(value, 0) === value;
}

/**
 * The Monday of the week to show: the week holding `asked` (the address's `?week=`, any day of it) when it is a
 * date, else this week's.
 * @example weekToShow('2026-12-23', '2026-11-24') === '2026-12-21'
 */
export function weekToShow(asked: string | null, today: string): string {
  return weekStartOf(asked && isIsoDate(asked) ? asked : today);
}

/** Monday to Sunday of the week starting on `monday`: the range the week's request asks for. */
export function weekRange(monday: string): { from: string; to: string } {
  return { from: monday, to: addDays(monday, 6) };
}

/** The lesson under way at `now` (a wall clock `YYYY-MM-DDTHH:MM`) on `date`, if any: start included, end not. */
export function isUnderWay(lesson: Pick<ChildLesson, 'start' | 'end'>, date: string, now: string): boolean {
  const time = now.slice(11, 16);
  return now.slice(0, 10) === date && lesson.start <= time && time < lesson.end;
}

/** A `#rrggbb` colour, the only form drawn as a subject's dot (the value comes from the API). */
export function safeColor(color: string): string | null {
  return /^#[0-9a-f]{6}$/i.test(color) ? color : null;
}

/** The subject's and the teacher's names in the script of the interface (Arabic ones on an Arabic screen). */
export function subjectName(lesson: Pick<ChildLesson, 'subject' | 'subject_ar'>, language: string): string {
  return language === 'ar' && lesson.subject_ar.trim() ? lesson.subject_ar : lesson.subject;
}

export function teacherName(
  lesson: Pick<ChildLesson, 'teacher' | 'teacher_ar'>,
  language: string,
): string | null {
  return language === 'ar' && lesson.teacher_ar?.trim() ? lesson.teacher_ar : lesson.teacher;
}

/** The school's wall clock (`YYYY-MM-DDTHH:MM`), read again every half minute: what "en cours" and "today" follow. */
export function useWallClock(): string {
  const [now, setNow] = useState(() => wallClock());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(wallClock()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
