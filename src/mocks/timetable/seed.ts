import { slotHours, sortSlots } from '../../domain/timetable.ts';
import { randomFrom } from '../core/random.ts';
import type { SeedStep } from '../core/seed.ts';
import type { DemoData } from '../core/tables.ts';
import type { DemoClass } from '../school/index.ts';
import { placeLessons, type Want, type Week } from './placement.ts';

/**
 * Timetables of the demo (docs/api.md "Timetable", demo data set): per branch and year, the week's slots (Monday,
 * Tuesday, Thursday and Friday six 55-minute lessons and a 30-minute one at 16:00, Wednesday the four morning ones:
 * 30 hours) and the rooms (each class's own, the sports hall, the sports ground, the computer room, the laboratory),
 * and for every class the lessons of its teaching assignments, every hour placed (a half hour in a 30-minute slot)
 * with no teacher, room or class booked twice (./placement.ts; no teacher has more half hours than the week has
 * 30-minute slots, education/halfHours.ts). A lesson's teacher is its class's assignment's for the subject, read when it is
 * shown (an assignment's new teacher takes its lessons along).
 */

/** One slot of a branch's week in a year. */
export interface DemoTimetableSlot {
  id: number;
  branchId: number;
  yearId: number;
  /** 1 Monday … 6 Saturday. */
  day: number;
  start: string;
  end: string;
}

export interface DemoRoom {
  id: number;
  branchId: number;
  yearId: number;
  name: string;
}

/** A lesson placed: a class's subject in a slot and a room (null: none). */
export interface DemoLesson {
  id: number;
  branchId: number;
  yearId: number;
  classId: number;
  subjectId: number;
  slotId: number;
  roomId: number | null;
}

export interface TimetableTables {
  slots: DemoTimetableSlot[];
  rooms: DemoRoom[];
  lessons: DemoLesson[];
}

declare module '../core/tables.ts' {
  interface DemoData {
    /** Timetables: each branch's slots and rooms per year, and the lessons placed in them (./seed.ts). */
    timetable: TimetableTables;
  }
}

const DAY_PERIODS: ReadonlyArray<[string, string]> = [
  ['08:30', '09:25'],
  ['09:25', '10:20'],
  ['10:35', '11:30'],
  ['11:30', '12:25'],
  ['14:00', '14:55'],
  ['14:55', '15:50'],
  ['16:00', '16:30'],
];
/** Wednesday: the morning only. */
const WEDNESDAY_PERIODS = DAY_PERIODS.slice(0, 4);

/** The seeded week: 28 lessons of 55 minutes and four of 30 minutes, 30 hours. */
export const SEEDED_WEEK: ReadonlyArray<{ day: number; start: string; end: string }> = [
  1, 2, 3, 4, 5,
].flatMap((day) =>
  (day === 3 ? WEDNESDAY_PERIODS : DAY_PERIODS).map(([start, end]) => ({ day, start, end })),
);

/** The rooms every branch has beside its classes' own, and the subjects that are taught there. */
export const SPECIAL_ROOMS = {
  sport: ['Gymnase', 'Terrain de sport'],
  computing: ['Salle informatique'],
  lab: ['Laboratoire'],
} as const;
export type RoomPool = keyof typeof SPECIAL_ROOMS;

/**
 * The shared room a subject is taught in: sport in the sports hall or on the ground, computing in the computer room,
 * the collège's sciences (life and earth, physics and chemistry) in the laboratory; else null, the class's own room.
 */
export function poolOf(subjectCode: string | undefined, college: boolean): RoomPool | null {
  if (subjectCode === 'EPS') return 'sport';
  if (subjectCode === 'INFO') return 'computing';
  if (college && (subjectCode === 'SCI' || subjectCode === 'PC')) return 'lab';
  return null;
}

interface Lesson extends Omit<DemoLesson, 'id' | 'roomId'> {
  pool: RoomPool | null;
  room: string;
}

/** A branch's lessons of one year, every hour of every class placed. */
function placeYear(
  data: DemoData,
  branchId: number,
  yearId: number,
  slots: readonly DemoTimetableSlot[],
  seed: number,
): Lesson[] {
  const education = data.education;
  const levels = new Map(data.levels.map((level) => [level.id, level]));
  const codes = new Map(education.subjects.map((subject) => [subject.id, subject.code]));
  const subjectOrder = new Map(education.subjects.map((subject) => [subject.id, subject.order]));
  const classes = data.classes
    .filter((cls) => cls.branchId === branchId && cls.yearId === yearId)
    .sort(
      (a, b) =>
        (levels.get(a.levelId)?.order ?? 0) - (levels.get(b.levelId)?.order ?? 0) ||
        a.name.localeCompare(b.name) ||
        a.id - b.id,
    );
  const full = slots.filter((slot) => slotHours(slot) === 1);
  const half = slots.filter((slot) => slotHours(slot) === 0.5);
  const lastOfDay = new Map<number, string>();
  for (const slot of full)
    if (slot.start > (lastOfDay.get(slot.day) ?? '')) lastOfDay.set(slot.day, slot.start);
  const week = (list: readonly DemoTimetableSlot[]): Week => ({
    days: list.map((slot) => slot.day),
    freeAt: list.map((slot) => slot.start === lastOfDay.get(slot.day) || slotHours(slot) !== 1),
  });
  const wants = classes.map((cls) => {
    const college = levels.get(cls.levelId)?.cycle === 'collège';
    const rows = education.assignments
      .filter((row) => row.classId === cls.id)
      .sort((a, b) => (subjectOrder.get(a.subjectId) ?? 0) - (subjectOrder.get(b.subjectId) ?? 0));
    const wholes: Want[] = [];
    const halves: Want[] = [];
    for (const row of rows) {
      const want = {
        subjectId: row.subjectId,
        teacherId: row.teacherId,
        pool: poolOf(codes.get(row.subjectId), college),
      };
      for (let hour = 1; hour <= row.hours; hour += 1) wholes.push(want);
      if (row.hours % 1 !== 0) halves.push(want);
    }
    return { wholes, halves };
  });
  const halves = wants.map((want) => want.halves);
  const capacity = { sport: SPECIAL_ROOMS.sport.length };
  const random = randomFrom(seed);
  const halfPlaced = placeLessons({ week: week(half), classes: halves, capacity, random });
  const placedDays = halves.map((list, c) =>
    list.flatMap((want, w) => {
      const slot = half[halfPlaced.slotOf[c]![w]!];
      return slot ? [{ subjectId: want.subjectId, day: slot.day }] : [];
    }),
  );
  const fullPlaced = placeLessons({
    week: week(full),
    classes: wants.map(({ wholes }) => wholes),
    capacity,
    placedDays,
    random,
  });
  const lessons: Lesson[] = [];
  const add = (
    cls: DemoClass,
    list: readonly Want[],
    at: readonly number[],
    from: readonly DemoTimetableSlot[],
  ) =>
    list.forEach((want, w) => {
      const slot = from[at[w]!];
      if (!slot) return;
      lessons.push({
        branchId,
        yearId,
        classId: cls.id,
        subjectId: want.subjectId,
        slotId: slot.id,
        pool: want.pool as RoomPool | null,
        room: cls.room,
      });
    });
  classes.forEach((cls, c) => {
    add(cls, halves[c]!, halfPlaced.slotOf[c]!, half);
    add(cls, wants[c]!.wholes, fullPlaced.slotOf[c]!, full);
  });
  return lessons;
}

/** The week's slots, the rooms and the lessons of every branch, for the current year and the one before. */
export function generateTimetable(data: DemoData, options: { seed?: number } = {}): TimetableTables {
  const tables: TimetableTables = { slots: [], rooms: [], lessons: [] };
  const years = [...data.years].sort((a, b) => b.startDate.localeCompare(a.startDate)).slice(0, 2);
  const placed: Array<Lesson & { order: number }> = [];
  for (const branch of data.branches) {
    for (const year of years) {
      const branchId = branch.schoolbranchid;
      const yearId = year.schoolyearid;
      for (const slot of SEEDED_WEEK)
        tables.slots.push({ id: tables.slots.length + 1, branchId, yearId, ...slot });
      const yearSlots = tables.slots.filter((slot) => slot.branchId === branchId && slot.yearId === yearId);
      const own = new Set(
        data.classes
          .filter((cls) => cls.branchId === branchId && cls.yearId === yearId)
          .map((cls) => cls.room),
      );
      const names = [...own].sort((a, b) => a.localeCompare(b, 'fr', { numeric: true }));
      for (const name of [...names, ...Object.values(SPECIAL_ROOMS).flat()])
        tables.rooms.push({ id: tables.rooms.length + 1, branchId, yearId, name });
      const order = new Map(sortSlots(yearSlots).map((slot, index) => [slot.id, index]));
      const seed = (options.seed ?? 20261130) + branchId * 101 + yearId * 7;
      for (const lesson of placeYear(data, branchId, yearId, yearSlots, seed))
        placed.push({ ...lesson, order: order.get(lesson.slotId) ?? 0 });
    }
  }
  placed.sort(
    (a, b) => a.branchId - b.branchId || b.yearId - a.yearId || a.classId - b.classId || a.order - b.order,
  );
  // Rooms: the class's own, or the shared room's first free one in that slot.
  const roomId = new Map(
    tables.rooms.map((room) => [`${room.branchId}:${room.yearId}:${room.name}`, room.id]),
  );
  const taken = new Set<string>();
  for (const lesson of placed) {
    const scope = `${lesson.branchId}:${lesson.yearId}`;
    const names = lesson.pool ? SPECIAL_ROOMS[lesson.pool] : [lesson.room];
    const name = names.find((candidate) => !taken.has(`${lesson.slotId}:${candidate}`)) ?? names[0]!;
    taken.add(`${lesson.slotId}:${name}`);
    tables.lessons.push({
      id: tables.lessons.length + 1,
      branchId: lesson.branchId,
      yearId: lesson.yearId,
      classId: lesson.classId,
      subjectId: lesson.subjectId,
      slotId: lesson.slotId,
      roomId: roomId.get(`${scope}:${name}`) ?? null,
    });
  }
  return tables;
}

/** Timetables of the current year and the one before, made on first read (most tests never read them). */
export const timetableStep: SeedStep<'timetable'> = {
  tables: ['timetable'],
  lazy: true,
  make: (data) => ({ timetable: generateTimetable(data) }),
};
