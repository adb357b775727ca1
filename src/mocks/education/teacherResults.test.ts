// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoCall, demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';
import { currentClass, edu, teacherAccount } from './testkit.ts';

// docs/api.md "Education", teacher link: teacher.1@demo.test (id 12) is the teacher record of CM1 A's main teacher in
// branch 1; a teacher writes the results of the classes they teach only, and each result keeps its author.
const TEACHER_USER = 12;

const runningCm1 = () =>
  edu().campaigns.find(
    (campaign) =>
      campaign.branchId === 1 &&
      campaign.yearId === 2 &&
      !campaign.closed &&
      campaign.classIds.includes(currentClass('CM1 A').id),
  )!;
const childOf = (classId: number) =>
  db.data.enrolments.find((row) => row.classId === classId && row.yearId === 2 && row.status === 'active')!
    .studentId;

describe('teachers and their results (docs/api.md "Education")', () => {
  it("the demo's teacher accounts are linked to their teacher records, shown in the API", async () => {
    const admin = await demoToken('admin');
    const cm1 = currentClass('CM1 A');
    const teacher = edu().teachers.find((candidate) => candidate.userId === TEACHER_USER)!;
    expect(cm1.mainTeacherId).toBe(teacher.id);
    const detail = await demoCall('GET', `education/teachers/${teacher.id}?year=2`, admin);
    expect(detail.body).toMatchObject({
      firstname_fr: 'Salma',
      lastname_fr: 'Bennis',
      email: 'teacher.1@demo.test',
      account: { id: TEACHER_USER, email: 'teacher.1@demo.test' },
    });
    expect(cm1.teacher).toBe('Mme Salma Bennis');
    const second = edu().teachers.find((candidate) => candidate.userId === 13)!;
    expect(second).toMatchObject({ branchId: 2, firstname_fr: 'Anas', email: 'teacher.2@demo.test' });
  });

  it('a teacher writes the results of their class only; the admin writes every class; each result keeps its author', async () => {
    const teacher = await teacherAccount();
    const admin = await demoToken('admin');
    const campaign = runningCm1();
    const own = currentClass('CM1 A').id;
    const other = campaign.classIds.find((id) => id !== own)!;
    const skillId = campaign.skillIds[0]!;
    const url = `education/campaigns/${campaign.id}/results?year=2`;
    const stored = (studentId: number) =>
      edu().results.find(
        (r) => r.campaignId === campaign.id && r.studentId === studentId && r.skillId === skillId,
      );

    const mine = await demoCall('PUT', url, teacher, { studentId: childOf(own), skillId, value: 4 });
    expect(mine).toMatchObject({
      status: 200,
      body: { value: 4, author: { id: TEACHER_USER, name: 'Salma Bennis' } },
    });
    expect(typeof mine.body.updatedAt).toBe('string');

    const before = structuredClone(stored(childOf(other)));
    const refused = await demoCall('PUT', url, teacher, { studentId: childOf(other), skillId, value: 1 });
    expect(refused).toEqual({
      status: 403,
      body: { message: 'Only the teachers of the class write its results', code: 'NOT_YOUR_CLASS' },
    });
    expect(stored(childOf(other))).toEqual(before);

    const byAdmin = await demoCall('PUT', url, admin, { studentId: childOf(other), skillId, value: 1 });
    expect(byAdmin.body).toMatchObject({ value: 1, author: { id: 1, name: 'Samira Benali' } });

    // The sheet says who gave each result and when, and which children the teacher may write for.
    const sheet = await demoCall('GET', `education/campaigns/${campaign.id}/sheet?year=2`, teacher);
    const result = (studentId: number) =>
      sheet.body.results.find(
        (r: { studentId: number; skillId: number }) => r.studentId === studentId && r.skillId === skillId,
      );
    expect(result(childOf(own))).toEqual({
      studentId: childOf(own),
      skillId,
      value: 4,
      updatedAt: mine.body.updatedAt,
      author: { id: TEACHER_USER, name: 'Salma Bennis' },
    });
    expect(result(childOf(other)).author).toEqual({ id: 1, name: 'Samira Benali' });
    const editable = (classId: number) =>
      sheet.body.students
        .filter((s: { classId: number }) => s.classId === classId)
        .map((s: { editable: boolean }) => s.editable);
    expect(new Set(editable(own))).toEqual(new Set([true]));
    expect(new Set(editable(other))).toEqual(new Set([false]));
    const adminSheet = await demoCall('GET', `education/campaigns/${campaign.id}/sheet?year=2`, admin);
    expect(adminSheet.body.students.every((s: { editable: boolean }) => s.editable)).toBe(true);
  });

  it('saving the same value again keeps its author and time', async () => {
    const teacher = await teacherAccount();
    const admin = await demoToken('admin');
    const campaign = runningCm1();
    const studentId = childOf(currentClass('CM1 A').id);
    const skillId = campaign.skillIds[1]!;
    const url = `education/campaigns/${campaign.id}/results?year=2`;
    const first = await demoCall('PUT', url, admin, { studentId, skillId, value: 2 });
    const again = await demoCall('PUT', url, teacher, { studentId, skillId, value: 2 });
    expect(again.body).toEqual(first.body);
  });

  it('a teacher reads the levels the evaluations screen filters by, and nothing of the students list', async () => {
    const teacher = await teacherAccount();
    const levels = await demoCall('GET', 'school/levels?branch=1&year=2', teacher);
    expect(levels.status).toBe(200);
    expect((levels.body as { items: unknown[] }).items.length).toBeGreaterThan(0);
    expect((await demoCall('GET', 'students?branch=1&year=2', teacher)).status).toBe(403);
  });
});
