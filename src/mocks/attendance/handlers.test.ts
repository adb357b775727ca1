// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoCall, demoToken } from '../../../tests/helpers/demo';
import { halfDaysBetween } from '../../domain/attendance.ts';
import { weekdayOf } from '../../domain/canteen.ts';
import { db } from '../core/db.ts';
import { closedDayMap } from '../school-settings/index.ts';
import {
  atTenOnMonday,
  SCOPE,
  TODAY,
  LAST_SCHOOL_DAY,
  call,
  classNamed,
  rollCallPath,
  notificationsOf,
  teacherToken,
} from './testkit.ts';

atTenOnMonday();
describe('attendance seed (docs/api.md "Attendance")', () => {
  it('every school day of the year so far has its roll calls, about 4 % absent and 2 % late, most justified, a few students over the threshold', () => {
    const { rollCalls, marks } = db.data.attendance;
    const classes = db.data.classes.filter((cls) => cls.yearId === 2);
    const pastDays = new Set(rollCalls.filter((roll) => roll.date < TODAY).map((roll) => roll.date));
    // From the first day of the year (Monday 7 September 2026) to the last school day, the holidays left out.
    const closed = closedDayMap(db.data.years.find((year) => year.schoolyearid === 2));
    const open = halfDaysBetween('2026-09-07', LAST_SCHOOL_DAY).filter(
      (day) => day.session === 'morning' && !closed.has(day.date),
    );
    expect([...pastDays].sort()).toEqual(open.map((day) => day.date));
    expect(pastDays.size).toBeGreaterThan(45);
    // Every past half-day of every class is taken; today's morning for most classes, not all; no afternoon yet.
    const lastDay = rollCalls.filter((roll) => roll.date === LAST_SCHOOL_DAY);
    expect(lastDay).toHaveLength(classes.length * 2);
    const todays = rollCalls.filter((roll) => roll.date === TODAY);
    expect(todays.every((roll) => roll.session === 'morning')).toBe(true);
    expect(todays.length).toBeGreaterThan(classes.length / 2);
    expect(todays.length).toBeLessThan(classes.length);
    // About 3 % absent and 2 % late per half-day.
    const places = rollCalls.length * 19; // about 19 children a class
    const absent = marks.filter((mark) => mark.kind === 'absent').length;
    const late = marks.filter((mark) => mark.kind === 'late').length;
    expect(absent / places).toBeGreaterThan(0.032);
    expect(absent / places).toBeLessThan(0.048);
    expect(late / places).toBeGreaterThan(0.01);
    expect(late / places).toBeLessThan(0.04);
    expect(marks.some((mark) => mark.state === 'justified' && mark.reason === 'Maladie')).toBe(true);
    expect(marks.some((mark) => mark.state === 'refused' && mark.reason)).toBe(true);
    expect(marks.filter((mark) => mark.kind === 'late').every((mark) => mark.lateMinutes! > 0)).toBe(true);
    const unjustified = new Map<number, number>();
    for (const mark of marks)
      if (mark.kind === 'absent' && mark.state !== 'justified')
        unjustified.set(mark.studentId, (unjustified.get(mark.studentId) ?? 0) + 1);
    const over = [...unjustified.values()].filter((count) => count >= 4).length;
    const students = new Set(db.data.enrolments.filter((row) => row.yearId === 2).map((row) => row.studentId))
      .size;
    expect(over).toBeGreaterThanOrEqual(3);
    expect(over / students).toBeLessThan(0.04);
    // Most absences of more than two days ago are justified.
    const old = marks.filter((mark) => mark.kind === 'absent' && mark.date < '2026-11-20');
    expect(old.filter((mark) => mark.state === 'justified').length / old.length).toBeGreaterThan(0.6);
  });

  it('absences cluster on the last two school days before holidays: about three times the other days’ rate', () => {
    const { marks } = db.data.attendance;
    const perDay = new Map<string, number>();
    for (const mark of marks)
      if (mark.kind === 'absent' && mark.date < TODAY)
        perDay.set(mark.date, (perDay.get(mark.date) ?? 0) + 1);
    // The autumn holidays of 2026 begin on Monday 19 October: their eves are Thursday 15 and Friday 16 October.
    const eves = ['2026-10-15', '2026-10-16'].map((date) => perDay.get(date) ?? 0);
    const others = [...perDay]
      .filter(([date]) => !['2026-10-15', '2026-10-16'].includes(date) && weekdayOf(date) !== 3)
      .map(([, count]) => count);
    const usual = others.reduce((sum, count) => sum + count, 0) / others.length;
    for (const count of eves) expect(count).toBeGreaterThan(usual * 2);
  });

  it('the demo parent’s children have a few marks, one of them unjustified; Yasmine’s absence is justified by her request', () => {
    for (const studentId of [101, 102]) {
      const own = db.data.attendance.marks.filter((mark) => mark.studentId === studentId);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.filter((mark) => mark.state === 'unjustified')).toHaveLength(1);
    }
    const request = db.data.requests.items.find(
      (item) => item.studentId === 101 && item.state === 'resolved',
    )!;
    expect(
      db.data.attendance.marks.find((mark) => mark.studentId === 101 && mark.requestId === request.id),
    ).toMatchObject({ kind: 'absent', state: 'justified' });
  });
});

describe('attendance: the roll call', () => {
  it('a roll call not taken yet: every student present, taken false, version 0; without a query, the half-day under way', async () => {
    const admin = await demoToken('admin');
    const cm1 = classNamed('CM1 A');
    const roll = await call('GET', rollCallPath(cm1.id), admin);
    expect(roll.status).toBe(200);
    expect(roll.body).toMatchObject({
      classid: cm1.id,
      classname: 'CM1 A',
      date: TODAY,
      session: 'morning',
      taken: false,
      takenAt: null,
      takenBy: null,
      version: 0,
    });
    expect(roll.body.students.length).toBeGreaterThan(10);
    expect(roll.body.students.every((row: { mark: string }) => row.mark === 'present')).toBe(true);
    expect(roll.body.students).toContainEqual(
      expect.objectContaining({
        studentid: 101,
        firstname: 'Yasmine',
        lastname: 'El Idrissi',
        mark: 'present',
        lateMinutes: null,
      }),
    );
    const now = await call('GET', 'attendance/rollcall', admin);
    expect(now.body).toMatchObject({ date: TODAY, session: 'morning' });
    // Without a class: the first class of the branch and year asked.
    const rabat = await call('GET', 'attendance/rollcall?branch=2&year=2', admin);
    expect(rabat.body.classid).toBe(
      (await call('GET', 'attendance/classes?branch=2&year=2', admin)).body[0].classid,
    );

    // A past half-day was taken: its marks are shown.
    const past = await call('GET', rollCallPath(cm1.id, LAST_SCHOOL_DAY), admin);
    expect(past.body).toMatchObject({ taken: true, version: 1 });
    expect(past.body.students).toContainEqual(expect.objectContaining({ studentid: 101, mark: 'absent' }));
  });

  it('not a school half-day: 422 NOT_A_SCHOOL_DAY; a day still to come: 422 FUTURE_DATE', async () => {
    const admin = await demoToken('admin');
    const cm1 = classNamed('CM1 A');
    const codeOf = async (date: string, session: string) =>
      (await call('GET', rollCallPath(cm1.id, date, session), admin)).body.code as string;
    expect(await codeOf('2026-11-25', 'afternoon')).toBe('NOT_A_SCHOOL_DAY'); // a Wednesday afternoon
    expect(await codeOf('2026-11-28', 'morning')).toBe('NOT_A_SCHOOL_DAY'); // a Saturday
    expect(await codeOf('2026-12-01', 'morning')).toBe('FUTURE_DATE');
    expect((await call('GET', rollCallPath(cm1.id, TODAY, 'evening'), admin)).status).toBe(400);
  });

  it('a save records the marks and who took it, bumps the version; a save from an older version is refused 412', async () => {
    const [admin, other] = [await demoToken('admin'), await demoToken('admin')];
    const cm1 = classNamed('CM1 A');
    const read = await call('GET', rollCallPath(cm1.id), admin);
    const [first, second] = read.body.students as Array<{ studentid: number }>;
    const marks = [
      { studentid: first!.studentid, mark: 'absent', lateMinutes: null },
      { studentid: second!.studentid, mark: 'late', lateMinutes: 12 },
    ];
    const saved = await call('PUT', rollCallPath(cm1.id), other, { marks }, { 'If-Match': read.version! });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ taken: true, takenBy: 'Samira Benali', version: 1 });
    expect(saved.body.takenAt).toMatch(/^2026-11-30T/);
    expect(saved.version).not.toBe(read.version);
    const byId = new Map(
      (saved.body.students as Array<{ studentid: number; mark: string; lateMinutes: number | null }>).map(
        (row) => [row.studentid, row],
      ),
    );
    expect(byId.get(first!.studentid)).toMatchObject({ mark: 'absent', lateMinutes: null });
    expect(byId.get(second!.studentid)).toMatchObject({ mark: 'late', lateMinutes: 12 });
    expect([...byId.values()].filter((row) => row.mark === 'present')).toHaveLength(byId.size - 2);

    // The other tab still holds the version it read: refused, with the roll call as it is now.
    const stale = await call(
      'PUT',
      rollCallPath(cm1.id),
      admin,
      { marks: [] },
      { 'If-Match': read.version! },
    );
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ code: 'STALE_VERSION', current: { version: 1, taken: true } });
    // From the version the save answered: saved, version 2; everyone present again removes the two marks.
    const again = await call(
      'PUT',
      rollCallPath(cm1.id),
      admin,
      { marks: [] },
      { 'If-Match': saved.version! },
    );
    expect(again.status).toBe(200);
    expect(again.body.version).toBe(2);
    expect(again.body.students.every((row: { mark: string }) => row.mark === 'present')).toBe(true);
    expect(db.data.attendance.marks.filter((mark) => mark.date === TODAY && mark.classId === cm1.id)).toEqual(
      [],
    );
  });

  it('late needs its minutes (1 to 240); a student of another class is refused; nothing is saved', async () => {
    const admin = await demoToken('admin');
    const cm1 = classNamed('CM1 A');
    const ids = (await call('GET', rollCallPath(cm1.id), admin)).body.students.map(
      (row: { studentid: number }) => row.studentid,
    ) as number[];
    for (const lateMinutes of [null, 0, 241, 2.5]) {
      const refused = await call('PUT', rollCallPath(cm1.id), admin, {
        marks: [
          { studentid: ids[0], mark: 'absent', lateMinutes: null },
          { studentid: ids[1], mark: 'late', lateMinutes },
        ],
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ 'marks.1.lateMinutes': 'INVALID_LATE_MINUTES' });
    }
    const stranger = db.data.enrolments.find((row) => row.yearId === 2 && row.classId !== cm1.id)!.studentId;
    const unknown = await call('PUT', rollCallPath(cm1.id), admin, {
      marks: [{ studentid: stranger, mark: 'absent', lateMinutes: null }],
    });
    expect(unknown.body.errors).toEqual({ 'marks.0.studentid': 'INVALID_STUDENT' });
    expect((await call('PUT', rollCallPath(cm1.id), admin, {})).body.errors).toEqual({ marks: 'REQUIRED' });
    expect((await call('GET', rollCallPath(cm1.id), admin)).body).toMatchObject({ taken: false, version: 0 });
  });

  it('a child newly marked absent or late: their family is notified, once', async () => {
    const admin = await demoToken('admin');
    const cm1 = classNamed('CM1 A');
    const before = notificationsOf(3).length;
    const absentYasmine = { marks: [{ studentid: 101, mark: 'absent', lateMinutes: null }] };
    expect((await call('PUT', rollCallPath(cm1.id), admin, absentYasmine)).status).toBe(200);
    const added = notificationsOf(3).slice(before);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ schoolbranchid: 1, read: false, title: 'Absence de Yasmine' });
    expect(added[0]!.body).toContain('30/11/2026');
    // On the family's devices, in each device's language, the child named in its script (docs/api.md "Push
    // notifications").
    expect(added[0]!.push?.title).toEqual({
      fr: 'Absence de Yasmine',
      en: 'Yasmine absent',
      ar: 'غياب ياسمين',
    });
    expect((added[0]!.push?.body as Record<string, string>).ar).toMatch(/^تغيب ياسمين يوم 30\/11\/2026 \(/);
    // Saved again unchanged: no second notification.
    await call('PUT', rollCallPath(cm1.id), admin, absentYasmine);
    expect(notificationsOf(3)).toHaveLength(before + 1);
    // The office's parents of other children were not told.
    const others = db.data.notifications.filter(
      (notification) => notification.userId !== 3 && notification.title.includes('Yasmine'),
    );
    expect(others).toEqual([]);
  });

  it('a year that has ended is closed (409 YEAR_CLOSED); a year to come does not close the current one', async () => {
    const admin = await demoToken('admin');
    const lastYear = db.data.classes.find((cls) => cls.branchId === 1 && cls.yearId === 1)!;
    const path = rollCallPath(lastYear.id, '2026-03-02');
    expect((await call('GET', path, admin)).status).toBe(200);
    const closed = await call('PUT', path, admin, { marks: [] });
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe('YEAR_CLOSED');
    expect(db.data.attendance.rollCalls.some((roll) => roll.classId === lastYear.id)).toBe(false);

    db.data.years.push({
      schoolyearid: 3,
      description: '2027-2028',
      startDate: '2027-09-06',
      endDate: '2028-06-30',
    });
    const cm1 = classNamed('CM1 A');
    const saved = await call('PUT', rollCallPath(cm1.id), admin, { marks: [] });
    expect(saved.status).toBe(200);
    expect((await call('GET', 'attendance/rollcall', admin)).body.classid).toBe(
      (await call('GET', `attendance/classes?${SCOPE}`, admin)).body[0].classid,
    );
  });
});

describe('attendance: who sees what', () => {
  it('a teacher calls the roll of the classes they teach only', async () => {
    const teacher = await teacherToken();
    const cm1 = classNamed('CM1 A');
    const classes = await call('GET', `attendance/classes?${SCOPE}`, teacher);
    expect(classes.status).toBe(200);
    expect(classes.body).toEqual([
      expect.objectContaining({ classid: cm1.id, name: 'CM1 A', studentsCount: expect.any(Number) }),
    ]);
    expect((await call('GET', rollCallPath(cm1.id), teacher)).status).toBe(200);
    const other = classNamed('CE1 A');
    expect(await call('GET', rollCallPath(other.id), teacher)).toMatchObject({
      status: 404,
      body: { message: 'Not found' },
    });
    expect((await call('PUT', rollCallPath(other.id), teacher, { marks: [] })).status).toBe(404);
    const absences = await call('GET', `attendance/absences?${SCOPE}&pageSize=200`, teacher);
    expect(absences.body.total).toBeGreaterThan(0);
    expect(absences.body.items.every((row: { classid: number }) => row.classid === cm1.id)).toBe(true);
    // The admin and the direction see every class of the branch.
    const direction = (
      await demoCall('POST', 'login', null, { email: 'direction.1-2@demo.test', password: 'demo1234' })
    ).body.token as string;
    const branchClasses = db.data.classes.filter((cls) => cls.branchId === 1 && cls.yearId === 2).length;
    for (const token of [await demoToken('admin'), direction]) {
      expect((await call('GET', `attendance/classes?${SCOPE}`, token)).body).toHaveLength(branchClasses);
    }
  });

  it('without view-attendance-page: 403 whatever the class (the secretary, a parent)', async () => {
    const refused = { message: 'User does not have the required permission.' };
    for (const token of [await demoToken('staff'), await demoToken('parent')]) {
      expect(await call('GET', `attendance/classes?${SCOPE}`, token)).toMatchObject({
        status: 403,
        body: refused,
      });
      expect(await call('GET', rollCallPath(classNamed('CM1 A').id), token)).toMatchObject({
        status: 403,
        body: refused,
      });
      expect((await call('GET', `attendance/absences?${SCOPE}`, token)).status).toBe(403);
      expect((await call('GET', `attendance/summary?${SCOPE}`, token)).status).toBe(403);
    }
  });

  it('a parent reads their own child’s attendance, newest first, never another child’s', async () => {
    const parent = await demoToken('parent');
    const own = await call('GET', 'attendance/children/101?year=2', parent);
    expect(own.status).toBe(200);
    const marks = db.data.attendance.marks.filter((mark) => mark.studentId === 101);
    expect(own.body).toMatchObject({
      studentid: 101,
      threshold: 4,
      absentHalfDays: marks.filter((mark) => mark.kind === 'absent').length,
      unjustifiedHalfDays: 1,
      lateCount: marks.filter((mark) => mark.kind === 'late').length,
    });
    const dates = own.body.marks.map((mark: { date: string }) => mark.date) as string[];
    expect(dates).toEqual([...dates].sort().reverse());
    expect(own.body.marks[0]).toEqual({
      id: expect.any(Number),
      date: LAST_SCHOOL_DAY,
      session: 'morning',
      kind: 'absent',
      lateMinutes: null,
      state: 'unjustified',
      reason: null,
    });
    const classmate = db.data.enrolments.find(
      (row) => row.yearId === 2 && row.classId === classNamed('CM1 A').id && row.studentId !== 101,
    )!;
    expect(await call('GET', `attendance/children/${classmate.studentId}?year=2`, parent)).toMatchObject({
      status: 404,
    });
    // Staff who may call the child's class read it too; staff without the permission are refused.
    expect((await call('GET', 'attendance/children/101?year=2', await teacherToken())).status).toBe(200);
    expect((await call('GET', 'attendance/children/101?year=2', await demoToken('staff'))).status).toBe(403);
  });
});
