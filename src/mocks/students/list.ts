import { http, HttpResponse } from 'msw';
import { FINANCE_PERMISSION, staffHolds } from '../core/staffScope.ts';
import { db } from '../core/db.ts';
import { financeSettingsOf, studentBalancesCents } from '../finances/index.ts';
import { foldText } from '../core/text.ts';
import type { DemoClass, DemoEnrolment, DemoLevel, DemoStudent } from '../school/index.ts';
import { authenticate } from '../core/session.ts';
import { intOr, levelIdsParam, listParam, searchTokens } from '../core/params.ts';
import { byId, compareText, staffScope, names } from './shared.ts';

const SORTS = ['name', 'massar', 'level', 'className', 'status'] as const;
type Sort = (typeof SORTS)[number];
export const PAGE_SIZE = { default: 25, min: 10, max: 200 } as const;

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
export const studentListHandlers = [
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
];
