import { addDays, weekdayOf, weekStartOf } from '../../domain/canteen.ts';
import { todayIso } from '../../domain/dates.ts';
import { placeholderPdf } from '../core/pdf.ts';
import { randomFrom, type Random } from '../core/random.ts';
import { currentYearOf, type SeedStep } from '../core/seed.ts';
import type { DemoData } from '../core/tables.ts';
import { closedDayMap } from '../school-settings/index.ts';
import { homeworkText, worksheetName } from './texts.ts';

/**
 * Homework of the demo (docs/api.md "Homework"), counted from today: for every class of the current year, one or two
 * homework due each open school day of this week and the next two (no due date on a weekend or a closed day of the
 * school calendar), in the subjects the class is taught, written by the teacher of that subject, set one or two
 * school days before it is due, now and then a week or two (so some of next week's are not shown to the families
 * yet); about one in sixteen of the main subjects' with a one-page PDF worksheet.
 */

/** An attachment: what the lists show of it, and where its bytes are (null: a seeded worksheet, `worksheetPdf`). */
export interface DemoHomeworkAttachment {
  name: string;
  mimeType: string;
  size: number;
  path: string | null;
}

export interface DemoHomework {
  id: number;
  branchId: number;
  yearId: number;
  classId: number;
  subjectId: number;
  text: string;
  /** `YYYY-MM-DD`: the day it is due. */
  dueDate: string;
  /** `YYYY-MM-DD`: the families see it from this day on. */
  publishFrom: string;
  attachment: DemoHomeworkAttachment | null;
  /** The account that wrote it (null: a seeded teacher without one). */
  authorId: number | null;
  /** Its author as shown ("Mme Salma Bennis"). */
  author: string;
  createdAt: string;
}

export interface HomeworkTables {
  items: DemoHomework[];
}

declare module '../core/tables.ts' {
  interface DemoData {
    /** Homework (cahier de textes) of the classes (./seed.ts). */
    homework: HomeworkTables;
  }
}

/**
 * The bytes of a seeded worksheet: a one-page PDF made from its name and the homework's id only, so it is the same
 * at every download whatever the homework's text becomes.
 */
export function worksheetPdf(homeworkId: number, name: string): Uint8Array {
  return placeholderPdf([
    name,
    'Fiche de travail du cahier de textes',
    `Devoir ${homeworkId} - document de demonstration`,
  ]);
}

/** Weeks seeded from this week's Monday: this week and the next two. */
const WEEKS = 3;
/** Chance that a school day of a class has two homework rather than one. */
const TWO_A_DAY = 0.45;
const WORKSHEET_RATE = 1 / 24;
/** Subjects with written homework most days; the others now and then. */
const MAIN_SUBJECTS = new Set(['FR', 'AR', 'MATH', 'SCI', 'PC', 'HG', 'EN']);

/** A teacher as the answers show them: civility, first name, last name. */
export function teacherShownName(teacher: { gender: 'F' | 'M'; firstname_fr: string; lastname_fr: string }) {
  return `${teacher.gender === 'F' ? 'Mme' : 'M.'} ${teacher.firstname_fr} ${teacher.lastname_fr}`;
}

/** School days between the day a homework is set and the day it is due: mostly one or two, now and then a week. */
function leadDays(random: Random): number {
  const draw = random.next();
  if (draw < 0.6) return random.int(1, 2);
  return draw < 0.85 ? random.int(3, 5) : random.int(6, 10);
}

/** Draws one of `items`, each as likely as its weight. */
function weighted<T>(random: Random, items: ReadonlyArray<[T, number]>): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let draw = random.next() * total;
  for (const [item, weight] of items) {
    draw -= weight;
    if (draw < 0) return item;
  }
  return items.at(-1)![0];
}

export function generateHomework(
  data: DemoData,
  options: { today?: string; seed?: number } = {},
): HomeworkTables {
  const items: DemoHomework[] = [];
  const year = currentYearOf(data.years);
  const today = options.today ?? todayIso();
  if (!year) return { items };
  const random = randomFrom(options.seed ?? 4417);
  const closed = closedDayMap(year);
  const isOpen = (date: string) =>
    weekdayOf(date) <= 5 && !closed.has(date) && date >= year.startDate && date <= year.endDate;
  const monday = weekStartOf(today);
  // The open days from two weeks before (publication days) to the last seeded week's Friday.
  const open: string[] = [];
  for (let step = -14; step < WEEKS * 7; step += 1) {
    const date = addDays(monday, step);
    if (isOpen(date)) open.push(date);
  }
  const dueDays = open.filter((date) => date >= monday);
  const { subjects, teachers, assignments } = data.education;
  const subjectById = new Map(subjects.map((subject) => [subject.id, subject]));
  const teacherById = new Map(teachers.map((teacher) => [teacher.id, teacher]));
  const classes = data.classes
    .filter((cls) => cls.yearId === year.schoolyearid)
    .sort((a, b) => a.branchId - b.branchId || a.id - b.id);
  const taught = new Map<number, Array<[(typeof assignments)[number], number]>>();
  for (const row of assignments) {
    if (row.yearId !== year.schoolyearid || row.teacherId === null) continue;
    const code = subjectById.get(row.subjectId)?.code ?? '';
    const list = taught.get(row.classId) ?? [];
    list.push([row, MAIN_SUBJECTS.has(code) ? 4 : 1]);
    taught.set(row.classId, list);
  }
  for (const cls of classes) {
    const choices = taught.get(cls.id) ?? [];
    if (choices.length === 0) continue;
    for (const dueDate of dueDays) {
      const count = random.chance(TWO_A_DAY) && choices.length > 1 ? 2 : 1;
      const picked = new Set<number>();
      while (picked.size < count) picked.add(weighted(random, choices).id);
      for (const assignmentId of picked) {
        const assignment = choices.find(([row]) => row.id === assignmentId)![0];
        const subject = subjectById.get(assignment.subjectId)!;
        const teacher = teacherById.get(assignment.teacherId!)!;
        const at = open.indexOf(dueDate);
        const publishFrom = open[Math.max(0, at - leadDays(random))]!;
        const written =
          publishFrom < today ? publishFrom : (open.filter((day) => day < today).at(-1) ?? today);
        const id = items.length + 1;
        const worksheet =
          MAIN_SUBJECTS.has(subject.code) && random.chance(WORKSHEET_RATE)
            ? worksheetName(subject.code, id)
            : null;
        items.push({
          id,
          branchId: cls.branchId,
          yearId: cls.yearId,
          classId: cls.id,
          subjectId: subject.id,
          text: homeworkText(random, subject.code),
          dueDate,
          publishFrom,
          attachment: worksheet
            ? {
                name: worksheet,
                mimeType: 'application/pdf',
                size: worksheetPdf(id, worksheet).length,
                path: null,
              }
            : null,
          authorId: teacher.userId ?? null,
          author: teacherShownName(teacher),
          createdAt: `${written}T${String(15 + random.int(0, 3)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00Z`,
        });
      }
    }
  }
  // The first homework a class's families see now (published, still to do, first in the order of their list: due
  // date, then the subject's order, then id, mocks/homework/children.ts), and the class's last, carry a worksheet: the
  // first rows of a parent's view and of the office's list (newest due first) show an attachment to download, whatever
  // the day (two due the same day are shown in the subjects' order, not in the order they were written).
  const listOrder = (a: DemoHomework, b: DemoHomework) =>
    a.dueDate.localeCompare(b.dueDate) ||
    (subjectById.get(a.subjectId)?.order ?? 0) - (subjectById.get(b.subjectId)?.order ?? 0) ||
    a.id - b.id;
  for (const cls of classes) {
    const ofClass = items.filter((item) => item.classId === cls.id);
    const firstSeen = ofClass
      .filter((item) => item.publishFrom <= today && item.dueDate >= today)
      .sort(listOrder)[0];
    for (const item of [firstSeen, ofClass.at(-1)]) {
      const subject = item && subjectById.get(item.subjectId);
      if (!item || !subject || item.attachment) continue;
      const name = worksheetName(subject.code, item.id);
      item.attachment = {
        name,
        mimeType: 'application/pdf',
        size: worksheetPdf(item.id, name).length,
        path: null,
      };
    }
  }
  return { items };
}

/** Homework of the current year, made on first read (most tests never read it; a fake clock set before counts). */
export const homeworkStep: SeedStep<'homework'> = {
  tables: ['homework'],
  lazy: true,
  make: (data) => ({ homework: generateHomework(data) }),
};
