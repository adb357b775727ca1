import { HttpResponse } from 'msw';
import { classSeats } from '../../domain/capacity.ts';
import { staffHolds } from '../core/staffScope.ts';
import { allowedTransitions, type ApplicationStatus } from '../../domain/transitions.ts';
import type { DemoApplication } from './applicationTypes.ts';
import { db } from '../core/db.ts';
import type { DemoClass, DemoEnrolment } from '../school/index.ts';
import type { DemoData, DemoUser } from '../core/tables.ts';
import { permissionError } from '../core/session.ts';

/** docs/api.md "Pre-registrations": the applications of a branch and year, their status changes and enrolment. */
export const PERMISSION = 'view-preregistrations-page';

export function error(status: number, message: string, code: string) {
  return HttpResponse.json({ message, code }, { status });
}

function notFound() {
  return HttpResponse.json({ message: 'Application not found' }, { status: 404 });
}

/** The application of the path's id that the user may handle, or the error answer. */
export function findApplication(user: DemoUser, rawId: unknown): DemoApplication | Response {
  const id = String(rawId);
  const application = /^\d+$/.test(id)
    ? db.data.applications.find((candidate) => candidate.id === Number(id))
    : undefined;
  if (!application) return notFound();
  if (staffHolds(user, PERMISSION, application.branchId, application.yearId)) return application;
  // Someone who handles applications elsewhere is told it does not exist (a stale `?id=` after a branch change
  // shows "not found" in the page instead of sending them to /unauthorized); anyone else lacks the permission.
  return handlesApplications(user) ? notFound() : permissionError();
}

function handlesApplications(user: DemoUser): boolean {
  return (
    !user.isParent &&
    user.roles.some((role) => role.name === 'admin' || role.permissions.includes(PERMISSION))
  );
}

function levelCode(data: DemoData, levelId: number): string {
  return data.levels.find((level) => level.id === levelId)?.code ?? '';
}

export function rowAnswer(application: DemoApplication, data: DemoData) {
  return {
    id: application.id,
    reference: application.reference,
    firstname_fr: application.firstname_fr,
    lastname_fr: application.lastname_fr,
    firstname_ar: application.firstname_ar,
    lastname_ar: application.lastname_ar,
    gender: application.gender,
    birthDate: application.birthDate,
    levelId: application.levelId,
    level: levelCode(data, application.levelId),
    yearId: application.yearId,
    priority: application.priority,
    submittedAt: application.submittedAt,
    documentsReceived: application.documents.filter((document) => document.received).length,
    documentsTotal: application.documents.length,
    feePaid: application.feePaid,
    status: application.status,
    familyId: application.familyId,
    studentId: application.studentId,
  };
}

/** Seats taken in each class of a branch and year (active and expected enrolments). */
export function seatsTaken(data: DemoData, branch: number, year: number) {
  const enrolled = new Map<number, number>();
  const expected = new Map<number, number>();
  for (const enrolment of data.enrolments) {
    if (enrolment.yearId !== year || enrolment.branchId !== branch || enrolment.status === 'left') continue;
    const counts = enrolment.status === 'active' ? enrolled : expected;
    counts.set(enrolment.classId, (counts.get(enrolment.classId) ?? 0) + 1);
  }
  return { enrolled, expected };
}

export function classAnswer(cls: DemoClass, seats: ReturnType<typeof seatsTaken>) {
  const enrolled = seats.enrolled.get(cls.id) ?? 0;
  const expected = seats.expected.get(cls.id) ?? 0;
  return {
    id: cls.id,
    name: cls.name,
    levelId: cls.levelId,
    capacity: cls.capacity,
    enrolled,
    expected,
    remaining: classSeats(cls.capacity, enrolled, expected).remaining,
    teacher: cls.teacher,
    teacher_ar: cls.teacher_ar ?? '',
    room: cls.room,
  };
}

export function detailAnswer(application: DemoApplication, data: DemoData) {
  const family = application.familyId
    ? data.families.find((candidate) => candidate.id === application.familyId)
    : undefined;
  let familyAnswer = null;
  if (family) {
    const children = data.students.filter(
      (student) => student.familyId === family.id && student.studentid !== application.studentId,
    );
    const ids = new Set(children.map((child) => child.studentid));
    const enrolments = new Map<number, DemoEnrolment>();
    for (const enrolment of data.enrolments) {
      if (ids.has(enrolment.studentId) && enrolment.yearId === application.yearId) {
        enrolments.set(enrolment.studentId, enrolment);
      }
    }
    familyAnswer = {
      id: family.id,
      name: family.name,
      name_ar: family.name_ar,
      children: children
        .sort((a, b) => a.birthDate.localeCompare(b.birthDate))
        .map((child) => {
          const enrolment = enrolments.get(child.studentid);
          const cls = enrolment ? data.classes.find((candidate) => candidate.id === enrolment.classId) : null;
          return {
            studentid: child.studentid,
            firstname_fr: child.firstname_fr,
            lastname_fr: child.lastname_fr,
            firstname_ar: child.firstname_ar,
            lastname_ar: child.lastname_ar,
            branchId: child.branchId,
            level: enrolment ? levelCode(data, enrolment.levelId) : null,
            className: cls?.name ?? null,
            status: enrolment?.status ?? null,
          };
        }),
    };
  }
  return {
    ...rowAnswer(application, data),
    branchId: application.branchId,
    year: data.years.find((year) => year.schoolyearid === application.yearId)?.description ?? '',
    guardians: application.guardians,
    previousSchool: application.previousSchool,
    documents: application.documents,
    history: application.history,
    family: familyAnswer,
    allowedTransitions: allowedTransitions(application.status),
  };
}

export function event(user: DemoUser, status: ApplicationStatus, reason: string | null) {
  return {
    status,
    at: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    by: user.displayname,
    userId: user.id,
    reason,
  };
}

export function nextId<T>(items: T[], id: (item: T) => number): number {
  return items.reduce((max, item) => Math.max(max, id(item)), 0) + 1;
}
