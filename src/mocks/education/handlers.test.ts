// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoCall, demoToken } from '../../../tests/helpers/demo';
import { seatsTaken } from '../../domain/capacity.ts';
import { db } from '../core/db.ts';

const SCOPE = 'branch=1&year=2';
const edu = () => db.data.education;
/** A class of branch 1 this year. */
function currentClass(name: string) {
  return db.data.classes.find((cls) => cls.branchId === 1 && cls.yearId === 2 && cls.name === name)!;
}
const seats = (classId: number) => seatsTaken(db.data.enrolments, 1, 2).get(classId) ?? 0;

async function teacherAccount(): Promise<string> {
  const login = await demoCall('POST', 'login', null, { email: 'teacher.1@demo.test', password: 'demo1234' });
  return login.body.token as string;
}

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

describe('diagnostic evaluations (docs/api.md "Education")', () => {
  const running = () =>
    edu().campaigns.find(
      (campaign) =>
        campaign.branchId === 1 && campaign.yearId === 2 && !campaign.closed && campaign.levelId === 7,
    )!;

  it("a class's sheet lists its children, the level's grid, the four labels and the results given", async () => {
    const admin = await demoToken('admin');
    const campaign = running();
    const classId = campaign.classIds[0]!;
    const sheet = await demoCall(
      'GET',
      `education/campaigns/${campaign.id}/sheet?year=2&class=${classId}`,
      admin,
    );
    expect(sheet.status).toBe(200);
    expect(sheet.body.students.every((s: { classId: number }) => s.classId === classId)).toBe(true);
    expect(sheet.body.scale.map((label: { fr: string }) => label.fr)).toEqual([
      'Maîtrise insuffisante',
      'Maîtrise fragile',
      'Maîtrise satisfaisante',
      'Très bonne maîtrise',
    ]);
    const skills = sheet.body.domains.flatMap((d: { skills: Array<{ id: number }> }) =>
      d.skills.map((s) => s.id),
    );
    expect(skills).toEqual(campaign.skillIds);
    expect(sheet.body.results.length).toBeGreaterThan(0);
    const other = await demoCall(
      'GET',
      `education/campaigns/${campaign.id}/sheet?year=2&class=999999`,
      admin,
    );
    expect(other.body.errors).toEqual({ class: 'INVALID_CLASS' });
  });

  it('a result is saved on its own, saved again without change, cleared; a finished campaign refuses it', async () => {
    const teacher = await teacherAccount();
    const campaign = running();
    const student = db.data.enrolments.find(
      (row) => row.classId === campaign.classIds[0] && row.yearId === 2 && row.status === 'active',
    )!.studentId;
    const skillId = campaign.skillIds[0]!;
    const url = `education/campaigns/${campaign.id}/results?year=2`;
    const stored = () =>
      edu().results.filter(
        (r) => r.campaignId === campaign.id && r.studentId === student && r.skillId === skillId,
      );
    expect((await demoCall('PUT', url, teacher, { studentId: student, skillId, value: 2 })).status).toBe(200);
    expect((await demoCall('PUT', url, teacher, { studentId: student, skillId, value: 2 })).status).toBe(200);
    expect(stored().map((r) => r.value)).toEqual([2]);
    await demoCall('PUT', url, teacher, { studentId: student, skillId, value: null });
    expect(stored()).toHaveLength(0);
    const bad = await demoCall('PUT', url, teacher, { studentId: 999999, skillId: -1, value: 5 });
    expect(bad.body.errors).toEqual({
      studentId: 'NOT_IN_CAMPAIGN',
      skillId: 'INVALID_SKILL',
      value: 'INVALID_MASTERY',
    });
    const admin = await demoToken('admin');
    await demoCall('PATCH', `education/campaigns/${campaign.id}?year=2`, admin, { closed: true });
    const closed = await demoCall('PUT', url, teacher, { studentId: student, skillId, value: 3 });
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe('CAMPAIGN_CLOSED');
    expect(
      (await demoCall('PUT', url, await demoToken('staff'), { studentId: student, skillId, value: 3 }))
        .status,
    ).toBe(403);
  });

  it('a new campaign assesses the level’s grid in the classes chosen; a class of another level is refused', async () => {
    const admin = await demoToken('admin');
    const cm1 = currentClass('CM1 A');
    const created = await demoCall('POST', `education/campaigns?${SCOPE}`, admin, {
      name: 'Évaluation de fin de trimestre',
      levelId: cm1.levelId,
      classIds: [cm1.id],
      date: '2026-12-10',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      completion: 0,
      closed: false,
      classes: [{ id: cm1.id, name: 'CM1 A' }],
    });
    const wrong = await demoCall('POST', `education/campaigns?${SCOPE}`, admin, {
      name: 'X',
      levelId: cm1.levelId,
      classIds: [currentClass('CE1 A').id],
      date: '2026-12-10',
    });
    expect(wrong.body.errors).toEqual({ classIds: 'INVALID_CLASSES' });
    const list = await demoCall(
      'GET',
      `education/campaigns?${SCOPE}&level=${cm1.levelId}&status=running`,
      admin,
    );
    expect(list.body.items.map((c: { name: string }) => c.name)).toContain('Évaluation de fin de trimestre');
  });
});

describe('the parent\'s view and the office\'s figures (docs/api.md "Education")', () => {
  it("a parent reads their child's class, teachers and latest results by domain in words; another family's child is a 404", async () => {
    const parent = await demoToken('parent');
    const overview = await demoCall('GET', 'education/students/101/overview?year=2', parent);
    expect(overview.status).toBe(200);
    const enrolment = db.data.enrolments.find((row) => row.studentId === 101 && row.yearId === 2)!;
    expect(overview.body.class.id).toBe(enrolment.classId);
    expect(overview.body.teachers.length).toBeGreaterThan(3);
    expect(overview.body.evaluation.domains.length).toBeGreaterThan(0);
    for (const domain of overview.body.evaluation.domains) {
      if (domain.mastery !== null) expect(domain.label.fr).toMatch(/[Mm]aîtrise/);
    }
    const other = db.data.students.find((s) => s.studentid !== 101 && s.studentid !== 102)!;
    expect(
      (await demoCall('GET', `education/students/${other.studentid}/overview?year=2`, parent)).status,
    ).toBe(404);
    expect(
      (await demoCall('GET', 'education/students/101/overview?year=2', await demoToken('admin'))).status,
    ).toBe(403);
  });

  it('the office reads the running campaigns, the classes with a subject without a teacher and the contracts ending soon', async () => {
    const admin = await demoToken('admin');
    const summary = await demoCall('GET', `education/summary?${SCOPE}`, admin);
    expect(summary.body.campaigns.length).toBe(
      edu().campaigns.filter((c) => c.branchId === 1 && c.yearId === 2 && !c.closed).length,
    );
    expect(summary.body.classesWithGaps).toBe(1);
    expect(summary.body.contractsEnding).toBeGreaterThan(0);
    expect((await demoCall('GET', `education/summary?${SCOPE}`, await demoToken('parent'))).status).toBe(403);
  });
});

describe('educational settings (docs/api.md "Education")', () => {
  it("a level's grid is saved whole: skills kept by id keep their results, new ones get an id, a skill without a name is refused", async () => {
    const admin = await demoToken('admin');
    const settings = await demoCall('GET', `education/settings?${SCOPE}`, admin);
    const grid = settings.body.grids.find((g: { levelId: number }) => g.levelId === 7).domains;
    const kept = grid[0].skills[0];
    const results = () => edu().results.filter((r) => r.skillId === kept.id).length;
    const before = results();
    const next = [
      { ...grid[1] },
      { ...grid[0], skills: [kept, { name_fr: 'Lire à voix haute', name_ar: 'القراءة الجهرية' }] },
    ];
    const saved = await demoCall('PUT', `education/levels/7/grid?${SCOPE}`, admin, { domains: next });
    expect(saved.status).toBe(200);
    const after = saved.body.grids.find((g: { levelId: number }) => g.levelId === 7).domains;
    expect(after.map((d: { id: number }) => d.id)).toEqual([grid[1].id, grid[0].id]);
    expect(after[1].skills[0].id).toBe(kept.id);
    expect(after[1].skills[1].id).toBeGreaterThan(kept.id);
    expect(results()).toBe(before);
    const refused = await demoCall('PUT', `education/levels/7/grid?${SCOPE}`, admin, {
      domains: [{ name_fr: 'X', name_ar: 'س', skills: [{ name_fr: '', name_ar: 'ع' }] }],
    });
    expect(refused.body.errors).toEqual({ domains: 'INVALID_GRID' });
  });

  it('subjects, the scale and the hours of a level are checked; a teacher may not change them', async () => {
    const admin = await demoToken('admin');
    const created = await demoCall('POST', `education/subjects?${SCOPE}`, admin, {
      name_fr: 'Théâtre',
      name_ar: 'المسرح',
      color: '#AA3377',
    });
    expect(created.status).toBe(201);
    const theatre = created.body.subjects.find((s: { name_fr: string }) => s.name_fr === 'Théâtre');
    expect(theatre).toMatchObject({ color: '#aa3377', used: false });
    const taken = await demoCall('POST', `education/subjects?${SCOPE}`, admin, {
      name_fr: 'théâtre',
      name_ar: 'م',
      color: 'red',
    });
    expect(taken.body.errors).toEqual({ name_fr: 'SUBJECT_NAME_TAKEN', color: 'INVALID_COLOR' });
    const scale = await demoCall('PUT', `education/scale?${SCOPE}`, admin, {
      labels: [
        { fr: 'Non acquis', ar: 'غير مكتسب' },
        { fr: 'En cours', ar: 'في طور الاكتساب' },
        { fr: 'Acquis', ar: 'مكتسب' },
        { fr: 'Dépassé', ar: 'متجاوز' },
      ],
    });
    expect(scale.body.scale[2]).toEqual({ fr: 'Acquis', ar: 'مكتسب' });
    expect(
      (await demoCall('PUT', `education/scale?${SCOPE}`, admin, { labels: [{ fr: 'A', ar: 'ب' }] })).body
        .errors,
    ).toEqual({
      labels: 'INVALID_SCALE',
    });
    const hours = await demoCall('PUT', `education/levels/7/hours?${SCOPE}`, admin, {
      hours: [{ subjectId: theatre.id, hours: 1.5 }],
    });
    expect(hours.body.levelHours.filter((row: { levelId: number }) => row.levelId === 7)).toEqual([
      { levelId: 7, subjectId: theatre.id, hours: 1.5 },
    ]);
    // The classes of that level now miss a theatre teacher.
    const cm1 = await demoCall('GET', `education/classes/${currentClass('CM1 A').id}?year=2`, admin);
    expect(cm1.body.missingSubjects).toEqual([theatre.id]);
    const teacher = await teacherAccount();
    expect((await demoCall('PUT', `education/scale?${SCOPE}`, teacher, { labels: [] })).status).toBe(403);
  });
});

describe("a teacher's photo", () => {
  const PNG = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
    (char) => char.charCodeAt(0),
  );
  const upload = (token: string, id: number, bytes: Uint8Array<ArrayBuffer>, type: string) => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type }), 'photo');
    return fetch(`http://localhost:3000/api/education/teachers/${id}/photo?year=2`, {
      method: 'PUT',
      headers: { Authorization: token },
      body: form,
    });
  };

  it('is an image only, checked by its bytes; once saved it is served and the profile says so', async () => {
    const admin = await demoToken('admin');
    // Seeded teachers have a drawn portrait; this one has none yet.
    const teacher = edu().teachers.find((row) => row.branchId === 1)!;
    teacher.hasPhoto = false;
    const photo = () =>
      fetch(`http://localhost:3000/api/education/teachers/${teacher.id}/photo?year=2`, {
        headers: { Authorization: admin },
      });
    expect((await photo()).status).toBe(404);
    const fake = await upload(
      admin,
      teacher.id,
      new TextEncoder().encode('<svg onload=alert(1)>'),
      'image/png',
    );
    expect(fake.status).toBe(422);
    expect(((await fake.json()) as { code: string }).code).toBe('UNSUPPORTED_TYPE');
    expect((await upload(admin, teacher.id, PNG, 'image/png')).status).toBe(200);
    expect((await photo()).headers.get('content-type')).toBe('image/png');
    const profile = await demoCall('GET', `education/teachers/${teacher.id}?year=2`, admin);
    expect(profile.body.hasPhoto).toBe(true);
    expect((await upload(await teacherAccount(), teacher.id, PNG, 'image/png')).status).toBe(403);
  });
});
