import { todayIso } from '../../domain/dates.ts';
import { weekdayOf } from '../../domain/canteen.ts';
import { homeworkProblems } from '../../domain/homework.ts';
import { db } from '../core/db.ts';
import { error, holdsAnywhere, missingFields, notFound } from '../core/listing.ts';
import { permissionError } from '../core/session.ts';
import { staffHolds } from '../core/staffScope.ts';
import type { DemoData, DemoUser, DemoYear } from '../core/tables.ts';
import { closedDayMap } from '../school-settings/index.ts';
import type { DemoHomework } from './seed.ts';

/**
 * docs/api.md "Homework": who may set and read the homework of which class and subject, the rows the answers give,
 * and what a homework sent must hold.
 */
export const PERMISSION = 'view-homework-page';
/** The built-in teachers' role (access management's key): with it alone, a teacher sets their own subjects only. */
const TEACHER_ROLE = 'teacher';

/** `classId:subjectId`, the key of a class's subject. */
export const pairKey = (classId: number, subjectId: number) => `${classId}:${subjectId}`;

/** What a member of staff may set homework in, in one branch and year: the class and subject pairs. */
export interface HomeworkScope {
  branch: number;
  year: number;
  /** The office (admin, or another role than the teacher's granting the permission): every class of the branch. */
  wholeBranch: boolean;
  /** The classes' subjects (teaching assignments of the year) the user may set homework in. */
  pairs: Set<string>;
}

/**
 * The class and subject pairs `user` may set and read homework in, in a branch and year: with the admin role or
 * another role than the teacher's granting `view-homework-page` there, every subject taught to every class (the
 * year's teaching assignments); with the teacher's role alone, the assignments of their teacher record. Null without
 * the permission there (and for a parent).
 */
export function homeworkScope(user: DemoUser, branch: number, year: number): HomeworkScope | null {
  if (!staffHolds(user, PERMISSION, branch, year)) return null;
  const data = db.data;
  const wholeBranch = user.roles.some(
    (role) =>
      role.schoolbranchid === branch &&
      role.schoolyearid === year &&
      (role.name === 'admin' || (role.name !== TEACHER_ROLE && role.permissions.includes(PERMISSION))),
  );
  const own = new Set(
    data.education.teachers
      .filter((teacher) => teacher.userId === user.id && teacher.branchId === branch)
      .map((teacher) => teacher.id),
  );
  const pairs = new Set(
    data.education.assignments
      .filter(
        (row) =>
          row.branchId === branch &&
          row.yearId === year &&
          (wholeBranch || (row.teacherId !== null && own.has(row.teacherId))),
      )
      .map((row) => pairKey(row.classId, row.subjectId)),
  );
  return { branch, year, wholeBranch, pairs };
}

/** Whether a homework is one the scope reads: the office every one of its branch and year, a teacher their own. */
export function inScope(scope: HomeworkScope, item: DemoHomework): boolean {
  if (item.branchId !== scope.branch || item.yearId !== scope.year) return false;
  return scope.wholeBranch || scope.pairs.has(pairKey(item.classId, item.subjectId));
}

/**
 * A homework named by id, for staff who may read it. Permission before existence (docs/api.md "Scope"): without
 * `view-homework-page` anywhere, 403 whatever the id; one of another branch or year, or of a class and subject a
 * teacher does not teach, answers the same 404 as an unknown one.
 */
export function visibleHomework(
  user: DemoUser,
  rawId: unknown,
): { item: DemoHomework; scope: HomeworkScope } | Response {
  if (!holdsAnywhere(user, PERMISSION)) return permissionError();
  const id = /^\d+$/.test(String(rawId)) ? Number(rawId) : null;
  const item = db.data.homework.items.find((candidate) => candidate.id === id);
  const scope = item ? homeworkScope(user, item.branchId, item.yearId) : null;
  return item && scope && inScope(scope, item) ? { item, scope } : notFound();
}

/** A school year has ended (its last day is before today): nothing of it changes any more (409 `YEAR_CLOSED`). */
export function yearClosed(yearId: number): boolean {
  const year = db.data.years.find((candidate) => candidate.schoolyearid === yearId);
  return year !== undefined && year.endDate < todayIso();
}

export function closedYearError() {
  return error(409, 'This school year has ended: its homework can no longer change', 'YEAR_CLOSED');
}

/** A row of `GET homework`, and the answer of `GET homework/{id}` (exactly the list's row: its version is the same). */
export function homeworkRow(item: DemoHomework, data: DemoData = db.data) {
  const cls = data.classes.find((candidate) => candidate.id === item.classId);
  const subject = data.education.subjects.find((candidate) => candidate.id === item.subjectId);
  return {
    id: item.id,
    classId: item.classId,
    classname: cls?.name ?? '',
    subjectId: item.subjectId,
    subject: subject?.name_fr ?? '',
    subject_ar: subject?.name_ar ?? '',
    color: subject?.color ?? '#64748b',
    text: item.text,
    dueDate: item.dueDate,
    publishFrom: item.publishFrom,
    attachment: item.attachment
      ? { name: item.attachment.name, mimeType: item.attachment.mimeType, size: item.attachment.size }
      : null,
    author: item.author,
    createdAt: item.createdAt,
  };
}

/** What a homework sent holds, once checked. */
export interface HomeworkInput {
  classId: number;
  subjectId: number;
  text: string;
  dueDate: string;
  publishFrom: string;
}

const FIELDS = ['classId', 'subjectId', 'text', 'dueDate', 'publishFrom'] as const;

/**
 * A homework sent (`POST` or `PUT`, every field required), checked against the user's scope and the year: the
 * class and subject one of the scope's pairs (`INVALID_CHOICE`), the text and dates (`homeworkProblems`), the due
 * date a school day of the year (`INVALID_DATE` outside it, `NOT_A_SCHOOL_DAY` a weekend or a closed day of the
 * school calendar). The input, or each field's code.
 */
export function homeworkInput(
  body: Record<string, unknown>,
  scope: HomeworkScope,
  year: DemoYear,
): HomeworkInput | { errors: Record<string, string> } {
  const errors: Record<string, string> = missingFields(body, FIELDS);
  const classId = typeof body.classId === 'number' ? body.classId : null;
  const subjectId = typeof body.subjectId === 'number' ? body.subjectId : null;
  const classes = new Set([...scope.pairs].map((pair) => Number(pair.split(':')[0])));
  if (!errors.classId) {
    if (classId === null) errors.classId = body.classId === null ? 'REQUIRED' : 'INVALID_CHOICE';
    else if (!classes.has(classId)) errors.classId = 'INVALID_CHOICE';
  }
  if (!errors.subjectId) {
    if (subjectId === null) errors.subjectId = body.subjectId === null ? 'REQUIRED' : 'INVALID_CHOICE';
    else if (classId !== null && !errors.classId && !scope.pairs.has(pairKey(classId, subjectId)))
      errors.subjectId = 'INVALID_CHOICE';
  }
  const text = typeof body.text === 'string' ? body.text : '';
  const dueDate = typeof body.dueDate === 'string' ? body.dueDate : '';
  const publishFrom = typeof body.publishFrom === 'string' ? body.publishFrom : '';
  const problems = homeworkProblems({ text, dueDate, publishFrom });
  for (const field of ['text', 'dueDate', 'publishFrom'] as const) {
    if (!errors[field] && problems[field]) errors[field] = problems[field];
  }
  if (!errors.dueDate) {
    if (dueDate < year.startDate || dueDate > year.endDate) errors.dueDate = 'INVALID_DATE';
    else if (weekdayOf(dueDate) > 5 || closedDayMap(year).has(dueDate)) errors.dueDate = 'NOT_A_SCHOOL_DAY';
  }
  if (Object.keys(errors).length || classId === null || subjectId === null) return { errors };
  return { classId, subjectId, text: text.trim(), dueDate, publishFrom };
}
