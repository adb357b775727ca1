import { http, HttpResponse } from 'msw';
import { compareIso, todayIso } from '../../domain/dates.ts';
import {
  PAYMENT_METHODS,
  amountOf,
  balanceOf,
  dueLines,
  nextInstallment,
  type Balance,
  type Engagement,
  type Payment,
} from '../../domain/ledger.ts';
import { ONLINE_PAYMENT_MIN_CENTS } from '../../domain/onlinePayments.ts';
import { db } from '../core/db.ts';
import {
  familyKey,
  financeSettingsOf,
  ledgerIndex,
  scopeKey,
  studentKey,
  type LedgerIndex,
} from './ledger.ts';
import { familyInScope, guardiansByPriority, type DemoFamily, type DemoStudent } from '../school/index.ts';
import { foldText } from '../core/text.ts';
import type { DemoData } from '../core/tables.ts';
import { authenticate, permissionError } from '../core/session.ts';
import { intOr, levelIdsParam, listParam, searchTokens, strictIdParam } from '../core/params.ts';
import { invalidRequest, staffHolds } from '../core/staffScope.ts';
import {
  engagementView,
  paymentView,
  balanceView,
  scopeOf,
  FAMILY_FINANCE_PERMISSION,
  currencyOf,
  pathId,
  notFound,
  isGuardianOf,
  mayReadFinances,
} from './shared.ts';

const SORTS = ['family', 'total', 'paid', 'balance', 'overdue', 'daysLate'] as const;
type Sort = (typeof SORTS)[number];
export const FINANCE_PAGE_SIZE = { default: 25, min: 10, max: 200 } as const;
type FamilyStatus = 'overdue' | 'due' | 'paid';

function newestFirst(a: Payment, b: Payment): number {
  return compareIso(b.date, a.date) || b.id - a.id;
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

/** A child with the level and class of that year. */
function childView(data: DemoData, student: DemoStudent, yearId: number) {
  const enrolment = data.enrolments.find(
    (candidate) => candidate.studentId === student.studentid && candidate.yearId === yearId,
  );
  const level = data.levels.find((candidate) => candidate.id === enrolment?.levelId);
  const cls = data.classes.find((candidate) => candidate.id === enrolment?.classId);
  return {
    ...names(student),
    branchId: enrolment?.branchId ?? student.branchId,
    level: level?.code ?? '',
    className: cls?.name ?? '',
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The list: one row per family with engagements in the branch and year

interface FamilyRow {
  family: DemoFamily;
  students: DemoStudent[];
  levels: string[];
  levelIds: number[];
  kinds: Set<string>;
  balance: Balance;
  nextDueDate: string | null;
  text: string;
  sortName: string;
}

const rowCache = new WeakMap<LedgerIndex, Map<string, FamilyRow[]>>();

function familyRows(
  data: DemoData,
  index: LedgerIndex,
  branch: number,
  year: number,
  today: string,
): FamilyRow[] {
  const cacheKey = `${branch}:${year}:${today}`;
  let byScope = rowCache.get(index);
  const cached = byScope?.get(cacheKey);
  if (cached) return cached;
  const families = new Map(data.families.map((family) => [family.id, family]));
  const students = new Map(data.students.map((student) => [student.studentid, student]));
  const levelCodes = new Map(data.levels.map((level) => [level.id, level.code]));
  const levelOf = new Map<number, number>();
  for (const enrolment of data.enrolments) {
    if (enrolment.yearId === year) levelOf.set(enrolment.studentId, enrolment.levelId);
  }
  const rows: FamilyRow[] = [];
  for (const familyId of index.familiesByScope.get(scopeKey(branch, year)) ?? []) {
    const family = families.get(familyId);
    if (!family) continue;
    const key = familyKey(familyId, branch, year);
    const engagements = index.engagementsByFamily.get(key) ?? [];
    const installments = index.installmentsByFamily.get(key) ?? [];
    const studentIds = [...new Set(engagements.map((engagement) => engagement.studentId))];
    const children = studentIds
      .map((id) => students.get(id))
      .filter((student): student is DemoStudent => student !== undefined)
      .sort((a, b) => compareIso(a.birthDate, b.birthDate));
    const nextDueDate = nextInstallment(dueLines(installments, index.paid, today), today)?.dueDate ?? null;
    const guardians = guardiansByPriority(family);
    const levelIds = children.map((child) => levelOf.get(child.studentid) ?? 0);
    rows.push({
      family,
      students: children,
      levelIds,
      levels: levelIds.map((id) => levelCodes.get(id) ?? ''),
      kinds: new Set(engagements.map((engagement) => engagement.kind)),
      balance: balanceOf(installments, index.paid, today),
      nextDueDate,
      text: ` ${foldText(
        [
          family.name,
          family.name_ar,
          ...guardians.flatMap((g) => [g.firstname_fr, g.lastname_fr, g.firstname_ar, g.lastname_ar]),
          ...children.flatMap((c) => [
            c.firstname_fr,
            c.lastname_fr,
            c.firstname_ar,
            c.lastname_ar,
            c.massar,
          ]),
        ].join(' '),
      )} `,
      sortName: `${foldText(family.name)}\u0001${familyId}`,
    });
  }
  if (!byScope) {
    byScope = new Map();
    rowCache.set(index, byScope);
  }
  byScope.set(cacheKey, rows);
  return rows;
}

function statusOf(balance: Balance): FamilyStatus {
  if (balance.overdueCents > 0) return 'overdue';
  return balance.balanceCents > 0 ? 'due' : 'paid';
}

function comparator(sort: Sort): (a: FamilyRow, b: FamilyRow) => number {
  const byName = (a: FamilyRow, b: FamilyRow) =>
    a.sortName < b.sortName ? -1 : a.sortName > b.sortName ? 1 : 0;
  const by = (value: (row: FamilyRow) => number) => (a: FamilyRow, b: FamilyRow) =>
    value(a) - value(b) || byName(a, b);
  switch (sort) {
    case 'total':
      return by((row) => row.balance.dueCents);
    case 'paid':
      return by((row) => row.balance.paidCents);
    case 'balance':
      return by((row) => row.balance.balanceCents);
    case 'overdue':
      return by((row) => row.balance.overdueCents);
    case 'daysLate':
      return by((row) => row.balance.maxDaysLate);
    default:
      return byName;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Family and student finance

/**
 * The family's children in the branch and year (docs/api.md "Family finances"): its students enrolled there that
 * year, whatever their engagements (a child enrolled today has none yet and must be offered "New engagement"), plus
 * any child still carrying an engagement there. Eldest first.
 */
function familyChildren(
  data: DemoData,
  familyId: number,
  engagements: readonly Engagement[],
  branch: number,
  year: number,
): DemoStudent[] {
  const ids = new Set(engagements.map((engagement) => engagement.studentId));
  const members = new Map(
    data.students.filter((student) => student.familyId === familyId).map((s) => [s.studentid, s]),
  );
  for (const enrolment of data.enrolments) {
    if (enrolment.yearId === year && enrolment.branchId === branch && members.has(enrolment.studentId))
      ids.add(enrolment.studentId);
  }
  const students = new Map(data.students.map((student) => [student.studentid, student]));
  return [...ids]
    .map((id) => members.get(id) ?? students.get(id))
    .filter((student): student is DemoStudent => student !== undefined)
    .sort((a, b) => compareIso(a.birthDate, b.birthDate));
}

function familyFinance(data: DemoData, family: DemoFamily, branch: number, year: number, today: string) {
  const index = ledgerIndex(data);
  const key = familyKey(family.id, branch, year);
  const engagements = [...(index.engagementsByFamily.get(key) ?? [])];
  const children = familyChildren(data, family.id, engagements, branch, year);
  const order = new Map(children.map((child, position) => [child.studentid, position]));
  engagements.sort(
    (a, b) =>
      (order.get(a.studentId) ?? 0) - (order.get(b.studentId) ?? 0) ||
      kindRank(a) - kindRank(b) ||
      a.id - b.id,
  );
  const settings = financeSettingsOf(data, branch, year);
  return {
    currency: settings?.currency ?? 'MAD',
    today,
    branchId: branch,
    yearId: year,
    family: {
      id: family.id,
      name: family.name,
      name_ar: family.name_ar,
      // Every field but the portal account.
      guardians: guardiansByPriority(family).map(({ userId: _userId, ...guardian }) => guardian),
    },
    children: children.map((child) => childView(data, child, year)),
    engagements: engagements.map((engagement) => engagementView(engagement, index, today)),
    payments: [...(index.paymentsByFamily.get(key) ?? [])]
      .sort(newestFirst)
      .map((payment) => paymentView(payment, index)),
    totals: balanceView(balanceOf(index.installmentsByFamily.get(key) ?? [], index.paid, today)),
    paymentMethods: settings?.paymentMethods ?? [...PAYMENT_METHODS],
  };
}

const KIND_ORDER = ['registration', 'tuition', 'transport', 'canteen', 'insurance'];
function kindRank(engagement: Engagement): number {
  return KIND_ORDER.indexOf(engagement.kind);
}
export const familyFinanceHandlers = [
  http.get('*/api/engagements', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const params = new URL(request.url).searchParams;
    const scope = scopeOf(params);
    if (scope instanceof Response) return scope;
    const { branch, year } = scope;
    if (!staffHolds(user, FAMILY_FINANCE_PERMISSION, branch, year)) return permissionError();
    const data = db.data;
    const today = todayIso();
    const index = ledgerIndex(data);
    const all = familyRows(data, index, branch, year, today);

    const tokens = searchTokens(params);
    const kinds = listParam(params, 'feeType');
    const statuses = listParam(params, 'status');
    const buckets = listParam(params, 'bucket');
    const levelIds = levelIdsParam(params, data.levels);
    const rows = all.filter(
      (row) =>
        (!tokens.length || tokens.every((token) => row.text.includes(token))) &&
        (!kinds || kinds.some((kind) => row.kinds.has(kind))) &&
        (!statuses || statuses.includes(statusOf(row.balance))) &&
        (!buckets || (row.balance.bucket !== null && buckets.includes(row.balance.bucket))) &&
        (!levelIds || row.levelIds.some((id) => levelIds.has(id))),
    );
    const sortParam = params.get('sort') ?? '';
    const sort: Sort = (SORTS as readonly string[]).includes(sortParam) ? (sortParam as Sort) : 'family';
    const direction = params.get('order') === 'desc' ? -1 : 1;
    const compare = comparator(sort);
    rows.sort((a, b) => direction * compare(a, b));
    const pageSize = Math.min(
      FINANCE_PAGE_SIZE.max,
      Math.max(FINANCE_PAGE_SIZE.min, intOr(params.get('pageSize'), FINANCE_PAGE_SIZE.default)),
    );
    const page = Math.max(1, intOr(params.get('page'), 1));
    const items = rows.slice((page - 1) * pageSize, page * pageSize).map((row) => {
      const guardian = guardiansByPriority(row.family)[0];
      return {
        familyId: row.family.id,
        familyName: row.family.name,
        familyName_ar: row.family.name_ar,
        guardian: guardian ? `${guardian.firstname_fr} ${guardian.lastname_fr}` : null,
        students: row.students.map((student, position) => ({
          ...names(student),
          level: row.levels[position] ?? '',
        })),
        feeKinds: KIND_ORDER.filter((kind) => row.kinds.has(kind)),
        total: amountOf(row.balance.dueCents),
        paid: amountOf(row.balance.paidCents),
        balance: amountOf(row.balance.balanceCents),
        overdue: amountOf(row.balance.overdueCents),
        daysLate: row.balance.maxDaysLate,
        bucket: row.balance.bucket,
        nextDueDate: row.nextDueDate,
      };
    });
    return HttpResponse.json({
      items,
      total: rows.length,
      page,
      pageSize,
      currency: currencyOf(data, branch, year),
    });
  }),
  http.get('*/api/families/:id/finance', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = scopeOf(new URL(request.url).searchParams);
    if (scope instanceof Response) return scope;
    if (!staffHolds(user, FAMILY_FINANCE_PERMISSION, scope.branch, scope.year)) return permissionError();
    const id = pathId(params.id);
    const family = id === null ? undefined : db.data.families.find((candidate) => candidate.id === id);
    // A family of another branch is answered as an unknown one: nothing of it (guardians' phones, e-mails) leaks.
    if (!family || !familyInScope(db.data, family.id, scope.branch, scope.year))
      return notFound('Family not found');
    return HttpResponse.json(familyFinance(db.data, family, scope.branch, scope.year, todayIso()));
  }),
  http.get('*/api/students/:id/finance', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const yearParam = strictIdParam(new URL(request.url).searchParams, 'year');
    if (yearParam === 'invalid') return invalidRequest('year must be a number');
    if (!mayReadFinances(user)) return permissionError();
    const data = db.data;
    const id = pathId(params.id);
    const student = id === null ? undefined : data.students.find((candidate) => candidate.studentid === id);
    if (!student) return notFound('Student not found');
    const family = data.families.find((candidate) => candidate.id === student.familyId);
    const branch = data.branches.find((candidate) => candidate.schoolbranchid === student.branchId);
    const year = yearParam ?? branch?.yearIds[0] ?? data.years[0]?.schoolyearid ?? 0;
    // Another family's child, or a branch the caller does not hold: answered as an unknown student (no oracle).
    if (!isGuardianOf(user, family) && !staffHolds(user, FAMILY_FINANCE_PERMISSION, student.branchId, year))
      return notFound('Student not found');
    const today = todayIso();
    const index = ledgerIndex(data);
    const engagements = [...(index.engagementsByStudent.get(studentKey(student.studentid, year)) ?? [])].sort(
      (a, b) => kindRank(a) - kindRank(b) || a.id - b.id,
    );
    const installments = index.installmentsByStudent.get(studentKey(student.studentid, year)) ?? [];
    const ids = new Set(installments.map((installment) => installment.id));
    const payments = (index.paymentsByFamily.get(familyKey(student.familyId, student.branchId, year)) ?? [])
      .filter((payment) => payment.allocations.some((allocation) => ids.has(allocation.installmentId)))
      .sort(newestFirst)
      .map((payment) => paymentView(payment, index, student.studentid));
    return HttpResponse.json({
      currency: currencyOf(data, student.branchId, year),
      today,
      yearId: year,
      student: childView(data, student, year),
      familyId: student.familyId,
      engagements: engagements.map((engagement) => engagementView(engagement, index, today)),
      payments,
      totals: balanceView(balanceOf(installments, index.paid, today)),
      // A parent may pay online (docs/api.md "Online payments"); staff record payments at the counter.
      onlinePayment: user.isParent ? { provider: 'cmi', minimum: amountOf(ONLINE_PAYMENT_MIN_CENTS) } : null,
    });
  }),
];
