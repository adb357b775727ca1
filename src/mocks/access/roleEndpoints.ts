import { http, HttpResponse } from 'msw';
import { ADMIN_ROLE, type AccessRole } from './roles.ts';
import { ALL_PERMISSIONS } from './seed.ts';
import { jsonObject } from '../core/staffScope.ts';
import { tables, text, rolesAt, adminCall, audit, applied, pathId, notFound, conflict } from './shared.ts';

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
export const roleHandlers = [
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
];
