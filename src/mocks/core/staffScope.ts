import { HttpResponse } from 'msw';
import { db } from './db.ts';
import type { DemoUser } from './tables.ts';
import { authenticate, permissionError } from './session.ts';
import { idParam } from './params.ts';

/**
 * The finance module's permission: a balance or a finance total is sent only to staff holding it in that branch and
 * year (docs/api.md "Dashboard" and "Students"), as the finance screens are opened only with it.
 */
export const FINANCE_PERMISSION = 'view-studentengagements-page';

/** The pre-registrations module's permission: its figures are sent only to staff holding it (docs/api.md "Dashboard"). */
export const PREREGISTRATION_PERMISSION = 'view-preregistrations-page';

/**
 * A staff role of that branch and year grants `permission` (one of them, when several are given; an admin role
 * grants everything); never a parent.
 */
export function staffHolds(
  user: DemoUser,
  permission: string | readonly string[],
  branch: number,
  year: number,
): boolean {
  const wanted = typeof permission === 'string' ? [permission] : permission;
  return (
    !user.isParent &&
    user.roles.some(
      (role) =>
        role.schoolbranchid === branch &&
        role.schoolyearid === year &&
        (role.name === 'admin' || wanted.some((name) => role.permissions.includes(name))),
    )
  );
}

export function invalidRequest(message: string, code = 'INVALID_REQUEST', status = 400) {
  return HttpResponse.json({ message, code }, { status });
}

/**
 * The required `branch` and `year` of a call, for a member of staff holding `permission` (or one of them) there;
 * else the error answer (400 without them, the catalogue's 403 without the permission).
 */
export function staffScopeOf(
  user: DemoUser,
  request: Request,
  permission: string | readonly string[],
): { branch: number; year: number } | Response {
  const params = new URL(request.url).searchParams;
  const branch = idParam(params, 'branch');
  const year = idParam(params, 'year');
  if (branch === null || year === null) return invalidRequest('branch and year are required');
  return staffHolds(user, permission, branch, year) ? { branch, year } : permissionError();
}

/** A JSON body as an object, or null when it is not one. */
export async function jsonObject(request: Request): Promise<Record<string, unknown> | null> {
  const body: unknown = await request.json().catch(() => null);
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

/** The signed-in member of staff holding `permission` (one of them) in the call's branch and year; else the error answer. */
export function staffCall(request: Request, permission: string | readonly string[]) {
  const user = authenticate(request);
  if (user instanceof Response) return user;
  const scope = staffScopeOf(user, request, permission);
  return scope instanceof Response ? scope : { user, scope };
}

/**
 * A parent's own child by its path id, with the child's enrolment of `year`: another family's child answers the same
 * 404 as an unknown one, a member of staff the catalogue's 403.
 */
export function parentChild(user: DemoUser, studentRaw: unknown, yearRaw: number | null) {
  const data = db.data;
  const studentId = /^\d+$/.test(String(studentRaw)) ? Number(studentRaw) : null;
  const student = data.students.find((candidate) => candidate.studentid === studentId);
  if (!user.isParent) return permissionError();
  if (!student || !user.studentIds.includes(student.studentid) || yearRaw === null)
    return HttpResponse.json({ message: 'Not found' }, { status: 404 });
  const enrolment = data.enrolments.find(
    (candidate) => candidate.studentId === student.studentid && candidate.yearId === yearRaw,
  );
  const year = data.years.find((candidate) => candidate.schoolyearid === yearRaw);
  if (!enrolment || !year) return HttpResponse.json({ message: 'Not found' }, { status: 404 });
  return { student, enrolment, year };
}
