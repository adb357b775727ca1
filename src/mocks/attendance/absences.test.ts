// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { demoToken, withKey } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';
import {
  API,
  atTenOnMonday,
  SCOPE,
  TODAY,
  LAST_SCHOOL_DAY,
  call,
  classNamed,
  rollCallPath,
} from './testkit.ts';

atTenOnMonday();
describe('attendance: absences and their justification', () => {
  it('the list filters by kind, state, class, dates, student and search; counts are per state', async () => {
    const admin = await demoToken('admin');
    const list = (query: string) => call('GET', `attendance/absences?${SCOPE}&pageSize=200&${query}`, admin);
    const all = await list('');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ page: 1, pageSize: 200, total: expect.any(Number) });
    expect(all.body.total).toBeGreaterThan(50);
    const { counts } = all.body as { counts: Record<string, number> };
    expect(counts.unjustified! + counts.justified! + counts.refused!).toBe(all.body.total);
    // Newest first.
    const dates = all.body.items.map((row: { date: string }) => row.date) as string[];
    expect(dates).toEqual([...dates].sort().reverse());

    const late = await list('kind=late');
    expect(late.body.total).toBeGreaterThan(0);
    expect(
      late.body.items.every(
        (row: { kind: string; lateMinutes: number }) => row.kind === 'late' && row.lateMinutes > 0,
      ),
    ).toBe(true);
    const justified = await list('state=justified');
    expect(justified.body.total).toBe(counts.justified);
    expect(
      justified.body.items.every(
        (row: { state: string; reason: string }) => row.state === 'justified' && row.reason,
      ),
    ).toBe(true);
    const cm1 = classNamed('CM1 A');
    const ofClass = await list(`class=${cm1.id}`);
    expect(
      ofClass.body.items.every(
        (row: { classid: number; classname: string }) => row.classid === cm1.id && row.classname === 'CM1 A',
      ),
    ).toBe(true);
    const week = await list(`from=2026-11-23&to=${LAST_SCHOOL_DAY}`);
    expect(week.body.total).toBeGreaterThan(0);
    expect(
      week.body.items.every(
        (row: { date: string }) => row.date >= '2026-11-23' && row.date <= LAST_SCHOOL_DAY,
      ),
    ).toBe(true);
    const yasmine = await list('student=101');
    expect(yasmine.body.items.map((row: { studentid: number }) => row.studentid)).toEqual(
      Array(yasmine.body.total).fill(101),
    );
    const searched = await list('q=yasmine%20idrissi');
    expect(searched.body.items.map((row: { id: number }) => row.id).sort()).toEqual(
      yasmine.body.items.map((row: { id: number }) => row.id).sort(),
    );
    const page2 = await call('GET', `attendance/absences?${SCOPE}&pageSize=10&page=2`, admin);
    expect(page2.body.items.map((row: { id: number }) => row.id)).toEqual(
      all.body.items.slice(10, 20).map((row: { id: number }) => row.id),
    );
    // The students over the threshold.
    const over = await call('GET', `attendance/students?${SCOPE}&overThreshold=1&pageSize=200`, admin);
    expect(over.body.total).toBeGreaterThan(0);
    expect(over.body.threshold).toBe(4);
    expect(
      over.body.items.every(
        (row: { unjustifiedHalfDays: number; overThreshold: boolean }) =>
          row.overThreshold && row.unjustifiedHalfDays >= 4,
      ),
    ).toBe(true);
  });

  it('justifying needs a reason; refusing too; unjustified undoes; each change is a new version', async () => {
    const admin = await demoToken('admin');
    const mark = db.data.attendance.marks.find(
      (candidate) => candidate.studentId === 101 && candidate.state === 'unjustified',
    )!;
    const path = `attendance/absences/${mark.id}`;
    const read = await call('GET', path, admin);
    expect(read.body).toMatchObject({ id: mark.id, studentid: 101, state: 'unjustified', version: 1 });

    const noReason = await call('PUT', `${path}/justification`, admin, { state: 'justified', reason: ' ' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors).toEqual({ reason: 'REQUIRED' });
    expect(
      (await call('PUT', `${path}/justification`, admin, { state: 'excused', reason: 'x' })).body.errors,
    ).toEqual({
      state: 'INVALID_CHOICE',
    });

    const justified = await call(
      'PUT',
      `${path}/justification`,
      admin,
      { state: 'justified', reason: 'Certificat médical' },
      { 'If-Match': read.version! },
    );
    expect(justified.status).toBe(200);
    expect(justified.body).toMatchObject({ state: 'justified', reason: 'Certificat médical', version: 2 });
    expect((await call('GET', path, admin)).body).toEqual(justified.body);
    // From the version read before: stale.
    const stale = await call(
      'PUT',
      `${path}/justification`,
      admin,
      { state: 'refused', reason: 'Hors délai' },
      { 'If-Match': read.version! },
    );
    expect(stale.status).toBe(412);
    expect(stale.body.current).toMatchObject({ state: 'justified' });

    const refused = await call('PUT', `${path}/justification`, admin, {
      state: 'refused',
      reason: 'Hors délai',
    });
    expect(refused.body).toMatchObject({ state: 'refused', reason: 'Hors délai', version: 3 });
    // A refused justification still counts toward the threshold.
    const child = await call('GET', 'attendance/children/101?year=2', admin);
    expect(child.body.unjustifiedHalfDays).toBe(1);
    const undone = await call('PUT', `${path}/justification`, admin, { state: 'unjustified', reason: null });
    expect(undone.body).toMatchObject({ state: 'unjustified', reason: null, requestId: null, version: 4 });
  });

  it('a justification of an ended year is refused 409 YEAR_CLOSED', async () => {
    const admin = await demoToken('admin');
    const lastYear = db.data.classes.find((cls) => cls.branchId === 1 && cls.yearId === 1)!;
    const student = db.data.enrolments.find((row) => row.classId === lastYear.id)!.studentId;
    const id = Math.max(...db.data.attendance.marks.map((mark) => mark.id)) + 1;
    db.data.attendance.marks.push({
      id,
      branchId: 1,
      yearId: 1,
      classId: lastYear.id,
      studentId: student,
      date: '2026-03-02',
      session: 'morning',
      kind: 'absent',
      lateMinutes: null,
      state: 'unjustified',
      reason: null,
      requestId: null,
      version: 1,
    });
    const closed = await call('PUT', `attendance/absences/${id}/justification`, admin, {
      state: 'justified',
      reason: 'Maladie',
    });
    expect(closed).toMatchObject({ status: 409, body: { code: 'YEAR_CLOSED' } });
  });

  it('the office accepting an "absence" request justifies the child’s absences of its days, the request as document', async () => {
    const [parent, admin] = [await demoToken('parent'), await demoToken('admin')];
    const unjustified = db.data.attendance.marks.find(
      (mark) => mark.studentId === 101 && mark.state === 'unjustified',
    )!;
    const type = db.data.requests.types.find((item) => item.branchId === 1 && item.kind === 'absence')!;
    const form = new FormData();
    form.append('studentId', '101');
    form.append('typeId', String(type.id));
    form.append('answers', JSON.stringify({ from: unjustified.date, to: unjustified.date }));
    const created = await fetch(`${API}/requests?${SCOPE}`, {
      method: 'POST',
      headers: { Authorization: parent, ...withKey() },
      body: form,
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    // Taking it in hand justifies nothing yet.
    await call('POST', `requests/${id}/transitions`, admin, { to: 'in_progress' });
    expect(db.data.attendance.marks.find((mark) => mark.id === unjustified.id)!.state).toBe('unjustified');
    const others = db.data.attendance.marks
      .filter(
        (mark) => mark.studentId !== 101 && mark.date === unjustified.date && mark.state !== 'justified',
      )
      .map((mark) => mark.id);

    expect((await call('POST', `requests/${id}/transitions`, admin, { to: 'resolved' })).status).toBe(200);
    const row = await call('GET', `attendance/absences/${unjustified.id}`, admin);
    expect(row.body).toMatchObject({ state: 'justified', requestId: id, version: 2 });
    expect(row.body.reason).toContain(type.name_fr);
    // Another child's absences of that day are not touched.
    expect(
      db.data.attendance.marks.filter((mark) => others.includes(mark.id) && mark.state === 'justified'),
    ).toEqual([]);
    expect((await call('GET', 'attendance/children/101?year=2', parent)).body.unjustifiedHalfDays).toBe(0);
  });
});

describe('attendance: the day’s summary', () => {
  it('absent and late today, the roll calls past their deadline not taken, the students over the threshold', async () => {
    const admin = await demoToken('admin');
    const cm1 = classNamed('CM1 A');
    const summary = await call('GET', `attendance/summary?${SCOPE}`, admin);
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({ date: TODAY, session: 'morning', threshold: 4 });
    expect(summary.body.missingRollCalls).toContainEqual({
      classid: cm1.id,
      classname: 'CM1 A',
      session: 'morning',
    });
    expect(summary.body.missingRollCalls.every((row: { session: string }) => row.session === 'morning')).toBe(
      true,
    );
    const over = await call('GET', `attendance/students?${SCOPE}&overThreshold=1`, admin);
    expect(summary.body.overThreshold).toBe(over.body.total);

    const ids = (await call('GET', rollCallPath(cm1.id), admin)).body.students.map(
      (row: { studentid: number }) => row.studentid,
    ) as number[];
    await call('PUT', rollCallPath(cm1.id), admin, {
      marks: [
        { studentid: ids[0], mark: 'absent', lateMinutes: null },
        { studentid: ids[1], mark: 'absent', lateMinutes: null },
        { studentid: ids[2], mark: 'late', lateMinutes: 5 },
      ],
    });
    const after = await call('GET', `attendance/summary?${SCOPE}`, admin);
    expect(after.body.absentToday).toBe(summary.body.absentToday + 2);
    expect(after.body.lateToday).toBe(summary.body.lateToday + 1);
    expect(after.body.missingRollCalls).toHaveLength(summary.body.missingRollCalls.length - 1);
    expect(after.body.missingRollCalls).not.toContainEqual(expect.objectContaining({ classid: cm1.id }));

    // Before 09:00 no roll call is missing yet; at 15:00 the afternoon's are.
    vi.setSystemTime(new Date(2026, 10, 30, 8, 30));
    expect((await call('GET', `attendance/summary?${SCOPE}`, admin)).body.missingRollCalls).toEqual([]);
    vi.setSystemTime(new Date(2026, 10, 30, 15, 0));
    const afternoon = (await call('GET', `attendance/summary?${SCOPE}`, admin)).body;
    expect(afternoon.session).toBe('afternoon');
    expect(afternoon.missingRollCalls).toContainEqual({
      classid: cm1.id,
      classname: 'CM1 A',
      session: 'afternoon',
    });
  });
});
