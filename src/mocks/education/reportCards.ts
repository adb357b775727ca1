import { domainMastery, type MasteryValue } from '../../domain/education.ts';
import { db } from '../core/db.ts';
import type { DemoData, DemoUser } from '../core/tables.ts';
import { printedIdentity, termsOf, type Term } from '../school-settings/index.ts';
import type { DemoClass } from '../school/index.ts';
import { gridOf, scaleOf } from './evaluations.ts';
import { EDUCATION_PERMISSIONS, educationTables, REPORT_CARDS_PERMISSION } from './shared.ts';

/**
 * docs/api.md "Report cards": a term's report card of each student of a class. The mastery of each domain of the
 * level's grid over the results of the campaigns dated in the term, the term's half-days absent (justified or not)
 * and latenesses from the roll calls, each subject's comment and the general one; around them, what a printed
 * report card carries (the school, the year, the class, its subjects and their teachers) and whether the class's
 * report cards of the term are published to the families.
 */
export interface ReportCard {
  studentId: number;
  domains: Array<{ id: number; name_fr: string; name_ar: string; mastery: MasteryValue | null }>;
  absences: { halfDays: number; justified: number; late: number };
  /** Each subject's comment (subjectId) and the general one (null). */
  comments: Array<{ subjectId: number | null; text: string }>;
}

export function termOfYear(yearId: number, index: number, data: DemoData = db.data): Term | null {
  const year = data.years.find((candidate) => candidate.schoolyearid === yearId);
  return year ? (termsOf(year).find((term) => term.index === index) ?? null) : null;
}

export function reportCardsOf(
  classId: number,
  term: Term,
  data: DemoData = db.data,
  only?: number,
): ReportCard[] {
  const cls = data.classes.find((candidate) => candidate.id === classId);
  if (!cls) return [];
  const students = data.enrolments
    .filter((row) => row.classId === classId && row.yearId === cls.yearId)
    .map((row) => row.studentId)
    .filter((studentId) => only === undefined || studentId === only);
  const campaigns = data.education.campaigns.filter(
    (campaign) =>
      campaign.classIds.includes(classId) && campaign.date >= term.startDate && campaign.date <= term.endDate,
  );
  const campaignIds = new Set(campaigns.map((campaign) => campaign.id));
  const results = data.education.results.filter((result) => campaignIds.has(result.campaignId));
  const grid = gridOf(cls.branchId, cls.levelId);
  const marks = data.attendance.marks.filter(
    (mark) => mark.classId === classId && mark.date >= term.startDate && mark.date <= term.endDate,
  );
  return students.map((studentId) => {
    const own = results.filter((result) => result.studentId === studentId);
    const absent = marks.filter((mark) => mark.studentId === studentId && mark.kind === 'absent');
    return {
      studentId,
      domains: grid.map((domain) => {
        const skills = new Set(domain.skills.map((skill) => skill.id));
        return {
          id: domain.id,
          name_fr: domain.name_fr,
          name_ar: domain.name_ar,
          mastery: domainMastery(own.filter((result) => skills.has(result.skillId)).map((r) => r.value)),
        };
      }),
      comments: (data.education.reportComments ?? [])
        .filter((row) => row.classId === classId && row.term === term.index && row.studentId === studentId)
        .map(({ subjectId, text }) => ({ subjectId, text })),
      absences: {
        halfDays: absent.length,
        justified: absent.filter((mark) => mark.state === 'justified').length,
        late: marks.filter((mark) => mark.studentId === studentId && mark.kind === 'late').length,
      },
    };
  });
}

/** The card's student as printed: names in both scripts, birth date, national number. */
export function reportCardStudent(studentId: number, data: DemoData = db.data) {
  const student = data.students.find((candidate) => candidate.studentid === studentId)!;
  return {
    studentid: student.studentid,
    firstname_fr: student.firstname_fr,
    lastname_fr: student.lastname_fr,
    firstname_ar: student.firstname_ar,
    lastname_ar: student.lastname_ar,
    birthDate: student.birthDate,
    massar: student.massar,
  };
}

/** Whether the class's report cards of the term are published, when and by whom. */
export function publicationOf(classId: number, term: number, data: DemoData = db.data) {
  const row = (data.education.reportPublications ?? []).find(
    (candidate) => candidate.classId === classId && candidate.term === term,
  );
  if (!row) return null;
  const user = data.users.find((candidate) => candidate.id === row.publishedBy);
  return { publishedAt: row.publishedAt, publishedBy: user?.displayname ?? '' };
}

/**
 * What every report card of a class and term carries: the term, the class and its level, the year, the school's
 * printed identity, the main teacher, the subjects taught in the class with their teachers (a comment box each, in
 * the school's order), and the publication.
 */
export function reportSheetOf(cls: DemoClass, term: Term, data: DemoData = db.data) {
  const tables = data.education;
  const teacherName = (id: number | null | undefined) => {
    const teacher = tables.teachers.find((candidate) => candidate.id === id);
    return teacher
      ? {
          name_fr: `${teacher.firstname_fr} ${teacher.lastname_fr}`,
          name_ar: `${teacher.firstname_ar} ${teacher.lastname_ar}`,
        }
      : null;
  };
  const subjects = tables.assignments
    .filter((row) => row.classId === cls.id && row.yearId === cls.yearId)
    .map((row) => ({ row, subject: tables.subjects.find((candidate) => candidate.id === row.subjectId) }))
    .filter((pair) => pair.subject !== undefined)
    .sort((a, b) => a.subject!.order - b.subject!.order || a.subject!.id - b.subject!.id)
    .map(({ row, subject }) => ({
      id: subject!.id,
      name_fr: subject!.name_fr,
      name_ar: subject!.name_ar,
      teacher: teacherName(row.teacherId),
    }));
  const identity = printedIdentity(cls.branchId);
  const branch = data.branches.find((candidate) => candidate.schoolbranchid === cls.branchId);
  return {
    term,
    class: {
      id: cls.id,
      name: cls.name,
      level: data.levels.find((level) => level.id === cls.levelId)?.name ?? '',
    },
    year: data.years.find((year) => year.schoolyearid === cls.yearId)?.description ?? '',
    school: {
      name: identity.name,
      name_ar: identity.name_ar,
      branch: branch?.branchname ?? '',
      branch_ar: identity.branch_ar,
      logo: identity.logo,
    },
    mainTeacher: teacherName(cls.mainTeacherId),
    /** The branch's mastery scale, level 1 first: what a mastery of the card reads as. */
    scale: scaleOf(cls.branchId),
    subjects,
    publication: publicationOf(cls.id, term.index, data),
  };
}

/**
 * The office of the class's branch and year: the admin role, or a role other than a teacher's with the evaluations
 * right or the report cards' own.
 */
export function isOffice(user: DemoUser, cls: { branchId: number; yearId: number }): boolean {
  return user.roles.some(
    (role) =>
      role.schoolbranchid === cls.branchId &&
      role.schoolyearid === cls.yearId &&
      (role.name === 'admin' ||
        (role.name !== 'teacher' &&
          (role.permissions.includes(EDUCATION_PERMISSIONS.evaluations) ||
            role.permissions.includes(REPORT_CARDS_PERMISSION)))),
  );
}

/**
 * The comments `user` writes on the class's report cards: the office any of them; a teacher the comment of each
 * subject she teaches in the class, and the general one of her own class.
 */
export function commentRights(
  user: DemoUser,
  cls: { id: number; branchId: number; yearId: number; mainTeacherId?: number | null },
): { general: boolean; subjects: number[] | 'all' } {
  if (isOffice(user, cls)) return { general: true, subjects: 'all' };
  const tables = educationTables();
  const own = new Set(
    tables.teachers.filter((teacher) => teacher.userId === user.id).map((teacher) => teacher.id),
  );
  return {
    general: own.has(cls.mainTeacherId ?? -1),
    subjects: tables.assignments
      .filter(
        (row) =>
          row.classId === cls.id &&
          row.yearId === cls.yearId &&
          row.teacherId !== null &&
          own.has(row.teacherId),
      )
      .map((row) => row.subjectId),
  };
}
