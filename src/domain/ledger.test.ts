import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  agingBucket,
  allocate,
  applyDiscount,
  balanceOf,
  daysLate,
  formatReceiptNumber,
  installmentState,
  isOverdue,
  nextInstallment,
  paidByInstallment,
  planInstallments,
  canReverse,
  reversalOf,
  reversalRefusal,
  splitEven,
  validateAllocations,
  type Installment,
  type OpenInstallment,
  type Payment,
  type ScheduleTemplate,
} from './ledger';

const monthly: ScheduleTemplate = {
  id: 1,
  code: 'monthly10',
  name: '10',
  parts: [
    ['Septembre', 9, 10],
    ['Octobre', 10, 5],
    ['Novembre', 11, 5],
    ['Décembre', 12, 5],
    ['Janvier', 1, 5],
    ['Février', 2, 5],
    ['Mars', 3, 5],
    ['Avril', 4, 5],
    ['Mai', 5, 5],
    ['Juin', 6, 5],
  ].map(([label, month, day]) => ({ label: label as string, month: month as number, day: day as number })),
};

function installment(id: number, dueDate: string, amountCents: number, cancelledAt: string | null = null) {
  return {
    id,
    engagementId: 1,
    familyId: 1,
    studentId: 1,
    branchId: 1,
    yearId: 2,
    seq: id,
    label: `#${id}`,
    dueDate,
    amountCents,
    cancelledAt,
  } satisfies Installment;
}

function payment(id: number, allocations: Payment['allocations']): Payment {
  return {
    id,
    familyId: 1,
    branchId: 1,
    yearId: 2,
    amountCents: allocations.reduce((sum, allocation) => sum + allocation.amountCents, 0),
    method: 'cash',
    reference: '',
    date: '2026-10-01',
    receiptNumber: '',
    allocations,
    createdBy: 1,
    createdAt: '2026-10-01T09:00:00Z',
  };
}

describe('schedule and discount', () => {
  it('plans ten monthly installments from September to June that add up to the net total', () => {
    const plans = planInstallments(applyDiscount(2_200_000, 10), monthly, '2026-09-07', 'Scolarité CM1');
    expect(plans).toHaveLength(10);
    expect(plans[0]).toEqual({ seq: 1, label: 'Septembre', dueDate: '2026-09-10', amountCents: 198_000 });
    expect(plans[9]).toMatchObject({ label: 'Juin', dueDate: '2027-06-05' });
    expect(plans.reduce((sum, plan) => sum + plan.amountCents, 0)).toBe(1_980_000);
  });

  it('uses the fee label for a one-part template and rounds discounts to the cent', () => {
    const once: ScheduleTemplate = {
      id: 3,
      code: 'once',
      name: '',
      parts: [{ label: null, month: 9, day: 7 }],
    };
    expect(planInstallments(45_000, once, '2026-09-07', 'Assurance')).toEqual([
      { seq: 1, label: 'Assurance', dueDate: '2026-09-07', amountCents: 45_000 },
    ]);
    expect(applyDiscount(100_001, 12.5)).toBe(87_501);
    expect(applyDiscount(1000, 150)).toBe(0);
  });

  it('splits any amount in whole cents that add up exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 12 }),
        (total, parts) => {
          const amounts = splitEven(total, parts);
          expect(amounts).toHaveLength(parts);
          expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(total);
          expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('overdue at date boundaries', () => {
  const due = { dueDate: '2026-11-05', amountCents: 10_000, cancelledAt: null };

  it('is overdue only from the day after the due date, while not fully paid', () => {
    expect(isOverdue({ ...due, paidCents: 0 }, '2026-11-04')).toBe(false);
    expect(isOverdue({ ...due, paidCents: 0 }, '2026-11-05')).toBe(false);
    expect(isOverdue({ ...due, paidCents: 0 }, '2026-11-06')).toBe(true);
    expect(isOverdue({ ...due, paidCents: 9_999 }, '2026-11-06')).toBe(true);
    expect(isOverdue({ ...due, paidCents: 10_000 }, '2026-11-06')).toBe(false);
    expect(isOverdue({ ...due, paidCents: 0, cancelledAt: '2026-10-01' }, '2027-01-01')).toBe(false);
  });

  it('counts days late across month and year ends, with the aging buckets', () => {
    expect(daysLate('2026-11-05', '2026-11-06')).toBe(1);
    expect(daysLate('2026-12-31', '2027-01-30')).toBe(30);
    expect(daysLate('2026-11-05', '2026-11-01')).toBe(0);
    expect([0, 1, 30, 31, 60, 61, 400].map(agingBucket)).toEqual([
      null,
      '0-30',
      '0-30',
      '31-60',
      '31-60',
      '60+',
      '60+',
    ]);
    expect(installmentState(due, 2_500, '2026-12-05')).toEqual({
      paidCents: 2_500,
      outstandingCents: 7_500,
      status: 'partial',
      overdue: true,
      daysLate: 30,
      bucket: '0-30',
    });
    expect(installmentState({ ...due, cancelledAt: '2026-10-01' }, 0, '2026-12-05').status).toBe('cancelled');
  });

  it('is overdue exactly when the due date is before today and something is owed (any dates)', () => {
    const day = fc.integer({ min: 0, max: 800 }).map((offset) => {
      const date = new Date(Date.UTC(2026, 0, 1) + offset * 86_400_000);
      return date.toISOString().slice(0, 10);
    });
    fc.assert(
      fc.property(
        day,
        day,
        fc.integer({ min: 1, max: 100_000 }),
        fc.nat(100_000),
        (dueDate, today, amount, paid) => {
          const state = installmentState({ dueDate, amountCents: amount, cancelledAt: null }, paid, today);
          expect(state.overdue).toBe(dueDate < today && paid < amount);
          expect(state.daysLate > 0).toBe(state.overdue);
          expect(state.bucket === null).toBe(!state.overdue);
        },
      ),
    );
  });
});

describe('allocation', () => {
  const open: OpenInstallment[] = [
    { id: 3, dueDate: '2026-11-05', outstandingCents: 20_000 },
    { id: 1, dueDate: '2026-09-10', outstandingCents: 20_000 },
    { id: 2, dueDate: '2026-10-05', outstandingCents: 5_000 },
  ];

  it('pays the oldest due first and returns what is left', () => {
    expect(allocate(30_000, open)).toEqual({
      allocations: [
        { installmentId: 1, amountCents: 20_000 },
        { installmentId: 2, amountCents: 5_000 },
        { installmentId: 3, amountCents: 5_000 },
      ],
      unallocatedCents: 0,
    });
    expect(allocate(50_000, open).unallocatedCents).toBe(5_000);
  });

  it('validates edited allocations', () => {
    const line = (installmentId: number, amountCents: number) => ({ installmentId, amountCents });
    expect(validateAllocations(25_000, [line(3, 25_000)], open)).toBe('over-allocation');
    expect(validateAllocations(25_000, [line(3, 20_000)], open)).toBe('sum-mismatch');
    expect(validateAllocations(25_000, [line(3, 20_000), line(2, 5_000)], open)).toBeNull();
    expect(validateAllocations(25_000, [line(9, 25_000)], open)).toBe('unknown-installment');
    expect(validateAllocations(20_000, [line(3, 10_000), line(3, 10_000)], open)).toBe(
      'duplicate-installment',
    );
    expect(validateAllocations(0, [], open)).toBe('amount-invalid');
    expect(validateAllocations(10, [line(3, 20), line(2, -10)], open)).toBe('amount-negative');
  });

  const openList = fc.uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 1000 }),
      dueDate: fc.constantFrom('2026-09-10', '2026-10-05', '2026-11-05', '2026-12-05'),
      outstandingCents: fc.integer({ min: 0, max: 500_000 }),
    }),
    { selector: (item) => item.id, maxLength: 15 },
  );

  it('never over-allocates, and allocates everything it can', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3_000_000 }), openList, (amount, list) => {
        const { allocations, unallocatedCents } = allocate(amount, list);
        const owed = list.reduce((sum, item) => sum + item.outstandingCents, 0);
        const allocated = allocations.reduce((sum, allocation) => sum + allocation.amountCents, 0);
        expect(allocated + unallocatedCents).toBe(amount);
        expect(allocated).toBe(Math.min(amount, owed));
        for (const allocation of allocations) {
          const target = list.find((item) => item.id === allocation.installmentId)!;
          expect(allocation.amountCents).toBeGreaterThan(0);
          expect(allocation.amountCents).toBeLessThanOrEqual(target.outstandingCents);
        }
        if (unallocatedCents === 0) expect(validateAllocations(amount, allocations, list)).toBeNull();
        // Oldest first: an installment is only touched when every older one is fully paid.
        const touched = new Set(allocations.map((allocation) => allocation.installmentId));
        const full = new Map(
          allocations.map((allocation) => [allocation.installmentId, allocation.amountCents]),
        );
        for (const later of list) {
          if (!touched.has(later.id)) continue;
          for (const earlier of list) {
            if (earlier.dueDate < later.dueDate && earlier.outstandingCents > 0) {
              expect(full.get(earlier.id)).toBe(earlier.outstandingCents);
            }
          }
        }
      }),
    );
  });
});

describe('balances from one ledger', () => {
  it('family = sum of students = sum of engagements, and due = paid + balance', () => {
    const engagementOf = (id: number) => (id % 3) + 1;
    const studentOf = (engagement: number) => (engagement === 3 ? 2 : 1);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            amount: fc.integer({ min: 1, max: 300_000 }),
            due: fc.constantFrom('2026-09-10', '2026-10-05', '2026-11-05', '2027-01-05'),
            cancelled: fc.boolean(),
          }),
          { minLength: 1, maxLength: 20 },
        ),
        fc.array(fc.integer({ min: 1, max: 400_000 }), { maxLength: 6 }),
        (rows, amounts) => {
          const list = rows.map((row, index) => {
            const engagementId = engagementOf(index + 1);
            return {
              ...installment(index + 1, row.due, row.amount, row.cancelled ? '2026-09-01' : null),
              engagementId,
              studentId: studentOf(engagementId),
            };
          });
          const payments: Payment[] = [];
          for (const amount of amounts) {
            const paid = paidByInstallment(payments);
            const open = list
              .filter((item) => item.cancelledAt === null)
              .map((item) => ({ ...item, outstandingCents: item.amountCents - (paid.get(item.id) ?? 0) }));
            const { allocations } = allocate(amount, open);
            if (allocations.length) payments.push(payment(payments.length + 1, allocations));
          }
          const paid = paidByInstallment(payments);
          const today = '2026-11-22';
          const family = balanceOf(list, paid, today);
          const students = [1, 2].map((id) =>
            balanceOf(
              list.filter((item) => item.studentId === id),
              paid,
              today,
            ),
          );
          const engagements = [1, 2, 3].map((id) =>
            balanceOf(
              list.filter((item) => item.engagementId === id),
              paid,
              today,
            ),
          );
          const sum = (items: typeof students, key: 'balanceCents' | 'paidCents' | 'overdueCents') =>
            items.reduce((total, item) => total + item[key], 0);
          for (const key of ['balanceCents', 'paidCents', 'overdueCents'] as const) {
            expect(sum(students, key)).toBe(family[key]);
            expect(sum(engagements, key)).toBe(family[key]);
          }
          expect(family.paidCents).toBe(payments.reduce((total, item) => total + item.amountCents, 0));
          expect(family.dueCents).toBe(family.paidCents + family.balanceCents);
          expect(family.balanceCents).toBeGreaterThanOrEqual(0);
          expect(family.overdueCents).toBeLessThanOrEqual(family.balanceCents);
        },
      ),
    );
  });
});

describe('refunds: a reversal entry, never a deletion', () => {
  const today = '2026-11-22';
  const list = [installment(1, '2026-09-10', 220_000), installment(2, '2026-10-05', 220_000)];
  const paidOnce = payment(1, [
    { installmentId: 1, amountCents: 220_000 },
    { installmentId: 2, amountCents: 100_050 },
  ]);
  const entry = {
    id: 2,
    receiptNumber: 'CAS-2026-000002',
    date: today,
    reason: 'Paiement en double',
    createdBy: 7,
    createdAt: `${today}T10:00:00Z`,
  };

  it('negates the amount and every allocation in integer cents, keeping family, scope and method', () => {
    const reversal = reversalOf({ ...paidOnce, method: 'card', receiptNumber: 'CAS-2026-000001' }, entry);
    expect(reversal).toMatchObject({
      id: 2,
      familyId: 1,
      branchId: 1,
      yearId: 2,
      amountCents: -320_050,
      method: 'card',
      reference: 'CAS-2026-000001',
      receiptNumber: 'CAS-2026-000002',
      date: today,
      reversalOf: 1,
      reason: 'Paiement en double',
      createdBy: 7,
    });
    expect(reversal.allocations).toEqual([
      { installmentId: 1, amountCents: -220_000 },
      { installmentId: 2, amountCents: -100_050 },
    ]);
    expect(reversal.allocations.reduce((sum, line) => sum + line.amountCents, 0)).toBe(reversal.amountCents);
  });

  it('brings the balance back to the amount owed, and the installments it paid owed (and overdue) again', () => {
    const owed = balanceOf(list, paidByInstallment([]), today);
    const afterPayment = balanceOf(list, paidByInstallment([paidOnce]), today);
    expect(afterPayment.balanceCents).toBe(owed.balanceCents - 320_050);
    const ledger = [paidOnce, reversalOf(paidOnce, entry)];
    const paid = paidByInstallment(ledger);
    expect(paid.get(1)).toBe(0);
    expect(paid.get(2)).toBe(0);
    const after = balanceOf(list, paid, today);
    expect(after).toEqual(owed);
    expect(after).toMatchObject({ dueCents: 440_000, paidCents: 0, balanceCents: 440_000, overdueCount: 2 });
    expect(installmentState(list[0]!, paid.get(1)!, today)).toMatchObject({
      status: 'pending',
      overdue: true,
    });
  });

  it('refunds a payment once, and never a reversal', () => {
    const reversal = reversalOf(paidOnce, entry);
    expect(canReverse(paidOnce, [paidOnce])).toBe(true);
    expect(reversalRefusal(paidOnce, [paidOnce])).toBeNull();
    expect(reversalRefusal(paidOnce, [paidOnce, reversal])).toBe('already-reversed');
    expect(canReverse(paidOnce, [paidOnce, reversal])).toBe(false);
    expect(reversalRefusal(reversal, [paidOnce, reversal])).toBe('is-reversal');
    // Another payment of the family is still refundable.
    const other = payment(3, [{ installmentId: 2, amountCents: 1 }]);
    expect(canReverse(other, [paidOnce, reversal, other])).toBe(true);
  });
});

describe('receipt numbers', () => {
  it('formats prefix, the school year and a six-digit number', () => {
    expect(formatReceiptNumber('CAS', '2026-09-07', 123)).toBe('CAS-2026-000123');
  });
});

describe('one next installment (everything still owed on the next due date)', () => {
  const today = '2026-11-22';
  it('adds up every installment due on the next due date, minus what is paid', () => {
    expect(
      nextInstallment(
        [
          { dueDate: '2026-11-05', label: 'Novembre', outstandingCents: 50_000 },
          { dueDate: '2026-12-05', label: 'Décembre', outstandingCents: 220_000 },
          { dueDate: '2026-12-05', label: 'Transport', outstandingCents: 70_000 },
          { dueDate: '2026-12-05', label: 'Cantine', outstandingCents: 0 },
          { dueDate: '2027-01-05', label: 'Janvier', outstandingCents: 220_000 },
        ],
        today,
      ),
    ).toEqual({ dueDate: '2026-12-05', labels: ['Décembre', 'Transport'], amountCents: 290_000 });
  });

  it('counts a date due today, skips dates fully paid, and is null when nothing is owed from today on', () => {
    expect(nextInstallment([{ dueDate: today, label: 'A', outstandingCents: 1 }], today)?.dueDate).toBe(
      today,
    );
    expect(
      nextInstallment(
        [
          { dueDate: '2026-12-05', label: 'Décembre', outstandingCents: 0 },
          { dueDate: '2027-01-05', label: 'Janvier', outstandingCents: 10 },
        ],
        today,
      ),
    ).toEqual({ dueDate: '2027-01-05', labels: ['Janvier'], amountCents: 10 });
    expect(nextInstallment([{ dueDate: '2026-11-05', label: 'N', outstandingCents: 10 }], today)).toBeNull();
  });

  it('is the sum of what is owed on its date, never less than any one installment of that date', () => {
    const line = fc.record({
      dueDate: fc.constantFrom('2026-11-05', '2026-11-22', '2026-12-05', '2027-01-05'),
      label: fc.constantFrom('A', 'B'),
      outstandingCents: fc.integer({ min: 0, max: 1_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
        const next = nextInstallment(lines, today);
        const open = lines.filter((l) => l.outstandingCents > 0 && l.dueDate >= today);
        if (open.length === 0) {
          expect(next).toBeNull();
          return;
        }
        const sameDay = open.filter((l) => l.dueDate === next!.dueDate);
        expect(open.every((l) => l.dueDate >= next!.dueDate)).toBe(true);
        expect(next!.amountCents).toBe(sameDay.reduce((sum, l) => sum + l.outstandingCents, 0));
      }),
    );
  });
});
