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
    const answer = await demoCall('POST', `families/${familyOnlyIn(3)}/payments?branch=1&year=2`, token, {
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
      const refused = await demoCall('POST', path, token, { amount: 1, method: 'cash', reference: '', date });
      expect(refused.body, date).toMatchObject({ code: 'INVALID_DATE' });
    }
  });
});

describe('Permission before existence (no oracle)', () => {
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
