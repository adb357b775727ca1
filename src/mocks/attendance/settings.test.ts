// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';
import { countsAsUnjustified } from '../../domain/attendance.ts';
import { attendanceSettingsSchema } from '../../features/attendance/attendance.schemas';
import { db } from '../core/db.ts';
import { atTenOnMonday, call, SCOPE, TODAY, teacherToken } from './testkit.ts';

/** Monday 30 November 2026 at 10:00: the morning's roll calls are due by the default deadline (09:00). */
atTenOnMonday();

const PATH = `attendance/settings?${SCOPE}`;
const DEFAULTS = { threshold: 4, deadlines: { morning: '09:00', afternoon: '14:30' } };

/** Unjustified half-days of absence per student of branch 1, year 2. */
function unjustifiedCounts(): Map<number, number> {
  const counts = new Map<number, number>();
  for (const mark of db.data.attendance.marks) {
    if (
      mark.branchId !== 1 ||
      mark.yearId !== 2 ||
      mark.kind !== 'absent' ||
      !countsAsUnjustified(mark.state)
    )
      continue;
    counts.set(mark.studentId, (counts.get(mark.studentId) ?? 0) + 1);
  }
  return counts;
}

const overThreshold = (threshold: number) =>
  [...unjustifiedCounts().values()].filter((count) => count >= threshold).length;

async function save(token: string, body: unknown) {
  const read = await call('GET', PATH, token);
  return call('PUT', PATH, token, body, { 'If-Match': read.version! });
}

describe('attendance/settings (docs/api.md "Attendance")', () => {
  it('a branch that chose nothing reads the defaults, a teacher too', async () => {
    const admin = await call('GET', PATH, await demoToken('admin'));
    expect(admin).toMatchObject({ status: 200, body: DEFAULTS });
    expect(attendanceSettingsSchema.safeParse(admin.body).error).toBeUndefined();
    expect(admin.version).toMatch(/^".+"$/);
    expect(await call('GET', PATH, await teacherToken())).toMatchObject({ status: 200, body: DEFAULTS });
  });

  it('a data set older than the setting (no list of settings) counts with the defaults', async () => {
    delete db.data.attendance.settings;
    const admin = await demoToken('admin');
    expect((await call('GET', PATH, admin)).body).toEqual(DEFAULTS);
    const summary = await call('GET', `attendance/summary?${SCOPE}`, admin);
    expect(summary.body).toMatchObject({ threshold: 4, overThreshold: overThreshold(4) });
  });

  it('a new threshold: the summary, the students over it, the stats, the letter and the child’s view count with it', async () => {
    const admin = await demoToken('admin');
    expect(overThreshold(3)).toBeGreaterThan(overThreshold(4));
    const saved = await save(admin, { threshold: 3, deadlines: DEFAULTS.deadlines });
    expect(saved).toMatchObject({ status: 200, body: { threshold: 3, deadlines: DEFAULTS.deadlines } });
    expect((await call('GET', PATH, admin)).body.threshold).toBe(3);

    const summary = await call('GET', `attendance/summary?${SCOPE}`, admin);
    expect(summary.body).toMatchObject({ threshold: 3, overThreshold: overThreshold(3) });
    const list = await call('GET', `attendance/students?${SCOPE}&overThreshold=1&pageSize=200`, admin);
    expect(list.body).toMatchObject({ threshold: 3, total: overThreshold(3) });
    const counts = list.body.items.map((row: { unjustifiedHalfDays: number }) => row.unjustifiedHalfDays);
    expect(Math.min(...counts)).toBe(3);
    expect((await call('GET', `attendance/stats?${SCOPE}`, admin)).body.threshold).toBe(3);

    const [studentId, count] = [...unjustifiedCounts()].find(([, unjustified]) => unjustified === 3)!;
    const letter = await call('GET', `attendance/students/${studentId}/letter?year=2`, admin);
    expect(letter.body).toMatchObject({ threshold: 3, unjustifiedHalfDays: count, overThreshold: true });
    const child = await call('GET', `attendance/children/${studentId}?year=2`, admin);
    expect(child.body).toMatchObject({ threshold: 3, unjustifiedHalfDays: 3 });

    // Another branch keeps its own (the defaults).
    expect((await call('GET', 'attendance/settings?branch=2&year=2', admin)).body).toEqual(DEFAULTS);
  });

  it('the deadlines decide which of today’s roll calls are missing', async () => {
    const admin = await demoToken('admin');
    const taken = new Set(
      db.data.attendance.rollCalls.filter((roll) => roll.date === TODAY).map((roll) => roll.classId),
    );
    const untaken = db.data.classes.filter(
      (cls) => cls.branchId === 1 && cls.yearId === 2 && !taken.has(cls.id),
    ).length;
    expect(untaken).toBeGreaterThan(0);
    const before = await call('GET', `attendance/summary?${SCOPE}`, admin);
    expect(before.body.missingRollCalls).toHaveLength(untaken);
    // A morning deadline of 10:30: at 10:00 no roll call is missing yet.
    await save(admin, { threshold: 4, deadlines: { morning: '10:30', afternoon: '14:30' } });
    const after = await call('GET', `attendance/summary?${SCOPE}`, admin);
    expect(after.body.missingRollCalls).toEqual([]);
  });

  it('a save is versioned: from an older read it is refused 412 and nothing changes', async () => {
    const admin = await demoToken('admin');
    const read = await call('GET', PATH, admin);
    const first = await call(
      'PUT',
      PATH,
      admin,
      { ...DEFAULTS, threshold: 6 },
      { 'If-Match': read.version! },
    );
    expect(first.status).toBe(200);
    expect(first.version).not.toBe(read.version);
    const stale = await call(
      'PUT',
      PATH,
      admin,
      { ...DEFAULTS, threshold: 8 },
      { 'If-Match': read.version! },
    );
    expect(stale).toMatchObject({
      status: 412,
      body: { code: 'STALE_VERSION', current: { threshold: 6 } },
    });
    expect((await call('GET', PATH, admin)).body.threshold).toBe(6);
  });

  it('a threshold or a deadline out of bounds: 422 under each field, nothing saved', async () => {
    const admin = await demoToken('admin');
    const refused = await save(admin, { threshold: 0, deadlines: { morning: '13:00', afternoon: '14:30' } });
    expect(refused).toMatchObject({
      status: 422,
      body: {
        code: 'VALIDATION_ERROR',
        errors: { threshold: 'INVALID_THRESHOLD', 'deadlines.morning': 'INVALID_DEADLINE' },
      },
    });
    const more = await save(admin, { threshold: 2.5, deadlines: { morning: '9:00', afternoon: '18:01' } });
    expect(more.body.errors).toEqual({
      threshold: 'INVALID_THRESHOLD',
      'deadlines.morning': 'INVALID_DEADLINE',
      'deadlines.afternoon': 'INVALID_DEADLINE',
    });
    const missing = await save(admin, { threshold: '5' });
    expect(missing.body.errors).toEqual({
      threshold: 'INVALID_THRESHOLD',
      'deadlines.morning': 'INVALID_DEADLINE',
      'deadlines.afternoon': 'INVALID_DEADLINE',
    });
    expect(db.data.attendance.settings ?? []).toEqual([]);
    expect((await call('GET', PATH, admin)).body).toEqual(DEFAULTS);
  });

  it('a teacher (the teachers’ role alone) reads it but may not change it: 403', async () => {
    const teacher = await teacherToken();
    const refused = await save(teacher, { ...DEFAULTS, threshold: 2 });
    expect(refused.status).toBe(403);
    expect((await call('GET', PATH, teacher)).body).toEqual(DEFAULTS);
  });

  it('an ended year is closed (409 YEAR_CLOSED); without the permission, 403; without a scope, 400', async () => {
    const admin = await demoToken('admin');
    const closed = await call('PUT', 'attendance/settings?branch=1&year=1', admin, {
      ...DEFAULTS,
      threshold: 2,
    });
    expect(closed).toMatchObject({ status: 409, body: { code: 'YEAR_CLOSED' } });
    expect((await call('GET', PATH, await demoToken('parent'))).status).toBe(403);
    expect((await call('GET', 'attendance/settings', admin)).status).toBe(400);
    expect((await call('GET', PATH, admin)).body).toEqual(DEFAULTS);
  });
});
