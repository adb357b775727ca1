// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoCall, demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';
import { reportCardsOf, termOfYear } from './reportCards.ts';
import { currentClass, edu, SCOPE, teacherAccount } from './testkit.ts';

// docs/api.md "Report cards". teacher.1@demo.test is CM1 A's main teacher (mocks/education/teacherResults.test.ts).
const TEACHER_RECORD = () => edu().teachers.find((teacher) => teacher.userId === 12)!.id;
const firstChild = (classId: number) =>
  db.data.enrolments.find((row) => row.classId === classId && row.yearId === 2)!.studentId;

describe('report cards of a class for a term (docs/api.md "Report cards")', () => {
  it("one per student of the class, with the domains of its level and the term's absences only", () => {
    const cls = currentClass('CM1 A');
    const term = termOfYear(cls.yearId, 1)!;
    const cards = reportCardsOf(cls.id, term);
    const roll = db.data.enrolments.filter((row) => row.classId === cls.id && row.yearId === cls.yearId);
    expect(cards).toHaveLength(roll.length);
    expect(cards[0]!.domains.length).toBeGreaterThan(0);
    // The term's marks only: a mark of the holidays or another term is not counted.
    const marks = db.data.attendance.marks.filter(
      (mark) =>
        mark.classId === cls.id &&
        mark.kind === 'absent' &&
        mark.date >= term.startDate &&
        mark.date <= term.endDate,
    );
    expect(cards.reduce((sum, card) => sum + card.absences.halfDays, 0)).toBe(marks.length);
    // The seed's first campaigns are in the first term: some mastery is known; none in the third.
    expect(cards.some((card) => card.domains.some((domain) => domain.mastery !== null))).toBe(true);
    const third = reportCardsOf(cls.id, termOfYear(cls.yearId, 3)!);
    expect(third.every((card) => card.domains.every((domain) => domain.mastery === null))).toBe(true);
  });

  it('the API lists the three terms and answers the cards with what a printed card carries; an unknown term is 404', async () => {
    const admin = await demoToken('admin');
    const terms = await demoCall('GET', `education/terms?${SCOPE}`, admin);
    expect(terms.status).toBe(200);
    expect((terms.body as { items: unknown[] }).items).toHaveLength(3);
    const cls = currentClass('CM1 A');
    const cards = await demoCall('GET', `education/classes/${cls.id}/report-cards?${SCOPE}&term=1`, admin);
    expect(cards.status).toBe(200);
    expect(cards.body).toMatchObject({
      term: { index: 1 },
      class: { id: cls.id, name: 'CM1 A', level: expect.any(String) },
      year: '2026-2027',
      school: { name: expect.any(String), name_ar: expect.stringMatching(/[\u0600-\u06ff]/) },
      mainTeacher: { name_fr: 'Salma Bennis' },
      publication: null,
      rights: { publish: true, general: true },
    });
    const body = cards.body as {
      subjects: Array<{ id: number }>;
      rights: { subjects: number[] };
      items: Array<{ student: { lastname_ar: string; massar: string } }>;
    };
    expect(body.subjects.length).toBeGreaterThan(0);
    expect(body.rights.subjects).toEqual(body.subjects.map((subject) => subject.id));
    expect(body.items[0]!.student.lastname_ar).toMatch(/[\u0600-\u06ff]/);
    expect(body.items[0]!.student.massar).toMatch(/^[A-Z]\d{9}$/);
    const none = await demoCall('GET', `education/classes/${cls.id}/report-cards?${SCOPE}&term=4`, admin);
    expect(none.status).toBe(404);
  });
});

describe('report card comments and publication', () => {
  it('the office writes a subject comment and the general one; they come back with the report card; empty clears', async () => {
    const admin = await demoToken('admin');
    const cls = currentClass('CM1 A');
    const student = firstChild(cls.id);
    const subject = edu().subjects.find((row) => row.branchId === cls.branchId)!.id;
    const url = `education/classes/${cls.id}/report-cards/${student}/comments?${SCOPE}&term=1`;
    expect(
      (await demoCall('PUT', url, admin, { subjectId: subject, text: ' Très bon trimestre. ' })).status,
    ).toBe(200);
    expect((await demoCall('PUT', url, admin, { subjectId: null, text: 'Élève sérieux.' })).status).toBe(200);
    expect((await demoCall('PUT', url, admin, { subjectId: null, text: 'x'.repeat(401) })).status).toBe(422);
    const card = () =>
      reportCardsOf(cls.id, termOfYear(cls.yearId, 1)!).find((row) => row.studentId === student)!;
    expect(card().comments).toEqual([
      { subjectId: subject, text: 'Très bon trimestre.' },
      { subjectId: null, text: 'Élève sérieux.' },
    ]);
    await demoCall('PUT', url, admin, { subjectId: subject, text: '' });
    expect(card().comments).toEqual([{ subjectId: null, text: 'Élève sérieux.' }]);
  });

  it("a teacher writes her subjects' comments and her own class's general one, never another's, and reads only the classes she teaches", async () => {
    const teacher = await teacherAccount();
    const cls = currentClass('CM1 A');
    const mine = edu().assignments.find(
      (row) => row.classId === cls.id && row.teacherId === TEACHER_RECORD(),
    )!.subjectId;
    const url = `education/classes/${cls.id}/report-cards/${firstChild(cls.id)}/comments?${SCOPE}&term=1`;
    expect((await demoCall('PUT', url, teacher, { subjectId: mine, text: 'Bien.' })).status).toBe(200);
    expect((await demoCall('PUT', url, teacher, { subjectId: null, text: 'Bon trimestre.' })).status).toBe(
      200,
    );
    // Another teacher's subject in her class (Arabic, English...).
    const theirs = edu().assignments.find(
      (row) => row.classId === cls.id && row.teacherId !== null && row.teacherId !== TEACHER_RECORD(),
    )!;
    expect(
      (await demoCall('PUT', url, teacher, { subjectId: theirs.subjectId, text: 'Non.' })).body,
    ).toMatchObject({ code: 'NOT_YOUR_CLASS' });
    const other = db.data.classes.find(
      (candidate) =>
        candidate.branchId === 1 &&
        candidate.yearId === 2 &&
        !edu().assignments.some(
          (row) => row.classId === candidate.id && row.teacherId === TEACHER_RECORD(),
        ) &&
        candidate.mainTeacherId !== TEACHER_RECORD(),
    )!;
    const read = await demoCall('GET', `education/classes/${other.id}/report-cards?${SCOPE}&term=1`, teacher);
    expect(read).toMatchObject({ status: 403, body: { code: 'NOT_YOUR_CLASS' } });
    const own = await demoCall('GET', `education/classes/${cls.id}/report-cards?${SCOPE}&term=1`, teacher);
    expect(own.body).toMatchObject({ rights: { publish: false, general: true } });
  });

  it('the office publishes a term once; comments are then refused (409) until taken back; the parent sees the published terms of their own child only', async () => {
    const admin = await demoToken('admin');
    const parent = await demoToken('parent');
    const parentUser = db.data.users.find((user) => user.email === 'parent@demo.test')!;
    const child = parentUser.studentIds[0]!;
    const cls = db.data.classes.find(
      (candidate) =>
        candidate.yearId === 2 &&
        db.data.enrolments.some(
          (row) => row.classId === candidate.id && row.yearId === 2 && row.studentId === child,
        ),
    )!;
    const scope = `branch=${cls.branchId}&year=2`;
    const publication = `education/classes/${cls.id}/report-cards/publication?${scope}&term=1`;
    const theirs = `education/children/${child}/report-cards?year=2`;
    expect((await demoCall('GET', theirs, parent)).body).toEqual({ items: [] });
    expect((await demoCall('PUT', publication, await teacherAccount(), { published: true })).status).toBe(
      403,
    );

    const first = await demoCall('PUT', publication, admin, { published: true });
    expect(first.status).toBe(200);
    const at = (first.body as { publication: { publishedAt: string } }).publication.publishedAt;
    const again = await demoCall('PUT', publication, admin, { published: true });
    expect(again.body).toMatchObject({ publication: { publishedAt: at, publishedBy: expect.any(String) } });
    const comment = `education/classes/${cls.id}/report-cards/${child}/comments?${scope}&term=1`;
    expect(await demoCall('PUT', comment, admin, { subjectId: null, text: 'Trop tard.' })).toMatchObject({
      status: 409,
      body: { code: 'REPORT_CARDS_PUBLISHED' },
    });

    const seen = await demoCall('GET', theirs, parent);
    expect(seen.body).toMatchObject({
      items: [
        {
          term: { index: 1 },
          class: { id: cls.id },
          card: { studentId: child, student: { studentid: child } },
        },
      ],
    });
    const stranger = db.data.students.find((student) => !parentUser.studentIds.includes(student.studentid))!;
    expect(
      (await demoCall('GET', `education/children/${stranger.studentid}/report-cards?year=2`, parent)).status,
    ).toBe(404);
    expect((await demoCall('GET', theirs, admin)).status).toBe(403);

    expect((await demoCall('PUT', publication, admin, { published: false })).body).toEqual({
      publication: null,
    });
    expect((await demoCall('GET', theirs, parent)).body).toEqual({ items: [] });
    expect((await demoCall('PUT', comment, admin, { subjectId: null, text: 'Corrigé.' })).status).toBe(200);
  });
});

describe('the classes of the report cards', () => {
  it('the office reads every class of the branch and year, a teacher the classes she teaches', async () => {
    const all = await demoCall('GET', `education/report-cards/classes?${SCOPE}`, await demoToken('admin'));
    const hers = await demoCall('GET', `education/report-cards/classes?${SCOPE}`, await teacherAccount());
    const branchClasses = db.data.classes.filter((cls) => cls.branchId === 1 && cls.yearId === 2);
    expect((all.body as { items: unknown[] }).items).toHaveLength(branchClasses.length);
    const names = (hers.body as { items: Array<{ name: string }> }).items.map((cls) => cls.name);
    expect(names).toContain('CM1 A');
    expect(names.length).toBeLessThan(branchClasses.length);
  });
});
