// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoAnswer, demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';

const TODAY = '2026-11-22';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T10:00:00`));
});
afterEach(() => {
  vi.useRealTimers();
});

interface Offer {
  engagementId: number;
  label: string;
  remaining: number;
  choices: Array<{ count: number; installments: Array<{ dueDate: string; amount: number }> }>;
}
interface Plan {
  id: number;
  engagementId: number;
  state: string;
  total: number;
  count: number;
  mayRefuse: boolean;
  refusalReason: string | null;
  installments: Array<{ id: number; dueDate: string; amount: number; paid: number }>;
  replaced: Array<{ id: number; dueDate: string; amount: number }>;
}

const cents = (amount: number) => Math.round(amount * 100);

/** The parent's children in the demo data set, with their branch, year and family. */
function child(position: number) {
  const parent = db.data.users.find((user) => user.email === 'parent@demo.test')!;
  const student = db.data.students.find((candidate) => candidate.studentid === parent.studentIds[position])!;
  const branch = db.data.branches.find((candidate) => candidate.schoolbranchid === student.branchId)!;
  return {
    id: student.studentid,
    familyId: student.familyId,
    branch: branch.schoolbranchid,
    year: branch.yearIds[0]!,
  };
}

async function offersOf(token: string, studentId: number) {
  const answer = await demoAnswer('GET', `students/${studentId}/payment-plans`, token);
  expect(answer.status).toBe(200);
  return answer.body as { offers: Offer[]; plans: Plan[] };
}

async function choose(token: string, studentId: number, body: unknown, key: string = crypto.randomUUID()) {
  return demoAnswer('POST', `students/${studentId}/payment-plans`, token, body, { 'Idempotency-Key': key });
}

async function finance(token: string, studentId: number) {
  const answer = await demoAnswer('GET', `students/${studentId}/finance`, token);
  expect(answer.status).toBe(200);
  return answer.body as {
    totals: { due: number; balance: number };
    engagements: Array<{
      id: number;
      installments: Array<{
        id: number;
        dueDate: string;
        amount: number;
        status: string;
        outstanding: number;
      }>;
    }>;
  };
}

describe('Payment plans: a parent spreads what remains of tuition, the office may refuse', () => {
  it('offers the tuition the school allows to spread, each choice adding up to what remains in cents', async () => {
    const token = await demoToken('parent');
    const { offers } = await offersOf(token, child(0).id);
    const tuition = offers.find((offer) => offer.label.startsWith('Scolarité'));
    expect(tuition, JSON.stringify(offers)).toBeDefined();
    // Only tuition has a plan in the demo's settings.
    expect(offers.every((offer) => offer.label.startsWith('Scolarité'))).toBe(true);
    expect(tuition!.choices.map((choice) => choice.count)).toEqual([2, 3, 4, 5, 6]);
    for (const choice of tuition!.choices) {
      expect(choice.installments).toHaveLength(choice.count);
      expect(choice.installments.reduce((sum, item) => sum + cents(item.amount), 0)).toBe(
        cents(tuition!.remaining),
      );
      expect(choice.installments[0]!.dueDate).toBe('2026-12-05');
      expect(choice.installments.every((item) => item.dueDate <= '2027-06-05')).toBe(true);
    }
  });

  it('records the chosen plan once: its installments replace the unpaid ones, the balance is unchanged; a second plan for the fee is refused', async () => {
    const token = await demoToken('parent');
    const { id } = child(0);
    const before = await finance(token, id);
    const { offers } = await offersOf(token, id);
    const tuition = offers[0]!;
    const key = crypto.randomUUID();
    const created = await choose(token, id, { engagementId: tuition.engagementId, installments: 3 }, key);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const plan = (created.body as { plan: Plan }).plan;
    expect(plan).toMatchObject({ state: 'active', count: 3, mayRefuse: true });
    expect(cents(plan.total)).toBe(cents(tuition.remaining));
    expect(plan.installments.map((item) => item.dueDate)).toEqual(['2026-12-05', '2027-01-05', '2027-02-05']);
    expect(plan.replaced.reduce((sum, item) => sum + cents(item.amount), 0)).toBe(cents(tuition.remaining));

    // A retry with the same key answers the same plan: one plan, one set of installments.
    const replay = await choose(token, id, { engagementId: tuition.engagementId, installments: 3 }, key);
    expect(replay.status).toBe(201);
    expect((replay.body as { plan: Plan }).plan.id).toBe(plan.id);
    expect(db.data.paymentPlans!.filter((item) => item.engagementId === tuition.engagementId)).toHaveLength(
      1,
    );

    const after = await finance(token, id);
    expect(after.totals.balance).toBe(before.totals.balance);
    expect(after.totals.due).toBe(before.totals.due);
    const lines = after.engagements.find(
      (engagement) => engagement.id === tuition.engagementId,
    )!.installments;
    for (const replaced of plan.replaced) {
      expect(lines.find((line) => line.id === replaced.id)?.status).toBe('cancelled');
    }
    expect(lines.filter((line) => plan.installments.some((item) => item.id === line.id))).toHaveLength(3);

    const again = await choose(token, id, { engagementId: tuition.engagementId, installments: 2 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'PLAN_EXISTS', planId: plan.id });
    expect(
      (await offersOf(token, id)).offers.some((offer) => offer.engagementId === tuition.engagementId),
    ).toBe(false);
  });

  it('the office sees the plan and refuses it with a reason: the former installments are due again and the parent is told', async () => {
    const parent = await demoToken('parent');
    const admin = await demoToken('admin');
    const { id, familyId, branch, year } = child(0);
    const before = await finance(parent, id);
    const { offers } = await offersOf(parent, id);
    const chosen = await choose(parent, id, { engagementId: offers[0]!.engagementId, installments: 4 });
    expect(chosen.status).toBe(201);
    const listed = await demoAnswer(
      'GET',
      `families/${familyId}/payment-plans?branch=${branch}&year=${year}`,
      admin,
    );
    expect(listed.status).toBe(200);
    const plan = (listed.body as { plans: Plan[] }).plans.find((item) => item.state === 'active')!;
    expect(plan).toMatchObject({ id: (chosen.body as { plan: Plan }).plan.id, count: 4, mayRefuse: true });

    expect(
      await demoAnswer('POST', `payment-plans/${plan.id}/refuse`, parent, { reason: 'non' }),
    ).toMatchObject({
      status: 403,
    });
    expect(
      await demoAnswer('POST', `payment-plans/${plan.id}/refuse`, admin, { reason: '  ' }),
    ).toMatchObject({
      status: 422,
      body: { code: 'REASON_REQUIRED', errors: { reason: 'REASON_REQUIRED' } },
    });
    const notices = db.data.notifications.length;
    const refused = await demoAnswer('POST', `payment-plans/${plan.id}/refuse`, admin, {
      reason: 'Retard de l’an dernier non réglé',
    });
    expect(refused.status).toBe(200);
    expect((refused.body as { plan: Plan }).plan).toMatchObject({
      state: 'refused',
      mayRefuse: false,
      refusalReason: 'Retard de l’an dernier non réglé',
    });
    const after = await finance(parent, id);
    expect(after.totals.balance).toBe(before.totals.balance);
    const lines = after.engagements.find((engagement) => engagement.id === plan.engagementId)!.installments;
    for (const replaced of plan.replaced) {
      expect(lines.find((line) => line.id === replaced.id)?.status).not.toBe('cancelled');
    }
    for (const own of plan.installments) {
      expect(lines.find((line) => line.id === own.id)?.status).toBe('cancelled');
    }
    expect(db.data.notifications.slice(notices)).toEqual([
      expect.objectContaining({
        title: 'Échéancier refusé',
        body: expect.stringContaining('Retard de l’an dernier'),
      }),
    ]);
    // Refused once: again changes nothing.
    const twice = await demoAnswer('POST', `payment-plans/${plan.id}/refuse`, admin, { reason: 'encore' });
    expect(twice.status).toBe(200);
    expect((twice.body as { plan: Plan }).plan.refusalReason).toBe('Retard de l’an dernier non réglé');
    // The family may then choose another plan, a shorter one, over the same installments.
    const again = await choose(parent, id, { engagementId: plan.engagementId, installments: 2 });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect((again.body as { plan: Plan }).plan.replaced.map((item) => item.id)).toEqual(
      plan.replaced.map((item) => item.id),
    );
  });

  it('a plan with a payment on it can no longer be refused', async () => {
    const parent = await demoToken('parent');
    const admin = await demoToken('admin');
    const { id, familyId, branch, year } = child(0);
    const { offers } = await offersOf(parent, id);
    expect(offers.length).toBeGreaterThan(0);
    const created = await choose(parent, id, { engagementId: offers[0]!.engagementId, installments: 2 });
    expect(created.status).toBe(201);
    const plan = (created.body as { plan: Plan }).plan;
    const first = plan.installments[0]!;
    const paid = await demoAnswer(
      'POST',
      `families/${familyId}/payments?branch=${branch}&year=${year}`,
      admin,
      {
        amount: 100,
        method: 'cash',
        reference: '',
        date: TODAY,
        allocations: [{ installmentId: first.id, amount: 100 }],
      },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const refused = await demoAnswer('POST', `payment-plans/${plan.id}/refuse`, admin, {
      reason: 'Trop tard',
    });
    expect(refused).toMatchObject({ status: 422, body: { code: 'PLAN_PAID' } });
  });

  it('only a parent chooses, only what is offered', async () => {
    const parent = await demoToken('parent');
    const admin = await demoToken('admin');
    const { id } = child(1);
    const { offers } = await offersOf(parent, id);
    const engagementId = offers[0]?.engagementId ?? 0;
    expect(
      (await choose(admin, id, { engagementId, installments: 2 })).status,
      'staff never choose "as" a parent',
    ).toBe(403);
    expect(await choose(parent, id, { engagementId, installments: 7 })).toMatchObject({
      status: 422,
      body: { code: 'PLAN_NOT_ALLOWED' },
    });
    expect(await choose(parent, id, { engagementId: -1, installments: 2 })).toMatchObject({
      status: 422,
      body: { code: 'PLAN_NOT_ALLOWED' },
    });
    const missingKey = await demoAnswer('POST', `students/${id}/payment-plans`, parent, {
      engagementId,
      installments: 2,
    });
    expect(missingKey.status).toBe(428);
  });

  it("a fee type's plan is a setting of the school: checked, and removed with null", async () => {
    const admin = await demoToken('admin');
    const parent = await demoToken('parent');
    const { id, branch, year } = child(0);
    const settings = db.data.financeSettings.find(
      (item) => item.branchId === branch && item.yearId === year,
    )!;
    const fee = settings.feeTypes.find((item) => item.plan)!;
    const path = `finance/settings?branch=${branch}&year=${year}`;
    const bad = await demoAnswer('PUT', path, admin, {
      feeTypes: [
        { id: fee.id, amount: fee.amountCents / 100, plan: { maxInstallments: 13, lastDate: '2027-06-05' } },
      ],
    });
    expect(bad).toMatchObject({ status: 422, body: { code: 'INVALID_PLAN' } });
    const answer = await demoAnswer('GET', path, admin);
    expect(
      (answer.body as { feeTypes: Array<{ id: number; plan: unknown }> }).feeTypes.find(
        (item) => item.id === fee.id,
      )?.plan,
    ).toEqual({ maxInstallments: 6, lastDate: '2027-06-05' });
    const others = settings.feeTypes.filter((item) => item.plan);
    const off = await demoAnswer('PUT', path, admin, {
      feeTypes: others.map((item) => ({ id: item.id, amount: item.amountCents / 100, plan: null })),
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect((await offersOf(parent, id)).offers).toEqual([]);
  });
});
