import { describe, expect, it } from 'vitest';
import {
  absencePageSchema,
  attendanceClassesSchema,
  attendanceSummarySchema,
  childAttendanceSchema,
  rollCallSchema,
} from './attendance.schemas';
import { countsOf, markOfKey, marksOf, rollCallForm, stepMark } from './rollCallForm';

const student = {
  studentid: 7,
  firstname: 'Yasmine',
  lastname: 'El Idrissi',
  firstname_ar: 'ياسمين',
  lastname_ar: 'الإدريسي',
  mark: 'present',
  lateMinutes: null,
};

const rollCall = {
  classid: 3,
  classname: 'CM1 A',
  date: '2026-11-02',
  session: 'morning',
  taken: false,
  takenAt: null,
  takenBy: null,
  version: 0,
  students: [student],
};

describe('attendance answers (docs/api.md "Attendance")', () => {
  it('reads a roll call and drops the fields it does not know', () => {
    const parsed = rollCallSchema.safeParse({ ...rollCall, extra: 'ignored' });
    expect(parsed.success).toBe(true);
    expect(parsed.success && 'extra' in parsed.data).toBe(false);
  });

  it('refuses a malformed roll call: an unknown mark, a session that is not a half-day, a missing version', () => {
    expect(rollCallSchema.safeParse({ ...rollCall, students: [{ ...student, mark: 'sick' }] }).success).toBe(
      false,
    );
    expect(rollCallSchema.safeParse({ ...rollCall, session: 'evening' }).success).toBe(false);
    const { version: _version, ...withoutVersion } = rollCall;
    expect(rollCallSchema.safeParse(withoutVersion).success).toBe(false);
    expect(rollCallSchema.safeParse({ ...rollCall, students: null }).success).toBe(false);
  });

  it('refuses a malformed list, class list, summary and child view', () => {
    expect(absencePageSchema.safeParse({ items: [{ id: 1 }], total: 1, page: 1, pageSize: 25 }).success).toBe(
      false,
    );
    expect(absencePageSchema.safeParse({ items: [], total: 0, page: 1, pageSize: 25 }).success).toBe(true);
    expect(attendanceClassesSchema.safeParse([{ classid: '3', name: 'CM1 A' }]).success).toBe(false);
    expect(
      attendanceSummarySchema.safeParse({
        date: '2026-11-02',
        session: 'morning',
        absentToday: 2,
        lateToday: 1,
        missingRollCalls: [{ classid: 3, classname: 'CM1 A' }],
        overThreshold: 0,
        threshold: 4,
      }).success,
    ).toBe(false);
    expect(
      childAttendanceSchema.safeParse({
        studentid: 101,
        threshold: 4,
        absentHalfDays: 1,
        unjustifiedHalfDays: 1,
        lateCount: 0,
        marks: [{ id: 1, date: '2026-11-02', session: 'morning', kind: 'present', lateMinutes: null }],
      }).success,
    ).toBe(false);
  });
});

describe('the roll call form', () => {
  const values = (mark: string, lateMinutes?: number) => ({
    students: [{ studentid: 7, mark, lateMinutes }],
  });

  it('a late mark needs its minutes, a whole number from 1 to 240; other marks need none', () => {
    expect(rollCallForm.safeParse(values('late')).success).toBe(false);
    expect(rollCallForm.safeParse(values('late', 0)).success).toBe(false);
    expect(rollCallForm.safeParse(values('late', 241)).success).toBe(false);
    expect(rollCallForm.safeParse(values('late', 2.5)).success).toBe(false);
    expect(rollCallForm.safeParse(values('late', 12)).success).toBe(true);
    expect(rollCallForm.safeParse(values('absent')).success).toBe(true);
    const issue = rollCallForm.safeParse(values('late')).error?.issues[0];
    expect(issue?.path).toEqual(['students', 0, 'lateMinutes']);
  });

  it('sends minutes for a lateness only, and counts the marks', () => {
    expect(
      marksOf({
        students: [
          { studentid: 1, mark: 'absent', lateMinutes: 10 },
          { studentid: 2, mark: 'late', lateMinutes: 10 },
        ],
      }),
    ).toEqual([
      { studentid: 1, mark: 'absent', lateMinutes: null },
      { studentid: 2, mark: 'late', lateMinutes: 10 },
    ]);
    expect(countsOf([{ mark: 'present' }, { mark: 'late' }, { mark: 'present' }])).toEqual({
      present: 2,
      absent: 0,
      late: 1,
    });
  });

  it('P, A and R choose a mark by the letter typed, or by the key on an Arabic layout', () => {
    expect(markOfKey({ key: 'a', code: 'KeyQ' })).toBe('absent'); // AZERTY: the A key
    expect(markOfKey({ key: 'R', code: 'KeyR' })).toBe('late');
    expect(markOfKey({ key: 'ح', code: 'KeyP' })).toBe('present');
    expect(markOfKey({ key: 'q', code: 'KeyA' })).toBeUndefined();
    expect(markOfKey({ key: 'Enter', code: 'Enter' })).toBeUndefined();
  });

  it('the arrows go round the marks', () => {
    expect(stepMark('present', 1)).toBe('absent');
    expect(stepMark('late', 1)).toBe('present');
    expect(stepMark('present', -1)).toBe('late');
  });
});
