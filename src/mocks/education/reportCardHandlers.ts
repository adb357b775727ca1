import { http, HttpResponse } from 'msw';
import { todayIso } from '../../domain/dates.ts';
import { REPORT_COMMENT_MAX } from '../../domain/education.ts';
import { db } from '../core/db.ts';
import { error, notFound, validationError } from '../core/listing.ts';
import { idParam } from '../core/params.ts';
import { authenticate } from '../core/session.ts';
import { jsonObject, parentChild, staffCall } from '../core/staffScope.ts';
import type { DemoUser } from '../core/tables.ts';
import { termsOf } from '../school-settings/index.ts';
import {
  commentRights,
  isOffice,
  publicationOf,
  reportCardsOf,
  reportCardStudent,
  reportSheetOf,
  termOfYear,
} from './reportCards.ts';

/** Without `?term`: the term under way today, else the last one begun, else the first (docs/api.md "Report cards"). */
function currentTerm(yearId: number) {
  const year = db.data.years.find((candidate) => candidate.schoolyearid === yearId);
  if (!year) return null;
  const terms = termsOf(year);
  const today = todayIso();
  return [...terms].reverse().find((term) => term.startDate <= today) ?? terms[0] ?? null;
}
import { educationTables, REPORT_CARDS_READ } from './shared.ts';

/**
 * docs/api.md "Report cards": the terms of the year; a class's report cards of a term, read by the office and the
 * class's teachers; a comment set by whoever writes it (the office any, a teacher her subjects' and her own class's
 * general one) while the term's cards are not published; the publication to the families (the office); a parent's
 * published report cards of their child.
 */

/** Whether the caller reads a class's report cards: the office, or a teacher of the class. */
const readsCards = (rights: ReturnType<typeof commentRights>) =>
  rights.subjects === 'all' || rights.general || rights.subjects.length > 0;

/** The class of the path in the caller's branch and year, the term of `?term`, and what the caller may write. */
function classTerm(request: Request, params: Record<string, unknown>) {
  const call = staffCall(request, REPORT_CARDS_READ);
  if (call instanceof Response) return call;
  const search = new URL(request.url).searchParams;
  const cls = db.data.classes.find(
    (candidate) =>
      String(candidate.id) === params.id &&
      candidate.branchId === call.scope.branch &&
      candidate.yearId === call.scope.year,
  );
  const term = search.has('term')
    ? termOfYear(call.scope.year, idParam(search, 'term') ?? 0)
    : currentTerm(call.scope.year);
  if (!cls || !term) return notFound();
  const rights = commentRights(call.user, cls);
  // A teacher reads the report cards of the classes she teaches only.
  if (!readsCards(rights))
    return error(403, 'Only the teachers of the class read its report cards', 'NOT_YOUR_CLASS');
  return { ...call, cls, term, rights };
}

function writes(user: DemoUser, cls: Parameters<typeof commentRights>[1], subjectId: number | null) {
  const rights = commentRights(user, cls);
  if (subjectId === null) return rights.general;
  return rights.subjects === 'all' || rights.subjects.includes(subjectId);
}

const published = () => error(409, 'The report cards of this term are published', 'REPORT_CARDS_PUBLISHED');

export const reportCardHandlers = [
  http.get('*/api/education/terms', ({ request }) => {
    const call = staffCall(request, REPORT_CARDS_READ);
    if (call instanceof Response) return call;
    const year = db.data.years.find((candidate) => candidate.schoolyearid === call.scope.year);
    return HttpResponse.json({ items: year ? termsOf(year) : [] });
  }),

  /** The classes whose report cards the caller reads: every class of the branch and year for the office, hers for a teacher. */
  http.get('*/api/education/report-cards/classes', ({ request }) => {
    const call = staffCall(request, REPORT_CARDS_READ);
    if (call instanceof Response) return call;
    const levels = new Map(db.data.levels.map((level) => [level.id, level]));
    const items = db.data.classes
      .filter(
        (cls) =>
          cls.branchId === call.scope.branch &&
          cls.yearId === call.scope.year &&
          readsCards(commentRights(call.user, cls)),
      )
      .sort(
        (a, b) =>
          (levels.get(a.levelId)?.order ?? 0) - (levels.get(b.levelId)?.order ?? 0) ||
          a.name.localeCompare(b.name, 'fr'),
      )
      .map((cls) => ({ id: cls.id, name: cls.name, level: levels.get(cls.levelId)?.name ?? '' }));
    return HttpResponse.json({ items });
  }),

  http.get('*/api/education/classes/:id/report-cards', ({ request, params }) => {
    const found = classTerm(request, params);
    if (found instanceof Response) return found;
    const { cls, term, rights, user } = found;
    const sheet = reportSheetOf(cls, term);
    return HttpResponse.json({
      ...sheet,
      rights: {
        publish: isOffice(user, cls),
        general: rights.general,
        subjects: rights.subjects === 'all' ? sheet.subjects.map((subject) => subject.id) : rights.subjects,
      },
      items: reportCardsOf(cls.id, term).map((card) => ({
        ...card,
        student: reportCardStudent(card.studentId),
      })),
    });
  }),

  /** Sets (or, with an empty text, clears) one comment of a student's report card for a term. */
  http.put('*/api/education/classes/:id/report-cards/:student/comments', async ({ request, params }) => {
    const found = classTerm(request, params);
    if (found instanceof Response) return found;
    const { cls, term, user } = found;
    const studentId = Number(params.student);
    if (
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
    else if (text.length > REPORT_COMMENT_MAX) errors.text = 'TOO_LONG';
    if (Object.keys(errors).length) return validationError(errors);
    if (!writes(user, cls, subjectId as number | null))
      return error(403, "Only the subject's teacher or the office writes this comment", 'NOT_YOUR_CLASS');
    if (publicationOf(cls.id, term.index)) return published();
    const tables = educationTables();
    tables.reportComments ??= [];
    const index = tables.reportComments.findIndex(
      (row) =>
        row.classId === cls.id &&
        row.term === term.index &&
        row.studentId === studentId &&
        row.subjectId === subjectId,
    );
    if (!text) {
      if (index >= 0) tables.reportComments.splice(index, 1);
    } else {
      const row = {
        classId: cls.id,
        term: term.index,
        studentId,
        subjectId: subjectId as number | null,
        text,
        authorId: user.id,
        updatedAt: new Date().toISOString(),
      };
      if (index >= 0) tables.reportComments[index] = row;
      else tables.reportComments.push(row);
    }
    db.changed();
    return HttpResponse.json({ subjectId, text: text || null });
  }),

  /**
   * Publishes the class's report cards of the term to the families, or takes them back to correct them
   * (`{published}`): a state set, so sending it twice changes nothing more (the first publication's time is kept).
   */
  http.put('*/api/education/classes/:id/report-cards/publication', async ({ request, params }) => {
    const found = classTerm(request, params);
    if (found instanceof Response) return found;
    const { cls, term, user } = found;
    const body = await jsonObject(request);
    if (typeof body?.published !== 'boolean') return validationError({ published: 'REQUIRED' });
    if (!isOffice(user, cls)) return error(403, 'Only the office publishes report cards', 'NOT_YOUR_CLASS');
    const tables = educationTables();
    tables.reportPublications ??= [];
    const index = tables.reportPublications.findIndex(
      (row) => row.classId === cls.id && row.term === term.index,
    );
    if (body.published && index < 0)
      tables.reportPublications.push({
        classId: cls.id,
        term: term.index,
        publishedAt: new Date().toISOString(),
        publishedBy: user.id,
      });
    if (!body.published && index >= 0) tables.reportPublications.splice(index, 1);
    db.changed();
    return HttpResponse.json({ publication: publicationOf(cls.id, term.index) });
  }),

  /** A parent's report cards of their child for the year: the published terms only, the latest first. */
  http.get('*/api/education/children/:studentid/report-cards', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const child = parentChild(user, params.studentid, idParam(new URL(request.url).searchParams, 'year'));
    if (child instanceof Response) return child;
    const cls = db.data.classes.find((candidate) => candidate.id === child.enrolment.classId);
    if (!cls) return notFound();
    const items = termsOf(child.year)
      .filter((term) => publicationOf(cls.id, term.index))
      .reverse()
      .map((term) => {
        const card = reportCardsOf(cls.id, term, db.data, child.student.studentid)[0];
        return card
          ? { ...reportSheetOf(cls, term), card: { ...card, student: reportCardStudent(card.studentId) } }
          : null;
      })
      .filter((item) => item !== null);
    return HttpResponse.json({ items });
  }),
];
