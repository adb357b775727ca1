import { http, HttpResponse } from 'msw';
import { db } from '../db.ts';
import { financeSettingsOf, studentBalancesCents } from '../finance.ts';
import { foldText } from '../school.ts';
import {
  type DemoClass,
  type DemoEnrolment,
  type DemoFamily,
  type DemoLevel,
  type DemoStudent,
  type DemoUser,
} from '../seed.ts';
import { authenticate, permissionError } from '../session.ts';

/** docs/api.md "Students": the full list, a student's record, levels with their classes. */
const PERMISSION = 'view-full-students-page';
const SORTS = ['name', 'massar', 'level', 'className', 'status'] as const;
type Sort = (typeof SORTS)[number];
export const PAGE_SIZE = { default: 25, min: 10, max: 200 } as const;

function invalidRequest(message: string) {
  return HttpResponse.json({ message, code: 'INVALID_REQUEST' }, { status: 400 });
}

function notFound() {
  return HttpResponse.json({ message: 'Student not found' }, { status: 404 });
}

/** A staff role of that branch and year grants the students pages (admin grants everything). */
function staffMay(user: DemoUser, branch: number, year: number): boolean {
  return (
    !user.isParent &&
    user.roles.some(
      (role) =>
        role.schoolbranchid === branch &&
        role.schoolyearid === year &&
        (role.name === 'admin' || role.permissions.includes(PERMISSION)),
    )
  );
}

function idParam(params: URLSearchParams, name: string): number | null | 'invalid' {
  const raw = params.get(name);
  if (raw === null || raw === '') return null;
  return /^\d+$/.test(raw) ? Number(raw) : 'invalid';
}

/** Comma-separated values, trimmed, empty ones dropped; null when the parameter is absent or empty. */
function listParam(params: URLSearchParams, name: string): string[] | null {
  const values = params
    .getAll(name)
    .flatMap((raw) => raw.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  return values.length ? values : null;
}

/** The required branch and year of a list, for a member of staff allowed there; else the error answer. */
function staffScope(user: DemoUser, params: URLSearchParams): { branch: number; year: number } | Response {
  const branch = idParam(params, 'branch');
  const year = idParam(params, 'year');
  if (typeof branch !== 'number' || typeof year !== 'number') {
    return invalidRequest('branch and year are required');
  }
  return staffMay(user, branch, year) ? { branch, year } : permissionError();
}

function intOr(raw: string | null, fallback: number): number {
  return raw !== null && /^-?\d+$/.test(raw.trim()) ? Number(raw) : fallback;
}

/**
 * Folded search text and sort key of a student, cached per record and recomputed only when one of the searched
 * fields changes (an edit, or a reloaded data set), so a search over 10,000 students folds nothing.
 */
interface Folded {
  source: string;
  text: string;
  sortName: string;
}
const foldedCache = new WeakMap<DemoStudent, Folded>();

function folded(student: DemoStudent): Folded {
  const source = `${student.lastname_fr}\u0001${student.firstname_fr}\u0001${student.lastname_ar}\u0001${student.firstname_ar}\u0001${student.massar}`;
  const cached = foldedCache.get(student);
  if (cached && cached.source === source) return cached;
  const last = foldText(student.lastname_fr);
  const first = foldText(student.firstname_fr);
  const entry: Folded = {
    source,
    text: ` ${first} ${last} ${foldText(student.firstname_ar)} ${foldText(student.lastname_ar)} ${foldText(student.massar)} `,
    sortName: `${last}\u0001${first}`,
  };
  foldedCache.set(student, entry);
  return entry;
}

function byId<T>(items: T[], id: (item: T) => number): Map<number, T> {
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
    guardians: [...family.guardians].sort((a, b) => a.priority - b.priority),
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

export const studentHandlers = [
  http.get('*/api/students', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const params = new URL(request.url).searchParams;
    const scope = staffScope(user, params);
    if (scope instanceof Response) return scope;
    const { branch, year } = scope;
    const data = db.data;

    const levels = byId(data.levels, (level) => level.id);
    const classes = byId(data.classes, (cls) => cls.id);
    const students = byId(data.students, (student) => student.studentid);
    const families = byId(data.families, (family) => family.id);

    const levelFilter = listParam(params, 'level');
    const levelIds = levelFilter
      ? new Set(
          data.levels
            .filter((level) =>
              levelFilter.some(
                (value) => value === String(level.id) || value.toLowerCase() === level.code.toLowerCase(),
              ),
            )
            .map((level) => level.id),
        )
      : null;
    const classFilter = listParam(params, 'class');
    const classIds = classFilter ? new Set(classFilter.map(Number)) : null;
    const statusFilter = listParam(params, 'status');
    const statuses = statusFilter ? new Set(statusFilter) : null;
    const tokens = foldText((params.get('q') ?? '').slice(0, 100))
      .split(' ')
      .filter(Boolean);

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
    // Finances (issue 5): the ledger's balance of the page's students.
    const balances = studentBalancesCents(
      data,
      rows.slice((page - 1) * pageSize, page * pageSize).map((row) => row.student.studentid),
      year,
    );
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
        balance: (balances.get(student.studentid) ?? 0) / 100,
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
    if (!isGuardian && !staffMay(user, student.branchId, year)) return permissionError();

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

    return HttpResponse.json({
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
      balance: 0,
    });
  }),

  http.get('*/api/school/levels', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const params = new URL(request.url).searchParams;
    const scope = staffScope(user, params);
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
