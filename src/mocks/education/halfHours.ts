import { randomFrom, type Random } from '../core/random.ts';
import { BOYS, FAMILY_NAMES, GIRLS, phone, slug } from '../school/index.ts';
import { QUALIFICATIONS } from './catalogue.ts';
import type { DemoAssignment, DemoTeacher, EducationTables } from './types.ts';

/**
 * The half-hour lessons a teacher can give in a week: the demo's week has four 30-minute slots (timetable/seed.ts
 * SEEDED_WEEK), and a subject of 1.5 hours a week is one 55-minute lesson and one of 30 minutes.
 */
export const HALF_HOUR_LESSONS = 4;

/**
 * Where one teacher holds more classes of a 1.5-hour subject than the week has half-hour slots (the collège's Islamic
 * education in Casablanca: one teacher, six classes), a colleague of the same subject takes the classes beyond, so
 * that every class's week can be placed whole (docs/api.md "Timetable", demo data set). The colleague is appended to
 * the staff with names of their own draw, so no other teacher's id or name changes.
 */
export function shareHalfHours(education: EducationTables, seed = 20261002): void {
  const random = randomFrom(seed);
  const halves = new Map<string, DemoAssignment[]>();
  for (const row of education.assignments) {
    if (row.teacherId === null || row.hours % 1 === 0) continue;
    const key = `${row.branchId}:${row.yearId}:${row.teacherId}`;
    halves.set(key, [...(halves.get(key) ?? []), row]);
  }
  const colleagues = new Map<string, DemoTeacher[]>();
  const given = new Map<string, number>();
  for (const rows of halves.values()) {
    for (const row of rows.slice(HALF_HOUR_LESSONS)) {
      const pool = colleagues.get(`${row.branchId}:${row.subjectId}`) ?? [];
      const load = (teacher: DemoTeacher) => `${teacher.id}:${row.yearId}`;
      let colleague = pool.find((teacher) => (given.get(load(teacher)) ?? 0) < HALF_HOUR_LESSONS);
      if (!colleague) {
        colleague = newColleague(education, row, random);
        colleagues.set(`${row.branchId}:${row.subjectId}`, [...pool, colleague]);
      }
      given.set(load(colleague), (given.get(load(colleague)) ?? 0) + 1);
      row.teacherId = colleague.id;
    }
  }
}

/** A permanent teacher of the row's subject in the row's branch, 20 hours a week. */
function newColleague(education: EducationTables, row: DemoAssignment, random: Random): DemoTeacher {
  const id = Math.max(0, ...education.teachers.map((teacher) => teacher.id)) + 1;
  const female = random.chance(0.6);
  const [firstFr, firstAr] = random.pick(female ? GIRLS : BOYS);
  const [lastFr, lastAr] = random.pick(FAMILY_NAMES);
  const code = education.subjects.find((subject) => subject.id === row.subjectId)?.code ?? '';
  const teacher: DemoTeacher = {
    id,
    branchId: row.branchId,
    gender: female ? 'F' : 'M',
    firstname_fr: firstFr,
    lastname_fr: lastFr,
    firstname_ar: firstAr,
    lastname_ar: lastAr,
    phone: phone(random),
    email: `${slug(firstFr)}.${slug(lastFr)}${id}@enseignants.demo.test`,
    subjectIds: [row.subjectId],
    qualifications: QUALIFICATIONS[code] ?? [],
    contractType: 'permanent',
    contractStart: '2019-09-01',
    contractEnd: null,
    weeklyHours: 20,
    hasPhoto: true,
  };
  education.teachers.push(teacher);
  return teacher;
}
