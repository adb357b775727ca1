import { todayIso } from '../../domain/dates.ts';
import { sortSlots } from '../../domain/timetable.ts';
import { db } from '../core/db.ts';
import { error } from '../core/listing.ts';
import { staffHolds } from '../core/staffScope.ts';
import type { DemoData, DemoUser } from '../core/tables.ts';
import type { DemoClass } from '../school/index.ts';
import type { DemoLesson, DemoRoom, DemoTimetableSlot, TimetableTables } from './seed.ts';

/**
 * docs/api.md "Timetable": who sees and changes which timetables, and the rows the answers are made of (a lesson as
 * the week shows it, a slot, a room, a teacher's shown name).
 */
export const PERMISSION = 'view-timetable-page';
/** The built-in teachers' role (access management's key): with it alone, a teacher reads their own weeks only. */
const TEACHER_ROLE = 'teacher';

type DemoTeacher = DemoData['education']['teachers'][number];
type DemoAssignment = DemoData['education']['assignments'][number];
type DemoSubject = DemoData['education']['subjects'][number];

export function tables(data: DemoData = db.data): TimetableTables {
  return data.timetable;
}

/**
 * Whether `user` changes the timetables of a branch and year: an admin there, or a role there other than the
 * teachers' granting `view-timetable-page` (the direction). The teacher's role alone reads, never changes.
 */
export function mayEdit(user: DemoUser, branch: number, year: number): boolean {
  return (
    staffHolds(user, PERMISSION, branch, year) &&
    user.roles.some(
      (role) =>
        role.schoolbranchid === branch &&
        role.schoolyearid === year &&
        (role.name === 'admin' || (role.name !== TEACHER_ROLE && role.permissions.includes(PERMISSION))),
    )
  );
}

/** What a user sees of a branch and year: everything (`all`), or a teacher's own records and the classes they teach. */
export interface Sight {
  canEdit: boolean;
  all: boolean;
  teacherIds: ReadonlySet<number>;
  classIds: ReadonlySet<number>;
}

/** The sight of `user` on a branch and year, or null without `view-timetable-page` there. */
export function sightOf(user: DemoUser, branch: number, year: number): Sight | null {
  if (!staffHolds(user, PERMISSION, branch, year)) return null;
  const canEdit = mayEdit(user, branch, year);
  const data = db.data;
  const teacherIds = new Set(
    data.education.teachers
      .filter((teacher) => teacher.userId === user.id && teacher.branchId === branch)
      .map((teacher) => teacher.id),
  );
  const classIds = new Set(
    data.education.assignments
      .filter((row) => row.yearId === year && row.teacherId !== null && teacherIds.has(row.teacherId))
      .map((row) => row.classId),
  );
  for (const cls of data.classes) {
    if (cls.branchId === branch && cls.yearId === year && teacherIds.has(cls.mainTeacherId ?? -1))
      classIds.add(cls.id);
  }
  return { canEdit, all: canEdit, teacherIds, classIds };
}

/** A school year has ended (its last day is before today): its timetables no longer change (409 `YEAR_CLOSED`). */
export function yearClosed(yearId: number): boolean {
  const year = db.data.years.find((candidate) => candidate.schoolyearid === yearId);
  return year !== undefined && year.endDate < todayIso();
}

export function closedYearError() {
  return error(409, 'This school year has ended: its timetables can no longer change', 'YEAR_CLOSED');
}

/** A teacher's names as shown: "Mme Firstname Lastname", and in Arabic script. */
export function teacherNames(teacher: DemoTeacher): [string, string] {
  return [
    `${teacher.gender === 'F' ? 'Mme' : 'M.'} ${teacher.firstname_fr} ${teacher.lastname_fr}`,
    `${teacher.gender === 'F' ? 'السيدة' : 'السيد'} ${teacher.firstname_ar} ${teacher.lastname_ar}`,
  ];
}

export const slotView = (slot: DemoTimetableSlot) => ({
  id: slot.id,
  day: slot.day,
  start: slot.start,
  end: slot.end,
});
export const roomView = (room: DemoRoom) => ({ id: room.id, name: room.name });
export const byRoomName = (a: DemoRoom, b: DemoRoom) =>
  a.name.localeCompare(b.name, 'fr', { numeric: true }) || a.id - b.id;

/** Everything a branch's week is shown with, read once per answer. */
export class WeekContext {
  readonly slots: DemoTimetableSlot[];
  readonly rooms: DemoRoom[];
  readonly lessons: DemoLesson[];
  readonly classes = new Map<number, DemoClass>();
  readonly subjects = new Map<number, DemoSubject>();
  readonly teachers = new Map<number, DemoTeacher>();
  /** The class's assignment of a subject, by `classId:subjectId`. */
  readonly assignments = new Map<string, DemoAssignment>();
  private readonly roomNames = new Map<number, string>();
  private readonly order = new Map<number, number>();

  readonly branch: number;
  readonly year: number;

  constructor(branch: number, year: number, data: DemoData = db.data) {
    this.branch = branch;
    this.year = year;
    const timetable = tables(data);
    this.slots = sortSlots(
      timetable.slots.filter((slot) => slot.branchId === branch && slot.yearId === year),
    );
    this.slots.forEach((slot, index) => this.order.set(slot.id, index));
    this.rooms = timetable.rooms
      .filter((room) => room.branchId === branch && room.yearId === year)
      .sort(byRoomName);
    for (const room of this.rooms) this.roomNames.set(room.id, room.name);
    this.lessons = timetable.lessons.filter((lesson) => lesson.branchId === branch && lesson.yearId === year);
    for (const cls of data.classes)
      if (cls.branchId === branch && cls.yearId === year) this.classes.set(cls.id, cls);
    for (const subject of data.education.subjects)
      if (subject.branchId === branch) this.subjects.set(subject.id, subject);
    for (const teacher of data.education.teachers)
      if (teacher.branchId === branch) this.teachers.set(teacher.id, teacher);
    for (const row of data.education.assignments) {
      if (row.branchId === branch && row.yearId === year)
        this.assignments.set(`${row.classId}:${row.subjectId}`, row);
    }
  }

  /** A lesson's teacher: its class's assignment's for the subject (null: nobody). */
  teacherOf(lesson: Pick<DemoLesson, 'classId' | 'subjectId'>): number | null {
    return this.assignments.get(`${lesson.classId}:${lesson.subjectId}`)?.teacherId ?? null;
  }

  subjectFields(subjectId: number) {
    const subject = this.subjects.get(subjectId);
    return {
      subjectId,
      subject: subject?.name_fr ?? '',
      subject_ar: subject?.name_ar ?? '',
      color: subject?.color ?? '#64748b',
    };
  }

  teacherFields(teacherId: number | null) {
    const teacher = teacherId === null ? undefined : this.teachers.get(teacherId);
    const [name, name_ar] = teacher ? teacherNames(teacher) : [null, null];
    return { teacherId: teacher ? teacherId : null, teacher: name, teacher_ar: name_ar };
  }

  roomName(roomId: number | null): string | null {
    return roomId === null ? null : (this.roomNames.get(roomId) ?? null);
  }

  /** Week order of lessons (slot, then class name). */
  byWeek = (a: DemoLesson, b: DemoLesson) =>
    (this.order.get(a.slotId) ?? 0) - (this.order.get(b.slotId) ?? 0) ||
    (this.classes.get(a.classId)?.name ?? '').localeCompare(this.classes.get(b.classId)?.name ?? '', 'fr') ||
    a.id - b.id;

  /** A lesson as the week shows it, and as its own read answers it (the same JSON: its version is its hash). */
  lessonView(lesson: DemoLesson) {
    return {
      id: lesson.id,
      slotId: lesson.slotId,
      classId: lesson.classId,
      classname: this.classes.get(lesson.classId)?.name ?? '',
      ...this.subjectFields(lesson.subjectId),
      ...this.teacherFields(this.teacherOf(lesson)),
      roomId: lesson.roomId,
      room: this.roomName(lesson.roomId),
    };
  }

  /** Another class's lesson that may clash with the week shown. */
  otherView(lesson: DemoLesson) {
    return {
      id: lesson.id,
      slotId: lesson.slotId,
      classId: lesson.classId,
      classname: this.classes.get(lesson.classId)?.name ?? '',
      subjectId: lesson.subjectId,
      teacherId: this.teacherOf(lesson),
      roomId: lesson.roomId,
    };
  }
}
