// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';
import type {
  EngagementPage,
  FamilyFinance,
  PaymentResult,
  Receipt,
  StudentFinance,
} from '../../features/finances/finances.schemas';
import { db } from '../core/db.ts';

const API = 'http://localhost:3000/api';
const TODAY = '2026-11-22';

/** A POST carries a fresh `Idempotency-Key` (docs/api.md "Idempotency": a money create is refused without one). */
async function call(
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = { Authorization: token, 'Content-Type': 'application/json' };
  if (method === 'POST') headers['Idempotency-Key'] = crypto.randomUUID();
  const answer = await fetch(`${API}/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

async function get<T>(path: string, token: string): Promise<T> {
  const answer = await call('GET', path, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as T;
}

const cents = (amount: number) => Math.round(amount * 100);

// The demo data set is generated on first read, as of "today": a fixed clock makes it the same in every run.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T10:00:00`));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('GET engagements', () => {
  it('lists families with totals that add up, a realistic share overdue in every aging bucket', async () => {
    const token = await demoToken('admin');
    const page = await get<EngagementPage>('engagements?branch=1&year=2&pageSize=200', token);
    expect(page.currency).toBe('MAD');
    expect(page.total).toBeGreaterThan(200);
    for (const row of page.items) {
      expect(cents(row.total)).toBe(cents(row.paid) + cents(row.balance));
      expect(row.overdue).toBeLessThanOrEqual(row.balance);
    }
    const overdue = await get<EngagementPage>('engagements?branch=1&year=2&status=overdue', token);
    const share = overdue.total / page.total;
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.22);
    for (const bucket of ['0-30', '31-60', '60+']) {
      const rows = await get<EngagementPage>(
        `engagements?branch=1&year=2&bucket=${encodeURIComponent(bucket)}`,
        token,
      );
      expect(rows.total).toBeGreaterThan(0);
      expect(rows.items.every((row) => row.bucket === bucket && row.overdue > 0)).toBe(true);
    }
    const lastYear = await get<EngagementPage>('engagements?branch=1&year=1&status=overdue', token);
    const lastYearAll = await get<EngagementPage>('engagements?branch=1&year=1', token);
    expect(lastYear.total / lastYearAll.total).toBeLessThan(0.08);
  });

  it('searches, filters by fee type and level, and sorts', async () => {
    const token = await demoToken('admin');
    const found = await get<EngagementPage>('engagements?branch=1&year=2&q=yasmine%20idrissi', token);
    expect(found.items.map((row) => row.familyId)).toEqual([1]);
    expect(found.items[0]!.students.map((student) => student.studentid)).toEqual([101]);
    const transport = await get<EngagementPage>('engagements?branch=1&year=2&feeType=transport', token);
    expect(transport.items.every((row) => row.feeKinds.includes('transport'))).toBe(true);
    const cm1 = await get<EngagementPage>('engagements?branch=1&year=2&level=CM1', token);
    expect(cm1.items.every((row) => row.students.some((student) => student.level === 'CM1'))).toBe(true);
    const sorted = await get<EngagementPage>('engagements?branch=1&year=2&sort=balance&order=desc', token);
    const balances = sorted.items.map((row) => row.balance);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
  });

  it('answers 400 without branch and year, 403 for staff without the permission and for parents', async () => {
    expect((await call('GET', 'engagements?branch=1', await demoToken('admin'))).status).toBe(400);
    expect((await call('GET', 'engagements?branch=3&year=2', await demoToken('admin'))).status).toBe(403);
    expect((await call('GET', 'engagements?branch=1&year=2', await demoToken('staff'))).status).toBe(403);
    expect((await call('GET', 'engagements?branch=1&year=2', await demoToken('parent'))).status).toBe(403);
    expect((await call('GET', 'families/1/finance?branch=1&year=2', await demoToken('parent'))).status).toBe(
      403,
    );
  });
});

describe('family finance and payments', () => {
  async function overdueFamily(token: string): Promise<FamilyFinance> {
    const page = await get<EngagementPage>('engagements?branch=1&year=2&bucket=31-60', token);
    return get<FamilyFinance>(`families/${page.items[0]!.familyId}/finance?branch=1&year=2`, token);
  }

  it('gives engagements, installments and payments whose totals agree', async () => {
    const token = await demoToken('admin');
    const finance = await overdueFamily(token);
    const sum = (values: number[]) => values.reduce((total, value) => total + cents(value), 0);
    expect(sum(finance.engagements.map((e) => e.totals.balance))).toBe(cents(finance.totals.balance));
    expect(sum(finance.engagements.map((e) => e.totals.overdue))).toBe(cents(finance.totals.overdue));
    expect(sum(finance.payments.map((p) => p.amount))).toBe(cents(finance.totals.paid));
    const installments = finance.engagements.flatMap((e) => e.installments);
    expect(installments.some((i) => i.overdue && i.bucket === '31-60')).toBe(true);
    for (const installment of installments) {
      expect(installment.overdue).toBe(
        installment.dueDate < TODAY && installment.status !== 'paid' && installment.status !== 'cancelled',
      );
    }
    expect(finance.engagements.some((e) => e.kind === 'tuition' && e.installments.length === 10)).toBe(true);
  });

  it('allocates a payment oldest first, changes statuses and balance, and numbers receipts without gaps', async () => {
    const token = await demoToken('admin');
    const before = await overdueFamily(token);
    const open = before.engagements
      .flatMap((e) => e.installments)
      .filter((i) => i.outstanding > 0)
      .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.seq - b.seq);
    const [first, second] = open;
    const amount = (cents(first!.outstanding) + 1000) / 100;
    const settings = db.data.financeSettings.find((s) => s.branchId === 1 && s.yearId === 2)!;
    const expectedNumber = settings.receipt.nextNumber;

    // Refused attempts do not use a receipt number.
    const path = `families/${before.family.id}/payments?branch=1&year=2`;
    const base = { method: 'cheque', reference: 'CHQ 1234567', date: TODAY };
    expect(
      (await call('POST', path, token, { ...base, amount: before.totals.balance + 1 })).body,
    ).toMatchObject({
      code: 'OVERPAYMENT',
    });
    expect(
      (
        await call('POST', path, token, {
          ...base,
          amount: 10,
          allocations: [{ installmentId: first!.id, amount: 5 }],
        })
      ).body,
    ).toMatchObject({ code: 'INVALID_ALLOCATION', reason: 'sum-mismatch' });
    const over = await call('POST', path, token, {
      ...base,
      amount: first!.outstanding + 1,
      allocations: [{ installmentId: first!.id, amount: first!.outstanding + 1 }],
    });
    expect(over).toMatchObject({ status: 422, body: { reason: 'over-allocation' } });
    expect((await call('POST', path, token, { ...base, amount: 10, method: 'bitcoin' })).status).toBe(422);
    expect((await call('POST', path, token, { ...base, amount: 10, date: '2026-11-23' })).status).toBe(422);
    expect((await call('POST', path, token, { ...base, amount: 10.005 })).status).toBe(422);
    expect((await call('POST', path, token, { ...base, amount: 10, reference: '' })).body).toMatchObject({
      code: 'REFERENCE_REQUIRED',
    });

    const saved = await call('POST', path, token, { ...base, amount });
    expect(saved.status).toBe(201);
    const result = saved.body as unknown as PaymentResult;
    expect(result.payment.receiptNumber).toBe(`CAS-2026-${String(expectedNumber).padStart(6, '0')}`);
    expect(result.payment.allocations.map((a) => [a.installmentId, cents(a.amount)])).toEqual([
      [first!.id, cents(first!.outstanding)],
      [second!.id, 1000],
    ]);
    expect(cents(result.totals.balance)).toBe(cents(before.totals.balance) - cents(amount));

    const after = await get<FamilyFinance>(`families/${before.family.id}/finance?branch=1&year=2`, token);
    const state = (id: number) => after.engagements.flatMap((e) => e.installments).find((i) => i.id === id)!;
    expect(state(first!.id)).toMatchObject({ status: 'paid', overdue: false, outstanding: 0 });
    expect(state(second!.id).status).toBe(second!.outstanding === 10 ? 'paid' : 'partial');
    expect(after.payments[0]!.receiptNumber).toBe(result.payment.receiptNumber);

    // Edited allocations, then the next receipt number follows without a gap.
    const cash = await call('POST', path, token, {
      amount: 5,
      method: 'cash',
      reference: '',
      date: TODAY,
      allocations: [{ installmentId: open[2]!.id, amount: 5 }],
    });
    expect(cash.status).toBe(201);
    const second2 = cash.body as unknown as PaymentResult;
    expect(second2.payment.receiptNumber).toBe(`CAS-2026-${String(expectedNumber + 1).padStart(6, '0')}`);
    expect(second2.payment.allocations).toMatchObject([{ installmentId: open[2]!.id, amount: 5 }]);

    const receipt = await get<Receipt>(`payments/${result.payment.id}/receipt`, token);
    expect(receipt).toMatchObject({
      receiptNumber: result.payment.receiptNumber,
      amount,
      method: 'cheque',
      currency: 'MAD',
      branch: 'Casablanca Anfa',
      year: '2026-2027',
      // The school's identity printed on the receipt: the school's name, the branch's address and phone.
      school: {
        name: 'Groupe Scolaire Al Amal',
        address: db.data.branches[0]!.address,
        phone: db.data.branches[0]!.phone,
      },
    });
    expect(receipt.school.address).toMatch(/Casablanca/);
    expect(receipt.school.phone).toMatch(/^\+212/);
    expect(receipt.lines).toHaveLength(2);
    expect(cents(receipt.balanceAfter)).toBe(cents(result.totals.balance));
  });

  it('keeps every receipt number of a branch and year unique and consecutive', async () => {
    const token = await demoToken('admin');
    await get('engagements?branch=2&year=2', token);
    const numbers = db.data.payments
      .filter((p) => p.branchId === 2 && p.yearId === 2)
      .map((p) => Number(p.receiptNumber.slice(-6)))
      .sort((a, b) => a - b);
    expect(numbers[0]).toBe(1);
    expect(numbers.every((n, i) => n === i + 1)).toBe(true);
    expect(db.data.financeSettings.find((s) => s.branchId === 2 && s.yearId === 2)!.receipt.nextNumber).toBe(
      numbers.length + 1,
    );
  });

  it('cancels an unpaid installment, refuses a paid one', async () => {
    const token = await demoToken('admin');
    const finance = await overdueFamily(token);
    const installments = finance.engagements.flatMap((e) => e.installments);
    const future = installments.find((i) => i.dueDate > TODAY && i.paid === 0)!;
    const paid = installments.find((i) => i.paid > 0)!;
    expect((await call('PATCH', `installments/${paid.id}`, token, { status: 'cancelled' })).status).toBe(422);
    const cancelled = await call('PATCH', `installments/${future.id}`, token, { status: 'cancelled' });
    expect(cancelled.body).toMatchObject({ installment: { status: 'cancelled', outstanding: 0 } });
    const after = await get<FamilyFinance>(`families/${finance.family.id}/finance?branch=1&year=2`, token);
    expect(cents(after.totals.balance)).toBe(cents(finance.totals.balance) - cents(future.amount));
  });

  it('creates an engagement with its installments from a fee type and a discount', async () => {
    const token = await demoToken('admin');
    const settings = db.data.financeSettings.find((s) => s.branchId === 1 && s.yearId === 2)!;
    const transport = settings.feeTypes.find((fee) => fee.kind === 'transport')!;
    const created = await call('POST', 'engagements?branch=1&year=2', token, {
      studentId: 101,
      feeTypeId: transport.id,
      discountPercent: 10,
      discountReason: 'other',
    });
    expect(created.status).toBe(201);
    const engagement = (created.body as { engagement: FamilyFinance['engagements'][number] }).engagement;
    expect(engagement).toMatchObject({ kind: 'transport', discountPercent: 10, net: 5400 });
    expect(engagement.installments).toHaveLength(10);
    expect(engagement.installments.reduce((sum, i) => sum + cents(i.amount), 0)).toBe(540_000);
    const missingReason = await call('POST', 'engagements?branch=1&year=2', token, {
      studentId: 101,
      feeTypeId: transport.id,
      discountPercent: 10,
    });
    expect(missingReason.status).toBe(422);
    expect(missingReason.body).toMatchObject({
      code: 'INVALID_DISCOUNT',
      field: 'discountReason',
      errors: { discountReason: 'INVALID_DISCOUNT' },
    });
    const wrongLevel = settings.feeTypes.find(
      (fee) => fee.kind === 'tuition' && fee.levelId !== null && fee.label !== 'Scolarité CM1',
    )!;
    const refused = await call('POST', 'engagements?branch=1&year=2', token, {
      studentId: 101,
      feeTypeId: wrongLevel.id,
    });
    expect(refused.body).toMatchObject({
      code: 'INVALID_FEE_TYPE',
      errors: { feeTypeId: 'INVALID_FEE_TYPE' },
    });
  });
});

describe('POST engagements: one per child, fee and year', () => {
  it('refuses a second engagement of the same fee for the same child (409 under the fee), allows it once the first is cancelled', async () => {
    const token = await demoToken('admin');
    const finance = await get<FamilyFinance>('families/1/finance?branch=1&year=2', token);
    const engaged = finance.engagements.find((e) => e.studentId === 101)!;
    const again = await call('POST', 'engagements?branch=1&year=2', token, {
      studentId: 101,
      feeTypeId: engaged.feeTypeId,
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'DUPLICATE_ENGAGEMENT',
      engagementId: engaged.id,
      errors: { feeTypeId: 'DUPLICATE_ENGAGEMENT' },
    });
    // The same fee for the sibling is another engagement.
    const settings = db.data.financeSettings.find((s) => s.branchId === 1 && s.yearId === 2)!;
    const transport = settings.feeTypes.find((fee) => fee.kind === 'transport')!;
    const first = await call('POST', 'engagements?branch=1&year=2', token, {
      studentId: 101,
      feeTypeId: transport.id,
    });
    expect(first.status).toBe(201);
    expect(
      (await call('POST', 'engagements?branch=1&year=2', token, { studentId: 101, feeTypeId: transport.id }))
        .status,
    ).toBe(409);
    const created = (first.body as { engagement: FamilyFinance['engagements'][number] }).engagement;
    for (const installment of created.installments) {
      const cancelled = await call('PATCH', `installments/${installment.id}`, token, { status: 'cancelled' });
      expect(cancelled.status).toBe(200);
    }
    expect(
      (await call('POST', 'engagements?branch=1&year=2', token, { studentId: 101, feeTypeId: transport.id }))
        .status,
    ).toBe(201);
  });
});

describe('GET finance/settings: read by the family finances too', () => {
  it('answers a member of staff with the family finance permission only (for "New engagement"), not one with neither', async () => {
    const staffUser = db.data.users.find((u) => u.email === 'staff@demo.test')!;
    const token = await demoToken('staff');
    expect((await call('GET', 'finance/settings?branch=1&year=2', token)).status).toBe(403);
    for (const role of staffUser.roles) role.permissions.push('view-studentengagements-page');
    const settings = await call('GET', 'finance/settings?branch=1&year=2', token);
    expect(settings.status).toBe(200);
    expect(settings.body).toMatchObject({ currency: 'MAD' });
    // Reading is not changing: saving the settings still needs the settings permission.
    expect((await call('PUT', 'finance/settings?branch=1&year=2', token, {})).status).toBe(403);
  });
});

describe('student finance', () => {
  it('gives a parent their own child only, and matches the student list balance', async () => {
    const parent = await demoToken('parent');
    const yasmine = await get<StudentFinance>('students/101/finance?year=2', parent);
    expect(yasmine.student).toMatchObject({ studentid: 101, firstname_fr: 'Yasmine', level: 'CM1' });
    expect(yasmine.engagements.length).toBeGreaterThanOrEqual(2);
    expect(yasmine.payments.every((p) => p.allocations.every((a) => a.studentId === 101))).toBe(true);
    const adam = await get<StudentFinance>('students/102/finance', parent);
    expect(adam.student.firstname_fr).toBe('Adam');
    // Another family's child is answered as an unknown one (docs/api.md "Errors": no oracle).
    expect((await call('GET', 'students/103/finance?year=2', parent)).status).toBe(404);
    expect((await call('GET', 'students/999999/finance', parent)).status).toBe(404);
    const payment = yasmine.payments[0];
    if (payment) expect((await call('GET', `payments/${payment.id}/receipt`, parent)).status).toBe(200);
    const other = db.data.payments.find((p) => p.familyId !== 1)!;
    expect((await call('GET', `payments/${other.id}/receipt`, parent)).status).toBe(404);

    const admin = await demoToken('admin');
    const list = await get<{ items: Array<{ studentid: number; balance: number }>; currency: string }>(
      'students?branch=1&year=2&q=yasmine%20el%20idrissi',
      admin,
    );
    expect(list.currency).toBe('MAD');
    expect(list.items[0]!.balance).toBe(yasmine.totals.balance);
    expect((await call('GET', 'students/101/finance?year=2', await demoToken('staff'))).status).toBe(403);
  });
});
