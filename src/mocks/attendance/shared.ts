import { localName, pushPhrase, pushWord } from '../../domain/pushRules.ts';
import { todayIso } from '../../domain/dates.ts';
import {
  ATTENDANCE_PERMISSION,
  hasSession,
  isAttendanceOfficeRole,
  isSession,
  type Session,
} from '../../domain/attendance.ts';
import { db } from '../core/db.ts';
import { error, holdsAnywhere, isDate, notFound } from '../core/listing.ts';
import { permissionError } from '../core/session.ts';
import { invalidRequest, staffHolds } from '../core/staffScope.ts';
import type { DemoData, DemoUser } from '../core/tables.ts';
import { addNotification } from '../notifications/index.ts';
import type { DemoClass, DemoStudent } from '../school/index.ts';
import { onRoll, type DemoAbsence, type AttendanceTables } from './seed.ts';

/**
 * docs/api.md "Attendance": who may call the roll of which class, the roll of a class on a half-day, the rows the
 * lists answer, and the notification a family gets when their child is marked absent or late.
 */
export const PERMISSION = ATTENDANCE_PERMISSION;

export function tables(data: DemoData = db.data): AttendanceTables {
  return data.attendance;
}

export function nowIso(): string {
  return new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * Whether `user` runs the attendance of a branch and year (the office): a role there that is the admin's, or another
 * than the teachers' granting `view-attendance-page` (domain/attendance.ts `isAttendanceOfficeRole`). The office
 * calls every class and changes the branch's setting; the teachers' role alone does neither. Never a parent.
 */
export function runsBranch(user: DemoUser, branch: number, year: number): boolean {
  return (
    !user.isParent &&
    user.roles.some(
      (role) => role.schoolbranchid === branch && role.schoolyearid === year && isAttendanceOfficeRole(role),
    )
  );
}

/**
 * The classes of a branch and year whose roll `user` may call, by level then name: all of them with the admin role
 * or another role than the teacher's granting `view-attendance-page` there (the direction); with the teacher's role
 * only, those their teacher record teaches that year (as main teacher, or a subject). Null without the permission
 * there (and for a parent).
 */
export function callableClasses(user: DemoUser, branch: number, year: number): DemoClass[] | null {
  if (!staffHolds(user, PERMISSION, branch, year)) return null;
  const data = db.data;
  const levels = new Map(data.levels.map((level) => [level.id, level.order]));
  const classes = data.classes
    .filter((cls) => cls.branchId === branch && cls.yearId === year)
    .sort(
      (a, b) =>
        (levels.get(a.levelId) ?? 0) - (levels.get(b.levelId) ?? 0) ||
        a.name.localeCompare(b.name, 'fr') ||
        a.id - b.id,
    );
  if (runsBranch(user, branch, year)) return classes;
  const own = new Set(
    data.education.teachers
      .filter((teacher) => teacher.userId === user.id && teacher.branchId === branch)
      .map((teacher) => teacher.id),
  );
  const taught = new Set(
    data.education.assignments
      .filter((row) => row.yearId === year && row.teacherId !== null && own.has(row.teacherId))
      .map((row) => row.classId),
  );
  return classes.filter((cls) => taught.has(cls.id) || own.has(cls.mainTeacherId ?? -1));
}

/** Whether `user` may call the roll of `cls` (and read its marks). */
export function mayCall(user: DemoUser, cls: DemoClass): boolean {
  return (
    callableClasses(user, cls.branchId, cls.yearId)?.some((candidate) => candidate.id === cls.id) ?? false
  );
}

/**
 * A class named by id, for staff who may call its roll. Permission before existence (docs/api.md "Scope"): without
 * `view-attendance-page` anywhere, 403 whatever the id; a class of a branch or year where it is not held, or that a
 * teacher does not teach, answers the same 404 as an unknown one.
 */
export function callableClass(user: DemoUser, id: number | null): DemoClass | Response {
  if (!holdsAnywhere(user, PERMISSION)) return permissionError();
  const cls = db.data.classes.find((candidate) => candidate.id === id);
  return cls && mayCall(user, cls) ? cls : notFound();
}

/** A mark of the absences list, for staff who may call its class: the same rule as a class's. */
export function callableMark(user: DemoUser, rawId: unknown): DemoAbsence | Response {
  if (!holdsAnywhere(user, PERMISSION)) return permissionError();
  const id = /^\d+$/.test(String(rawId)) ? Number(rawId) : null;
  const mark = tables().marks.find((candidate) => candidate.id === id);
  const cls = mark && db.data.classes.find((candidate) => candidate.id === mark.classId);
  return mark && cls && mayCall(user, cls) ? mark : notFound();
}

/** A school year has ended (its last day is before today): nothing of it changes any more (409 `YEAR_CLOSED`). */
export function yearClosed(yearId: number): boolean {
  const year = db.data.years.find((candidate) => candidate.schoolyearid === yearId);
  return year !== undefined && year.endDate < todayIso();
}

export function closedYearError() {
  return error(409, 'This school year has ended: its attendance can no longer change', 'YEAR_CLOSED');
}

/**
 * The half-day of a call (`date`, `session`), when it is a school half-day of the class's year and not in the
 * future; else the refusal (400 malformed, 422 `NOT_A_SCHOOL_DAY`, 422 `FUTURE_DATE`).
 */
export function halfDayOf(
  cls: DemoClass,
  date: unknown,
  session: unknown,
): { date: string; session: Session } | Response {
  if (!isDate(date) || !isSession(session)) {
    return invalidRequest('date (YYYY-MM-DD) and session (morning or afternoon) are required');
  }
  const year = db.data.years.find((candidate) => candidate.schoolyearid === cls.yearId);
  if (!hasSession(date, session) || !year || date < year.startDate || date > year.endDate) {
    return error(422, 'Not a school half-day of this year', 'NOT_A_SCHOOL_DAY');
  }
  if (date > todayIso()) return error(422, 'A roll call is taken on the day, not before', 'FUTURE_DATE');
  return { date, session };
}

/** The students of a class's roll call on `date`, by last name then first name. */
export function rosterOf(cls: DemoClass, date: string): DemoStudent[] {
  const data = db.data;
  const ids = new Set(
    data.enrolments
      .filter((row) => row.classId === cls.id && row.yearId === cls.yearId && onRoll(row, date))
      .map((row) => row.studentId),
  );
  return data.students
    .filter((student) => ids.has(student.studentid))
    .sort(
      (a, b) =>
        a.lastname_fr.localeCompare(b.lastname_fr, 'fr') ||
        a.firstname_fr.localeCompare(b.firstname_fr, 'fr') ||
        a.studentid - b.studentid,
    );
}

/** A student's names as the attendance answers give them. */
export function namesOf(student: DemoStudent | undefined) {
  return {
    firstname: student?.firstname_fr ?? '',
    lastname: student?.lastname_fr ?? '',
    firstname_ar: student?.firstname_ar ?? '',
    lastname_ar: student?.lastname_ar ?? '',
  };
}

/** A row of `GET attendance/absences`, and the answer of `GET attendance/absences/{id}`. */
export function markRow(mark: DemoAbsence, data: DemoData = db.data) {
  const student = data.students.find((candidate) => candidate.studentid === mark.studentId);
  const cls = data.classes.find((candidate) => candidate.id === mark.classId);
  return {
    id: mark.id,
    studentid: mark.studentId,
    ...namesOf(student),
    classid: mark.classId,
    classname: cls?.name ?? '',
    date: mark.date,
    session: mark.session,
    kind: mark.kind,
    lateMinutes: mark.lateMinutes,
    state: mark.state,
    reason: mark.reason,
    requestId: mark.requestId,
    version: mark.version,
  };
}

/** The portal accounts of a child's family: the parents who hold the child, and the guardians with an account. */
function familyAccounts(data: DemoData, student: DemoStudent): number[] {
  const family = data.families.find((candidate) => candidate.id === student.familyId);
  const ids = new Set<number>(
    data.users
      .filter((user) => user.isParent && user.studentIds.includes(student.studentid))
      .map((user) => user.id),
  );
  for (const guardian of family?.guardians ?? []) if (guardian.userId !== null) ids.add(guardian.userId);
  return [...ids];
}

const SESSION_FR: Record<Session, string> = { morning: 'matin', afternoon: 'après-midi' };

/** Tells the child's family that the child was marked absent or late (the demo's notifications are in French). */
export function notifyFamily(data: DemoData, mark: DemoAbsence) {
  const student = data.students.find((candidate) => candidate.studentid === mark.studentId);
  if (!student) return;
  const cls = data.classes.find((candidate) => candidate.id === mark.classId);
  const [year, month, day] = mark.date.split('-');
  const when = `le ${day}/${month}/${year}, ${SESSION_FR[mark.session]}${cls ? ` (${cls.name})` : ''}`;
  const name = `${student.firstname_fr} ${student.lastname_fr}`;
  const title =
    mark.kind === 'absent' ? `Absence de ${student.firstname_fr}` : `Retard de ${student.firstname_fr}`;
  const body =
    mark.kind === 'absent'
      ? `${name} est absent·e ${when}. Vous pouvez justifier cette absence depuis le portail.`
      : `${name} est arrivé·e avec ${mark.lateMinutes ?? 0} min de retard ${when}.`;
  // On the family's devices, in each device's language, the child named in its script.
  const child = localName(student.firstname_fr, student.firstname_ar);
  const values = {
    name: child,
    date: `${day}/${month}/${year}`,
    session: pushWord('sessions', mark.session),
    minutes: mark.lateMinutes ?? 0,
  };
  const push =
    mark.kind === 'absent'
      ? { title: pushPhrase('absent', { name: child }), body: pushPhrase('absentBody', values) }
      : { title: pushPhrase('late', { name: child }), body: pushPhrase('lateBody', values) };
  for (const userId of familyAccounts(data, student)) {
    addNotification(data, {
      userId,
      schoolbranchid: mark.branchId,
      title,
      body,
      push,
      topic: 'attendance',
      studentId: student.studentid,
      link: '/attendance/child',
      tag: `attendance-${mark.studentId}-${mark.date}-${mark.session}`,
    });
  }
}
