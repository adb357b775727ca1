import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Lesson, Timetable } from './timetable.schemas';
import {
  clashesAt,
  issueSentence,
  issuesOf,
  neighbourSlot,
  stepOfKey,
  tintOf,
  trayRows,
  weekLayout,
} from './timetableView';

// Monday and Tuesday 08:30 and 09:25, Wednesday 08:30 only, Thursday 08:30 and 09:25.
const slots = [
  { id: 1, day: 1, start: '08:30', end: '09:25' },
  { id: 2, day: 1, start: '09:25', end: '10:20' },
  { id: 3, day: 2, start: '08:30', end: '09:25' },
  { id: 4, day: 2, start: '09:25', end: '10:20' },
  { id: 5, day: 3, start: '08:30', end: '09:25' },
  { id: 6, day: 4, start: '08:30', end: '09:25' },
  { id: 7, day: 4, start: '09:25', end: '10:20' },
  { id: 8, day: 4, start: '16:00', end: '16:30' },
];

function lesson(id: number, slotId: number, subjectId: number, teacherId: number | null): Lesson {
  return {
    id,
    slotId,
    classId: 10,
    classname: '6A',
    subjectId,
    subject: subjectId === 1 ? 'Mathématiques' : 'Français',
    subject_ar: subjectId === 1 ? 'الرياضيات' : 'الفرنسية',
    color: '#2563eb',
    teacherId,
    teacher: teacherId ? 'Mme Salma Bennis' : null,
    teacher_ar: teacherId ? 'سلمى بنيس' : null,
    roomId: 1,
    room: 'Salle 6A',
  };
}

function week(lessons: Lesson[]): Timetable {
  return {
    view: { kind: 'class', id: 10, name: '6A', name_ar: '6A' },
    canEdit: true,
    slots,
    rooms: [{ id: 1, name: 'Salle 6A' }],
    lessons,
    others: [{ id: 99, slotId: 3, classId: 11, classname: '6B', subjectId: 1, teacherId: 7, roomId: 2 }],
    required: [
      {
        classId: 10,
        subjectId: 1,
        subject: 'Mathématiques',
        subject_ar: 'الرياضيات',
        color: '#2563eb',
        teacherId: 7,
        teacher: 'Mme Salma Bennis',
        teacher_ar: 'سلمى بنيس',
        hours: 2.5,
      },
    ],
    contracts: [{ teacherId: 7, teacher: 'Mme Salma Bennis', teacher_ar: 'سلمى بنيس', weeklyHours: 20 }],
  };
}

/** A t that writes the key and its values, enough to see what a sentence is made of. */
const t = ((key: string, values: Record<string, unknown> = {}) =>
  `${key}${Object.entries(values)
    .map(([name, value]) => ` ${name}=${String(value)}`)
    .join('')}`) as unknown as TFunction;

describe('the week grid (timetableView)', () => {
  it('the arrows move a lesson between slots, skipping the places without one, and stop at the edges', () => {
    const layout = weekLayout(slots);
    expect(neighbourSlot(layout, slots, 1, 'down')).toBe(2);
    expect(neighbourSlot(layout, slots, 1, 'up')).toBe(1);
    expect(neighbourSlot(layout, slots, 2, 'down')).toBe(2);
    // Wednesday has no 09:25: the day after Tuesday 09:25 is Thursday 09:25.
    expect(neighbourSlot(layout, slots, 4, 'dayAfter')).toBe(7);
    expect(neighbourSlot(layout, slots, 7, 'dayBefore')).toBe(4);
    // Thursday 16:00 is the only slot at that time: down from 09:25 reaches it, across it stays.
    expect(neighbourSlot(layout, slots, 7, 'down')).toBe(8);
    expect(neighbourSlot(layout, slots, 8, 'dayBefore')).toBe(8);
  });

  it('left and right are mirrored right to left: the day after is on the left in Arabic', () => {
    expect(stepOfKey('ArrowRight', false)).toBe('dayAfter');
    expect(stepOfKey('ArrowLeft', false)).toBe('dayBefore');
    expect(stepOfKey('ArrowRight', true)).toBe('dayBefore');
    expect(stepOfKey('ArrowLeft', true)).toBe('dayAfter');
    expect(stepOfKey('ArrowUp', true)).toBe('up');
    expect(stepOfKey('Tab', false)).toBeNull();
  });

  it('a teacher who teaches another class in the same slot is a clash of that cell naming the other class', () => {
    const timetable = week([lesson(1, 3, 1, 7)]);
    const issues = issuesOf(timetable, timetable.lessons);
    expect(clashesAt(issues, 3, timetable.lessons, timetable)).toEqual([
      { kind: 'teacherTwice', classes: ['6B'] },
    ]);
    expect(clashesAt(issues, 1, [], timetable)).toEqual([]);
    const sentences = issues.map((issue) => issueSentence(issue, timetable, timetable.lessons, t, 'fr'));
    expect(sentences).toContain(
      'timetable.problems.teacherTwice teacher=Mme Salma Bennis day=timetable.dayInText.2 time=08:30–09:25 classes=6A, 6B',
    );
    expect(sentences).toContain(
      'timetable.problems.subjectHours subject=Mathématiques planned=1 required=2,5',
    );
    // In Arabic, the names in Arabic script.
    expect(issueSentence(issues[0]!, timetable, timetable.lessons, t, 'ar')).toContain('teacher=سلمى بنيس');
  });

  it('the tray counts the hours placed of each subject and a lesson per missing hour, a half hour counting as one', () => {
    const [row] = trayRows(week([lesson(1, 1, 1, 7)]), [lesson(1, 1, 1, 7)]);
    expect(row).toMatchObject({ subjectId: 1, planned: 1, required: 2.5, missing: 2 });
    const [done] = trayRows(week([]), [lesson(1, 1, 1, 7), lesson(2, 2, 1, 7), lesson(3, 8, 1, 7)]);
    expect(done).toMatchObject({ planned: 2.5, missing: 0 });
  });

  it('a subject colour becomes a light tint for the background, grey when it is not a colour', () => {
    expect(tintOf('#2563eb')).toBe('#dee8fc');
    expect(tintOf('#000000')).toBe('#d9d9d9');
    expect(tintOf('red')).toBe('#f1f5f9');
  });
});
