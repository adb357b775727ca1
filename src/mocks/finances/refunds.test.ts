// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoAnswer, demoToken } from '../../../tests/helpers/demo';
import type { FamilyFinance, PaymentResult, Receipt } from '../../features/finances/finances.schemas';
import { db } from '../core/db.ts';

// A refund is a reversal entry, never a deletion (docs/api.md "POST payments/{id}/refund").

const TODAY = '2026-11-22';
const cents = (amount: number) => Math.round(amount * 100);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T10:00:00`));
});
afterEach(() => {
  vi.useRealTimers();
});

function refund(token: string, paymentId: number, body: unknown, key: string | null = crypto.randomUUID()) {
  return demoAnswer(
    'POST',
    `payments/${paymentId}/refund`,
    token,
    body,
    key ? { 'Idempotency-Key': key } : {},
  );
}

async function familyFinance(token: string, familyId: number): Promise<FamilyFinance> {
  const answer = await demoAnswer('GET', `families/${familyId}/finance?branch=1&year=2`, token);
  expect(answer.status).toBe(200);
  return answer.body as FamilyFinance;
}

/** A family of Casablanca Anfa (2026-2027) with a payment paying more than one installment, and that payment. */
async function familyWithPayment(token: string) {
  await demoAnswer('GET', 'engagements?branch=1&year=2', token);
  const payment = db.data.payments.find(
    (candidate) =>
      candidate.branchId === 1 &&
      candidate.yearId === 2 &&
      candidate.allocations.length > 1 &&
      candidate.online === undefined,
  )!;
  return { finance: await familyFinance(token, payment.familyId), paymentId: payment.id };
}

describe('POST payments/{id}/refund', () => {
  it('records a reversal with the next receipt number: the installments are owed again, the balance goes back up', async () => {
    const token = await demoToken('admin');
    const { finance: before, paymentId } = await familyWithPayment(token);
    const original = before.payments.find((payment) => payment.id === paymentId)!;
    const settings = db.data.financeSettings.find((s) => s.branchId === 1 && s.yearId === 2)!;
    const next = settings.receipt.nextNumber;
    const entries = db.data.payments.length;

    const answer = await refund(token, paymentId, { reason: '  Paiement enregistré deux fois  ' });
    expect(answer.status).toBe(201);
    const result = answer.body as PaymentResult;
    expect(result.currency).toBe('MAD');
    expect(result.payment).toMatchObject({
      familyId: before.family.id,
      amount: -original.amount,
      method: original.method,
      reference: original.receiptNumber,
      date: TODAY,
      receiptNumber: `CAS-2026-${String(next).padStart(6, '0')}`,
      reversalOf: { id: paymentId, receiptNumber: original.receiptNumber },
      reversedBy: null,
      reason: 'Paiement enregistré deux fois',
    });
    expect(result.payment.allocations.map((line) => [line.installmentId, cents(line.amount)])).toEqual(
      original.allocations.map((line) => [line.installmentId, -cents(line.amount)]),
    );
    expect(cents(result.totals.balance)).toBe(cents(before.totals.balance) + cents(original.amount));
    expect(settings.receipt.nextNumber).toBe(next + 1);
    expect(db.data.payments).toHaveLength(entries + 1);

    const after = await familyFinance(token, before.family.id);
    expect(cents(after.totals.balance)).toBe(cents(before.totals.balance) + cents(original.amount));
    expect(cents(after.totals.paid)).toBe(cents(before.totals.paid) - cents(original.amount));
    // Every installment the payment paid is owed again by what it paid on it.
    const installment = (finance: FamilyFinance, id: number) =>
      finance.engagements.flatMap((e) => e.installments).find((i) => i.id === id)!;
    for (const line of original.allocations) {
      expect(cents(installment(after, line.installmentId).outstanding)).toBe(
        cents(installment(before, line.installmentId).outstanding) + cents(line.amount),
      );
    }
    // The original is still there, marked refunded; the reversal is listed first (newest), both add up to paid.
    const kept = after.payments.find((payment) => payment.id === paymentId)!;
    expect(kept).toMatchObject({
      amount: original.amount,
      receiptNumber: original.receiptNumber,
      reversalOf: null,
      reversedBy: { id: result.payment.id, receiptNumber: result.payment.receiptNumber },
    });
    expect(after.payments[0]!.id).toBe(result.payment.id);
    expect(after.payments.reduce((sum, payment) => sum + cents(payment.amount), 0)).toBe(
      cents(after.totals.paid),
    );

    // Its receipt says what it refunds.
    const receipt = await demoAnswer('GET', `payments/${result.payment.id}/receipt`, token);
    expect(receipt.body as Receipt).toMatchObject({
      amount: -original.amount,
      reversalOf: original.receiptNumber,
      reason: 'Paiement enregistré deux fois',
    });
  });

  it('answers a replay with the same key with the same reversal, recorded once; a second refund is refused', async () => {
    const token = await demoToken('admin');
    const { paymentId } = await familyWithPayment(token);
    const settings = db.data.financeSettings.find((s) => s.branchId === 1 && s.yearId === 2)!;
    const key = crypto.randomUUID();
    const first = await refund(token, paymentId, { reason: 'Carte débitée deux fois' }, key);
    expect(first.status).toBe(201);
    const replay = await refund(token, paymentId, { reason: 'Carte débitée deux fois' }, key);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    const reversals = db.data.payments.filter((payment) => payment.reversalOf === paymentId);
    expect(reversals).toHaveLength(1);
    const next = settings.receipt.nextNumber;

    const again = await refund(token, paymentId, { reason: 'Encore' });
    expect(again).toMatchObject({
      status: 409,
      body: { code: 'PAYMENT_REFUNDED', reversal: { id: reversals[0]!.id } },
    });
    const ofReversal = await refund(token, reversals[0]!.id, { reason: 'Annuler le remboursement' });
    expect(ofReversal).toMatchObject({ status: 409, body: { code: 'PAYMENT_IS_REFUND' } });
    // Refusals use no receipt number and record nothing.
    expect(settings.receipt.nextNumber).toBe(next);
    expect(db.data.payments.filter((payment) => payment.reversalOf !== undefined)).toHaveLength(1);
  });

  it('needs a reason (trimmed, 300 characters at most) and an Idempotency-Key', async () => {
    const token = await demoToken('admin');
    const { paymentId } = await familyWithPayment(token);
    const settings = db.data.financeSettings.find((s) => s.branchId === 1 && s.yearId === 2)!;
    const next = settings.receipt.nextNumber;
    expect(await refund(token, paymentId, { reason: '   ' })).toMatchObject({
      status: 422,
      body: { code: 'VALIDATION_ERROR', errors: { reason: 'REQUIRED' } },
    });
    expect(await refund(token, paymentId, {})).toMatchObject({
      status: 422,
      body: { errors: { reason: 'REQUIRED' } },
    });
    expect(await refund(token, paymentId, { reason: 'x'.repeat(301) })).toMatchObject({
      status: 422,
      body: { errors: { reason: 'TOO_LONG' } },
    });
    expect(await refund(token, paymentId, { reason: 'Sans clé' }, null)).toMatchObject({
      status: 428,
      body: { code: 'IDEMPOTENCY_KEY_REQUIRED' },
    });
    expect(settings.receipt.nextNumber).toBe(next);
    expect(db.data.payments.some((payment) => payment.reversalOf !== undefined)).toBe(false);
  });

  it('is for staff with the family finance right only: a parent and staff without it get 403, an unknown payment 404', async () => {
    const admin = await demoToken('admin');
    const { paymentId } = await familyWithPayment(admin);
    const parent = db.data.users.find((user) => user.email === 'parent@demo.test')!;
    const own = db.data.payments.find((payment) =>
      db.data.families.some(
        (family) => family.id === payment.familyId && family.guardians.some((g) => g.userId === parent.id),
      ),
    )!;
    expect(
      (await refund(await demoToken('parent'), own.id, { reason: 'Je veux être remboursé' })).status,
    ).toBe(403);
    expect((await refund(await demoToken('staff'), paymentId, { reason: 'Erreur' })).status).toBe(403);
    expect(await refund(admin, 99_999_999, { reason: 'Erreur' })).toMatchObject({
      status: 404,
      body: { message: 'Payment not found' },
    });
    expect(db.data.payments.some((payment) => payment.reversalOf !== undefined)).toBe(false);
  });

  it('takes the refund off today’s payments of its method on the dashboard, without counting a payment', async () => {
    const token = await demoToken('admin');
    const { paymentId } = await familyWithPayment(token);
    const original = db.data.payments.find((payment) => payment.id === paymentId)!;
    const today = async () =>
      (await demoAnswer('GET', 'dashboard?branch=1&year=2', token)).body.paymentsToday as {
        amount: number;
        count: number;
        byMethod: Array<{ method: string; amount: number; count: number }>;
      };
    const before = await today();
    expect((await refund(token, paymentId, { reason: 'Erreur de saisie' })).status).toBe(201);
    const after = await today();
    expect(cents(after.amount)).toBe(cents(before.amount) - original.amountCents);
    expect(after.count).toBe(before.count);
    const method = (figures: typeof before) => figures.byMethod.find((m) => m.method === original.method)!;
    expect(cents(method(after).amount)).toBe(cents(method(before).amount) - original.amountCents);
  });
});
