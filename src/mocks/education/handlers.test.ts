// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoCall, demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';
import { currentClass, edu, SCOPE, seats, teacherAccount } from './testkit.ts';

describe('education seed (docs/api.md "Education")', () => {
  it('has about 80 teachers with Latin and Arabic names over three branches, subjects per level, a grid per level and two campaigns a level', () => {
    const { teachers, subjects, levelSubjects, domains, campaigns, results } = edu();
    expect(teachers.length).toBeGreaterThanOrEqual(75);
    expect(teachers.length).toBeLessThanOrEqual(110);
    for (const teacher of teachers) {
      expect(teacher.firstname_ar).toMatch(/[\u0600-\u06ff]/);
      expect(teacher.lastname_fr).toMatch(/^[\p{L}' -]+$/u);
    }
    expect(subjects.filter((subject) => subject.branchId === 1)).toHaveLength(11);
    for (const level of db.data.levels) {
      expect(levelSubjects.some((row) => row.branchId === 1 && row.levelId === level.id)).toBe(true);
      expect(
        domains.filter((domain) => domain.branchId === 1 && domain.levelId === level.id).length,
      ).toBeGreaterThan(2);
      const own = campaigns.filter((campaign) => campaign.branchId === 1 && campaign.levelId === level.id);
      expect(own.map((campaign) => campaign.closed).sort()).toEqual([false, true]);
    }
    expect(results.length).toBeGreaterThan(1000);
  });

  it('gives every class its main teacher (the name the class shows) and the next class of the next level', () => {
    const cls = currentClass('CM1 A');
    const teacher = edu().teachers.find((candidate) => candidate.id === cls.mainTeacherId)!;
    expect(cls.teacher).toContain(`${teacher.firstname_fr} ${teacher.lastname_fr}`);
    expect(db.data.classes.find((other) => other.id === cls.nextClassId)?.name).toBe('CM2 A');
    expect(currentClass('3e A').nextClassId).toBeNull();
  });
});

describe('education classes: create, edit, delete, move (docs/api.md "Education")', () => {
  it('lists the classes with seats, main teacher and next class; a gap filter keeps the classes with a subject without a teacher', async () => {
    const admin = await demoToken('admin');
    const all = await demoCall('GET', `education/classes?${SCOPE}&pageSize=100`, admin);
    expect(all.status).toBe(200);
    const cm1 = all.body.items.find((row: { name: string }) => row.name === 'CM1 A');
    expect(cm1.enrolled).toBe(seats(cm1.id));
    expect(cm1.nextClass.name).toBe('CM2 A');
    expect(cm1.mainTeacher.lastname_ar).toMatch(/[\u0600-\u06ff]/);
    const gaps = await demoCall('GET', `education/classes?${SCOPE}&gaps=1`, admin);
    expect(gaps.body.total).toBeGreaterThan(0);
    expect(
      gaps.body.items.every((row: { missingSubjects: number[] }) => row.missingSubjects.length > 0),
    ).toBe(true);
  });

  it('creates a class once for one Idempotency-Key, refuses a name taken and a next class of the wrong level, and deletes an empty class', async () => {
    const admin = await demoToken('admin');
    const body = {
      levelId: 7,
      name: 'CM1 Z',
      room: 'Salle 40',
      capacity: 26,
      mainTeacherId: null,
      nextClassId: null,
    };
    const post = () =>
      fetch(`http://localhost:3000/api/education/classes?${SCOPE}`, {
        method: 'POST',
        headers: {
          Authorization: admin,
          'Content-Type': 'application/json',
          'Idempotency-Key': 'class-cm1-z',
        },
        body: JSON.stringify(body),
      });
    const first = await post();
    const again = await post();
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    const created = (await first.json()) as { id: number; enrolled: number; teachers: unknown[] };
    expect(created.enrolled).toBe(0);
    expect(created.teachers.length).toBeGreaterThan(5);
    expect(db.data.classes.filter((cls) => cls.name === 'CM1 Z')).toHaveLength(1);

    const taken = await demoCall('POST', `education/classes?${SCOPE}`, admin, { ...body, name: 'cm1 a' });
    expect(taken.body.errors).toEqual({ name: 'CLASS_NAME_TAKEN' });
    const wrongNext = await demoCall('POST', `education/classes?${SCOPE}`, admin, {
      ...body,
      name: 'CM1 Y',
      nextClassId: currentClass('CM1 A').id,
    });
    expect(wrongNext.body.errors).toEqual({ nextClassId: 'INVALID_NEXT_CLASS' });

    const removed = await demoCall('DELETE', `education/classes/${created.id}?year=2`, admin);
    expect(removed.body).toEqual({ id: created.id, deleted: true });
  });

  it('refuses to delete a class while children are enrolled, and a capacity below its children', async () => {
    const admin = await demoToken('admin');
    const cls = currentClass('CE1 A');
    const refused = await demoCall('DELETE', `education/classes/${cls.id}?year=2`, admin);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'CLASS_NOT_EMPTY', enrolled: seats(cls.id) });
    const tooSmall = await demoCall('PATCH', `education/classes/${cls.id}?year=2`, admin, { capacity: 1 });
    expect(tooSmall.body.errors).toEqual({ capacity: 'CAPACITY_BELOW_ENROLMENT' });
    expect(db.data.classes.some((other) => other.id === cls.id)).toBe(true);
  });

  it('moves a child to another class of the level, checks its capacity, and refuses a class of another level', async () => {
    const admin = await demoToken('admin');
    const from = currentClass('CM1 A');
    const to = db.data.classes.find(
      (cls) => cls.branchId === 1 && cls.yearId === 2 && cls.levelId === from.levelId && cls.id !== from.id,
    )!;
    const child = db.data.enrolments.find(
      (row) => row.classId === from.id && row.yearId === 2 && row.status === 'active',
    )!;
    to.capacity = seats(to.id);
    const full = await demoCall('POST', `education/classes/${from.id}/move?year=2`, admin, {
      studentId: child.studentId,
      toClassId: to.id,
    });
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('CLASS_FULL');
    to.capacity += 1;
    const before = seats(to.id);
    const moved = await demoCall('POST', `education/classes/${from.id}/move?year=2`, admin, {
      studentId: child.studentId,
      toClassId: to.id,
    });
    expect(moved.status).toBe(200);
    expect(seats(to.id)).toBe(before + 1);
    expect(moved.body.roster.some((s: { studentid: number }) => s.studentid === child.studentId)).toBe(false);
    const otherLevel = await demoCall('POST', `education/classes/${to.id}/move?year=2`, admin, {
      studentId: child.studentId,
      toClassId: currentClass('CE1 A').id,
    });
    expect(otherLevel.body.errors).toEqual({ toClassId: 'INVALID_CLASS' });
  });

  it('Roles and permissions: the staff account and a teacher read the classes but only the admin role changes them; a parent is refused', async () => {
    const staff = await demoToken('staff');
    expect((await demoCall('GET', `education/classes?${SCOPE}`, staff)).status).toBe(200);
    const cls = currentClass('CE1 A');
    const write = await demoCall('PATCH', `education/classes/${cls.id}?year=2`, staff, { room: 'Salle 99' });
    expect(write.status).toBe(403);
    const create = await demoCall('POST', `education/classes?${SCOPE}`, staff, {
      levelId: 1,
      name: 'PS Z',
      capacity: 20,
    });
    expect(create.status).toBe(403);
    const teacher = await teacherAccount();
    expect((await demoCall('GET', `education/classes?${SCOPE}`, teacher)).status).toBe(200);
    expect((await demoCall('DELETE', `education/classes/${cls.id}?year=2`, teacher)).status).toBe(403);
    const gap = edu().assignments.find((row) => row.branchId === 1 && row.yearId === 2)!;
    const assign = await demoCall(
      'PUT',
      `education/classes/${gap.classId}/subjects/${gap.subjectId}?year=2`,
      teacher,
      {
        teacherId: null,
        hours: 1,
      },
    );
    expect(assign.status).toBe(403);
    expect((await demoCall('GET', `education/classes?${SCOPE}`, await demoToken('parent'))).status).toBe(403);
    // Another branch's class answers like one that does not exist… for a user of that branch only.
    expect((await demoCall('GET', `education/classes/999999?year=2`, await demoToken('admin'))).status).toBe(
      404,
    );
  });
});

describe('education teachers and assignments', () => {
  it('flags a contract ending within 30 days and a load above the contract; filters by subject and by flag', async () => {
    const admin = await demoToken('admin');
    const ending = await demoCall('GET', `education/teachers?${SCOPE}&flag=ending`, admin);
    expect(ending.body.total).toBeGreaterThan(0);
    expect(ending.body.items.every((row: { endsSoon: boolean }) => row.endsSoon)).toBe(true);
    const over = await demoCall('GET', `education/teachers?${SCOPE}&flag=over`, admin);
    expect(
      over.body.items.every((row: { load: number; weeklyHours: number }) => row.load > row.weeklyHours),
    ).toBe(true);
    expect(over.body.total).toBe(ending.body.overCount);
    const math = edu().subjects.find((subject) => subject.branchId === 1 && subject.code === 'MATH')!;
    const bySubject = await demoCall(
      'GET',
      `education/teachers?${SCOPE}&subject=${math.id}&pageSize=100`,
      admin,
    );
    expect(
      bySubject.body.items.every((row: { subjectIds: number[] }) => row.subjectIds.includes(math.id)),
    ).toBe(true);
  });

  it('creates a teacher with checked fields (a fixed-term contract needs its end), edits them, and the classes follow the new name', async () => {
    const admin = await demoToken('admin');
    const french = edu().subjects.find((subject) => subject.branchId === 1 && subject.code === 'FR')!;
    const input = {
      firstname_fr: 'Inès',
      lastname_fr: 'Bouzid',
      firstname_ar: 'إيناس',
      lastname_ar: 'بوزيد',
      gender: 'F',
      phone: '+212 661 22 33 44',
      email: 'ines.bouzid@enseignants.demo.test',
      subjectIds: [french.id],
      qualifications: ['Master FLE'],
      contractType: 'fixed',
      contractStart: '2026-09-01',
      contractEnd: null,
      weeklyHours: 18,
    };
    const missingEnd = await demoCall('POST', `education/teachers?${SCOPE}`, admin, input);
    expect(missingEnd.body.errors).toEqual({ contractEnd: 'CONTRACT_END_REQUIRED' });
    const bad = await demoCall('POST', `education/teachers?${SCOPE}`, admin, {
      ...input,
      email: 'nope',
      subjectIds: [],
      weeklyHours: 41,
      contractEnd: '2027-06-30',
    });
    expect(bad.body.errors).toEqual({
      email: 'INVALID_EMAIL',
      subjectIds: 'INVALID_SUBJECTS',
      weeklyHours: 'INVALID_HOURS',
    });
    const created = await demoCall('POST', `education/teachers?${SCOPE}`, admin, {
      ...input,
      contractEnd: '2027-06-30',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ load: 0, over: false, classes: 0 });

    const cls = currentClass('CP A');
    const main = cls.mainTeacherId!;
    const renamed = await demoCall('PATCH', `education/teachers/${main}?year=2`, admin, {
      lastname_fr: 'Nouveau-Nom',
    });
    expect(renamed.status).toBe(200);
    expect(currentClass('CP A').teacher).toContain('Nouveau-Nom');
  });

  it('assigns a teacher to a subject without one: the gap closes, the teacher gets the hours and is flagged when over the contract', async () => {
    const admin = await demoToken('admin');
    const gap = edu().assignments.find(
      (row) => row.branchId === 1 && row.yearId === 2 && row.teacherId === null,
    )!;
    const teacher = edu().teachers.find((row) => row.branchId === 1 && row.contractType === 'permanent')!;
    teacher.weeklyHours = 1;
    const put = await demoCall(
      'PUT',
      `education/classes/${gap.classId}/subjects/${gap.subjectId}?year=2`,
      admin,
      {
        teacherId: teacher.id,
        hours: 1.5,
      },
    );
    expect(put.status).toBe(200);
    expect(put.body.missingSubjects).not.toContain(gap.subjectId);
    expect(put.body.teacher).toMatchObject({ id: teacher.id, over: true });
    expect(put.body.teacher.subjectIds).toContain(gap.subjectId);
    const badHours = await demoCall(
      'PUT',
      `education/classes/${gap.classId}/subjects/${gap.subjectId}?year=2`,
      admin,
      {
        teacherId: teacher.id,
        hours: 1.2,
      },
    );
    expect(badHours.body.errors).toEqual({ hours: 'INVALID_HOURS' });
    const staff = await demoToken('staff');
    const refused = await demoCall(
      'PUT',
      `education/classes/${gap.classId}/subjects/${gap.subjectId}?year=2`,
      staff,
      {
        teacherId: null,
        hours: 1,
      },
    );
    expect(refused.status).toBe(403);
  });
});
