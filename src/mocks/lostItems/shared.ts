import { HttpResponse } from 'msw';
import {
  LOST_ITEM_LIMITS,
  requestTransitions,
  type ItemStatus,
  type RequestStatus,
} from '../../domain/lostItems.ts';
import { db } from '../core/db.ts';
import type { DemoLostItemRequest } from './seed.ts';
import { addNotification } from '../notifications/index.ts';
import type { DemoData, DemoUser } from '../core/tables.ts';
import type { DemoStudent } from '../school/index.ts';
import { permissionError } from '../core/session.ts';
import { idParam, intOr } from '../core/params.ts';
import { invalidRequest } from '../core/staffScope.ts';

/**
 * docs/api.md "Lost items": found items recorded by staff, parents' claims and descriptions of lost items, their
 * states (src/domain/lostItems.ts), the disposal delay, and the notifications they send.
 */
export const PERMISSION = 'view-lost-items-page';
const PAGE_SIZE = { default: 25, min: 6, max: 200 } as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function error(status: number, message: string, code: string) {
  return HttpResponse.json({ message, code }, { status });
}

export function fieldErrors(errors: Record<string, string>) {
  return HttpResponse.json(
    { message: 'Validation failed', code: 'VALIDATION_ERROR', errors },
    { status: 422 },
  );
}

export function notFound() {
  return HttpResponse.json({ message: 'Not found' }, { status: 404 });
}

export function tables(data: DemoData = db.data) {
  return data.lostItems;
}

export function disposalDays(branchId: number): number {
  return (
    tables().settings.find((setting) => setting.branchId === branchId)?.disposalDays ??
    LOST_ITEM_LIMITS.disposalDays.default
  );
}

export function nowIso(): string {
  return new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function isDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return DATE.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A page of `rows` as every list answers it. */
export function pageOf<T>(params: URLSearchParams, rows: T[]) {
  const pageSize = Math.min(
    PAGE_SIZE.max,
    Math.max(PAGE_SIZE.min, intOr(params.get('pageSize'), PAGE_SIZE.default)),
  );
  const page = Math.max(1, intOr(params.get('page'), 1));
  return { items: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length, page, pageSize };
}

export function isOpen(request: DemoLostItemRequest): boolean {
  return request.status === 'pending' || request.status === 'matched';
}

export function studentOf(data: DemoData, studentId: number): DemoStudent | undefined {
  return data.students.find((student) => student.studentid === studentId);
}

export function requestRow(request: DemoLostItemRequest, data: DemoData, forStaff: boolean) {
  const student = studentOf(data, request.studentId);
  const item = request.itemId === null ? null : tables(data).items.find((c) => c.id === request.itemId);
  return {
    id: request.id,
    kind: request.kind,
    status: request.status,
    description: request.description,
    category: request.category,
    lostOn: request.lostOn,
    createdAt: request.createdAt,
    reason: request.reason,
    guardianName: request.guardianName,
    student: {
      studentid: request.studentId,
      firstname_fr: student?.firstname_fr ?? '',
      lastname_fr: student?.lastname_fr ?? '',
      firstname_ar: student?.firstname_ar ?? '',
      lastname_ar: student?.lastname_ar ?? '',
    },
    item: item
      ? {
          id: item.id,
          category: item.category,
          description: item.description,
          place: item.place,
          foundOn: item.foundOn,
          status: item.status,
          hasPhoto: item.photo !== null,
        }
      : null,
    history: request.history,
    allowedTransitions: forStaff ? requestTransitions(request.status) : [],
  };
}

/** The child of a parent's call (`student` and `year`), when the parent may act for them; else the 403 answer. */
export function parentChild(
  user: DemoUser,
  params: URLSearchParams,
): { student: DemoStudent; year: number } | Response {
  const studentId = idParam(params, 'student');
  const year = idParam(params, 'year');
  if (studentId === null || year === null) return invalidRequest('student and year are required');
  const data = db.data;
  const student = studentOf(data, studentId);
  const family = student ? data.families.find((candidate) => candidate.id === student.familyId) : undefined;
  const isGuardian = family?.guardians.some((guardian) => guardian.userId === user.id) ?? false;
  const holds = user.roles.some(
    (role) =>
      student !== undefined &&
      role.schoolbranchid === student.branchId &&
      role.schoolyearid === year &&
      role.permissions.includes(PERMISSION),
  );
  if (!student || !user.isParent || !isGuardian || !holds) return permissionError();
  return { student, year };
}

export function handlesLostItems(user: DemoUser): boolean {
  return (
    !user.isParent &&
    user.roles.some((role) => role.name === 'admin' || role.permissions.includes(PERMISSION))
  );
}

const PARENT_TITLES: Partial<Record<RequestStatus, string>> = {
  matched: 'Objet retrouvé',
  rejected: 'Demande d’objet perdu refusée',
  closed: 'Objet rendu',
};

/** Tells the family's account that its request changed state (matched, rejected, closed). */
export function notifyParent(data: DemoData, request: DemoLostItemRequest) {
  const title = PARENT_TITLES[request.status];
  if (request.userId === null || !title) return;
  const item = tables(data).items.find((candidate) => candidate.id === request.itemId);
  const body =
    request.status === 'rejected'
      ? `« ${request.description} » : ${request.reason ?? ''}`
      : request.status === 'matched'
        ? `« ${item?.description ?? request.description} » vous attend au secrétariat (${item?.place ?? ''}).`
        : `« ${item?.description ?? request.description} » a été rendu.`;
  addNotification(data, {
    userId: request.userId,
    schoolbranchid: request.branchId,
    title,
    body,
    topic: 'request',
    studentId: request.studentId,
    link: '/lost-items',
    tag: `lost-item-request-${request.id}`,
  });
}

export function requestEvent(user: DemoUser, status: RequestStatus, reason: string | null) {
  return { status, at: nowIso(), by: user.displayname, reason };
}

export function itemEvent(user: DemoUser, status: ItemStatus, reason: string | null) {
  return { status, at: nowIso(), by: user.displayname, reason };
}

export function text(body: Record<string, unknown> | FormData, key: string): string {
  // Duck-typed: under Vitest's jsdom the global FormData is jsdom's, while the parsed form is Node's.
  const value =
    typeof body.get === 'function' ? (body as FormData).get(key) : (body as Record<string, unknown>)[key];
  return typeof value === 'string' ? value.trim() : '';
}

export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
