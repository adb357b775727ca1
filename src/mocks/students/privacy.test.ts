// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoCall, demoToken } from '../../../tests/helpers/demo';

/**
 * `GET students/{id}` (docs/api.md): a parent never receives the guardians' `userId` (the family's portal accounts);
 * staff keep it, the guardians tab shows who has an account.
 */
describe('GET students/{id}: the guardians’ accounts', () => {
  it('a parent gets the guardians without userId; staff get it', async () => {
    const parent = await demoCall('GET', 'students/101?year=2', await demoToken('parent'));
    expect(parent.status).toBe(200);
    const guardians = parent.body.family.guardians as Array<Record<string, unknown>>;
    expect(guardians.length).toBeGreaterThan(0);
    for (const guardian of guardians) {
      expect(guardian).not.toHaveProperty('userId');
      expect(guardian).toMatchObject({ firstname_fr: expect.any(String), phone: expect.any(String) });
    }
    expect(JSON.stringify(parent.body)).not.toContain('userId');

    const staff = await demoCall('GET', 'students/101?year=2', await demoToken('admin'));
    const withAccounts = staff.body.family.guardians as Array<Record<string, unknown>>;
    expect(withAccounts.every((guardian) => 'userId' in guardian)).toBe(true);
    expect(withAccounts.some((guardian) => guardian.userId !== null)).toBe(true);
  });
});
