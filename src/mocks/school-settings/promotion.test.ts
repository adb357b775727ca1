// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoCall, demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';

const SCOPE = 'branch=1&year=2';
const classNamed = (name: string, year = 2) =>
  db.data.classes.find((cls) => cls.branchId === 1 && cls.yearId === year && cls.name === name)!;
const childrenOf = (classId: number) =>
  db.data.enrolments
    .filter((row) => row.classId === classId && row.status !== 'left')
    .map((row) => row.studentId);

async function nextYear(admin: string) {
  const created = await demoCall('POST', `school/years?${SCOPE}`, admin, {
    startDate: '2027-09-06',
    endDate: '2028-06-30',
  });
  expect(created.status).toBe(201);
  return created.body.year.id as number;
}

describe('the next school year and the promotion (docs/api.md "School settings")', () => {
  it('creates the next year once, with the classes, assignments and roles carried over; the selector offers it at once', async () => {
    const admin = await demoToken('admin');
    const bad = await demoCall('POST', `school/years?${SCOPE}`, admin, {
      startDate: '2027-01-10',
      endDate: '2026-12-01',
    });
    expect(bad.body.errors).toEqual({ startDate: 'NEXT_YEAR_DATES', endDate: 'DATES_ORDER' });
    const id = await nextYear(admin);
    expect(db.data.classes.filter((cls) => cls.branchId === 1 && cls.yearId === id)).toHaveLength(
      db.data.classes.filter((cls) => cls.branchId === 1 && cls.yearId === 2).length,
    );
    expect(classNamed('CM1 A', id).nextClassId).toBe(classNamed('CM2 A', id).id);
    const again = await demoCall('POST', `school/years?${SCOPE}`, admin, {
      startDate: '2027-09-06',
      endDate: '2028-06-30',
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('NEXT_YEAR_EXISTS');
    const user = await demoCall('GET', 'user', admin);
    const branch = user.body.branchs.find((b: { schoolbranchid: number }) => b.schoolbranchid === 1);
    expect(branch.years.map((y: { description: string }) => y.description)).toContain('2027-2028');
    expect(
      user.body.roles.some(
        (r: { schoolyearid: number; name: string }) => r.schoolyearid === id && r.name === 'admin',
      ),
    ).toBe(true);
  });

  it('promotes a class: children go to the next class, a repeater stays at the level, a leaver gets no enrolment; a second run changes nothing', async () => {
    const admin = await demoToken('admin');
    const id = await nextYear(admin);
    const cm1 = classNamed('CM1 A');
    const [repeater, leaver, ...others] = childrenOf(cm1.id);
    await demoCall('PUT', `school/promotion/students/${repeater}?${SCOPE}`, admin, { decision: 'repeat' });
    const preview = await demoCall('PUT', `school/promotion/students/${leaver}?${SCOPE}`, admin, {
      decision: 'leave',
    });
    const row = preview.body.classes.find((c: { classId: number }) => c.classId === cm1.id);
    expect(row).toMatchObject({ promote: others.length, repeat: 1, leave: 1, target: { name: 'CM2 A' } });
    const applied = await demoCall('POST', `school/promotion/apply?${SCOPE}`, admin, { classIds: [cm1.id] });
    expect(applied.body.created).toBe(others.length + 1);
    const next = (studentId: number) =>
      db.data.enrolments.filter((row) => row.studentId === studentId && row.yearId === id);
    expect(next(others[0]!).map((row) => row.classId)).toEqual([classNamed('CM2 A', id).id]);
    expect(next(repeater!).map((row) => row.classId)).toEqual([classNamed('CM1 A', id).id]);
    expect(next(leaver!)).toEqual([]);
    // Both years in the child's history.
    const years = db.data.enrolments.filter((row) => row.studentId === others[0]).map((row) => row.yearId);
    expect(years).toEqual(expect.arrayContaining([2, id]));
    const count = db.data.enrolments.length;
    const twice = await demoCall('POST', `school/promotion/apply?${SCOPE}`, admin, { classIds: [cm1.id] });
    expect(twice.body.created).toBe(0);
    expect(db.data.enrolments.length).toBe(count);
  });

  it('refuses the whole promotion when a class of next year would go over its capacity', async () => {
    const admin = await demoToken('admin');
    const id = await nextYear(admin);
    const target = classNamed('CM2 A', id);
    target.capacity = 3;
    const cm1 = classNamed('CM1 A');
    const count = db.data.enrolments.length;
    const refused = await demoCall('POST', `school/promotion/apply?${SCOPE}`, admin, { classIds: [cm1.id] });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'CLASS_FULL', classes: ['CM2 A'] });
    expect(db.data.enrolments.length).toBe(count);
    const preview = await demoCall('GET', `school/promotion?${SCOPE}`, admin);
    expect(preview.body.targets.find((t: { classId: number }) => t.classId === target.id)).toMatchObject({
      capacity: 3,
      over: true,
    });
    expect((await demoCall('GET', `school/promotion?${SCOPE}`, await demoToken('staff'))).status).toBe(403);
  });
});
