import { http, HttpResponse } from 'msw';
import { printedIdentity } from '../school-settings/index.ts';
import { todayIso } from '../../domain/dates.ts';
import {
  PAYMENT_METHODS,
  REFUND_REASON_MAX,
  allocate,
  amountOf,
  balanceOf,
  centsOf,
  formatReceiptNumber,
  isPaymentDateOfYear,
  reversalOf,
  reversalRefusal,
  validateAllocations,
  type Allocation,
  type FinanceSettings,
  type Payment,
  type PaymentMethod,
} from '../../domain/ledger.ts';
import { db } from '../core/db.ts';
import { familyKey, financeSettingsOf, ledgerIndex } from './ledger.ts';
import { familyInScope, guardiansByPriority } from '../school/index.ts';
import type { DemoData } from '../core/tables.ts';
import { authenticate, permissionError } from '../core/session.ts';
import { invalidRequest, staffHolds } from '../core/staffScope.ts';
import { error, holdsAnywhere, validationError } from '../core/listing.ts';
import {
  scopeOf,
  FAMILY_FINANCE_PERMISSION,
  pathId,
  notFound,
  unprocessable,
  nextId,
  paymentView,
  balanceView,
  isGuardianOf,
  mayReadFinances,
} from './shared.ts';

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
export function moneyCents(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null;
  const cents = centsOf(value);
  return Math.abs(cents - value * 100) < 1e-6 ? cents : null;
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
    // Paid online (docs/api.md "Online payments"): the receipt says so.
    online: payment.online !== undefined,
    // A refund's receipt (docs/api.md "POST payments/{id}/refund"): the receipt number it refunds, and why.
    reversalOf:
      payment.reversalOf === undefined
        ? null
        : (index.paymentById.get(payment.reversalOf)?.receiptNumber ?? payment.reference),
    reason: payment.reason ?? null,
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
export const paymentHandlers = [
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
  // A refund is a reversal entry, never a deletion (docs/api.md "POST payments/{id}/refund").
  http.post('*/api/payments/:id/refund', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    // Permission before existence: a parent, or staff holding the right nowhere, learn nothing of the payment.
    if (!holdsAnywhere(user, FAMILY_FINANCE_PERMISSION)) return permissionError();
    const data = db.data;
    const id = pathId(params.id);
    const payment = id === null ? undefined : data.payments.find((candidate) => candidate.id === id);
    // A payment of a branch or year the caller does not hold is answered as an unknown one.
    if (!payment || !staffHolds(user, FAMILY_FINANCE_PERMISSION, payment.branchId, payment.yearId)) {
      return notFound('Payment not found');
    }
    const body = (await request.json().catch(() => null)) as { reason?: unknown } | null;
    if (!body || typeof body !== 'object') return invalidRequest('Invalid request');
    const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
    if (!reason) return validationError({ reason: 'REQUIRED' });
    if (reason.length > REFUND_REASON_MAX) return validationError({ reason: 'TOO_LONG' });

    const index = ledgerIndex(data);
    const key = familyKey(payment.familyId, payment.branchId, payment.yearId);
    const refusal = reversalRefusal(payment, index.paymentsByFamily.get(key) ?? []);
    if (refusal === 'already-reversed') {
      const reversal = index.reversalByPayment.get(payment.id);
      return error(409, 'This payment was already refunded', 'PAYMENT_REFUNDED', {
        reversal: reversal ? { id: reversal.id, receiptNumber: reversal.receiptNumber } : null,
      });
    }
    if (refusal === 'is-reversal') {
      return error(409, 'A refund cannot be refunded', 'PAYMENT_IS_REFUND');
    }
    const settings = financeSettingsOf(data, payment.branchId, payment.yearId);
    if (!settings) return notFound('No financial settings for this branch and year');

    const today = todayIso();
    const reversal = reversalOf(payment, {
      id: nextId(data.payments),
      // The branch and year's next number: refunds share the payments' sequence, without gaps.
      receiptNumber: nextReceiptNumber(data, settings),
      date: today,
      reason,
      createdBy: user.id,
      createdAt: new Date().toISOString(),
    });
    data.payments.push(reversal);
    db.changed();
    const after = ledgerIndex(data);
    return HttpResponse.json(
      {
        currency: settings.currency,
        payment: paymentView(reversal, after),
        totals: balanceView(balanceOf(after.installmentsByFamily.get(key) ?? [], after.paid, today)),
      },
      { status: 201 },
    );
  }),
  http.get('*/api/payments/:id/receipt', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    if (!mayReadFinances(user)) return permissionError();
    const data = db.data;
    const id = pathId(params.id);
    const payment = id === null ? undefined : data.payments.find((candidate) => candidate.id === id);
    if (!payment) return notFound('Payment not found');
    const family = data.families.find((candidate) => candidate.id === payment.familyId);
    // Another family's receipt, or one of a branch the caller does not hold: answered as an unknown one.
    if (
      !isGuardianOf(user, family) &&
      !staffHolds(user, FAMILY_FINANCE_PERMISSION, payment.branchId, payment.yearId)
    ) {
      return notFound('Payment not found');
    }
    return HttpResponse.json(receiptOf(data, payment));
  }),
];

/** The next receipt number of the branch and year; the counter moves only when a payment is saved. */
export function nextReceiptNumber(data: DemoData, settings: FinanceSettings): string {
  const yearStart = data.years.find((year) => year.schoolyearid === settings.yearId)?.startDate ?? todayIso();
  const number = formatReceiptNumber(settings.receipt.prefix, yearStart, settings.receipt.nextNumber);
  settings.receipt.nextNumber += 1;
  return number;
}
