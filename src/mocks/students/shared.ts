import { HttpResponse } from 'msw';
import { staffHolds } from '../core/staffScope.ts';
import type { DemoStudent } from '../school/index.ts';
import type { DemoUser } from '../core/tables.ts';
import { permissionError } from '../core/session.ts';
import { EMAIL, NAME_MAX, PHONE } from '../../domain/students.ts';

// The contact rules, one definition with the screens' (guardians and pre-registrations read them from here).
export { EMAIL, NAME_MAX, PHONE };

/** docs/api.md "Students": the full list, a student's record, levels with their classes. */
export const PERMISSION = 'view-full-students-page';

export function invalidRequest(message: string) {
  return HttpResponse.json({ message, code: 'INVALID_REQUEST' }, { status: 400 });
}

export function idParam(params: URLSearchParams, name: string): number | null | 'invalid' {
  const raw = params.get(name);
  if (raw === null || raw === '') return null;
  return /^\d+$/.test(raw) ? Number(raw) : 'invalid';
}

/** The required branch and year of a list, for a member of staff allowed there; else the error answer. */
export function staffScope(
  user: DemoUser,
  params: URLSearchParams,
  permissions: readonly string[] = [PERMISSION],
): { branch: number; year: number } | Response {
  const branch = idParam(params, 'branch');
  const year = idParam(params, 'year');
  if (typeof branch !== 'number' || typeof year !== 'number') {
    return invalidRequest('branch and year are required');
  }
  return staffHolds(user, permissions, branch, year) ? { branch, year } : permissionError();
}

export function byId<T>(items: T[], id: (item: T) => number): Map<number, T> {
  const map = new Map<number, T>();
  for (const item of items) map.set(id(item), item);
  return map;
}

export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function names(student: DemoStudent) {
  return {
    studentid: student.studentid,
    firstname_fr: student.firstname_fr,
    lastname_fr: student.lastname_fr,
    firstname_ar: student.firstname_ar,
    lastname_ar: student.lastname_ar,
  };
}

export function text(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  return typeof value === 'string' ? value.trim() : '';
}
