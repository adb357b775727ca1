import * as z from 'zod/mini';
import { TIMETABLE_ISSUE_KINDS } from '../../domain/timetable';

/** Answers of docs/api.md "Timetable" (slots and rooms, a class's, teacher's or room's week, a child's days). */
export { TIMETABLE_ISSUE_KINDS };

/** One slot of the branch's week (`day` 1 Monday … 6 Saturday, times `HH:MM`). */
export const timeSlotSchema = z.object({
  id: z.number(),
  day: z.number(),
  start: z.string(),
  end: z.string(),
});
export type TimeSlotRow = z.infer<typeof timeSlotSchema>;

export const roomSchema = z.object({ id: z.number(), name: z.string() });
export type Room = z.infer<typeof roomSchema>;

/** `GET timetable/settings?branch&year`: the branch's slots (week order) and rooms (by name). */
export const timetableSettingsSchema = z.object({
  slots: z.array(timeSlotSchema),
  rooms: z.array(roomSchema),
});
export type TimetableSettings = z.infer<typeof timetableSettingsSchema>;

/** What a settings save sends: slots and rooms, each with its id when it exists already. */
export interface TimetableSettingsInput {
  slots: Array<{ id?: number; day: number; start: string; end: string }>;
  rooms: Array<{ id?: number; name: string }>;
}

/** `GET timetable/index?branch&year`: what the user may open, and whether they may change timetables. */
export const timetableIndexSchema = z.object({
  canEdit: z.boolean(),
  classes: z.array(z.object({ id: z.number(), name: z.string(), levelname: z.string() })),
  teachers: z.array(z.object({ id: z.number(), name: z.string(), name_ar: z.string() })),
  rooms: z.array(roomSchema),
});
export type TimetableIndex = z.infer<typeof timetableIndexSchema>;

const subjectShape = {
  subjectId: z.number(),
  subject: z.string(),
  subject_ar: z.string(),
  /** `#rrggbb`, the subject's colour. */
  color: z.string(),
};
const teacherShape = {
  teacherId: z.nullable(z.number()),
  teacher: z.nullable(z.string()),
  teacher_ar: z.nullable(z.string()),
};

/**
 * A lesson as the week shows it. The read also gives each its own `version` (docs/api.md "Versions", item versions:
 * item read `GET timetable/lessons/{id}?year`), which api/versions.ts keeps for the lesson's edits.
 */
export const lessonSchema = z.object({
  id: z.number(),
  slotId: z.number(),
  classId: z.number(),
  classname: z.string(),
  ...subjectShape,
  ...teacherShape,
  roomId: z.nullable(z.number()),
  room: z.nullable(z.string()),
});
export type Lesson = z.infer<typeof lessonSchema>;

/** Another class's lesson that may clash with the week shown (same teacher or same room). */
export const otherLessonSchema = z.object({
  id: z.number(),
  slotId: z.number(),
  classId: z.number(),
  classname: z.string(),
  subjectId: z.number(),
  teacherId: z.nullable(z.number()),
  roomId: z.nullable(z.number()),
});
export type OtherLesson = z.infer<typeof otherLessonSchema>;

/** A subject the class must be taught, its teacher and weekly hours (the teaching assignment). */
export const requiredSchema = z.object({
  classId: z.number(),
  ...subjectShape,
  ...teacherShape,
  hours: z.number(),
});
export type Required = z.infer<typeof requiredSchema>;

export const timetableViewKindSchema = z.enum(['class', 'teacher', 'room']);
export type TimetableViewKind = z.infer<typeof timetableViewKindSchema>;

/** `GET timetable?branch&year&class|teacher|room`: one week, with what the grid editor checks it against. */
export const timetableSchema = z.object({
  view: z.object({
    kind: timetableViewKindSchema,
    id: z.number(),
    name: z.string(),
    name_ar: z.string(),
  }),
  canEdit: z.boolean(),
  slots: z.array(timeSlotSchema),
  rooms: z.array(roomSchema),
  lessons: z.array(lessonSchema),
  others: z.array(otherLessonSchema),
  required: z.array(requiredSchema),
  contracts: z.array(
    z.object({ teacherId: z.number(), teacher: z.string(), teacher_ar: z.string(), weeklyHours: z.number() }),
  ),
});
export type Timetable = z.infer<typeof timetableSchema>;

/** What a new lesson sends (its teacher is the class's assignment's; its room the subject's or the class's). */
export interface NewLessonInput {
  classId: number;
  subjectId: number;
  slotId: number;
  roomId?: number | null;
}

/** A day closed to lessons: the school calendar's reason, or `noLessons` (no slot that weekday). */
export const dayClosedSchema = z.nullable(
  z.enum([
    'autumnHolidays',
    'christmasHolidays',
    'winterHolidays',
    'springHolidays',
    'publicHoliday',
    'noLessons',
  ]),
);

/** `GET timetable/children/{studentid}?year&from&to`: a child's lessons, day by day. */
export const childTimetableSchema = z.object({
  studentid: z.number(),
  classname: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      closed: dayClosedSchema,
      lessons: z.array(
        z.object({
          slotId: z.number(),
          start: z.string(),
          end: z.string(),
          ...subjectShape,
          teacher: z.nullable(z.string()),
          teacher_ar: z.nullable(z.string()),
          room: z.nullable(z.string()),
        }),
      ),
    }),
  ),
});
export type ChildTimetable = z.infer<typeof childTimetableSchema>;
