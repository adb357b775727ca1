import type { TFunction } from 'i18next';
import type { TimetableIssue } from '../../domain/timetable';
import type { Lesson, Timetable } from './timetable.schemas';
import { clashesAt } from './timetableView';
import { CHIP, chipStyle, CLASH_CELL, ClashBadges, LessonLines, WeekGrid } from './WeekGrid';

/**
 * A week read only: a teacher's, a room's, a class's for whoever may not change it, and the printed copy. Each
 * slot's lessons as chips; a clash (when `issues` are given) outlined and said in a badge.
 */
export function ReadOnlyWeek({
  timetable,
  caption,
  language,
  tr,
  issues = [],
  className,
}: {
  timetable: Timetable;
  caption: string;
  language: string;
  tr: TFunction;
  issues?: readonly TimetableIssue[];
  className?: string;
}) {
  const bySlot = new Map<number, Lesson[]>();
  for (const lesson of timetable.lessons)
    bySlot.set(lesson.slotId, [...(bySlot.get(lesson.slotId) ?? []), lesson]);
  return (
    <WeekGrid
      caption={caption}
      slots={timetable.slots}
      tr={tr}
      className={className}
      cellProps={(slot) =>
        clashesAt(issues, slot.id, bySlot.get(slot.id) ?? [], timetable).length > 0
          ? { className: CLASH_CELL }
          : {}
      }
      cell={(slot) => {
        const lessons = bySlot.get(slot.id) ?? [];
        return (
          <>
            {lessons.map((lesson) => (
              <span
                key={lesson.id}
                data-lesson={lesson.id}
                className={`${CHIP} mb-1 last:mb-0`}
                style={chipStyle(lesson.color)}
              >
                <LessonLines lesson={lesson} kind={timetable.view.kind} language={language} tr={tr} />
              </span>
            ))}
            <ClashBadges clashes={clashesAt(issues, slot.id, lessons, timetable)} tr={tr} />
          </>
        );
      }}
    />
  );
}
