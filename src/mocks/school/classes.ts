import type { Random } from '../core/random.ts';
import type { SchoolYearInfo, DemoStudent, DemoClass, DemoEnrolment } from './types.ts';
import { LEVELS, GIRLS, BOYS, FRENCH_FAMILY_NAMES, FAMILY_NAMES } from './names.ts';
import { sectionName } from './draws.ts';
import type { Placement } from './defaults.ts';

/**
 * Classes: per year, branch and level, as many sections as needed for 28 children at most, and each student's
 * enrolment in one of them. Draws from the generator's `random` after the families, in the same order as ever.
 */
export function classesOf(
  students: readonly DemoStudent[],
  placements: ReadonlyMap<number, Placement[]>,
  {
    random,
    current,
    previous,
    branchIds,
  }: {
    random: Random;
    current: SchoolYearInfo;
    previous: SchoolYearInfo | null;
    branchIds: readonly number[];
  },
): { classes: DemoClass[]; enrolments: DemoEnrolment[] } {
  const classes: DemoClass[] = [];
  const enrolments: DemoEnrolment[] = [];
  const yearsUsed = previous ? [current, previous] : [current];
  const groups = new Map<string, DemoStudent[]>();
  const groupKey = (yearIndex: number, branchId: number, levelIndex: number) =>
    `${yearIndex}:${branchId}:${levelIndex}`;
  for (const student of students) {
    for (const row of placements.get(student.studentid) ?? []) {
      const key = groupKey(row.yearIndex, student.branchId, row.levelIndex);
      const group = groups.get(key);
      if (group) group.push(student);
      else groups.set(key, [student]);
    }
  }
  yearsUsed.forEach((year, yearIndex) => {
    for (const branchId of branchIds) {
      let room = 0;
      LEVELS.forEach((level, levelIndex) => {
        const members = groups.get(groupKey(yearIndex, branchId, levelIndex)) ?? [];
        const sections = Math.max(1, Math.ceil(members.length / 28));
        const seats = new Array<number>(sections).fill(0);
        const sectionClasses: DemoClass[] = [];
        for (let section = 0; section < sections; section += 1) {
          room += 1;
          const female = level.cycle !== 'collège' || random.chance(0.5);
          const teacherFirst = random.pick(female ? GIRLS : BOYS);
          const teacherLast = random.pick(random.chance(0.85) ? FAMILY_NAMES : FRENCH_FAMILY_NAMES);
          sectionClasses.push({
            id: classes.length + sectionClasses.length + 1,
            yearId: year.schoolyearid,
            branchId,
            levelId: level.id,
            name: `${level.code} ${sectionName(section)}`,
            capacity: 0,
            teacher: `${female ? 'Mme' : 'M.'} ${teacherFirst[0]} ${teacherLast[0]}`,
            teacher_ar: `${female ? 'السيدة' : 'السيد'} ${teacherFirst[1]} ${teacherLast[1]}`,
            room: level.cycle === 'maternelle' ? `Salle M${room}` : `Salle ${room}`,
          });
        }
        members.forEach((student, index) => {
          const section = index % sections;
          const cls = sectionClasses[section]!;
          const row = placements
            .get(student.studentid)!
            .find((candidate) => candidate.yearIndex === yearIndex)!;
          if (row.status !== 'left') seats[section] = (seats[section] ?? 0) + 1;
          enrolments.push({
            id: 0,
            studentId: student.studentid,
            yearId: year.schoolyearid,
            branchId,
            levelId: level.id,
            classId: cls.id,
            status: row.status,
            startDate: row.startDate,
            endDate: row.endDate,
          });
        });
        sectionClasses.forEach((cls, section) => {
          cls.capacity = Math.max(seats[section] ?? 0, random.int(24, 30));
        });
        classes.push(...sectionClasses);
      });
    }
  });
  // A section keeps its main teacher from one year to the next (the draws above are kept so the rest of the data
  // set does not change).
  const currentTeachers = new Map(
    classes
      .filter((cls) => cls.yearId === current.schoolyearid)
      .map((cls) => [`${cls.branchId}:${cls.name}`, cls] as const),
  );
  for (const cls of classes) {
    const same =
      cls.yearId === current.schoolyearid ? undefined : currentTeachers.get(`${cls.branchId}:${cls.name}`);
    if (same) [cls.teacher, cls.teacher_ar] = [same.teacher, same.teacher_ar];
  }
  enrolments.sort((a, b) => a.studentId - b.studentId || b.yearId - a.yearId);
  enrolments.forEach((enrolment, index) => {
    enrolment.id = index + 1;
  });

  return { classes, enrolments };
}
