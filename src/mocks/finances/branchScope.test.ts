// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCall, demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';
import { familyInScope } from '../school/index.ts';

/**
 * Branch scope (docs/api.md "Scope"): every record read or linked belongs to the branch and year asked, which the
 * caller holds; a family of another branch is answered as an unknown one, so nothing of it leaks. And payment
 * dates belong to their school year.
 */

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

/** A family whose children are all in `branch` (and none in branch 1). */
function familyOnlyIn(branch: number): number {
  const family = db.data.families.find((candidate) => {
    const children = db.data.students.filter((student) => student.familyId === candidate.id);
    return (
      children.length > 0 &&
      children.every((student) => student.branchId === branch) &&
      !familyInScope(db.data, candidate.id, 1, 2)
    );
  });
  expect(family, `a family of branch ${branch} only`).toBeDefined();
  return family!.id;
}

/** A payment (a money create) with its `Idempotency-Key` (docs/api.md "Idempotency": refused without one). */
async function keyed(method: string, path: string, token: string, body: unknown) {
  const answer = await fetch(`http://localhost:3000/api/${path}`, {
    method,
    headers: {
      Authorization: token,
      'Content-Type': 'application/json',
      'Idempotency-Key': crypto.randomUUID(),
    },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

function familyOf(branch: number): number {
  return db.data.students.find((student) => student.branchId === branch)!.familyId;
}

describe('Branch scope of the demo API', () => {
  it('a family of another branch is 404 (no guardians’ phones or e-mails), one of the branch asked is answered', async () => {
    const token = await demoToken('admin');
    const other = familyOnlyIn(3);
    const outside = await demoCall('GET', `families/${other}/finance?branch=1&year=2`, token);
    expect(outside.status).toBe(404);
    expect(JSON.stringify(outside.body)).not.toMatch(/phone|email/i);
    expect((await demoCall('GET', `families/${familyOf(1)}/finance?branch=1&year=2`, token)).status).toBe(
      200,
    );
    expect((await demoCall('GET', `families/${other}/reminders?branch=1&year=2`, token)).status).toBe(404);
  });

  it('a payment for a family of another branch is refused as unknown, and records nothing', async () => {
    const token = await demoToken('admin');
    const payments = db.data.payments.length;
    const answer = await keyed('POST', `families/${familyOnlyIn(3)}/payments?branch=1&year=2`, token, {
      amount: 100,
      method: 'cash',
      reference: '',
      date: '2026-11-20',
    });
    expect(answer.status).toBe(404);
    expect(db.data.payments).toHaveLength(payments);
  });

  it('a new student cannot be linked to a family of another branch', async () => {
    const token = await demoToken('admin');
    const cls = db.data.classes.find((candidate) => candidate.branchId === 1 && candidate.yearId === 2)!;
    const answer = await demoCall('POST', 'students?branch=1&year=2', token, {
      firstname_fr: 'Inès',
      lastname_fr: 'Zaoui',
      firstname_ar: 'إيناس',
      lastname_ar: 'الزاوي',
      gender: 'F',
      birthDate: '2019-04-12',
      massar: 'K987654321',
      levelId: cls.levelId,
      classId: cls.id,
      status: 'active',
      familyId: familyOnlyIn(3),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toMatchObject({ familyId: 'FAMILY_REQUIRED' });
  });

  it('Payment dates: 0001-01-01 or a date of another school year is refused (INVALID_DATE)', async () => {
    const token = await demoToken('admin');
    const path = `families/${familyOf(1)}/payments?branch=1&year=2`;
    for (const date of ['0001-01-01', '2025-10-01', '2026-02-28']) {
      const refused = await keyed('POST', path, token, { amount: 1, method: 'cash', reference: '', date });
      expect(refused.body, date).toMatchObject({ code: 'INVALID_DATE' });
    }
  });
});

describe('Permission before existence (no oracle)', () => {
  it('finance sub-resources: "not yours" and "does not exist" get the same answer (404, same body)', async () => {
    // The admin holds branches 1 and 2: a student, a receipt and a family of branch 3 are not theirs.
    const admin = await demoToken('admin');
    const branch3Student = db.data.students.find((student) => student.branchId === 3)!;
    const branch3Payment = db.data.payments.find((payment) => payment.branchId === 3);
    expect(branch3Payment, 'a payment of branch 3').toBeDefined();
    const pairs: Array<[string, string, string]> = [
      [admin, `students/${branch3Student.studentid}/finance?year=2`, 'students/999999/finance?year=2'],
      [admin, `payments/${branch3Payment!.id}/receipt`, 'payments/999999/receipt'],
      [
        admin,
        `families/${familyOnlyIn(3)}/finance?branch=1&year=2`,
        'families/999999/finance?branch=1&year=2',
      ],
    ];
    // A parent: another family's child and receipt.
    const parent = await demoToken('parent');
    const otherChild = db.data.students.find((student) => student.familyId !== 1)!;
    const otherPayment = db.data.payments.find((payment) => payment.familyId !== 1)!;
    pairs.push(
      [parent, `students/${otherChild.studentid}/finance?year=2`, 'students/999999/finance?year=2'],
      [parent, `payments/${otherPayment.id}/receipt`, 'payments/999999/receipt'],
    );
    for (const [token, notYours, unknown] of pairs) {
      const hidden = await demoCall('GET', notYours, token);
      const missing = await demoCall('GET', unknown, token);
      expect(missing.status, unknown).toBe(404);
      expect(hidden, notYours).toEqual(missing);
    }
    // Staff without the finance permission anywhere are refused before any lookup: the same 403 for both.
    const secretariat = await demoToken('staff');
    const refused = await demoCall('GET', 'students/101/finance?year=2', secretariat);
    expect(refused.status).toBe(403);
    expect(await demoCall('GET', 'students/999999/finance?year=2', secretariat)).toEqual(refused);
    expect((await demoCall('GET', 'payments/999999/receipt', secretariat)).status).toBe(403);
  });

  it('a student the caller may not read is answered exactly as an unknown one', async () => {
    for (const account of ['staff', 'parent'] as const) {
      const token = await demoToken(account);
      const me = db.data.users.find((user) => user.email === `${account}@demo.test`)!;
      const mine = new Set(me.roles.map((role) => role.schoolbranchid));
      const hidden = db.data.students.find(
        (student) =>
          !mine.has(student.branchId) &&
          !db.data.families.find((f) => f.id === student.familyId)!.guardians.some((g) => g.userId === me.id),
      )!;
      const unknown = await demoCall('GET', 'students/999999?year=2', token);
      const forbidden = await demoCall('GET', `students/${hidden.studentid}?year=2`, token);
      expect(forbidden, account).toEqual(unknown);
      expect(unknown.status).toBe(404);
    }
  });
});
