// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoCall, demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';

// Access management in the demo API (docs/api.md "Access management").
const SCOPE = 'branch=1&year=2';

interface Role {
  id: number;
  key: string;
  name: string;
  admin: boolean;
  permissions: string[];
  holders: number;
}
interface Account {
  id: number;
  email: string;
  active: boolean;
  assignments: Array<{ id: number; roleId: number; role: string }>;
}

async function roles(token: string): Promise<Role[]> {
  const answer = await demoCall('GET', `access/roles?${SCOPE}`, token);
  expect(answer.status).toBe(200);
  return answer.body.items as Role[];
}

async function accounts(token: string): Promise<Account[]> {
  return (await demoCall('GET', `access/accounts?${SCOPE}`, token)).body.items as Account[];
}

async function userPermissions(token: string): Promise<string[]> {
  const user = (await demoCall('GET', 'user', token)).body as {
    roles: Array<{ schoolbranchid: number; schoolyearid: number; permissions: Array<{ name: string }> }>;
  };
  return user.roles
    .filter((role) => role.schoolbranchid === 1 && role.schoolyearid === 2)
    .flatMap((role) => role.permissions.map((permission) => permission.name));
}

const withKey = (key: string) => ({ 'Idempotency-Key': key });

async function post(path: string, token: string, body: unknown, key?: string) {
  const answer = await fetch(`http://localhost:3000/api/${path}`, {
    method: 'POST',
    headers: { Authorization: token, 'Content-Type': 'application/json', ...(key ? withKey(key) : {}) },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

describe('Access management: who may call it', () => {
  it('refuses its data and every write to a parent and to staff who are not admins of the branch (permission refusal)', async () => {
    for (const account of ['parent', 'staff'] as const) {
      const token = await demoToken(account);
      const calls: Array<[string, string, unknown?]> = [
        ['GET', `access/roles?${SCOPE}`],
        ['GET', `access/accounts?${SCOPE}`],
        ['GET', `access/audit?${SCOPE}`],
        ['POST', `access/roles?${SCOPE}`, { name: 'X', permissions: [] }],
        ['POST', `access/assignments?${SCOPE}`, { userId: 2, roleId: 1 }],
        ['POST', `access/accounts?${SCOPE}`, { firstname: 'A' }],
        ['POST', `access/copy-year?${SCOPE}`, { toYear: 1 }],
        ['DELETE', `access/assignments/1?${SCOPE}`],
      ];
      for (const [method, path, body] of calls) {
        const answer = await demoCall(method, path, token, body);
        expect([path, answer.status, answer.body]).toEqual([
          path,
          403,
          { message: 'User does not have the required permission.' },
        ]);
      }
    }
    // The admin of branches 1 and 2 is no admin of branch 3.
    const admin = await demoToken('admin');
    expect((await demoCall('GET', 'access/roles?branch=3&year=2', admin)).status).toBe(403);
  });
});

describe('Access management: changes take effect at the next GET user', () => {
  it('giving the secretary the canteen role adds its permissions; taking it back removes them', async () => {
    const admin = await demoToken('admin');
    const staff = await demoToken('staff');
    expect(await userPermissions(staff)).not.toContain('view-ingredients-page');
    const canteen = (await roles(admin)).find((role) => role.key === 'canteen')!;
    expect(canteen.permissions).toEqual(
      expect.arrayContaining(['view-ingredients-page', 'view-achats-page']),
    );

    const given = await post(
      `access/assignments?${SCOPE}`,
      admin,
      { userId: 2, roleId: canteen.id },
      'give-1',
    );
    expect(given.status).toBe(201);
    expect(await userPermissions(staff)).toEqual(
      expect.arrayContaining(['view-ingredients-page', 'view-full-students-page']),
    );
    // A second assignment of the same role is refused, not recorded twice.
    expect(
      (await post(`access/assignments?${SCOPE}`, admin, { userId: 2, roleId: canteen.id })).body.code,
    ).toBe('ROLE_ALREADY_HELD');

    const held = (given.body as unknown as Account).assignments.find(
      (assignment) => assignment.roleId === canteen.id,
    )!;
    expect((await demoCall('DELETE', `access/assignments/${held.id}?${SCOPE}`, admin)).status).toBe(200);
    expect(await userPermissions(staff)).not.toContain('view-ingredients-page');
    expect(await userPermissions(staff)).toContain('view-full-students-page');
  });

  it('editing a role changes what every holder may open; the admin role is fixed; a held role cannot be deleted', async () => {
    const admin = await demoToken('admin');
    const staff = await demoToken('staff');
    const secretariat = (await roles(admin)).find((role) => role.key === 'secretariat')!;
    const edited = await demoCall('PUT', `access/roles/${secretariat.id}?${SCOPE}`, admin, {
      name: secretariat.name,
      name_ar: 'الكتابة',
      permissions: [...secretariat.permissions, 'view-news-management-config-page'],
    });
    expect(edited.status).toBe(200);
    expect(await userPermissions(staff)).toContain('view-news-management-config-page');

    const adminRole = (await roles(admin)).find((role) => role.admin)!;
    expect(
      (await demoCall('PUT', `access/roles/${adminRole.id}?${SCOPE}`, admin, { name: 'X', permissions: [] }))
        .body.code,
    ).toBe('ADMIN_ROLE_FIXED');
    expect((await demoCall('DELETE', `access/roles/${secretariat.id}?${SCOPE}`, admin)).body.code).toBe(
      'ROLE_IN_USE',
    );
    expect(
      (await post(`access/roles?${SCOPE}`, admin, { name: 'secrétariat', permissions: [] })).body.code,
    ).toBe('DUPLICATE_ROLE');
    expect(
      (await post(`access/roles?${SCOPE}`, admin, { name: 'Vie scolaire', permissions: ['view-everything'] }))
        .body,
    ).toMatchObject({ code: 'VALIDATION_ERROR', errors: { permissions: 'UNKNOWN_PERMISSION' } });
    const created = await post(`access/roles?${SCOPE}`, admin, {
      name: 'Vie scolaire',
      permissions: ['view-news-page'],
    });
    expect(created.status).toBe(201);
    expect(
      (await demoCall('DELETE', `access/roles/${created.body.id as number}?${SCOPE}`, admin)).status,
    ).toBe(204);
  });
});

describe('Access management: accounts', () => {
  it('a new account gets a one-time password shown once; a retry with the same key makes no second account', async () => {
    const admin = await demoToken('admin');
    const teacher = (await roles(admin)).find((role) => role.key === 'teacher')!;
    const input = {
      firstname: 'Imane',
      lastname: 'Zerouali',
      firstname_ar: 'إيمان',
      lastname_ar: 'الزروالي',
      email: 'imane.zerouali@demo.test',
      roleId: teacher.id,
    };
    const first = await post(`access/accounts?${SCOPE}`, admin, input, 'account-1');
    expect(first.status).toBe(201);
    const password = first.body.oneTimePassword as string;
    expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
    const again = await post(`access/accounts?${SCOPE}`, admin, input, 'account-1');
    expect(again.body).toEqual(first.body);
    expect(db.data.users.filter((user) => user.email === input.email)).toHaveLength(1);
    // Listed without any password; the new account signs in with the one given.
    const listed = (await accounts(admin)).find((account) => account.email === input.email)!;
    expect(JSON.stringify(listed)).not.toContain(password);
    expect(listed.assignments.map((assignment) => assignment.role)).toEqual(['Enseignant']);
    const login = await demoCall('POST', 'login', null, { email: input.email, password });
    expect(login.status).toBe(200);
    // The e-mail is taken now.
    expect((await post(`access/accounts?${SCOPE}`, admin, input)).body.code).toBe('DUPLICATE_EMAIL');
    // The audit log names the account, never the password.
    const audit = (await demoCall('GET', `access/audit?${SCOPE}`, admin)).body.items as unknown[];
    expect(audit[0]).toMatchObject({
      actorName: 'Samira Benali',
      action: 'account.create',
      target: 'Imane Zerouali',
    });
    expect(JSON.stringify(audit)).not.toContain(password);
  });

  it('a deactivated account is signed out and cannot sign in until reactivated', async () => {
    const admin = await demoToken('admin');
    const staff = await demoToken('staff');
    const off = await demoCall('POST', `access/accounts/2/transitions?${SCOPE}`, admin, { to: 'inactive' });
    expect(off.body).toMatchObject({ id: 2, active: false });
    expect((await demoCall('GET', 'user', staff)).status).toBe(401);
    const refused = await demoCall('POST', 'login', null, { email: 'staff@demo.test', password: 'demo1234' });
    expect(refused).toEqual({ status: 403, body: { message: 'Account disabled', code: 'ACCOUNT_DISABLED' } });
    await demoCall('POST', `access/accounts/2/transitions?${SCOPE}`, admin, { to: 'active' });
    expect(
      (await demoCall('POST', 'login', null, { email: 'staff@demo.test', password: 'demo1234' })).status,
    ).toBe(200);
  });
});

describe('Access management: safety', () => {
  it('Last admin: an admin cannot remove their own admin role or deactivate themselves; the last admin of a branch stays', async () => {
    const admin = await demoToken('admin');
    const adminRole = (await roles(admin)).find((role) => role.admin)!;
    const samira = (await accounts(admin)).find((account) => account.id === 1)!;
    const own = samira.assignments.find((assignment) => assignment.roleId === adminRole.id)!;
    expect((await demoCall('DELETE', `access/assignments/${own.id}?${SCOPE}`, admin)).body.code).toBe(
      'OWN_ADMIN_ROLE',
    );
    expect(
      (await demoCall('POST', `access/accounts/1/transitions?${SCOPE}`, admin, { to: 'inactive' })).body.code,
    ).toBe('OWN_ACCOUNT');

    // A second admin of branch 1 in 2026-2027 may not deactivate Samira: she is the only admin of the other years
    // and of branch 2.
    const second = await post(`access/accounts?${SCOPE}`, admin, {
      firstname: 'Karima',
      lastname: 'Alami',
      firstname_ar: 'كريمة',
      lastname_ar: 'العلمي',
      email: 'karima.alami@demo.test',
      roleId: adminRole.id,
    });
    const login = await demoCall('POST', 'login', null, {
      email: 'karima.alami@demo.test',
      password: second.body.oneTimePassword,
    });
    const karima = login.body.token as string;
    const refused = await demoCall('POST', `access/accounts/1/transitions?${SCOPE}`, karima, {
      to: 'inactive',
    });
    expect(refused).toMatchObject({ status: 409, body: { code: 'LAST_ADMIN' } });
    // She may remove Samira's admin role of this branch and year: she stays its admin.
    expect((await demoCall('DELETE', `access/assignments/${own.id}?${SCOPE}`, karima)).status).toBe(200);
    const audit = (await demoCall('GET', `access/audit?${SCOPE}`, karima)).body.items as Array<
      Record<string, unknown>
    >;
    expect(audit[0]).toMatchObject({
      actorName: 'Karima Alami',
      action: 'assignment.delete',
      target: 'Samira Benali',
      before: { role: 'Administration' },
      after: null,
    });
    expect(typeof audit[0]!.at).toBe('string');
    // Samira no longer opens access management in that branch and year.
    expect((await demoCall('GET', `access/roles?${SCOPE}`, admin)).status).toBe(403);
  });

  it('copying a year gives the next year the roles and assignments it lacks; copying again changes nothing', async () => {
    const admin = await demoToken('admin');
    const staff = await demoToken('staff');
    // 2026-2027 lost the secretary's role: copying 2025-2026 brings it back.
    const secretariat = (await roles(admin)).find((role) => role.key === 'secretariat')!;
    const youssef = (await accounts(admin)).find((account) => account.id === 2)!;
    const held = youssef.assignments.find((assignment) => assignment.roleId === secretariat.id)!;
    await demoCall('DELETE', `access/assignments/${held.id}?${SCOPE}`, admin);
    expect(await userPermissions(staff)).toEqual([]);

    const copied = await post('access/copy-year?branch=1&year=1', admin, { toYear: 2 });
    expect(copied.body).toEqual({ roles: 0, assignments: 1 });
    expect(await userPermissions(staff)).toContain('view-full-students-page');
    expect((await post('access/copy-year?branch=1&year=1', admin, { toYear: 2 })).body).toEqual({
      roles: 0,
      assignments: 0,
    });
    expect((await post('access/copy-year?branch=1&year=1', admin, { toYear: 9 })).status).toBe(422);
  });
});
