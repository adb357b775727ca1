/**
 * Education in the demo (docs/api.md "Education"), generated deterministically from the school: in every branch the
 * subjects with their weekly hours per level, the teaching staff (about 80 teachers over the three branches, names in
 * Latin and Arabic script, contracts, qualifications), the teaching assignments of both years (a primary class has
 * its main teacher for French, mathematics and science and an Arabic teacher; collège classes a teacher per subject),
 * a skills grid per level, the four labels of the scale, and per level one finished diagnostic campaign (the start of
 * the year) and one running (about 60 % of its results given). One collège class has no computing teacher, so the
 * pedagogical page has a gap to show; a few contracts end within 30 days of today. Every seeded teacher has a photo (a
 * PNG silhouette, students/photos.ts seededPortrait).
 */
import { addDays } from '../../domain/canteen.ts';
import { todayIso } from '../../domain/dates.ts';
import type { ContractType, MasteryValue } from '../../domain/education.ts';
import {
  BOYS,
  FAMILY_NAMES,
  FRENCH_FAMILY_NAMES,
  GIRLS,
  phone,
  slug,
  type DemoClass,
  type DemoEnrolment,
  type DemoLevel,
  type Name,
} from '../school/index.ts';
import { randomFrom } from '../core/random.ts';
import type { SeedStep } from '../core/seed.ts';
import type {
  DemoAssignment,
  DemoCampaign,
  DemoLevelSubject,
  DemoResult,
  DemoScale,
  DemoSkillDomain,
  DemoSubject,
  DemoTeacher,
  EducationTables,
} from './types.ts';
import {
  ARABIC_SUBJECTS,
  band,
  DEFAULT_SCALE,
  GRIDS,
  HOURS,
  PRIMARY_SUBJECTS,
  PRINCIPAL_SUBJECTS,
  QUALIFICATIONS,
  SPECIALIST_SUBJECTS,
  SUBJECT_TEACHER_HOURS,
  SUBJECTS,
} from './catalogue.ts';
import { shareHalfHours } from './halfHours.ts';
import { linkTeacherAccounts } from './teacherLink.ts';

export interface EducationOptions {
  branchIds: number[];
  /** The current year first. */
  years: Array<{ schoolyearid: number; startDate: string; endDate: string }>;
  levels: DemoLevel[];
  classes: DemoClass[];
  enrolments: DemoEnrolment[];
  seed?: number;
}

/** Splits "Mme Firstname Lastname" / "السيدة الاسم النسب" into its names (the title dropped). */
function namesOf(shown: string): [first: string, last: string] {
  const [, ...words] = shown.split(' ');
  return [words.slice(0, -1).join(' '), words.at(-1) ?? ''];
}

export function generateEducation(options: EducationOptions): EducationTables {
  const random = randomFrom(options.seed ?? 20261001);
  const today = todayIso();
  const [current, previous] = options.years;
  const levels = [...options.levels].sort((a, b) => a.order - b.order);
  const subjects: DemoSubject[] = [];
  const levelSubjects: DemoLevelSubject[] = [];
  const teachers: DemoTeacher[] = [];
  const assignments: DemoAssignment[] = [];
  const domains: DemoSkillDomain[] = [];
  const scales: DemoScale[] = [];
  const campaigns: DemoCampaign[] = [];
  const results: DemoResult[] = [];
  let skillId = 0;

  const newTeacher = (
    branchId: number,
    names: { gender: 'F' | 'M'; first: Name; last: Name },
    subjectIds: number[],
    qualifications: string[],
    weeklyHours: number,
  ): DemoTeacher => {
    const id = teachers.length + 1;
    const kind = random.next();
    const contractType: ContractType = kind < 0.65 ? 'permanent' : kind < 0.9 ? 'fixed' : 'hourly';
    const teacher: DemoTeacher = {
      id,
      branchId,
      gender: names.gender,
      firstname_fr: names.first[0],
      lastname_fr: names.last[0],
      firstname_ar: names.first[1],
      lastname_ar: names.last[1],
      phone: phone(random),
      email: `${slug(names.first[0])}.${slug(names.last[0])}${id}@enseignants.demo.test`,
      subjectIds,
      qualifications,
      contractType,
      contractStart: `${2014 + random.int(0, 12)}-09-01`,
      contractEnd: contractType === 'permanent' ? null : (current?.endDate ?? '2027-06-30'),
      weeklyHours,
      hasPhoto: true,
    };
    if (contractType !== 'permanent') teacher.contractStart = current?.startDate ?? '2026-09-01';
    teachers.push(teacher);
    return teacher;
  };
  const randomNames = () => {
    const female = random.chance(0.6);
    return {
      gender: (female ? 'F' : 'M') as 'F' | 'M',
      first: random.pick(female ? GIRLS : BOYS),
      last: random.pick(random.chance(0.85) ? FAMILY_NAMES : FRENCH_FAMILY_NAMES),
    };
  };

  for (const branchId of options.branchIds) {
    // Subjects and their hours per level.
    const byCode = new Map<string, DemoSubject>();
    SUBJECTS.forEach(([code, fr, ar, color], index) => {
      const subject = {
        id: subjects.length + 1,
        branchId,
        code,
        name_fr: fr,
        name_ar: ar,
        color,
        order: index + 1,
      };
      subjects.push(subject);
      byCode.set(code, subject);
    });
    for (const level of levels) {
      for (const [code, hours] of Object.entries(HOURS[band(level)])) {
        levelSubjects.push({ branchId, levelId: level.id, subjectId: byCode.get(code)!.id, hours });
      }
      GRIDS[band(level)].forEach(([fr, ar, skills], index) => {
        domains.push({
          id: domains.length + 1,
          branchId,
          levelId: level.id,
          name_fr: fr,
          name_ar: ar,
          order: index + 1,
          skills: skills.map(([skillFr, skillAr]) => ({
            id: (skillId += 1),
            name_fr: skillFr,
            name_ar: skillAr,
          })),
        });
      });
    }
    scales.push({ branchId, labels: DEFAULT_SCALE.map((label) => ({ ...label })) });

    // The staff: each section's main teacher (the name its class shows; in collège the professeur principal,
    // teaching one subject), Arabic teachers for two primary sections each, and as many specialists per subject as
    // its hours need (English, sport, computing in primary; every subject in collège).
    const branchClasses = options.classes.filter((cls) => cls.branchId === branchId);
    const levelOf = new Map(levels.map((level) => [level.id, level]));
    const order = (a: DemoClass, b: DemoClass) =>
      levelOf.get(a.levelId)!.order - levelOf.get(b.levelId)!.order || a.name.localeCompare(b.name);
    const isCurrent = (cls: DemoClass) => cls.yearId === current?.schoolyearid;
    const currentClasses = branchClasses.filter(isCurrent).sort(order);
    const primaryOf = (level: DemoLevel) => PRIMARY_SUBJECTS.filter((code) => HOURS[band(level)][code]);
    const specialists = new Map<string, DemoTeacher[]>();
    const bySection = new Map<string, DemoTeacher>();
    let principalIndex = 0;
    for (const cls of [...currentClasses, ...branchClasses.filter((cls) => !isCurrent(cls)).sort(order)]) {
      if (bySection.has(cls.name) || !cls.teacher_ar) continue;
      const level = levelOf.get(cls.levelId)!;
      const [firstFr, lastFr] = namesOf(cls.teacher);
      const [firstAr, lastAr] = namesOf(cls.teacher_ar);
      const names = {
        gender: (cls.teacher.startsWith('Mme') ? 'F' : 'M') as 'F' | 'M',
        first: [firstFr, firstAr] as const,
        last: [lastFr, lastAr] as const,
      };
      if (level.cycle === 'collège') {
        const code = PRINCIPAL_SUBJECTS[principalIndex % PRINCIPAL_SUBJECTS.length]!;
        principalIndex += 1;
        const teacher = newTeacher(branchId, names, [byCode.get(code)!.id], QUALIFICATIONS[code] ?? [], 20);
        specialists.set(code, [...(specialists.get(code) ?? []), teacher]);
        bySection.set(cls.name, teacher);
      } else {
        const hours = primaryOf(level).reduce((sum, code) => sum + (HOURS[band(level)][code] ?? 0), 0);
        const subjectIds = primaryOf(level).map((code) => byCode.get(code)!.id);
        bySection.set(
          cls.name,
          newTeacher(branchId, names, subjectIds, QUALIFICATIONS.primary!, Math.max(24, hours)),
        );
      }
    }
    const primarySections = currentClasses.filter((cls) => levelOf.get(cls.levelId)!.cycle !== 'collège');
    const arabicTeachers: DemoTeacher[] = [];
    for (let index = 0; index < Math.ceil(primarySections.length / 2); index += 1) {
      arabicTeachers.push(
        newTeacher(
          branchId,
          randomNames(),
          [byCode.get('AR')!.id, byCode.get('ISL')!.id],
          QUALIFICATIONS.AR!,
          24,
        ),
      );
    }
    const collegeClasses = currentClasses.filter((cls) => levelOf.get(cls.levelId)!.cycle === 'collège');
    for (const [code] of SUBJECTS) {
      const hours =
        collegeClasses.reduce((sum) => sum + (HOURS.college[code] ?? 0), 0) +
        (SPECIALIST_SUBJECTS.includes(code)
          ? primarySections.reduce((sum, cls) => sum + (HOURS[band(levelOf.get(cls.levelId)!)][code] ?? 0), 0)
          : 0);
      const pool = specialists.get(code) ?? [];
      const count = hours ? Math.max(1, Math.ceil(hours / SUBJECT_TEACHER_HOURS)) : 0;
      while (pool.length < count) {
        pool.push(
          newTeacher(branchId, randomNames(), [byCode.get(code)!.id], QUALIFICATIONS[code] ?? [], 20),
        );
      }
      specialists.set(code, pool);
    }

    // Assignments, both years: the section's own teachers first, then a specialist with hours left.
    for (const year of [current, previous]) {
      if (!year) continue;
      const yearClasses = branchClasses.filter((cls) => cls.yearId === year.schoolyearid).sort(order);
      const given = new Map<number, number>();
      const give = (teacher: DemoTeacher | null | undefined, hours: number) => {
        if (teacher) given.set(teacher.id, (given.get(teacher.id) ?? 0) + hours);
        return teacher ?? null;
      };
      const pickSpecialist = (code: string, hours: number): DemoTeacher | null => {
        const pool = specialists.get(code) ?? [];
        return give(
          pool.find((candidate) => (given.get(candidate.id) ?? 0) + hours <= SUBJECT_TEACHER_HOURS) ??
            pool.at(-1),
          hours,
        );
      };
      let primaryIndex = 0;
      const gapClass = year === current ? collegeClasses.at(-1) : undefined;
      for (const cls of yearClasses) {
        const level = levelOf.get(cls.levelId)!;
        const primary = level.cycle !== 'collège';
        const main = bySection.get(cls.name) ?? null;
        const arabic = primary ? arabicTeachers[Math.floor(primaryIndex / 2) % arabicTeachers.length] : null;
        if (primary) primaryIndex += 1;
        for (const [code, hours] of Object.entries(HOURS[band(level)])) {
          let teacher: DemoTeacher | null;
          if (
            main &&
            (primary ? PRIMARY_SUBJECTS.includes(code) : main.subjectIds.includes(byCode.get(code)!.id))
          )
            teacher = give(main, hours);
          else if (primary && ARABIC_SUBJECTS.includes(code)) teacher = give(arabic, hours);
          else teacher = pickSpecialist(code, hours);
          // The last collège class of the year has no computing teacher yet (the pedagogical page flags it).
          if (cls === gapClass && code === 'INFO') teacher = null;
          assignments.push({
            id: assignments.length + 1,
            branchId,
            yearId: cls.yearId,
            classId: cls.id,
            subjectId: byCode.get(code)!.id,
            teacherId: teacher?.id ?? null,
            hours,
          });
        }
        cls.mainTeacherId = main?.id ?? null;
      }
      // The next class: the same section of the next level, else its last section.
      for (const cls of yearClasses) {
        const level = levelOf.get(cls.levelId)!;
        const next = levels.find((candidate) => candidate.order === level.order + 1);
        const nextClasses = next ? yearClasses.filter((candidate) => candidate.levelId === next.id) : [];
        const section = cls.name.slice(level.code.length);
        cls.nextClassId =
          (
            nextClasses.find((candidate) => candidate.name.slice(next!.code.length) === section) ??
            nextClasses.at(-1)
          )?.id ?? null;
      }
    }

    // One overloaded teacher (an hourly contract given too many hours) and two contracts ending soon.
    const load = new Map<number, number>();
    for (const assignment of assignments) {
      if (assignment.branchId !== branchId || assignment.yearId !== current?.schoolyearid) continue;
      if (assignment.teacherId !== null)
        load.set(assignment.teacherId, (load.get(assignment.teacherId) ?? 0) + assignment.hours);
    }
    const busiest = [...load.entries()].sort((a, b) => b[1] - a[1])[0];
    const overloaded = teachers.find((teacher) => teacher.id === busiest?.[0]);
    if (overloaded && busiest) {
      overloaded.contractType = 'hourly';
      overloaded.contractEnd = current?.endDate ?? null;
      overloaded.weeklyHours = Math.max(2, Math.floor(busiest[1]) - 2);
    }
    teachers
      .filter((teacher) => teacher.branchId === branchId && teacher.contractType === 'fixed')
      .slice(0, 2)
      .forEach((teacher, index) => {
        teacher.contractEnd = addDays(today, index === 0 ? 12 : 26);
      });

    // Campaigns of the current year: the start of the year (finished) and mid-term (running) per level.
    if (!current) continue;
    const active = new Map<number, number[]>();
    for (const enrolment of options.enrolments) {
      if (enrolment.branchId !== branchId || enrolment.yearId !== current.schoolyearid) continue;
      if (enrolment.status !== 'active') continue;
      const list = active.get(enrolment.classId);
      if (list) list.push(enrolment.studentId);
      else active.set(enrolment.classId, [enrolment.studentId]);
    }
    for (const level of levels) {
      const classIds = currentClasses.filter((cls) => cls.levelId === level.id).map((cls) => cls.id);
      if (!classIds.length) continue;
      const skills = domains
        .filter((domain) => domain.branchId === branchId && domain.levelId === level.id)
        .flatMap((domain) => domain.skills.map((skill) => skill.id));
      const start = addDays(current.startDate, 14);
      const midTerm = addDays(current.startDate, 70);
      for (const [name, date, closed, share] of [
        ['Évaluation diagnostique de rentrée', start, true, 1],
        ['Évaluation de mi-trimestre', midTerm, false, 0.6],
      ] as const) {
        const campaign: DemoCampaign = {
          id: campaigns.length + 1,
          branchId,
          yearId: current.schoolyearid,
          levelId: level.id,
          classIds,
          name,
          date,
          skillIds: skills,
          closed,
          createdAt: `${addDays(date, -7)}T08:00:00Z`,
        };
        campaigns.push(campaign);
        const students = classIds.flatMap((classId) => active.get(classId) ?? []);
        const filledStudents = Math.floor(students.length * share);
        students.forEach((studentId, index) => {
          if (index >= filledStudents) return;
          const ability = 1.6 + ((studentId * 7919) % 100) / 45 + (closed ? 0 : 0.3);
          for (const skill of skills) {
            const value = Math.min(
              4,
              Math.max(1, Math.round(ability + (random.next() - 0.5) * 1.6)),
            ) as MasteryValue;
            results.push({
              campaignId: campaign.id,
              studentId,
              skillId: skill,
              value,
              updatedAt: `${date}T16:00:00Z`,
            });
          }
        });
      }
    }
  }
  return {
    decisions: [],
    subjects,
    levelSubjects,
    teachers,
    assignments,
    domains,
    scales,
    campaigns,
    results,
  };
}

declare module '../core/tables.ts' {
  interface DemoData {
    /** Education: subjects and hours per level, teachers, teaching assignments, skills grids, diagnostic campaigns
     * and their results. Generating it sets each class's main teacher and next class. */
    education: EducationTables;
  }
}

/**
 * Education, the current year and the one before it (a few milliseconds; it sets each class's main teacher and next
 * class, so it is not deferred).
 */
export const educationStep: SeedStep<'education'> = {
  tables: ['education'],
  make(data) {
    const years = [...data.years].sort((a, b) => b.startDate.localeCompare(a.startDate));
    const education = generateEducation({
      branchIds: data.branches.map((branch) => branch.schoolbranchid),
      years,
      levels: data.levels,
      classes: data.classes,
      enrolments: data.enrolments,
    });
    shareHalfHours(education);
    linkTeacherAccounts(education, data.users, data.classes, years[0]?.schoolyearid);
    return { education };
  },
};
