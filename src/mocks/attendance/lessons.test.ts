// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';
import {
  atTenOnMonday,
  call,
  classNamed,
  notificationsOf,
  rollCallPath,
  teacherToken,
  TODAY,
} from './testkit.ts';

/**
 * docs/api.md "Attendance", the lesson roll call: a class with a timetable has its roll called lesson by lesson by
 * each lesson's teacher; the half-day's marks follow the lessons called (domain/attendance.ts `halfDayFromLessons`).
 */

atTenOnMonday();

interface Lesson {
  slotid: number;
  start: string;
  end: string;
  subject: string;
  teacherid: number | null;
  teacher: string | null;
  taken: boolean;
  takenBy: string | null;
}

const lessonPath = (classId: number, slotId: number, date = TODAY, session = 'morning') =>
  `${rollCallPath(classId, date, session)}&lesson=${slotId}`;

/** CM1 A's half-day, as its roll call lists it, and teacher.1's own lessons in it and the others'. */
async function halfDay(date = TODAY, session = 'morning') {
  const admin = await demoToken('admin');
  const cm1 = classNamed('CM1 A');
  const read = await call('GET', rollCallPath(cm1.id, date, session), admin);
  const lessons = read.body.lessons as Lesson[];
  const own = db.data.education.teachers.find(
    (teacher) => teacher.userId === db.data.users.find((user) => user.email === 'teacher.1@demo.test')!.id,
  )!;
  return {
    admin,
    cm1,
    read,
    lessons,
    mine: lessons.filter((lesson) => lesson.teacherid === own.id),
    others: lessons.filter((lesson) => lesson.teacherid !== own.id),
    students: read.body.students as Array<{ studentid: number }>,
  };
}

const markOf = (studentId: number) =>
  db.data.attendance.marks.find(
    (mark) => mark.studentId === studentId && mark.date === TODAY && mark.session === 'morning',
  );

describe('attendance: the lesson roll call', () => {
  it('a half-day lists its lessons from the timetable in time order, with subject and teacher, none called yet', async () => {
    const { lessons, read } = await halfDay();
    expect(read.body.lesson).toBeNull();
    // Monday morning: four 55-minute lessons, 08:30 to 12:25.
    expect(lessons.map((lesson) => [lesson.start, lesson.end])).toEqual([
      ['08:30', '09:25'],
      ['09:25', '10:20'],
      ['10:35', '11:30'],
      ['11:30', '12:25'],
    ]);
    for (const lesson of lessons) {
      expect(lesson.subject).not.toBe('');
      expect(lesson.teacher).toMatch(/^(Mme|M\.) /);
      expect(lesson).toMatchObject({ taken: false, takenBy: null, mine: false });
    }
    // Read by teacher.1: her own lessons are `mine`, and only those.
    const { cm1, mine } = await halfDay();
    const hers = (await call('GET', rollCallPath(cm1.id), await teacherToken())).body.lessons as Array<
      Lesson & { mine: boolean }
    >;
    expect(hers.filter((lesson) => lesson.mine).map((lesson) => lesson.slotid)).toEqual(
      mine.map((lesson) => lesson.slotid),
    );
    expect(mine.length).toBeGreaterThan(0);
  });

  it('the lesson’s teacher calls it; the half-day follows: absent at a lesson is absent, late at one is late, the family told once', async () => {
    const { admin, cm1, mine, others, students } = await halfDay();
    const teacher = await teacherToken();
    const [first, second] = mine;
    expect(first, 'teacher.1 teaches CM1 A on Monday morning').toBeDefined();
    // Yasmine (101), the demo parent's daughter, is absent at the first lesson; another child late at a later one.
    const absentee = 101;
    const latecomer = students.find((student) => student.studentid !== absentee)!.studentid;
    const parent = db.data.users.find((user) => user.email === 'parent@demo.test')!;
    const read = await call('GET', lessonPath(cm1.id, first!.slotid), teacher);
    expect(read.body).toMatchObject({ lesson: { slotid: first!.slotid }, taken: false, version: 0 });
    const told = notificationsOf(parent.id).length;

    const saved = await call(
      'PUT',
      lessonPath(cm1.id, first!.slotid),
      teacher,
      { marks: [{ studentid: absentee, mark: 'absent', lateMinutes: null }] },
      { 'If-Match': read.version! },
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      taken: true,
      takenBy: 'Salma Bennis',
      version: 1,
      lesson: { taken: true },
    });
    expect(markOf(absentee)).toMatchObject({ kind: 'absent', state: 'unjustified' });
    const half = await call('GET', rollCallPath(cm1.id), admin);
    expect(half.body).toMatchObject({ taken: true, takenBy: 'Salma Bennis' });

    // A later lesson by the office: the absentee came back, another arrived late. The half-day stays an absence.
    const later = second ?? others.find((lesson) => lesson.start > first!.start)!;
    const again = await call(
      'PUT',
      lessonPath(cm1.id, later.slotid),
      admin,
      { marks: [{ studentid: latecomer, mark: 'late', lateMinutes: 15 }] },
      { 'If-Match': (await call('GET', lessonPath(cm1.id, later.slotid), admin)).version! },
    );
    expect(again.status).toBe(200);
    expect(markOf(absentee)).toMatchObject({ kind: 'absent' });
    expect(markOf(latecomer)).toMatchObject({ kind: 'late', lateMinutes: 15 });
    // Told the day it happened, once: the later lesson's call changed nothing of Yasmine's absence.
    expect(notificationsOf(parent.id).length).toBe(told + 1);
    expect(notificationsOf(parent.id).at(-1)).toMatchObject({ title: 'Absence de Yasmine' });

    // The first lesson called again with everybody present: the absence was a mistake, its mark goes.
    const fixed = await call(
      'PUT',
      lessonPath(cm1.id, first!.slotid),
      teacher,
      { marks: [] },
      { 'If-Match': saved.version! },
    );
    expect(fixed.body.version).toBe(2);
    expect(markOf(absentee)).toBeUndefined();
    expect(markOf(latecomer)).toMatchObject({ kind: 'late' });
    const listed = (await call('GET', rollCallPath(cm1.id), admin)).body.lessons as Lesson[];
    expect(
      listed
        .filter((lesson) => lesson.taken)
        .map((lesson) => lesson.slotid)
        .sort(),
    ).toEqual([first!.slotid, later.slotid].sort());
  });

  it('a teacher reads another teacher’s lesson of her class but may not call it: 403 NOT_YOUR_LESSON; a slot without a lesson: 422 NOT_A_LESSON', async () => {
    // A half-day of last week where a specialist teaches CM1 A (English, sport or computing).
    let found: { date: string; session: string; slotid: number } | undefined;
    for (const date of ['2026-11-23', '2026-11-24', '2026-11-26', '2026-11-27'])
      for (const session of ['morning', 'afternoon']) {
        const theirs = (await halfDay(date, session)).others[0];
        if (theirs && !found) found = { date, session, slotid: theirs.slotid };
      }
    const cm1 = classNamed('CM1 A');
    const teacher = await teacherToken();
    const path = lessonPath(cm1.id, found!.slotid, found!.date, found!.session);
    const read = await call('GET', path, teacher);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ lesson: { slotid: found!.slotid }, taken: false });
    const refused = await call('PUT', path, teacher, { marks: [] }, { 'If-Match': read.version! });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('NOT_YOUR_LESSON');
    expect(db.data.attendance.lessonCalls ?? []).toHaveLength(0);

    // An afternoon slot is not a lesson of the morning.
    const afternoon = db.data.timetable.slots.find(
      (slot) =>
        slot.branchId === cm1.branchId &&
        slot.yearId === cm1.yearId &&
        slot.day === 1 &&
        slot.start === '14:00',
    )!;
    const wrong = await call('GET', lessonPath(cm1.id, afternoon.id), teacher);
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('NOT_A_LESSON');
    expect((await call('GET', `${rollCallPath(cm1.id)}&lesson=x`, teacher)).status).toBe(400);
  });
});
