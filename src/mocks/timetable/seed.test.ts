// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { slotHours, timetableIssues, type PlacedLesson } from '../../domain/timetable.ts';
import { db } from '../core/db.ts';
import { HALF_HOUR_LESSONS } from '../education/index.ts';
import { generateTimetable } from './seed.ts';

/** The seeded timetables (docs/api.md "Timetable", demo data set), checked with the rule the screens apply. */

function weekOf(branchId: number, yearId: number) {
  const data = db.data;
  const inScope = (row: { branchId: number; yearId: number }) =>
    row.branchId === branchId && row.yearId === yearId;
  const slots = data.timetable.slots.filter(inScope);
  const assignments = data.education.assignments.filter(inScope);
  const teacherOf = new Map(assignments.map((row) => [`${row.classId}:${row.subjectId}`, row.teacherId]));
  const lessons: PlacedLesson[] = data.timetable.lessons.filter(inScope).map((lesson) => ({
    ...lesson,
    teacherId: teacherOf.get(`${lesson.classId}:${lesson.subjectId}`) ?? null,
  }));
  const teachers = data.education.teachers.filter((teacher) => teacher.branchId === branchId);
  const issues = timetableIssues({
    slots,
    lessons,
    required: assignments,
    contracts: teachers.map((teacher) => ({ teacherId: teacher.id, weeklyHours: teacher.weeklyHours })),
  });
  return { slots, assignments, lessons, teachers, issues };
}

const BRANCHES = [1, 2, 3];

describe('timetable seed', () => {
  it('every branch has the 30-hour week (28 lessons of 55 minutes, four of 30) and its rooms', () => {
    for (const branchId of BRANCHES) {
      const { slots } = weekOf(branchId, 2);
      expect(slots).toHaveLength(32);
      expect(slots.reduce((sum, slot) => sum + slotHours(slot), 0)).toBe(30);
      expect(slots.filter((slot) => slot.day === 3).map((slot) => slot.start)).toEqual([
        '08:30',
        '09:25',
        '10:35',
        '11:30',
      ]);
      const rooms = db.data.timetable.rooms.filter((room) => room.branchId === branchId && room.yearId === 2);
      const classRooms = new Set(
        db.data.classes.filter((cls) => cls.branchId === branchId && cls.yearId === 2).map((cls) => cls.room),
      );
      expect(new Set(rooms.map((room) => room.name))).toEqual(
        new Set([...classRooms, 'Gymnase', 'Terrain de sport', 'Salle informatique', 'Laboratoire']),
      );
    }
  });

  it('both years: no teacher, room or class booked twice; every hour of every class placed', () => {
    for (const branchId of BRANCHES) {
      for (const yearId of [1, 2]) {
        const { slots, assignments, issues, lessons, teachers } = weekOf(branchId, yearId);
        const clashes = issues.filter((issue) => /Twice$/.test(issue.kind));
        expect(clashes, `branch ${branchId}, year ${yearId}`).toEqual([]);
        expect(lessons.length).toBeGreaterThan(300);
        // Every class's week is full: no subject over or under its weekly hours (a teacher never holds more
        // 1.5-hour classes than the week has 30-minute slots, education/halfHours.ts).
        expect(
          issues.filter((issue) => issue.kind === 'subjectHours'),
          `branch ${branchId}, year ${yearId}`,
        ).toEqual([]);
        const halfSlots = slots.filter((slot) => slotHours(slot) === 0.5).length;
        expect(halfSlots).toBe(HALF_HOUR_LESSONS);
        const halves = new Map<number, number>();
        for (const row of assignments)
          if (row.teacherId !== null && row.hours % 1 !== 0)
            halves.set(row.teacherId, (halves.get(row.teacherId) ?? 0) + 1);
        expect(Math.max(...halves.values())).toBeLessThanOrEqual(halfSlots);
        // Over contract: only the teacher the education seed gives more hours than their contract on purpose.
        const overloaded = teachers.filter(
          (teacher) =>
            assignments
              .filter((row) => row.teacherId === teacher.id)
              .reduce((sum, row) => sum + row.hours, 0) > teacher.weeklyHours,
        );
        const overHours = issues.flatMap((issue) => (issue.kind === 'teacherHours' ? [issue.teacherId] : []));
        expect(overHours.every((id) => overloaded.some((teacher) => teacher.id === id))).toBe(true);
        expect(overHours.length).toBeLessThanOrEqual(1);
      }
    }
  });

  it('sport in the sports hall or on the ground, computing in the computer room, collège sciences in the lab, the half hours of 1.5-hour subjects at 16:00', () => {
    const data = db.data;
    const rooms = new Map(data.timetable.rooms.map((room) => [room.id, room.name]));
    const slots = new Map(data.timetable.slots.map((slot) => [slot.id, slot]));
    const subjects = new Map(data.education.subjects.map((subject) => [subject.id, subject.code]));
    const classes = new Map(data.classes.map((cls) => [cls.id, cls]));
    const levels = new Map(data.levels.map((level) => [level.id, level]));
    const hours = new Map(
      data.education.assignments.map((row) => [`${row.classId}:${row.subjectId}`, row.hours]),
    );
    for (const lesson of data.timetable.lessons) {
      const code = subjects.get(lesson.subjectId);
      const cls = classes.get(lesson.classId)!;
      const room = rooms.get(lesson.roomId!);
      const college = levels.get(cls.levelId)?.cycle === 'collège';
      if (code === 'EPS') expect(['Gymnase', 'Terrain de sport']).toContain(room);
      else if (code === 'INFO') expect(room).toBe('Salle informatique');
      else if (college && (code === 'SCI' || code === 'PC')) expect(room).toBe('Laboratoire');
      else expect(room).toBe(cls.room);
      const slot = slots.get(lesson.slotId)!;
      if (slotHours(slot) === 0.5) {
        expect(slot.start).toBe('16:00');
        expect((hours.get(`${lesson.classId}:${lesson.subjectId}`) ?? 0) % 1).toBe(0.5);
      }
    }
  });

  it('spreads a subject over the days, and a maternelle class’s free hours end a day', () => {
    const data = db.data;
    const slots = new Map(data.timetable.slots.map((slot) => [slot.id, slot]));
    const perDay = new Map<string, number>();
    for (const lesson of data.timetable.lessons) {
      const key = `${lesson.classId}:${lesson.subjectId}:${slots.get(lesson.slotId)!.day}`;
      perDay.set(key, (perDay.get(key) ?? 0) + 1);
    }
    // 9 hours of French in 5 days: two a day at most; no subject three times a day in nearly every class.
    const crowded = [...perDay.values()].filter((count) => count >= 3).length;
    expect(crowded / perDay.size).toBeLessThan(0.02);
    const ps = data.classes.find((cls) => cls.branchId === 1 && cls.yearId === 2 && cls.name === 'PS A')!;
    const taken = new Set(
      data.timetable.lessons.filter((lesson) => lesson.classId === ps.id).map((lesson) => lesson.slotId),
    );
    const free = data.timetable.slots.filter(
      (slot) => slot.branchId === 1 && slot.yearId === 2 && slotHours(slot) === 1 && !taken.has(slot.id),
    );
    // The three free hours of a 25-hour week: each the day's last lesson (14:55, or 11:30 on Wednesday).
    expect(free).toHaveLength(3);
    for (const slot of free) expect(slot.start).toBe(slot.day === 3 ? '11:30' : '14:55');
  });

  it('is the same every time, and made in well under a second', () => {
    const seeded = db.data.timetable;
    // CPU time of this process (process.cpuUsage), not wall time: the generator's own cost.
    const started = process.cpuUsage();
    const again = generateTimetable(db.data);
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1000).toBeLessThan(1000);
    expect(again).toEqual(seeded);
  });
});
