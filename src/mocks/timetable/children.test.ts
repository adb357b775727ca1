// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';
import { childTimetableSchema } from '../../features/timetable/timetable.schemas';
import { db } from '../core/db.ts';
import { atTenOnMonday, call, classNamed } from './testkit.ts';

atTenOnMonday();

interface Day {
  date: string;
  closed: string | null;
  lessons: Array<{
    start: string;
    end: string;
    subject: string;
    teacher: string | null;
    room: string | null;
  }>;
}

describe('timetable: a child’s days (parents)', () => {
  it('each date of the period: its lessons in time order, or why there are none (weekend, holidays)', async () => {
    const parent = await demoToken('parent');
    // The week before the Christmas holidays, and the first week of them.
    const answer = await call('GET', 'timetable/children/101?year=2&from=2026-12-14&to=2026-12-27', parent);
    expect(answer.status).toBe(200);
    expect(childTimetableSchema.safeParse(answer.body).error).toBeUndefined();
    expect(answer.body).toMatchObject({ studentid: 101, classname: 'CM1 A' });
    const days = answer.body.days as Day[];
    expect(days.map((day) => day.date)).toHaveLength(14);
    expect(days[0]!.date).toBe('2026-12-14');
    const monday = days[0]!;
    expect(monday.closed).toBeNull();
    expect(monday.lessons.length).toBeGreaterThanOrEqual(6);
    const starts = monday.lessons.map((lesson) => lesson.start);
    expect(starts).toEqual([...starts].sort());
    expect(monday.lessons[0]).toEqual({
      slotId: expect.any(Number),
      start: '08:30',
      end: '09:25',
      subjectId: expect.any(Number),
      subject: expect.any(String),
      subject_ar: expect.any(String),
      color: expect.stringMatching(/^#/),
      teacher: expect.stringMatching(/^(Mme|M\.) /),
      teacher_ar: expect.any(String),
      room: expect.any(String),
    });
    // Wednesday: the morning only.
    expect(days[2]!.lessons.every((lesson) => lesson.end <= '12:25')).toBe(true);
    expect(days[5]).toEqual({ date: '2026-12-19', closed: 'noLessons', lessons: [] });
    expect(days[6]).toMatchObject({ closed: 'noLessons', lessons: [] });
    expect(days[7]).toEqual({ date: '2026-12-21', closed: 'christmasHolidays', lessons: [] });
    // The week's hours are the class's.
    const hours = days
      .slice(0, 5)
      .flatMap((day) => day.lessons)
      .reduce((sum, lesson) => sum + (lesson.end === '16:30' ? 0.5 : 1), 0);
    const required = db.data.education.assignments
      .filter((row) => row.classId === classNamed('CM1 A').id)
      .reduce((sum, row) => sum + row.hours, 0);
    expect(hours).toBe(required);
  });

  it('without a period, the current week; a period too long or reversed is refused 400', async () => {
    const parent = await demoToken('parent');
    const week = await call('GET', 'timetable/children/102?year=2', parent);
    expect(week.status).toBe(200);
    const dates = (week.body.days as Day[]).map((day) => day.date);
    expect(dates).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    for (const query of [
      'from=2026-12-01&to=2026-12-15',
      'from=2026-12-10&to=2026-12-01',
      'from=2026-12-01',
      'from=x&to=y',
    ])
      expect((await call('GET', `timetable/children/101?year=2&${query}`, parent)).status).toBe(400);
  });

  it('another child answers 404 as an unknown one; staff are refused 403', async () => {
    const parent = await demoToken('parent');
    const classmate = db.data.enrolments.find(
      (row) => row.yearId === 2 && row.classId === classNamed('CM1 A').id && row.studentId !== 101,
    )!;
    expect(await call('GET', `timetable/children/${classmate.studentId}?year=2`, parent)).toMatchObject({
      status: 404,
      body: { message: 'Not found' },
    });
    expect((await call('GET', 'timetable/children/101?year=2', await demoToken('admin'))).status).toBe(403);
  });
});
