import { http, HttpResponse } from 'msw';
import { jsonObject, staffHolds } from '../core/staffScope.ts';
import { db } from '../core/db.ts';
import {
  guardiansByPriority,
  type DemoClass,
  type DemoEnrolment,
  type DemoFamily,
  type DemoLevel,
  type DemoStudent,
} from '../school/index.ts';
import { holdsAnywhere, missingFields, validationError } from '../core/listing.ts';
import type { DemoUser } from '../core/tables.ts';
import { authenticate, permissionError } from '../core/session.ts';
import { byId, names, idParam, invalidRequest, PERMISSION, staffScope } from './shared.ts';
import {
  studentInput,
  massarTaken,
  duplicateMassar,
  familyOf,
  writeEnrolment,
  medicalFrom,
  MEDICAL_KEYS,
} from './studentInput.ts';

export function notFound() {
  return HttpResponse.json({ message: 'Student not found' }, { status: 404 });
}

function yearDescription(id: number): string {
  return db.data.years.find((year) => year.schoolyearid === id)?.description ?? '';
}

/**
 * The family as `viewer` may see it: a parent never receives the guardians' `userId` (the portal accounts of the
 * family, docs/api.md "GET students/{id}"); staff keep it (the guardians tab shows who has an account).
 */
function familyAnswer(family: DemoFamily | undefined, viewer: 'staff' | 'family') {
  if (!family) return null;
  return {
    id: family.id,
    name: family.name,
    name_ar: family.name_ar,
    guardians: guardiansByPriority(family).map(({ userId, ...guardian }) =>
      viewer === 'staff' ? { ...guardian, userId } : guardian,
    ),
  };
}

function enrolmentAnswer(
  enrolment: DemoEnrolment,
  levels: Map<number, DemoLevel>,
  classes: Map<number, DemoClass>,
) {
  const cls = classes.get(enrolment.classId);
  return {
    id: enrolment.id,
    yearId: enrolment.yearId,
    year: yearDescription(enrolment.yearId),
    branchId: enrolment.branchId,
    levelId: enrolment.levelId,
    level: levels.get(enrolment.levelId)?.code ?? '',
    classId: enrolment.classId,
    className: cls?.name ?? '',
    teacher: cls?.teacher ?? '',
    teacher_ar: cls?.teacher_ar ?? '',
    status: enrolment.status,
    startDate: enrolment.startDate,
    endDate: enrolment.endDate,
  };
}

/** The full record of `students/{id}` for `year` (docs/api.md), as staff or the child's family see it. */
export function recordAnswer(student: DemoStudent, year: number, viewer: 'staff' | 'family' = 'staff') {
  const data = db.data;
  const family = data.families.find((candidate) => candidate.id === student.familyId);
  const levels = byId(data.levels, (level) => level.id);
  const classes = byId(data.classes, (cls) => cls.id);
  const enrolmentsByStudent = new Map<number, DemoEnrolment[]>();
  const siblings = data.students.filter(
    (candidate) => candidate.familyId === student.familyId && candidate.studentid !== student.studentid,
  );
  const wanted = new Set([student.studentid, ...siblings.map((sibling) => sibling.studentid)]);
  for (const enrolment of data.enrolments) {
    if (!wanted.has(enrolment.studentId)) continue;
    const list = enrolmentsByStudent.get(enrolment.studentId);
    if (list) list.push(enrolment);
    else enrolmentsByStudent.set(enrolment.studentId, [enrolment]);
  }
  const newestFirst = (list: DemoEnrolment[] = []) =>
    [...list].sort((a, b) => b.startDate.localeCompare(a.startDate));
  /** The enrolment of the requested year, else the latest one. */
  const enrolmentFor = (studentId: number) => {
    const list = newestFirst(enrolmentsByStudent.get(studentId));
    return list.find((enrolment) => enrolment.yearId === year) ?? list[0];
  };
  const own = newestFirst(enrolmentsByStudent.get(student.studentid));
  const current = own.find((enrolment) => enrolment.yearId === year);

  return {
    ...names(student),
    gender: student.gender,
    birthDate: student.birthDate,
    massar: student.massar,
    status: student.status,
    hasPhoto: student.hasPhoto,
    branchId: student.branchId,
    yearId: year,
    enrolment: current ? enrolmentAnswer(current, levels, classes) : null,
    enrolments: own.map((enrolment) => enrolmentAnswer(enrolment, levels, classes)),
    family: familyAnswer(family, viewer),
    siblings: siblings
      .sort((a, b) => a.birthDate.localeCompare(b.birthDate))
      .map((sibling) => {
        const enrolment = enrolmentFor(sibling.studentid);
        return {
          ...names(sibling),
          gender: sibling.gender,
          birthDate: sibling.birthDate,
          status: sibling.status,
          branchId: sibling.branchId,
          hasPhoto: sibling.hasPhoto,
          enrolment: enrolment ? enrolmentAnswer(enrolment, levels, classes) : null,
        };
      }),
    medical: {
      notes: student.medical?.notes ?? null,
      allergies: student.medical?.allergies ?? [],
      diet: student.medical?.diet ?? null,
    },
    emergencyContacts: student.emergencyContacts,
  };
}

/**
 * The student of `:id` for a member of staff allowed in its branch in `year` (default: the branch's current
 * year); else the error answer: 401, 403 to a caller without the students' permission anywhere (whatever the id),
 * 400, and 404 `Student not found` alike for an unknown student and one of another branch or year.
 */
export function staffStudent(
  request: Request,
  id: unknown,
): { user: DemoUser; student: DemoStudent; year: number } | Response {
  const user = authenticate(request);
  if (user instanceof Response) return user;
  // Permission before existence (docs/api.md "Scope"): 403 only to a caller who may read no student at all.
  if (!holdsAnywhere(user, PERMISSION)) return permissionError();
  const yearParam = idParam(new URL(request.url).searchParams, 'year');
  if (yearParam === 'invalid') return invalidRequest('year must be a number');
  const data = db.data;
  const raw = String(id);
  const student = /^\d+$/.test(raw)
    ? data.students.find((candidate) => candidate.studentid === Number(raw))
    : undefined;
  if (!student) return notFound();
  const branch = data.branches.find((candidate) => candidate.schoolbranchid === student.branchId);
  const year = yearParam ?? branch?.yearIds[0] ?? data.years[0]?.schoolyearid ?? 0;
  // A student of a branch (or year) the caller does not hold is answered exactly as an unknown one.
  return staffHolds(user, PERMISSION, student.branchId, year) ? { user, student, year } : notFound();
}
export const oneStudentHandlers = [
  http.get('*/api/students/:id', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const query = new URL(request.url).searchParams;
    const yearParam = idParam(query, 'year');
    if (yearParam === 'invalid') return invalidRequest('year must be a number');
    // Permission before existence (docs/api.md "Scope"): a caller who may read no student record at all is refused
    // whatever the id; for the others, a record they may not read is answered exactly as an unknown one.
    if (!user.isParent && !holdsAnywhere(user, PERMISSION)) return permissionError();
    const data = db.data;
    const id = String(params.id);
    const student = /^\d+$/.test(id)
      ? data.students.find((candidate) => candidate.studentid === Number(id))
      : undefined;
    if (!student) return notFound();
    const family = data.families.find((candidate) => candidate.id === student.familyId);
    const branch = data.branches.find((candidate) => candidate.schoolbranchid === student.branchId);
    const year = yearParam ?? branch?.yearIds[0] ?? data.years[0]?.schoolyearid ?? 0;
    const isGuardian =
      user.isParent && (family?.guardians.some((guardian) => guardian.userId === user.id) ?? false);
    const isStaff = staffHolds(user, PERMISSION, student.branchId, year);
    if (!isGuardian && !isStaff) return notFound();

    return HttpResponse.json(recordAnswer(student, year, isStaff ? 'staff' : 'family'));
  }),
  http.post('*/api/students', async ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = staffScope(user, new URL(request.url).searchParams);
    if (scope instanceof Response) return scope;
    const body = await jsonObject(request);
    if (!body) return invalidRequest('JSON body expected');
    const errors: Record<string, string> = {};
    const input = studentInput(body, scope.branch, scope.year, errors);
    if (Object.keys(errors).length) return validationError(errors);
    if (massarTaken(input.massar, null)) return duplicateMassar();
    const data = db.data;
    const student: DemoStudent = {
      studentid: Math.max(0, ...data.students.map((candidate) => candidate.studentid)) + 1,
      firstname_fr: input.firstname_fr,
      lastname_fr: input.lastname_fr,
      firstname_ar: input.firstname_ar,
      lastname_ar: input.lastname_ar,
      branchId: scope.branch,
      familyId: familyOf(input),
      gender: input.gender,
      birthDate: input.birthDate,
      massar: input.massar,
      status: input.status,
      hasPhoto: false,
      medical: input.medical,
      emergencyContacts: [],
    };
    data.students.push(student);
    writeEnrolment(student, input, scope.year);
    db.changed();
    return HttpResponse.json(recordAnswer(student, scope.year), { status: 201 });
  }),
  http.put('*/api/students/:id', async ({ request, params }) => {
    const access = staffStudent(request, params.id);
    if (access instanceof Response) return access;
    const { student, year } = access;
    const body = await jsonObject(request);
    if (!body) return invalidRequest('JSON body expected');
    // A PUT replaces the record: the medical block must be sent whole, or the child's allergies would be lost.
    const errors: Record<string, string> =
      body.medical && typeof body.medical === 'object'
        ? missingFields(body.medical as Record<string, unknown>, MEDICAL_KEYS, 'medical.')
        : { medical: 'REQUIRED' };
    const input = studentInput(body, student.branchId, year, errors);
    if (Object.keys(errors).length) return validationError(errors);
    if (massarTaken(input.massar, student.studentid)) return duplicateMassar();
    Object.assign(student, {
      firstname_fr: input.firstname_fr,
      lastname_fr: input.lastname_fr,
      firstname_ar: input.firstname_ar,
      lastname_ar: input.lastname_ar,
      gender: input.gender,
      birthDate: input.birthDate,
      massar: input.massar,
      status: input.status,
      familyId: familyOf(input),
      medical: input.medical,
    });
    writeEnrolment(student, input, year);
    db.changed();
    return HttpResponse.json(recordAnswer(student, year));
  }),
  http.put('*/api/students/:id/medical', async ({ request, params }) => {
    const access = staffStudent(request, params.id);
    if (access instanceof Response) return access;
    const body = await jsonObject(request);
    if (!body) return invalidRequest('JSON body expected');
    // A PUT replaces the medical record: a body lacking a field is refused rather than emptying it.
    const errors = missingFields(body, MEDICAL_KEYS);
    const medical = medicalFrom(body, errors, '');
    if (Object.keys(errors).length) return validationError(errors);
    access.student.medical = medical;
    db.changed();
    return HttpResponse.json(medical);
  }),
];
