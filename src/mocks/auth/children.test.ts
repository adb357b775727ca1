// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoCall, demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';

/** A new pupil of CE1 in branch 1, year 2, in the demo parent's family (family 1, Karim El Idrissi). */
function newChild(massar: string) {
  const level = db.data.levels.find((candidate) => candidate.code === 'CE1')!;
  const cls = db.data.classes.find((c) => c.branchId === 1 && c.yearId === 2 && c.levelId === level.id)!;
  return {
    firstname_fr: 'Lina',
    lastname_fr: 'El Idrissi',
    firstname_ar: 'لينا',
    lastname_ar: 'الإدريسي',
    gender: 'F',
    birthDate: '2019-05-12',
    massar,
    levelId: level.id,
    classId: cls.id,
    status: 'active',
    familyId: 1,
    newFamily: null,
    medical: { notes: null, allergies: [], diet: null },
  };
}

const childIds = (answer: { body: { students: Array<{ studentid: number }> } }) =>
  answer.body.students.map((student) => student.studentid);

describe('GET user: a parent’s children come from their family (docs/api.md "GET user")', () => {
  it('a child the office adds to the family is listed at the parent’s next sign-in, and the parent may open it', async () => {
    const before = await demoCall('GET', 'user', await demoToken('parent'));
    expect(childIds(before)).toEqual([101, 102]);

    const admin = await demoToken('admin');
    const created = await demoCall('POST', 'students?branch=1&year=2', admin, newChild('K222333444'));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.studentid as number;

    const parent = await demoToken('parent');
    const after = await demoCall('GET', 'user', parent);
    expect(childIds(after)).toEqual([101, 102, id]);
    expect(after.body.students.at(-1)).toMatchObject({
      firstname_fr: 'Lina',
      branchs: [expect.objectContaining({ schoolbranchid: 1 })],
    });
    // The other modules read the same children: the new child's dashboard is the parent's to open.
    const dashboard = await demoCall('GET', `dashboard/parent?student=${id}&year=2`, parent);
    expect(dashboard.status, JSON.stringify(dashboard.body)).toBe(200);
  });

  it('a parent already signed in sees the new child at the next user load', async () => {
    const parent = await demoToken('parent');
    const admin = await demoToken('admin');
    const created = await demoCall('POST', 'students?branch=1&year=2', admin, newChild('K222333445'));
    expect(created.status).toBe(201);
    expect(childIds(await demoCall('GET', 'user', parent))).toContain(created.body.studentid);
  });

  it('a child of the family in a branch where the parent had no child gives the parent’s role there', async () => {
    const yasmine = db.data.students.find((student) => student.studentid === 101)!;
    yasmine.branchId = 2;
    db.changed();
    const answer = await demoCall('GET', 'user', await demoToken('parent'));
    expect(answer.body.branchs.map((branch: { schoolbranchid: number }) => branch.schoolbranchid)).toContain(
      2,
    );
    const roles = answer.body.roles as Array<{ name: string; schoolbranchid: number; schoolyearid: number }>;
    expect(roles.filter((role) => role.schoolbranchid === 2).map((role) => role.name)).not.toHaveLength(0);
    expect(roles.every((role) => role.name === 'parent')).toBe(true);
  });

  it('a child who leaves the family is no longer the parent’s', async () => {
    const adam = db.data.students.find((student) => student.studentid === 102)!;
    adam.familyId = 2;
    db.changed();
    expect(childIds(await demoCall('GET', 'user', await demoToken('parent')))).toEqual([101]);
  });
});
