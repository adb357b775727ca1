import { http, HttpResponse } from 'msw';
import { ADMIN_ROLE, syncUserRoles, type AccessAssignment, type AccessRole } from './roles.ts';
import { db } from '../core/db.ts';
import { ALL_PERMISSIONS } from './seed.ts';
import { jsonObject } from '../core/staffScope.ts';
import {
  rolesAt,
  tables,
  adminCall,
  conflict,
  audit,
  applied,
  accountAnswer,
  pathId,
  notFound,
  otherAdmins,
  accountInScope,
} from './shared.ts';

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
export const assignmentHandlers = [
  http.post('*/api/access/assignments', async ({ request }) => {
    const call = adminCall(request);
    if (call instanceof Response) return call;
    const body = await jsonObject(request);
    // An account out of the caller's scope is refused exactly as an unknown one, whatever the role sent: both
    // fields are checked before anything is answered (docs/api.md "Access management").
    const account = accountInScope(call, body?.userId);
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
    const account = assignment && accountInScope(call, assignment.userId);
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
