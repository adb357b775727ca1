import { describe, expect, it } from 'vitest';
import {
  DUE_BEFORE_PUBLICATION,
  groupHomework,
  HOMEWORK_ATTACHMENT_TYPES,
  HOMEWORK_LIMITS,
  homeworkGroupOf,
  homeworkProblems,
  isIsoDate,
  isPublished,
  nextSchoolDay,
} from './homework';

describe('homework: what a homework may say (docs/api.md "Homework")', () => {
  const valid = { text: 'Exercices 3 et 4 page 52', dueDate: '2026-11-26', publishFrom: '2026-11-24' };

  it('a text of 1 to 2000 characters once trimmed, two real dates, due on or after its publication', () => {
    expect(homeworkProblems(valid)).toEqual({});
    expect(homeworkProblems({ ...valid, dueDate: valid.publishFrom })).toEqual({});
    expect(homeworkProblems({ ...valid, text: 'x'.repeat(HOMEWORK_LIMITS.text) })).toEqual({});
    expect(homeworkProblems({ ...valid, text: '   ' })).toEqual({ text: 'REQUIRED' });
    expect(homeworkProblems({ ...valid, text: 'x'.repeat(2001) })).toEqual({ text: 'TOO_LONG' });
    expect(homeworkProblems({ ...valid, text: ` ${'x'.repeat(2000)} ` })).toEqual({});
  });

  it('dates: required, real, and the due date not before the publication date', () => {
    expect(homeworkProblems({ ...valid, dueDate: '' })).toEqual({ dueDate: 'REQUIRED' });
    expect(homeworkProblems({ ...valid, publishFrom: '' })).toEqual({ publishFrom: 'REQUIRED' });
    expect(homeworkProblems({ ...valid, dueDate: '2026-02-30' })).toEqual({ dueDate: 'INVALID_DATE' });
    expect(homeworkProblems({ ...valid, publishFrom: '24/11/2026' })).toEqual({
      publishFrom: 'INVALID_DATE',
    });
    expect(homeworkProblems({ ...valid, dueDate: '2026-11-23' })).toEqual({
      dueDate: DUE_BEFORE_PUBLICATION,
    });
    expect(isIsoDate('2026-11-24')).toBe(true);
    expect(isIsoDate('2026-13-01')).toBe(false);
  });

  it('families see a homework from its publication date on', () => {
    expect(isPublished('2026-11-24', '2026-11-23')).toBe(false);
    expect(isPublished('2026-11-24', '2026-11-24')).toBe(true);
    expect(isPublished('2026-11-20', '2026-11-24')).toBe(true);
  });

  it('an attachment is a PDF, a picture, a Word document or plain text', () => {
    expect(HOMEWORK_ATTACHMENT_TYPES).toEqual(
      expect.arrayContaining(['application/pdf', 'image/jpeg', 'image/png', 'text/plain']),
    );
    expect(HOMEWORK_ATTACHMENT_TYPES).not.toContain('text/html');
    expect(HOMEWORK_ATTACHMENT_TYPES).not.toContain('image/svg+xml');
  });
});

describe('homework: the next school day and the groups of a parent’s view', () => {
  it('the next school day skips weekends and the closed days', () => {
    expect(nextSchoolDay('2026-11-24')).toBe('2026-11-25'); // Tuesday -> Wednesday
    expect(nextSchoolDay('2026-11-27')).toBe('2026-11-30'); // Friday -> Monday
    expect(nextSchoolDay('2026-11-28')).toBe('2026-11-30'); // Saturday -> Monday
    // Wednesday 18 November is a public holiday: from Tuesday, the next school day is Thursday.
    expect(nextSchoolDay('2026-11-17', (date) => date === '2026-11-18')).toBe('2026-11-19');
    // The Christmas holidays: from Friday 18 December, Monday 4 January.
    const holidays = (date: string) => date >= '2026-12-21' && date <= '2027-01-03';
    expect(nextSchoolDay('2026-12-18', holidays)).toBe('2027-01-04');
  });

  it('"pour demain" is the next school day; "cette semaine" until Sunday, today included; "plus tard" after', () => {
    const tuesday = { today: '2026-11-24', nextSchoolDay: '2026-11-25' };
    expect(homeworkGroupOf('2026-11-25', tuesday)).toBe('tomorrow');
    expect(homeworkGroupOf('2026-11-24', tuesday)).toBe('thisWeek');
    expect(homeworkGroupOf('2026-11-27', tuesday)).toBe('thisWeek');
    expect(homeworkGroupOf('2026-11-29', tuesday)).toBe('thisWeek');
    expect(homeworkGroupOf('2026-11-30', tuesday)).toBe('later');
    // On a Friday, Monday's homework is "pour demain" although it is next week.
    const friday = { today: '2026-11-27', nextSchoolDay: '2026-11-30' };
    expect(homeworkGroupOf('2026-11-30', friday)).toBe('tomorrow');
    expect(homeworkGroupOf('2026-11-27', friday)).toBe('thisWeek');
    expect(homeworkGroupOf('2026-12-01', friday)).toBe('later');
  });

  it('groups in their order, each by due date, the empty ones left out', () => {
    const when = { today: '2026-11-24', nextSchoolDay: '2026-11-25' };
    const items = [
      { id: 1, dueDate: '2026-12-01' },
      { id: 2, dueDate: '2026-11-27' },
      { id: 3, dueDate: '2026-11-25' },
      { id: 4, dueDate: '2026-11-26' },
      { id: 5, dueDate: '2026-11-25' },
    ];
    expect(groupHomework(items, when)).toEqual([
      { group: 'tomorrow', items: [items[2], items[4]] },
      { group: 'thisWeek', items: [items[3], items[1]] },
      { group: 'later', items: [items[0]] },
    ]);
    expect(groupHomework(items.slice(2, 3), when)).toEqual([{ group: 'tomorrow', items: [items[2]] }]);
    expect(groupHomework([], when)).toEqual([]);
  });
});
