/**
 * Timetables (docs/api.md "Timetable"): a branch's time slots, the lessons placed in them, and what is wrong with a
 * timetable: a teacher, a room or a class booked twice in one slot, a subject taught more or fewer hours than its
 * teaching assignment says, a teacher given more hours than their contract. Shared by the screens (the grid editor
 * shows a problem as soon as a lesson is moved) and the demo API (which imports this file with its `.ts`
 * extension), so both apply one rule. This file imports nothing, so the demo API loads it in Node; a date's weekday
 * is `canteen.ts` `weekdayOf` (1 Monday … 7 Sunday), the numbering of `TimeSlot.day`.
 */

/** School days of the week, ISO numbering: 1 Monday … 6 Saturday. */
export const TIMETABLE_DAYS = [1, 2, 3, 4, 5, 6] as const;
export type TimetableDay = (typeof TIMETABLE_DAYS)[number];

/** One slot of a branch's week: a day and the wall-clock times `HH:MM` of its start and end. */
export interface TimeSlot {
  id: number;
  day: number;
  start: string;
  end: string;
}

/** A lesson placed in a slot: a class's subject, its teacher (from the teaching assignment) and its room. */
export interface PlacedLesson {
  id: number;
  slotId: number;
  classId: number;
  subjectId: number;
  teacherId: number | null;
  roomId: number | null;
}

/** What a class must be taught: a subject, its teacher and its weekly hours (the teaching assignment). */
export interface WeeklyHours {
  classId: number;
  subjectId: number;
  hours: number;
}

/** A teacher's contracted weekly hours. */
export interface ContractHours {
  teacherId: number;
  weeklyHours: number;
}

export type TimetableIssue =
  | { kind: 'teacherTwice'; slotId: number; teacherId: number; lessonIds: number[] }
  | { kind: 'roomTwice'; slotId: number; roomId: number; lessonIds: number[] }
  | { kind: 'classTwice'; slotId: number; classId: number; lessonIds: number[] }
  | { kind: 'subjectHours'; classId: number; subjectId: number; planned: number; required: number }
  | { kind: 'teacherHours'; teacherId: number; planned: number; contract: number };

export const TIMETABLE_ISSUE_KINDS = [
  'teacherTwice',
  'roomTwice',
  'classTwice',
  'subjectHours',
  'teacherHours',
] as const satisfies ReadonlyArray<TimetableIssue['kind']>;

/** Limits of what a branch's slots may be (checked by the settings form, then by the API). */
export const TIMETABLE_LIMITS = {
  /** Slots in a week. */
  slots: 80,
  /** Shortest and longest slot, minutes. */
  minMinutes: 20,
  maxMinutes: 240,
} as const;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A wall-clock time written `HH:MM` (00:00–23:59). */
export function isTime(value: unknown): value is string {
  return typeof value === 'string' && TIME.test(value);
}

/** Minutes since midnight of `HH:MM`. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/**
 * The hours a slot counts for in the weekly hours: its length rounded to the nearest half hour, as a school counts a
 * lesson ("une heure de cours" of 55 minutes is one hour, a slot of 30 minutes half an hour).
 */
export function slotHours(slot: Pick<TimeSlot, 'start' | 'end'>): number {
  const minutes = minutesOf(slot.end) - minutesOf(slot.start);
  return Math.max(0, Math.round(minutes / 30) / 2);
}

/** Slots in week order: day, then start time. */
export function sortSlots<T extends Pick<TimeSlot, 'day' | 'start'>>(slots: readonly T[]): T[] {
  return [...slots].sort((a, b) => a.day - b.day || a.start.localeCompare(b.start));
}

/** The day's rows of a grid: the distinct start–end periods of the slots, in time order. */
export function periodsOf(slots: ReadonlyArray<Pick<TimeSlot, 'start' | 'end'>>): Array<{
  start: string;
  end: string;
}> {
  const seen = new Map<string, { start: string; end: string }>();
  for (const slot of slots) seen.set(`${slot.start}-${slot.end}`, { start: slot.start, end: slot.end });
  return [...seen.values()].sort((a, b) => a.start.localeCompare(b.start) || a.end.localeCompare(b.end));
}

/** The days that have at least one slot, in order. */
export function daysOf(slots: ReadonlyArray<Pick<TimeSlot, 'day'>>): number[] {
  return [...new Set(slots.map((slot) => slot.day))].sort((a, b) => a - b);
}

/**
 * Why a branch's slots cannot be saved, or null: a slot's day or times invalid, shorter than 20 minutes or longer
 * than 4 hours, or overlapping another slot of the same day.
 */
export function slotsProblem(slots: ReadonlyArray<Omit<TimeSlot, 'id'>>): {
  code: 'TIMETABLE_SLOT_INVALID' | 'TIMETABLE_SLOTS_OVERLAP' | 'TIMETABLE_TOO_MANY_SLOTS';
  index: number;
} | null {
  if (slots.length > TIMETABLE_LIMITS.slots) return { code: 'TIMETABLE_TOO_MANY_SLOTS', index: 0 };
  for (const [index, slot] of slots.entries()) {
    const valid =
      (TIMETABLE_DAYS as readonly number[]).includes(slot.day) && isTime(slot.start) && isTime(slot.end);
    const minutes = valid ? minutesOf(slot.end) - minutesOf(slot.start) : 0;
    if (!valid || minutes < TIMETABLE_LIMITS.minMinutes || minutes > TIMETABLE_LIMITS.maxMinutes)
      return { code: 'TIMETABLE_SLOT_INVALID', index };
  }
  for (const [index, slot] of slots.entries()) {
    const overlaps = slots.some(
      (other, at) =>
        at < index &&
        other.day === slot.day &&
        minutesOf(other.start) < minutesOf(slot.end) &&
        minutesOf(slot.start) < minutesOf(other.end),
    );
    if (overlaps) return { code: 'TIMETABLE_SLOTS_OVERLAP', index };
  }
  return null;
}

function twice<K extends 'teacherId' | 'roomId' | 'classId'>(
  lessons: readonly PlacedLesson[],
  key: K,
): Array<{ slotId: number; id: number; lessonIds: number[] }> {
  const groups = new Map<string, { slotId: number; id: number; lessonIds: number[] }>();
  for (const lesson of lessons) {
    const id = lesson[key];
    if (id === null) continue;
    const at = `${lesson.slotId}:${id}`;
    const group = groups.get(at);
    if (group) group.lessonIds.push(lesson.id);
    else groups.set(at, { slotId: lesson.slotId, id, lessonIds: [lesson.id] });
  }
  return [...groups.values()].filter((group) => group.lessonIds.length > 1);
}

export interface TimetableCheck {
  slots: readonly TimeSlot[];
  /** Every lesson that may clash: the timetable shown and the other lessons of its teachers and rooms. */
  lessons: readonly PlacedLesson[];
  /** The hours each class shown must be taught (its teaching assignments); other classes are not counted. */
  required: readonly WeeklyHours[];
  /** The contracts of the teachers to check; `lessons` must then hold every lesson of these teachers. */
  contracts: readonly ContractHours[];
}

/**
 * What is wrong with a timetable (docs/api.md "Timetable", "Problems"): every slot where a teacher, a room or a
 * class has two lessons; every subject of a class taught more or fewer hours than required (a subject placed without
 * an assignment counts as required 0); every teacher given more hours than their contract. In a stable order: the
 * clashes by slot, then the hours.
 */
export function timetableIssues({ slots, lessons, required, contracts }: TimetableCheck): TimetableIssue[] {
  const slotById = new Map(slots.map((slot) => [slot.id, slot]));
  const hoursOf = (lesson: PlacedLesson) => {
    const slot = slotById.get(lesson.slotId);
    return slot ? slotHours(slot) : 0;
  };
  const order = new Map(sortSlots(slots).map((slot, index) => [slot.id, index]));
  const bySlot = (a: { slotId: number }, b: { slotId: number }) =>
    (order.get(a.slotId) ?? 0) - (order.get(b.slotId) ?? 0);
  const issues: TimetableIssue[] = [
    ...twice(lessons, 'teacherId').map((group) => ({
      kind: 'teacherTwice' as const,
      slotId: group.slotId,
      teacherId: group.id,
      lessonIds: group.lessonIds,
    })),
    ...twice(lessons, 'roomId').map((group) => ({
      kind: 'roomTwice' as const,
      slotId: group.slotId,
      roomId: group.id,
      lessonIds: group.lessonIds,
    })),
    ...twice(lessons, 'classId').map((group) => ({
      kind: 'classTwice' as const,
      slotId: group.slotId,
      classId: group.id,
      lessonIds: group.lessonIds,
    })),
  ].sort(bySlot);

  const classes = new Set(required.map((row) => row.classId));
  const planned = new Map<string, number>();
  for (const lesson of lessons) {
    if (!classes.has(lesson.classId)) continue;
    const key = `${lesson.classId}:${lesson.subjectId}`;
    planned.set(key, (planned.get(key) ?? 0) + hoursOf(lesson));
  }
  const subjects = new Map<string, WeeklyHours>();
  for (const row of required) {
    const key = `${row.classId}:${row.subjectId}`;
    const known = subjects.get(key);
    subjects.set(key, known ? { ...known, hours: known.hours + row.hours } : { ...row });
  }
  for (const key of planned.keys()) {
    if (!subjects.has(key)) {
      const [classId, subjectId] = key.split(':').map(Number);
      subjects.set(key, { classId: classId!, subjectId: subjectId!, hours: 0 });
    }
  }
  for (const [key, row] of subjects) {
    const hours = planned.get(key) ?? 0;
    if (hours !== row.hours)
      issues.push({
        kind: 'subjectHours',
        classId: row.classId,
        subjectId: row.subjectId,
        planned: hours,
        required: row.hours,
      });
  }

  for (const contract of contracts) {
    const hours = lessons
      .filter((lesson) => lesson.teacherId === contract.teacherId)
      .reduce((sum, lesson) => sum + hoursOf(lesson), 0);
    if (hours > contract.weeklyHours)
      issues.push({
        kind: 'teacherHours',
        teacherId: contract.teacherId,
        planned: hours,
        contract: contract.weeklyHours,
      });
  }
  return issues;
}

/** The hours placed per subject of a class (`subjectId` → hours), from its lessons. */
export function plannedHours(
  slots: readonly TimeSlot[],
  lessons: ReadonlyArray<Pick<PlacedLesson, 'slotId' | 'subjectId'>>,
): Map<number, number> {
  const slotById = new Map(slots.map((slot) => [slot.id, slot]));
  const hours = new Map<number, number>();
  for (const lesson of lessons) {
    const slot = slotById.get(lesson.slotId);
    if (slot) hours.set(lesson.subjectId, (hours.get(lesson.subjectId) ?? 0) + slotHours(slot));
  }
  return hours;
}
