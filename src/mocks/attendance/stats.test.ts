// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';
import { countsAsUnjustified } from '../../domain/attendance.ts';
import { db } from '../core/db.ts';
import { closedDayMap } from '../school-settings/index.ts';
import { onRoll } from './seed.ts';
import { atTenOnMonday, call, classNamed, SCOPE, TODAY, teacherToken } from './testkit.ts';

atTenOnMonday();

interface ClassStats {
  classid: number;
  classname: string;
  students: number;
  absentHalfDays: number;
  unjustifiedHalfDays: number;
  lateCount: number;
  rate: number;
}

/** The school half-days of year 2 up to Monday 30 November 10:00: Mon–Fri mornings, afternoons but Wednesday's. */
function halfDaysSoFar(): number {
  const year = db.data.years.find((candidate) => candidate.schoolyearid === 2)!;
  const closed = closedDayMap(year);
  let count = 0;
  for (let day = new Date(`${year.startDate}T12:00:00Z`); ; day.setUTCDate(day.getUTCDate() + 1)) {
    const iso = day.toISOString().slice(0, 10);
    if (iso > TODAY) return count;
    const weekday = day.getUTCDay();
    if (weekday === 0 || weekday === 6 || closed.has(iso)) continue;
    // Today's afternoon has not started at 10:00.
    count += weekday === 3 || iso === TODAY ? 1 : 2;
  }
}

describe('GET attendance/stats (docs/api.md "Attendance")', () => {
  it('counts each class’s absences, unjustified half-days and lateness, and its rate of absence so far', async () => {
    const answer = await call('GET', `attendance/stats?${SCOPE}`, await demoToken('admin'));
    expect(answer.status).toBe(200);
    expect(answer.body.threshold).toBe(4);
    const classes = answer.body.classes as ClassStats[];
    const branchClasses = db.data.classes.filter((cls) => cls.branchId === 1 && cls.yearId === 2);
    expect(classes.map((row) => row.classid).sort()).toEqual(branchClasses.map((cls) => cls.id).sort());
    const halfDays = halfDaysSoFar();
    const cm1 = classNamed('CM1 A');
    const row = classes.find((candidate) => candidate.classid === cm1.id)!;
    const marks = db.data.attendance.marks.filter((mark) => mark.classId === cm1.id);
    const absent = marks.filter((mark) => mark.kind === 'absent');
    const students = db.data.enrolments.filter(
      (enrolment) => enrolment.classId === cm1.id && onRoll(enrolment, TODAY),
    ).length;
    expect(absent.length).toBeGreaterThan(0);
    expect(row).toEqual({
      classid: cm1.id,
      classname: 'CM1 A',
      students,
      absentHalfDays: absent.length,
      unjustifiedHalfDays: absent.filter((mark) => countsAsUnjustified(mark.state)).length,
      lateCount: marks.filter((mark) => mark.kind === 'late').length,
      rate: Number((absent.length / (students * halfDays)).toFixed(4)),
    });
    expect(row.rate).toBeGreaterThan(0);
    expect(row.rate).toBeLessThan(1);
  });

  it('counts each month from the year’s start to this one, adding up to the classes’ counts', async () => {
    const answer = await call('GET', `attendance/stats?${SCOPE}`, await demoToken('admin'));
    const months = answer.body.months as Array<{ month: string; absentHalfDays: number; lateCount: number }>;
    expect(months.map((row) => row.month)).toEqual(['2026-09', '2026-10', '2026-11']);
    const marks = db.data.attendance.marks.filter((mark) => mark.branchId === 1 && mark.yearId === 2);
    for (const row of months) {
      const own = marks.filter((mark) => mark.date.startsWith(row.month));
      expect(row).toEqual({
        month: row.month,
        absentHalfDays: own.filter((mark) => mark.kind === 'absent').length,
        unjustifiedHalfDays: own.filter((mark) => mark.kind === 'absent' && countsAsUnjustified(mark.state))
          .length,
        lateCount: own.filter((mark) => mark.kind === 'late').length,
      });
    }
    const classes = answer.body.classes as ClassStats[];
    const total = (rows: Array<{ absentHalfDays: number }>) =>
      rows.reduce((sum, row) => sum + row.absentHalfDays, 0);
    expect(total(months)).toBe(total(classes));
    expect(total(months)).toBeGreaterThan(0);
  });

  it('a teacher sees the classes they teach only; without view-attendance-page, 403', async () => {
    const teacher = await call('GET', `attendance/stats?${SCOPE}`, await teacherToken());
    expect(teacher.status).toBe(200);
    const cm1 = classNamed('CM1 A');
    expect(teacher.body.classes.map((row: ClassStats) => row.classid)).toEqual([cm1.id]);
    const own = db.data.attendance.marks.filter((mark) => mark.classId === cm1.id && mark.kind === 'late');
    expect(
      teacher.body.months.reduce((sum: number, row: { lateCount: number }) => sum + row.lateCount, 0),
    ).toBe(own.length);
    for (const token of [await demoToken('staff'), await demoToken('parent')]) {
      expect((await call('GET', `attendance/stats?${SCOPE}`, token)).status).toBe(403);
    }
  });
});
