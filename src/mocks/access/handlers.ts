import { http, HttpResponse } from 'msw';
import { EMAIL } from '../../domain/students.ts';
import {
  ADMIN_ROLE,
  isActive,
  syncUserRoles,
  type AccessAssignment,
  type AccessRole,
  type AuditEntry,
} from './roles.ts';
import { db } from '../core/db.ts';
import { ALL_PERMISSIONS } from './seed.ts';
import type { DemoUser } from '../core/tables.ts';
import { authenticate, endSessions, permissionError } from '../core/session.ts';
import { idParam } from '../core/params.ts';
import { invalidRequest, jsonObject } from '../core/staffScope.ts';

/**
 * Access management (docs/api.md "Access management"): roles per branch and year, staff accounts, assignments, the
 * audit log. Every call is an admin's of the branch and year it is about; anyone else, a parent included, gets the
 * catalogue's permission refusal and no data.
 */

const tables = () => db.data.access;

function isAdminOf(user: DemoUser, branch: number, year: number): boolean {
  return (
    !user.isParent &&
    user.roles.some(
      (role) => role.name === ADMIN_ROLE && role.schoolbranchid === branch && role.schoolyearid === year,
    )
  );
}

interface AdminCall {
  user: DemoUser;
  branch: number;
  year: number;
}

/** The caller, when an admin of the `branch` and `year` asked; else the error answer. */
function adminCall(request: Request): AdminCall | Response {
  const user = authenticate(request);
  if (user instanceof Response) return user;
  const params = new URL(request.url).searchParams;
  const branch = idParam(params, 'branch');
  const year = idParam(params, 'year');
  // Permission before anything else: a parent learns nothing, not even that the parameters are wrong.
  if (user.isParent) return permissionError();
  if (branch === null || year === null) return invalidRequest('branch and year are required');
  return isAdminOf(user, branch, year) ? { user, branch, year } : permissionError();
}

function conflict(code: string, message: string, status = 409) {
  return HttpResponse.json({ message, code }, { status });
}

function notFound(what: string) {
  return HttpResponse.json({ message: `${what} not found` }, { status: 404 });
}

function audit(call: AdminCall, action: string, target: string, before: unknown, after: unknown): void {
  const entry: AuditEntry = {
    id: tables().nextId++,
    at: new Date().toISOString(),
    actorId: call.user.id,
    actorName: call.user.displayname,
    branchId: call.branch,
    yearId: call.year,
    action,
    target,
    before,
    after,
  };
  tables().audit.push(entry);
}

/** After a change: every staff user's roles from the assignments, saved. */
function applied(): void {
  syncUserRoles(db.data.users, tables(), ALL_PERMISSIONS);
  db.changed();
}

function rolesAt(branch: number, year: number): AccessRole[] {
  return tables().roles.filter((role) => role.branchId === branch && role.yearId === year);
}

/**
 * The roles of a branch's year and who holds them, copied to another year (access management's copy, and a new
 * school year). Copying twice changes nothing: a role of the same key, an assignment already held are kept as they
 * are. The users' roles follow (syncUserRoles).
 */
export function copyYearRoles(
  branch: number,
  fromYear: number,
  toYear: number,
): { roles: number; assignments: number } {
  let roles = 0;
  let assignments = 0;
  const target = new Map<number, AccessRole>();
  for (const role of rolesAt(branch, fromYear)) {
    let copy = rolesAt(branch, toYear).find((candidate) => candidate.key === role.key);
    if (!copy) {
      copy = { ...role, id: tables().nextId++, yearId: toYear, permissions: [...role.permissions] };
      tables().roles.push(copy);
      roles += 1;
    }
    target.set(role.id, copy);
  }
  for (const held of tables().assignments.filter((assignment) => target.has(assignment.roleId))) {
    const roleId = target.get(held.roleId)!.id;
    if (tables().assignments.some((other) => other.userId === held.userId && other.roleId === roleId))
      continue;
    tables().assignments.push({ id: tables().nextId++, userId: held.userId, roleId });
    assignments += 1;
  }
  syncUserRoles(db.data.users, tables(), ALL_PERMISSIONS);
  return { roles, assignments };
}

function roleAnswer(role: AccessRole) {
  return {
    id: role.id,
    key: role.key,
    name: role.name,
    name_ar: role.name_ar,
    admin: role.key === ADMIN_ROLE,
    permissions: role.key === ADMIN_ROLE ? [...ALL_PERMISSIONS] : [...role.permissions],
    holders: tables().assignments.filter((assignment) => assignment.roleId === role.id).length,
  };
}

/** Staff accounts of a branch: those holding a role there (any year) or created there. */
function accountsOf(branch: number): DemoUser[] {
  const roleIds = new Set(
    tables()
      .roles.filter((role) => role.branchId === branch)
      .map((role) => role.id),
  );
  const holders = new Set(
    tables()
      .assignments.filter((assignment) => roleIds.has(assignment.roleId))
      .map((assignment) => assignment.userId),
  );
  return db.data.users.filter(
    (user) => !user.isParent && (holders.has(user.id) || user.createdInBranch === branch),
  );
}

function accountAnswer(user: DemoUser, branch: number, year: number) {
  const here = new Map(rolesAt(branch, year).map((role) => [role.id, role]));
  return {
    id: user.id,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    firstname_ar: user.firstname_ar ?? '',
    lastname_ar: user.lastname_ar ?? '',
    active: isActive(user),
    assignments: tables()
      .assignments.filter((assignment) => assignment.userId === user.id && here.has(assignment.roleId))
      .map((assignment) => ({
        id: assignment.id,
        roleId: assignment.roleId,
        role: here.get(assignment.roleId)!.name,
      })),
  };
}

/** The active accounts other than `except` holding the admin role of that branch and year. */
function otherAdmins(branch: number, year: number, except: number): number {
  const adminRoles = new Set(
    rolesAt(branch, year)
      .filter((role) => role.key === ADMIN_ROLE)
      .map((role) => role.id),
  );
  const holders = new Set(
    tables()
      .assignments.filter((assignment) => adminRoles.has(assignment.roleId) && assignment.userId !== except)
      .map((assignment) => assignment.userId),
  );
  return db.data.users.filter((user) => holders.has(user.id) && isActive(user)).length;
}

/** The branch and year pairs where `userId` is an admin that no one else active is. */
function lastAdminPlaces(userId: number): AccessRole[] {
  return tables()
    .assignments.filter((assignment) => assignment.userId === userId)
    .flatMap((assignment) => tables().roles.filter((role) => role.id === assignment.roleId))
    .filter((role) => role.key === ADMIN_ROLE && otherAdmins(role.branchId, role.yearId, userId) === 0);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** A role's name and permissions from a body, or the 422 naming each field at fault. */
function roleInput(body: Record<string, unknown> | null, branch: number, year: number, except?: number) {
  const name = text(body?.name);
  const nameAr = text(body?.name_ar);
  const permissions = Array.isArray(body?.permissions) ? (body.permissions as unknown[]) : null;
  const errors: Record<string, string> = {};
  if (!name) errors.name = 'REQUIRED';
  else if (name.length > 60) errors.name = 'TOO_LONG';
  else if (
    rolesAt(branch, year).some(
      (role) => role.id !== except && role.name.toLocaleLowerCase('fr') === name.toLocaleLowerCase('fr'),
    )
  )
    errors.name = 'DUPLICATE_ROLE';
  if (nameAr.length > 60) errors.name_ar = 'TOO_LONG';
  if (!permissions || permissions.some((item) => typeof item !== 'string' || !ALL_PERMISSIONS.includes(item)))
    errors.permissions = 'UNKNOWN_PERMISSION';
  if (Object.keys(errors).length > 0) {
    const duplicate = errors.name === 'DUPLICATE_ROLE';
    return HttpResponse.json(
      {
        message: duplicate ? 'A role of that name exists' : 'Validation failed',
        code: duplicate ? 'DUPLICATE_ROLE' : 'VALIDATION_ERROR',
        errors,
      },
      { status: duplicate ? 409 : 422 },
    );
  }
  return { name, name_ar: nameAr, permissions: [...new Set(permissions as string[])].sort() };
}

/** A one-time password: 12 letters and digits, without the look-alikes. */
function oneTimePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(
    globalThis.crypto.getRandomValues(new Uint8Array(12)),
    (byte) => alphabet[byte % alphabet.length],
  ).join('');
}

function pathId(params: Record<string, string | readonly string[] | undefined>): number | null {
  const raw = params.id;
  return typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : null;
}

export const accessHandlers = [
  http.get('*/api/access/roles', ({ request }) => {
    const call = adminCall(request);
    if (call instanceof Response) return call;
    return HttpResponse.json({ items: rolesAt(call.branch, call.year).map(roleAnswer) });
  }),

  http.post('*/api/access/roles', async ({ request }) => {
    const call = adminCall(request);
    if (call instanceof Response) return call;
    const input = roleInput(await jsonObject(request), call.branch, call.year);
    if (input instanceof Response) return input;
    const id = tables().nextId++;
    const role: AccessRole = { id, key: `role-${id}`, branchId: call.branch, yearId: call.year, ...input };
    tables().roles.push(role);
    audit(call, 'role.create', role.name, null, { permissions: role.permissions });
    applied();
    return HttpResponse.json(roleAnswer(role), { status: 201 });
  }),

  http.put('*/api/access/roles/:id', async ({ request, params }) => {
    const call = adminCall(request);
    if (call instanceof Response) return call;
    const role = rolesAt(call.branch, call.year).find((candidate) => candidate.id === pathId(params));
    if (!role) return notFound('Role');
    if (role.key === ADMIN_ROLE) return conflict('ADMIN_ROLE_FIXED', 'The admin role grants everything');
    const input = roleInput(await jsonObject(request), call.branch, call.year, role.id);
    if (input instanceof Response) return input;
    const before = { name: role.name, name_ar: role.name_ar, permissions: role.permissions };
    Object.assign(role, input);
    audit(call, 'role.update', role.name, before, input);
    applied();
    return HttpResponse.json(roleAnswer(role));
  }),

  http.delete('*/api/access/roles/:id', ({ request, params }) => {
    const call = adminCall(request);
    if (call instanceof Response) return call;
    const role = rolesAt(call.branch, call.year).find((candidate) => candidate.id === pathId(params));
    if (!role) return notFound('Role');
    if (role.key === ADMIN_ROLE) return conflict('ADMIN_ROLE_FIXED', 'The admin role cannot be deleted');
    if (tables().assignments.some((assignment) => assignment.roleId === role.id))
      return conflict('ROLE_IN_USE', 'The role is held');
    tables().roles = tables().roles.filter((candidate) => candidate !== role);
    audit(call, 'role.delete', role.name, { permissions: role.permissions }, null);
    applied();
    return new HttpResponse(null, { status: 204 });
  }),

  http.get('*/api/access/accounts', ({ request }) => {
    const call = adminCall(request);
    if (call instanceof Response) return call;
    const items = accountsOf(call.branch)
      .map((user) => accountAnswer(user, call.branch, call.year))
      .sort(
        (a, b) => a.lastname.localeCompare(b.lastname, 'fr') || a.firstname.localeCompare(b.firstname, 'fr'),
      );
    return HttpResponse.json({ items });
  }),

  http.post('*/api/access/accounts', async ({ request }) => {
    const call = adminCall(request);
    if (call instanceof Response) return call;
    const body = await jsonObject(request);
    const fields = {
      firstname: text(body?.firstname),
      lastname: text(body?.lastname),
      firstname_ar: text(body?.firstname_ar),
      lastname_ar: text(body?.lastname_ar),
      email: text(body?.email).toLowerCase(),
    };
    const errors: Record<string, string> = {};
    for (const [field, value] of Object.entries(fields)) {
      if (!value) errors[field] = 'REQUIRED';
      else if (value.length > 80) errors[field] = 'TOO_LONG';
    }
    if (fields.email && !errors.email && !EMAIL.test(fields.email)) errors.email = 'INVALID_EMAIL';
    const roleId = body?.roleId ?? null;
    const role =
      roleId === null ? null : rolesAt(call.branch, call.year).find((candidate) => candidate.id === roleId);
    if (role === undefined) errors.roleId = 'INVALID_CHOICE';
    if (Object.keys(errors).length > 0) {
      return HttpResponse.json(
        { message: 'Validation failed', code: 'VALIDATION_ERROR', errors },
        { status: 422 },
      );
    }
    if (db.data.users.some((user) => user.email.toLowerCase() === fields.email)) {
      return HttpResponse.json(
        {
          message: 'An account uses that e-mail',
          code: 'DUPLICATE_EMAIL',
          field: 'email',
          errors: { email: 'DUPLICATE_EMAIL' },
        },
        { status: 409 },
      );
    }
    const password = oneTimePassword();
    const user: DemoUser = {
      id: Math.max(...db.data.users.map((candidate) => candidate.id)) + 1,
      ...fields,
      password,
      displayname: `${fields.firstname} ${fields.lastname}`,
      isParent: false,
      roles: [],
      branchIds: [],
      studentIds: [],
      profilepicture: null,
      active: true,
      createdInBranch: call.branch,
    };
    db.data.users.push(user);
    if (role) tables().assignments.push({ id: tables().nextId++, userId: user.id, roleId: role.id });
    // The one-time password is in the answer only: never in the audit log, never in another answer.
    audit(call, 'account.create', user.displayname, null, { email: user.email, role: role?.name ?? null });
    applied();
    return HttpResponse.json(
      { account: accountAnswer(user, call.branch, call.year), oneTimePassword: password },
      { status: 201, headers: { 'Cache-Control': 'no-store' } },
    );
  }),

  http.post('*/api/access/accounts/:id/transitions', async ({ request, params }) => {
    const call = adminCall(request);
    if (call instanceof Response) return call;
    const account = accountsOf(call.branch).find((user) => user.id === pathId(params));
    if (!account) return notFound('Account');
    const to = (await jsonObject(request))?.to;
    if (to !== 'active' && to !== 'inactive') return invalidRequest('to must be active or inactive');
    if (to === 'inactive') {
      if (account.id === call.user.id)
        return conflict('OWN_ACCOUNT', 'You cannot deactivate your own account');
      if (isActive(account) && lastAdminPlaces(account.id).length > 0)
        return conflict('LAST_ADMIN', 'The last admin of a branch stays active');
    }
    const before = { active: isActive(account) };
    account.active = to === 'active';
    // A deactivated account is signed out everywhere at once.
    if (to === 'inactive') endSessions({ userId: account.id, except: '' });
    if (before.active !== account.active) {
      audit(
        call,
        to === 'active' ? 'account.reactivate' : 'account.deactivate',
        account.displayname,
        before,
        {
          active: account.active,
        },
      );
    }
    applied();
    return HttpResponse.json(accountAnswer(account, call.branch, call.year));
  }),

  http.post('*/api/access/assignments', async ({ request }) => {
    const call = adminCall(request);
    if (call instanceof Response) return call;
    const body = await jsonObject(request);
    const account = db.data.users.find((user) => user.id === body?.userId && !user.isParent);
    const role = rolesAt(call.branch, call.year).find((candidate) => candidate.id === body?.roleId);
    if (!account || !role) {
      return HttpResponse.json(
        {
          message: 'Validation failed',
          code: 'VALIDATION_ERROR',
          errors: {
            ...(!account && { userId: 'INVALID_CHOICE' }),
            ...(!role && { roleId: 'INVALID_CHOICE' }),
          },
        },
        { status: 422 },
      );
    }
    if (tables().assignments.some((held) => held.userId === account.id && held.roleId === role.id))
      return conflict('ROLE_ALREADY_HELD', 'The account holds that role');
    const assignment: AccessAssignment = { id: tables().nextId++, userId: account.id, roleId: role.id };
    tables().assignments.push(assignment);
    audit(call, 'assignment.create', account.displayname, null, { role: role.name });
    applied();
    return HttpResponse.json(accountAnswer(account, call.branch, call.year), { status: 201 });
  }),

  http.delete('*/api/access/assignments/:id', ({ request, params }) => {
    const call = adminCall(request);
    if (call instanceof Response) return call;
    const assignment = tables().assignments.find((held) => held.id === pathId(params));
    const role =
      assignment && rolesAt(call.branch, call.year).find((candidate) => candidate.id === assignment.roleId);
    const account = assignment && db.data.users.find((user) => user.id === assignment.userId);
    if (!assignment || !role || !account) return notFound('Assignment');
    if (role.key === ADMIN_ROLE) {
      if (account.id === call.user.id)
        return conflict('OWN_ADMIN_ROLE', 'An admin cannot remove their own admin role');
      if (otherAdmins(call.branch, call.year, account.id) === 0)
        return conflict('LAST_ADMIN', 'The last admin of a branch keeps the role');
    }
    tables().assignments = tables().assignments.filter((held) => held !== assignment);
    audit(call, 'assignment.delete', account.displayname, { role: role.name }, null);
    applied();
    return HttpResponse.json(accountAnswer(account, call.branch, call.year));
  }),

  http.post('*/api/access/copy-year', async ({ request }) => {
    const call = adminCall(request);
    if (call instanceof Response) return call;
    const toYear = (await jsonObject(request))?.toYear;
    const branch = db.data.branches.find((candidate) => candidate.schoolbranchid === call.branch);
    if (typeof toYear !== 'number' || toYear === call.year || !branch?.yearIds.includes(toYear)) {
      return HttpResponse.json(
        { message: 'Validation failed', code: 'VALIDATION_ERROR', errors: { toYear: 'INVALID_CHOICE' } },
        { status: 422 },
      );
    }
    const { roles, assignments } = copyYearRoles(call.branch, call.year, toYear);
    const year = db.data.years.find((candidate) => candidate.schoolyearid === toYear);
    audit(call, 'year.copy', year?.description ?? String(toYear), null, { roles, assignments });
    applied();
    return HttpResponse.json({ roles, assignments });
  }),

  http.get('*/api/access/audit', ({ request }) => {
    const call = adminCall(request);
    if (call instanceof Response) return call;
    const items = tables()
      .audit.filter((entry) => entry.branchId === call.branch && entry.yearId === call.year)
      .sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
    return HttpResponse.json({ items });
  }),
];
