import type { TFunction } from 'i18next';
import {
  daysOf,
  periodsOf,
  plannedHours,
  timetableIssues,
  type PlacedLesson,
  type TimetableIssue,
} from '../../domain/timetable';
import { numberLocale } from '../../lib/locale';
import { nameIn } from '../../lib/nameIn';
import type { Lesson, Timetable, TimeSlotRow } from './timetable.schemas';

/**
 * What the week grid shows of a timetable answer (docs/api.md "Timetable"): its days and periods, a slot's cell,
 * the names in the reader's script, the problems as sentences, and the keyboard moves between slots. Pure, so the
 * page, the editor and the printed copy agree.
 */

export { nameIn };

export const subjectOf = (row: { subject: string; subject_ar: string }, language: string) =>
  nameIn(row.subject, row.subject_ar, language);

export const teacherOf = (row: { teacher: string | null; teacher_ar: string | null }, language: string) =>
  nameIn(row.teacher, row.teacher_ar, language);

/** The week's layout: the days that have slots, the periods of a day, and the slot at a day and period. */
export interface WeekLayout {
  days: number[];
  periods: Array<{ start: string; end: string }>;
  slotAt: (day: number, period: { start: string; end: string }) => TimeSlotRow | undefined;
}

export function weekLayout(slots: readonly TimeSlotRow[]): WeekLayout {
  const byPlace = new Map(slots.map((slot) => [`${slot.day}|${slot.start}|${slot.end}`, slot]));
  return {
    days: daysOf(slots),
    periods: periodsOf(slots),
    slotAt: (day, period) => byPlace.get(`${day}|${period.start}|${period.end}`),
  };
}

/** A move of the keyboard between slots: up and down a day's periods, or to the day before or after. */
export type SlotStep = 'up' | 'down' | 'dayBefore' | 'dayAfter';

/**
 * The slot one step away from `slotId`, skipping the places without a slot (Wednesday afternoon), or `slotId` itself
 * at the edge of the week.
 */
export function neighbourSlot(
  layout: WeekLayout,
  slots: readonly TimeSlotRow[],
  slotId: number,
  step: SlotStep,
) {
  const slot = slots.find((candidate) => candidate.id === slotId);
  if (!slot) return slotId;
  let day = layout.days.indexOf(slot.day);
  let period = layout.periods.findIndex((row) => row.start === slot.start && row.end === slot.end);
  const vertical = step === 'up' || step === 'down';
  const delta = step === 'up' || step === 'dayBefore' ? -1 : 1;
  for (;;) {
    if (vertical) period += delta;
    else day += delta;
    const dayValue = layout.days[day];
    const periodValue = layout.periods[period];
    if (dayValue === undefined || periodValue === undefined) return slotId;
    const next = layout.slotAt(dayValue, periodValue);
    if (next) return next.id;
  }
}

/** The arrow key's step; left and right are mirrored right to left (the day after is on the left in Arabic). */
export function stepOfKey(key: string, rtl: boolean): SlotStep | null {
  switch (key) {
    case 'ArrowUp':
      return 'up';
    case 'ArrowDown':
      return 'down';
    case 'ArrowLeft':
      return rtl ? 'dayAfter' : 'dayBefore';
    case 'ArrowRight':
      return rtl ? 'dayBefore' : 'dayAfter';
    default:
      return null;
  }
}

const asPlaced = (lesson: Omit<PlacedLesson, never>): PlacedLesson => ({
  id: lesson.id,
  slotId: lesson.slotId,
  classId: lesson.classId,
  subjectId: lesson.subjectId,
  teacherId: lesson.teacherId,
  roomId: lesson.roomId,
});

/**
 * What is wrong with the week shown (domain/timetable.ts `timetableIssues`), over its lessons and the other
 * classes' lessons that share a teacher or a room, against its teaching assignments and its teachers' contracts.
 */
export function issuesOf(timetable: Timetable, lessons: readonly Lesson[]): TimetableIssue[] {
  return timetableIssues({
    slots: timetable.slots,
    lessons: [...lessons.map(asPlaced), ...timetable.others.map(asPlaced)],
    required: timetable.required.map((row) => ({
      classId: row.classId,
      subjectId: row.subjectId,
      hours: row.hours,
    })),
    contracts: timetable.contracts.map((row) => ({ teacherId: row.teacherId, weeklyHours: row.weeklyHours })),
  });
}

/** A clash of the cell: its kind and the other classes it involves (by name). */
export interface CellClash {
  kind: 'teacherTwice' | 'roomTwice' | 'classTwice';
  classes: string[];
}

/** The clashes of one slot that involve a lesson shown, naming the other classes' lessons of each. */
export function clashesAt(
  issues: readonly TimetableIssue[],
  slotId: number,
  shown: readonly Lesson[],
  timetable: Timetable,
): CellClash[] {
  const shownIds = new Set(shown.map((lesson) => lesson.id));
  const otherById = new Map(timetable.others.map((lesson) => [lesson.id, lesson]));
  const clashes: CellClash[] = [];
  for (const issue of issues) {
    if (issue.kind !== 'teacherTwice' && issue.kind !== 'roomTwice' && issue.kind !== 'classTwice') continue;
    if (issue.slotId !== slotId || !issue.lessonIds.some((id) => shownIds.has(id))) continue;
    const classes = [
      ...new Set(
        issue.lessonIds.flatMap((id) => {
          const other = otherById.get(id);
          return other ? [other.classname] : [];
        }),
      ),
    ];
    clashes.push({ kind: issue.kind, classes });
  }
  return clashes;
}

const hoursFormats = new Map<string, Intl.NumberFormat>();

/** Hours as a figure ("1,5" in French), Latin digits in every language. */
export function formatHours(hours: number, language: string): string {
  let format = hoursFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(numberLocale(language), { maximumFractionDigits: 1 });
    hoursFormats.set(language, format);
  }
  return format.format(hours);
}

/** The time of a slot, `08:30–09:25`. */
export const periodText = (period: { start: string; end: string }) => `${period.start}–${period.end}`;

/** A list of names joined as the language writes it ("6A, 6B" or "6A et 6B"). */
function listOf(names: readonly string[], language: string): string {
  return names.join(language === 'ar' ? '، ' : ', ');
}

/**
 * Every problem as one sentence (docs/api.md "Timetable", "Problems"): "Mme X a deux cours lundi 08:30–09:25 (6A,
 * 6B)", "Mathématiques : 4 h placées sur 5 h", "M. Y : 22 h pour un contrat de 20 h".
 */
export function issueSentence(
  issue: TimetableIssue,
  timetable: Timetable,
  lessons: readonly Lesson[],
  t: TFunction,
  language: string,
): string {
  const slot = 'slotId' in issue ? timetable.slots.find((row) => row.id === issue.slotId) : undefined;
  const when = slot
    ? { day: t(`timetable.dayInText.${slot.day}`), time: periodText(slot) }
    : { day: '', time: '' };
  const lessonById = new Map<number, { classname: string; subjectId: number }>([
    ...timetable.others.map((row) => [row.id, row] as const),
    ...lessons.map((row) => [row.id, row] as const),
  ]);
  const classesOf = (ids: readonly number[]) =>
    listOf([...new Set(ids.flatMap((id) => lessonById.get(id)?.classname ?? []))], language);
  const teacherName = (teacherId: number) => {
    const contract = timetable.contracts.find((row) => row.teacherId === teacherId);
    if (contract) return nameIn(contract.teacher, contract.teacher_ar, language);
    const lesson = [...lessons, ...timetable.required].find((row) => row.teacherId === teacherId);
    return lesson ? teacherOf(lesson, language) : '';
  };
  const subjectName = (subjectId: number) => {
    const row = [...timetable.required, ...lessons].find((candidate) => candidate.subjectId === subjectId);
    return row ? subjectOf(row, language) : '';
  };
  const hours = (value: number) => formatHours(value, language);
  switch (issue.kind) {
    case 'teacherTwice':
      return t('timetable.problems.teacherTwice', {
        teacher: teacherName(issue.teacherId),
        ...when,
        classes: classesOf(issue.lessonIds),
      });
    case 'roomTwice':
      return t('timetable.problems.roomTwice', {
        room: timetable.rooms.find((room) => room.id === issue.roomId)?.name ?? '',
        ...when,
        classes: classesOf(issue.lessonIds),
      });
    case 'classTwice':
      return t('timetable.problems.classTwice', {
        class: lessonById.get(issue.lessonIds[0]!)?.classname ?? '',
        ...when,
        subjects: listOf(
          [
            ...new Set(
              issue.lessonIds.map((id) => subjectName(lessonById.get(id)?.subjectId ?? 0)).filter(Boolean),
            ),
          ],
          language,
        ),
      });
    case 'subjectHours':
      return t('timetable.problems.subjectHours', {
        subject: subjectName(issue.subjectId),
        planned: hours(issue.planned),
        required: hours(issue.required),
      });
    case 'teacherHours':
      return t('timetable.problems.teacherHours', {
        teacher: teacherName(issue.teacherId),
        planned: hours(issue.planned),
        contract: hours(issue.contract),
      });
  }
}

/** A subject the class must be taught, with its hours required and placed, and how many lessons are missing. */
export interface TrayRow {
  subjectId: number;
  subject: string;
  subject_ar: string;
  color: string;
  required: number;
  planned: number;
  /** Lessons still to place: one per missing hour, a half hour left counting as one (a 30-minute slot). */
  missing: number;
}

/** The tray "À placer": each required subject of the class (its assignments summed), in the answer's order. */
export function trayRows(timetable: Timetable, lessons: readonly Lesson[]): TrayRow[] {
  const planned = plannedHours(timetable.slots, lessons);
  const rows = new Map<number, TrayRow>();
  for (const row of timetable.required) {
    const known = rows.get(row.subjectId);
    if (known) known.required += row.hours;
    else
      rows.set(row.subjectId, {
        subjectId: row.subjectId,
        subject: row.subject,
        subject_ar: row.subject_ar,
        color: row.color,
        required: row.hours,
        planned: planned.get(row.subjectId) ?? 0,
        missing: 0,
      });
  }
  return [...rows.values()].map((row) => ({
    ...row,
    missing: Math.max(0, Math.ceil(row.required - row.planned)),
  }));
}

/** The hours of the lessons shown (a teacher's week, a room's occupation). */
export function hoursOf(timetable: Timetable, lessons: readonly Lesson[]): number {
  return [...plannedHours(timetable.slots, lessons).values()].reduce((sum, hours) => sum + hours, 0);
}

/**
 * A light tint of a subject's colour for a lesson's background (15 % of the colour over white): dark text stays
 * readable on it whatever the colour; the colour itself is the chip's start border.
 */
export function tintOf(color: string): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (!match) return '#f1f5f9';
  const mix = (hex: string) =>
    Math.round(255 - (255 - parseInt(hex, 16)) * 0.15)
      .toString(16)
      .padStart(2, '0');
  return `#${mix(match[1]!)}${mix(match[2]!)}${mix(match[3]!)}`;
}

/** A valid subject colour for the chip's border, grey when the answer's is not `#rrggbb`. */
export const borderOf = (color: string) => (/^#[0-9a-f]{6}$/i.test(color) ? color : '#94a3b8');
