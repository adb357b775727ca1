import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isPlanRule,
  mayRefusePlan,
  planBase,
  planChoices,
  planDates,
  spreadPlan,
  PLAN_MIN_INSTALLMENT_CENTS,
} from './paymentPlans';

const RULE = { maxInstallments: 6, lastDate: '2027-06-05' };

describe('Payment plans: what a parent may spread', () => {
  it('spreads only the installments on which nothing is paid, overdue or not; cancelled and partly paid ones stay', () => {
    expect(
      planBase([
        { id: 1, amountCents: 220_000, paidCents: 220_000, cancelled: false },
        { id: 2, amountCents: 220_000, paidCents: 50_000, cancelled: false },
        { id: 3, amountCents: 220_000, paidCents: 0, cancelled: false },
        { id: 4, amountCents: 220_000, paidCents: 0, cancelled: true },
        { id: 5, amountCents: 219_999, paidCents: 0, cancelled: false },
      ]),
    ).toEqual({ ids: [3, 5], totalCents: 439_999 });
  });

  it('offers the 5th of each month after this one, up to the last date the school allows', () => {
    expect(planDates('2026-12-07', '2027-06-05', 12)).toEqual([
      '2027-01-05',
      '2027-02-05',
      '2027-03-05',
      '2027-04-05',
      '2027-05-05',
      '2027-06-05',
    ]);
    expect(planDates('2026-12-07', '2027-06-04', 12)).toHaveLength(5);
    expect(planDates('2026-12-07', '2027-06-05', 3)).toEqual(['2027-01-05', '2027-02-05', '2027-03-05']);
    // The 5th of this month is never offered, even before the 5th: a parent always has until next month.
    expect(planDates('2026-11-01', '2027-01-31', 12)).toEqual(['2026-12-05', '2027-01-05']);
  });

  it('offers two to the most installments the rule, the months left and the smallest installment allow', () => {
    expect(planChoices(RULE, 1_320_000, '2026-12-07')).toEqual([2, 3, 4, 5, 6]);
    expect(planChoices({ ...RULE, maxInstallments: 3 }, 1_320_000, '2026-12-07')).toEqual([2, 3]);
    // In April, May and June are left.
    expect(planChoices(RULE, 1_320_000, '2027-04-10')).toEqual([2]);
    // 250.00 MAD: two installments of 125.00, not three of 83.33 (under 100.00).
    expect(planChoices(RULE, 25_000, '2026-12-07')).toEqual([2]);
    expect(planChoices(RULE, PLAN_MIN_INSTALLMENT_CENTS, '2026-12-07')).toEqual([]);
    expect(planChoices(null, 1_320_000, '2026-12-07')).toEqual([]);
    expect(planChoices(RULE, 1_320_000, '2027-05-10')).toEqual([]);
  });
});

describe("Payment plans: the plan's arithmetic in cents", () => {
  it('splits in whole cents that add up exactly, the first installments taking the extra cents', () => {
    expect(spreadPlan(RULE, 1_000_001, 3, '2026-12-07')).toEqual([
      { seq: 1, dueDate: '2027-01-05', amountCents: 333_334 },
      { seq: 2, dueDate: '2027-02-05', amountCents: 333_334 },
      { seq: 3, dueDate: '2027-03-05', amountCents: 333_333 },
    ]);
  });

  it('refuses a number of installments that is not offered', () => {
    expect(spreadPlan(RULE, 1_320_000, 7, '2026-12-07')).toBeNull();
    expect(spreadPlan(RULE, 1_320_000, 1, '2026-12-07')).toBeNull();
    expect(spreadPlan(null, 1_320_000, 2, '2026-12-07')).toBeNull();
  });

  it('always adds up to what remains, never differs by more than a cent between installments, and ends by the last date', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 20_000, max: 50_000_000 }),
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 2, max: 12 }),
        (total, max, count) => {
          const rule = { maxInstallments: max, lastDate: '2027-12-05' };
          const plan = spreadPlan(rule, total, count, '2026-12-07');
          if (!planChoices(rule, total, '2026-12-07').includes(count)) return plan === null;
          if (!plan) return false;
          const amounts = plan.map((installment) => installment.amountCents);
          return (
            plan.length === count &&
            amounts.reduce((sum, amount) => sum + amount, 0) === total &&
            amounts.every((amount) => Number.isInteger(amount) && amount >= PLAN_MIN_INSTALLMENT_CENTS) &&
            Math.max(...amounts) - Math.min(...amounts) <= 1 &&
            plan.every((installment) => installment.dueDate <= rule.lastDate)
          );
        },
      ),
    );
  });
});

describe('Payment plans: the office and the settings', () => {
  it('the office may refuse an active plan while nothing is paid on it', () => {
    expect(mayRefusePlan('active', 0)).toBe(true);
    expect(mayRefusePlan('active', 1)).toBe(false);
    expect(mayRefusePlan('refused', 0)).toBe(false);
  });

  it("a fee type's rule is two to twelve installments and a real date", () => {
    expect(isPlanRule(RULE)).toBe(true);
    expect(isPlanRule({ maxInstallments: 1, lastDate: '2027-06-05' })).toBe(false);
    expect(isPlanRule({ maxInstallments: 13, lastDate: '2027-06-05' })).toBe(false);
    expect(isPlanRule({ maxInstallments: 2.5, lastDate: '2027-06-05' })).toBe(false);
    expect(isPlanRule({ maxInstallments: 6, lastDate: '2027-02-30' })).toBe(false);
    expect(isPlanRule({ maxInstallments: 6, lastDate: 'juin' })).toBe(false);
    expect(isPlanRule(null)).toBe(false);
  });
});
