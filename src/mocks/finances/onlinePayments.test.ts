// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoAnswer, demoToken } from '../../../tests/helpers/demo';
import { nextInstallment } from '../../domain/ledger';
import { cmiHash, verifyCmiHash } from '../../domain/onlinePayments';
import { db } from '../core/db.ts';
import { LATE_CALLBACK_MS } from './onlinePayments.ts';
import { DEMO_CMI_STORE_KEY } from './onlinePayments.ts';

const API = 'http://localhost:3000/api';
const TODAY = '2026-11-22';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T10:00:00`));
});
afterEach(() => {
  vi.useRealTimers();
});

interface Gateway {
  url: string;
  fields: Record<string, string>;
}

/** The parent's children in the demo data set (Yasmine first). */
function parentChildren(): number[] {
  const parent = db.data.users.find((user) => user.email === 'parent@demo.test')!;
  return parent.studentIds;
}

async function order(token: string, studentId: number, body: unknown, key = crypto.randomUUID()) {
  return demoAnswer('POST', `students/${studentId}/online-payments`, token, body, { 'Idempotency-Key': key });
}

/** Posts a form as a browser or the processor does (urlencoded); redirects are not followed. */
async function postForm(url: string, fields: Record<string, string>) {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: answer.status, location: answer.headers.get('Location'), text: await answer.text() };
}

/** The parent on the demo bank's page, then one of its endings; the browser's way back (307) followed once. */
async function payAtBank(gateway: Gateway, decision: string) {
  const page = await postForm(gateway.url, gateway.fields);
  expect(page.status).toBe(200);
  const decided = await postForm(`${API}/demo-bank/cmi/decide`, { oid: gateway.fields.oid!, decision });
  if (decided.status !== 307) return { decided, back: null };
  const back = await postForm(decided.location!, { oid: gateway.fields.oid!, decision });
  return { decided, back };
}

async function studentFinance(token: string, studentId: number) {
  const answer = await demoAnswer('GET', `students/${studentId}/finance`, token);
  expect(answer.status).toBe(200);
  return answer.body as {
    payments: Array<{ id: number; method: string; amount: number; receiptNumber: string }>;
    totals: { paid: number; balance: number };
    engagements: Array<{ installments: Array<{ dueDate: string; label: string; outstanding: number }> }>;
  };
}

const cents = (amount: number) => Math.round(amount * 100);

describe('Online payments: a parent pays the next installment on the demo processor’s page', () => {
  it('the order is the dashboard’s next installment, signed as the processor checks it; the accepted callback records one card payment with its receipt', async () => {
    const token = await demoToken('parent');
    const [child] = parentChildren();
    const before = await studentFinance(token, child!);
    const lines = before.engagements.flatMap((engagement) =>
      engagement.installments.map((line) => ({ ...line, outstandingCents: cents(line.outstanding) })),
    );
    const next = nextInstallment(lines, TODAY)!;
    const created = await order(token, child!, { choice: 'next', lang: 'ar' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { order: placed, gateway } = created.body as {
      order: { orderId: string; amount: number; status: string };
      gateway: Gateway;
    };
    expect(cents(placed.amount)).toBe(next.amountCents);
    expect(placed.status).toBe('pending');
    expect(gateway.fields.oid).toBe(placed.orderId);
    expect(gateway.fields.amount).toBe((next.amountCents / 100).toFixed(2));
    expect(gateway.fields.lang).toBe('ar');
    expect(await verifyCmiHash(gateway.fields, DEMO_CMI_STORE_KEY)).toBe(true);
    // The store key is the API's alone: nothing the browser receives holds it.
    expect(JSON.stringify(created.body)).not.toContain(DEMO_CMI_STORE_KEY);

    const { back } = await payAtBank(gateway, 'accept');
    expect(back).toEqual(
      expect.objectContaining({ status: 303, location: `/online-payment/${placed.orderId}` }),
    );
    const state = await demoAnswer('GET', `online-payments/${placed.orderId}`, token);
    expect(state.body).toEqual(
      expect.objectContaining({
        status: 'paid',
        receiptNumber: expect.any(String),
        providerReference: expect.any(String),
      }),
    );
    const after = await studentFinance(token, child!);
    expect(after.payments).toHaveLength(before.payments.length + 1);
    const payment = after.payments.find((candidate) => candidate.receiptNumber === state.body.receiptNumber)!;
    expect(payment.method).toBe('card');
    expect(cents(after.totals.paid) - cents(before.totals.paid)).toBe(next.amountCents);
    const receipt = await demoAnswer('GET', `payments/${payment.id}/receipt`, token);
    expect(receipt.body).toEqual(expect.objectContaining({ online: true, method: 'card' }));
    // The parent is told.
    const notifications = await demoAnswer('GET', 'notifications', token);
    expect(JSON.stringify(notifications.body)).toContain(String(state.body.receiptNumber));
  });

  it('the same callback twice, or two at once, records one payment', async () => {
    const token = await demoToken('parent');
    const [child] = parentChildren();
    const created = await order(token, child!, { choice: 'amount', amount: 150 });
    expect(created.status).toBe(201);
    const { gateway } = created.body as { gateway: Gateway };
    const fields: Record<string, string> = {
      ...gateway.fields,
      ProcReturnCode: '00',
      Response: 'Approved',
      TransId: 'T1',
    };
    delete fields.HASH;
    const callback = { ...fields, HASH: await cmiHash(fields, DEMO_CMI_STORE_KEY) };
    const paymentsBefore = db.data.payments.length;
    const answers = await Promise.all([
      postForm(`${API}/online-payments/cmi/callback`, callback),
      postForm(`${API}/online-payments/cmi/callback`, callback),
    ]);
    const again = await postForm(`${API}/online-payments/cmi/callback`, callback);
    expect(answers.map((answer) => answer.text).sort()).toEqual(['ACTION=POSTAUTH', 'APPROVED']);
    expect(again.text).toBe('APPROVED');
    expect(db.data.payments.length).toBe(paymentsBefore + 1);
  });

  it('a callback with a wrong hash, another amount or an unknown order changes nothing', async () => {
    const token = await demoToken('parent');
    const [child] = parentChildren();
    const { gateway } = (await order(token, child!, { choice: 'amount', amount: 99 })).body as {
      gateway: Gateway;
    };
    const fields: Record<string, string> = { ...gateway.fields, ProcReturnCode: '00', TransId: 'T2' };
    delete fields.HASH;
    const paymentsBefore = db.data.payments.length;
    const tampered = { ...fields, HASH: await cmiHash(fields, DEMO_CMI_STORE_KEY), amount: '9999.00' };
    expect((await postForm(`${API}/online-payments/cmi/callback`, tampered)).text).toBe('FAILURE');
    const otherAmount = { ...fields, amount: '1.00' };
    const signed = { ...otherAmount, HASH: await cmiHash(otherAmount, DEMO_CMI_STORE_KEY) };
    expect((await postForm(`${API}/online-payments/cmi/callback`, signed)).text).toBe('FAILURE');
    const unknown = { ...fields, oid: 'OP-1999-000001' };
    expect(
      (
        await postForm(`${API}/online-payments/cmi/callback`, {
          ...unknown,
          HASH: await cmiHash(unknown, DEMO_CMI_STORE_KEY),
        })
      ).text,
    ).toBe('FAILURE');
    expect(db.data.payments.length).toBe(paymentsBefore);
    const state = await demoAnswer('GET', `online-payments/${gateway.fields.oid}`, token);
    expect(state.body.status).toBe('pending');
  });

  it('refused, then paid on a second try; cancelled records nothing; a form with a wrong signature is refused by the bank', async () => {
    const token = await demoToken('parent');
    const [child] = parentChildren();
    const paymentsBefore = db.data.payments.length;
    const refused = (await order(token, child!, { choice: 'amount', amount: 120 })).body as {
      gateway: Gateway;
    };
    const first = await payAtBank(refused.gateway, 'refuse');
    expect(first.back?.location).toBe(`/online-payment/${refused.gateway.fields.oid}`);
    expect(
      (await demoAnswer('GET', `online-payments/${refused.gateway.fields.oid}`, token)).body.status,
    ).toBe('refused');
    expect(db.data.payments.length).toBe(paymentsBefore);
    await payAtBank(refused.gateway, 'accept');
    expect(
      (await demoAnswer('GET', `online-payments/${refused.gateway.fields.oid}`, token)).body.status,
    ).toBe('paid');
    expect(db.data.payments.length).toBe(paymentsBefore + 1);

    const cancelled = (await order(token, child!, { choice: 'amount', amount: 130 })).body as {
      gateway: Gateway;
    };
    await payAtBank(cancelled.gateway, 'cancel');
    expect(
      (await demoAnswer('GET', `online-payments/${cancelled.gateway.fields.oid}`, token)).body.status,
    ).toBe('cancelled');
    expect(db.data.payments.length).toBe(paymentsBefore + 1);

    const forged = await postForm(`${API}/demo-bank/cmi`, { ...cancelled.gateway.fields, amount: '1.00' });
    expect(forged.status).toBe(400);
  });

  it('the tab closed before the return: the payment is recorded by the callback alone', async () => {
    const token = await demoToken('parent');
    const [child] = parentChildren();
    const { gateway } = (await order(token, child!, { choice: 'amount', amount: 140 })).body as {
      gateway: Gateway;
    };
    const { decided, back } = await payAtBank(gateway, 'close');
    expect(decided.status).toBe(200);
    expect(back).toBeNull();
    const state = await demoAnswer('GET', `online-payments/${gateway.fields.oid}`, token);
    expect(state.body).toEqual(expect.objectContaining({ status: 'paid', returnedAt: null }));
  });

  it('the parent’s dashboard shows the latest accepted payment: an attempt cancelled or refused after it, which recorded nothing, does not hide it', async () => {
    const token = await demoToken('parent');
    const [child] = parentChildren();
    const lastOnline = async () =>
      (
        (await demoAnswer('GET', `dashboard/parent?student=${child}&year=2`, token)).body as {
          finances: { lastOnlinePayment: { orderId: string; status: string } | null };
        }
      ).finances.lastOnlinePayment;
    const paid = (await order(token, child!, { choice: 'amount', amount: 120 })).body as { gateway: Gateway };
    await payAtBank(paid.gateway, 'accept');
    expect(await lastOnline()).toEqual(
      expect.objectContaining({ orderId: paid.gateway.fields.oid, status: 'paid' }),
    );
    for (const decision of ['cancel', 'refuse']) {
      const ended = (await order(token, child!, { choice: 'amount', amount: 130 })).body as {
        gateway: Gateway;
      };
      await payAtBank(ended.gateway, decision);
      expect(
        (await demoAnswer('GET', `online-payments/${ended.gateway.fields.oid}`, token)).body.status,
      ).not.toBe('paid');
      expect(await lastOnline()).toEqual(
        expect.objectContaining({ orderId: paid.gateway.fields.oid, status: 'paid' }),
      );
    }
  });

  it('back before the confirmation: pending ("being confirmed") until the late callback records it', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
    vi.setSystemTime(new Date(`${TODAY}T10:00:00`));
    const token = await demoToken('parent');
    const [child] = parentChildren();
    const { gateway } = (await order(token, child!, { choice: 'amount', amount: 160 })).body as {
      gateway: Gateway;
    };
    const { back } = await payAtBank(gateway, 'late');
    expect(back?.status).toBe(303);
    expect((await demoAnswer('GET', `online-payments/${gateway.fields.oid}`, token)).body.status).toBe(
      'pending',
    );
    await vi.advanceTimersByTimeAsync(LATE_CALLBACK_MS);
    await vi.waitFor(
      async () => {
        const state = await demoAnswer('GET', `online-payments/${gateway.fields.oid}`, token);
        expect(state.body.status).toBe('paid');
      },
      { timeout: 15_000 },
    );
  });
});

describe('Online payments: who may pay, and what', () => {
  it('staff cannot pay as a parent; another family’s child is unknown; a create needs an Idempotency-Key', async () => {
    const admin = await demoToken('admin');
    const parent = await demoToken('parent');
    const [child] = parentChildren();
    expect((await order(admin, child!, { choice: 'next' })).status).toBe(403);
    const other = db.data.students.find((student) => !parentChildren().includes(student.studentid))!;
    expect((await order(parent, other.studentid, { choice: 'next' })).body).toEqual({
      message: 'Student not found',
    });
    const keyless = await demoAnswer('POST', `students/${child}/online-payments`, parent, { choice: 'next' });
    expect(keyless.status).toBe(428);
  });

  it('a guardian who may not see the family’s finances cannot pay for the child', async () => {
    const parent = await demoToken('parent');
    const [child] = parentChildren();
    const student = db.data.students.find((candidate) => candidate.studentid === child)!;
    const family = db.data.families.find((candidate) => candidate.id === student.familyId)!;
    const user = db.data.users.find((candidate) => candidate.email === 'parent@demo.test')!;
    const guardian = family.guardians.find((candidate) => candidate.userId === user.id)!;
    guardian.canSeeFinances = false;
    try {
      expect((await order(parent, child!, { choice: 'next' })).status).toBe(404);
    } finally {
      guardian.canSeeFinances = true;
    }
  });

  it('an amount over what is owed, below the minimum, or a choice that is not one is refused with its code', async () => {
    const parent = await demoToken('parent');
    const [child] = parentChildren();
    const over = await order(parent, child!, { choice: 'amount', amount: 10_000_000 });
    expect(over.body).toEqual(expect.objectContaining({ code: 'OVERPAYMENT', balance: expect.any(Number) }));
    const small = await order(parent, child!, { choice: 'amount', amount: 5 });
    expect(small.body).toEqual(expect.objectContaining({ code: 'INVALID_AMOUNT', minimum: 10 }));
    expect((await order(parent, child!, { choice: 'all' })).body.code).toBe('INVALID_CHOICE');
  });
});
