import { describe, expect, it } from 'vitest';
import {
  isIsoDate,
  isUnderWay,
  safeColor,
  subjectName,
  teacherName,
  weekRange,
  weekToShow,
} from './childWeek';

describe('the week a parent is shown', () => {
  it('is the week holding the address’s day, whatever day of it; this week without one or with a wrong one', () => {
    expect(weekToShow('2026-12-23', '2026-11-24')).toBe('2026-12-21');
    expect(weekToShow('2026-12-27', '2026-11-24')).toBe('2026-12-21');
    expect(weekToShow('2026-12-21', '2026-11-24')).toBe('2026-12-21');
    expect(weekToShow(null, '2026-11-24')).toBe('2026-11-23');
    expect(weekToShow('2026-02-30', '2026-11-29')).toBe('2026-11-23');
    expect(weekToShow('next week', '2026-11-24')).toBe('2026-11-23');
  });

  it('runs Monday to Sunday', () => {
    expect(weekRange('2026-12-28')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });

  it('accepts real dates only', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2026-1-5')).toBe(false);
  });
});

describe('the lesson under way', () => {
  const lesson = { start: '09:25', end: '10:20' };
  it('is the one whose start has come and whose end has not, on its own day only', () => {
    expect(isUnderWay(lesson, '2026-11-24', '2026-11-24T09:25')).toBe(true);
    expect(isUnderWay(lesson, '2026-11-24', '2026-11-24T10:19')).toBe(true);
    expect(isUnderWay(lesson, '2026-11-24', '2026-11-24T10:20')).toBe(false);
    expect(isUnderWay(lesson, '2026-11-24', '2026-11-24T09:24')).toBe(false);
    expect(isUnderWay(lesson, '2026-11-25', '2026-11-24T10:00')).toBe(false);
  });
});

describe('names and colours', () => {
  const lesson = {
    subject: 'Mathématiques',
    subject_ar: 'الرياضيات',
    teacher: 'Mme Samira Alaoui',
    teacher_ar: 'السيدة سميرة العلوي',
  };
  it('are in Arabic on an Arabic screen, in Latin letters otherwise, or when there is no Arabic name', () => {
    expect(subjectName(lesson, 'ar')).toBe('الرياضيات');
    expect(subjectName(lesson, 'fr')).toBe('Mathématiques');
    expect(teacherName(lesson, 'ar')).toBe('السيدة سميرة العلوي');
    expect(teacherName({ teacher: 'M. Omar Tazi', teacher_ar: null }, 'ar')).toBe('M. Omar Tazi');
    expect(teacherName({ teacher: null, teacher_ar: null }, 'en')).toBeNull();
  });

  it('a subject’s dot takes only a #rrggbb colour', () => {
    expect(safeColor('#1E48EC')).toBe('#1E48EC');
    expect(safeColor('red; background: url(x)')).toBeNull();
  });
});
