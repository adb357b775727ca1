// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoCall, demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';
import { ALL_PERMISSIONS } from './seed.ts';
import { syncUserRoles } from './roles.ts';

// docs/api.md "Access management", scope of accounts: an admin acts only on the accounts of the branches they
// administer; any other account is answered exactly as an unknown one. Seed: admin@demo.test (id 1) is the admin of
// branches 1 and 2 (school 1); direction.3@demo.test (id 9) holds a role in branch 3 only (school 2).
const SCOPE = 'branch=1&year=2';
const OTHER_SCHOOL = 9;
const UNKNOWN = 999;

const roleOf = (key: string, branch = 1, year = 2) =>
  db.data.access.roles.find((role) => role.key === key && role.branchId === branch && role.yearId === year)!;

async function signIn(email: string): Promise<string> {
  return (await demoCall('POST', 'login', null, { email, password: 'demo1234' })).body.token as string;
}

describe('Access management: scope of accounts', () => {
  it('a role for an account of another school is refused exactly as for an unknown account, whatever the roleId', async () => {
    const admin = await demoToken('admin');
    const secretariat = roleOf('secretariat').id;
    for (const roleId of [secretariat, 987_654, 'x', undefined]) {
      const other = await demoCall('POST', `access/assignments?${SCOPE}`, admin, {
        userId: OTHER_SCHOOL,
        roleId,
      });
      const unknown = await demoCall('POST', `access/assignments?${SCOPE}`, admin, {
        userId: UNKNOWN,
        roleId,
      });
      expect(other).toEqual(unknown);
      expect(other.status).toBe(422);
      expect(JSON.stringify(other.body)).not.toContain('direction.3@demo.test');
    }
    // Probing ids with a bad roleId tells nothing of the accounts out of scope (nor of the parent's).
    const unknown = await demoCall('POST', `access/assignments?${SCOPE}`, admin, {
      userId: UNKNOWN,
      roleId: 0,
    });
    for (const userId of [3, 7, 8, 9]) {
      expect(await demoCall('POST', `access/assignments?${SCOPE}`, admin, { userId, roleId: 0 })).toEqual(
        unknown,
      );
    }
    // Nothing was given, nothing was recorded.
    expect(db.data.users.find((user) => user.id === OTHER_SCHOOL)!.branchIds).toEqual([3]);
    expect(db.data.access.audit.filter((entry) => entry.target === 'Fatima Zahra Chraibi')).toHaveLength(1);
  });

  it('an account of another school cannot be deactivated: 404 as an unknown one, and its session goes on', async () => {
    const admin = await demoToken('admin');
    const direction = await signIn('direction.3@demo.test');
    const other = await demoCall('POST', `access/accounts/${OTHER_SCHOOL}/transitions?${SCOPE}`, admin, {
      to: 'inactive',
    });
    const unknown = await demoCall('POST', `access/accounts/${UNKNOWN}/transitions?${SCOPE}`, admin, {
      to: 'inactive',
    });
    expect(other).toEqual({ status: 404, body: { message: 'Account not found' } });
    expect(other).toEqual(unknown);
    // Same answer whatever the body.
    expect(
      await demoCall('POST', `access/accounts/${OTHER_SCHOOL}/transitions?${SCOPE}`, admin, { to: 'x' }),
    ).toEqual(unknown);
    expect((await demoCall('GET', 'user', direction)).status).toBe(200);
    // The list of the branch does not show it either.
    const items = (await demoCall('GET', `access/accounts?${SCOPE}`, admin)).body.items as Array<{
      id: number;
    }>;
    expect(items.map((item) => item.id)).not.toContain(OTHER_SCHOOL);
  });

  it('an account of another branch the admin administers is in scope', async () => {
    const admin = await demoToken('admin');
    // Rachid Kettani (id 6) is the secretariat of branch 2 only.
    const given = await demoCall('POST', `access/assignments?${SCOPE}`, admin, {
      userId: 6,
      roleId: roleOf('canteen').id,
    });
    expect(given).toMatchObject({
      status: 201,
      body: { id: 6, assignments: [{ role: 'Restauration scolaire' }] },
    });
  });

  it('deactivating an account that also works in another school records it in that school’s branch too', async () => {
    // An account of branch 3 that also holds a role of branch 1 (given by an admin of both, say).
    const access = db.data.access;
    access.assignments.push({ id: access.nextId++, userId: OTHER_SCHOOL, roleId: roleOf('secretariat').id });
    syncUserRoles(db.data.users, access, ALL_PERMISSIONS);
    const admin = await demoToken('admin');
    const off = await demoCall('POST', `access/accounts/${OTHER_SCHOOL}/transitions?${SCOPE}`, admin, {
      to: 'inactive',
    });
    expect(off).toMatchObject({ status: 200, body: { id: OTHER_SCHOOL, active: false } });
    const entries = access.audit.filter((entry) => entry.action === 'account.deactivate');
    expect(entries.map((entry) => [entry.branchId, entry.yearId, entry.target]).sort()).toEqual([
      [1, 2, 'Fatima Zahra Chraibi'],
      [3, 2, 'Fatima Zahra Chraibi'],
    ]);
  });
});
