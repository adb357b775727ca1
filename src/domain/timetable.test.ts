import { describe, expect, it } from 'vitest';
import {
  daysOf,
  periodsOf,
  plannedHours,
  slotHours,
  slotsProblem,
  timetableIssues,
  type PlacedLesson,
  type TimeSlot,
} from './timetable';

const slots: TimeSlot[] = [
  { id: 1, day: 1, start: '08:30', end: '09:25' },
  { id: 2, day: 1, start: '09:25', end: '10:20' },
  { id: 3, day: 2, start: '08:30', end: '09:25' },
  { id: 4, day: 1, start: '16:00', end: '16:30' },
];
const lesson = (id: number, slotId: number, rest: Partial<PlacedLesson> = {}): PlacedLesson => ({
  id,
  slotId,
  classId: 10,
  subjectId: 100,
  teacherId: 1000,
  roomId: 500,
  ...rest,
});

describe('timetable hours (a lesson of 55 minutes counts one hour)', () => {
  it('rounds a slot to the nearest half hour', () => {
    expect(slotHours({ start: '08:30', end: '09:25' })).toBe(1);
    expect(slotHours({ start: '16:00', end: '16:30' })).toBe(0.5);
    expect(slotHours({ start: '14:00', end: '15:50' })).toBe(2);
  });
  it('adds the hours placed per subject', () => {
    const hours = plannedHours(slots, [lesson(1, 1), lesson(2, 4), lesson(3, 3, { subjectId: 200 })]);
    expect(hours.get(100)).toBe(1.5);
    expect(hours.get(200)).toBe(1);
  });
  it('draws the grid from the slots: days in order, periods by start time', () => {
    expect(daysOf(slots)).toEqual([1, 2]);
    expect(periodsOf(slots).map((period) => period.start)).toEqual(['08:30', '09:25', '16:00']);
  });
});

describe('timetable problems', () => {
  const required = [{ classId: 10, subjectId: 100, hours: 2 }];
  it('finds nothing wrong in a timetable that matches its assignments', () => {
    expect(
      timetableIssues({ slots, lessons: [lesson(1, 1), lesson(2, 2)], required, contracts: [] }),
    ).toEqual([]);
  });
  it('flags a teacher and a room booked twice in one slot, naming both lessons', () => {
    const issues = timetableIssues({
      slots,
      lessons: [lesson(1, 1), lesson(2, 2), lesson(3, 1, { classId: 11 })],
      required,
      contracts: [],
    });
    expect(issues).toContainEqual({ kind: 'teacherTwice', slotId: 1, teacherId: 1000, lessonIds: [1, 3] });
    expect(issues).toContainEqual({ kind: 'roomTwice', slotId: 1, roomId: 500, lessonIds: [1, 3] });
    expect(issues.some((issue) => issue.kind === 'classTwice')).toBe(false);
  });
  it('flags a class given two lessons at once, and ignores lessons without teacher or room', () => {
    const issues = timetableIssues({
      slots,
      lessons: [
        lesson(1, 1, { teacherId: null, roomId: null }),
        lesson(2, 1, { subjectId: 200, teacherId: null, roomId: null }),
      ],
      required: [],
      contracts: [],
    });
    expect(issues.filter((issue) => issue.kind !== 'subjectHours')).toEqual([
      { kind: 'classTwice', slotId: 1, classId: 10, lessonIds: [1, 2] },
    ]);
  });
  it('flags a subject under or over its weekly hours, and one placed without an assignment', () => {
    const under = timetableIssues({ slots, lessons: [lesson(1, 1)], required, contracts: [] });
    expect(under).toEqual([{ kind: 'subjectHours', classId: 10, subjectId: 100, planned: 1, required: 2 }]);
    const over = timetableIssues({
      slots,
      lessons: [lesson(1, 1), lesson(2, 2), lesson(3, 4), lesson(4, 3, { subjectId: 300 })],
      required,
      contracts: [],
    });
    expect(over).toContainEqual({
      kind: 'subjectHours',
      classId: 10,
      subjectId: 100,
      planned: 2.5,
      required: 2,
    });
    expect(over).toContainEqual({
      kind: 'subjectHours',
      classId: 10,
      subjectId: 300,
      planned: 1,
      required: 0,
    });
  });
  it('flags a teacher over their contract hours, counting every class they teach', () => {
    const lessons = [lesson(1, 1), lesson(2, 2, { classId: 11 }), lesson(3, 3, { classId: 12 })];
    const issues = timetableIssues({
      slots,
      lessons,
      required: [],
      contracts: [{ teacherId: 1000, weeklyHours: 2 }],
    });
    expect(issues).toEqual([{ kind: 'teacherHours', teacherId: 1000, planned: 3, contract: 2 }]);
    expect(
      timetableIssues({ slots, lessons, required: [], contracts: [{ teacherId: 1000, weeklyHours: 3 }] }),
    ).toEqual([]);
  });
});

describe('a branch’s slots', () => {
  it('accepts a week of non-overlapping slots', () => {
    expect(slotsProblem(slots)).toBeNull();
  });
  it('refuses overlapping slots of one day, naming the second', () => {
    expect(slotsProblem([...slots, { day: 1, start: '09:00', end: '09:50' }])).toEqual({
      code: 'TIMETABLE_SLOTS_OVERLAP',
      index: 4,
    });
  });
  it('refuses a slot with a bad day or time, too short or too long', () => {
    expect(slotsProblem([{ day: 7, start: '08:30', end: '09:25' }])?.code).toBe('TIMETABLE_SLOT_INVALID');
    expect(slotsProblem([{ day: 1, start: '8:30', end: '09:25' }])?.code).toBe('TIMETABLE_SLOT_INVALID');
    expect(slotsProblem([{ day: 1, start: '08:30', end: '08:40' }])?.code).toBe('TIMETABLE_SLOT_INVALID');
    expect(slotsProblem([{ day: 1, start: '08:00', end: '12:30' }])?.code).toBe('TIMETABLE_SLOT_INVALID');
  });
});
