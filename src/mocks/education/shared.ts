import { completion, contractEndsSoon, subjectsWithoutTeacher, teacherLoad } from '../../domain/education.ts';
import { db } from '../core/db.ts';
import type { DemoAssignment, DemoTeacher } from './types.ts';
import type { DemoClass } from '../school/index.ts';
import { authenticate, permissionError } from '../core/session.ts';
import { holdsAnywhere, notFound, pathId } from '../core/listing.ts';
import { idParam } from '../core/params.ts';
import { staffHolds } from '../core/staffScope.ts';

/**
 * docs/api.md "Education": classes (with their roster, teachers and campaigns), teachers, teaching assignments. The
 * classes' pages and the pedagogical page list only the admin role (their routes name no permission): their writes are
 * the admin role's, as access management's are; reading them needs one of the education permissions or the students'
 * one (the secretariat places children in classes).
 */
export const EDUCATION_PERMISSIONS = {
  classes: 'view-evaluations-page',
  evaluations: 'view-diagevaluations-page',
  teachers: 'view-teachers-page',
  settings: 'view-educational-management-config-page',
} as const;
export const CLASS_READ = [...Object.values(EDUCATION_PERMISSIONS), 'view-full-students-page'];
/** The term report cards' own right (docs/api.md "Report cards"), which the office and the teachers hold. */
export const REPORT_CARDS_PERMISSION = 'view-report-cards-page';
export const REPORT_CARDS_READ = [...CLASS_READ, REPORT_CARDS_PERMISSION];
/** No permission opens these writes: `staffHolds` grants them to the admin role of the branch and year only. */
export const ADMIN_ONLY: readonly string[] = [];
export const TEACHER_READ = [EDUCATION_PERMISSIONS.teachers, EDUCATION_PERMISSIONS.classes];

export const educationTables = () => db.data.education;

/**
 * A class by its path id for staff holding `permission` in its branch and year. Permission before existence
 * (docs/api.md "Scope"): without the permission anywhere, 403 whatever the id; with it, a class of a branch or year
 * where it is not held answers the same 404 as an unknown one.
 */
export function classCall(request: Request, id: unknown, permission: string | readonly string[]) {
  const user = authenticate(request);
  if (user instanceof Response) return user;
  if (!holdsAnywhere(user, permission)) return permissionError();
  const cls = db.data.classes.find((candidate) => candidate.id === pathId(id));
  return cls && staffHolds(user, permission, cls.branchId, cls.yearId) ? { user, cls } : notFound();
}

/** A teacher by its path id, for the `year` asked: the same rule as a class's (`classCall`). */
export function teacherCall(request: Request, id: unknown, permission: string | readonly string[]) {
  const user = authenticate(request);
  if (user instanceof Response) return user;
  if (!holdsAnywhere(user, permission)) return permissionError();
  const teacher = educationTables().teachers.find((candidate) => candidate.id === pathId(id));
  const year = idParam(new URL(request.url).searchParams, 'year');
  return teacher && year !== null && staffHolds(user, permission, teacher.branchId, year)
    ? { user, teacher, year }
    : notFound();
}

// ---------------------------------------------------------------------------------------------------------------
// Views

export function teacherName(teacher: DemoTeacher) {
  return {
    id: teacher.id,
    firstname_fr: teacher.firstname_fr,
    lastname_fr: teacher.lastname_fr,
    firstname_ar: teacher.firstname_ar,
    lastname_ar: teacher.lastname_ar,
  };
}
export function shownName(teacher: DemoTeacher): [string, string] {
  return [
    `${teacher.gender === 'F' ? 'Mme' : 'M.'} ${teacher.firstname_fr} ${teacher.lastname_fr}`,
    `${teacher.gender === 'F' ? 'السيدة' : 'السيد'} ${teacher.firstname_ar} ${teacher.lastname_ar}`,
  ];
}

export function subjectView(subject: {
  id: number;
  code: string;
  name_fr: string;
  name_ar: string;
  color: string;
}) {
  return {
    id: subject.id,
    code: subject.code,
    name_fr: subject.name_fr,
    name_ar: subject.name_ar,
    color: subject.color,
  };
}

export function assignmentsOf(branch: number, year: number): DemoAssignment[] {
  return educationTables().assignments.filter((row) => row.branchId === branch && row.yearId === year);
}
export function levelSubjectsOf(branch: number, levelId: number) {
  return educationTables().levelSubjects.filter((row) => row.branchId === branch && row.levelId === levelId);
}

export function classView(cls: DemoClass, seats: Map<number, number>, assignments: DemoAssignment[]) {
  const data = db.data;
  const level = data.levels.find((candidate) => candidate.id === cls.levelId)!;
  const teacher = educationTables().teachers.find((candidate) => candidate.id === cls.mainTeacherId);
  const next = data.classes.find((candidate) => candidate.id === cls.nextClassId);
  const own = assignments.filter((row) => row.classId === cls.id);
  return {
    id: cls.id,
    levelId: cls.levelId,
    levelCode: level.code,
    levelOrder: level.order,
    name: cls.name,
    room: cls.room,
    capacity: cls.capacity,
    enrolled: seats.get(cls.id) ?? 0,
    mainTeacher: teacher ? teacherName(teacher) : null,
    nextClass: next ? { id: next.id, name: next.name } : null,
    missingSubjects: subjectsWithoutTeacher(levelSubjectsOf(cls.branchId, cls.levelId), own),
  };
}

export function teacherView(teacher: DemoTeacher, assignments: DemoAssignment[], today: string) {
  const load = teacherLoad(assignments, teacher.id, teacher.weeklyHours);
  const classIds = new Set(
    assignments.filter((row) => row.teacherId === teacher.id).map((row) => row.classId),
  );
  return {
    ...teacherName(teacher),
    gender: teacher.gender,
    phone: teacher.phone,
    email: teacher.email,
    subjectIds: teacher.subjectIds,
    qualifications: teacher.qualifications,
    contractType: teacher.contractType,
    contractStart: teacher.contractStart,
    contractEnd: teacher.contractEnd,
    weeklyHours: teacher.weeklyHours,
    load: load.hours,
    over: load.over,
    endsSoon: contractEndsSoon(teacher.contractEnd, today),
    classes: classIds.size,
    hasPhoto: teacher.hasPhoto,
    account: teacherAccount(teacher),
  };
}

/** The staff account linked to a teacher record (docs/api.md "Education", teacher link), as `{ id, email }`. */
function teacherAccount(teacher: DemoTeacher): { id: number; email: string } | null {
  const user = db.data.users.find((candidate) => candidate.id === teacher.userId && !candidate.isParent);
  return user ? { id: user.id, email: user.email } : null;
}

/**
 * The children of some classes in a year, by last name then first name: those holding a seat (`active` and
 * `expected`), or with `attending` only those already there (the ones a campaign assesses).
 */
export function childrenOf(classIds: ReadonlySet<number>, year: number, attending = false) {
  const byId = new Map(db.data.students.map((student) => [student.studentid, student]));
  return db.data.enrolments
    .filter(
      (row) =>
        classIds.has(row.classId) &&
        row.yearId === year &&
        (attending ? row.status === 'active' : row.status !== 'left'),
    )
    .map((row) => ({ row, student: byId.get(row.studentId)! }))
    .filter(({ student }) => student)
    .sort(
      (a, b) =>
        a.student.lastname_fr.localeCompare(b.student.lastname_fr, 'fr') ||
        a.student.firstname_fr.localeCompare(b.student.firstname_fr, 'fr'),
    );
}

export function studentsOfClass(cls: DemoClass) {
  return childrenOf(new Set([cls.id]), cls.yearId);
}

export function campaignsOfClass(cls: DemoClass) {
  const tables = educationTables();
  const students = new Set(
    studentsOfClass(cls)
      .filter(({ row }) => row.status === 'active')
      .map(({ row }) => row.studentId),
  );
  return tables.campaigns
    .filter((campaign) => campaign.classIds.includes(cls.id))
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((campaign) => {
      const filled = tables.results.filter(
        (result) => result.campaignId === campaign.id && students.has(result.studentId),
      ).length;
      return {
        id: campaign.id,
        name: campaign.name,
        date: campaign.date,
        closed: campaign.closed,
        completion: completion(filled, students.size, campaign.skillIds.length),
      };
    });
}
