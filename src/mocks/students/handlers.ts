import { http, HttpResponse } from 'msw';
import { FINANCE_PERMISSION, jsonObject, staffHolds } from '../core/staffScope.ts';
import { db } from '../core/db.ts';
import { financeSettingsOf, studentBalancesCents } from '../finances/index.ts';
import { familyInScope, guardiansByPriority } from '../school/index.ts';
import { foldText } from '../core/text.ts';
import { validationError } from '../core/listing.ts';
import type { DemoClass, DemoEnrolment, DemoFamily, DemoLevel, DemoStudent } from '../school/index.ts';
import type { DemoUser } from '../core/tables.ts';
import { authenticate, permissionError } from '../core/session.ts';
import { intOr, levelIdsParam, listParam, searchTokens } from '../core/params.ts';
import { ageOn, todayIso } from '../../domain/dates.ts';
import {
  EMAIL,
  GUARDIAN_RELATIONS,
  NAME_MAX,
  PHONE,
  STUDENT_STATUSES,
  type MedicalInput,
  type StudentInput,
} from '../../domain/students.ts';

// The contact rules, one definition with the screens' (guardians and pre-registrations read them from here).
export { EMAIL, NAME_MAX, PHONE };

/** docs/api.md "Students": the full list, a student's record, levels with their classes. */
const PERMISSION = 'view-full-students-page';
const SORTS = ['name', 'massar', 'level', 'className', 'status'] as const;
type Sort = (typeof SORTS)[number];
export const PAGE_SIZE = { default: 25, min: 10, max: 200 } as const;

export function invalidRequest(message: string) {
  return HttpResponse.json({ message, code: 'INVALID_REQUEST' }, { status: 400 });
}

export function notFound() {
  return HttpResponse.json({ message: 'Student not found' }, { status: 404 });
}

export function idParam(params: URLSearchParams, name: string): number | null | 'invalid' {
  const raw = params.get(name);
  if (raw === null || raw === '') return null;
  return /^\d+$/.test(raw) ? Number(raw) : 'invalid';
}

/** The required branch and year of a list, for a member of staff allowed there; else the error answer. */
export function staffScope(
  user: DemoUser,
  params: URLSearchParams,
  permissions: readonly string[] = [PERMISSION],
): { branch: number; year: number } | Response {
  const branch = idParam(params, 'branch');
  const year = idParam(params, 'year');
  if (typeof branch !== 'number' || typeof year !== 'number') {
    return invalidRequest('branch and year are required');
  }
  return staffHolds(user, permissions, branch, year) ? { branch, year } : permissionError();
}

/**
 * Folded search text and sort key of a student, cached per record and recomputed only when one of the searched
 * fields changes (an edit, or a reloaded data set), so a search over 10,000 students folds nothing.
 */
interface Folded {
  /** The searched fields the entry was made from: a change of one makes it again. */
  from: readonly string[];
  text: string;
  sortName: string;
}
const foldedCache = new WeakMap<DemoStudent, Folded>();

function searchedFields(student: DemoStudent): string[] {
  return [
    student.lastname_fr,
    student.firstname_fr,
    student.lastname_ar,
    student.firstname_ar,
    student.massar,
  ];
}

function folded(student: DemoStudent): Folded {
  const cached = foldedCache.get(student);
  if (
    cached &&
    cached.from[0] === student.lastname_fr &&
    cached.from[1] === student.firstname_fr &&
    cached.from[2] === student.lastname_ar &&
    cached.from[3] === student.firstname_ar &&
    cached.from[4] === student.massar
  ) {
    return cached;
  }
  const last = foldText(student.lastname_fr);
  const first = foldText(student.firstname_fr);
  const entry: Folded = {
    from: searchedFields(student),
    text: ` ${first} ${last} ${foldText(student.firstname_ar)} ${foldText(student.lastname_ar)} ${foldText(student.massar)} `,
    sortName: `${last}\u0001${first}`,
  };
  foldedCache.set(student, entry);
  return entry;
}

/**
 * `byId` of a table, kept while the table is the same array of the same length: the demo API changes rows in place,
 * adds them, or replaces the whole table (a reset, a class removed), never swaps one row for another. The list
 * would otherwise index 10,000 students and 5,000 families at each request.
 */
const keptIndexes = new WeakMap<object, { length: number; index: Map<number, unknown> }>();

function keptById<T>(items: T[], id: (item: T) => number): Map<number, T> {
  const kept = keptIndexes.get(items);
  if (kept && kept.length === items.length) return kept.index as Map<number, T>;
  const index = byId(items, id);
  keptIndexes.set(items, { length: items.length, index });
  return index;
}

export function byId<T>(items: T[], id: (item: T) => number): Map<number, T> {
  const map = new Map<number, T>();
  for (const item of items) map.set(id(item), item);
  return map;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

interface Row {
  student: DemoStudent;
  enrolment: DemoEnrolment;
  level: DemoLevel | undefined;
  cls: DemoClass | undefined;
  folded: Folded;
}

const STATUS_RANK: Record<string, number> = { active: 0, expected: 1, left: 2 };

function comparator(sort: Sort): (a: Row, b: Row) => number {
  const byName = (a: Row, b: Row) =>
    compareText(a.folded.sortName, b.folded.sortName) || a.student.studentid - b.student.studentid;
  const levelOrder = (row: Row) => row.level?.order ?? Number.MAX_SAFE_INTEGER;
  switch (sort) {
    case 'massar':
      return (a, b) => compareText(a.student.massar, b.student.massar) || byName(a, b);
    case 'level':
      return (a, b) => levelOrder(a) - levelOrder(b) || byName(a, b);
    case 'className':
      return (a, b) =>
        levelOrder(a) - levelOrder(b) || compareText(a.cls?.name ?? '', b.cls?.name ?? '') || byName(a, b);
    case 'status':
      return (a, b) =>
        (STATUS_RANK[a.enrolment.status] ?? 9) - (STATUS_RANK[b.enrolment.status] ?? 9) || byName(a, b);
    default:
      return byName;
  }
}

function yearDescription(id: number): string {
  return db.data.years.find((year) => year.schoolyearid === id)?.description ?? '';
}

function familyAnswer(family: DemoFamily | undefined) {
  if (!family) return null;
  return {
    id: family.id,
    name: family.name,
    name_ar: family.name_ar,
    guardians: guardiansByPriority(family),
  };
}

function names(student: DemoStudent) {
  return {
    studentid: student.studentid,
    firstname_fr: student.firstname_fr,
    lastname_fr: student.lastname_fr,
    firstname_ar: student.firstname_ar,
    lastname_ar: student.lastname_ar,
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
    status: enrolment.status,
    startDate: enrolment.startDate,
    endDate: enrolment.endDate,
  };
}

/** The full record of `students/{id}` for `year` (docs/api.md). */
export function recordAnswer(student: DemoStudent, year: number) {
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
    family: familyAnswer(family),
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

/** Permission of the student settings screen (levels), which also reads `school/levels`. */
export const CONFIG_PERMISSION = 'view-student-management-config-page';

/**
 * The student of `:id` for a member of staff allowed in its branch in `year` (default: the branch's current
 * year); else the error answer (401, 400, 404, 403).
 */
export function staffStudent(
  request: Request,
  id: unknown,
): { user: DemoUser; student: DemoStudent; year: number } | Response {
  const user = authenticate(request);
  if (user instanceof Response) return user;
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
  return staffHolds(user, PERMISSION, student.branchId, year) ? { user, student, year } : permissionError();
}

const MASSAR = /^[A-Z]\d{9}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const STATUSES = STUDENT_STATUSES;
export const RELATIONS = GUARDIAN_RELATIONS;
/** A pupil is from 2 to 20 years old. */
export const AGE_RANGE = { min: 2, max: 20 } as const;

function validDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function text(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  return typeof value === 'string' ? value.trim() : '';
}

function nullableText(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null;
}

function medicalFrom(value: unknown, errors: Record<string, string>, prefix = 'medical.'): MedicalInput {
  const body = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const allergies = Array.isArray(body.allergies)
    ? body.allergies
        .filter((item): item is string => typeof item === 'string')
        .map((item) => item.trim())
        .filter(Boolean)
    : [];
  if (typeof body.notes === 'string' && body.notes.length > 2000) errors[`${prefix}notes`] = 'TOO_LONG';
  if (typeof body.diet === 'string' && body.diet.length > 200) errors[`${prefix}diet`] = 'TOO_LONG';
  if (allergies.length > 30 || allergies.some((item) => item.length > 60)) {
    errors[`${prefix}allergies`] = 'TOO_LONG';
  }
  return {
    notes: nullableText(body.notes, 2000),
    allergies: [...new Set(allergies)],
    diet: nullableText(body.diet, 200),
  };
}

/** Checks a create/update body (docs/api.md "POST students"); `errors` gets an error code per wrong field. */
function studentInput(
  body: Record<string, unknown>,
  branch: number,
  year: number,
  errors: Record<string, string>,
): StudentInput {
  const data = db.data;
  for (const key of ['firstname_fr', 'lastname_fr', 'firstname_ar', 'lastname_ar']) {
    const value = text(body, key);
    if (!value) errors[key] = 'REQUIRED';
    else if (value.length > NAME_MAX) errors[key] = 'TOO_LONG';
  }
  const gender = body.gender === 'F' || body.gender === 'M' ? body.gender : null;
  if (!gender) errors.gender = 'REQUIRED';
  const birthDate = text(body, 'birthDate');
  if (!validDate(birthDate)) errors.birthDate = 'INVALID_DATE';
  else if (birthDate > todayIso()) errors.birthDate = 'BIRTH_DATE_IN_FUTURE';
  else {
    const age = ageOn(birthDate, todayIso());
    if (age < AGE_RANGE.min || age > AGE_RANGE.max) errors.birthDate = 'IMPLAUSIBLE_AGE';
  }
  const massar = text(body, 'massar').toUpperCase();
  if (!MASSAR.test(massar)) errors.massar = 'INVALID_MASSAR';
  const levelId = typeof body.levelId === 'number' ? body.levelId : NaN;
  if (!data.levels.some((level) => level.id === levelId)) errors.levelId = 'UNKNOWN_LEVEL';
  const classId = typeof body.classId === 'number' ? body.classId : NaN;
  const cls = data.classes.find((candidate) => candidate.id === classId);
  if (!cls || cls.branchId !== branch || cls.yearId !== year || cls.levelId !== levelId) {
    errors.classId = 'INVALID_CLASS';
  }
  const status = (STATUSES as readonly unknown[]).includes(body.status)
    ? (body.status as StudentInput['status'])
    : null;
  if (!status) errors.status = 'REQUIRED';
  let familyId: number | null = null;
  let newFamily: StudentInput['newFamily'] = null;
  if (body.newFamily && typeof body.newFamily === 'object') {
    const family = body.newFamily as Record<string, unknown>;
    const guardian = (
      family.guardian && typeof family.guardian === 'object' ? family.guardian : {}
    ) as Record<string, unknown>;
    const name = text(family, 'name');
    if (!name) errors['newFamily.name'] = 'REQUIRED';
    else if (name.length > NAME_MAX) errors['newFamily.name'] = 'TOO_LONG';
    for (const key of ['firstname_fr', 'lastname_fr']) {
      const value = text(guardian, key);
      if (!value) errors[`newFamily.guardian.${key}`] = 'REQUIRED';
      else if (value.length > NAME_MAX) errors[`newFamily.guardian.${key}`] = 'TOO_LONG';
    }
    const relation = (RELATIONS as readonly unknown[]).includes(guardian.relation)
      ? (guardian.relation as (typeof RELATIONS)[number])
      : null;
    if (!relation) errors['newFamily.guardian.relation'] = 'REQUIRED';
    const phone = text(guardian, 'phone');
    if (!PHONE.test(phone)) errors['newFamily.guardian.phone'] = 'INVALID_PHONE';
    const email = text(guardian, 'email');
    if (email && !EMAIL.test(email)) errors['newFamily.guardian.email'] = 'INVALID_EMAIL';
    newFamily = {
      name,
      guardian: {
        firstname_fr: text(guardian, 'firstname_fr'),
        lastname_fr: text(guardian, 'lastname_fr'),
        relation: relation ?? 'tuteur',
        phone,
        email,
      },
    };
  } else {
    familyId = typeof body.familyId === 'number' ? body.familyId : null;
    // Branch scope: a family of another branch is linked no more than an unknown one.
    if (
      familyId === null ||
      !data.families.some((family) => family.id === familyId) ||
      !familyInScope(data, familyId, branch, year)
    ) {
      errors.familyId = 'FAMILY_REQUIRED';
    }
  }
  return {
    firstname_fr: text(body, 'firstname_fr'),
    lastname_fr: text(body, 'lastname_fr'),
    firstname_ar: text(body, 'firstname_ar'),
    lastname_ar: text(body, 'lastname_ar'),
    gender: gender ?? 'F',
    birthDate,
    massar,
    levelId,
    classId,
    status: status ?? 'active',
    familyId,
    newFamily,
    medical: medicalFrom(body.medical, errors),
  };
}

function massarTaken(massar: string, exceptId: number | null): boolean {
  return db.data.students.some((student) => student.massar === massar && student.studentid !== exceptId);
}

function duplicateMassar() {
  return HttpResponse.json(
    {
      message: 'This Massar number is already given to another student',
      code: 'DUPLICATE_MASSAR',
      field: 'massar',
      errors: { massar: 'DUPLICATE_MASSAR' },
    },
    { status: 409 },
  );
}

/** The family chosen or created by `input` (a new one gets its first guardian). */
function familyOf(input: StudentInput): number {
  if (!input.newFamily) return input.familyId ?? 0;
  const data = db.data;
  const id = Math.max(0, ...data.families.map((family) => family.id)) + 1;
  const guardianId =
    Math.max(0, ...data.families.flatMap((family) => family.guardians.map((guardian) => guardian.id))) + 1;
  const { guardian } = input.newFamily;
  data.families.push({
    id,
    name: input.newFamily.name,
    name_ar: input.lastname_ar,
    guardians: [
      {
        id: guardianId,
        relation: guardian.relation,
        firstname_fr: guardian.firstname_fr,
        lastname_fr: guardian.lastname_fr,
        firstname_ar: '',
        lastname_ar: '',
        phone: guardian.phone,
        email: guardian.email,
        priority: 1,
        canSeeFinances: true,
        userId: null,
      },
    ],
  });
  return id;
}

/** Start of the enrolment: today within the year, else the year's first (or last) day. */
function startInYear(year: number): string {
  const info = db.data.years.find((candidate) => candidate.schoolyearid === year);
  const now = todayIso();
  if (!info) return now;
  return now < info.startDate ? info.startDate : now > info.endDate ? info.endDate : now;
}

/** Writes the enrolment of `year` (created when missing) from the input. */
function writeEnrolment(student: DemoStudent, input: StudentInput, year: number): void {
  const data = db.data;
  const existing = data.enrolments.find(
    (enrolment) => enrolment.studentId === student.studentid && enrolment.yearId === year,
  );
  const endDate = input.status === 'left' ? (existing?.endDate ?? startInYear(year)) : null;
  if (existing) {
    Object.assign(existing, {
      levelId: input.levelId,
      classId: input.classId,
      status: input.status,
      branchId: student.branchId,
      endDate,
    });
    return;
  }
  data.enrolments.push({
    id: Math.max(0, ...data.enrolments.map((enrolment) => enrolment.id)) + 1,
    studentId: student.studentid,
    yearId: year,
    branchId: student.branchId,
    levelId: input.levelId,
    classId: input.classId,
    status: input.status,
    startDate: startInYear(year),
    endDate,
  });
}

function familySearchAnswer(family: DemoFamily, children: DemoStudent[]) {
  return {
    id: family.id,
    name: family.name,
    name_ar: family.name_ar,
    guardians: guardiansByPriority(family).map((guardian) => ({
      id: guardian.id,
      relation: guardian.relation,
      firstname_fr: guardian.firstname_fr,
      lastname_fr: guardian.lastname_fr,
    })),
    children: children.map((child) => ({ ...names(child) })),
  };
}

export const studentHandlers = [
  http.get('*/api/students', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const params = new URL(request.url).searchParams;
    const scope = staffScope(user, params);
    if (scope instanceof Response) return scope;
    const { branch, year } = scope;
    const data = db.data;

    const levels = keptById(data.levels, (level) => level.id);
    const classes = keptById(data.classes, (cls) => cls.id);
    const students = keptById(data.students, (student) => student.studentid);
    const families = keptById(data.families, (family) => family.id);

    const levelIds = levelIdsParam(params, data.levels);
    const classFilter = listParam(params, 'class');
    const classIds = classFilter ? new Set(classFilter.map(Number)) : null;
    const statusFilter = listParam(params, 'status');
    const statuses = statusFilter ? new Set(statusFilter) : null;
    const tokens = searchTokens(params);

    const rows: Row[] = [];
    for (const enrolment of data.enrolments) {
      if (enrolment.yearId !== year || enrolment.branchId !== branch) continue;
      if (levelIds && !levelIds.has(enrolment.levelId)) continue;
      if (classIds && !classIds.has(enrolment.classId)) continue;
      if (statuses && !statuses.has(enrolment.status)) continue;
      const student = students.get(enrolment.studentId);
      if (!student) continue;
      const text = folded(student);
      if (tokens.length && !tokens.every((token) => text.text.includes(token))) continue;
      rows.push({
        student,
        enrolment,
        level: levels.get(enrolment.levelId),
        cls: classes.get(enrolment.classId),
        folded: text,
      });
    }

    const sortParam = params.get('sort') ?? '';
    const sort: Sort = (SORTS as readonly string[]).includes(sortParam) ? (sortParam as Sort) : 'name';
    const direction = params.get('order') === 'desc' ? -1 : 1;
    const compare = comparator(sort);
    rows.sort((a, b) => direction * compare(a, b));

    const pageSize = Math.min(
      PAGE_SIZE.max,
      Math.max(PAGE_SIZE.min, intOr(params.get('pageSize'), PAGE_SIZE.default)),
    );
    const page = Math.max(1, intOr(params.get('page'), 1));
    // Finances: the ledger's balance of the page's students, only for staff holding the finance permission.
    const withBalances = staffHolds(user, FINANCE_PERMISSION, branch, year);
    const balances = withBalances
      ? studentBalancesCents(
          data,
          rows.slice((page - 1) * pageSize, page * pageSize).map((row) => row.student.studentid),
          year,
        )
      : new Map<number, number>();
    const items = rows
      .slice((page - 1) * pageSize, page * pageSize)
      .map(({ student, enrolment, level, cls }) => ({
        ...names(student),
        massar: student.massar,
        levelId: enrolment.levelId,
        level: level?.code ?? '',
        classId: enrolment.classId,
        className: cls?.name ?? '',
        status: enrolment.status,
        familyId: student.familyId,
        familyName: families.get(student.familyId)?.name ?? '',
        balance: withBalances ? (balances.get(student.studentid) ?? 0) / 100 : null,
        hasPhoto: student.hasPhoto,
      }));
    const currency = financeSettingsOf(data, branch, year)?.currency ?? 'MAD';
    return HttpResponse.json({ items, total: rows.length, page, pageSize, currency });
  }),

  http.get('*/api/students/:id', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const query = new URL(request.url).searchParams;
    const yearParam = idParam(query, 'year');
    if (yearParam === 'invalid') return invalidRequest('year must be a number');
    // Permission before existence (docs/api.md "Scope"): a caller who may read no student record at all is refused
    // whatever the id; for the others, a record they may not read is answered exactly as an unknown one.
    if (
      !user.isParent &&
      !user.roles.some((role) => role.name === 'admin' || role.permissions.includes(PERMISSION))
    ) {
      return permissionError();
    }
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
    if (!isGuardian && !staffHolds(user, PERMISSION, student.branchId, year)) return notFound();

    return HttpResponse.json(recordAnswer(student, year));
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
    const errors: Record<string, string> = {};
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
    const errors: Record<string, string> = {};
    const medical = medicalFrom(body, errors, '');
    if (Object.keys(errors).length) return validationError(errors);
    access.student.medical = medical;
    db.changed();
    return HttpResponse.json(medical);
  }),

  http.get('*/api/families', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const params = new URL(request.url).searchParams;
    const scope = staffScope(user, params);
    if (scope instanceof Response) return scope;
    const tokens = searchTokens(params);
    const data = db.data;
    const children = new Map<number, DemoStudent[]>();
    for (const student of data.students) {
      const list = children.get(student.familyId);
      if (list) list.push(student);
      else children.set(student.familyId, [student]);
    }
    const items = [];
    for (const family of [...data.families].sort(
      (a, b) => compareText(foldText(a.name), foldText(b.name)) || a.id - b.id,
    )) {
      const kids = children.get(family.id) ?? [];
      // A family of the branch, or one without any child yet.
      if (kids.length && !kids.some((kid) => kid.branchId === scope.branch)) continue;
      if (tokens.length) {
        const haystack = ` ${foldText(family.name)} ${foldText(family.name_ar)} ${family.guardians
          .map((guardian) => `${foldText(guardian.firstname_fr)} ${foldText(guardian.lastname_fr)}`)
          .join(' ')} `;
        if (!tokens.every((token) => haystack.includes(token))) continue;
      }
      items.push(familySearchAnswer(family, kids));
      if (items.length === 20) break;
    }
    return HttpResponse.json({ items });
  }),

  http.put('*/api/school/levels/:id', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = staffScope(user, new URL(request.url).searchParams, [CONFIG_PERMISSION]);
    if (scope instanceof Response) return scope;
    const level = db.data.levels.find((candidate) => String(candidate.id) === String(params.id));
    if (!level) return HttpResponse.json({ message: 'Level not found' }, { status: 404 });
    const body = await jsonObject(request);
    if (!body) return invalidRequest('JSON body expected');
    const name = text(body, 'name');
    if (!name) return validationError({ name: 'Required' });
    if (name.length > NAME_MAX) return validationError({ name: 'Too long' });
    level.name = name;
    db.changed();
    return HttpResponse.json({
      id: level.id,
      code: level.code,
      name: level.name,
      order: level.order,
      cycle: level.cycle,
    });
  }),

  http.get('*/api/school/levels', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const params = new URL(request.url).searchParams;
    const scope = staffScope(user, params, [PERMISSION, CONFIG_PERMISSION]);
    if (scope instanceof Response) return scope;
    const { branch, year } = scope;
    const data = db.data;
    const seated = new Map<number, number>();
    const enrolled = new Map<number, number>();
    for (const enrolment of data.enrolments) {
      if (enrolment.yearId !== year || enrolment.branchId !== branch) continue;
      const counts = enrolment.status === 'left' ? null : enrolment.status === 'active' ? enrolled : seated;
      if (counts) counts.set(enrolment.classId, (counts.get(enrolment.classId) ?? 0) + 1);
    }
    const classes = data.classes
      .filter((cls) => cls.branchId === branch && cls.yearId === year)
      .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
    const items = [...data.levels]
      .sort((a, b) => a.order - b.order)
      .map((level) => ({
        id: level.id,
        code: level.code,
        name: level.name,
        order: level.order,
        cycle: level.cycle,
        classes: classes
          .filter((cls) => cls.levelId === level.id)
          .map((cls) => ({
            id: cls.id,
            name: cls.name,
            capacity: cls.capacity,
            enrolled: enrolled.get(cls.id) ?? 0,
            expected: seated.get(cls.id) ?? 0,
            teacher: cls.teacher,
            room: cls.room,
          })),
      }));
    return HttpResponse.json({ items });
  }),
];
