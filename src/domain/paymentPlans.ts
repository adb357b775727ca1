/**
 * A payment plan a parent chooses (DOMAIN.md "Online payment"; docs/api.md "Payment plans"): what remains of one fee
 * is spread over the coming months, within what the school allows for that fee type (at most `maxInstallments`
 * installments, none after `lastDate`). Pure rules in integer cents, shared by the portal (what to offer) and the
 * demo API (what to accept and record).
 *
 * What is spread: the fee's installments on which nothing is paid yet, overdue or not (a late family is the one
 * that needs a plan). An installment partly paid stays as it is: its remainder is paid as before, so no payment
 * ever points at an installment the plan replaced.
 */

import { splitEven, type PlanRule } from './ledger.ts';

export type { PlanRule };

/** A plan has at least two installments (one is paying everything, which needs no plan). */
export const PLAN_MIN_INSTALLMENTS = 2;
/** The most a school may allow. */
export const PLAN_MAX_INSTALLMENTS = 12;
/** A plan's installments fall on this day of each month. */
export const PLAN_DUE_DAY = 5;
/** The least a plan's installment may be: below it, the plan offers fewer installments. */
export const PLAN_MIN_INSTALLMENT_CENTS = 10_000;

/** The longest reason the office gives when it refuses a plan (the API answers `REASON_TOO_LONG` beyond it). */
export const PLAN_REFUSAL_MAX = 500;

export const PLAN_STATES = ['active', 'refused'] as const;
export type PlanState = (typeof PLAN_STATES)[number];

/** What a plan needs of an installment: its id, whether it is cancelled, its amount and what is paid on it. */
export interface PlanInstallment {
  id: number;
  amountCents: number;
  paidCents: number;
  cancelled: boolean;
}

/** The installments a plan replaces (not cancelled, nothing paid) and what they add up to. */
export function planBase(installments: readonly PlanInstallment[]): { ids: number[]; totalCents: number } {
  const open = installments.filter(
    (installment) => !installment.cancelled && installment.paidCents === 0 && installment.amountCents > 0,
  );
  return {
    ids: open.map((installment) => installment.id),
    totalCents: open.reduce((sum, installment) => sum + installment.amountCents, 0),
  };
}

/**
 * The due dates a plan may use: the PLAN_DUE_DAY of each month after `today`'s month, up to `lastDate` and at most
 * `max` of them.
 * @example planDates('2026-12-07', '2027-06-05', 6) // ['2027-01-05', ..., '2027-06-05']
 */
export function planDates(today: string, lastDate: string, max: number): string[] {
  const dates: string[] = [];
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7));
  while (dates.length < max) {
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
    const date = `${year}-${String(month).padStart(2, '0')}-${String(PLAN_DUE_DAY).padStart(2, '0')}`;
    if (date > lastDate) break;
    dates.push(date);
  }
  return dates;
}

/**
 * The numbers of installments a parent may choose for `totalCents` today: from two to the rule's maximum, as many
 * as there are months left before the last date, and no installment under PLAN_MIN_INSTALLMENT_CENTS. Empty: no plan
 * is possible (no rule, nothing to spread, too late in the year).
 */
export function planChoices(rule: PlanRule | null | undefined, totalCents: number, today: string): number[] {
  if (!rule || totalCents <= 0) return [];
  const most = Math.min(
    rule.maxInstallments,
    PLAN_MAX_INSTALLMENTS,
    planDates(today, rule.lastDate, PLAN_MAX_INSTALLMENTS).length,
    Math.floor(totalCents / PLAN_MIN_INSTALLMENT_CENTS),
  );
  const choices: number[] = [];
  for (let count = PLAN_MIN_INSTALLMENTS; count <= most; count += 1) choices.push(count);
  return choices;
}

export interface PlannedInstallment {
  seq: number;
  dueDate: string;
  amountCents: number;
}

/**
 * `totalCents` in `count` monthly installments that add up to it exactly (the first ones take the extra cents), or
 * null when `count` is not one of `planChoices`.
 * @example spreadPlan({ maxInstallments: 6, lastDate: '2027-06-05' }, 1_000_001, 3, '2026-12-07')
 *   // [{ seq: 1, dueDate: '2027-01-05', amountCents: 333_334 }, { seq: 2, ..., 333_334 }, { seq: 3, ..., 333_333 }]
 */
export function spreadPlan(
  rule: PlanRule | null | undefined,
  totalCents: number,
  count: number,
  today: string,
): PlannedInstallment[] | null {
  if (!rule || !planChoices(rule, totalCents, today).includes(count)) return null;
  const dates = planDates(today, rule.lastDate, count);
  const amounts = splitEven(totalCents, count);
  return dates.map((dueDate, index) => ({ seq: index + 1, dueDate, amountCents: amounts[index] ?? 0 }));
}

/** Whether the office may still refuse a plan: while it is active and nothing is paid on its installments. */
export function mayRefusePlan(state: PlanState, paidOnPlanCents: number): boolean {
  return state === 'active' && paidOnPlanCents === 0;
}

/** A school's rule as typed in the settings: a whole number of installments in range, a real date. */
export function isPlanRule(value: unknown): value is PlanRule {
  if (!value || typeof value !== 'object') return false;
  const { maxInstallments, lastDate } = value as Record<string, unknown>;
  return (
    typeof maxInstallments === 'number' &&
    Number.isInteger(maxInstallments) &&
    maxInstallments >= PLAN_MIN_INSTALLMENTS &&
    maxInstallments <= PLAN_MAX_INSTALLMENTS &&
    typeof lastDate === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(lastDate) &&
    !Number.isNaN(Date.parse(`${lastDate}T00:00:00Z`)) &&
    new Date(`${lastDate}T00:00:00Z`).toISOString().slice(0, 10) === lastDate
  );
}
