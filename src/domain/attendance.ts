/**
 * Attendance (docs/api.md "Attendance"): roll calls by half-day, absences and lateness, their justification, and the
 * threshold of unjustified half-days. Shared by the screens and the demo API (which imports this file with its `.ts`
 * extension), so both apply one rule. This file imports only `dates.ts`, so the demo API loads it in Node.
 *
 * School half-days: Monday to Friday mornings; afternoons on Monday, Tuesday, Thursday and Friday (Wednesday
 * afternoon is off, as in Moroccan private schools). An absence mark is one half-day; a late mark is not one.
 *
 * Where the class has a timetable, the roll call may be taken lesson by lesson (each lesson's teacher at its start):
 * the half-day's marks then follow the lessons called (`halfDayFromLessons`).
 */
import { todayIso } from './dates.ts';

export const SESSIONS = ['morning', 'afternoon'] as const;
export type Session = (typeof SESSIONS)[number];

export const MARKS = ['present', 'absent', 'late'] as const;
export type Mark = (typeof MARKS)[number];

/** What is recorded of a half-day: an absence or a lateness (present leaves no record). */
export type AbsenceKind = Exclude<Mark, 'present'>;
export const ABSENCE_KINDS = ['absent', 'late'] as const satisfies readonly AbsenceKind[];

/** `justified` and `refused` carry a reason; `justified` may name the family's request as its document. */
export const JUSTIFICATIONS = ['unjustified', 'justified', 'refused'] as const;
export type Justification = (typeof JUSTIFICATIONS)[number];

/** Unjustified half-days from which a student is flagged (`isOverThreshold`), when the branch set none. */
export const ABSENCE_THRESHOLD_DEFAULT = 4;

/** A roll call not taken by then (the school's wall clock, `HH:MM`) is missing, when the branch set no deadlines. */
export const ROLL_CALL_DEADLINES: Readonly<Record<Session, string>> = {
  morning: '09:00',
  afternoon: '14:30',
};

/**
 * A branch's attendance setting (docs/api.md "Attendance", `attendance/settings`): the threshold of unjustified
 * half-days and each half-day's roll-call deadline (`HH:MM`, the school's wall clock).
 */
export interface AttendanceSettings {
  threshold: number;
  deadlines: Readonly<Record<Session, string>>;
}

/** The setting of a branch that never chose one (and of a data set older than the setting). */
export const ATTENDANCE_SETTINGS_DEFAULT: AttendanceSettings = {
  threshold: ABSENCE_THRESHOLD_DEFAULT,
  deadlines: ROLL_CALL_DEADLINES,
};

/**
 * What the setting may be (checked by the form, then by the API): a threshold of 1 to 50 whole half-days, the
 * morning's deadline from 07:00 to 12:30 and the afternoon's from 13:00 to 18:00 (both included).
 */
export const ATTENDANCE_SETTINGS_LIMITS = {
  threshold: { min: 1, max: 50 },
  deadlines: {
    morning: { from: '07:00', to: '12:30' },
    afternoon: { from: '13:00', to: '18:00' },
  },
} as const satisfies {
  threshold: { min: number; max: number };
  deadlines: Record<Session, { from: string; to: string }>;
};

/** When the afternoon starts: before it, the roll call of the day is the morning's (`rollCallNow`). */
export const AFTERNOON_STARTS = '13:30';

/** Limits of what is typed (checked by the form, then by the API). */
export const ATTENDANCE_LIMITS = {
  /** Minutes of a lateness, whole, from 1 to 240. */
  lateMinutes: { min: 1, max: 240 },
  /** A justification's or refusal's reason. */
  reason: 500,
} as const;

export function isSession(value: unknown): value is Session {
  return typeof value === 'string' && (SESSIONS as readonly string[]).includes(value);
}

export function isMark(value: unknown): value is Mark {
  return typeof value === 'string' && (MARKS as readonly string[]).includes(value);
}

export function isAbsenceKind(value: unknown): value is AbsenceKind {
  return typeof value === 'string' && (ABSENCE_KINDS as readonly string[]).includes(value);
}

export function isJustification(value: unknown): value is Justification {
  return typeof value === 'string' && (JUSTIFICATIONS as readonly string[]).includes(value);
}

/** A lateness's minutes: a whole number from 1 to 240. */
export function isLateMinutes(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= ATTENDANCE_LIMITS.lateMinutes.min &&
    value <= ATTENDANCE_LIMITS.lateMinutes.max
  );
}

/** Whether a justification state needs a reason: justified and refused do, unjustified (undone) does not. */
export function needsReason(state: Justification): boolean {
  return state !== 'unjustified';
}

/** An absence counts toward the threshold unless it is justified (a refused justification leaves it unjustified). */
export function countsAsUnjustified(state: Justification): boolean {
  return state !== 'justified';
}

/** A threshold the setting takes: a whole number of half-days from 1 to 50. */
export function isThreshold(value: unknown): value is number {
  const { min, max } = ATTENDANCE_SETTINGS_LIMITS.threshold;
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** A wall-clock time `HH:MM` (00:00 to 23:59). */
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A deadline the setting takes for `session`: a time `HH:MM` within its limits (`ATTENDANCE_SETTINGS_LIMITS`). */
export function isDeadline(session: Session, value: unknown): value is string {
  const { from, to } = ATTENDANCE_SETTINGS_LIMITS.deadlines[session];
  return typeof value === 'string' && CLOCK.test(value) && value >= from && value <= to;
}

/** The permission of attendance's pages and calls (access management's key). */
export const ATTENDANCE_PERMISSION = 'view-attendance-page';

/**
 * Whether a role of a branch and year runs that branch's attendance (the office: every class, the setting): the
 * admin role, or a role other than the built-in teachers' granting `view-attendance-page` (the direction). With the
 * teachers' role alone, a teacher calls and reads their own classes only and changes no setting.
 */
export function isAttendanceOfficeRole(role: { name: string; permissions: readonly string[] }): boolean {
  return (
    role.name === 'admin' || (role.name !== 'teacher' && role.permissions.includes(ATTENDANCE_PERMISSION))
  );
}

/** The student has `threshold` unjustified half-days or more. */
export function isOverThreshold(unjustifiedHalfDays: number, threshold = ABSENCE_THRESHOLD_DEFAULT): boolean {
  return unjustifiedHalfDays >= threshold;
}

// ---------------------------------------------------------------------------------------------------------------
// School half-days

const DAY_MS = 86_400_000;

function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 1 = Monday ... 7 = Sunday. */
function weekdayOf(isoDate: string): number {
  const day = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Monday to Friday. */
export function isSchoolDay(isoDate: string): boolean {
  return weekdayOf(isoDate) <= 5;
}

/** Whether `date` has that half-day: every school day has a morning, Wednesday no afternoon. */
export function hasSession(isoDate: string, session: Session): boolean {
  const weekday = weekdayOf(isoDate);
  return session === 'morning' ? weekday <= 5 : weekday <= 5 && weekday !== 3;
}

/** The half-days of a date, in order (none on a weekend). */
export function sessionsOf(isoDate: string): Session[] {
  return SESSIONS.filter((session) => hasSession(isoDate, session));
}

export interface HalfDay {
  date: string;
  session: Session;
}

/** The school half-days from `from` to `to` (both included), in order. */
export function halfDaysBetween(from: string, to: string): HalfDay[] {
  const days: HalfDay[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    for (const session of sessionsOf(date)) days.push({ date, session });
  }
  return days;
}

/** The half-day a lesson starting at `start` (`HH:MM`) is part of: the morning before 13:30, else the afternoon. */
export function sessionOfTime(start: string): Session {
  return start < AFTERNOON_STARTS ? 'morning' : 'afternoon';
}

export interface LessonMark {
  mark: Mark;
  lateMinutes: number | null;
}

/**
 * A student's half-day from their marks at the lessons of it that were called, in time order (the lesson roll
 * call): absent at any of them, the half-day is an absence (a half-day counts as missed whatever part of it was);
 * else late at any, a lateness of the first lateness's minutes; else present. No lesson called: present.
 * @example halfDayFromLessons([{ mark: 'late', lateMinutes: 5 }, { mark: 'present', lateMinutes: null }])
 * // { mark: 'late', lateMinutes: 5 }
 */
export function halfDayFromLessons(lessons: readonly LessonMark[]): LessonMark {
  if (lessons.some((lesson) => lesson.mark === 'absent')) return { mark: 'absent', lateMinutes: null };
  const late = lessons.find((lesson) => lesson.mark === 'late');
  return late ? { mark: 'late', lateMinutes: late.lateMinutes } : { mark: 'present', lateMinutes: null };
}

/** `now` as the school's wall clock: `HH:MM`. */
function clockOf(now: Date): string {
  return `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;
}

/**
 * The latest school half-day that has started at `now` (the school's local time): on a school day, its morning
 * until 13:30, then its afternoon (Wednesday: still its morning); on a weekend, the last half-day before it
 * (Friday afternoon).
 * @example rollCallNow(new Date(2026, 10, 30, 10, 0)) // { date: '2026-11-30', session: 'morning' } (a Monday)
 */
export function rollCallNow(now: Date): HalfDay {
  const today = todayIso(now);
  if (isSchoolDay(today)) {
    const afternoon = clockOf(now) >= AFTERNOON_STARTS && hasSession(today, 'afternoon');
    return { date: today, session: afternoon ? 'afternoon' : 'morning' };
  }
  let date = addDays(today, -1);
  while (!isSchoolDay(date)) date = addDays(date, -1);
  const sessions = sessionsOf(date);
  return { date, session: sessions[sessions.length - 1]! };
}

/**
 * Whether the roll call of that half-day is due at `now`: its deadline (the branch's setting, `ROLL_CALL_DEADLINES`
 * by default) has passed.
 */
export function isRollCallDue(
  halfDay: HalfDay,
  now: Date,
  deadlines: Readonly<Record<Session, string>> = ROLL_CALL_DEADLINES,
): boolean {
  const today = todayIso(now);
  if (halfDay.date !== today) return halfDay.date < today;
  return clockOf(now) >= deadlines[halfDay.session];
}
