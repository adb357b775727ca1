import { http, HttpResponse } from 'msw';
import { printedIdentity } from '../school-settings/index.ts';
import { compareIso, todayIso } from '../../domain/dates.ts';
import {
  PAYMENT_METHODS,
  allocate,
  amountOf,
  applyDiscount,
  balanceOf,
  centsOf,
  dueLines,
  formatReceiptNumber,
  installmentState,
  nextInstallment,
  isPaymentDateOfYear,
  planInstallments,
  validateAllocations,
  type Allocation,
  type Balance,
  type DiscountKind,
  type Engagement,
  type FinanceSettings,
  type Installment,
  type Payment,
  type PaymentMethod,
} from '../../domain/ledger.ts';
import { db } from '../core/db.ts';
import {
  familyKey,
  financeSettingsOf,
  ledgerChanged,
  ledgerIndex,
  scopeKey,
  studentKey,
  type LedgerIndex,
} from './finance.ts';
import { familyInScope, guardiansByPriority } from '../school/index.ts';
import { foldText } from '../core/text.ts';
import type { DemoData, DemoUser } from '../core/tables.ts';
import type { DemoFamily, DemoStudent } from '../school/index.ts';
import { authenticate, permissionError } from '../core/session.ts';
import { intOr, levelIdsParam, listParam, searchTokens, strictIdParam } from '../core/params.ts';
import { invalidRequest, staffHolds } from '../core/staffScope.ts';

/** docs/api.md "Finances": engagements, a family's and a student's finances, payments, receipts. */
/** The family finance pages (docs/api.md "Family finances"). */
export const FAMILY_FINANCE_PERMISSION = 'view-studentengagements-page';
const SORTS = ['family', 'total', 'paid', 'balance', 'overdue', 'daysLate'] as const;
type Sort = (typeof SORTS)[number];
export const FINANCE_PAGE_SIZE = { default: 25, min: 10, max: 200 } as const;
type FamilyStatus = 'overdue' | 'due' | 'paid';

function notFound(message: string) {
  return HttpResponse.json({ message }, { status: 404 });
}

/**
 * A guardian of the family with a portal account who may see its finances (DOMAIN.md: guardians have a "may see
 * finances" flag): a parent sees only their own children's finances.
 */
function isGuardianOf(user: DemoUser, family: DemoFamily | undefined): boolean {
  return (
    user.isParent &&
    (family?.guardians.some((guardian) => guardian.userId === user.id && guardian.canSeeFinances) ?? false)
  );
}

function scopeOf(params: URLSearchParams): { branch: number; year: number } | Response {
  const branch = strictIdParam(params, 'branch');
  const year = strictIdParam(params, 'year');
  if (typeof branch !== 'number' || typeof year !== 'number') {
    return invalidRequest('branch and year are required');
  }
  return { branch, year };
}

function pathId(raw: unknown): number | null {
  const text = String(raw);
  return /^\d+$/.test(text) ? Number(text) : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Views (cents to the major unit at the edge)

function balanceView(balance: Balance) {
  return {
    due: amountOf(balance.dueCents),
    paid: amountOf(balance.paidCents),
    balance: amountOf(balance.balanceCents),
    overdue: amountOf(balance.overdueCents),
    daysLate: balance.maxDaysLate,
    bucket: balance.bucket,
    overdueCount: balance.overdueCount,
  };
}

function installmentView(installment: Installment, index: LedgerIndex, today: string) {
  const state = installmentState(installment, index.paid.get(installment.id) ?? 0, today);
  return {
    id: installment.id,
    engagementId: installment.engagementId,
    studentId: installment.studentId,
    seq: installment.seq,
    label: installment.label,
    dueDate: installment.dueDate,
    amount: amountOf(installment.amountCents),
    paid: amountOf(state.paidCents),
    outstanding: amountOf(state.outstandingCents),
    status: state.status,
    overdue: state.overdue,
    daysLate: state.daysLate,
    bucket: state.bucket,
  };
}

function engagementView(engagement: Engagement, index: LedgerIndex, today: string) {
  const installments = [...(index.installmentsByEngagement.get(engagement.id) ?? [])].sort(
    (a, b) => compareIso(a.dueDate, b.dueDate) || a.seq - b.seq,
  );
  return {
    id: engagement.id,
    studentId: engagement.studentId,
    yearId: engagement.yearId,
    branchId: engagement.branchId,
    kind: engagement.kind,
    label: engagement.label,
    feeTypeId: engagement.feeTypeId,
    templateId: engagement.templateId,
    gross: amountOf(engagement.grossCents),
    discountPercent: engagement.discountPercent,
    discountReason: engagement.discountReason,
    net: amountOf(engagement.netCents),
    totals: balanceView(balanceOf(installments, index.paid, today)),
    installments: installments.map((installment) => installmentView(installment, index, today)),
  };
}

function paymentView(payment: Payment, index: LedgerIndex, onlyStudent?: number) {
  return {
    id: payment.id,
    familyId: payment.familyId,
    branchId: payment.branchId,
    yearId: payment.yearId,
    amount: amountOf(payment.amountCents),
    method: payment.method,
    reference: payment.reference,
    date: payment.date,
    receiptNumber: payment.receiptNumber,
    allocations: payment.allocations
      .map((allocation) => {
        const installment = index.installmentById.get(allocation.installmentId);
        const engagement = installment ? index.engagementById.get(installment.engagementId) : undefined;
        return {
          installmentId: allocation.installmentId,
          amount: amountOf(allocation.amountCents),
          label: installment?.label ?? '',
          engagementLabel: engagement?.label ?? '',
          studentId: installment?.studentId ?? 0,
        };
      })
      .filter((allocation) => onlyStudent === undefined || allocation.studentId === onlyStudent),
  };
}

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

function currencyOf(data: DemoData, branch: number, year: number): string {
  return financeSettingsOf(data, branch, year)?.currency ?? 'MAD';
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

function familyFinance(data: DemoData, family: DemoFamily, branch: number, year: number, today: string) {
  const index = ledgerIndex(data);
  const key = familyKey(family.id, branch, year);
  const engagements = [...(index.engagementsByFamily.get(key) ?? [])];
  const students = new Map(data.students.map((student) => [student.studentid, student]));
  const children = [...new Set(engagements.map((engagement) => engagement.studentId))]
    .map((id) => students.get(id))
    .filter((student): student is DemoStudent => student !== undefined)
    .sort((a, b) => compareIso(a.birthDate, b.birthDate));
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

// ---------------------------------------------------------------------------------------------------------------
// Payments

interface PaymentBody {
  amount?: unknown;
  method?: unknown;
  reference?: unknown;
  date?: unknown;
  allocations?: unknown;
}

function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A positive amount in the major unit with at most two decimals, as cents; null otherwise. */
function moneyCents(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null;
  const cents = centsOf(value);
  return Math.abs(cents - value * 100) < 1e-6 ? cents : null;
}

function unprocessable(message: string, code: string, extra: Record<string, unknown> = {}) {
  return HttpResponse.json({ message, code, ...extra }, { status: 422 });
}

/** `field` and `errors` of a 422 (docs/api.md "Errors"): the code shown, translated, under that field of the form. */
function fieldError(field: string, code: string) {
  return { field, errors: { [field]: code } };
}

function receiptOf(data: DemoData, payment: Payment) {
  const index = ledgerIndex(data);
  const settings = financeSettingsOf(data, payment.branchId, payment.yearId);
  const family = data.families.find((candidate) => candidate.id === payment.familyId);
  const students = new Map(data.students.map((student) => [student.studentid, student]));
  const payer = family ? guardiansByPriority(family)[0] : undefined;
  const key = familyKey(payment.familyId, payment.branchId, payment.yearId);
  // The family's balance just after this payment: later payments are left out.
  const paidAfter = new Map<number, number>();
  for (const other of index.paymentsByFamily.get(key) ?? []) {
    if (other.id > payment.id) continue;
    for (const allocation of other.allocations) {
      paidAfter.set(
        allocation.installmentId,
        (paidAfter.get(allocation.installmentId) ?? 0) + allocation.amountCents,
      );
    }
  }
  const after = balanceOf(index.installmentsByFamily.get(key) ?? [], paidAfter, payment.date);
  const branch = data.branches.find((candidate) => candidate.schoolbranchid === payment.branchId);
  const school = data.schools.find((candidate) => candidate.id === branch?.schoolId);
  return {
    currency: settings?.currency ?? 'MAD',
    receiptNumber: payment.receiptNumber,
    paymentId: payment.id,
    date: payment.date,
    header: settings?.receipt.header ?? '',
    branch: branch?.branchname ?? '',
    // The school's identity at the top of the receipt (DESIGN-SYSTEM.md "Printing").
    school: {
      ...printedIdentity(payment.branchId),
      name: school?.schoolname ?? '',
      address: branch?.address ?? '',
      phone: branch?.phone ?? '',
    },
    year: data.years.find((year) => year.schoolyearid === payment.yearId)?.description ?? '',
    family: { id: family?.id ?? payment.familyId, name: family?.name ?? '', name_ar: family?.name_ar ?? '' },
    payer: payer ? `${payer.firstname_fr} ${payer.lastname_fr}` : null,
    amount: amountOf(payment.amountCents),
    method: payment.method,
    reference: payment.reference,
    lines: payment.allocations.map((allocation) => {
      const installment = index.installmentById.get(allocation.installmentId);
      const engagement = installment ? index.engagementById.get(installment.engagementId) : undefined;
      const student = installment ? students.get(installment.studentId) : undefined;
      return {
        studentName: student ? `${student.firstname_fr} ${student.lastname_fr}` : '',
        label: installment?.label ?? '',
        engagementLabel: engagement?.label ?? '',
        dueDate: installment?.dueDate ?? '',
        amount: amountOf(allocation.amountCents),
      };
    }),
    balanceAfter: amountOf(after.balanceCents),
  };
}

function nextId(items: Array<{ id: number }>): number {
  let max = 0;
  for (const item of items) if (item.id > max) max = item.id;
  return max + 1;
}

export const financeHandlers = [
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
    const data = db.data;
    const id = pathId(params.id);
    const student = id === null ? undefined : data.students.find((candidate) => candidate.studentid === id);
    if (!student) return notFound('Student not found');
    const family = data.families.find((candidate) => candidate.id === student.familyId);
    const branch = data.branches.find((candidate) => candidate.schoolbranchid === student.branchId);
    const year = yearParam ?? branch?.yearIds[0] ?? data.years[0]?.schoolyearid ?? 0;
    if (!isGuardianOf(user, family) && !staffHolds(user, FAMILY_FINANCE_PERMISSION, student.branchId, year))
      return permissionError();
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
    });
  }),

  http.post('*/api/families/:id/payments', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = scopeOf(new URL(request.url).searchParams);
    if (scope instanceof Response) return scope;
    const { branch, year } = scope;
    if (!staffHolds(user, FAMILY_FINANCE_PERMISSION, branch, year)) return permissionError();
    const data = db.data;
    const id = pathId(params.id);
    const family = id === null ? undefined : data.families.find((candidate) => candidate.id === id);
    if (!family || !familyInScope(data, family.id, branch, year)) return notFound('Family not found');
    const body = (await request.json().catch(() => null)) as PaymentBody | null;
    if (!body || typeof body !== 'object') return invalidRequest('Invalid request');
    const amountCents = moneyCents(body.amount);
    if (amountCents === null) return unprocessable('Invalid amount', 'INVALID_AMOUNT');
    if (typeof body.method !== 'string' || !(PAYMENT_METHODS as readonly string[]).includes(body.method)) {
      return unprocessable('Invalid payment method', 'INVALID_METHOD');
    }
    const method = body.method as PaymentMethod;
    const reference = typeof body.reference === 'string' ? body.reference.trim() : '';
    if (reference.length > 60) return unprocessable('Reference too long', 'INVALID_REFERENCE');
    if ((method === 'cheque' || method === 'transfer') && reference === '') {
      return unprocessable('A reference is required for a cheque or a transfer', 'REFERENCE_REQUIRED');
    }
    const today = todayIso();
    const schoolYear = data.years.find((candidate) => candidate.schoolyearid === year);
    if (
      !isIsoDate(body.date) ||
      body.date > today ||
      !schoolYear ||
      !isPaymentDateOfYear(body.date, schoolYear)
    ) {
      return unprocessable('Invalid date', 'INVALID_DATE');
    }
    const settings = financeSettingsOf(data, branch, year);
    if (!settings) return notFound('No financial settings for this branch and year');

    const index = ledgerIndex(data);
    const key = familyKey(family.id, branch, year);
    const open = (index.installmentsByFamily.get(key) ?? [])
      .filter((installment) => installment.cancelledAt === null)
      .map((installment) => ({
        id: installment.id,
        dueDate: installment.dueDate,
        seq: installment.seq,
        outstandingCents: installment.amountCents - (index.paid.get(installment.id) ?? 0),
      }))
      .filter((installment) => installment.outstandingCents > 0);
    let allocations: Allocation[];
    if (body.allocations === undefined || body.allocations === null) {
      const result = allocate(amountCents, open);
      if (result.unallocatedCents > 0) {
        return unprocessable('The amount is more than the balance', 'OVERPAYMENT', {
          balance: amountOf(open.reduce((sum, installment) => sum + installment.outstandingCents, 0)),
        });
      }
      allocations = result.allocations;
    } else {
      if (!Array.isArray(body.allocations)) return unprocessable('Invalid allocations', 'INVALID_ALLOCATION');
      const lines: Allocation[] = [];
      for (const line of body.allocations as unknown[]) {
        const item = line as { installmentId?: unknown; amount?: unknown } | null;
        const cents =
          typeof item?.amount === 'number' && Number.isFinite(item.amount)
            ? centsOf(item.amount)
            : Number.NaN;
        if (typeof item?.installmentId !== 'number' || Number.isNaN(cents)) {
          return unprocessable('Invalid allocations', 'INVALID_ALLOCATION', { reason: 'format' });
        }
        if (cents !== 0) lines.push({ installmentId: item.installmentId, amountCents: cents });
      }
      const error = validateAllocations(amountCents, lines, open);
      if (error) return unprocessable('Invalid allocations', 'INVALID_ALLOCATION', { reason: error });
      allocations = lines;
    }

    const payment: Payment = {
      id: nextId(data.payments),
      familyId: family.id,
      branchId: branch,
      yearId: year,
      amountCents,
      method,
      reference,
      date: body.date,
      receiptNumber: nextReceiptNumber(data, settings),
      allocations,
      createdBy: user.id,
      createdAt: new Date().toISOString(),
    };
    data.payments.push(payment);
    db.changed();
    const after = ledgerIndex(data);
    return HttpResponse.json(
      {
        currency: settings.currency,
        payment: paymentView(payment, after),
        totals: balanceView(balanceOf(after.installmentsByFamily.get(key) ?? [], after.paid, today)),
      },
      { status: 201 },
    );
  }),

  http.get('*/api/payments/:id/receipt', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const data = db.data;
    const id = pathId(params.id);
    const payment = id === null ? undefined : data.payments.find((candidate) => candidate.id === id);
    if (!payment) return notFound('Payment not found');
    const family = data.families.find((candidate) => candidate.id === payment.familyId);
    if (
      !isGuardianOf(user, family) &&
      !staffHolds(user, FAMILY_FINANCE_PERMISSION, payment.branchId, payment.yearId)
    ) {
      return permissionError();
    }
    return HttpResponse.json(receiptOf(data, payment));
  }),

  http.post('*/api/engagements', async ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = scopeOf(new URL(request.url).searchParams);
    if (scope instanceof Response) return scope;
    const { branch, year } = scope;
    if (!staffHolds(user, FAMILY_FINANCE_PERMISSION, branch, year)) return permissionError();
    const data = db.data;
    const body = (await request.json().catch(() => null)) as {
      studentId?: unknown;
      feeTypeId?: unknown;
      templateId?: unknown;
      discountPercent?: unknown;
      discountReason?: unknown;
    } | null;
    if (!body || typeof body !== 'object') return invalidRequest('Invalid request');
    const settings = financeSettingsOf(data, branch, year);
    const student = data.students.find((candidate) => candidate.studentid === body.studentId);
    const enrolment = data.enrolments.find(
      (candidate) =>
        candidate.studentId === body.studentId && candidate.yearId === year && candidate.branchId === branch,
    );
    if (!settings || !student || !enrolment)
      return unprocessable('Unknown student', 'INVALID_STUDENT', fieldError('studentId', 'INVALID_STUDENT'));
    const feeType = settings.feeTypes.find((fee) => fee.id === body.feeTypeId);
    if (!feeType || (feeType.levelId !== null && feeType.levelId !== enrolment.levelId)) {
      return unprocessable(
        'Unknown fee type',
        'INVALID_FEE_TYPE',
        fieldError('feeTypeId', 'INVALID_FEE_TYPE'),
      );
    }
    const templateId = body.templateId ?? feeType.templateId;
    const template = settings.templates.find((candidate) => candidate.id === templateId);
    if (!template)
      return unprocessable(
        'Unknown schedule template',
        'INVALID_TEMPLATE',
        fieldError('templateId', 'INVALID_TEMPLATE'),
      );
    const percent = body.discountPercent ?? 0;
    if (typeof percent !== 'number' || percent < 0 || percent > 100) {
      return unprocessable(
        'Invalid discount',
        'INVALID_DISCOUNT',
        fieldError('discountPercent', 'INVALID_DISCOUNT'),
      );
    }
    const reason = body.discountReason ?? null;
    if (reason !== null && !['sibling', 'staff', 'other'].includes(String(reason))) {
      return unprocessable(
        'Invalid discount reason',
        'INVALID_DISCOUNT',
        fieldError('discountReason', 'INVALID_DISCOUNT'),
      );
    }
    if (percent > 0 && reason === null) {
      return unprocessable(
        'A discount needs a reason',
        'INVALID_DISCOUNT',
        fieldError('discountReason', 'INVALID_DISCOUNT'),
      );
    }
    // One engagement per child, fee and year: a second one would bill the family twice. An engagement whose
    // installments were all cancelled no longer counts.
    const existing = data.engagements.find(
      (candidate) =>
        candidate.studentId === student.studentid &&
        candidate.feeTypeId === feeType.id &&
        candidate.yearId === year &&
        candidate.branchId === branch &&
        data.installments.some(
          (installment) => installment.engagementId === candidate.id && installment.cancelledAt === null,
        ),
    );
    if (existing) {
      return HttpResponse.json(
        {
          message: 'This child already has this fee this year',
          code: 'DUPLICATE_ENGAGEMENT',
          engagementId: existing.id,
          ...fieldError('feeTypeId', 'DUPLICATE_ENGAGEMENT'),
        },
        { status: 409 },
      );
    }
    const yearStart =
      data.years.find((candidate) => candidate.schoolyearid === year)?.startDate ?? todayIso();
    const engagement: Engagement = {
      id: Math.max(nextId(data.engagements), nextId(data.installments), nextId(data.payments)),
      familyId: student.familyId,
      studentId: student.studentid,
      branchId: branch,
      yearId: year,
      feeTypeId: feeType.id,
      kind: feeType.kind,
      label: feeType.label,
      templateId: template.id,
      grossCents: feeType.amountCents,
      discountPercent: percent,
      discountReason: percent > 0 ? (reason as DiscountKind) : null,
      netCents: applyDiscount(feeType.amountCents, percent),
      createdAt: new Date().toISOString(),
    };
    let installmentId = Math.max(nextId(data.installments), engagement.id + 1);
    const installments: Installment[] = planInstallments(
      engagement.netCents,
      template,
      yearStart,
      feeType.label,
    ).map((plan) => ({
      id: installmentId++,
      engagementId: engagement.id,
      familyId: engagement.familyId,
      studentId: engagement.studentId,
      branchId: branch,
      yearId: year,
      ...plan,
      cancelledAt: null,
    }));
    data.engagements.push(engagement);
    data.installments.push(...installments);
    db.changed();
    const index = ledgerIndex(data);
    return HttpResponse.json(
      { currency: settings.currency, engagement: engagementView(engagement, index, todayIso()) },
      { status: 201 },
    );
  }),

  http.patch('*/api/installments/:id', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const data = db.data;
    const id = pathId(params.id);
    const installment = id === null ? undefined : data.installments.find((candidate) => candidate.id === id);
    if (!installment) return notFound('Installment not found');
    if (!staffHolds(user, FAMILY_FINANCE_PERMISSION, installment.branchId, installment.yearId))
      return permissionError();
    const body = (await request.json().catch(() => null)) as { status?: unknown } | null;
    if (body?.status !== 'cancelled') return unprocessable('Only cancelling is supported', 'INVALID_STATUS');
    const index = ledgerIndex(data);
    if ((index.paid.get(installment.id) ?? 0) > 0) {
      return unprocessable('A paid installment cannot be cancelled', 'INSTALLMENT_PAID');
    }
    installment.cancelledAt ??= todayIso();
    ledgerChanged();
    db.changed();
    return HttpResponse.json({
      currency: currencyOf(data, installment.branchId, installment.yearId),
      installment: installmentView(installment, ledgerIndex(data), todayIso()),
    });
  }),
];

/** The next receipt number of the branch and year; the counter moves only when a payment is saved. */
function nextReceiptNumber(data: DemoData, settings: FinanceSettings): string {
  const yearStart = data.years.find((year) => year.schoolyearid === settings.yearId)?.startDate ?? todayIso();
  const number = formatReceiptNumber(settings.receipt.prefix, yearStart, settings.receipt.nextNumber);
  settings.receipt.nextNumber += 1;
  return number;
}
