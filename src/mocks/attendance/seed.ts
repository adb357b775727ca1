import {
  halfDaysBetween,
  hasSession,
  type AbsenceKind,
  type HalfDay,
  type Justification,
  type Session,
} from '../../domain/attendance.ts';
import { daysBetween, todayIso } from '../../domain/dates.ts';
import { randomFrom, type Random } from '../core/random.ts';
import { currentYearOf, type SeedStep } from '../core/seed.ts';
import type { DemoData, DemoYear } from '../core/tables.ts';
import type { DemoClass, DemoEnrolment } from '../school/index.ts';
import { closedDayMap } from '../school-settings/index.ts';

/**
 * Attendance of the demo (docs/api.md "Demo attendance data"), counted back from today: the roll calls of every
 * school day of the current year so far (closed days left out), with about 4 % of absent and 2 % of late half-days,
 * more absences on the last two school days before holidays, most absences justified ("Maladie", "Rendez-vous
 * médical"), a few refused, and a few students absent so often that they are over the threshold. Every past half-day's roll call is taken; today's morning too, but for a handful of classes (the demo
 * teachers' among them, so their roll call opens untaken), and today's afternoon is not taken yet. The demo parent's
 * children (101 Yasmine, 102 Adam) have a few marks each, one of them unjustified; Yasmine's absence is justified by
 * her family's resolved "absence" request.
 */

/** One roll call taken: a class, a half-day, when and by whom. */
export interface DemoRollCall {
  id: number;
  branchId: number;
  yearId: number;
  classId: number;
  date: string;
  session: Session;
  takenAt: string;
  /** The name shown: who took it. */
  takenBy: string;
  /** Their account (null for a seeded roll call taken by a teacher without one). */
  takenById: number | null;
  /** Saves of this roll call: 1 once taken, one more at each save. */
  version: number;
}

/** An absence or a lateness of a student on a half-day, with its justification. */
export interface DemoAbsence {
  id: number;
  branchId: number;
  yearId: number;
  classId: number;
  studentId: number;
  date: string;
  session: Session;
  kind: AbsenceKind;
  /** The minutes of a lateness; null for an absence. */
  lateMinutes: number | null;
  state: Justification;
  reason: string | null;
  /** The family's request that justified it (its document), if any. */
  requestId: number | null;
  /** One more at each change (mark, minutes, justification). */
  version: number;
}

/** A lesson's roll call (./lessons.ts): the students marked absent or late at it (the others were present). */
export interface DemoLessonCall {
  id: number;
  classId: number;
  date: string;
  session: Session;
  /** The timetable slot of the lesson. */
  slotId: number;
  takenAt: string;
  takenBy: string;
  takenById: number | null;
  version: number;
  marks: Array<{ studentId: number; mark: AbsenceKind; lateMinutes: number | null }>;
}

/** A branch's attendance setting (./settings.ts): its threshold and roll-call deadlines. */
export interface DemoAttendanceSetting {
  branchId: number;
  threshold: number;
  deadlines: Record<Session, string>;
}

export interface AttendanceTables {
  rollCalls: DemoRollCall[];
  marks: DemoAbsence[];
  /**
   * The settings the branches chose; a branch without one (the seed's, and every branch of a data set older than
   * the setting, which has no list) uses `ATTENDANCE_SETTINGS_DEFAULT`.
   */
  settings?: DemoAttendanceSetting[];
  /** The lesson roll calls taken (./lessons.ts); none in the seed, and no list in an older data set. */
  lessonCalls?: DemoLessonCall[];
}

declare module '../core/tables.ts' {
  interface DemoData {
    /** Attendance: roll calls taken, and the absences and lateness they recorded (./seed.ts). */
    attendance: AttendanceTables;
  }
}

/** Whether a student is in a class's roll call on `date`: arrived (not still expected) and not gone yet. */
export function onRoll(enrolment: DemoEnrolment, date: string): boolean {
  return (
    enrolment.status !== 'expected' &&
    enrolment.startDate <= date &&
    (enrolment.endDate === null || enrolment.endDate >= date)
  );
}

/** `minutes` after the school's local midnight of `midnight` (ms), as the API writes instants. */
function instantAfter(midnight: number, minutes: number): string {
  return `${new Date(midnight + minutes * 60_000).toISOString().slice(0, 19)}Z`;
}

const ABSENT_RATE = 0.031;
/** A child absent in the morning is often away the whole day. */
const ABSENT_AFTERNOON_TOO = 0.6;
/** On the last two school days before holidays, families leave early: this much more absence. */
const EVE_ABSENT_RATE = 0.07;
const EVE_DAYS = 2;
const LATE_RATE = 0.02;
/** Students absent so often that they go over the threshold. */
const CHRONIC_SHARE = 0.015;
const CHRONIC_ABSENT_RATE = 0.16;
const LATE_MINUTES = [5, 5, 10, 10, 10, 15, 15, 20, 30, 45];
const ABSENCE_REASONS = ['Maladie', 'Maladie', 'Rendez-vous médical', 'Raison familiale'];
const LATE_REASONS = ['Rendez-vous médical', 'Retard du transport scolaire', 'Raison familiale'];
const REFUSAL_REASONS = ['Justificatif non recevable', 'Motif non valable', 'Justificatif remis hors délai'];

/**
 * The open school days of the year up to `today` (included), oldest first, and among them the eves of holidays:
 * the last `EVE_DAYS` school days before each holiday period (not before a single public holiday).
 */
function schoolDaysUpTo(year: DemoYear, today: string): { days: string[]; eves: Set<string> } {
  const closed = closedDayMap(year);
  const open: string[] = [];
  const eves = new Set<string>();
  let holidays = false;
  for (const { date, session } of halfDaysBetween(year.startDate, year.endDate)) {
    if (session !== 'morning') continue;
    const reason = closed.get(date);
    const inHolidays = reason !== undefined && reason !== 'publicHoliday';
    if (inHolidays && !holidays) for (const eve of open.slice(-EVE_DAYS)) eves.add(eve);
    holidays = inHolidays;
    if (!reason) open.push(date);
  }
  return { days: open.filter((date) => date <= today), eves };
}

/** Who justified or refused, and why, for a mark made `age` days ago. */
function justificationOf(
  random: Random,
  kind: AbsenceKind,
  age: number,
  chronic: boolean,
): Pick<DemoAbsence, 'state' | 'reason'> {
  const draw = random.next();
  // The last two days' marks are not dealt with yet; the chronic absentees' rarely are.
  if (age <= 2) return { state: 'unjustified', reason: null };
  const [justified, refused] = chronic ? [0.1, 0.1] : kind === 'absent' ? [0.78, 0.05] : [0.45, 0.05];
  if (draw < justified) {
    return { state: 'justified', reason: random.pick(kind === 'absent' ? ABSENCE_REASONS : LATE_REASONS) };
  }
  if (draw < justified + refused) return { state: 'refused', reason: random.pick(REFUSAL_REASONS) };
  return { state: 'unjustified', reason: null };
}

/** The number of half-days before the next mark, each half-day holding one with probability `rate`. */
function gap(random: Random, rate: number): number {
  return Math.floor(Math.log(1 - random.next()) / Math.log(1 - rate));
}

/** The demo parent's children: their marks are written out below, not drawn. */
const PARENT_CHILDREN = new Set([101, 102]);

export function generateAttendance(data: DemoData, options: { today?: string; seed?: number } = {}) {
  const tables: AttendanceTables = { rollCalls: [], marks: [] };
  const year = currentYearOf(data.years);
  const today = options.today ?? todayIso();
  if (!year || today < year.startDate) return tables;
  const random = randomFrom(options.seed ?? 7031);
  const { days, eves } = schoolDaysUpTo(year, today);
  const classes = data.classes
    .filter((cls) => cls.yearId === year.schoolyearid)
    .sort((a, b) => a.branchId - b.branchId || a.id - b.id);
  const rosters = new Map<number, DemoEnrolment[]>(classes.map((cls) => [cls.id, []]));
  for (const enrolment of data.enrolments) {
    if (enrolment.yearId === year.schoolyearid) rosters.get(enrolment.classId)?.push(enrolment);
  }
  const chronic = new Set<number>();
  for (const enrolment of data.enrolments) {
    if (enrolment.yearId === year.schoolyearid && random.chance(CHRONIC_SHARE))
      chronic.add(enrolment.studentId);
  }
  for (const id of PARENT_CHILDREN) chronic.delete(id);
  // The demo teachers' classes, and one class in seven, have not taken today's morning roll call yet.
  const linkedTeachers = new Set(
    data.education.teachers.filter((teacher) => teacher.userId).map((teacher) => teacher.id),
  );
  const untakenToday = new Set(
    classes
      .filter((cls, index) => index % 7 === 3 || linkedTeachers.has(cls.mainTeacherId ?? -1))
      .map((cls) => cls.id),
  );

  const halfDays: HalfDay[] = days.flatMap((date) =>
    date === today
      ? [{ date, session: 'morning' as const }]
      : (['morning', 'afternoon'] as const)
          .filter((session) => hasSession(date, session))
          .map((session) => ({ date, session })),
  );
  for (const { date, session } of halfDays) {
    // Local midnight, read once a day: parsing a local time is slow, and there are thousands of roll calls.
    const midnight = new Date(`${date}T00:00:00`).getTime();
    const starts = session === 'morning' ? 8 * 60 : 13 * 60 + 15;
    for (const cls of classes) {
      if (date === today && untakenToday.has(cls.id)) continue;
      tables.rollCalls.push({
        id: tables.rollCalls.length + 1,
        branchId: cls.branchId,
        yearId: cls.yearId,
        classId: cls.id,
        date,
        session,
        takenAt: instantAfter(midnight, starts + random.int(5, 40)),
        takenBy: cls.teacher || 'Vie scolaire',
        takenById: null,
        version: 1,
      });
    }
  }
  const ages = new Map(days.map((date) => [date, daysBetween(date, today)]));
  // The marks by half-day, so that they come out in date order without sorting them.
  const byHalfDay: Array<Array<Omit<DemoAbsence, 'id'>>> = halfDays.map(() => []);
  for (const cls of classes) {
    const taken = halfDays.filter(({ date }) => date !== today || !untakenToday.has(cls.id));
    const eveIndexes = taken.flatMap(({ date }, index) => (eves.has(date) ? [index] : []));
    for (const enrolment of rosters.get(cls.id) ?? []) {
      if (PARENT_CHILDREN.has(enrolment.studentId)) continue;
      const isChronic = chronic.has(enrolment.studentId);
      const absentRate = isChronic ? CHRONIC_ABSENT_RATE : ABSENT_RATE;
      const rate = absentRate + LATE_RATE;
      const marked = new Set<number>();
      const add = (at: number, kind: AbsenceKind) => {
        marked.add(at);
        byHalfDay[at]!.push({
          branchId: cls.branchId,
          yearId: cls.yearId,
          classId: cls.id,
          studentId: enrolment.studentId,
          date: taken[at]!.date,
          session: taken[at]!.session,
          kind,
          lateMinutes: kind === 'late' ? random.pick(LATE_MINUTES) : null,
          ...justificationOf(random, kind, ages.get(taken[at]!.date) ?? 0, isChronic),
          requestId: null,
          version: 1,
        });
      };
      // The half-days with a mark, drawn by the gaps between them (geometric), not half-day by half-day.
      for (let index = gap(random, rate); index < taken.length; index += 1 + gap(random, rate)) {
        const { date } = taken[index]!;
        if (!onRoll(enrolment, date)) continue;
        const kind: AbsenceKind = random.next() < absentRate / rate ? 'absent' : 'late';
        add(index, kind);
        // A child absent in the morning is often away the whole day.
        if (kind === 'absent' && taken[index + 1]?.date === date && random.chance(ABSENT_AFTERNOON_TOO)) {
          add(index + 1, kind);
          index += 1;
        }
      }
      // Before holidays, some families leave early: the eve's half-days absent (docs/api.md "Demo attendance data").
      for (const index of eveIndexes) {
        if (marked.has(index) || !onRoll(enrolment, taken[index]!.date)) continue;
        if (random.chance(EVE_ABSENT_RATE)) add(index, 'absent');
      }
    }
  }
  tables.marks = byHalfDay.flat().map((mark, index) => ({ id: index + 1, ...mark }));
  addParentChildrenMarks(
    data,
    tables,
    year,
    days.filter((date) => date !== today),
  );
  return tables;
}

/**
 * The demo parent's children: Yasmine (101) absent on the day of her family's resolved "absence" request
 * (justified by it), late once (justified) and absent on the last school day (unjustified); Adam (102) absent on
 * his request's day (justified) and late on the last school day (unjustified).
 */
function addParentChildrenMarks(
  data: DemoData,
  tables: AttendanceTables,
  year: DemoYear,
  pastDays: string[],
) {
  const latest = pastDays.at(-1);
  if (!latest) return;
  const fallback = (steps: number) => pastDays[Math.max(0, pastDays.length - 1 - steps)]!;
  for (const studentId of PARENT_CHILDREN) {
    const enrolment = data.enrolments.find(
      (row) => row.studentId === studentId && row.yearId === year.schoolyearid,
    );
    const cls = data.classes.find((row) => row.id === enrolment?.classId) as DemoClass | undefined;
    if (!enrolment || !cls) continue;
    const request = data.requests.items.find(
      (item) =>
        item.studentId === studentId &&
        item.yearId === year.schoolyearid &&
        item.state === 'resolved' &&
        data.requests.types.find((type) => type.id === item.typeId)?.kind === 'absence',
    );
    // The day the family's request names (when it is a past school day), else a week ago.
    const asked = request?.answers.find((answer) => answer.key === 'from')?.value;
    const requestDay = asked && asked !== latest && pastDays.includes(asked) ? asked : fallback(4);
    const lateDay = fallback(2) === requestDay ? fallback(3) : fallback(2);
    const mark = (
      date: string,
      kind: AbsenceKind,
      lateMinutes: number | null,
      state: Justification,
      reason: string | null,
      requestId: number | null = null,
    ) => {
      const session = 'morning';
      const taken = tables.rollCalls.some(
        (roll) => roll.classId === cls.id && roll.date === date && roll.session === session,
      );
      if (!taken || !onRoll(enrolment, date)) return;
      tables.marks.push({
        id: tables.marks.length + 1,
        branchId: cls.branchId,
        yearId: cls.yearId,
        classId: cls.id,
        studentId,
        date,
        session,
        kind,
        lateMinutes,
        state,
        reason,
        requestId,
        version: 1,
      });
    };
    mark(requestDay, 'absent', null, 'justified', 'Maladie', request?.id ?? null);
    if (studentId === 101) {
      mark(lateDay, 'late', 10, 'justified', 'Rendez-vous médical');
      mark(latest, 'absent', null, 'unjustified', null);
    } else {
      mark(latest, 'late', 15, 'unjustified', null);
    }
  }
}

/** Attendance of the current year, made on first read (most tests never read it). */
export const attendanceStep: SeedStep<'attendance'> = {
  tables: ['attendance'],
  lazy: true,
  make: (data) => ({ attendance: generateAttendance(data) }),
};
