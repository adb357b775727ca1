import { http, HttpResponse } from 'msw';
import {
  DOCUMENT_LANGUAGES,
  DOCUMENT_TYPES,
  documentNumber,
  normalizeCode,
  verificationCode,
  type DocumentLanguage,
  type DocumentType,
} from '../../domain/documents.ts';
import { todayIso } from '../../domain/dates.ts';
import { db } from '../core/db.ts';
import type { DemoData } from '../core/tables.ts';
import { holdsAnywhere, paginate } from '../core/listing.ts';
import { authenticate, permissionError } from '../core/session.ts';
import { jsonObject, staffCall, staffHolds } from '../core/staffScope.ts';
import { printedIdentity } from '../school-settings/index.ts';
import { documentContent, type DocumentContent } from './content.ts';
import { nextRank, type DemoIssuedDocument } from './seed.ts';

/**
 * School documents (docs/api.md "School documents"): the office issues a certificate of schooling, an enrolment
 * attestation or the family's payment statement from a student's record, each numbered with a verification code,
 * reprints it as issued, and looks a code up to say whether a paper is genuine.
 */
export const STUDENTS_PERMISSION = 'view-full-students-page';
/** The payment statement shows the family's payments: the family finances' right as well. */
export const FINANCE_PERMISSION = 'view-studentengagements-page';

function error(status: number, message: string, code: string) {
  return HttpResponse.json({ message, code }, { status });
}

const studentNotFound = () => error(404, 'Student not found', 'NOT_FOUND');
const documentNotFound = () => error(404, 'Document not found', 'DOCUMENT_NOT_FOUND');

const REFUSALS: Record<string, string> = {
  NOT_ENROLLED: 'The student is not enrolled this year',
  NOT_ATTENDING: 'The student has not started school yet',
  LEFT_SCHOOL: 'The student has left the school',
  NO_PAYMENTS: 'The family has paid nothing this year',
};

/** The student's enrolment in the call's branch and year, for staff who open the students there. */
function studentCall(request: Request, studentRaw: unknown) {
  const call = staffCall(request, STUDENTS_PERMISSION);
  if (call instanceof Response) return call;
  const id = /^\d{1,9}$/.test(String(studentRaw)) ? Number(studentRaw) : null;
  const enrolment = db.data.enrolments.find(
    (candidate) => candidate.studentId === id && candidate.yearId === call.scope.year,
  );
  if (!enrolment || enrolment.branchId !== call.scope.branch) return studentNotFound();
  return { ...call, studentId: enrolment.studentId };
}

function typeOf(raw: unknown): DocumentType | null {
  return DOCUMENT_TYPES.find((type) => type === raw) ?? null;
}

function languageOf(raw: unknown): DocumentLanguage | null {
  return DOCUMENT_LANGUAGES.find((language) => language === raw) ?? null;
}

function userName(id: number): string {
  const user = db.data.users.find((candidate) => candidate.id === id);
  return user ? `${user.firstname} ${user.lastname}` : '';
}

/** A document as the portal prints it: its content, with the school's logo as it is now (a data URL or null). */
function documentAnswer(
  content: DocumentContent,
  branchId: number,
  issued: Pick<DemoIssuedDocument, 'id' | 'number' | 'code' | 'issuedOn' | 'issuedBy'> | null,
  type: DocumentType,
  language: DocumentLanguage,
) {
  return {
    id: issued?.id ?? null,
    number: issued?.number ?? null,
    code: issued?.code ?? null,
    type,
    language,
    issuedOn: issued?.issuedOn ?? todayIso(),
    issuedBy: issued ? userName(issued.issuedBy) : null,
    ...content,
    school: { ...content.school, logo: printedIdentity(branchId).logo },
  };
}

function summaryOf(document: DemoIssuedDocument) {
  return {
    id: document.id,
    number: document.number,
    type: document.type,
    language: document.language,
    issuedOn: document.issuedOn,
    issuedBy: userName(document.issuedBy),
  };
}

/** Whether `type` may be issued by the caller: the payment statement needs the family finances' right too. */
function mayIssue(user: Parameters<typeof staffHolds>[0], type: DocumentType, branch: number, year: number) {
  return type !== 'payments' || staffHolds(user, FINANCE_PERMISSION, branch, year);
}

/**
 * Records a document issued today: numbered (its type's rank this year) with a verification code no other document
 * has. Also what the requests module calls when the office sends a family the certificate it asked for.
 */
export function recordDocument(
  data: DemoData,
  issued: Omit<DemoIssuedDocument, 'id' | 'number' | 'code' | 'issuedOn'>,
): DemoIssuedDocument {
  const issuedOn = todayIso();
  const taken = new Set(data.issuedDocuments.map((document) => document.code));
  let code = verificationCode();
  while (taken.has(code)) code = verificationCode();
  const document: DemoIssuedDocument = {
    ...issued,
    id: data.issuedDocuments.reduce((max, other) => Math.max(max, other.id), 0) + 1,
    number: documentNumber(issued.type, issuedOn, nextRank(data.issuedDocuments, issued.type, issuedOn)),
    code,
    issuedOn,
  };
  data.issuedDocuments.push(document);
  return document;
}

export const documentHandlers = [
  /** The documents issued for the student this year, newest first. */
  http.get('*/api/students/:id/school-documents', ({ request, params }) => {
    const call = studentCall(request, params.id);
    if (call instanceof Response) return call;
    const items = db.data.issuedDocuments
      .filter((document) => document.studentId === call.studentId && document.yearId === call.scope.year)
      .sort((a, b) => b.issuedOn.localeCompare(a.issuedOn) || b.id - a.id)
      .map(summaryOf);
    return HttpResponse.json({ items });
  }),
  /** What a document would say if issued now (no number, no code): the office reads it before issuing. */
  http.get('*/api/students/:id/school-documents/draft', ({ request, params }) => {
    const call = studentCall(request, params.id);
    if (call instanceof Response) return call;
    const search = new URL(request.url).searchParams;
    // Unless asked otherwise, in French, what the office would issue: the certificate of schooling, or the enrolment
    // attestation before the student's first day.
    const enrolment = db.data.enrolments.find(
      (candidate) => candidate.studentId === call.studentId && candidate.yearId === call.scope.year,
    );
    const type = typeOf(search.get('type') ?? (enrolment?.status === 'expected' ? 'enrolment' : 'schooling'));
    const language = languageOf(search.get('language') ?? 'fr');
    if (!type || !language) return error(400, 'type and language are required', 'INVALID_REQUEST');
    if (!mayIssue(call.user, type, call.scope.branch, call.scope.year)) return permissionError();
    const content = documentContent(db.data, call.studentId, call.scope.year, type);
    if (typeof content === 'string') return error(409, REFUSALS[content] ?? content, content);
    return HttpResponse.json(documentAnswer(content, call.scope.branch, null, type, language));
  }),
  /** Issues a document: numbered, with its verification code, fixed as it reads now. With an `Idempotency-Key`. */
  http.post('*/api/students/:id/school-documents', async ({ request, params }) => {
    const call = studentCall(request, params.id);
    if (call instanceof Response) return call;
    const body = await jsonObject(request);
    const type = typeOf(body?.type);
    const language = languageOf(body?.language);
    if (!type || !language) {
      return HttpResponse.json(
        {
          message: 'Invalid document',
          code: 'VALIDATION_ERROR',
          errors: { ...(type ? {} : { type: 'REQUIRED' }), ...(language ? {} : { language: 'REQUIRED' }) },
        },
        { status: 422 },
      );
    }
    if (!mayIssue(call.user, type, call.scope.branch, call.scope.year)) return permissionError();
    const data = db.data;
    const content = documentContent(data, call.studentId, call.scope.year, type);
    if (typeof content === 'string') return error(409, REFUSALS[content] ?? content, content);
    const document = recordDocument(data, {
      type,
      language,
      studentId: call.studentId,
      branchId: call.scope.branch,
      yearId: call.scope.year,
      issuedBy: call.user.id,
      content,
    });
    db.changed();
    return HttpResponse.json(documentAnswer(content, document.branchId, document, type, language), {
      status: 201,
    });
  }),
  /**
   * Whether a paper is genuine: the code printed on it, as typed, in the body (a secret of the paper: kept out of
   * addresses, histories and logs). Staff who open the students of the document's branch get what it certifies, to
   * compare with the paper; anyone else (and an unknown code) gets 404. Reads only: no key needed.
   */
  http.post('*/api/school-documents/verify', async ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    if (!holdsAnywhere(user, STUDENTS_PERMISSION)) return permissionError();
    const body = await jsonObject(request);
    const code = normalizeCode(typeof body?.code === 'string' ? body.code : '');
    if (code === null) return error(400, 'Not a verification code', 'INVALID_CODE');
    const document = db.data.issuedDocuments.find((candidate) => candidate.code === code);
    if (!document || !staffHolds(user, STUDENTS_PERMISSION, document.branchId, document.yearId)) {
      return documentNotFound();
    }
    const { content } = document;
    return HttpResponse.json({
      ...summaryOf(document),
      code: document.code,
      studentId: document.studentId,
      branchId: document.branchId,
      yearId: document.yearId,
      student: content.student,
      className: content.className,
      year: content.year,
      school: { name: content.school.name, branch: content.school.branch },
    });
  }),
  /**
   * The register of the documents issued in the branch that year (the office keeps one), newest first, paged, with
   * the student's names; `type` keeps one type. The payment statements only for staff with the finance right.
   */
  http.get('*/api/school-documents', ({ request }) => {
    const call = staffCall(request, STUDENTS_PERMISSION);
    if (call instanceof Response) return call;
    const { user, scope } = call;
    const params = new URL(request.url).searchParams;
    const type = params.get('type');
    const rows = db.data.issuedDocuments
      .filter(
        (document) =>
          document.branchId === scope.branch &&
          document.yearId === scope.year &&
          (!type || document.type === type) &&
          mayIssue(user, document.type, scope.branch, scope.year),
      )
      .sort((a, b) => b.issuedOn.localeCompare(a.issuedOn) || b.id - a.id)
      .map((document) => {
        const { firstname_fr, lastname_fr, firstname_ar, lastname_ar } = document.content.student;
        return {
          ...summaryOf(document),
          studentId: document.studentId,
          student: { firstname_fr, lastname_fr, firstname_ar, lastname_ar },
          className: document.content.className,
        };
      });
    return HttpResponse.json(paginate(rows, params));
  }),
  /** A document as it was issued, to print it again. */
  http.get('*/api/school-documents/:id', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const id = /^\d{1,9}$/.test(String(params.id)) ? Number(params.id) : null;
    const document = db.data.issuedDocuments.find((candidate) => candidate.id === id);
    if (
      !document ||
      !staffHolds(user, STUDENTS_PERMISSION, document.branchId, document.yearId) ||
      !mayIssue(user, document.type, document.branchId, document.yearId)
    ) {
      return documentNotFound();
    }
    return HttpResponse.json(
      documentAnswer(document.content, document.branchId, document, document.type, document.language),
    );
  }),
];
