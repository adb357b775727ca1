// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCall, demoToken } from '../../../tests/helpers/demo';
import { countsAsUnjustified } from '../../domain/attendance.ts';
import { db } from '../core/db.ts';

/** Monday 30 November 2026, 10:00 at school. */
const TODAY = '2026-11-30';
const YEAR = 2;

const letterPath = (studentId: number, year: number | null = YEAR) =>
  `attendance/students/${studentId}/letter${year === null ? '' : `?year=${year}`}`;

/** A class of branch 1 this year, by name. */
const classNamed = (name: string) =>
  db.data.classes.find((cls) => cls.branchId === 1 && cls.yearId === YEAR && cls.name === name)!;

/** The students of branch 1 this year with their unjustified half-days, the most first. */
function unjustifiedCounts(): Array<[number, number]> {
  const counts = new Map<number, number>();
  for (const mark of db.data.attendance.marks) {
    if (mark.branchId !== 1 || mark.yearId !== YEAR || mark.kind !== 'absent') continue;
    if (countsAsUnjustified(mark.state)) counts.set(mark.studentId, (counts.get(mark.studentId) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
}

async function teacherToken(): Promise<string> {
  const login = await demoCall('POST', 'login', null, { email: 'teacher.1@demo.test', password: 'demo1234' });
  return login.body.token as string;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 30, 10, 0));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('GET attendance/students/{studentid}/letter (docs/api.md "Attendance")', () => {
  it('answers what the letter prints: the school, the student and class, the family, the counts and every unjustified half-day, oldest first', async () => {
    const [studentId, count] = unjustifiedCounts()[0]!;
    expect(count).toBeGreaterThanOrEqual(4);
    const answer = await demoCall('GET', letterPath(studentId), await demoToken('admin'));
    expect(answer.status).toBe(200);

    const data = db.data;
    const student = data.students.find((candidate) => candidate.studentid === studentId)!;
    const enrolment = data.enrolments.find((row) => row.studentId === studentId && row.yearId === YEAR)!;
    const cls = data.classes.find((candidate) => candidate.id === enrolment.classId)!;
    const branch = data.branches.find((candidate) => candidate.schoolbranchid === cls.branchId)!;
    const family = data.families.find((candidate) => candidate.id === student.familyId)!;
    const marks = data.attendance.marks.filter(
      (mark) => mark.studentId === studentId && mark.yearId === YEAR,
    );
    const unjustified = marks
      .filter((mark) => mark.kind === 'absent' && countsAsUnjustified(mark.state))
      .map((mark) => ({ date: mark.date, session: mark.session, state: mark.state }))
      .sort((a, b) => a.date.localeCompare(b.date) || (a.session === 'morning' ? -1 : 1));

    expect(answer.body).toMatchObject({
      date: TODAY,
      year: data.years.find((year) => year.schoolyearid === YEAR)!.description,
      school: {
        name: data.schools.find((school) => school.id === branch.schoolId)!.schoolname,
        branch: branch.branchname,
        city: branch.city,
        address: branch.address ?? '',
        phone: branch.phone ?? '',
        name_ar: expect.any(String),
        legal: expect.any(Array),
      },
      student: {
        studentid: studentId,
        firstname: student.firstname_fr,
        lastname: student.lastname_fr,
        firstname_ar: student.firstname_ar,
        lastname_ar: student.lastname_ar,
        classname: cls.name,
      },
      threshold: 4,
      absentHalfDays: marks.filter((mark) => mark.kind === 'absent').length,
      unjustifiedHalfDays: count,
      lateCount: marks.filter((mark) => mark.kind === 'late').length,
      overThreshold: true,
    });
    expect(answer.body.absences).toEqual(unjustified);
    expect(answer.body.guardians).toEqual(
      [...family.guardians]
        .sort((a, b) => a.priority - b.priority)
        .map((guardian) => ({
          firstname: guardian.firstname_fr,
          lastname: guardian.lastname_fr,
          firstname_ar: guardian.firstname_ar,
          lastname_ar: guardian.lastname_ar,
        })),
    );
    expect(answer.body.guardians.length).toBeGreaterThan(0);
  });

  it('prints for a student under the threshold too: overThreshold false, the half-days there are', async () => {
    const parentChild = 101;
    const answer = await demoCall('GET', letterPath(parentChild), await demoToken('admin'));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ overThreshold: false, unjustifiedHalfDays: 1, threshold: 4 });
    expect(answer.body.absences).toHaveLength(1);
    expect(answer.body.absences[0]).toMatchObject({ state: 'unjustified' });
  });

  it('a teacher reads the letters of their own classes only; without the permission 403; unknown 404; no year 400', async () => {
    const teacher = await teacherToken();
    const own = db.data.enrolments.find(
      (row) => row.yearId === YEAR && row.classId === classNamed('CM1 A').id,
    )!;
    const other = db.data.enrolments.find(
      (row) => row.yearId === YEAR && row.classId === classNamed('CE1 A').id,
    )!;
    expect((await demoCall('GET', letterPath(own.studentId), teacher)).status).toBe(200);
    expect(await demoCall('GET', letterPath(other.studentId), teacher)).toMatchObject({
      status: 404,
      body: { message: 'Not found' },
    });
    for (const token of [await demoToken('staff'), await demoToken('parent')]) {
      expect((await demoCall('GET', letterPath(101), token)).status).toBe(403);
    }
    const admin = await demoToken('admin');
    expect((await demoCall('GET', letterPath(999_999), admin)).status).toBe(404);
    // A year the student is not enrolled in: unknown as well.
    expect((await demoCall('GET', letterPath(101, 999), admin)).status).toBe(404);
    expect((await demoCall('GET', letterPath(101, null), admin)).status).toBe(400);
    expect((await demoCall('GET', letterPath(101), null)).status).toBe(401);
  });
});
