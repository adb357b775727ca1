import type { TFunction } from 'i18next';
import type { CSSProperties, ReactNode, TdHTMLAttributes } from 'react';
import { Badge } from '../../components/Badge';
import type { Lesson, TimeSlotRow, TimetableViewKind } from './timetable.schemas';
import {
  borderOf,
  periodText,
  subjectOf,
  teacherOf,
  tintOf,
  weekLayout,
  type CellClash,
} from './timetableView';

/**
 * The week as a table (docs/api.md "Timetable"): a column per day that has slots, a row per period, a `<th>` for
 * each (screen readers name a cell by its day and time); a place without a slot is a blank cell. What a slot's cell
 * holds is the caller's: the lessons read only, the editor's controls, the printed copy.
 */
export function WeekGrid({
  caption,
  slots,
  tr,
  cell,
  cellProps,
  className = '',
}: {
  caption: ReactNode;
  slots: readonly TimeSlotRow[];
  /** The texts' language: the interface's, or the printed copy's. */
  tr: TFunction;
  cell: (slot: TimeSlotRow) => ReactNode;
  cellProps?: (slot: TimeSlotRow) => TdHTMLAttributes<HTMLTableCellElement>;
  className?: string;
}) {
  const layout = weekLayout(slots);
  return (
    <table className={`w-full table-fixed border-collapse text-sm ${className}`}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th
            scope="col"
            className="w-24 border-b border-neutral-300 px-2 py-2 text-start text-xs font-semibold text-neutral-600 dark:border-neutral-600 dark:text-neutral-300"
          >
            {tr('timetable.time')}
          </th>
          {layout.days.map((day) => (
            <th
              key={day}
              scope="col"
              className="border-b border-neutral-300 px-2 py-2 text-start font-semibold dark:border-neutral-600"
            >
              {tr(`timetable.days.${day}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {layout.periods.map((period) => (
          <tr key={`${period.start}-${period.end}`}>
            <th
              scope="row"
              className="border-b border-neutral-200 px-2 py-1 text-start align-top text-xs font-semibold whitespace-nowrap tabular-nums text-neutral-700 dark:border-neutral-700 dark:text-neutral-300"
            >
              <bdi dir="ltr">{periodText(period)}</bdi>
            </th>
            {layout.days.map((day) => {
              const slot = layout.slotAt(day, period);
              if (!slot)
                return (
                  <td
                    key={day}
                    className="border-b border-neutral-200 bg-neutral-100 dark:border-neutral-700 dark:bg-neutral-900"
                  />
                );
              const { className: extra = '', ...rest } = cellProps?.(slot) ?? {};
              return (
                <td
                  key={day}
                  data-slot={slot.id}
                  className={`h-16 border-b border-neutral-200 p-1 align-top dark:border-neutral-700 ${extra}`}
                  {...rest}
                >
                  {cell(slot)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A lesson's chip: a light tint of its subject's colour and a start border in the colour (never the colour alone). */
export const CHIP =
  'lesson-chip block w-full rounded-control border-s-4 px-2 py-1 text-start text-xs leading-snug text-neutral-900';

export function chipStyle(color: string): CSSProperties {
  return { backgroundColor: tintOf(color), borderInlineStartColor: borderOf(color) };
}

/** A lesson's lines: its subject, then its teacher (a class's week) or its class (a teacher's or room's), its room. */
export function LessonLines({
  lesson,
  kind,
  language,
  tr,
}: {
  lesson: Lesson;
  kind: TimetableViewKind;
  language: string;
  tr: TFunction;
}) {
  const detail =
    kind === 'class'
      ? teacherOf(lesson, language) || tr('timetable.noTeacher')
      : kind === 'teacher'
        ? lesson.classname
        : [lesson.classname, teacherOf(lesson, language)].filter(Boolean).join(' · ');
  return (
    <>
      <bdi className="block font-semibold">{subjectOf(lesson, language)}</bdi>
      <bdi className="block">{detail}</bdi>
      {kind !== 'room' && (
        <bdi className="block text-neutral-700">{lesson.room ?? tr('timetable.noRoom')}</bdi>
      )}
    </>
  );
}

/** The clashes of a cell in words ("Enseignant déjà pris (6B)"), each a danger badge. */
export function ClashBadges({ clashes, tr }: { clashes: readonly CellClash[]; tr: TFunction }) {
  if (clashes.length === 0) return null;
  return (
    <span className="mt-1 flex flex-wrap gap-1">
      {clashes.map((clash) => (
        <Badge key={clash.kind} tone="danger">
          {clash.classes.length > 0
            ? tr('timetable.clash.with', {
                clash: tr(`timetable.clash.${clash.kind}`),
                classes: clash.classes.join(', '),
              })
            : tr(`timetable.clash.${clash.kind}`)}
        </Badge>
      ))}
    </span>
  );
}

/** Outline of a cell with a clash: the danger colour, beside the badge that says it in words. */
export const CLASH_CELL = 'outline-2 -outline-offset-2 outline-danger-600';
