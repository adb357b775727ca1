/**
 * The family ledger's index (lookups by family, student and scope, kept until the ledger changes), the balances and
 * settings read from it, and the writes other modules make to the ledger (a service's engagement, its installments
 * stopped).
 */
import {
  planInstallments,
  type Engagement,
  type FeeKind,
  type FinanceSettings,
  type Installment,
  type Payment,
} from '../../domain/ledger.ts';
import type { FinanceData } from './finance.ts';

// ---------------------------------------------------------------------------------------------------------------
// The ledger index: lookups the finance endpoints (and the dashboard and overdue list) share.

type LedgerTables = Pick<FinanceData, 'engagements' | 'installments' | 'payments'>;

export interface LedgerIndex {
  /** Paid cents per installment id, from every payment's allocations. */
  paid: Map<number, number>;
  installmentById: Map<number, Installment>;
  engagementById: Map<number, Engagement>;
  installmentsByEngagement: Map<number, Installment[]>;
  /** Key `familyKey(family, branch, year)`. */
  installmentsByFamily: Map<number, Installment[]>;
  engagementsByFamily: Map<number, Engagement[]>;
  paymentsByFamily: Map<number, Payment[]>;
  paymentById: Map<number, Payment>;
  /** The reversal (refund) of a payment, by the id of the payment it reverses (domain/ledger.ts `reversalOf`). */
  reversalByPayment: Map<number, Payment>;
  /** Key `studentKey(student, year)`. */
  installmentsByStudent: Map<number, Installment[]>;
  engagementsByStudent: Map<number, Engagement[]>;
  /** Families with engagements, by `scopeKey(branch, year)`. */
  familiesByScope: Map<number, number[]>;
}

/** Numeric keys (faster than strings over 300,000 installments). Year and branch ids stay below 64. */
export const scopeKey = (branchId: number, yearId: number) => branchId * 64 + yearId;
export const familyKey = (familyId: number, branchId: number, yearId: number) =>
  familyId * 4096 + scopeKey(branchId, yearId);
export const studentKey = (studentId: number, yearId: number) => studentId * 64 + yearId;

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

interface CacheEntry {
  index: LedgerIndex;
  version: number;
  engagements: number;
  installments: number;
  payments: Payment[];
  paymentCount: number;
}
const indexCache = new WeakMap<Installment[], CacheEntry>();
let version = 0;

/** Marks an in-place change of the ledger (an installment cancelled): cached indexes and lists are rebuilt. */
export function ledgerChanged(): void {
  version += 1;
}

/**
 * The index of the data set's ledger, rebuilt only when a table grew or was replaced (a payment or engagement
 * added, a reset); cancelling an installment changes no lookup since states are derived on read.
 */
export function ledgerIndex(data: LedgerTables): LedgerIndex {
  const cached = indexCache.get(data.installments);
  if (
    cached &&
    cached.version === version &&
    cached.engagements === data.engagements.length &&
    cached.installments === data.installments.length &&
    cached.payments === data.payments &&
    cached.paymentCount === data.payments.length
  ) {
    return cached.index;
  }
  const index: LedgerIndex = {
    paid: new Map(),
    installmentById: new Map(),
    engagementById: new Map(),
    installmentsByEngagement: new Map(),
    installmentsByFamily: new Map(),
    engagementsByFamily: new Map(),
    paymentsByFamily: new Map(),
    paymentById: new Map(),
    reversalByPayment: new Map(),
    installmentsByStudent: new Map(),
    engagementsByStudent: new Map(),
    familiesByScope: new Map(),
  };
  const seenFamilies = new Set<number>();
  for (const engagement of data.engagements) {
    index.engagementById.set(engagement.id, engagement);
    const family = familyKey(engagement.familyId, engagement.branchId, engagement.yearId);
    push(index.engagementsByFamily, family, engagement);
    push(index.engagementsByStudent, studentKey(engagement.studentId, engagement.yearId), engagement);
    if (!seenFamilies.has(family)) {
      seenFamilies.add(family);
      push(index.familiesByScope, scopeKey(engagement.branchId, engagement.yearId), engagement.familyId);
    }
  }
  for (const installment of data.installments) {
    index.installmentById.set(installment.id, installment);
    push(index.installmentsByEngagement, installment.engagementId, installment);
    push(
      index.installmentsByFamily,
      familyKey(installment.familyId, installment.branchId, installment.yearId),
      installment,
    );
    push(index.installmentsByStudent, studentKey(installment.studentId, installment.yearId), installment);
  }
  for (const payment of data.payments) {
    push(index.paymentsByFamily, familyKey(payment.familyId, payment.branchId, payment.yearId), payment);
    index.paymentById.set(payment.id, payment);
    if (payment.reversalOf !== undefined) index.reversalByPayment.set(payment.reversalOf, payment);
    for (const allocation of payment.allocations) {
      index.paid.set(
        allocation.installmentId,
        (index.paid.get(allocation.installmentId) ?? 0) + allocation.amountCents,
      );
    }
  }
  indexCache.set(data.installments, {
    index,
    version,
    engagements: data.engagements.length,
    installments: data.installments.length,
    payments: data.payments,
    paymentCount: data.payments.length,
  });
  return index;
}

/** The balance (what remains to pay, in cents) of a few students for a year, from the ledger index. */
export function studentBalancesCents(
  data: LedgerTables,
  studentIds: readonly number[],
  yearId: number,
): Map<number, number> {
  const index = ledgerIndex(data);
  const balances = new Map<number, number>();
  for (const studentId of studentIds) {
    let balance = 0;
    for (const installment of index.installmentsByStudent.get(studentKey(studentId, yearId)) ?? []) {
      if (installment.cancelledAt === null) {
        balance += installment.amountCents - (index.paid.get(installment.id) ?? 0);
      }
    }
    balances.set(studentId, balance);
  }
  return balances;
}

/** The settings of a branch and year. */
export function financeSettingsOf(
  data: Pick<FinanceData, 'financeSettings'>,
  branchId: number,
  yearId: number,
): FinanceSettings | undefined {
  return data.financeSettings.find(
    (settings) => settings.branchId === branchId && settings.yearId === yearId,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Fees that follow a service (DOMAIN.md: a transport line, a canteen subscription): the engagement the service adds
// to the family's finances, and the installments it stops when the service ends.

type ServiceTables = FinanceData & { years: Array<{ schoolyearid: number; startDate: string }> };

/**
 * Adds the engagement of a service fee (`kind`) for a student, a monthly amount from the month of `today` to the
 * end of the year, on the fee type's schedule. One engagement per child, fee and year: when the child already has a
 * live one (an installment not cancelled), it is returned and nothing is added.
 */
export function addServiceEngagement(
  data: ServiceTables,
  input: {
    studentId: number;
    familyId: number;
    branchId: number;
    yearId: number;
    kind: FeeKind;
    monthlyCents: number;
    label: string;
    today: string;
  },
): { engagement: Engagement; created: boolean } | null {
  const settings = financeSettingsOf(data, input.branchId, input.yearId);
  const feeType = settings?.feeTypes.find((fee) => fee.kind === input.kind && fee.levelId === null);
  const template = settings?.templates.find((candidate) => candidate.id === feeType?.templateId);
  if (!feeType || !template) return null;
  const existing = data.engagements.find(
    (candidate) =>
      candidate.studentId === input.studentId &&
      candidate.feeTypeId === feeType.id &&
      candidate.yearId === input.yearId &&
      candidate.branchId === input.branchId &&
      data.installments.some(
        (installment) => installment.engagementId === candidate.id && installment.cancelledAt === null,
      ),
  );
  if (existing) return { engagement: existing, created: false };
  const yearStart = data.years.find((year) => year.schoolyearid === input.yearId)?.startDate ?? input.today;
  const monthStart = `${input.today.slice(0, 7)}-01`;
  const planned = planInstallments(
    input.monthlyCents * template.parts.length,
    template,
    yearStart,
    input.label,
  );
  const kept = planned.filter((plan) => plan.dueDate >= monthStart);
  const plans = kept.length ? kept : planned.slice(-1);
  const maxId = (items: Array<{ id: number }>) => items.reduce((max, item) => Math.max(max, item.id), 0);
  const grossCents = plans.length * input.monthlyCents;
  const engagement: Engagement = {
    id: Math.max(maxId(data.engagements), maxId(data.installments), maxId(data.payments)) + 1,
    familyId: input.familyId,
    studentId: input.studentId,
    branchId: input.branchId,
    yearId: input.yearId,
    feeTypeId: feeType.id,
    kind: input.kind,
    label: input.label,
    templateId: template.id,
    grossCents,
    discountPercent: 0,
    discountReason: null,
    netCents: grossCents,
    createdAt: new Date().toISOString(),
  };
  let installmentId = engagement.id + 1;
  data.engagements.push(engagement);
  data.installments.push(
    ...plans.map((plan, index) => ({
      id: installmentId++,
      engagementId: engagement.id,
      familyId: engagement.familyId,
      studentId: engagement.studentId,
      branchId: engagement.branchId,
      yearId: engagement.yearId,
      seq: index + 1,
      label: plan.label,
      dueDate: plan.dueDate,
      amountCents: input.monthlyCents,
      cancelledAt: null,
    })),
  );
  return { engagement, created: true };
}

/**
 * The service ended: the engagement's installments due after today and not paid (even in part) are cancelled.
 * Returns how many.
 */
export function stopFutureInstallments(data: FinanceData, engagementId: number, today: string): number {
  const index = ledgerIndex(data);
  let stopped = 0;
  for (const installment of index.installmentsByEngagement.get(engagementId) ?? []) {
    if (installment.cancelledAt !== null || installment.dueDate <= today) continue;
    if ((index.paid.get(installment.id) ?? 0) > 0) continue;
    installment.cancelledAt = today;
    stopped += 1;
  }
  if (stopped) ledgerChanged();
  return stopped;
}
