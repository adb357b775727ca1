// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addDays, weekdayOf } from '../../domain/canteen.ts';
import { HOMEWORK_LIMITS } from '../../domain/homework.ts';
import { db } from '../core/db.ts';
import { closedDayMap } from '../school-settings/index.ts';
import { generateHomework, teacherShownName } from './seed.ts';
import { atTenOnTuesday, TODAY } from './testkit.ts';

atTenOnTuesday();

describe('homework seed (docs/api.md "Homework")', () => {
  it('every class of the year has one or two homework due each open school day of this week and the next two', () => {
    const { items } = db.data.homework;
    const year = db.data.years.find((candidate) => candidate.schoolyearid === 2)!;
    const closed = closedDayMap(year);
    const open = Array.from({ length: 21 }, (_, step) => addDays('2026-11-23', step)).filter(
      (date) => weekdayOf(date) <= 5 && !closed.has(date),
    );
    expect(open).toHaveLength(15);
    const classes = db.data.classes.filter((cls) => cls.yearId === 2);
    for (const cls of classes) {
      const own = items.filter((item) => item.classId === cls.id);
      for (const date of open) {
        const count = own.filter((item) => item.dueDate === date).length;
        expect(count, `${cls.name} on ${date}`).toBeGreaterThanOrEqual(1);
        expect(count).toBeLessThanOrEqual(2);
      }
      expect(own.every((item) => open.includes(item.dueDate))).toBe(true);
    }
  });

  it('no due date on a weekend or a closed day: none in the Christmas holidays', () => {
    const data = generateHomework(db.data, { today: '2026-12-15' });
    const year = db.data.years.find((candidate) => candidate.schoolyearid === 2)!;
    const closed = closedDayMap(year);
    expect(data.items.length).toBeGreaterThan(0);
    expect(data.items.every((item) => weekdayOf(item.dueDate) <= 5 && !closed.has(item.dueDate))).toBe(true);
    // The Christmas holidays take the two weeks from 21 December: only that week's days are due.
    const dues = new Set(data.items.map((item) => item.dueDate));
    expect([...dues].sort()).toEqual(['2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17', '2026-12-18']);
  });

  it('in the subjects the class is taught, by their teacher, due on or after the day it is published', () => {
    const { items } = db.data.homework;
    const { assignments, teachers } = db.data.education;
    for (const item of items) {
      const assignment = assignments.find(
        (row) => row.yearId === 2 && row.classId === item.classId && row.subjectId === item.subjectId,
      );
      expect(assignment, `homework ${item.id}`).toBeDefined();
      const teacher = teachers.find((candidate) => candidate.id === assignment!.teacherId)!;
      expect(item.author).toBe(teacherShownName(teacher));
      expect(item.authorId).toBe(teacher.userId ?? null);
      expect(item.publishFrom <= item.dueDate).toBe(true);
      expect(item.text.length).toBeGreaterThan(10);
      expect(item.text.length).toBeLessThanOrEqual(HOMEWORK_LIMITS.text);
      expect(item.createdAt.slice(0, 10) <= TODAY).toBe(true);
    }
    // Some are not shown to the families yet; a few carry a PDF worksheet; French and Arabic texts.
    expect(items.some((item) => item.publishFrom > TODAY)).toBe(true);
    expect(items.some((item) => item.publishFrom <= TODAY && item.dueDate > '2026-11-29')).toBe(true);
    const worksheets = items.filter((item) => item.attachment);
    expect(worksheets.length).toBeGreaterThan(10);
    expect(worksheets.length).toBeLessThan(items.length / 8);
    expect(worksheets.every((item) => item.attachment!.mimeType === 'application/pdf')).toBe(true);
    expect(items.some((item) => /page \d+/.test(item.text))).toBe(true);
    expect(items.some((item) => /[\u0600-\u06ff]/.test(item.text))).toBe(true);
  });

  it('the same day gives the same homework', () => {
    const first = generateHomework(db.data, { today: TODAY });
    const second = generateHomework(db.data, { today: TODAY });
    expect(second).toEqual(first);
  });
});
