import { sessionOfTime, type AbsenceKind, type Session } from '../../domain/attendance.ts';
import { weekdayOf } from '../../domain/canteen.ts';
import { db } from '../core/db.ts';
import { error } from '../core/listing.ts';
import type { DemoData, DemoUser } from '../core/tables.ts';
import type { DemoClass } from '../school/index.ts';
import { WeekContext } from '../timetable/index.ts';
import type { DemoLessonCall } from './seed.ts';
import { namesOf, rosterOf, runsBranch, tables } from './shared.ts';

/**
 * docs/api.md "Attendance", the lesson roll call: where a class has a timetable, each lesson of a half-day may have
 * its own roll call, taken by the lesson's teacher (or the office); the half-day's marks then follow the lessons
 * called (domain/attendance.ts `halfDayFromLessons`).
 */

/** The lesson roll calls taken (a data set older than them has none). */
export function lessonCalls(data: DemoData = db.data): DemoLessonCall[] {
  const attendance = tables(data);
  attendance.lessonCalls ??= [];
  return attendance.lessonCalls;
}

export function lessonCallOf(classId: number, date: string, slotId: number): DemoLessonCall | undefined {
  return lessonCalls().find(
    (call) => call.classId === classId && call.date === date && call.slotId === slotId,
  );
}

/** One lesson of a half-day as the roll call lists it, with whether its roll was called. */
export interface HalfDayLesson {
  slotid: number;
  start: string;
  end: string;
  subject: string;
  subject_ar: string;
  teacherid: number | null;
  teacher: string | null;
  teacher_ar: string | null;
  taken: boolean;
  takenAt: string | null;
  takenBy: string | null;
  /** The caller teaches it (their teacher record is the lesson's teacher): the lesson a teacher calls. */
  mine: boolean;
}

/** The teacher records linked to `user`'s account. */
function teacherIdsOf(user: DemoUser | null): Set<number> {
  if (!user) return new Set();
  return new Set(
    db.data.education.teachers.filter((teacher) => teacher.userId === user.id).map((teacher) => teacher.id),
  );
}

/**
 * The lessons of a class's timetable on that half-day, in time order (none without a timetable), each `mine` when
 * `user` teaches it.
 */
export function halfDayLessons(
  cls: DemoClass,
  date: string,
  session: Session,
  user: DemoUser | null = null,
): HalfDayLesson[] {
  const own = teacherIdsOf(user);
  const context = new WeekContext(cls.branchId, cls.yearId);
  const weekday = weekdayOf(date);
  const slots = new Map(
    context.slots
      .filter((slot) => slot.day === weekday && sessionOfTime(slot.start) === session)
      .map((slot) => [slot.id, slot]),
  );
  return context.lessons
    .filter((lesson) => lesson.classId === cls.id && slots.has(lesson.slotId))
    .sort(context.byWeek)
    .map((lesson) => {
      const slot = slots.get(lesson.slotId)!;
      const { subject, subject_ar } = context.subjectFields(lesson.subjectId);
      const { teacherId, teacher, teacher_ar } = context.teacherFields(context.teacherOf(lesson));
      const call = lessonCallOf(cls.id, date, slot.id);
      return {
        slotid: slot.id,
        start: slot.start,
        end: slot.end,
        subject,
        subject_ar,
        teacherid: teacherId,
        teacher,
        teacher_ar,
        taken: call !== undefined,
        takenAt: call?.takenAt ?? null,
        takenBy: call?.takenBy ?? null,
        mine: teacherId !== null && own.has(teacherId),
      };
    });
}

/** The lesson `slotId` of the half-day's lessons, or 422 `NOT_A_LESSON` (no lesson of the class in that slot). */
export function lessonOf(
  cls: DemoClass,
  date: string,
  session: Session,
  slotId: number,
): HalfDayLesson | Response {
  return (
    halfDayLessons(cls, date, session).find((lesson) => lesson.slotid === slotId) ??
    error(422, 'The class has no lesson in that slot on that half-day', 'NOT_A_LESSON')
  );
}

/**
 * Whether `user` takes the roll of that lesson: the office of its branch, or the teacher whose record teaches it
 * (another teacher of the class reads it, and is refused 403 `NOT_YOUR_LESSON` when saving).
 */
export function takesLesson(user: DemoUser, cls: DemoClass, lesson: HalfDayLesson): boolean {
  if (runsBranch(user, cls.branchId, cls.yearId)) return true;
  return lesson.teacherid !== null && teacherIdsOf(user).has(lesson.teacherid);
}

/**
 * The roll call of a class on a half-day, as `GET attendance/rollcall` answers it: the half-day's (`lesson` null),
 * listing the half-day's lessons, or with `slotId` the roll call of that lesson (its own marks, time and version).
 */
export function rollCallView(
  cls: DemoClass,
  date: string,
  session: Session,
  user: DemoUser,
  slotId: number | null = null,
) {
  const lessons = halfDayLessons(cls, date, session, user);
  const lesson = slotId === null ? null : (lessons.find((candidate) => candidate.slotid === slotId) ?? null);
  let taken: { takenAt: string; takenBy: string; version: number } | undefined;
  let marks: Map<number, { mark: AbsenceKind; lateMinutes: number | null }>;
  if (lesson) {
    const call = lessonCallOf(cls.id, date, lesson.slotid);
    taken = call;
    marks = new Map((call?.marks ?? []).map((mark) => [mark.studentId, mark]));
  } else {
    taken = tables().rollCalls.find(
      (candidate) => candidate.classId === cls.id && candidate.date === date && candidate.session === session,
    );
    marks = new Map(
      tables()
        .marks.filter((mark) => mark.date === date && mark.session === session)
        .map((mark) => [mark.studentId, { mark: mark.kind, lateMinutes: mark.lateMinutes }]),
    );
  }
  return {
    classid: cls.id,
    classname: cls.name,
    date,
    session,
    lesson,
    // A lesson's read leaves the others out: another lesson called does not make this one's version stale.
    ...(lesson ? {} : { lessons }),
    taken: taken !== undefined,
    takenAt: taken?.takenAt ?? null,
    takenBy: taken?.takenBy ?? null,
    version: taken?.version ?? 0,
    students: rosterOf(cls, date).map((student) => {
      const mark = marks.get(student.studentid);
      return {
        studentid: student.studentid,
        ...namesOf(student),
        hasPhoto: student.hasPhoto,
        mark: mark?.mark ?? 'present',
        lateMinutes: mark?.lateMinutes ?? null,
      };
    }),
  };
}
