import { http, HttpResponse } from 'msw';
import { compareIso, todayIso } from '../../domain/dates.ts';
import { amountOf, type Engagement, type Installment } from '../../domain/ledger.ts';
import {
  mayRefusePlan,
  PLAN_REFUSAL_MAX,
  planBase,
  planChoices,
  spreadPlan,
  type PlanState,
} from '../../domain/paymentPlans.ts';
import { db } from '../core/db.ts';
import type { DemoData, DemoUser } from '../core/tables.ts';
import { authenticate, permissionError } from '../core/session.ts';
import { strictIdParam } from '../core/params.ts';
import { invalidRequest, staffHolds } from '../core/staffScope.ts';
import { familyInScope } from '../school/index.ts';
import { addNotification } from '../notifications/index.ts';
import { financeSettingsOf, ledgerChanged, ledgerIndex, studentKey, type LedgerIndex } from './ledger.ts';
import {
  FAMILY_FINANCE_PERMISSION,
  currencyOf,
  isGuardianOf,
  mayReadFinances,
  nextId,
  notFound,
  pathId,
  scopeOf,
  unprocessable,
} from './shared.ts';

/**
 * Payment plans a parent chooses (docs/api.md "Payment plans"; the rules in domain/paymentPlans.ts): what remains of
 * a fee is spread over the coming months within what its fee type allows; the office sees the plan on the family's
 * finances and may refuse it while nothing is paid on it, which gives the fee its former installments back; the
 * family may then choose another (one plan in force per fee).
 *
 * In the ledger a plan is installments like any other: the ones it replaces are cancelled (kept, never deleted), its
 * own are added to the same engagement, so balances, overdue and allocation need no rule of their own.
 */

declare module '../core/tables.ts' {
  interface DemoData {
    /** Payment plans (absent in a data set saved before them). */
    paymentPlans?: DemoPaymentPlan[];
  }
}

export interface DemoPaymentPlan {
  id: number;
  engagementId: number;
  studentId: number;
  familyId: number;
  branchId: number;
  yearId: number;
  state: PlanState;
  /** What was spread. */
  totalCents: number;
  /** The installments it replaced (cancelled while the plan is active). */
  replacedIds: number[];
  /** Its own installments, in due order. */
  installmentIds: number[];
  chosenBy: number;
  chosenAt: string;
  refusedBy: number | null;
  refusedAt: string | null;
  refusalReason: string | null;
}

function plans(data: DemoData): readonly DemoPaymentPlan[] {
  return data.paymentPlans ?? [];
}

function paidOn(index: LedgerIndex, ids: readonly number[]): number {
  return ids.reduce((sum, id) => sum + (index.paid.get(id) ?? 0), 0);
}

function userName(data: DemoData, id: number | null): string | null {
  if (id === null) return null;
  return data.users.find((user) => user.id === id)?.displayname ?? null;
}

/** A plan as the portal reads it: its installments with what is paid on each, and whether the office may refuse it. */
export function planView(data: DemoData, plan: DemoPaymentPlan, index: LedgerIndex) {
  const engagement = index.engagementById.get(plan.engagementId);
  const installment = (id: number) => index.installmentById.get(id);
  const line = (item: Installment) => ({
    id: item.id,
    label: item.label,
    dueDate: item.dueDate,
    amount: amountOf(item.amountCents),
    paid: amountOf(index.paid.get(item.id) ?? 0),
  });
  const own = plan.installmentIds.map(installment).filter((item) => item !== undefined);
  const replaced = plan.replacedIds.map(installment).filter((item) => item !== undefined);
  return {
    id: plan.id,
    engagementId: plan.engagementId,
    label: engagement?.label ?? '',
    studentId: plan.studentId,
    familyId: plan.familyId,
    yearId: plan.yearId,
    state: plan.state,
    total: amountOf(plan.totalCents),
    count: plan.installmentIds.length,
    chosenAt: plan.chosenAt,
    chosenBy: userName(data, plan.chosenBy),
    refusedAt: plan.refusedAt,
    refusedBy: userName(data, plan.refusedBy),
    refusalReason: plan.refusalReason,
    mayRefuse: mayRefusePlan(plan.state, paidOn(index, plan.installmentIds)),
    installments: own.sort((a, b) => compareIso(a.dueDate, b.dueDate)).map(line),
    replaced: replaced.sort((a, b) => compareIso(a.dueDate, b.dueDate)).map(line),
  };
}

/** What a fee of the child may still be spread over, today: the amount, the numbers of installments offered. */
function offerOf(data: DemoData, engagement: Engagement, index: LedgerIndex, today: string) {
  const settings = financeSettingsOf(data, engagement.branchId, engagement.yearId);
  const rule = settings?.feeTypes.find((fee) => fee.id === engagement.feeTypeId)?.plan ?? null;
  const base = planBase(
    (index.installmentsByEngagement.get(engagement.id) ?? []).map((installment) => ({
      id: installment.id,
      amountCents: installment.amountCents,
      paidCents: index.paid.get(installment.id) ?? 0,
      cancelled: installment.cancelledAt !== null,
    })),
  );
  // One plan in force per fee; after a refusal the family may choose another (a shorter one, say).
  const taken = plans(data).some((plan) => plan.engagementId === engagement.id && plan.state === 'active');
  return {
    rule,
    base,
    choices: taken ? [] : planChoices(rule, base.totalCents, today),
  };
}

/** The child of a parent's request: their own child whose finances they may see, or a Response. */
function parentsChild(user: DemoUser, raw: unknown) {
  const data = db.data;
  const id = pathId(raw);
  const student = id === null ? undefined : data.students.find((candidate) => candidate.studentid === id);
  const family = student && data.families.find((candidate) => candidate.id === student.familyId);
  if (!student || !isGuardianOf(user, family)) return null;
  return student;
}

function yearOf(request: Request, branchId: number): number | Response {
  const yearParam = strictIdParam(new URL(request.url).searchParams, 'year');
  if (yearParam === 'invalid') return invalidRequest('year must be a number');
  const branch = db.data.branches.find((candidate) => candidate.schoolbranchid === branchId);
  return yearParam ?? branch?.yearIds[0] ?? db.data.years[0]?.schoolyearid ?? 0;
}

export const paymentPlanHandlers = [
  /** A child's fees that may be spread, and the plans chosen for them (a parent's, or staff's of the branch). */
  http.get('*/api/students/:id/payment-plans', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    if (!mayReadFinances(user)) return permissionError();
    const data = db.data;
    const id = pathId(params.id);
    const student = id === null ? undefined : data.students.find((candidate) => candidate.studentid === id);
    if (!student) return notFound('Student not found');
    const year = yearOf(request, student.branchId);
    if (year instanceof Response) return year;
    const family = data.families.find((candidate) => candidate.id === student.familyId);
    if (!isGuardianOf(user, family) && !staffHolds(user, FAMILY_FINANCE_PERMISSION, student.branchId, year))
      return notFound('Student not found');
    const today = todayIso();
    const index = ledgerIndex(data);
    const engagements = index.engagementsByStudent.get(studentKey(student.studentid, year)) ?? [];
    const offers = engagements
      .map((engagement) => ({ engagement, offer: offerOf(data, engagement, index, today) }))
      .filter(({ offer }) => offer.choices.length > 0)
      .map(({ engagement, offer }) => ({
        engagementId: engagement.id,
        label: engagement.label,
        remaining: amountOf(offer.base.totalCents),
        choices: offer.choices.map((count) => ({
          count,
          installments: (spreadPlan(offer.rule, offer.base.totalCents, count, today) ?? []).map((item) => ({
            dueDate: item.dueDate,
            amount: amountOf(item.amountCents),
          })),
        })),
      }));
    return HttpResponse.json({
      currency: currencyOf(data, student.branchId, year),
      today,
      offers,
      plans: plans(data)
        .filter((plan) => plan.studentId === student.studentid && plan.yearId === year)
        .map((plan) => planView(data, plan, index)),
    });
  }),

  /** A parent chooses a plan for one fee of their child (an Idempotency-Key: docs/api.md "Idempotency"). */
  http.post('*/api/students/:id/payment-plans', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    // The family chooses; the office may refuse, never choose "as" a parent.
    if (!user.isParent) return permissionError();
    const student = parentsChild(user, params.id);
    if (!student) return notFound('Student not found');
    const year = yearOf(request, student.branchId);
    if (year instanceof Response) return year;
    const body = (await request.json().catch(() => null)) as {
      engagementId?: unknown;
      installments?: unknown;
    } | null;
    if (!body || typeof body !== 'object') return invalidRequest('Invalid request');
    const data = db.data;
    const today = todayIso();
    const index = ledgerIndex(data);
    const engagement = (index.engagementsByStudent.get(studentKey(student.studentid, year)) ?? []).find(
      (candidate) => candidate.id === body.engagementId,
    );
    if (!engagement) return unprocessable('Unknown fee', 'PLAN_NOT_ALLOWED');
    const existing = plans(data).find(
      (plan) => plan.engagementId === engagement.id && plan.state === 'active',
    );
    if (existing) {
      return HttpResponse.json(
        { message: 'A plan is in force for this fee', code: 'PLAN_EXISTS', planId: existing.id },
        { status: 409 },
      );
    }
    const offer = offerOf(data, engagement, index, today);
    const count = typeof body.installments === 'number' ? body.installments : NaN;
    const spread = spreadPlan(offer.rule, offer.base.totalCents, count, today);
    if (!spread) {
      return unprocessable('This plan is not offered', 'PLAN_NOT_ALLOWED', {
        field: 'installments',
        errors: { installments: 'PLAN_NOT_ALLOWED' },
      });
    }
    const replaced = offer.base.ids.flatMap((id) => index.installmentById.get(id) ?? []);
    for (const installment of replaced) installment.cancelledAt = today;
    const seqStart = Math.max(
      0,
      ...(index.installmentsByEngagement.get(engagement.id) ?? []).map((i) => i.seq),
    );
    let installmentId = Math.max(nextId(data.installments), nextId(data.engagements), nextId(data.payments));
    const own: Installment[] = spread.map((item) => ({
      id: installmentId++,
      engagementId: engagement.id,
      familyId: engagement.familyId,
      studentId: engagement.studentId,
      branchId: engagement.branchId,
      yearId: engagement.yearId,
      seq: seqStart + item.seq,
      label: `Échéancier ${item.seq}/${spread.length}`,
      dueDate: item.dueDate,
      amountCents: item.amountCents,
      cancelledAt: null,
    }));
    data.installments.push(...own);
    const plan: DemoPaymentPlan = {
      id: nextId([...plans(data)]),
      engagementId: engagement.id,
      studentId: student.studentid,
      familyId: student.familyId,
      branchId: engagement.branchId,
      yearId: engagement.yearId,
      state: 'active',
      totalCents: offer.base.totalCents,
      replacedIds: offer.base.ids,
      installmentIds: own.map((installment) => installment.id),
      chosenBy: user.id,
      chosenAt: new Date().toISOString(),
      refusedBy: null,
      refusedAt: null,
      refusalReason: null,
    };
    (data.paymentPlans ??= []).push(plan);
    ledgerChanged();
    db.changed();
    return HttpResponse.json(
      {
        currency: currencyOf(data, plan.branchId, plan.yearId),
        plan: planView(data, plan, ledgerIndex(data)),
      },
      { status: 201 },
    );
  }),

  /** The plans of a family in the office's branch and year. */
  http.get('*/api/families/:id/payment-plans', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = scopeOf(new URL(request.url).searchParams);
    if (scope instanceof Response) return scope;
    if (!staffHolds(user, FAMILY_FINANCE_PERMISSION, scope.branch, scope.year)) return permissionError();
    const data = db.data;
    const id = pathId(params.id);
    const family = id === null ? undefined : data.families.find((candidate) => candidate.id === id);
    if (!family || !familyInScope(data, family.id, scope.branch, scope.year))
      return notFound('Family not found');
    const index = ledgerIndex(data);
    return HttpResponse.json({
      currency: currencyOf(data, scope.branch, scope.year),
      plans: plans(data)
        .filter(
          (plan) =>
            plan.familyId === family.id && plan.branchId === scope.branch && plan.yearId === scope.year,
        )
        .sort((a, b) => b.id - a.id)
        .map((plan) => planView(data, plan, index)),
    });
  }),

  /**
   * The office refuses a plan, with its reason told to the parent: the plan's installments are cancelled and the
   * ones it replaced are due again. Refused once: a second refusal changes nothing and answers the plan as it is.
   */
  http.post('*/api/payment-plans/:id/refuse', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const data = db.data;
    const id = pathId(params.id);
    const plan = id === null ? undefined : plans(data).find((candidate) => candidate.id === id);
    if (!plan) return notFound('Payment plan not found');
    if (!staffHolds(user, FAMILY_FINANCE_PERMISSION, plan.branchId, plan.yearId)) return permissionError();
    const body = (await request.json().catch(() => null)) as { reason?: unknown } | null;
    const reason = typeof body?.reason === 'string' ? body.reason.trim() : '';
    const index = ledgerIndex(data);
    const currency = currencyOf(data, plan.branchId, plan.yearId);
    if (plan.state === 'refused') return HttpResponse.json({ currency, plan: planView(data, plan, index) });
    if (!reason) {
      return unprocessable('A reason is required', 'REASON_REQUIRED', {
        field: 'reason',
        errors: { reason: 'REASON_REQUIRED' },
      });
    }
    if (reason.length > PLAN_REFUSAL_MAX) {
      return unprocessable('The reason is too long', 'REASON_TOO_LONG', {
        field: 'reason',
        errors: { reason: 'REASON_TOO_LONG' },
      });
    }
    if (!mayRefusePlan(plan.state, paidOn(index, plan.installmentIds))) {
      return unprocessable('A payment was made on this plan', 'PLAN_PAID');
    }
    const today = todayIso();
    for (const installmentId of plan.installmentIds) {
      const installment = index.installmentById.get(installmentId);
      if (installment) installment.cancelledAt = today;
    }
    for (const installmentId of plan.replacedIds) {
      const installment = index.installmentById.get(installmentId);
      if (installment) installment.cancelledAt = null;
    }
    plan.state = 'refused';
    plan.refusedBy = user.id;
    plan.refusedAt = new Date().toISOString();
    plan.refusalReason = reason;
    const engagement = index.engagementById.get(plan.engagementId);
    const student = data.students.find((candidate) => candidate.studentid === plan.studentId);
    addNotification(data, {
      userId: plan.chosenBy,
      schoolbranchid: plan.branchId,
      title: 'Échéancier refusé',
      body: `L’échéancier choisi pour ${engagement?.label ?? ''} (${student?.firstname_fr ?? ''}) est refusé : ${reason}. Les échéances prévues s’appliquent de nouveau.`,
      topic: 'payment',
      studentId: plan.studentId,
      link: '/dashboard',
      tag: `payment-plan-${plan.id}`,
    });
    ledgerChanged();
    db.changed();
    return HttpResponse.json({ currency, plan: planView(data, plan, ledgerIndex(data)) });
  }),
];
