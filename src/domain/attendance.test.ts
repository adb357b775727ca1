import { describe, expect, it } from 'vitest';
import {
  halfDayFromLessons,
  sessionOfTime,
  ABSENCE_THRESHOLD_DEFAULT,
  ATTENDANCE_SETTINGS_DEFAULT,
  countsAsUnjustified,
  halfDaysBetween,
  hasSession,
  isAttendanceOfficeRole,
  isDeadline,
  isLateMinutes,
  isOverThreshold,
  isRollCallDue,
  isSchoolDay,
  isThreshold,
  needsReason,
  rollCallNow,
  sessionsOf,
} from './attendance';

// Local wall-clock dates of the week of Monday 30 November 2026 (month index 10 = November).
const at = (day: number, hour: number, minute = 0, month = 10) => new Date(2026, month, day, hour, minute);

describe('attendance: school half-days (docs/api.md "Attendance")', () => {
  it('Monday to Friday mornings; afternoons every school day but Wednesday; nothing on weekends', () => {
    expect(sessionsOf('2026-11-30')).toEqual(['morning', 'afternoon']); // Monday
    expect(sessionsOf('2026-12-01')).toEqual(['morning', 'afternoon']); // Tuesday
    expect(sessionsOf('2026-12-02')).toEqual(['morning']); // Wednesday
    expect(sessionsOf('2026-12-03')).toEqual(['morning', 'afternoon']); // Thursday
    expect(sessionsOf('2026-12-04')).toEqual(['morning', 'afternoon']); // Friday
    expect(sessionsOf('2026-12-05')).toEqual([]); // Saturday
    expect(sessionsOf('2026-12-06')).toEqual([]); // Sunday
    expect(isSchoolDay('2026-12-02')).toBe(true);
    expect(isSchoolDay('2026-12-06')).toBe(false);
    expect(hasSession('2026-12-02', 'afternoon')).toBe(false);
  });

  it('a school week has nine half-days', () => {
    const week = halfDaysBetween('2026-11-30', '2026-12-06');
    expect(week).toHaveLength(9);
    expect(week[0]).toEqual({ date: '2026-11-30', session: 'morning' });
    expect(week.at(-1)).toEqual({ date: '2026-12-04', session: 'afternoon' });
    expect(week.filter((halfDay) => halfDay.date === '2026-12-02')).toEqual([
      { date: '2026-12-02', session: 'morning' },
    ]);
  });
});

describe('attendance: rollCallNow, the latest half-day that has started', () => {
  it('a school day: its morning until 13:30, then its afternoon', () => {
    expect(rollCallNow(at(30, 7, 45))).toEqual({ date: '2026-11-30', session: 'morning' });
    expect(rollCallNow(at(30, 13, 29))).toEqual({ date: '2026-11-30', session: 'morning' });
    expect(rollCallNow(at(30, 13, 30))).toEqual({ date: '2026-11-30', session: 'afternoon' });
    expect(rollCallNow(at(30, 18, 0))).toEqual({ date: '2026-11-30', session: 'afternoon' });
  });

  it('Wednesday afternoon has no roll call: the morning stays the latest', () => {
    expect(rollCallNow(at(2, 15, 0, 11))).toEqual({ date: '2026-12-02', session: 'morning' });
  });

  it('a weekend: the Friday afternoon before it', () => {
    expect(rollCallNow(at(5, 10, 0, 11))).toEqual({ date: '2026-12-04', session: 'afternoon' });
    expect(rollCallNow(at(6, 23, 0, 11))).toEqual({ date: '2026-12-04', session: 'afternoon' });
  });
});

describe('attendance: the lesson roll call (a half-day from its lessons called)', () => {
  it('a lesson before 13:30 is the morning’s, from 13:30 the afternoon’s', () => {
    expect(sessionOfTime('08:30')).toBe('morning');
    expect(sessionOfTime('11:30')).toBe('morning');
    expect(sessionOfTime('13:30')).toBe('afternoon');
    expect(sessionOfTime('16:00')).toBe('afternoon');
  });

  it('absent at any lesson: the half-day is an absence, whatever the other lessons say', () => {
    expect(
      halfDayFromLessons([
        { mark: 'present', lateMinutes: null },
        { mark: 'absent', lateMinutes: null },
        { mark: 'late', lateMinutes: 5 },
      ]),
    ).toEqual({ mark: 'absent', lateMinutes: null });
  });

  it('late at a lesson and absent at none: a lateness of the first lateness’s minutes', () => {
    expect(
      halfDayFromLessons([
        { mark: 'present', lateMinutes: null },
        { mark: 'late', lateMinutes: 12 },
        { mark: 'late', lateMinutes: 3 },
      ]),
    ).toEqual({ mark: 'late', lateMinutes: 12 });
  });

  it('present at every lesson called, or no lesson called: present', () => {
    expect(halfDayFromLessons([{ mark: 'present', lateMinutes: null }])).toEqual({
      mark: 'present',
      lateMinutes: null,
    });
    expect(halfDayFromLessons([])).toEqual({ mark: 'present', lateMinutes: null });
  });
});

describe('attendance: deadlines and threshold', () => {
  it('a roll call is due once its deadline has passed (09:00 the morning, 14:30 the afternoon)', () => {
    const morning = { date: '2026-11-30', session: 'morning' } as const;
    const afternoon = { date: '2026-11-30', session: 'afternoon' } as const;
    expect(isRollCallDue(morning, at(30, 8, 59))).toBe(false);
    expect(isRollCallDue(morning, at(30, 9, 0))).toBe(true);
    expect(isRollCallDue(afternoon, at(30, 14, 29))).toBe(false);
    expect(isRollCallDue(afternoon, at(30, 14, 30))).toBe(true);
    // A past day's roll calls are due; a later day's are not.
    expect(isRollCallDue({ date: '2026-11-27', session: 'afternoon' }, at(30, 7, 0))).toBe(true);
    expect(isRollCallDue({ date: '2026-12-01', session: 'morning' }, at(30, 23, 0))).toBe(false);
  });

  it('a student is over the threshold from 4 unjustified half-days; a refused justification still counts', () => {
    expect(ABSENCE_THRESHOLD_DEFAULT).toBe(4);
    expect(isOverThreshold(3)).toBe(false);
    expect(isOverThreshold(4)).toBe(true);
    expect(isOverThreshold(2, 2)).toBe(true);
    expect(countsAsUnjustified('unjustified')).toBe(true);
    expect(countsAsUnjustified('refused')).toBe(true);
    expect(countsAsUnjustified('justified')).toBe(false);
  });

  it('a lateness lasts 1 to 240 whole minutes; justifying or refusing needs a reason, undoing does not', () => {
    expect([0, 1, 240, 241, 2.5, '10', null].map(isLateMinutes)).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(needsReason('justified')).toBe(true);
    expect(needsReason('refused')).toBe(true);
    expect(needsReason('unjustified')).toBe(false);
  });
});

describe('attendance: a branch’s setting (threshold and deadlines)', () => {
  it('without a setting: 4 half-days, 09:00 and 14:30', () => {
    expect(ATTENDANCE_SETTINGS_DEFAULT).toEqual({
      threshold: 4,
      deadlines: { morning: '09:00', afternoon: '14:30' },
    });
  });

  it('a custom threshold flags from its own count: 2 flags at 2, 6 does not flag at 5', () => {
    expect(isOverThreshold(1, 2)).toBe(false);
    expect(isOverThreshold(2, 2)).toBe(true);
    expect(isOverThreshold(5, 6)).toBe(false);
    expect(isOverThreshold(5)).toBe(true);
    expect(isOverThreshold(6, 6)).toBe(true);
  });

  it('custom deadlines decide when a roll call is missing', () => {
    const deadlines = { morning: '08:15', afternoon: '15:45' };
    const morning = { date: '2026-11-30', session: 'morning' } as const;
    const afternoon = { date: '2026-11-30', session: 'afternoon' } as const;
    expect(isRollCallDue(morning, at(30, 8, 14), deadlines)).toBe(false);
    expect(isRollCallDue(morning, at(30, 8, 15), deadlines)).toBe(true);
    // 14:30 is past the default deadline, not past this branch's.
    expect(isRollCallDue(afternoon, at(30, 14, 30))).toBe(true);
    expect(isRollCallDue(afternoon, at(30, 14, 30), deadlines)).toBe(false);
    expect(isRollCallDue(afternoon, at(30, 15, 45), deadlines)).toBe(true);
    // A past day stays due whatever the deadlines.
    expect(isRollCallDue({ date: '2026-11-27', session: 'afternoon' }, at(30, 7, 0), deadlines)).toBe(true);
  });

  it('the setting takes a whole threshold of 1 to 50, a morning deadline 07:00–12:30, an afternoon one 13:00–18:00', () => {
    expect([0, 1, 50, 51, 3.5, '3', null].map(isThreshold)).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(
      ['06:59', '07:00', '12:30', '12:31', '9:00', '25:00', 'midi', ''].map((value) =>
        isDeadline('morning', value),
      ),
    ).toEqual([false, true, true, false, false, false, false, false]);
    expect(['12:59', '13:00', '18:00', '18:01'].map((value) => isDeadline('afternoon', value))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('the office runs the setting: the admin role, or another role than the teachers’ granting the attendance permission', () => {
    expect(isAttendanceOfficeRole({ name: 'admin', permissions: [] })).toBe(true);
    expect(isAttendanceOfficeRole({ name: 'direction', permissions: ['view-attendance-page'] })).toBe(true);
    expect(isAttendanceOfficeRole({ name: 'teacher', permissions: ['view-attendance-page'] })).toBe(false);
    expect(
      isAttendanceOfficeRole({ name: 'accountant', permissions: ['view-studentengagements-page'] }),
    ).toBe(false);
  });
});
