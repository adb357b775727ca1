import { HttpResponse } from 'msw';
import { todayIso } from '../../domain/dates.ts';
import {
  isRequestOverdue,
  requestDueDate,
  requestTransitions,
  type RequestActor,
} from '../../domain/requests.ts';
import { db } from '../core/db.ts';
import { addNotification } from '../notifications/index.ts';
import type { DemoRequest, DemoRequestEntry, DemoRequestType, RequestTables } from './seed.ts';
import type { DemoAttachment, DemoData, DemoUser } from '../core/tables.ts';
import { permissionError } from '../core/session.ts';
import { idParam } from '../core/params.ts';
import { holdsAnywhere } from '../core/listing.ts';
import { invalidRequest, staffHolds } from '../core/staffScope.ts';

/**
 * docs/api.md "Requests": request types (request-config), the parents' requests of a branch and year, their
 * threads (replies both sides see, internal notes a family never receives), state changes, assignment, the
 * certificate of schooling, and the dashboard's count of requests past their target delay.
 */
export const REQUEST_PERMISSION = 'view-request-page';

export function error(status: number, message: string, code: string) {
  return HttpResponse.json({ message, code }, { status });
}

function notFound() {
  return HttpResponse.json({ message: 'Request not found' }, { status: 404 });
}

export function tables(): RequestTables {
  return db.data.requests;
}

/** The required branch and year of a call, or the 400 answer. */
export function scopeOf(request: Request): { branch: number; year: number } | Response {
  const params = new URL(request.url).searchParams;
  const branch = idParam(params, 'branch');
  const year = idParam(params, 'year');
  if (branch === null || year === null) return invalidRequest('branch and year are required');
  return { branch, year };
}

/** A parent's own child in that branch (family scope). */
export function ownChild(user: DemoUser, studentId: number | null, branch?: number) {
  if (!user.isParent || studentId === null || !user.studentIds.includes(studentId)) return null;
  const student = db.data.students.find((candidate) => candidate.studentid === studentId);
  return student && (branch === undefined || student.branchId === branch) ? student : null;
}

/** Staff who handle a type there: the queue's permission and the type's own (an admin role holds both). */
export function handles(user: DemoUser, type: DemoRequestType, branch: number, year: number): boolean {
  return (
    staffHolds(user, REQUEST_PERMISSION, branch, year) && staffHolds(user, type.permission, branch, year)
  );
}

export function typeOf(request: DemoRequest): DemoRequestType | undefined {
  return tables().types.find((type) => type.id === request.typeId);
}

/** Who is asking about a request: its family, or staff who handle its type; anyone else is told it does not exist. */
export function actorFor(user: DemoUser, request: DemoRequest): RequestActor | null {
  if (user.isParent) return user.studentIds.includes(request.studentId) ? 'family' : null;
  const type = typeOf(request);
  return type && handles(user, type, request.branchId, request.yearId) ? 'staff' : null;
}

export function findRequest(
  user: DemoUser,
  rawId: unknown,
): { request: DemoRequest; actor: RequestActor } | Response {
  // Permission before existence (docs/api.md "Scope"): staff who never handle requests lack the permission, whatever
  // the id; anyone else is told a request they may not see does not exist, exactly as an unknown one.
  if (!user.isParent && !holdsAnywhere(user, REQUEST_PERMISSION)) return permissionError();
  const id = String(rawId);
  const request = /^\d+$/.test(id) ? tables().items.find((item) => item.id === Number(id)) : undefined;
  const actor = request ? actorFor(user, request) : null;
  return request && actor ? { request, actor } : notFound();
}

function userName(data: DemoData, id: number | null): string | null {
  if (id === null) return null;
  return data.users.find((user) => user.id === id)?.displayname ?? null;
}

function studentAnswer(data: DemoData, request: DemoRequest) {
  const student = data.students.find((candidate) => candidate.studentid === request.studentId);
  const enrolment = data.enrolments.find(
    (candidate) => candidate.studentId === request.studentId && candidate.yearId === request.yearId,
  );
  const cls = enrolment ? data.classes.find((candidate) => candidate.id === enrolment.classId) : undefined;
  return {
    studentid: request.studentId,
    firstname_fr: student?.firstname_fr ?? '',
    lastname_fr: student?.lastname_fr ?? '',
    firstname_ar: student?.firstname_ar ?? '',
    lastname_ar: student?.lastname_ar ?? '',
    className: cls?.name ?? null,
  };
}

export function rowAnswer(data: DemoData, request: DemoRequest, today: string) {
  const type = typeOf(request);
  const delayDays = type?.delayDays ?? 0;
  return {
    id: request.id,
    reference: request.reference,
    student: studentAnswer(data, request),
    type: {
      id: request.typeId,
      kind: type?.kind ?? 'other',
      name_fr: type?.name_fr ?? '',
      name_ar: type?.name_ar ?? '',
    },
    state: request.state,
    createdAt: request.createdAt,
    updatedAt: request.updatedAt,
    dueDate: requestDueDate(request.createdAt, delayDays),
    overdue: isRequestOverdue({ state: request.state, createdAt: request.createdAt, delayDays }, today),
    assignee:
      request.assigneeId === null
        ? null
        : { id: request.assigneeId, name: userName(data, request.assigneeId) ?? '' },
    replies: request.thread.filter((entry) => entry.kind === 'reply').length,
  };
}

function attachmentAnswer(attachment: DemoAttachment) {
  return {
    path: attachment.path,
    name: attachment.name,
    mimeType: attachment.mimeType,
    size: attachment.size,
  };
}

/**
 * The thread as this actor may see it: a family never receives an internal note (not even that one exists).
 */
export function visibleThread(thread: readonly DemoRequestEntry[], actor: RequestActor): DemoRequestEntry[] {
  return actor === 'family' ? thread.filter((entry) => entry.kind !== 'note') : [...thread];
}

export function detailAnswer(data: DemoData, request: DemoRequest, actor: RequestActor, today = todayIso()) {
  const type = typeOf(request);
  const staffIds = new Set(data.users.filter((user) => !user.isParent).map((user) => user.id));
  return {
    ...rowAnswer(data, request, today),
    branchId: request.branchId,
    yearId: request.yearId,
    answers: request.answers.map((answer) => {
      const field = type?.fields.find((candidate) => candidate.key === answer.key);
      return {
        key: answer.key,
        label_fr: field?.label_fr ?? answer.key,
        label_ar: field?.label_ar ?? answer.key,
        kind: field?.kind ?? 'text',
        value: answer.value,
      };
    }),
    attachments: request.attachments.map(attachmentAnswer),
    thread: visibleThread(request.thread, actor).map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      authorRole: staffIds.has(entry.authorId) ? 'school' : 'family',
      author: staffIds.has(entry.authorId) ? (userName(data, entry.authorId) ?? '') : null,
      at: entry.at,
      text: entry.text,
      from: entry.from,
      to: entry.to,
      attachments: entry.attachments.map(attachmentAnswer),
    })),
    allowedTransitions: requestTransitions(request.state, actor),
    actor,
    assignees:
      actor === 'staff' && type
        ? data.users
            .filter((user) => handles(user, type, request.branchId, request.yearId))
            .map((user) => ({ id: user.id, name: user.displayname }))
        : [],
    canCertificate: actor === 'staff' && type?.kind === 'certificate',
    certificateIssuedOn: request.certificate?.issuedOn ?? null,
  };
}

export function nextId(items: ReadonlyArray<{ id: number }>): number {
  return items.reduce((max, item) => Math.max(max, item.id), 0) + 1;
}

export function nextEntryId(): number {
  return (
    tables().items.reduce((max, item) => item.thread.reduce((m, entry) => Math.max(m, entry.id), max), 0) + 1
  );
}

/** Staff holding the type's permission there: told when a new request arrives. */
export function notifyHandlers(
  data: DemoData,
  request: DemoRequest,
  type: DemoRequestType,
  title: string,
  body: string,
) {
  const targets =
    request.assigneeId !== null
      ? data.users.filter((user) => user.id === request.assigneeId)
      : data.users.filter((user) => handles(user, type, request.branchId, request.yearId));
  for (const user of targets) {
    // Staff open the requests' page; the child is the family's to switch to, not theirs.
    addNotification(data, {
      userId: user.id,
      schoolbranchid: request.branchId,
      title,
      body,
      topic: 'request',
      studentId: null,
      link: '/gestion-demandes',
      tag: `request-${request.id}`,
    });
  }
}

export function text(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  return typeof value === 'string' ? value.trim() : '';
}
