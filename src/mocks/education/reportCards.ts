import { http, HttpResponse } from 'msw';
import { domainMastery, type MasteryValue } from '../../domain/education.ts';
import { db } from '../core/db.ts';
import { idParam } from '../core/params.ts';
import { jsonObject, staffCall } from '../core/staffScope.ts';
import { error, validationError } from '../core/listing.ts';
import type { DemoUser } from '../core/tables.ts';
import type { DemoData } from '../core/tables.ts';
import { termsOf, type Term } from '../school-settings/index.ts';
import { gridOf } from './evaluations.ts';
import { CLASS_READ, EDUCATION_PERMISSIONS, educationTables } from './shared.ts';

/**
 * A term's report card of each student of a class (WIP, docs to come in docs/api.md "Report cards"): the mastery of
 * each domain of the level's grid over the results of the campaigns dated in the term, and the term's half-days
 * absent (justified or not) and latenesses from the roll calls.
 */
export interface ReportCard {
  studentId: number;
  domains: Array<{ id: number; name_fr: string; name_ar: string; mastery: MasteryValue | null }>;
  absences: { halfDays: number; justified: number; late: number };
  /** Each subject's comment (subjectId) and the general one (null). */
  comments: Array<{ subjectId: number | null; text: string }>;
}

/** The longest comment: a report card's box holds a few lines. */
export const COMMENT_MAX = 400;

export function termOfYear(yearId: number, index: number, data: DemoData = db.data): Term | null {
  const year = data.years.find((candidate) => candidate.schoolyearid === yearId);
  return year ? (termsOf(year).find((term) => term.index === index) ?? null) : null;
}

export function reportCardsOf(classId: number, term: Term, data: DemoData = db.data): ReportCard[] {
  const cls = data.classes.find((candidate) => candidate.id === classId);
  if (!cls) return [];
  const students = data.enrolments
    .filter((row) => row.classId === classId && row.yearId === cls.yearId)
    .map((row) => row.studentId);
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

const notFound = () => HttpResponse.json({ message: 'Not found' }, { status: 404 });

/** The terms of the year, and a class's report cards for one of them (WIP). */
export const reportCardHandlers = [
  http.get('*/api/education/terms', ({ request }) => {
    const call = staffCall(request, CLASS_READ);
    if (call instanceof Response) return call;
    const year = db.data.years.find((candidate) => candidate.schoolyearid === call.scope.year);
    return HttpResponse.json({ items: year ? termsOf(year) : [] });
  }),

  http.get('*/api/education/classes/:id/report-cards', ({ request, params }) => {
    const call = staffCall(request, CLASS_READ);
    if (call instanceof Response) return call;
    const search = new URL(request.url).searchParams;
    const cls = db.data.classes.find(
      (candidate) =>
        String(candidate.id) === params.id &&
        candidate.branchId === call.scope.branch &&
        candidate.yearId === call.scope.year,
    );
    const term = termOfYear(call.scope.year, idParam(search, 'term') ?? 0);
    if (!cls || !term) return notFound();
    const students = new Map(db.data.students.map((student) => [student.studentid, student]));
    return HttpResponse.json({
      term,
      class: { id: cls.id, name: cls.name },
      items: reportCardsOf(cls.id, term).map((card) => {
        const student = students.get(card.studentId)!;
        return {
          ...card,
          student: {
            studentid: student.studentid,
            firstname_fr: student.firstname_fr,
            lastname_fr: student.lastname_fr,
            firstname_ar: student.firstname_ar,
            lastname_ar: student.lastname_ar,
          },
        };
      }),
    });
  }),
];

/**
 * Whether `user` writes this comment: the office (admin, or a non-teacher role with the evaluations right) any of
 * them; a teacher the comment of a subject she teaches in the class, and the general one of her own class.
 */
function writesComment(
  user: DemoUser,
  cls: { id: number; branchId: number; yearId: number; mainTeacherId?: number | null },
  subjectId: number | null,
): boolean {
  const roles = user.roles.filter(
    (role) => role.schoolbranchid === cls.branchId && role.schoolyearid === cls.yearId,
  );
  if (
    roles.some(
      (role) =>
        role.name === 'admin' ||
        (role.name !== 'teacher' && role.permissions.includes(EDUCATION_PERMISSIONS.evaluations)),
    )
  )
    return true;
  const tables = educationTables();
  const own = new Set(
    tables.teachers.filter((teacher) => teacher.userId === user.id).map((teacher) => teacher.id),
  );
  if (subjectId === null) return own.has(cls.mainTeacherId ?? -1);
  return tables.assignments.some(
    (row) =>
      row.classId === cls.id &&
      row.yearId === cls.yearId &&
      row.subjectId === subjectId &&
      row.teacherId !== null &&
      own.has(row.teacherId),
  );
}

export const reportCommentHandlers = [
  /** Sets (or, with an empty text, clears) one comment of a student's report card for a term. */
  http.put('*/api/education/classes/:id/report-cards/:student/comments', async ({ request, params }) => {
    const call = staffCall(request, CLASS_READ);
    if (call instanceof Response) return call;
    const search = new URL(request.url).searchParams;
    const cls = db.data.classes.find(
      (candidate) =>
        String(candidate.id) === params.id &&
        candidate.branchId === call.scope.branch &&
        candidate.yearId === call.scope.year,
    );
    const term = termOfYear(call.scope.year, idParam(search, 'term') ?? 0);
    const studentId = Number(params.student);
    if (
      !cls ||
      !term ||
      !db.data.enrolments.some(
        (row) => row.classId === cls.id && row.yearId === cls.yearId && row.studentId === studentId,
      )
    )
      return notFound();
    const body = await jsonObject(request);
    const subjectId = body?.subjectId ?? null;
    const text = typeof body?.text === 'string' ? body.text.trim() : null;
    const errors: Record<string, string> = {};
    if (
      subjectId !== null &&
      !educationTables().subjects.some(
        (subject) => subject.id === subjectId && subject.branchId === cls.branchId,
      )
    )
      errors.subjectId = 'INVALID_SUBJECT';
    if (text === null) errors.text = 'REQUIRED';
    else if (text.length > COMMENT_MAX) errors.text = 'TOO_LONG';
    if (Object.keys(errors).length) return validationError(errors);
    if (!writesComment(call.user, cls, subjectId as number | null))
      return error(403, "Only the subject's teacher or the office writes this comment", 'NOT_YOUR_CLASS');
    const tables = educationTables();
    tables.reportComments ??= [];
    const same = (row: { classId: number; term: number; studentId: number; subjectId: number | null }) =>
      row.classId === cls.id &&
      row.term === term.index &&
      row.studentId === studentId &&
      row.subjectId === subjectId;
    const index = tables.reportComments.findIndex(same);
    if (!text) {
      if (index >= 0) tables.reportComments.splice(index, 1);
    } else {
      const row = {
        classId: cls.id,
        term: term.index,
        studentId,
        subjectId: subjectId as number | null,
        text: text,
        authorId: call.user.id,
        updatedAt: new Date().toISOString(),
      };
      if (index >= 0) tables.reportComments[index] = row;
      else tables.reportComments.push(row);
    }
    db.changed();
    return HttpResponse.json({ subjectId, text: text || null });
  }),
];
