import { HttpResponse } from 'msw';
import { compareIso } from '../../domain/dates.ts';
import {
  amountOf,
  balanceOf,
  installmentState,
  type Balance,
  type Engagement,
  type Installment,
  type Payment,
} from '../../domain/ledger.ts';
import { financeSettingsOf, type LedgerIndex } from './ledger.ts';
import type { DemoData, DemoUser } from '../core/tables.ts';
import type { DemoFamily } from '../school/index.ts';
import { strictIdParam } from '../core/params.ts';
import { invalidRequest } from '../core/staffScope.ts';

/** docs/api.md "Finances": engagements, a family's and a student's finances, payments, receipts. */
/** The family finance pages (docs/api.md "Family finances"). */
export const FAMILY_FINANCE_PERMISSION = 'view-studentengagements-page';

export function notFound(message: string) {
  return HttpResponse.json({ message }, { status: 404 });
}

/**
 * Whether the caller may read finances at all: a parent (their own children's), or staff holding the finance
 * permission in some branch and year. Checked before the record is looked up, so its 403 says nothing of the
 * record; a record that is not the caller's is then answered exactly as an unknown one (404, the same body:
 * docs/api.md "Errors", no oracle).
 */
export function mayReadFinances(user: DemoUser): boolean {
  return (
    user.isParent ||
    user.roles.some((role) => role.name === 'admin' || role.permissions.includes(FAMILY_FINANCE_PERMISSION))
  );
}

/**
 * A guardian of the family with a portal account who may see its finances (DOMAIN.md: guardians have a "may see
 * finances" flag): a parent sees only their own children's finances.
 */
export function isGuardianOf(user: DemoUser, family: DemoFamily | undefined): boolean {
  return (
    user.isParent &&
    (family?.guardians.some((guardian) => guardian.userId === user.id && guardian.canSeeFinances) ?? false)
  );
}

export function scopeOf(params: URLSearchParams): { branch: number; year: number } | Response {
  const branch = strictIdParam(params, 'branch');
  const year = strictIdParam(params, 'year');
  if (typeof branch !== 'number' || typeof year !== 'number') {
    return invalidRequest('branch and year are required');
  }
  return { branch, year };
}

export function pathId(raw: unknown): number | null {
  const text = String(raw);
  return /^\d+$/.test(text) ? Number(text) : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Views (cents to the major unit at the edge)

export function balanceView(balance: Balance) {
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

export function installmentView(installment: Installment, index: LedgerIndex, today: string) {
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

export function engagementView(engagement: Engagement, index: LedgerIndex, today: string) {
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

/** Another ledger entry as a payment names it: its id and receipt number. */
function linkOf(payment: Payment | undefined): { id: number; receiptNumber: string } | null {
  return payment ? { id: payment.id, receiptNumber: payment.receiptNumber } : null;
}

export function paymentView(payment: Payment, index: LedgerIndex, onlyStudent?: number) {
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
    online: payment.online !== undefined,
    // A refund is a reversal entry (docs/api.md "POST payments/{id}/refund"): the reversal names the payment it
    // reverses, the original the reversal that refunded it; null on both sides for any other payment.
    reversalOf: linkOf(
      payment.reversalOf === undefined ? undefined : index.paymentById.get(payment.reversalOf),
    ),
    reversedBy: linkOf(index.reversalByPayment.get(payment.id)),
    reason: payment.reason ?? null,
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

export function currencyOf(data: DemoData, branch: number, year: number): string {
  return financeSettingsOf(data, branch, year)?.currency ?? 'MAD';
}

export function unprocessable(message: string, code: string, extra: Record<string, unknown> = {}) {
  return HttpResponse.json({ message, code, ...extra }, { status: 422 });
}

export function nextId(items: Array<{ id: number }>): number {
  let max = 0;
  for (const item of items) if (item.id > max) max = item.id;
  return max + 1;
}
