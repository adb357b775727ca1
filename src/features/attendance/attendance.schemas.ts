import * as z from 'zod/mini';
import { pageShape, printedIdentityFields } from '../../api/schemas';
import {
  ABSENCE_KINDS,
  JUSTIFICATIONS,
  MARKS,
  SESSIONS,
  type Justification,
  type Mark,
  type Session,
} from '../../domain/attendance';

/** Answers of docs/api.md "Attendance" (roll calls, absences and lateness, the parent's view). */
export { ABSENCE_KINDS, JUSTIFICATIONS, MARKS, SESSIONS };

export const sessionSchema = z.enum(SESSIONS);
export const markSchema = z.enum(MARKS);
export const justificationSchema = z.enum(JUSTIFICATIONS);
export const absenceKindSchema = z.enum(ABSENCE_KINDS);

/** A student's names as the attendance answers write them: Latin script, then Arabic script. */
const namesShape = {
  firstname: z.string(),
  lastname: z.string(),
  firstname_ar: z.string(),
  lastname_ar: z.string(),
};

/** `GET attendance/classes`: the classes the user may call the roll of. */
export const attendanceClassSchema = z.object({
  classid: z.number(),
  name: z.string(),
  levelname: z.string(),
  studentsCount: z.number(),
});
export const attendanceClassesSchema = z.array(attendanceClassSchema);

/** One student of a roll call, with the mark given (everyone `present` while the roll call is not taken). */
export const rollCallStudentSchema = z.object({
  studentid: z.number(),
  ...namesShape,
  mark: markSchema,
  lateMinutes: z.nullable(z.number()),
  /** Whether the student has a photo (students/{id}/photo); absent from an API that does not say: initials. */
  hasPhoto: z.optional(z.boolean()),
});

/** A lesson of the half-day (the class's timetable), with whether its own roll call was taken. */
export const rollCallLessonSchema = z.object({
  slotid: z.number(),
  start: z.string(),
  end: z.string(),
  subject: z.string(),
  subject_ar: z.string(),
  teacherid: z.nullable(z.number()),
  teacher: z.nullable(z.string()),
  teacher_ar: z.nullable(z.string()),
  taken: z.boolean(),
  takenAt: z.nullable(z.string()),
  takenBy: z.nullable(z.string()),
  /** The caller teaches it: the lesson a teacher's roll call opens on while it is under way. */
  mine: z.optional(z.boolean()),
});

/**
 * `GET`/`PUT attendance/rollcall?class&date&session[&lesson]`: one class's roll call of one half-day, or of one
 * lesson of it (`lesson`). The half-day's lists its lessons; an API without timetables sends neither field.
 */
export const rollCallSchema = z.object({
  classid: z.number(),
  classname: z.string(),
  date: z.string(),
  session: sessionSchema,
  lesson: z.optional(z.nullable(rollCallLessonSchema)),
  lessons: z.optional(z.array(rollCallLessonSchema)),
  taken: z.boolean(),
  takenAt: z.nullable(z.string()),
  takenBy: z.nullable(z.string()),
  version: z.number(),
  students: z.array(rollCallStudentSchema),
});

/** One absence or lateness (`GET attendance/absences`, `attendance/absences/{id}`). */
export const absenceSchema = z.object({
  id: z.number(),
  studentid: z.number(),
  ...namesShape,
  classid: z.number(),
  classname: z.string(),
  date: z.string(),
  session: sessionSchema,
  kind: absenceKindSchema,
  lateMinutes: z.nullable(z.number()),
  state: justificationSchema,
  reason: z.nullable(z.string()),
  /** The parent's "absence justification" request that justified it, when one did. */
  requestId: z.nullable(z.number()),
  version: z.number(),
});
export const absencePageSchema = z.object({ ...pageShape(absenceSchema) });

/** One student's counts over the year (`GET attendance/students`). */
export const attendanceStudentSchema = z.object({
  studentid: z.number(),
  ...namesShape,
  classname: z.string(),
  absentHalfDays: z.number(),
  unjustifiedHalfDays: z.number(),
  lateCount: z.number(),
  overThreshold: z.boolean(),
});
export const attendanceStudentPageSchema = z.object({ ...pageShape(attendanceStudentSchema) });

/**
 * `GET`/`PUT attendance/settings?branch&year`: the branch's threshold of unjustified half-days and its roll calls'
 * deadlines (`HH:MM`); the summary, the lists, the letter and a child's view count with them.
 */
export const attendanceSettingsSchema = z.object({
  threshold: z.number(),
  deadlines: z.object({ morning: z.string(), afternoon: z.string() }),
});

/** `GET attendance/summary`: today's figures (the today card, the dashboard). */
export const attendanceSummarySchema = z.object({
  date: z.string(),
  session: sessionSchema,
  absentToday: z.number(),
  lateToday: z.number(),
  missingRollCalls: z.array(z.object({ classid: z.number(), classname: z.string(), session: sessionSchema })),
  overThreshold: z.number(),
  threshold: z.number(),
});

const statsCountsShape = {
  absentHalfDays: z.number(),
  unjustifiedHalfDays: z.number(),
  lateCount: z.number(),
};

/** `GET attendance/stats`: the year's counts per class (with its rate of absence) and per month (`YYYY-MM`). */
export const attendanceStatsSchema = z.object({
  threshold: z.number(),
  classes: z.array(
    z.object({
      classid: z.number(),
      classname: z.string(),
      students: z.number(),
      ...statsCountsShape,
      rate: z.number(),
    }),
  ),
  months: z.array(z.object({ month: z.string(), ...statsCountsShape })),
});

/** One mark of a child, as their parent sees it. */
export const childMarkSchema = z.object({
  id: z.number(),
  date: z.string(),
  session: sessionSchema,
  kind: absenceKindSchema,
  lateMinutes: z.nullable(z.number()),
  state: justificationSchema,
  reason: z.nullable(z.string()),
});

/** `GET attendance/children/{studentid}`: a child's counts and marks, newest first. */
export const childAttendanceSchema = z.object({
  studentid: z.number(),
  threshold: z.number(),
  absentHalfDays: z.number(),
  unjustifiedHalfDays: z.number(),
  lateCount: z.number(),
  marks: z.array(childMarkSchema),
});

/**
 * `GET attendance/students/{studentid}/letter`: what the letter to the family prints. `school` is the printed
 * identity with the same fields as the certificate of schooling's.
 */
export const attendanceLetterSchema = z.object({
  date: z.string(),
  year: z.string(),
  school: z.object({
    name: z.string(),
    branch: z.string(),
    city: z.string(),
    address: z.string(),
    phone: z.string(),
    ...printedIdentityFields,
  }),
  student: z.object({ studentid: z.number(), ...namesShape, classname: z.string() }),
  guardians: z.array(z.object(namesShape)),
  threshold: z.number(),
  absentHalfDays: z.number(),
  unjustifiedHalfDays: z.number(),
  lateCount: z.number(),
  overThreshold: z.boolean(),
  absences: z.array(z.object({ date: z.string(), session: sessionSchema, state: justificationSchema })),
});

export type { AbsenceKind, AttendanceSettings, Justification, Mark, Session } from '../../domain/attendance';
export type AttendanceClass = z.infer<typeof attendanceClassSchema>;
export type RollCall = z.infer<typeof rollCallSchema>;
export type RollCallStudent = z.infer<typeof rollCallStudentSchema>;
export type RollCallLesson = z.infer<typeof rollCallLessonSchema>;
export type Absence = z.infer<typeof absenceSchema>;
export type AbsencePage = z.infer<typeof absencePageSchema>;
export type AttendanceStudent = z.infer<typeof attendanceStudentSchema>;
export type AttendanceStudentPage = z.infer<typeof attendanceStudentPageSchema>;
export type AttendanceSummary = z.infer<typeof attendanceSummarySchema>;
export type AttendanceStats = z.infer<typeof attendanceStatsSchema>;
export type ChildMark = z.infer<typeof childMarkSchema>;
export type ChildAttendance = z.infer<typeof childAttendanceSchema>;
export type AttendanceLetter = z.infer<typeof attendanceLetterSchema>;

/** The branch and year every office query carries, then the list's own parameters (page, filters, sort). */
export type AttendanceListQuery = { branch: number; year: number } & Record<string, string | number>;

/** Which roll call: a class, a day (`YYYY-MM-DD`) and a half-day, or a lesson of it (its timetable slot). */
export interface RollCallKey {
  class: number;
  date: string;
  session: Session;
  lesson?: number;
}

/** A roll call as saved: each student's mark, with the minutes of a lateness (null otherwise). */
export interface RollCallMarks {
  marks: Array<{ studentid: number; mark: Mark; lateMinutes: number | null }>;
}

/** A decision on an absence: justified or refused with a reason, or back to unjustified (undone). */
export interface JustificationInput {
  state: Justification;
  reason: string;
}
