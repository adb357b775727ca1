import { HttpResponse } from 'msw';
import { ADMIN_ROLE, isActive, syncUserRoles, type AccessRole, type AuditEntry } from './roles.ts';
import { db } from '../core/db.ts';
import { ALL_PERMISSIONS } from './seed.ts';
import type { DemoUser } from '../core/tables.ts';
import { authenticate, permissionError } from '../core/session.ts';
import { idParam } from '../core/params.ts';
import { invalidRequest } from '../core/staffScope.ts';

/**
 * Access management (docs/api.md "Access management"): roles per branch and year, staff accounts, assignments, the
 * audit log. Every call is an admin's of the branch and year it is about; anyone else, a parent included, gets the
 * catalogue's permission refusal and no data.
 */

export const tables = () => db.data.access;

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

/** The branches where `user` holds the admin role, in any year. */
function administeredBranches(user: DemoUser): Set<number> {
  return new Set(user.roles.filter((role) => role.name === ADMIN_ROLE).map((role) => role.schoolbranchid));
}

/** The branches an account belongs to: where it holds a role (any year), and where it was created. */
export function branchesOf(user: DemoUser): number[] {
  const roleBranch = new Map(tables().roles.map((role) => [role.id, role.branchId]));
  const branches = new Set(
    tables()
      .assignments.filter((assignment) => assignment.userId === user.id)
      .flatMap((assignment) => {
        const branch = roleBranch.get(assignment.roleId);
        return branch === undefined ? [] : [branch];
      }),
  );
  if (user.createdInBranch !== undefined) branches.add(user.createdInBranch);
  return [...branches].sort((a, b) => a - b);
}

/** Staff accounts of some branches: those holding a role there (any year) or created there. */
export function accountsOf(branches: ReadonlySet<number>): DemoUser[] {
  return db.data.users.filter(
    (user) => !user.isParent && branchesOf(user).some((branch) => branches.has(branch)),
  );
}

/**
 * The account `id` when the caller may act on it (docs/api.md "Access management", scope of accounts): a staff
 * account of a branch the caller administers. Any other id, existing or not, is undefined, so that every endpoint
 * answers it exactly as an unknown account.
 */
export function accountInScope(call: AdminCall, id: unknown): DemoUser | undefined {
  if (typeof id !== 'number') return undefined;
  return accountsOf(administeredBranches(call.user)).find((user) => user.id === id);
}

/** The caller, when an admin of the `branch` and `year` asked; else the error answer. */
export function adminCall(request: Request): AdminCall | Response {
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

export function conflict(code: string, message: string, status = 409) {
  return HttpResponse.json({ message, code }, { status });
}

export function notFound(what: string) {
  return HttpResponse.json({ message: `${what} not found` }, { status: 404 });
}

export function audit(
  call: AdminCall,
  action: string,
  target: string,
  before: unknown,
  after: unknown,
  branches: readonly number[] = [call.branch],
): void {
  // One entry in each branch concerned (the call's, by default), so each branch's admins see the change.
  const at = new Date().toISOString();
  for (const branchId of new Set(branches)) {
    const entry: AuditEntry = {
      id: tables().nextId++,
      at,
      actorId: call.user.id,
      actorName: call.user.displayname,
      branchId,
      yearId: call.year,
      action,
      target,
      before,
      after,
    };
    tables().audit.push(entry);
  }
}

/** After a change: every staff user's roles from the assignments, saved. */
export function applied(): void {
  syncUserRoles(db.data.users, tables(), ALL_PERMISSIONS);
  db.changed();
}

export function rolesAt(branch: number, year: number): AccessRole[] {
  return tables().roles.filter((role) => role.branchId === branch && role.yearId === year);
}

export function accountAnswer(user: DemoUser, branch: number, year: number) {
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
export function otherAdmins(branch: number, year: number, except: number): number {
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

export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function pathId(params: Record<string, string | readonly string[] | undefined>): number | null {
  const raw = params.id;
  return typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : null;
}
