import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoCall, demoToken } from '../../../tests/helpers/demo';
import { renderSignedIn } from '../../../tests/helpers/shell';

const SCOPE = 'branch=1&year=2';

/** Gives the secretary (user 2) the built-in canteen role in branch 1, year 2, through the demo API. */
async function giveCanteenRole() {
  const admin = await demoToken('admin');
  const roles = (await demoCall('GET', `access/roles?${SCOPE}`, admin)).body.items as Array<{
    id: number;
    key: string;
  }>;
  const canteen = roles.find((role) => role.key === 'canteen')!;
  const given = await demoCall('POST', `access/assignments?${SCOPE}`, admin, {
    userId: 2,
    roleId: canteen.id,
  });
  expect([200, 201, 409]).toContain(given.status);
}

describe('the profile’s roles table names every built-in role in the reader’s language', () => {
  it.each([
    ['ar', 'الأدوار حسب المؤسسة والسنة', 'المطعم المدرسي'],
    ['fr', 'Rôles par établissement et par année', 'Restauration scolaire'],
  ] as const)(
    '%s: the roles table (%s) names the canteen role %s, never its key',
    async (language, region, name) => {
      await giveCanteenRole();
      await renderSignedIn('staff', '/profile', { language });
      const roles = await screen.findByRole('region', { name: region }, { timeout: 15_000 });
      expect(within(roles).getByText(name)).toBeInTheDocument();
      expect(roles.textContent).not.toMatch(/\bcanteen\b/);
    },
  );
});
