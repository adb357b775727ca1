import { describe, expect, it } from 'vitest';
import {
  completion,
  contractEndsSoon,
  distribution,
  domainMastery,
  isHalfHours,
  subjectsWithoutTeacher,
  teacherLoad,
} from './education';

describe('education rules (docs/api.md "Education")', () => {
  it('a contract ending within 30 days of today is flagged; an open-ended or ended one is not', () => {
    expect(contractEndsSoon('2026-12-26', '2026-11-26')).toBe(true);
    expect(contractEndsSoon('2026-11-26', '2026-11-26')).toBe(true);
    expect(contractEndsSoon('2026-12-27', '2026-11-26')).toBe(false);
    expect(contractEndsSoon(null, '2026-11-26')).toBe(false);
    expect(contractEndsSoon('2026-11-25', '2026-11-26')).toBe(false);
  });

  it("a teacher's load sums their assignments' hours and is over when above the contract", () => {
    const rows = [
      { classId: 1, subjectId: 1, teacherId: 7, hours: 9 },
      { classId: 2, subjectId: 1, teacherId: 7, hours: 9.5 },
      { classId: 2, subjectId: 2, teacherId: 8, hours: 4 },
    ];
    expect(teacherLoad(rows, 7, 18)).toEqual({ hours: 18.5, over: true });
    expect(teacherLoad(rows, 7, 18.5)).toEqual({ hours: 18.5, over: false });
    expect(teacherLoad(rows, 9, 10)).toEqual({ hours: 0, over: false });
  });

  it('the subjects of the level a class has no teacher for, an assignment without a teacher counting as missing', () => {
    const level = [
      { subjectId: 1, hours: 5 },
      { subjectId: 2, hours: 3 },
      { subjectId: 3, hours: 2 },
    ];
    const assigned = [
      { classId: 1, subjectId: 1, teacherId: 4, hours: 5 },
      { classId: 1, subjectId: 2, teacherId: null, hours: 3 },
    ];
    expect(subjectsWithoutTeacher(level, assigned)).toEqual([2, 3]);
  });

  it('hours go by half hours from 0.5 to the limit', () => {
    expect(isHalfHours(0.5, 30)).toBe(true);
    expect(isHalfHours(30, 30)).toBe(true);
    expect(isHalfHours(0, 30)).toBe(false);
    expect(isHalfHours(1.25, 30)).toBe(false);
    expect(isHalfHours(30.5, 30)).toBe(false);
    expect(isHalfHours('2', 30)).toBe(false);
  });

  it('the four-step scale: a result sheet completion, the distribution per step, a domain in one word', () => {
    expect(completion(30, 10, 6)).toBe(50);
    expect(completion(0, 0, 6)).toBe(0);
    expect(distribution([1, 2, 2, 4, 7, 3])).toEqual([1, 2, 1, 1]);
    expect(domainMastery([3, 4, 4])).toBe(4);
    expect(domainMastery([1, 2])).toBe(2);
    expect(domainMastery([])).toBeNull();
  });
});
