import { http, HttpResponse } from 'msw';
import { EMAIL } from '../../domain/students.ts';
import { commonPasswords, passwordFault } from '../../domain/passwords.ts';
import { ADMIN_ROLE, isActive, type AccessRole } from './roles.ts';
import { db } from '../core/db.ts';
import type { DemoUser } from '../core/tables.ts';
import { endSessions } from '../core/session.ts';
import { invalidRequest, jsonObject } from '../core/staffScope.ts';
import {
  tables,
  otherAdmins,
  adminCall,
  accountAnswer,
  text,
  rolesAt,
  audit,
  applied,
  pathId,
  notFound,
  conflict,
  accountsOf,
  accountInScope,
  branchesOf,
} from './shared.ts';

/** The branch and year pairs where `userId` is an admin that no one else active is. */
function lastAdminPlaces(userId: number): AccessRole[] {
  return tables()
    .assignments.filter((assignment) => assignment.userId === userId)
    .flatMap((assignment) => tables().roles.filter((role) => role.id === assignment.roleId))
    .filter((role) => role.key === ADMIN_ROLE && otherAdmins(role.branchId, role.yearId, userId) === 0);
}

/** A one-time password: 12 letters and digits, without the look-alikes. */
function oneTimePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(
    globalThis.crypto.getRandomValues(new Uint8Array(12)),
    (byte) => alphabet[byte % alphabet.length],
  ).join('');
}
export const accountHandlers = [
  http.get('*/api/access/accounts', ({ request }) => {
    const call = adminCall(request);
    if (call instanceof Response) return call;
    const items = accountsOf(new Set([call.branch]))
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
    // Password rules (docs/api.md): a one-time password is a new password like any other.
    const common = await commonPasswords();
    let password = oneTimePassword();
    while (passwordFault(password, fields.email, common)) password = oneTimePassword();
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
    // An account out of the caller's scope is answered as an unknown one (docs/api.md "Access management").
    const account = accountInScope(call, pathId(params));
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
        { active: account.active },
        // Deactivating signs the account out of every branch: each of them has the entry.
        [call.branch, ...branchesOf(account)],
      );
    }
    applied();
    return HttpResponse.json(accountAnswer(account, call.branch, call.year));
  }),
];
