export { AGING_BUCKETS, AGING_BUCKET_DAYS, agingBucket, type AgingBucket } from './aging.ts';
import { agingBucket, type AgingBucket } from './aging.ts';
/**
 * The finance model and its ledger (DOMAIN.md "Finances"), pure TypeScript shared by the portal and the demo API
 * (which imports this file with its `.ts` extension): fee types, schedule templates, discounts, engagements,
 * installments, payments and their allocations. Every amount here is in integer cents (`...Cents`); the API converts
 * to the major unit at its edge.
 *
 * One rule keeps every figure consistent: an installment's paid amount is the sum of the allocations pointing at it,
 * and every balance (installment, engagement, student, family) is "amount due minus allocations". Nothing derived is
 * stored: paid amount, status (except `cancelled`), overdue, days late and aging bucket are computed here.
 */

import { compareIso, daysBetween } from './dates.ts';

export const FEE_KINDS = ['registration', 'tuition', 'transport', 'canteen', 'insurance'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

export const INSTALLMENT_STATUSES = ['pending', 'partial', 'paid', 'cancelled'] as const;
export type InstallmentStatus = (typeof INSTALLMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['cash', 'cheque', 'transfer', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const DISCOUNT_KINDS = ['sibling', 'staff', 'other'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** What a school allows a parent to spread for a fee type (domain/paymentPlans.ts). */
export interface PlanRule {
  /** 2-12. */
  maxInstallments: number;
  /** `YYYY-MM-DD`: no installment of a plan is due after it. */
  lastDate: string;
}

/** A fee of a branch and year: the yearly amount, for one level (or every level when `levelId` is null). */
export interface FeeType {
  id: number;
  kind: FeeKind;
  /** null: the same amount for every level (transport, canteen, insurance). */
  levelId: number | null;
  /** Label shown on engagements and receipts ("Scolarité CM1"). */
  label: string;
  /** Yearly amount before discount. */
  amountCents: number;
  /** The schedule template used by default for this fee. */
  templateId: number;
  /** The payment plan a parent may choose for this fee (domain/paymentPlans.ts); null or absent: none. */
  plan?: PlanRule | null;
}

/** One part of a schedule: its label (null: the fee's label) and due month/day within the school year. */
export interface TemplatePart {
  label: string | null;
  /** 1-12; months from August (8) belong to the year's first calendar year, the others to the second. */
  month: number;
  /** 1-28. */
  day: number;
}

export interface ScheduleTemplate {
  id: number;
  /** Stable code (`monthly10`, `quarterly3`, `once`). */
  code: string;
  name: string;
  parts: TemplatePart[];
}

export interface DiscountRule {
  id: number;
  kind: DiscountKind;
  label: string;
  /** 0-100, may have decimals (12.5). */
  percent: number;
  /** The fees it applies to (tuition only, usually). */
  feeKinds: FeeKind[];
}

export interface ReceiptNumbering {
  /** `CAS` gives `CAS-2026-000123`. */
  prefix: string;
  /** The number the next receipt gets (sequential per branch and year, no gaps). */
  nextNumber: number;
  /** Header printed on receipts (school name, address, tax id). */
  header: string;
}

/** The financial settings of one branch and year. */
export interface FinanceSettings {
  branchId: number;
  yearId: number;
  currency: string;
  feeTypes: FeeType[];
  templates: ScheduleTemplate[];
  discountRules: DiscountRule[];
  paymentMethods: PaymentMethod[];
  receipt: ReceiptNumbering;
}

/** A family's commitment for one student, one year and one fee. */
export interface Engagement {
  id: number;
  familyId: number;
  studentId: number;
  branchId: number;
  yearId: number;
  feeTypeId: number;
  kind: FeeKind;
  label: string;
  templateId: number;
  /** Before discount. */
  grossCents: number;
  /** 0 when no discount. */
  discountPercent: number;
  discountReason: DiscountKind | null;
  /** gross minus discount = the sum of the installments generated at creation. */
  netCents: number;
  createdAt: string;
}

/** One due amount of an engagement. Paid amount and status come from the ledger (`installmentState`). */
export interface Installment {
  id: number;
  engagementId: number;
  /** Copied from the engagement so the ledger can filter without a join. */
  familyId: number;
  studentId: number;
  branchId: number;
  yearId: number;
  /** 1, 2, ... in due order within the engagement. */
  seq: number;
  label: string;
  dueDate: string;
  amountCents: number;
  /** Set when cancelled (the only stored state); a cancelled installment is never due nor overdue. */
  cancelledAt: string | null;
}

export interface Allocation {
  installmentId: number;
  amountCents: number;
}

export interface Payment {
  id: number;
  familyId: number;
  branchId: number;
  yearId: number;
  amountCents: number;
  method: PaymentMethod;
  reference: string;
  date: string;
  receiptNumber: string;
  /** Sum = amountCents, each to an installment of the same family, branch and year. */
  allocations: Allocation[];
  createdBy: number | null;
  createdAt: string;
  /** Paid online (domain/onlinePayments.ts): the processor and the order it settled; absent at the counter. */
  online?: { provider: 'cmi'; orderId: string };
  /**
   * A refund (`reversalOf` below): the id of the payment this entry reverses. Its amount and allocations are the
   * negatives of the original's; the original stays in the ledger, never edited nor deleted.
   */
  reversalOf?: number;
  /** Why the payment was refunded (on the reversal only). */
  reason?: string;
}

/** The state of one installment, derived from the ledger. */
export interface InstallmentState {
  paidCents: number;
  /** amount - paid (0 when cancelled). */
  outstandingCents: number;
  status: InstallmentStatus;
  overdue: boolean;
  daysLate: number;
  bucket: AgingBucket | null;
}

/** Totals of a set of installments (an engagement, a student, a family). */
export interface Balance {
  /** Sum of the installments that are not cancelled. */
  dueCents: number;
  paidCents: number;
  /** due - paid. */
  balanceCents: number;
  /** Outstanding amount of the overdue installments. */
  overdueCents: number;
  /** Largest days late among the overdue installments (0 when none). */
  maxDaysLate: number;
  bucket: AgingBucket | null;
  overdueCount: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Money and dates

/** Major unit (up to two decimals) to integer cents. */
export function centsOf(amount: number): number {
  return Math.round(amount * 100);
}

/** Integer cents to the major unit. */
export function amountOf(cents: number): number {
  return cents / 100;
}

// ---------------------------------------------------------------------------------------------------------------
// Engagements and installments

/** Net amount after a percentage discount, rounded to the cent. */
export function applyDiscount(grossCents: number, percent: number): number {
  const clamped = Math.min(100, Math.max(0, percent));
  return grossCents - Math.round((grossCents * clamped) / 100);
}

/** `total` split in `parts` whole-cent amounts that add up exactly (the first ones take the extra cents). */
export function splitEven(totalCents: number, parts: number): number[] {
  if (parts <= 0) return [];
  const base = Math.floor(totalCents / parts);
  const extra = totalCents - base * parts;
  return Array.from({ length: parts }, (_, index) => base + (index < extra ? 1 : 0));
}

/** Due date of a template part in the school year starting `yearStart` (`YYYY-MM-DD`). */
export function partDueDate(part: TemplatePart, yearStart: string): string {
  const firstYear = Number(yearStart.slice(0, 4));
  const year = part.month >= 8 ? firstYear : firstYear + 1;
  return `${year}-${String(part.month).padStart(2, '0')}-${String(part.day).padStart(2, '0')}`;
}

export interface InstallmentPlan {
  seq: number;
  label: string;
  dueDate: string;
  amountCents: number;
}

/** The installments of a net amount over a template (amounts add up to `netCents`), in due order. */
export function planInstallments(
  netCents: number,
  template: ScheduleTemplate,
  yearStart: string,
  feeLabel: string,
): InstallmentPlan[] {
  const amounts = splitEven(netCents, template.parts.length);
  return template.parts
    .map((part, index) => ({
      label: part.label ?? feeLabel,
      dueDate: partDueDate(part, yearStart),
      amountCents: amounts[index] ?? 0,
    }))
    .sort((a, b) => compareIso(a.dueDate, b.dueDate))
    .map((plan, index) => ({ seq: index + 1, ...plan }));
}

// ---------------------------------------------------------------------------------------------------------------
// Ledger: paid amounts, states, overdue

/** Paid cents per installment id, from every allocation of the payments given. */
export function paidByInstallment(payments: Iterable<Payment>): Map<number, number> {
  const paid = new Map<number, number>();
  for (const payment of payments) {
    for (const allocation of payment.allocations) {
      paid.set(allocation.installmentId, (paid.get(allocation.installmentId) ?? 0) + allocation.amountCents);
    }
  }
  return paid;
}

/** Stored-free status: cancelled, else paid / partial / pending from the paid amount. */
export function installmentStatus(
  installment: Pick<Installment, 'amountCents' | 'cancelledAt'>,
  paidCents: number,
): InstallmentStatus {
  if (installment.cancelledAt !== null) return 'cancelled';
  if (paidCents >= installment.amountCents) return 'paid';
  return paidCents > 0 ? 'partial' : 'pending';
}

/** An installment with its paid amount from the ledger. */
export type PaidInstallment = Pick<Installment, 'dueDate' | 'amountCents' | 'cancelledAt'> & {
  paidCents: number;
};

/**
 * Overdue: due date strictly before `today` and not fully paid; a cancelled installment is never overdue.
 * @example isOverdue({ dueDate: '2026-11-05', amountCents: 100, paidCents: 0, cancelledAt: null }, '2026-11-06') === true
 */
export function isOverdue(installment: PaidInstallment, today: string): boolean {
  return (
    installment.cancelledAt === null &&
    installment.paidCents < installment.amountCents &&
    installment.dueDate < today
  );
}

/** Days after the due date (0 when not late). */
export function daysLate(dueDate: string, today: string): number {
  return Math.max(0, daysBetween(dueDate, today));
}

export function installmentState(
  installment: Pick<Installment, 'dueDate' | 'amountCents' | 'cancelledAt'>,
  paidCents: number,
  today: string,
): InstallmentState {
  const status = installmentStatus(installment, paidCents);
  const overdue = isOverdue({ ...installment, paidCents }, today);
  const late = overdue ? daysLate(installment.dueDate, today) : 0;
  return {
    paidCents,
    outstandingCents: status === 'cancelled' ? 0 : Math.max(0, installment.amountCents - paidCents),
    status,
    overdue,
    daysLate: late,
    bucket: overdue ? agingBucket(late) : null,
  };
}

/** Totals of a set of installments from the same allocation ledger. */
export function balanceOf(
  installments: Iterable<Installment>,
  paid: ReadonlyMap<number, number>,
  today: string,
): Balance {
  let dueCents = 0;
  let paidCents = 0;
  let overdueCents = 0;
  let maxDaysLate = 0;
  let overdueCount = 0;
  for (const installment of installments) {
    const paidHere = paid.get(installment.id) ?? 0;
    if (installment.cancelledAt === null) dueCents += installment.amountCents;
    paidCents += paidHere;
    const state = installmentState(installment, paidHere, today);
    if (state.overdue) {
      overdueCents += state.outstandingCents;
      overdueCount += 1;
      maxDaysLate = Math.max(maxDaysLate, state.daysLate);
    }
  }
  return {
    dueCents,
    paidCents,
    balanceCents: dueCents - paidCents,
    overdueCents,
    maxDaysLate,
    bucket: agingBucket(maxDaysLate),
    overdueCount,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Next installment

/** What the next installment needs of an installment: its due date, label and what is still owed on it. */
export interface DueLine {
  dueDate: string;
  label: string;
  /** 0 when paid or cancelled. */
  outstandingCents: number;
}

export interface NextInstallment {
  dueDate: string;
  /** The labels of the installments due that day, each once, in the order given. */
  labels: string[];
  /** What is left to pay on all of them. */
  amountCents: number;
}

/**
 * THE next installment, the same on every screen and in the API: the earliest due date, today or later, on which
 * something is still owed, and everything still owed that day (all the installments due on it, minus what is
 * paid). Null when nothing is owed from today on.
 * @example nextInstallment([{ dueDate: '2026-12-05', label: 'Décembre', outstandingCents: 220000 },
 *   { dueDate: '2026-12-05', label: 'Transport', outstandingCents: 70000 }], '2026-11-22')
 *   // { dueDate: '2026-12-05', labels: ['Décembre', 'Transport'], amountCents: 290000 }
 */
export function nextInstallment(lines: Iterable<DueLine>, today: string): NextInstallment | null {
  const open = [...lines].filter((line) => line.outstandingCents > 0 && line.dueDate >= today);
  let dueDate: string | null = null;
  for (const line of open) if (dueDate === null || line.dueDate < dueDate) dueDate = line.dueDate;
  if (dueDate === null) return null;
  const due = open.filter((line) => line.dueDate === dueDate);
  return {
    dueDate,
    labels: [...new Set(due.map((line) => line.label))],
    amountCents: due.reduce((sum, line) => sum + line.outstandingCents, 0),
  };
}

/** The due lines of installments from the ledger (what is owed on each, 0 when cancelled). */
export function dueLines(
  installments: Iterable<Installment>,
  paid: ReadonlyMap<number, number>,
  today: string,
): DueLine[] {
  return [...installments].map((installment) => ({
    dueDate: installment.dueDate,
    label: installment.label,
    outstandingCents: installmentState(installment, paid.get(installment.id) ?? 0, today).outstandingCents,
  }));
}

// ---------------------------------------------------------------------------------------------------------------
// Allocation

/** What allocation needs of an installment: its id, due date, order and what is still owed. */
export interface OpenInstallment {
  id: number;
  dueDate: string;
  seq?: number;
  outstandingCents: number;
}

/** Oldest due first; same due date: lower engagement order, then id (stable, so previews match the save). */
function compareOpen(a: OpenInstallment, b: OpenInstallment): number {
  return compareIso(a.dueDate, b.dueDate) || (a.seq ?? 0) - (b.seq ?? 0) || a.id - b.id;
}

/**
 * Allocates `amountCents` to the installments, oldest due first, never more than each one's outstanding amount.
 * What cannot be allocated (more than everything owed) is returned as `unallocatedCents`.
 */
export function allocate(
  amountCents: number,
  installments: readonly OpenInstallment[],
): { allocations: Allocation[]; unallocatedCents: number } {
  let left = Math.max(0, Math.round(amountCents));
  const allocations: Allocation[] = [];
  for (const installment of [...installments].sort(compareOpen)) {
    if (left <= 0) break;
    const take = Math.min(left, Math.max(0, installment.outstandingCents));
    if (take > 0) {
      allocations.push({ installmentId: installment.id, amountCents: take });
      left -= take;
    }
  }
  return { allocations, unallocatedCents: left };
}

export type AllocationError =
  | 'amount-invalid'
  | 'unknown-installment'
  | 'duplicate-installment'
  | 'amount-negative'
  | 'over-allocation'
  | 'sum-mismatch';

/**
 * Checks edited allocations: a positive whole-cent amount, each installment open (in `installments`) and listed
 * once, no line below zero or above what the installment still owes, and the lines adding up to the amount.
 * Returns the first problem, or null.
 */
export function validateAllocations(
  amountCents: number,
  allocations: readonly Allocation[],
  installments: readonly OpenInstallment[],
): AllocationError | null {
  if (!Number.isInteger(amountCents) || amountCents <= 0) return 'amount-invalid';
  const open = new Map(installments.map((installment) => [installment.id, installment]));
  const seen = new Set<number>();
  let sum = 0;
  for (const allocation of allocations) {
    const installment = open.get(allocation.installmentId);
    if (!installment) return 'unknown-installment';
    if (seen.has(allocation.installmentId)) return 'duplicate-installment';
    seen.add(allocation.installmentId);
    if (!Number.isInteger(allocation.amountCents) || allocation.amountCents < 0) return 'amount-negative';
    if (allocation.amountCents > installment.outstandingCents) return 'over-allocation';
    sum += allocation.amountCents;
  }
  return sum === amountCents ? null : 'sum-mismatch';
}

// ---------------------------------------------------------------------------------------------------------------
// Refunds: a reversal entry, never a deletion

/** The longest reason a refund keeps (the API refuses more: `TOO_LONG`). */
export const REFUND_REASON_MAX = 300;

/** Why a payment cannot be refunded: it is itself a refund, or it was refunded already (once only). */
export type ReversalRefusal = 'is-reversal' | 'already-reversed';

/**
 * Whether `payment` may be refunded (docs/api.md "POST payments/{id}/refund"): a payment is reversed once, and a
 * reversal itself never is. `payments` is the ledger holding it (at least the payments of its family).
 * Returns the refusal, or null when the refund may be recorded.
 */
export function reversalRefusal(
  payment: Pick<Payment, 'id' | 'reversalOf'>,
  payments: Iterable<Pick<Payment, 'reversalOf'>>,
): ReversalRefusal | null {
  if (payment.reversalOf !== undefined) return 'is-reversal';
  for (const other of payments) if (other.reversalOf === payment.id) return 'already-reversed';
  return null;
}

export function canReverse(
  payment: Pick<Payment, 'id' | 'reversalOf'>,
  payments: Iterable<Pick<Payment, 'reversalOf'>>,
): boolean {
  return reversalRefusal(payment, payments) === null;
}

/**
 * The reversal entry of a full refund: the original's family, branch, year and method, a negative amount and the
 * negatives of its allocations, so every installment it paid is owed again (`paidByInstallment`, balances and
 * overdue read it unchanged). Its reference is the original's receipt number; `entry` gives its own id, receipt
 * number, date and author.
 * @example reversalOf(payment, { id: 9, receiptNumber: 'CAS-2026-000124', date: '2026-11-22', reason: 'Doublon',
 *   createdBy: 1, createdAt: '2026-11-22T10:00:00Z' }).amountCents === -payment.amountCents
 */
export function reversalOf(
  payment: Payment,
  entry: Pick<Payment, 'id' | 'receiptNumber' | 'date' | 'createdBy' | 'createdAt'> & { reason: string },
): Payment {
  return {
    id: entry.id,
    familyId: payment.familyId,
    branchId: payment.branchId,
    yearId: payment.yearId,
    amountCents: -payment.amountCents,
    method: payment.method,
    reference: payment.receiptNumber,
    date: entry.date,
    receiptNumber: entry.receiptNumber,
    allocations: payment.allocations.map((allocation) => ({
      installmentId: allocation.installmentId,
      amountCents: -allocation.amountCents,
    })),
    createdBy: entry.createdBy,
    createdAt: entry.createdAt,
    reversalOf: payment.id,
    reason: entry.reason,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Receipts

/** `CAS-2026-000123`: prefix, the school year's first calendar year, the number on six digits. */
export function formatReceiptNumber(prefix: string, yearStart: string, number: number): string {
  return `${prefix}-${yearStart.slice(0, 4)}-${String(number).padStart(6, '0')}`;
}

/** How long before its school year starts a payment of that year may be dated (deposits for the coming year). */
export const PAYMENT_LEAD_MONTHS = 6;

/**
 * Payment dates (docs/api.md "POST families/{id}/payments"): a payment of a school year is dated from six months
 * before the year starts to its last day (never `0001-01-01`, never a later year); the API also refuses a date
 * after today.
 */
export function isPaymentDateOfYear(date: string, year: { startDate: string; endDate: string }): boolean {
  const earliest = new Date(`${year.startDate}T00:00:00Z`);
  earliest.setUTCMonth(earliest.getUTCMonth() - PAYMENT_LEAD_MONTHS);
  return date >= earliest.toISOString().slice(0, 10) && date <= year.endDate;
}
