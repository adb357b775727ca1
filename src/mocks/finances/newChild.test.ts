// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoCall, demoToken } from '../../../tests/helpers/demo';
import type { FamilyFinance } from '../../features/finances/finances.schemas';
import { db } from '../core/db.ts';

/** A new pupil of CE1 in branch 1, year 2: in `familyId`, or in a new family when it is null. */
function newPupil(familyId: number | null, massar: string) {
  const level = db.data.levels.find((candidate) => candidate.code === 'CE1')!;
  const cls = db.data.classes.find((c) => c.branchId === 1 && c.yearId === 2 && c.levelId === level.id)!;
  return {
    firstname_fr: 'Nour',
    lastname_fr: 'Benali',
    firstname_ar: 'نور',
    lastname_ar: 'بنعلي',
    gender: 'F',
    birthDate: '2019-03-02',
    massar,
    levelId: level.id,
    classId: cls.id,
    status: 'active',
    familyId,
    newFamily:
      familyId === null
        ? {
            name: 'Benali',
            guardian: {
              firstname_fr: 'Karim',
              lastname_fr: 'Benali',
              relation: 'père',
              phone: '+212 661 00 11 22',
              email: '',
            },
          }
        : null,
    medical: { notes: null, allergies: [], diet: null },
  };
}

/** A fee of the settings for a CE1 pupil of branch 1, year 2. */
function ce1Fee() {
  const level = db.data.levels.find((candidate) => candidate.code === 'CE1')!;
  const settings = db.data.financeSettings.find((s) => s.branchId === 1 && s.yearId === 2)!;
  return settings.feeTypes.find(
    (fee) => fee.kind === 'tuition' && (fee.levelId === null || fee.levelId === level.id),
  )!;
}

describe('GET families/{id}/finance: the children come from the family, not from its engagements', () => {
  it.each([
    ['a new family', null, 'K111222333'],
    ['an existing family', 1, 'K111222334'],
  ])(
    'lists a pupil enrolled today in %s, who can then be given an engagement',
    async (_label, family, massar) => {
      const token = await demoToken('admin');
      const created = await demoCall('POST', 'students?branch=1&year=2', token, newPupil(family, massar));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const studentId = created.body.studentid as number;
      const familyId = (family ?? created.body.family.id) as number;

      const before = await demoCall('GET', `families/${familyId}/finance?branch=1&year=2`, token);
      expect(before.status).toBe(200);
      const finance = before.body as FamilyFinance;
      expect(finance.children.map((child) => child.studentid)).toContain(studentId);
      expect(finance.children.find((child) => child.studentid === studentId)).toMatchObject({
        firstname_fr: 'Nour',
        level: 'CE1',
        branchId: 1,
      });
      if (family === null) expect(finance.engagements).toEqual([]);

      const fee = ce1Fee();
      const engaged = await demoCall(
        'POST',
        'engagements?branch=1&year=2',
        token,
        { studentId, feeTypeId: fee.id },
        { 'Idempotency-Key': crypto.randomUUID() },
      );
      expect(engaged.status, JSON.stringify(engaged.body)).toBe(201);
      const after = (await demoCall('GET', `families/${familyId}/finance?branch=1&year=2`, token))
        .body as FamilyFinance;
      expect(after.engagements.filter((e) => e.studentId === studentId).map((e) => e.feeTypeId)).toEqual([
        fee.id,
      ]);
      expect(after.totals.balance).toBeGreaterThan(before.body.totals.balance as number);
    },
  );

  it('lists no child of the family enrolled in another branch only', async () => {
    const token = await demoToken('admin');
    const created = await demoCall('POST', 'students?branch=1&year=2', token, newPupil(null, 'K111222335'));
    const familyId = created.body.family.id as number;
    // Her brother in branch 2: the family's finances of branch 1 do not show him.
    const level = db.data.levels.find((candidate) => candidate.code === 'CE1')!;
    const cls = db.data.classes.find((c) => c.branchId === 2 && c.yearId === 2 && c.levelId === level.id)!;
    expect(cls).toBeDefined();
    db.data.students.push({
      ...db.data.students.at(-1)!,
      studentid: 999_001,
      branchId: 2,
      massar: 'K111222336',
    });
    db.data.enrolments.push({
      id: 999_001,
      studentId: 999_001,
      yearId: 2,
      branchId: 2,
      levelId: level.id,
      classId: cls.id,
      status: 'active',
      startDate: '2026-09-01',
      endDate: null,
    });
    db.changed();
    const finance = (await demoCall('GET', `families/${familyId}/finance?branch=1&year=2`, token))
      .body as FamilyFinance;
    expect(finance.children.map((child) => child.studentid)).toEqual([created.body.studentid]);
  });
});
